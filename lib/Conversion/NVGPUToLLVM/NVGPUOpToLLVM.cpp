//===- NVGPUOpToLLVM.cpp - one nvg op to inline PTX or NVVM ----------------===//
//
// Each op becomes what Triton 3.6's NVGPU lowering makes of it:
//
//  - nvg.wgmma: the accumulator C (when given) and A in registers are
//    unpacked field by field; the asm (WgmmaAsm.h, shared with the
//    warp_group_dot lowering) returns the op's struct; scale-d is useC.
//  - nvg.wgmma_wait_group: every field of the operand through a tied
//    wgmma.wait_group asm (WgmmaAsm.h); the result is the op's struct.
//  - nvg.ld_acquire: `mov.uW $0, 0x0;` (the result when the mask is off)
//    then `[@$2 ]ld.global.<scope>.<sem>.bN $0, [ $1 + 0 ];`, N the value's
//    width (8 at least), read back as an N-bit integer and bitcast.
//  - nvg.cluster_id: nvvm.read.ptx.sreg.cluster.ctarank.
//  - nvg.warp_id, ttg.warp_id: 0 where the code runs on one warp; else
//    (%tid.x - the partition's first thread) / 32, passed through
//    shfl.sync.idx from lane 0 so that ptxas knows it is warp-uniform (a
//    branch on it then does not diverge).
//
// checkOpsLowerable rejects, before any rewrite, what these cannot lower:
// a wgmma PTX does not have, fields of odd widths, load orderings other
// than acquire and relaxed, warp ids in partitions whose warps are not yet
// placed.
//
//===----------------------------------------------------------------------===//

#include "PatternNVGPUOpToLLVM.h"

// The building blocks of the TTGIR lowering (thread ids, shuffles) and the
// wgmma asm both passes write.
#include "../TritonGPUToLLVM/Utility.h"
#include "../TritonGPUToLLVM/WgmmaAsm.h"

#include "tt/Dialect/NVGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace ttn = mlir::triton::nvgpu;
namespace ttg = mlir::triton::gpu;

namespace {

//===-- wgmma -------------------------------------------------------------===//

WgmmaShape getShape(ttn::WGMMAOp op) {
  WgmmaShape shape;
  shape.m = op.getM();
  shape.n = op.getN();
  shape.k = op.getK();
  shape.d = ttn::stringifyWGMMAEltType(op.getEltTypeC()).str();
  shape.a = ttn::stringifyWGMMAEltType(op.getEltTypeA()).str();
  shape.b = ttn::stringifyWGMMAEltType(op.getEltTypeB()).str();
  // PTX's untransposed operands are K-major: A row-major, B column-major.
  shape.transposeA = op.getLayoutA() == ttn::WGMMALayout::col;
  shape.transposeB = op.getLayoutB() == ttn::WGMMALayout::row;
  return shape;
}

/// Whether a field of A in registers can go through an "r" operand: an
/// integer of at most 32 bits (widened) or a 32-bit float.
bool isRegisterField(Type type) {
  if (auto integer = dyn_cast<IntegerType>(type))
    return integer.getWidth() <= 32;
  return type.isF32();
}

LogicalResult checkWgmma(ttn::WGMMAOp op) {
  std::string why;
  if (!isSupportedWgmma(getShape(op), why))
    return op.emitOpError() << "cannot be lowered: " << why;
  if (auto a = dyn_cast<LLVM::LLVMStructType>(op.getOpA().getType()))
    for (Type field : a.getBody())
      if (!isRegisterField(field))
        return op.emitOpError() << "has a register operand 'a' with a field of type " << field
                                << "; wgmma reads 32-bit registers";
  return success();
}

SmallVector<Value> extractFields(OpBuilder &b, Location loc, Value structValue) {
  auto type = cast<LLVM::LLVMStructType>(structValue.getType());
  SmallVector<Value> fields;
  for (size_t i = 0; i < type.getBody().size(); ++i)
    fields.push_back(LLVM::ExtractValueOp::create(b, loc, structValue, i));
  return fields;
}

struct WgmmaOpLowering : OpRewritePattern<ttn::WGMMAOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ttn::WGMMAOp op, PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = cast<LLVM::LLVMStructType>(op.getType());
    SmallVector<Value> accumulator, aRegisters;
    if (op.getOpC())
      accumulator = extractFields(rewriter, loc, op.getOpC());
    WgmmaOperandValues operands;
    operands.accumulator = accumulator;
    if (isa<LLVM::LLVMStructType>(op.getOpA().getType())) {
      for (Value field : extractFields(rewriter, loc, op.getOpA())) {
        if (field.getType().getIntOrFloatBitWidth() < 32)
          field = LLVM::ZExtOp::create(rewriter, loc, rewriter.getI32Type(), field);
        aRegisters.push_back(field);
      }
      operands.aRegisters = aRegisters;
    } else {
      operands.aDescriptor = op.getOpA();
    }
    operands.bDescriptor = op.getOpB();
    operands.scaleD = op.getUseC();
    InlineAsmCall call = buildWgmmaAsm(getShape(op), resultType.getBody(), operands);
    rewriter.replaceOp(op, ttn::createInlineAsm(rewriter, loc, resultType, call));
    return success();
  }
};

//===-- wgmma_wait_group --------------------------------------------------===//

LogicalResult checkWgmmaWait(ttn::WGMMAWaitGroupOp op) {
  for (Type field : cast<LLVM::LLVMStructType>(op.getType()).getBody()) {
    unsigned bits = field.isIntOrFloat() ? field.getIntOrFloatBitWidth() : 0;
    if (bits != 16 && bits != 32 && bits != 64)
      return op.emitOpError() << "cannot pass a field of type " << field
                              << " through the wait (16-, 32- or 64-bit integers or floats)";
  }
  return success();
}

struct WgmmaWaitGroupOpLowering : OpRewritePattern<ttn::WGMMAWaitGroupOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ttn::WGMMAWaitGroupOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    FailureOr<InlineAsmCall> call =
        buildWgmmaWaitAsm(extractFields(rewriter, loc, op.getInput()), op.getPendings());
    if (failed(call))
      return failure(); // checkWgmmaWait reported it
    rewriter.replaceOp(op, ttn::createInlineAsm(rewriter, loc, op.getType(), *call));
    return success();
  }
};

//===-- ld_acquire --------------------------------------------------------===//

LogicalResult checkLoadAcquire(ttn::LoadAcquireOp op) {
  if (op.getSem() != ttn::MemSemantic::ACQUIRE && op.getSem() != ttn::MemSemantic::RELAXED)
    return op.emitOpError() << "cannot load with '" << ttn::stringifyMemSemantic(op.getSem())
                            << "' ordering (a load is acquire or relaxed)";
  return success();
}

struct LoadAcquireOpLowering : OpRewritePattern<ttn::LoadAcquireOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ttn::LoadAcquireOp op, PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type type = op.getType();
    unsigned width = std::max(8u, type.getIntOrFloatBitWidth());
    // PTX has no 8-bit register: 8- and 16-bit values live in 16-bit ones.
    char reg = width == 64 ? 'l' : width == 32 ? 'r' : 'c';
    unsigned movBits = width == 64 ? 64 : width == 32 ? 32 : 16;

    InlineAsmCall call;
    call.operands.push_back(op.getAddr());
    call.constraints = std::string("=") + reg + ",l";
    llvm::raw_string_ostream os(call.ptx);
    os << "mov.u" << movBits << " $0, 0x0;\n\t";
    if (op.getMask()) {
      call.operands.push_back(op.getMask());
      call.constraints += ",b";
      os << "@$2 ";
    }
    os << "ld.global." << ttn::stringifyMemSyncScope(op.getScope()) << "."
       << ttn::stringifyMemSemantic(op.getSem()) << ".b" << width << " $0, [ $1 + 0 ];";

    Value loaded = ttn::createInlineAsm(rewriter, loc, rewriter.getIntegerType(width), call);
    if (type.getIntOrFloatBitWidth() < width) // i1, loaded as a byte
      loaded = LLVM::TruncOp::create(rewriter, loc, type, loaded);
    else if (loaded.getType() != type)
      loaded = LLVM::BitcastOp::create(rewriter, loc, type, loaded);
    rewriter.replaceOp(op, loaded);
    return success();
  }
};

//===-- ids ---------------------------------------------------------------===//

struct ClusterCTAIdOpLowering : OpRewritePattern<ttn::ClusterCTAIdOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ttn::ClusterCTAIdOp op, PatternRewriter &rewriter) const override {
    // No range or mask: nvvm.reqnctapercluster already tells LLVM and ptxas
    // how many CTAs there are.
    rewriter.replaceOpWithNewOp<NVVM::ClusterId>(op, rewriter.getI32Type());
    return success();
  }
};

/// A located error for a warp id whose partition has several warps not yet
/// placed (no warpGroupStartIds): its first thread is unknown.
LogicalResult checkWarpId(Operation *op) {
  if (getNumWarps(op) == 1)
    return success();
  std::optional<WarpGroupScope> scope = getWarpGroupScope(op->getBlock());
  if (scope && scope->firstWarp < 0)
    return op->emitOpError("is in a warp_specialize partition whose warps are not placed yet "
                           "(run tritongpu-allocate-warp-groups first)");
  return success();
}

/// The threads per CTA that the kernel around `op` declares (the product of
/// its nvvm.reqntid), if it declares them.
std::optional<int64_t> getRequiredThreadCount(Operation *op) {
  auto func = op->getParentOfType<LLVM::LLVMFuncOp>();
  auto reqntid = func ? func->getAttrOfType<DenseI32ArrayAttr>(NVVM::NVVMDialect::getReqntidAttrName())
                      : DenseI32ArrayAttr();
  if (!reqntid || reqntid.empty())
    return std::nullopt;
  int64_t threads = 1;
  for (int32_t n : reqntid.asArrayRef())
    threads *= n;
  return threads;
}

Value emitWarpId(OpBuilder &b, Location loc, Operation *op) {
  if (getNumWarps(op) == 1)
    return i32Const(b, loc, 0);
  int threadsPerWarp = getThreadsPerWarp(op);
  Value tid = NVVM::ThreadIdXOp::create(b, loc, b.getI32Type());
  // In a kernel that states its thread count (nvvm.reqntid), the id is
  // masked to it, as getThreadId masks the ids the rest of the lowering
  // uses: LLVM then shares one masked id between them. With the id
  // unmasked, LLVM shapes the loops around the shuffle otherwise, and ptxas's
  // code for 8-warp wgmma kernels ran up to 20% slower on an H200
  // (bench/warp-id-h200-2026-11-29). Triton does not mask here.
  if (std::optional<int64_t> threads = getRequiredThreadCount(op); threads && llvm::isPowerOf2_64(*threads))
    tid = LLVM::AndOp::create(b, loc, tid, i32Const(b, loc, *threads - 1));
  if (std::optional<WarpGroupScope> scope = getWarpGroupScope(op->getBlock()))
    tid = LLVM::SubOp::create(b, loc, tid, i32Const(b, loc, scope->firstWarp * threadsPerWarp));
  Value warpId = LLVM::UDivOp::create(b, loc, tid, i32Const(b, loc, threadsPerWarp));
  return shuffleIdx(b, loc, warpId, i32Const(b, loc, 0));
}

/// nvg.warp_id and ttg.warp_id mean the same.
template <typename WarpIdOp>
struct WarpIdOpLowering : OpRewritePattern<WarpIdOp> {
  using OpRewritePattern<WarpIdOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(WarpIdOp op, PatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, emitWarpId(rewriter, op.getLoc(), op));
    return success();
  }
};

} // namespace

Value ttn::createInlineAsm(OpBuilder &b, Location loc, Type resultType, const InlineAsmCall &call,
                           bool hasSideEffects) {
  MLIRContext *context = b.getContext();
  if (!resultType)
    resultType = LLVM::LLVMVoidType::get(context);
  auto op = LLVM::InlineAsmOp::create(
      b, loc, resultType, call.operands, call.ptx, call.constraints, hasSideEffects,
      /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None,
      LLVM::AsmDialectAttr::get(context, LLVM::AsmDialect::AD_ATT), b.getArrayAttr({}));
  return op.getRes();
}

LogicalResult ttn::checkOpsLowerable(ModuleOp module) {
  bool ok = true;
  module.walk([&](Operation *op) {
    LogicalResult result =
        llvm::TypeSwitch<Operation *, LogicalResult>(op)
            .Case<WGMMAOp>(checkWgmma)
            .Case<WGMMAWaitGroupOp>(checkWgmmaWait)
            .Case<LoadAcquireOp>(checkLoadAcquire)
            .Case<WarpIdOp, ttg::WarpIdOp>([](Operation *op) { return checkWarpId(op); })
            .Default([](Operation *) { return success(); });
    ok &= succeeded(result);
  });
  return success(ok);
}

void ttn::populateNVGPUToLLVMPatterns(RewritePatternSet &patterns) {
  patterns.add<WgmmaOpLowering, WgmmaWaitGroupOpLowering, LoadAcquireOpLowering,
               ClusterCTAIdOpLowering, WarpIdOpLowering<WarpIdOp>,
               WarpIdOpLowering<ttg::WarpIdOp>>(patterns.getContext());
}
