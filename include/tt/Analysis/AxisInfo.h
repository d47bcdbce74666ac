//===- AxisInfo.h - contiguity, divisibility and constancy -------*- C++ -*-===//
//
// What is known, per dimension, about the integers (or addresses) a value
// holds: how long its runs of consecutive values are, which power of two
// divides the first element of each run, and how long its runs of equal
// values are. Coalescing and the load/store lowering read it to choose vector
// widths. The rules follow Triton 3.6's AxisInfo analysis, so its printed
// results (`-test-print-alignment`) are the same.
//
//===----------------------------------------------------------------------===//

#ifndef TT_ANALYSIS_AXISINFO_H
#define TT_ANALYSIS_AXISINFO_H

#include "mlir/Analysis/DataFlow/SparseAnalysis.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <optional>

namespace mlir::triton {

/// The lattice value of the analysis. A value of rank 0 is "not known yet"
/// (the bottom of the lattice); every analysed value ends with rank 1 for a
/// scalar or the tensor's rank.
class AxisInfo {
public:
  using DimVectorT = SmallVector<int64_t, 4>;

  /// The largest divisibility the analysis states: 2^62, what Triton prints
  /// for a known 0.
  static constexpr int64_t kMaxDivisor = int64_t(1) << 62;

  AxisInfo() = default;
  AxisInfo(ArrayRef<int64_t> contiguity, ArrayRef<int64_t> divisibility,
           ArrayRef<int64_t> constancy,
           std::optional<int64_t> constantValue = std::nullopt);

  /// contiguity[d]: every run of values along d, cut into pieces of this
  /// length (a power of two) from the start, is v, v+1, v+2, ...
  /// E.g. [[10, 11, 12, 13, 18, 19, 20, 21]] has contiguity [1, 4].
  int64_t getContiguity(unsigned dim) const { return contiguity[dim]; }
  const DimVectorT &getContiguity() const { return contiguity; }

  /// divisibility[d]: the largest power of two dividing the first element of
  /// every piece of length contiguity[d] along d. [[10, 11, 12, 13, 18, 19,
  /// 20, 21], [20, 21, 22, 23, 28, 29, 30, 31]] has divisibility [1, 2].
  /// Addresses (values of pointer type) count bytes.
  int64_t getDivisibility(unsigned dim) const { return divisibility[dim]; }
  const DimVectorT &getDivisibility() const { return divisibility; }

  /// constancy[d]: pieces of this length along d hold one value each.
  int64_t getConstancy(unsigned dim) const { return constancy[dim]; }
  const DimVectorT &getConstancy() const { return constancy; }

  /// The value every element holds, when known.
  std::optional<int64_t> getConstantValue() const { return constantValue; }

  unsigned getRank() const { return contiguity.size(); }
  bool isUninitialized() const { return contiguity.empty(); }

  /// What is known of `value` without looking at how it is computed: the
  /// `tt.contiguity`/`tt.divisibility`/`tt.constancy` hints of a function
  /// argument or of the defining op, else 1 everywhere.
  static AxisInfo getPessimisticValueState(Value value);

  /// The facts both sides share (per dimension gcds). An uninitialized side
  /// gives the other.
  static AxisInfo join(const AxisInfo &lhs, const AxisInfo &rhs);

  /// Replaces the entries of `vec` by a hint attribute: an integer (one
  /// dimension) or a dense integer array (one entry per dimension).
  static void applyHint(Attribute hint, DimVectorT &vec);

  bool operator==(const AxisInfo &other) const {
    return contiguity == other.contiguity &&
           divisibility == other.divisibility &&
           constancy == other.constancy &&
           constantValue == other.constantValue;
  }

  /// `contiguity = [128], divisibility = [16], constancy = [1],
  /// constant_value = <none>`: Triton's text.
  void print(raw_ostream &os) const;

private:
  DimVectorT contiguity;
  DimVectorT divisibility;
  DimVectorT constancy;
  std::optional<int64_t> constantValue;
};

/// Per-argument facts of a function that is not a kernel, met over its call
/// sites (scalar and tensor arguments alike).
using CalleeArgInfoMapT = DenseMap<Operation *, SmallVector<AxisInfo>>;

/// The sparse forward data-flow analysis computing AxisInfo lattices for
/// one function (or any op isolated from above). Load it into a
/// DataFlowSolver together with DeadCodeAnalysis and
/// SparseConstantPropagation, as `ModuleAxisInfoAnalysis` does.
class AxisInfoAnalysis
    : public dataflow::SparseForwardDataFlowAnalysis<dataflow::Lattice<AxisInfo>> {
public:
  using LatticeT = dataflow::Lattice<AxisInfo>;

  /// `calleeArgs`, when given, supplies the entry state of function
  /// arguments that have call sites.
  explicit AxisInfoAnalysis(DataFlowSolver &solver,
                            const CalleeArgInfoMapT *calleeArgs = nullptr)
      : SparseForwardDataFlowAnalysis(solver), calleeArgs(calleeArgs) {}

  using SparseForwardDataFlowAnalysis::getLatticeElement;

  LogicalResult visitOperation(Operation *op, ArrayRef<const LatticeT *> operands,
                               ArrayRef<LatticeT *> results) override;

  void visitNonControlFlowArguments(Operation *op, const RegionSuccessor &successor,
                                    ArrayRef<LatticeT *> argLattices,
                                    unsigned firstIndex) override;

  void setToEntryState(LatticeT *lattice) override;

private:
  /// The arguments of a warp_specialize partition (`partitions` holds its
  /// regions) take the facts of the explicit captures they receive.
  void visitPartitionArguments(Operation *partitions, ArrayRef<LatticeT *> argLattices);

  const CalleeArgInfoMapT *calleeArgs;
};

/// AxisInfo of every value of a module, one solver run per function. Callers
/// are analysed before their callees; the arguments of a callee get the
/// facts shared by all its call sites (Triton does no function cloning).
/// Recursion is not supported: functions on a call cycle keep only their
/// argument hints.
class ModuleAxisInfoAnalysis {
public:
  explicit ModuleAxisInfoAnalysis(ModuleOp module);

  /// The facts about `value`, or null when it is not in an analysed function.
  const AxisInfo *getAxisInfo(Value value) const;

  /// The dimension a tensor's elements are contiguous along first in a
  /// thread (order[0] of its layout); the last dimension without a layout.
  static unsigned getFastestDim(Type type);
  /// How many consecutive elements along `dim` a thread of `type`'s layout
  /// holds; 0 when the tensor has no distributed layout (no limit).
  static unsigned getContigPerThread(Type type, unsigned dim);

  /// For a tensor of pointers: how many elements along its fastest dimension
  /// (or `dim`) a thread may access with one aligned vector access: the
  /// smaller of the contiguity and the divisibility counted in elements.
  unsigned getPtrAlignment(Value ptr) const;
  unsigned getPtrAlignment(Value ptr, unsigned dim) const;
  /// getPtrAlignment, further limited by what one thread holds contiguously.
  unsigned getPtrContiguity(Value ptr) const;
  unsigned getPtrContiguity(Value ptr, unsigned dim) const;
  /// For a tensor of i1: how many elements along the fastest dimension (or
  /// `dim`) share one mask value (its constancy).
  unsigned getMaskAlignment(Value mask) const;
  unsigned getMaskAlignment(Value mask, unsigned dim) const;

  /// Elements one thread moves with one access through `ptr` (a tensor of
  /// pointers) under `mask` (may be null): getPtrContiguity capped by the
  /// mask's alignment; 1 for a scalar pointer. The loads and stores of the
  /// lowering and the pipeliner's cp.async decisions agree through it.
  unsigned getAccessVectorSize(Value ptr, Value mask) const;

  /// Triton 3.6's general forms, for offsets as well as pointers:
  /// `elementBitWidth` is the pointee's width; divisibility is counted in
  /// bytes only for pointer tensors.
  unsigned getAlignment(Value value, unsigned elementBitWidth) const;
  unsigned getContiguity(Value value, unsigned elementBitWidth) const;

private:
  void analyseFunction(FunctionOpInterface func);

  DenseMap<Value, AxisInfo> infos;
  CalleeArgInfoMapT calleeArgs;
};

} // namespace mlir::triton

#endif // TT_ANALYSIS_AXISINFO_H
