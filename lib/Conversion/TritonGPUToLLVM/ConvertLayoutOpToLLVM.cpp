//===- ConvertLayoutOpToLLVM.cpp - ttg.convert_layout ---------------------===//
//
// Conversions whose elements stay in the thread that holds them (the
// layouts differ only in how registers are numbered) renumber registers.
// Conversions that move elements between threads go through the op's
// shared-memory scratch, placed by tt::planSharedStaging: every thread
// stores its distinct elements (vectors where the plan puts registers in the
// lowest offset bits), a barrier, every thread loads the elements it needs;
// when the plan has rounds, the buffer is reused once per round.
//
// An element's offset is linear over GF(2) in (register, lane, warp): the
// thread's part is computed once, each register XORs in a constant.
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "SharedMemoryAccess.h"
#include "Utility.h"

#include "Dialect/TritonGPU/IR/Dialect.h"
#include "Tools/LayoutQueries.h"
#include "Tools/SharedStaging.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace dims = mlir::triton::gpu::dims;

namespace {

struct ConvertLayoutOpConversion : OpConversionPattern<triton::gpu::ConvertLayoutOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::gpu::ConvertLayoutOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    std::optional<tt::LinearLayout> src = getDistributedLayout(op.getSrc().getType());
    std::optional<tt::LinearLayout> dst = getDistributedLayout(op.getType());
    if (!src || !dst)
      return rewriter.notifyMatchFailure(op, "only distributed layouts are converted");
    switch (tt::classifyConversion(*src, *dst)) {
    case tt::ConversionKind::Free:
    case tt::ConversionKind::RegisterPermutation: {
      auto identity = [](ArrayRef<int32_t> coords) { return SmallVector<int32_t>(coords); };
      return rewriteAsRegisterMove(op, op.getSrc(), adaptor.getSrc(), identity, *getTypeConverter(),
                                   rewriter);
    }
    case tt::ConversionKind::WarpShuffle:
    case tt::ConversionKind::SharedMemory:
      return stageThroughSharedMemory(op, *src, *dst, adaptor.getSrc(), rewriter);
    case tt::ConversionKind::DistributedSharedMemory:
      return op.emitOpError("moves data between the CTAs of a cluster, which is not lowered yet");
    }
    llvm_unreachable("unknown conversion kind");
  }

  LogicalResult stageThroughSharedMemory(triton::gpu::ConvertLayoutOp op,
                                         const tt::LinearLayout &srcIn,
                                         const tt::LinearLayout &dstIn, Value loweredSrc,
                                         ConversionPatternRewriter &rewriter) const {
    if (!op->hasAttr("allocation.offset"))
      return op.emitOpError("needs shared memory: run allocate-shared-memory-nv first");
    Location loc = op.getLoc();
    Type structType = getTypeConverter()->convertType(op.getType());
    if (!structType)
      return failure();
    Type elementType = cast<LLVM::LLVMStructType>(structType).getBody().front();
    Type carrier = getSharedCarrierType(rewriter, elementType);
    unsigned bitwidth = carrier.getIntOrFloatBitWidth();

    uint32_t srcCopies = getCopyBitsMask(srcIn, {dims::kRegister});
    uint32_t dstCopies = getCopyBitsMask(dstIn, {dims::kRegister});
    tt::LinearLayout src = srcIn.removeZeroBases(dims::kRegister);
    tt::LinearLayout dst = dstIn.removeZeroBases(dims::kRegister);
    tt::SharedStaging staging = tt::planSharedStaging(src, dst, bitwidth);
    auto locate = [&](uint64_t flat) { return staging.locate(flat); };
    SharedAccessPlan store = planSharedAccess(src, locate, staging.getNumElements(), bitwidth);
    SharedAccessPlan load = planSharedAccess(dst, locate, staging.getNumElements(), bitwidth);

    SmallVector<Value> srcValues = unpackElements(rewriter, loc, loweredSrc);
    SmallVector<Value> distinctSrc(store.registers.size());
    for (unsigned r = 0, e = srcValues.size(); r < e; ++r)
      if ((r & srcCopies) == 0)
        distinctSrc[getDistinctRegister(r, srcCopies)] =
            toSharedCarrier(rewriter, loc, srcValues[r], carrier);

    Value base = getSharedMemoryBase(rewriter, loc, op);
    Value tid = getThreadId(rewriter, loc);
    Value storeOffset = emitThreadCoordinates(rewriter, loc, store.threadOffsets, tid)[0];
    Value loadOffset = emitThreadCoordinates(rewriter, loc, load.threadOffsets, tid)[0];
    SmallVector<Value> distinctDst(load.registers.size());
    for (int round = 0; round < staging.getNumRounds(); ++round) {
      if (round > 0)
        NVVM::Barrier0Op::create(rewriter, loc);
      storeRegistersToShared(rewriter, loc, store, round, base, storeOffset, carrier, distinctSrc);
      NVVM::Barrier0Op::create(rewriter, loc);
      loadRegistersFromShared(rewriter, loc, load, round, base, loadOffset, carrier, distinctDst);
    }

    SmallVector<Value> results;
    for (unsigned r = 0, e = getNumRegisters(op.getType()); r < e; ++r)
      results.push_back(fromSharedCarrier(
          rewriter, loc, distinctDst[getDistinctRegister(r & ~dstCopies, dstCopies)], elementType));
    rewriter.replaceOp(op, packElements(rewriter, loc, structType, results));
    return success();
  }
};

} // namespace

void mlir::triton::populateConvertLayoutOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                         RewritePatternSet &patterns) {
  patterns.add<ConvertLayoutOpConversion>(converter, patterns.getContext());
}
