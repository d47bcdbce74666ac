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
//     srcBytes` (.cg, L2 only, for 16 bytes as Triton does); a masked-off
//     run copies 0 source bytes, which zero-fills its destination;
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
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "SharedViewAccess.h"
#include "Utility.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace ttg = mlir::triton::gpu;

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
    auto cache = bytes == 16 ? NVVM::LoadCacheModifierKind::CG : NVVM::LoadCacheModifierKind::CA;
    Value owner;
    if (std::optional<tt::LinearLayout> layout = getDistributedLayout(srcType))
      owner = emitOwnerPredicate(rewriter, loc, *layout, getThreadId(rewriter, loc));
    access->threadOffset = emitThreadOffset(rewriter, loc, *access);
    forEachSharedAccess(
        rewriter, loc, plan, 0, access->base, access->threadOffset, access->carrier,
        [&](Value address, ArrayRef<unsigned> registers) {
          unsigned r = getFullRegister(registers[0], access->copyBits);
          Value srcBytes;
          if (!masks.empty())
            srcBytes = LLVM::SelectOp::create(rewriter, loc, masks[r],
                                              i32Const(rewriter, loc, bytes),
                                              i32Const(rewriter, loc, 0));
          if (!owner) {
            NVVM::CpAsyncOp::create(rewriter, loc, address, ptrs[r], bytes, cache, srcBytes);
            return;
          }
          // NVVM's cp.async takes no predicate: the owner's copy in PTX.
          if (!srcBytes)
            srcBytes = i32Const(rewriter, loc, bytes);
          Value shared = LLVM::PtrToIntOp::create(rewriter, loc, rewriter.getI32Type(), address);
          std::string ptx = llvm::formatv("@$0 cp.async.{0}.shared.global [ $1 + 0 ], [ $2 + 0 ], {1}, $3;",
                                          cache == NVVM::LoadCacheModifierKind::CG ? "cg" : "ca", bytes)
                                .str();
          emitInlinePTX(rewriter, loc, Type(), ptx, "b,r,l,r", {owner, shared, ptrs[r], srcBytes});
        });
    rewriter.replaceOp(op, i32Const(rewriter, loc, 0));
    return success();
  }

  const ModuleAxisInfoAnalysis &axisInfo;
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
  patterns.add<AsyncCommitGroupOpConversion, AsyncWaitOpConversion>(converter,
                                                                    patterns.getContext());
}
