//===- AccelerateMatmul.cpp - tt.dot onto the tensor cores ----------------===//
//
// Every tt.dot still in a blocked (FMA) layout is moved onto the best MMA
// version the target and the dot allow, as Triton 3.6 chooses it:
//
//   0. tt.dot_scaled first becomes a tt.dot of upcast, scaled operands
//      (DecomposeScaledDot.cpp; targets before sm_100 have no scaled MMA),
//      which the steps below then place like any other dot.
//   1. Version. sm_90..sm_99 try v3 (wgmma), then v2; sm_80..sm_89 and
//      sm_100+ here v2 (mma.sync). supportsMma() (IR/MmaSupport.h) holds the
//      type and shape rules; a dot neither version takes stays an FMA dot.
//   2. Accumulator layout. instrShape: [16, 8] for v2; for v3 [16, n, k]
//      with k = 256 / bitwidth and n the largest legal width that divides N
//      and leaves every warp column a share. warpsPerCTA: v3 grows from
//      [4, 1] along M while M has rows for it, else along N; v2 balances the
//      16x8 repetitions per warp, ties towards M. A dot feeding (or fed by)
//      another dot puts all warps along one dimension, so the softmax
//      between them reduces within warps (attention).
//   3. Operands. v3: an operand that comes from a load (through converts,
//      transposes and views) is written to shared memory with
//      `ttg.local_alloc` right after its value is produced, in an
//      nvmma_shared layout (swizzle from the contiguous bytes; only 16-bit
//      types may be MN-major, others are forced K-major with a warning);
//      an A computed in registers stays a `#ttg.dot_op` tensor (the RS
//      form). v2: both operands convert to `#ttg.dot_op` with kWidth =
//      32 / (narrowest bitwidth they were loaded with).
//   4. The new dot (ttng.warp_group_dot or tt.dot) reads a converted
//      accumulator and its result converts back, so every other op keeps
//      its layout; remove-layout-conversions then propagates the MMA
//      layout.
//   5. Mixed modes: fp8 operands of mma v2 dots are upcast to f16 where
//      mma.sync has no fp8 form (everywhere but sm_89 and sm_120); FMA dots
//      get operands of their result's element type.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/Transforms/DecomposeScaledDot.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonGPU/IR/MmaSupport.h"
#include "tt/Dialect/TritonGPU/IR/Target.h"

#include "tt/Tools/LayoutQueries.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUACCELERATEMATMUL
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

bool isFp8(Type type) { return isa<Float8E5M2Type, Float8E4M3FNType>(type); }

/// The part of `dot`'s result one CTA of the cluster holds.
SmallVector<int64_t> resultShapePerCTA(DotOp dot) {
  RankedTensorType resultType = dot.getType();
  unsigned rank = resultType.getRank();
  SmallVector<int64_t> split = getClusterLayoutOf(resultType.getEncoding(), rank).getSplitNum();
  SmallVector<int64_t> shape;
  for (unsigned d = 0; d < rank; ++d)
    shape.push_back(resultType.getDimSize(d) / (d < split.size() ? split[d] : 1));
  return shape;
}

/// The MMA version for `dot` on `capability`, 0 for none (FMA).
int chooseMmaVersion(DotOp dot, int capability, int numWarps) {
  SmallVector<int> preferred;
  if (capability >= 90 && capability < 100)
    preferred = {3, 2};
  else if (capability >= 80)
    preferred = {2};
  for (int version : preferred) {
    if (supportsMma(dot, version, numWarps, resultShapePerCTA(dot)))
      return version;
    if (version == 3) {
      InFlightDiagnostic remark =
          dot.emitRemark() << "MMA version 3 acceleration not applied due to unsupported "
                              "shapes or data types.";
      remark.attachNote() << "Target compute capability (" << capability
                          << ") supports MMA v3.";
    }
  }
  return 0;
}

/// wgmma's instruction shape [m, n, k] per warp for a `shape` accumulator.
SmallVector<unsigned> wgmmaInstrShape(ArrayRef<int64_t> shape, Type operandType, int numWarps) {
  unsigned k = 256 / operandType.getIntOrFloatBitWidth();
  // Widths wgmma has: every multiple of 8 up to 256 for floating point,
  // of 16 (and 8, 24) up to 224 for i8. Larger is better.
  SmallVector<unsigned> widths;
  if (operandType.isInteger(8)) {
    for (unsigned n = 224; n >= 32; n -= 16)
      widths.push_back(n);
    widths.append({24, 16, 8});
  } else {
    for (unsigned n = 256; n >= 8; n -= 8)
      widths.push_back(n);
  }
  const unsigned m = 16;
  unsigned mWarps = std::max<unsigned>(shape[0] / m, 1);
  unsigned nWarps = std::max<unsigned>(numWarps / mWarps, 1);
  unsigned maxN = std::max<unsigned>(shape[1] / nWarps, 8);
  for (unsigned n : widths)
    if (shape[1] % n == 0 && n <= maxN)
      return {m, n, k};
  return {};
}

bool isDotLike(Operation *op) { return isa<DotOp, DotScaledOp, ttng::WarpGroupDotOp>(op); }

/// mma.sync warps: batched dots put all warps on the batch; a dot related
/// to another dot of the same rank in its region takes that dot's MMA warps
/// (or all warps along its larger dimension); otherwise warps double along
/// M or N to keep the 16x8 repetitions per warp balanced, ties to M.
SmallVector<unsigned> mmaV2WarpsPerCTA(DotOp dot, ArrayRef<int64_t> shape, int numWarps) {
  if (shape.size() == 3)
    return {unsigned(numWarps), 1, 1};
  auto sameRegionNoTrans = [&](Operation *op) {
    return op->getParentRegion() == dot->getParentRegion() && !isa<TransOp>(op);
  };
  BackwardSliceOptions backward;
  backward.filter = sameRegionNoTrans;
  ForwardSliceOptions forward;
  forward.filter = sameRegionNoTrans;
  SetVector<Operation *> slice = getSlice(dot, backward, forward);
  bool hasChainedDot = false;
  for (Operation *op : slice) {
    if (op == dot.getOperation() || !isa<DotOp, DotScaledOp>(op))
      continue;
    auto type = cast<RankedTensorType>(op->getResult(0).getType());
    if (type.getRank() != int64_t(shape.size()))
      continue;
    if (auto mma = dyn_cast<NvidiaMmaEncodingAttr>(type.getEncoding()))
      return SmallVector<unsigned>(mma.getWarpsPerCTA());
    hasChainedDot = true;
  }
  if (hasChainedDot)
    return shape[0] >= shape[1] ? SmallVector<unsigned>{unsigned(numWarps), 1}
                                : SmallVector<unsigned>{1, unsigned(numWarps)};
  SmallVector<int64_t> reps = {llvm::divideCeilSigned(shape[0], int64_t(16)),
                               llvm::divideCeilSigned(shape[1], int64_t(8))};
  SmallVector<unsigned> warps = {1, 1};
  while (int(warps[0] * warps[1]) < numWarps) {
    if (reps[0] >= reps[1]) {
      warps[0] *= 2;
      if (reps[0] != 1)
        reps[0] /= 2;
    } else {
      warps[1] *= 2;
      reps[1] /= 2;
    }
  }
  return warps;
}

/// wgmma warps: a warpgroup ([4, 1]) is the unit; warps double along M while
/// M has 16-row slices for them, then along N. A dot whose result feeds
/// another dot keeps every warp along M.
SmallVector<unsigned> mmaV3WarpsPerCTA(DotOp dot, ArrayRef<int64_t> shape, int numWarps,
                                       ArrayRef<unsigned> instrShape) {
  SetVector<Operation *> users;
  getForwardSlice(dot.getD(), &users);
  if (llvm::any_of(users, isDotLike))
    return {unsigned(numWarps), 1};
  SmallVector<unsigned> warps = {4, 1};
  while (int(warps[0] * warps[1]) < numWarps) {
    if (shape[0] > 16 * int64_t(warps[0]))
      warps[0] *= 2;
    else
      warps[1] *= 2;
  }
  return warps;
}

/// The value `v` is computed from, through layout conversions.
Value stripConversions(Value v) {
  while (auto cvt = v.getDefiningOp<ConvertLayoutOp>())
    v = cvt.getSrc();
  return v;
}

/// Whether `v` is loaded from memory (or a block argument), looking
/// through layout conversions, transposes and memdesc views.
bool comesFromLoadOrBlockArg(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (isa<ConvertLayoutOp, TransOp, MemDescTransOp, MemDescReshapeOp, MemDescIndexOp,
            MemDescSubsliceOp, MemDescReinterpretOp>(def)) {
      v = def->getOperand(0);
      continue;
    }
    break;
  }
  if (isa<BlockArgument>(v))
    return true;
  Operation *def = v.getDefiningOp();
  return def && isa<LoadOp, DescriptorLoadOp, DescriptorGatherOp, LocalLoadOp>(def);
}

/// The narrowest element width `x` was loaded with: the loads among the
/// elementwise ops, views, broadcasts and conversions it is computed from;
/// halved once when a join is on the way (each join halves kWidth).
unsigned originalBitWidth(Value x) {
  BackwardSliceOptions options;
  options.omitBlockArguments = true;
  options.filter = [](Operation *op) {
    bool elementwise = op->hasTrait<mlir::OpTrait::Elementwise>() && isMemoryEffectFree(op);
    bool view = isa<ExpandDimsOp, ReshapeOp, TransOp, JoinOp, SplitOp, ConvertLayoutOp,
                    BroadcastOp>(op);
    return elementwise || view || isa<LoadOp, DescriptorLoadOp, Fp4ToFpOp>(op);
  };
  SetVector<Operation *> slice;
  (void)getBackwardSlice(x, &slice, options);
  if (llvm::any_of(slice, [](Operation *op) { return isa<Fp4ToFpOp>(op); }))
    return 4;
  unsigned bits = getElementTypeOrSelf(x).getIntOrFloatBitWidth();
  for (Operation *op : slice)
    if (isa<LoadOp, DescriptorLoadOp>(op))
      if (auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType()))
        bits = std::min<unsigned>(bits, type.getElementTypeBitWidth());
  if (llvm::any_of(slice, [](Operation *op) { return isa<JoinOp>(op); }))
    bits /= 2;
  return bits;
}

/// A wgmma operand in shared memory: `v` (through its conversions) stored
/// by a local_alloc placed right after its definition. Without
/// `allowTranspose` the buffer is K-major whatever the registers' order.
Value allocateSharedOperand(Value v, PatternRewriter &rewriter, unsigned opIdx,
                            bool allowTranspose, Operation *dot) {
  OpBuilder::InsertionGuard guard(rewriter);
  Value source = stripConversions(v);
  auto type = cast<RankedTensorType>(source.getType());
  std::optional<tt::LinearLayout> layout = toLinearLayout(type.getShape(), type.getEncoding());
  unsigned rank = type.getRank();
  SmallVector<unsigned> order =
      layout ? tt::getOrderForMemory(*layout) : SmallVector<unsigned>{1, 0};
  SmallVector<unsigned> bufferOrder = order;
  if (!allowTranspose) {
    bufferOrder = opIdx == 1 ? SmallVector<unsigned>{0, 1} : SmallVector<unsigned>{1, 0};
    if (bufferOrder != order)
      dot->emitWarning() << "Warning: Forcing a different order [" << bufferOrder[0] << ", "
                         << bufferOrder[1] << "] on SMEM than the register order for the operand "
                         << opIdx
                         << ". The registers are transposed before the store to shared memory "
                            "and this operand's load will not be pipelined: expect it to be "
                            "slow; storing the operand transposed in global memory avoids this.";
  }
  auto encoding = getNVMMASharedEncoding(type.getShape(), bufferOrder,
                                 getClusterLayoutOf(type.getEncoding(), rank), type.getElementType());
  auto bufferType = MemDescType::get(type.getShape(), type.getElementType(), encoding,
                                     SharedMemorySpaceAttr::get(v.getContext()));
  rewriter.setInsertionPointAfterValue(source);
  return LocalAllocOp::create(rewriter, source.getLoc(), bufferType, source,
                              /*alignment=*/IntegerAttr());
}

/// `v` converted to operand `opIdx` of an `mma` dot, kWidth from `bits`.
Value convertToDotOperand(Value v, unsigned opIdx, unsigned bits, NvidiaMmaEncodingAttr mma,
                          PatternRewriter &rewriter) {
  auto type = cast<RankedTensorType>(v.getType());
  unsigned kWidth = std::max(32 / std::max(bits, 1u), 1u);
  auto encoding = DotOperandEncodingAttr::get(v.getContext(), opIdx, mma, kWidth);
  return ConvertLayoutOp::create(rewriter, v.getLoc(), type.cloneWithEncoding(encoding), v);
}

/// tt.dot in a blocked layout -> the best tensor-core form (steps 1-4).
struct BlockedToMma : public OpRewritePattern<DotOp> {
  BlockedToMma(MLIRContext *context, int capability)
      : OpRewritePattern<DotOp>(context), capability(capability) {}

  LogicalResult matchAndRewrite(DotOp dot, PatternRewriter &rewriter) const override {
    RankedTensorType resultType = dot.getType();
    if (capability < 80 || !isa_and_nonnull<BlockedEncodingAttr>(resultType.getEncoding()))
      return failure();
    auto isF64 = [](Type type) { return getElementTypeOrSelf(type).isF64(); };
    if ((isF64(dot.getA().getType()) || isF64(dot.getB().getType()) || isF64(resultType)) &&
        capability != 80 && capability != 90)
      return failure();
    std::optional<int> numWarps = TritonGPUDialect::lookupNumWarps(dot);
    if (!numWarps)
      return failure();
    int version = chooseMmaVersion(dot, capability, *numWarps);
    if (version == 0)
      return failure();

    NvidiaMmaEncodingAttr mma = accumulatorLayout(dot, version, *numWarps);
    if (!mma)
      return failure();
    auto mmaType = resultType.cloneWithEncoding(mma);
    Value acc = ConvertLayoutOp::create(rewriter, dot.getC().getLoc(), mmaType, dot.getC());
    Value a = dot.getA(), b = dot.getB();
    Operation *mmaDot;
    if (version == 3) {
      Type elementType = dot.getA().getType().getElementType();
      bool allowTranspose = elementType.isF16() || elementType.isBF16();
      if (comesFromLoadOrBlockArg(a))
        a = allocateSharedOperand(a, rewriter, 0, allowTranspose, dot);
      else
        a = convertToDotOperand(a, 0, elementType.getIntOrFloatBitWidth(), mma, rewriter);
      b = allocateSharedOperand(b, rewriter, 1, allowTranspose, dot);
      mmaDot = ttng::WarpGroupDotOp::create(rewriter, dot.getLoc(), mmaType, a, b, acc,
                                            /*useC=*/Value(), dot.getInputPrecision(),
                                            dot.getMaxNumImpreciseAcc(), /*isAsync=*/false);
    } else {
      unsigned bits = std::min(originalBitWidth(a), originalBitWidth(b));
      a = convertToDotOperand(a, 0, bits, mma, rewriter);
      b = convertToDotOperand(b, 1, bits, mma, rewriter);
      mmaDot = DotOp::create(rewriter, dot.getLoc(), mmaType, a, b, acc, dot.getInputPrecision(),
                             dot.getMaxNumImpreciseAcc());
    }
    rewriter.replaceOpWithNewOp<ConvertLayoutOp>(dot, resultType, mmaDot->getResult(0));
    return success();
  }

  /// The accumulator's #ttg.nvidia_mma (step 2); null if wgmma has no
  /// instruction shape for it.
  NvidiaMmaEncodingAttr accumulatorLayout(DotOp dot, int version, int numWarps) const {
    RankedTensorType resultType = dot.getType();
    unsigned rank = resultType.getRank();
    CTALayoutAttr cluster = getClusterLayoutOf(resultType.getEncoding(), rank);
    SmallVector<int64_t> shape = resultShapePerCTA(dot);
    SmallVector<unsigned> instrShape, warps;
    if (version == 3) {
      instrShape = wgmmaInstrShape(shape, dot.getA().getType().getElementType(), numWarps);
      if (instrShape.empty())
        return {};
      warps = mmaV3WarpsPerCTA(dot, shape, numWarps, instrShape);
    } else {
      instrShape.assign(rank, 1);
      instrShape[rank - 2] = 16;
      instrShape[rank - 1] = 8;
      warps = mmaV2WarpsPerCTA(dot, shape, numWarps);
    }
    unsigned versionMinor = capability == 75 ? 1 : 0;
    return NvidiaMmaEncodingAttr::get(dot.getContext(), version, versionMinor, warps, cluster,
                                      instrShape);
  }

  int capability;
};

/// The operand `v` in `type`'s element type: tt.fp_to_fp for fp8,
/// arith extensions otherwise.
Value promoteOperand(OpBuilder &builder, Value v, Type elementType) {
  auto type = cast<RankedTensorType>(v.getType());
  Type promoted = type.clone(elementType);
  Type from = type.getElementType();
  if (isa<FloatType>(from) && from.getIntOrFloatBitWidth() == 8)
    return FpToFpOp::create(builder, v.getLoc(), promoted, v, /*rounding=*/RoundingModeAttr());
  if (isa<FloatType>(from) && isa<FloatType>(elementType))
    return arith::ExtFOp::create(builder, v.getLoc(), promoted, v);
  if (isa<IntegerType>(from) && isa<IntegerType>(elementType))
    return arith::ExtSIOp::create(builder, v.getLoc(), promoted, v);
  if (isa<IntegerType>(from))
    return arith::SIToFPOp::create(builder, v.getLoc(), promoted, v);
  return {};
}

/// Step 5: operands the chosen instruction cannot read as they are.
void promoteMixedModeOperands(ModuleOp module, int capability) {
  bool hasFp8MmaSync = capability == 89 || capability == 120;
  module.walk([&](DotOp dot) {
    Type aType = dot.getA().getType().getElementType();
    Type resultType = dot.getType().getElementType();
    auto mma = dyn_cast_or_null<NvidiaMmaEncodingAttr>(dot.getType().getEncoding());
    Type promoted;
    if (mma) {
      if (!isFp8(aType) || hasFp8MmaSync || mma.isHopper())
        return;
      promoted = Float16Type::get(dot.getContext());
    } else {
      if (aType == resultType)
        return;
      promoted = resultType;
    }
    OpBuilder builder(dot);
    Value a = promoteOperand(builder, dot.getA(), promoted);
    Value b = promoteOperand(builder, dot.getB(), promoted);
    if (!a || !b)
      return;
    dot.getAMutable().assign(a);
    dot.getBMutable().assign(b);
  });
}

struct AccelerateMatmulPass
    : public mlir::triton::gpu::impl::TritonGPUAccelerateMatmulBase<AccelerateMatmulPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    int capability = getComputeCapability(module);
    if (failed(checkScaledDotsDecomposable(module, capability)))
      return signalPassFailure();
    transposeRhsScaledDots(module);
    RewritePatternSet patterns(&getContext());
    patterns.add<BlockedToMma>(&getContext(), capability);
    populateDecomposeScaledDotPatterns(patterns);
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      return signalPassFailure();
    promoteMixedModeOperands(module, capability);
  }
};

} // namespace
