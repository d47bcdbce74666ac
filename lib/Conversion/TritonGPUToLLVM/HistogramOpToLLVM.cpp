//===- HistogramOpToLLVM.cpp - tt.histogram -------------------------------===//
//
// Bin i of the result counts the inputs equal to i. What Triton 3.6 counts
// for other inputs is kept: it reads a value's bin off its low
// log2(max(bins, lanes)) bits, so a value counts in bin `v mod that` when
// that bin exists and nowhere otherwise; masked-off inputs never count.
// Inputs narrower than i32 are zero-extended, wider ones truncated.
//
// Each counted input adds 1 to its bin's counter in the op's scratch memory
// with a predicated shared-memory atomic: one instruction per element where
// Triton 3.6 spends log2(bins) warp ballots and a popcount for every bin a
// lane owns; Triton's later releases made the same change, for ptxas's
// ATOMS.POPC.INC. An element that lanes or warps hold copies of is counted
// by one of them only (Triton 3.6 counts every copy and divides).
//   zero the counters - barrier - atomics - barrier - each thread reads the
//   bins it holds in the result's layout
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace dims = mlir::triton::gpu::dims;

namespace {

struct HistogramOpConversion : OpConversionPattern<triton::HistogramOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::HistogramOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    RankedTensorType srcType = op.getSrc().getType();
    RankedTensorType dstType = op.getType();
    std::optional<tt::LinearLayout> srcLayout = getDistributedLayout(srcType);
    std::optional<tt::LinearLayout> dstLayout = getDistributedLayout(dstType);
    if (!srcLayout || !dstLayout)
      return op.emitOpError("on tensors without a distributed layout is not lowered");
    if (!op->hasAttr("allocation.offset"))
      return op.emitOpError("needs its shared-memory scratch (run allocate-shared-memory "
                            "first)");
    int64_t numBins = dstType.getDimSize(0);
    int lanes = getThreadsPerWarp(op);
    int numThreads = getNumWarps(op) * lanes;
    // Triton's bin of a value: its low bits, as many as max(bins, lanes) takes.
    int64_t binMask = std::max<int64_t>(numBins, lanes) - 1;

    Value tid = getThreadId(rewriter, loc);
    Value counters = getSharedMemoryBase(rewriter, loc, op);
    Type i32 = rewriter.getI32Type();
    auto counterAddress = [&](Value bin) -> Value {
      return LLVM::GEPOp::create(rewriter, loc, counters.getType(), i32, counters, ValueRange{bin});
    };

    // Zero the counters, a CTA-wide stride at a time.
    for (int64_t start = 0; start < numBins; start += numThreads) {
      Value bin =
          start == 0
              ? tid
              : Value(LLVM::AddOp::create(rewriter, loc, tid, i32Const(rewriter, loc, start)));
      Value inRange;
      if (start + numThreads > numBins)
        inRange = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::ult, bin,
                                       i32Const(rewriter, loc, numBins));
      Value zero = i32Const(rewriter, loc, 0);
      if (inRange)
        emitStoreShared(rewriter, loc, counterAddress(bin), zero, inRange);
      else
        LLVM::StoreOp::create(rewriter, loc, zero, counterAddress(bin));
    }
    NVVM::Barrier0Op::create(rewriter, loc);

    // Count each element once: its first register, in its owner thread.
    SmallVector<Value> values = unpackElements(rewriter, loc, adaptor.getSrc());
    SmallVector<Value> mask;
    if (adaptor.getMask())
      mask = unpackElements(rewriter, loc, adaptor.getMask());
    Value owner = emitOwnerPredicate(rewriter, loc, *srcLayout, tid);
    uint32_t copyRegisters = getCopyBitsMask(*srcLayout, {StringRef(dims::kRegister)});
    for (auto [r, value] : llvm::enumerate(values)) {
      if (r & copyRegisters)
        continue;
      Value word = value;
      unsigned bits = value.getType().getIntOrFloatBitWidth();
      if (bits > 32)
        word = LLVM::TruncOp::create(rewriter, loc, i32, word);
      else if (bits < 32)
        word = LLVM::ZExtOp::create(rewriter, loc, i32, word);
      Value bin = LLVM::AndOp::create(rewriter, loc, word, i32Const(rewriter, loc, binMask));
      Value pred = owner;
      if (numBins <= binMask)
        pred = andPredicates(rewriter, loc, pred,
                             LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::ult, bin,
                                                  i32Const(rewriter, loc, numBins)));
      if (!mask.empty())
        pred = andPredicates(rewriter, loc, pred, mask[r]);
      Value address = LLVM::PtrToIntOp::create(rewriter, loc, i32, counterAddress(bin));
      // The result is dead, but `atom` (not `red`) is what ptxas fuses into
      // ATOMS.POPC.INC.
      emitInlinePTX(rewriter, loc, i32, "@$1 atom.shared.add.u32 $0, [ $2 + 0 ], 1;", "=r,b,r",
                    {pred ? pred : i1Const(rewriter, loc, true), address});
    }
    NVVM::Barrier0Op::create(rewriter, loc);

    // Every thread reads the bins it holds.
    SmallVector<SmallVector<Value>> indices = emitIndices(rewriter, loc, *dstLayout, tid);
    SmallVector<Value> results;
    for (const SmallVector<Value> &index : indices)
      results.push_back(LLVM::LoadOp::create(rewriter, loc, i32, counterAddress(index[0])));
    rewriter.replaceOp(
        op, packElements(rewriter, loc, getTypeConverter()->convertType(dstType), results));
    return success();
  }
};

} // namespace

void mlir::triton::populateHistogramOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                     RewritePatternSet &patterns) {
  patterns.add<HistogramOpConversion>(converter, patterns.getContext());
}
