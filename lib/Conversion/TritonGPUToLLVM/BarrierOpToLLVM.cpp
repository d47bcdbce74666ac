//===- BarrierOpToLLVM.cpp - CTA barriers and mbarriers -------------------===//
//
// ttg.local_barrier (what the Membar analysis inserts between conflicting
// shared-memory accesses) and gpu.barrier (what Triton's passes write after
// initialising mbarriers) -> bar.sync 0; inside warp_specialize partitions
// convert-warp-specialize-to-llvm narrows it to the partition's warps.
//
// mbarriers (an i64 in shared memory that counts arrivals and transaction
// bytes, and flips its phase bit when both reach zero):
//   - init_barrier, inval_barrier: thread 0 initialises (to `count`
//     expected arrivals) or invalidates it; the Membar analysis orders
//     these writes against the other threads' uses;
//   - barrier_expect: thread 0 arrives and adds the bytes the TMA copies
//     completing on it will bring (mbarrier.arrive.expect_tx), where `pred`
//     holds;
//   - arrive_barrier: thread 0 arrives `count` times, where `pred` holds;
//   - wait_barrier: every thread spins until the phase of parity `phase`
//     has completed (mbarrier.try_wait.parity, which sm_90 brought; before
//     it mbarrier.test_wait.parity with a nanosleep between polls); the
//     memory the barrier tracked is then visible to it. A `pred` that is not
//     constant true skips the wait with bra.uni: scalars of Triton's IR are
//     the same in every thread of a warp.
//
// As in Triton's PTX, the barrier's address is the shared pointer itself
// (a 32-bit register: tt-translate compiles with nvptx-short-ptr) and an
// instruction without results is a void asm.
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "SharedViewAccess.h"
#include "Utility.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Target.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

template <typename BarrierOp> struct CTABarrierOpConversion : OpConversionPattern<BarrierOp> {
  using OpConversionPattern<BarrierOp>::OpConversionPattern;

  LogicalResult matchAndRewrite(BarrierOp op, typename BarrierOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::Barrier0Op>(op);
    return success();
  }
};

/// The shared pointer to the mbarrier `lowered` (a view of `barrier`).
FailureOr<Value> getBarrierAddress(Operation *op, Value barrier, Value lowered, const TypeConverter &converter,
                                   OpBuilder &b) {
  auto type = cast<triton::gpu::MemDescType>(barrier.getType());
  SmallVector<int64_t> origin(type.getRank(), 0);
  return getViewElementAddress(op, lowered, type, origin, converter, b);
}

/// Thread 0 of the CTA, and `pred` when given.
Value threadZeroAnd(OpBuilder &b, Location loc, Value pred) {
  Value first = emitThreadIs(b, loc, 0);
  return pred ? andPredicates(b, loc, first, pred) : first;
}

/// One mbarrier instruction `ptx` (operands: $0 predicate, $1 address, then
/// `extra`) issued by thread 0 where `pred` holds.
template <typename OpTy>
struct OneThreadBarrierConversion : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using Adaptor = typename OpConversionPattern<OpTy>::OpAdaptor;

  virtual std::string getPTX(OpTy op) const = 0;
  virtual Value getPredicate(OpTy op, Adaptor adaptor) const { return Value(); }

  LogicalResult matchAndRewrite(OpTy op, Adaptor adaptor, ConversionPatternRewriter &rewriter) const override {
    FailureOr<Value> address =
        getBarrierAddress(op, op.getAlloc(), adaptor.getAlloc(), *this->getTypeConverter(), rewriter);
    if (failed(address))
      return failure();
    Location loc = op.getLoc();
    Value pred = threadZeroAnd(rewriter, loc, getPredicate(op, adaptor));
    emitInlinePTX(rewriter, loc, Type(), getPTX(op), "b,r", {pred, *address});
    rewriter.eraseOp(op);
    return success();
  }
};

struct InitBarrierOpConversion : OneThreadBarrierConversion<ttng::InitBarrierOp> {
  using OneThreadBarrierConversion::OneThreadBarrierConversion;
  std::string getPTX(ttng::InitBarrierOp op) const override {
    return "@$0 mbarrier.init.shared::cta.b64 [$1], " + std::to_string(op.getCount()) + ";";
  }
};

struct InvalBarrierOpConversion : OneThreadBarrierConversion<ttng::InvalBarrierOp> {
  using OneThreadBarrierConversion::OneThreadBarrierConversion;
  std::string getPTX(ttng::InvalBarrierOp) const override { return "@$0 mbarrier.inval.shared::cta.b64 [$1];"; }
};

struct BarrierExpectOpConversion : OneThreadBarrierConversion<ttng::BarrierExpectOp> {
  using OneThreadBarrierConversion::OneThreadBarrierConversion;
  std::string getPTX(ttng::BarrierExpectOp op) const override {
    return "@$0 mbarrier.arrive.expect_tx.shared.b64 _, [$1], " + std::to_string(op.getSize()) + ";";
  }
  Value getPredicate(ttng::BarrierExpectOp, OpAdaptor adaptor) const override { return adaptor.getPred(); }
};

struct ArriveBarrierOpConversion : OneThreadBarrierConversion<ttng::ArriveBarrierOp> {
  using OneThreadBarrierConversion::OneThreadBarrierConversion;
  std::string getPTX(ttng::ArriveBarrierOp op) const override {
    // A count of one is the instruction's default.
    std::string count = op.getCount() > 1 ? ", " + std::to_string(op.getCount()) : "";
    return "@$0 mbarrier.arrive.shared::cta.b64 _, [$1]" + count + ";";
  }
  Value getPredicate(ttng::ArriveBarrierOp, OpAdaptor adaptor) const override { return adaptor.getPred(); }
};

/// The polling loop of wait_barrier ($0 barrier, $1 parity, $2 predicate
/// when `predicated`).
std::string getWaitLoopPTX(int computeCapability, bool predicated) {
  std::string poll = computeCapability >= 90
                         ? "mbarrier.try_wait.parity.shared.b64 complete, [$0], $1;\n"
                         : "mbarrier.test_wait.parity.shared.b64 complete, [$0], $1;\n"
                           "@!complete nanosleep.u32 20;\n";
  return std::string("{\n") + (predicated ? "@!$2 bra.uni skipWait;\n" : "") +
         ".reg .pred complete;\n"
         "waitLoop:\n" +
         poll + "@!complete bra.uni waitLoop;\n" + (predicated ? "skipWait:\n" : "") + "}";
}

struct WaitBarrierOpConversion : OpConversionPattern<ttng::WaitBarrierOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ttng::WaitBarrierOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    FailureOr<Value> address = getBarrierAddress(op, op.getAlloc(), adaptor.getAlloc(), *getTypeConverter(), rewriter);
    if (failed(address))
      return failure();
    bool predicated = op.getPred() && !matchPattern(op.getPred(), m_One());
    SmallVector<Value> operands = {*address, adaptor.getPhase()};
    if (predicated)
      operands.push_back(adaptor.getPred());
    emitInlinePTX(rewriter, op.getLoc(), Type(),
                  getWaitLoopPTX(triton::gpu::getComputeCapability(op), predicated),
                  predicated ? "r,r,b" : "r,r", operands);
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void mlir::triton::populateBarrierOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                   RewritePatternSet &patterns) {
  patterns.add<CTABarrierOpConversion<triton::gpu::LocalBarrierOp>,
               CTABarrierOpConversion<mlir::gpu::BarrierOp>, InitBarrierOpConversion, InvalBarrierOpConversion,
               BarrierExpectOpConversion, ArriveBarrierOpConversion, WaitBarrierOpConversion>(
      converter, patterns.getContext());
}
