//===- SharedViewAccess.h - a distributed tensor against a memdesc view -*- C++ -*-===//
//
// Everything an op that moves a distributed tensor to or from a lowered
// shared-memory view needs to address its elements (local_load,
// local_store, local_alloc with a value, async_copy_global_to_local). A
// lowered view is `{!llvm.ptr<3>, i32 x rank}`: the address of the buffer it
// lives in and where it starts (TypeConverter.cpp). The element at view
// coordinates c lives at offset L^-1(c + start), L being the linear layout
// of the buffer's shared encoding over its allocation shape. When every
// start is a multiple of the view's extent (always true of Triton's
// subslices into power-of-two tiles), c + start = c XOR start, so the offset
// stays linear in (register, lane, warp) plus one constant, and accesses
// vectorise (SharedMemoryAccess.h).
//
//===----------------------------------------------------------------------===//

#ifndef TT_LIB_CONVERSION_TRITONGPUTOLLVM_SHAREDVIEWACCESS_H
#define TT_LIB_CONVERSION_TRITONGPUTOLLVM_SHAREDVIEWACCESS_H

#include "SharedMemoryAccess.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Transforms/DialectConversion.h"

namespace mlir::triton::lowering {

/// A lowered descriptor: the buffer's address and the view's start.
struct SharedView {
  Value base;
  SmallVector<Value> starts;
};

SharedView unpackView(OpBuilder &b, Location loc, Value lowered);

/// The view's starts as constants: zeros for a view as large as its allocation, whatever its
/// struct carries (a memdesc passed to a function gets its starts as arguments); nullopt where a
/// start is not a constant.
std::optional<SmallVector<int32_t>> getConstantStarts(triton::gpu::MemDescType type,
                                                      ArrayRef<Value> starts);
Value packView(OpBuilder &b, Location loc, Type structType, const SharedView &view);

/// Everything a tensor's access to a view needs to address its elements.
struct ViewAccess {
  SharedAccessPlan plan;
  Value base, threadOffset;
  Type carrier;
  uint32_t copyBits;
  /// Where each (register, lane, warp) bit of the distinct registers
  /// points in the buffer, and the view's start (XORed into every offset).
  BitLocations bits;
  uint64_t startOffset;
};

/// Plans the accesses of a tensor of `tensorType` to the view `loweredView`
/// of `descType`; reports on `op` what cannot be lowered.
FailureOr<ViewAccess> planViewAccess(Operation *op, RankedTensorType tensorType,
                                     triton::gpu::MemDescType descType, Value loweredView,
                                     const TypeConverter &converter, OpBuilder &b);

/// The thread's part of every element's offset in `access`.
Value emitThreadOffset(OpBuilder &b, Location loc, const ViewAccess &access);

/// Where the elements at view coordinates `coordsList` of the lowered view
/// `loweredView` of `descType` lie in its buffer, in bytes from the base,
/// one offset per coordinate tuple; the view's starts must be constants.
/// Reports on `op` what cannot be addressed.
FailureOr<SmallVector<int64_t>> getViewElementByteOffsets(Operation *op, Value loweredView,
                                                          triton::gpu::MemDescType descType,
                                                          ArrayRef<SmallVector<int64_t>> coordsList,
                                                          const TypeConverter &converter, OpBuilder &b);

/// The shared address (`!llvm.ptr<3>`) of the element at view coordinates
/// `coords` of the lowered view `loweredView` of `descType`, for ops that
/// address a buffer as a whole (mbarriers, TMA boxes); the view's starts
/// must be constants. Reports on `op` what cannot be addressed.
FailureOr<Value> getViewElementAddress(Operation *op, Value loweredView, triton::gpu::MemDescType descType,
                                       ArrayRef<int64_t> coords, const TypeConverter &converter,
                                       OpBuilder &b);

/// The shared address (`!llvm.ptr<3>`) where the unpacked view `view` of
/// `descType` starts: its buffer's base moved by L^-1(start) elements, a
/// GEP even at offset 0, as Triton's memdesc_reinterpret makes it. Starts
/// may be dynamic (a view handed to a function); each dimension's start then
/// maps through the buffer's layout bit by bit, XORed together. Reports on
/// `op` what cannot be addressed.
FailureOr<Value> emitViewStartAddress(Operation *op, const SharedView &view,
                                      triton::gpu::MemDescType descType,
                                      const TypeConverter &converter, OpBuilder &b);

} // namespace mlir::triton::lowering

#endif // TT_LIB_CONVERSION_TRITONGPUTOLLVM_SHAREDVIEWACCESS_H
