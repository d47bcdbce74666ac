//===- Dialect.h - the `ttg` dialect ----------------------------*- C++ -*-===//

#ifndef TT_DIALECT_TRITONGPU_IR_DIALECT_H
#define TT_DIALECT_TRITONGPU_IR_DIALECT_H

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Tools/LinearLayout.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"

#include "llvm/ADT/Hashing.h"

namespace tt {
llvm::hash_code hash_value(const LinearLayout &layout);
} // namespace tt

#include "tt/Dialect/TritonGPU/IR/TritonGPUDialect.h.inc"
#include "tt/Dialect/TritonGPU/IR/TritonGPUAttrInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tt/Dialect/TritonGPU/IR/TritonGPUAttrDefs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "tt/Dialect/TritonGPU/IR/TritonGPUTypes.h.inc"

namespace mlir::triton::gpu {
/// The resource ttg memory effects name: a CTA's shared memory.
struct SharedMemory : public SideEffects::Resource::Base<SharedMemory> {
  StringRef getName() final { return "<SharedMemory>"; }
};

/// Names of the linear-layout dimensions of encodings.
namespace dims {
inline constexpr llvm::StringLiteral kRegister = "register";
inline constexpr llvm::StringLiteral kLane = "lane";
inline constexpr llvm::StringLiteral kWarp = "warp";
inline constexpr llvm::StringLiteral kBlock = "block";
inline constexpr llvm::StringLiteral kOffset = "offset";
/// "dim0", "dim1", ...
std::string out(unsigned d);
} // namespace dims

/// `layout`, whose inputs are the tensor dimensions (dims::out), applied to
/// `coords`, one per dimension.
SmallVector<int32_t> applyToCoords(const tt::LinearLayout &layout, ArrayRef<int32_t> coords);

/// The linear layout of a tensor of `type`, from its encoding. Null when the
/// encoding is absent or is not a ttg layout.
std::optional<tt::LinearLayout> toLinearLayout(ArrayRef<int64_t> shape, Attribute encoding);

/// A blocked encoding for a tensor of `shape` with `sizePerThread` elements
/// per thread and dimensions `order` (fastest first): lanes, then warps, fill
/// the fastest dimensions first as far as the shape allows, the slowest takes
/// the rest; CTAs split the slowest dimensions first.
BlockedEncodingAttr getBlockedEncodingForShape(MLIRContext *context, ArrayRef<int64_t> shape,
                                               ArrayRef<unsigned> sizePerThread,
                                               ArrayRef<unsigned> order, unsigned numWarps,
                                               unsigned threadsPerWarp, unsigned numCTAs);

/// The same placement of lanes and warps over each CTA's tile, for a cluster
/// layout `cta` already chosen (plan-cta picks it from a dot or a reduce).
BlockedEncodingAttr getBlockedEncodingForCTALayout(MLIRContext *context, ArrayRef<int64_t> shape,
                                                   ArrayRef<unsigned> sizePerThread,
                                                   ArrayRef<unsigned> order, unsigned numWarps,
                                                   unsigned threadsPerWarp, CTALayoutAttr cta);

/// One element per thread, the last dimension fastest.
BlockedEncodingAttr getDefaultBlockedEncoding(MLIRContext *context, ArrayRef<int64_t> shape,
                                              unsigned numWarps, unsigned threadsPerWarp,
                                              unsigned numCTAs);

/// The encoding of tt.reshape's result (without reordering) for a source of
/// `srcShape` in `srcEncoding` (ReshapeEncoding.cpp).
LogicalResult inferReshapeEncoding(ArrayRef<int64_t> srcShape, Attribute srcEncoding,
                                   ArrayRef<int64_t> dstShape, Attribute &dstEncoding,
                                   std::optional<Location> loc);

/// Checks an encoding attached to a tensor of `shape` against the context
/// of `op` (rank, warps, lanes, CTAs); emits an error on `op` if wrong.
LogicalResult verifyTensorLayout(Operation *op, ArrayRef<int64_t> shape, Attribute encoding,
                                 StringRef what);

/// The first op under `root` (in walk order) that uses, defines or holds as
/// a region argument a tensor `matches`, with that tensor's type; nulls if
/// none does.
std::pair<Operation *, RankedTensorType>
findTensor(Operation *root, function_ref<bool(RankedTensorType)> matches);

} // namespace mlir::triton::gpu

#define GET_OP_CLASSES
#include "tt/Dialect/TritonGPU/IR/TritonGPUOps.h.inc"

#endif // TT_DIALECT_TRITONGPU_IR_DIALECT_H
