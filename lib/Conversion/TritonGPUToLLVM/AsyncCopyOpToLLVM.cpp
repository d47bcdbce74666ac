//===- AsyncCopyOpToLLVM.cpp - cp.async: copies straight into shared memory ===//
//
// ttg.async_copy_global_to_local copies a tensor of pointers' pointees into
// a shared-memory view without passing through registers, as the
// pipeliner's multi-buffered loads do. Each thread copies the elements its
// registers would hold in the source's layout:
//   - the shared address of every run of registers comes from the same plan
//     as local_store's (SharedViewAccess.h), so swizzled layouts get
//     Triton's additive addresses;
//   - a run is `vec` elements that are consecutive both in the thread's
//     registers (so one pointer addresses them, AxisInfo contiguity or the
//     op's `contiguity` hint from the pipeliner) and in the shared buffer
//     (the plan's vector), at most 16 bytes and at least 4 (cp.async's
//     sizes are 4, 8 and 16 bytes);
//   - each run is one `cp.async.{ca,cg}.shared.global [dst], [src], bytes,
//     srcBytes` (.cg, L2 only, for 16 bytes as Triton does), Triton's inline
//     PTX; a masked-off run copies 0 source bytes, which zero-fills its
//     destination;
//   - where the source layout gives an element to several threads (a
//     tensor smaller than the layout, or a slice of it), only the thread
//     whose broadcast lane and warp bits are 0 copies it, as in Triton: the
//     others' copies would be redundant writes racing with it. A
//     non-zero `other` is not written either, as in Triton: whoever reads
//     the buffer applies it (the pipeliner selects it after its local_load).
// async_commit_group closes the thread's copies into a group
// (cp.async.commit_group); async_wait {num} waits until at most `num` groups
// are pending (cp.async.wait_group); the barrier that makes other threads'
// copies visible comes from the membar analysis, which puts one after every
// async_wait. Tokens carry no data: they lower to i32 zero.
// ttng.async_copy_mbarrier_arrive makes an mbarrier count the thread's
// pending copies instead: it arrives when they complete
// (cp.async.mbarrier.arrive, .noinc with `noIncrement`).
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "SharedViewAccess.h"
#include "Utility.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// The full register index of distinct register `d` (the inverse of
/// getDistinctRegister): its bits dealt to the positions outside `copyBits`.
unsigned getFullRegister(unsigned d, uint32_t copyBits) {
  unsigned r = 0;
  for (unsigned bit = 0; d != 0 && bit < 32; ++bit) {
    if (copyBits >> bit & 1)
      continue;
    r |= (d & 1) << bit;
    d >>= 1;
  }
  return r;
}

/// Whether every access of `plan` copies registers consecutive in the
/// thread's full register order, starting at a multiple of the vector.
bool accessesFollowRegisters(const SharedAccessPlan &plan, uint32_t copyBits) {
  for (const SharedAccess &access : getSharedAccesses(plan, 0)) {
    unsigned first = getFullRegister(access.registers[0], copyBits);
    if (first % plan.vector != 0)
      return false;
    for (auto [i, r] : llvm::enumerate(access.registers))
      if (getFullRegister(r, copyBits) != first + i)
        return false;
  }
  return true;
}

/// Triton's `cp.async.<cache>.shared.global [ $0 + 0 ], [ $1 + 0 ], 0xN, src;`,
/// src the byte count, or `$2` (N or 0 by the mask) for a masked copy;
/// predicated on `owner` where threads hold copies.
void emitCpAsync(OpBuilder &b, Location loc, StringRef cache, unsigned bytes, Value address,
                 Value src, Value mask, Value owner) {
  Value shared = LLVM::PtrToIntOp::create(b, loc, b.getI32Type(), address);
  SmallVector<Value> operands{shared, src};
  std::string constraints = "r,l";
  std::string srcBytes = llvm::formatv("{0:x}", bytes).str();
  if (mask) {
    operands.push_back(
        LLVM::SelectOp::create(b, loc, mask, i32Const(b, loc, bytes), i32Const(b, loc, 0)));
    constraints += ",r";
    srcBytes = "$2";
  }
  std::string ptx;
  if (owner) {
    ptx = llvm::formatv("@${0} ", operands.size()).str();
    operands.push_back(owner);
    constraints += ",b";
  }
  ptx += llvm::formatv("cp.async.{0}.shared.global [ $0 + 0 ], [ $1 + 0 ], {1:x}, {2};", cache,
                       bytes, srcBytes)
             .str();
  emitInlinePTX(b, loc, Type(), ptx, constraints, operands);
}

struct AsyncCopyGlobalToLocalOpConversion
    : OpConversionPattern<ttg::AsyncCopyGlobalToLocalOp> {
  AsyncCopyGlobalToLocalOpConversion(const TypeConverter &converter, MLIRContext *context,
                                     const ModuleAxisInfoAnalysis &axisInfo)
      : OpConversionPattern(converter, context), axisInfo(axisInfo) {}

  /// Elements one pointer can fetch: AxisInfo's contiguity, or the
  /// pipeliner's hint when larger (the loop-carried pointers it copies from
  /// lose what the original load knew), capped by the mask's constancy.
  unsigned getGlobalVector(ttg::AsyncCopyGlobalToLocalOp op) const {
    auto type = cast<RankedTensorType>(op.getSrc().getType());
    unsigned vec = std::max(1u, axisInfo.getPtrContiguity(op.getSrc()));
    unsigned hint = std::min<unsigned>(
        op.getContiguity(),
        ModuleAxisInfoAnalysis::getContigPerThread(type, ModuleAxisInfoAnalysis::getFastestDim(type)));
    vec = std::max(vec, hint);
    if (Value mask = op.getMask())
      vec = std::min(vec, std::max(1u, axisInfo.getMaskAlignment(mask)));
    return vec;
  }

  LogicalResult matchAndRewrite(ttg::AsyncCopyGlobalToLocalOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto srcType = cast<RankedTensorType>(op.getSrc().getType());
    Type pointee = cast<triton::PointerType>(srcType.getElementType()).getPointeeType();
    auto pointeeTensor = RankedTensorType::get(srcType.getShape(), pointee, srcType.getEncoding());
    FailureOr<ViewAccess> access = planViewAccess(op, pointeeTensor, op.getResult().getType(),
                                                  adaptor.getResult(), *getTypeConverter(),
                                                  rewriter);
    if (failed(access))
      return failure();
    SharedAccessPlan &plan = access->plan;
    unsigned elementBytes = access->carrier.getIntOrFloatBitWidth() / 8;
    plan.vector = std::min({plan.vector, unsigned(llvm::bit_floor(getGlobalVector(op))),
                            16 / elementBytes});
    while (plan.vector > 1 && !accessesFollowRegisters(plan, access->copyBits))
      plan.vector /= 2;
    unsigned bytes = plan.vector * elementBytes;
    if (bytes < 4)
      return op.emitOpError("copies ")
             << bytes << "-byte runs, but cp.async moves 4, 8 or 16 bytes: the pointers are "
             << "not contiguous and aligned enough for this layout";

    unsigned count = getNumRegisters(srcType);
    SmallVector<Value> ptrs = unpackElements(rewriter, loc, adaptor.getSrc());
    SmallVector<Value> masks;
    if (adaptor.getMask())
      masks = unpackOrSplat(rewriter, loc, adaptor.getMask(), count);
    StringRef cache = bytes == 16 ? "cg" : "ca";
    Value owner;
    if (std::optional<tt::LinearLayout> layout = getDistributedLayout(srcType))
      owner = emitOwnerPredicate(rewriter, loc, *layout, getThreadId(rewriter, loc));
    access->threadOffset = emitThreadOffset(rewriter, loc, *access);
    forEachSharedAccess(
        rewriter, loc, plan, 0, access->base, access->threadOffset, access->carrier,
        [&](Value address, ArrayRef<unsigned> registers) {
          unsigned r = getFullRegister(registers[0], access->copyBits);
          emitCpAsync(rewriter, loc, cache, bytes, address, ptrs[r],
                      masks.empty() ? Value() : masks[r], owner);
        });
    rewriter.replaceOp(op, i32Const(rewriter, loc, 0));
    return success();
  }

  const ModuleAxisInfoAnalysis &axisInfo;
};

struct AsyncCopyMbarrierArriveOpConversion : OpConversionPattern<ttng::AsyncCopyMbarrierArriveOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ttng::AsyncCopyMbarrierArriveOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto type = op.getBarrier().getType();
    FailureOr<Value> barrier = getViewElementAddress(op, adaptor.getBarrier(), type,
                                                     SmallVector<int64_t>(type.getRank(), 0),
                                                     *getTypeConverter(), rewriter);
    if (failed(barrier))
      return failure();
    rewriter.replaceOpWithNewOp<NVVM::CpAsyncMBarrierArriveOp>(op, *barrier, op.getNoIncrement());
    return success();
  }
};

struct AsyncCommitGroupOpConversion : OpConversionPattern<ttg::AsyncCommitGroupOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ttg::AsyncCommitGroupOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    NVVM::CpAsyncCommitGroupOp::create(rewriter, op.getLoc());
    rewriter.replaceOp(op, i32Const(rewriter, op.getLoc(), 0));
    return success();
  }
};

struct AsyncWaitOpConversion : OpConversionPattern<ttg::AsyncWaitOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ttg::AsyncWaitOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    NVVM::CpAsyncWaitGroupOp::create(rewriter, op.getLoc(), op.getNum());
    rewriter.replaceOp(op, i32Const(rewriter, op.getLoc(), 0));
    return success();
  }
};

} // namespace

void mlir::triton::populateAsyncCopyOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                     RewritePatternSet &patterns,
                                                     const ModuleAxisInfoAnalysis &axisInfo) {
  patterns.add<AsyncCopyGlobalToLocalOpConversion>(converter, patterns.getContext(), axisInfo);
  patterns.add<AsyncCommitGroupOpConversion, AsyncWaitOpConversion, AsyncCopyMbarrierArriveOpConversion>(converter,
                                                                    patterns.getContext());
}
