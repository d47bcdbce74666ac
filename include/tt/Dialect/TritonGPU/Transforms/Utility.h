//===- Utility.h - layout choices the TritonGPU passes share ----*- C++ -*-===//
//
// What more than one pass must decide the same way: the cluster layout a
// distributed encoding carries, the swizzled shared layout a dot operand is
// read from, how layouts flow through ops (forward and backward, and the
// backward slice of a conversion), and scf.for/scf.if rebuilt with more
// results.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_TRITONGPU_TRANSFORMS_UTILITY_H
#define TT_DIALECT_TRITONGPU_TRANSFORMS_UTILITY_H

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/SetVector.h"

#include <functional>

namespace mlir::triton::gpu {

/// The cluster layout of a distributed encoding of `rank` dimensions; the
/// one-CTA layout when the encoding carries none and the module has one
/// CTA (`numCTAs`), null when it cannot be told.
CTALayoutAttr getClusterLayoutOf(Attribute encoding, unsigned rank, int numCTAs = 1);

/// The nvmma_shared layout for a `shape` buffer written in `order`: the
/// widest swizzle (128, 64, 32 bytes) the contiguous dimension's bytes are
/// a multiple of, none when fewer than 8 rows stack behind it. wgmma
/// operands (accelerate-matmul) and TMA blocks (optimize-descriptor-encoding)
/// take it.
NVMMASharedEncodingAttr getNVMMASharedEncoding(ArrayRef<int64_t> shape, ArrayRef<unsigned> order,
                                               CTALayoutAttr cluster, Type elementType);

/// The swizzled shared layout mma.sync reads dot operand `operand` from
/// without bank conflicts, for a `shape` buffer in `order` of `bitwidth`
/// elements: vectors along the contiguous dimension, phases so that the 8
/// rows one ldmatrix reads hit different banks. `needTrans` when the buffer
/// is read through a transposing view (the roles of the dimensions swap).
/// FMA operands (blocked parents) are not swizzled; null for other parents.
SwizzledSharedEncodingAttr getDotOperandSharedEncoding(DotOperandEncodingAttr operand,
                                                       ArrayRef<int64_t> shape,
                                                       ArrayRef<unsigned> order,
                                                       CTALayoutAttr cluster, unsigned bitwidth,
                                                       bool needTrans = false);

/// The swizzled shared layout a distributed tensor of `sourceType` is staged
/// in on its way to dot operand `operand` (getDotOperandSharedEncoding over
/// the source's memory order and cluster layout); null when it cannot be
/// told. The pipeliner's buffers and reduce-data-duplication's staging agree
/// through it.
SwizzledSharedEncodingAttr getStagingEncodingForDotOperand(RankedTensorType sourceType,
                                                           DotOperandEncodingAttr operand,
                                                           int numCTAs);

/// getDotOperandSharedEncoding for an mma.sync operand given by its index
/// and kWidth alone (the layout's parent aside).
SwizzledSharedEncodingAttr getMmaOperandSharedEncoding(MLIRContext *context, unsigned opIdx,
                                                       unsigned kWidth, ArrayRef<int64_t> shape,
                                                       ArrayRef<unsigned> order,
                                                       CTALayoutAttr cluster, unsigned bitwidth,
                                                       bool needTrans = false);

/// For a tensor read in `type`'s distributed layout that is no dot operand:
/// the swizzled shared layout of the mma operand it is shaped like (Triton's
/// swizzleDotOperandLike). Its lanes must run as an mma.sync operand's do
/// with K contiguous ([.., m, k] for A, [.., k, n] for B), and its
/// registers and lanes must start with that operand's 8 x (4 kWidth)
/// microtile, kWidth being the elements a thread holds along K; null when
/// the layout is not such a tile.
SwizzledSharedEncodingAttr getMmaTileLikeSharedEncoding(RankedTensorType type,
                                                        CTALayoutAttr cluster);

/// The shared layout every reader of `value` needs when it is staged in
/// shared memory (Triton's getSharedEncIfAllUsersAreDotEnc): each user is a
/// conversion or local_load to a dot operand (its staging layout), to a
/// layout shaped like an mma tile (getMmaTileLikeSharedEncoding), or a
/// view in swizzled shared memory whose own users all qualify. Null when a
/// user is none of these; null with `incompatible` set when two users need
/// different layouts (Triton then does not pipeline the load, and
/// assign-latencies and the pipeliner agree on that here).
SwizzledSharedEncodingAttr getSharedEncodingIfAllUsersReadDotLike(Value value,
                                                                  bool &incompatible);

//===----------------------------------------------------------------------===//
// Layouts seen through ops (ConvertBackwardSlice.cpp)
//===----------------------------------------------------------------------===//

/// The encoding the result of `op` has when its (tensor) operand has
/// `encoding`; null when it cannot be told or `op` does not carry layouts.
Attribute inferDstEncoding(Operation *op, Attribute encoding);

/// The encoding the operands of `op` need for its result to have
/// `encoding`; null when it cannot be told.
Attribute inferSrcEncoding(Operation *op, Attribute encoding);

/// The type of tt.trans of a `type` tensor by `order`, of tt.reshape of it
/// to `shape` (without reordering), and of each result of tt.split of it,
/// with the encoding the layout interface infers; null when it cannot be
/// told.
RankedTensorType getTransposedType(RankedTensorType type, ArrayRef<int32_t> order);
RankedTensorType getReshapedType(RankedTensorType type, ArrayRef<int64_t> shape);
RankedTensorType getSplitResultType(RankedTensorType type);

/// Whether a load or store moves enough data that its layout is worth
/// keeping: tensor-pointer accesses always, tensors of pointers when they
/// have at least one element per thread.
bool isExpensiveLoadOrStore(Operation *op);

/// Whether `op` can produce its result in `targetEncoding` directly (a
/// conversion of its result folds into it).
bool canFoldIntoConversion(Operation *op, Attribute targetEncoding);

/// Whether a conversion only moves data between the registers of each
/// thread.
bool isFreeConvert(Operation *op);

/// Ops that only reinterpret the elements of their operand.
bool isView(Operation *op);

/// The values `root` depends on through tensor ops, each with the encoding
/// it needs for `root` to come out in `rootEncoding` (in `layout`). Walks
/// through scf.if results and scf.for iteration arguments; stops at ops that
/// fold a conversion, at free conversions' sources, and where
/// `stopPropagation` says so. `getExistingConversion` may offer a value
/// already available in the needed encoding, which the walk then continues
/// from. Fails where a value would need two encodings or an encoding cannot
/// be inferred.
LogicalResult getConvertBackwardSlice(
    OpOperand &root, llvm::SetVector<Value> &slice, Attribute rootEncoding,
    DenseMap<Value, Attribute> &layout, std::function<bool(Operation *)> stopPropagation,
    std::function<Value(OpOperand &, Attribute)> getExistingConversion = nullptr);

//===----------------------------------------------------------------------===//
// Structured control flow with more results (Utility.cpp)
//===----------------------------------------------------------------------===//

/// A copy of `loop`, inserted before it, that carries `newIterOperands`
/// after its own iteration arguments; the body moves to the copy (the new
/// block arguments are appended, the yield is left to the caller). The old
/// loop is left empty, with (old result, new result) pairs in
/// `replacements` for the caller to apply.
scf::ForOp replaceForOpWithNewSignature(OpBuilder &builder, scf::ForOp loop,
                                        ValueRange newIterOperands,
                                        SmallVectorImpl<std::tuple<Value, Value>> &replacements);

/// A copy of `ifOp` with `newResultTypes` appended to its results; the
/// branches move to the copy (yields are left to the caller).
scf::IfOp replaceIfOpWithNewSignature(OpBuilder &builder, scf::IfOp ifOp,
                                      TypeRange newResultTypes,
                                      SmallVectorImpl<std::tuple<Value, Value>> &replacements);

/// Adds the pattern that makes loop-carried values nothing outside the
/// loop reads, and nothing with an effect depends on, yield their own
/// iteration argument (dead code elimination then removes them).
void populateForOpDeadArgumentElimination(RewritePatternSet &patterns);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TRITONGPU_TRANSFORMS_UTILITY_H
