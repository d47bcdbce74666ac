//===- ElementwiseUtility.h - per-register elementwise lowering -*- C++ -*-===//
//
// What the elementwise families (arith/math, tt.fp_to_fp, the tt
// elementwise ops) share: a lowered tensor is its thread's registers, an
// elementwise op computes each register from the same registers of its
// operands, and registers known to hold the same value compute it once.
// Some lowerings work on several registers at a time (packed conversions,
// inline assembly with `packed_element`), so the computation is handed
// groups of registers.
//
// Also the small LLVM building blocks these lowerings use: calls of NVVM
// intrinsics and of external (libdevice) functions, and side-effect-free
// inline PTX.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LIB_CONVERSION_TRITONGPUTOLLVM_ELEMENTWISEUTILITY_H
#define TT_LIB_CONVERSION_TRITONGPUTOLLVM_ELEMENTWISEUTILITY_H

#include "tt/Analysis/AxisInfo.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Operation.h"

namespace mlir {
class ConversionPatternRewriter;
class TypeConverter;
} // namespace mlir

namespace mlir::triton::lowering {

/// Which registers of an elementwise result may share one computation.
enum class RegisterSharing {
  /// Every register computes its own value (ops with side effects).
  None,
  /// Registers that hold the same tensor element (a zero register basis of
  /// the layout, i.e. a broadcast) compute it once.
  SameElement,
  /// As SameElement, and registers whose elements AxisInfo proves equal
  /// (the result's constancy) compute once too, as Triton deduplicates.
  EqualValues,
};

/// For each register of a value of `type` (one for a scalar), the register
/// whose value it repeats; itself when it computes its own. `result` is the
/// value whose AxisInfo `EqualValues` consults (may be null otherwise).
SmallVector<unsigned> getRepresentativeRegisters(Type type, RegisterSharing sharing, Value result,
                                                 const ModuleAxisInfoAnalysis *axisInfo);

/// Computes the results of a group of elements: `operands[i][k]` is operand
/// i of the group's k-th element, and the result is `[result][element]`.
using ElementGroupFn =
    llvm::function_ref<SmallVector<SmallVector<Value>>(ArrayRef<SmallVector<Value>> operands)>;

/// Computes the results of one element from its operands' scalars.
using ElementFn = llvm::function_ref<SmallVector<Value>(ValueRange operands)>;

/// Replaces the elementwise `op` (results and operands distributed tensors
/// of one layout, or scalars; scalar operands of tensor ops are broadcast)
/// by `compute` applied to groups of `groupSize` consecutive computing
/// registers, those that are their own representative (one entry of
/// `representatives` per register); the others copy their representative's
/// results. The last group is padded with undef operands and its padding
/// results are dropped.
void rewriteElementwise(Operation *op, ValueRange loweredOperands,
                        ArrayRef<unsigned> representatives, unsigned groupSize,
                        const TypeConverter &converter, ConversionPatternRewriter &rewriter,
                        ElementGroupFn compute);

/// rewriteElementwise one element at a time.
void rewriteElementwise(Operation *op, ValueRange loweredOperands,
                        ArrayRef<unsigned> representatives, const TypeConverter &converter,
                        ConversionPatternRewriter &rewriter, ElementFn compute);

/// Whether every result and operand type of `op` is a scalar or a tensor
/// with a distributed layout, so that rewriteElementwise applies.
bool hasDistributedOrScalarTypes(Operation *op);

/// The lowered element type of a (tensor or scalar) type.
Type getLoweredElementType(const TypeConverter &converter, Type type);

//===-- LLVM building blocks ----------------------------------------------===//

/// `llvm.call_intrinsic` of `name`, one result.
Value callIntrinsic(OpBuilder &b, Location loc, StringRef name, Type resultType, ValueRange args);

/// A call of the external function `name` (e.g. a libdevice `__nv_`
/// function), declared at the top of the module on first use.
Value callExternalFunction(OpBuilder &b, Location loc, Operation *from, StringRef name,
                           Type resultType, ValueRange args);

/// Inline PTX without side effects (the compiler may move, merge or drop
/// it), one result; a struct result type gives several.
Value emitPurePTX(OpBuilder &b, Location loc, Type resultType, StringRef ptx, StringRef constraints,
                  ValueRange operands);

/// Four i8 values (fp8 lowers to i8) converted to bf16 by the pure PTX block `ptx`,
/// which reads them as one 32-bit word ($2) and writes two words of bf16
/// pairs ($0: elements 0 and 1, $1: elements 2 and 3), the form of
/// Triton's packed byte-to-bf16 conversions. The four bf16 values, in order.
SmallVector<Value> convertFourBytesToBf16(OpBuilder &b, Location loc, ArrayRef<Value> bytes,
                                          StringRef ptx);

/// The compute capability of the module's `ttg.target` ("cuda:90" -> 90);
/// 90 when the module names none, the target tt-toolkit compiles for.
int getComputeCapability(Operation *op);

} // namespace mlir::triton::lowering

#endif // TT_LIB_CONVERSION_TRITONGPUTOLLVM_ELEMENTWISEUTILITY_H
