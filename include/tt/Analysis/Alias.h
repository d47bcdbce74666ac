//===- Alias.h - which shared-memory buffers a value may name ----*- C++ -*-===//
//
// A `!ttg.memdesc` value in shared memory names part of a buffer some
// `ttg.local_alloc` created: directly, through views (memdesc_index,
// _subslice, _trans, _reshape, _reinterpret), through
// `ttng.warp_group_dot_wait` (whose results are its operands), or through
// block arguments of loops, branches and ifs. This sparse forward analysis
// gives every value the set of allocations it may name; Allocation uses it
// to keep a buffer alive as long as any alias is, and Membar to find the
// buffers an access touches. `-test-print-alias` prints it, as in Triton.
//
//===----------------------------------------------------------------------===//

#ifndef TT_ANALYSIS_ALIAS_H
#define TT_ANALYSIS_ALIAS_H

#include "mlir/Analysis/DataFlow/SparseAnalysis.h"
#include "mlir/Analysis/DataFlowFramework.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>

namespace mlir::triton {

/// The lattice value: the `ttg.local_alloc` results a value may alias. The
/// empty set is both "not yet known" and "names no shared buffer".
class AliasInfo {
public:
  AliasInfo() = default;
  explicit AliasInfo(Value alloc) { allocs.insert(alloc); }

  void insert(Value alloc) { allocs.insert(alloc); }
  const llvm::SetVector<Value> &getAllocs() const { return allocs; }

  bool operator==(const AliasInfo &other) const { return allocs == other.allocs; }

  /// The union of both sets.
  static AliasInfo join(const AliasInfo &lhs, const AliasInfo &rhs);

  void print(raw_ostream &os) const;

private:
  llvm::SetVector<Value> allocs;
};

class SharedMemoryAliasAnalysis
    : public dataflow::SparseForwardDataFlowAnalysis<dataflow::Lattice<AliasInfo>> {
public:
  using LatticeT = dataflow::Lattice<AliasInfo>;
  using SparseForwardDataFlowAnalysis::SparseForwardDataFlowAnalysis;
  using SparseForwardDataFlowAnalysis::getLatticeElement;

  LogicalResult visitOperation(Operation *op, ArrayRef<const LatticeT *> operands,
                               ArrayRef<LatticeT *> results) override;

  /// Function arguments and values of unknown origin name no buffer of
  /// this function.
  void setToEntryState(LatticeT *lattice) override;

  /// The arguments of a warp_specialize partition name what the explicit
  /// captures they receive name; other arguments no control flow reaches
  /// take their entry state.
  void visitNonControlFlowArguments(Operation *op, const RegionSuccessor &successor,
                                    ArrayRef<LatticeT *> argLattices,
                                    unsigned firstIndex) override;
};

/// A solver with dead-code and constant analyses loaded (the alias analysis
/// needs them to know which blocks and edges execute), not interprocedural.
/// Run it with initializeAndRunNested (IsolatedRegions.h) so that
/// warp_specialize partitions are analysed too.
std::unique_ptr<DataFlowSolver> createAliasSolver();

/// The allocations `value` may alias, from a solver that ran the analysis.
const AliasInfo *lookupAliasInfo(const DataFlowSolver &solver, Value value);

} // namespace mlir::triton

#endif // TT_ANALYSIS_ALIAS_H
