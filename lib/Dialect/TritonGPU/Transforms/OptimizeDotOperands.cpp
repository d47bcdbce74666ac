//===- OptimizeDotOperands.cpp - transposes of dot operands as views ------===//
//
// A transposed dot operand need not be transposed in registers: shared
// memory can be read in either order. After canonicalizing the module, two
// rewrites run to a fixed point (with convert_layout's canonicalizations):
//
//   - mma.sync operand: convert(trans(x)) -> dot_op, the convert's only user
//     a tt.dot, becomes convert(local_load(memdesc_trans(local_alloc(x)))):
//     x is stored untransposed, in the swizzled layout that the transposed
//     read needs, and read back in the dot operand layout (the outer convert
//     then folds away).
//   - wgmma operand: local_alloc(trans(x)) whose only user is a
//     warp_group_dot (or tcgen05 MMA) becomes memdesc_trans(local_alloc(x))
//     with the buffer in the other major order (nvmma_shared `transposed`
//     flipped): wgmma reads K-major and MN-major operands alike.
//   - local_alloc(reshape(x)) in an nvmma layout becomes
//     memdesc_reshape(local_alloc(x)) when an nvmma layout of x's shape
//     stores the elements at the same offsets (Triton's ReshapeMemDesc):
//     x goes to shared memory as loaded, and the reshape is a view.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/IR/MemDescReshape.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"

#include "tt/Tools/LayoutQueries.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUOPTIMIZEDOTOPERANDS
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

bool isMatrixTranspose(TransOp trans) { return trans && trans.getOrder() == ArrayRef<int32_t>{1, 0}; }

/// `cluster` with its two dimensions swapped.
CTALayoutAttr transposeCluster(CTALayoutAttr cluster) {
  std::vector<tt::LinearLayout::Basis> bases;
  for (tt::LinearLayout::Basis basis : cluster.getBases()) {
    std::swap(basis[0], basis[1]);
    bases.push_back(basis);
  }
  return CTALayoutAttr::get(cluster.getContext(), cluster.getRank(), bases);
}

/// convert(trans(x)) into an mma.sync operand -> the transpose as a view of
/// a shared buffer holding x.
struct TransposeThroughSharedMemory : public OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvertLayoutOp cvt, PatternRewriter &rewriter) const override {
    if (!cvt->hasOneUse() || !isa<DotOp>(*cvt->getUsers().begin()))
      return failure();
    auto trans = cvt.getSrc().getDefiningOp<TransOp>();
    if (!isMatrixTranspose(trans))
      return failure();
    auto operand = dyn_cast<DotOperandEncodingAttr>(cvt.getType().getEncoding());
    if (!operand)
      return failure();
    // The layout x is written from decides the buffer's order: the one
    // before a conversion feeding the transpose, if any.
    RankedTensorType sourceType = trans.getSrc().getType();
    if (auto inner = trans.getSrc().getDefiningOp<ConvertLayoutOp>())
      sourceType = inner.getSrc().getType();
    std::optional<tt::LinearLayout> layout =
        toLinearLayout(sourceType.getShape(), sourceType.getEncoding());
    CTALayoutAttr cluster = getClusterLayoutOf(sourceType.getEncoding(), 2,
                                               TritonGPUDialect::getNumCTAs(cvt));
    Type elementType = sourceType.getElementType();
    if (!layout || !cluster || !elementType.isIntOrFloat())
      return failure();
    SwizzledSharedEncodingAttr shared = getDotOperandSharedEncoding(
        operand, sourceType.getShape(), tt::getOrderForMemory(*layout),
        transposeCluster(cluster), elementType.getIntOrFloatBitWidth(), /*needTrans=*/true);
    if (!shared)
      return failure();

    rewriter.setInsertionPoint(trans);
    auto bufferType = MemDescType::get(sourceType.getShape(), elementType, shared,
                                       SharedMemorySpaceAttr::get(getContext()));
    auto alloc = LocalAllocOp::create(rewriter, trans.getLoc(), bufferType, trans.getSrc(),
                                      /*alignment=*/IntegerAttr());
    auto view = MemDescTransOp::create(rewriter, trans.getLoc(), transposedType(bufferType),
                                       alloc, ArrayRef<int32_t>{1, 0});
    auto load = LocalLoadOp::create(rewriter, trans.getLoc(), cvt.getType(), view,
                                    /*token=*/Value());
    rewriter.modifyOpInPlace(cvt, [&] { cvt.getSrcMutable().assign(load.getResult()); });
    return success();
  }

  /// The type of the [1, 0] view of a swizzled buffer: the order flips.
  static MemDescType transposedType(MemDescType type) {
    auto shared = cast<SwizzledSharedEncodingAttr>(type.getEncoding());
    SmallVector<unsigned> order;
    for (unsigned d : shared.getOrder())
      order.push_back(1 - d);
    auto encoding = SwizzledSharedEncodingAttr::get(
        type.getContext(), shared.getVec(), shared.getPerPhase(), shared.getMaxPhase(), order,
        transposeCluster(shared.getCTALayout()));
    return MemDescType::get({type.getDimSize(1), type.getDimSize(0)}, type.getElementType(),
                            encoding, type.getMemorySpace(), type.getMutableMemory());
  }
};

/// local_alloc(trans(x)) read only by a wgmma / tcgen05 dot ->
/// memdesc_trans(local_alloc(x)).
struct FoldTransposeIntoWgmmaOperand : public OpRewritePattern<LocalAllocOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LocalAllocOp alloc, PatternRewriter &rewriter) const override {
    if (!alloc.getSrc() || !alloc->hasOneUse() ||
        !isa<ttng::WarpGroupDotOp, ttng::TCGen5MMAOp, ttng::TCGen5MMAScaledOp>(
            *alloc->getUsers().begin()))
      return failure();
    auto trans = alloc.getSrc().getDefiningOp<TransOp>();
    if (!isMatrixTranspose(trans))
      return failure();
    MemDescType allocType = alloc.getType();
    auto shared = dyn_cast<NVMMASharedEncodingAttr>(allocType.getEncoding());
    if (!shared)
      return failure();
    auto innerEncoding = NVMMASharedEncodingAttr::get(
        getContext(), shared.getSwizzlingByteWidth(), !shared.getTransposed(),
        shared.getElementBitWidth(), shared.getFp4Padded(),
        transposeCluster(shared.getCTALayout()));
    RankedTensorType sourceType = trans.getSrc().getType();
    auto innerType = MemDescType::get(sourceType.getShape(), sourceType.getElementType(),
                                      innerEncoding, allocType.getMemorySpace(),
                                      allocType.getMutableMemory());
    auto inner = LocalAllocOp::create(rewriter, alloc.getLoc(), innerType, trans.getSrc(),
                                      alloc.getAlignmentAttr());
    rewriter.replaceOpWithNewOp<MemDescTransOp>(alloc, allocType, inner, ArrayRef<int32_t>{1, 0});
    return success();
  }
};

/// local_alloc(reshape(x)) in an nvmma layout -> memdesc_reshape(local_alloc(x)),
/// when an nvmma layout of x's shape stores every element where the
/// original buffer does (getReshapedNVMMAEncoding): the reshape is then a
/// view, and x is stored as loaded.
struct ReshapeIntoMemDesc : public OpRewritePattern<LocalAllocOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LocalAllocOp alloc, PatternRewriter &rewriter) const override {
    if (!alloc.getSrc())
      return failure();
    auto reshape = alloc.getSrc().getDefiningOp<ReshapeOp>();
    if (!reshape)
      return failure();
    MemDescType allocType = alloc.getType();
    auto shared = dyn_cast<NVMMASharedEncodingAttr>(allocType.getEncoding());
    if (!shared || allocType.getAllocShape() != allocType.getShape())
      return failure();
    RankedTensorType sourceType = reshape.getSrc().getType();
    NVMMASharedEncodingAttr innerEncoding =
        getReshapedNVMMAEncoding(allocType.getShape(), shared, sourceType.getShape());
    if (!innerEncoding)
      return failure();
    auto innerType = MemDescType::get(sourceType.getShape(), sourceType.getElementType(),
                                      innerEncoding, allocType.getMemorySpace(),
                                      allocType.getMutableMemory());
    auto inner = LocalAllocOp::create(rewriter, alloc.getLoc(), innerType, reshape.getSrc(),
                                      alloc.getAlignmentAttr());
    rewriter.replaceOpWithNewOp<MemDescReshapeOp>(alloc, allocType, inner);
    return success();
  }
};

struct OptimizeDotOperandsPass
    : public mlir::triton::gpu::impl::TritonGPUOptimizeDotOperandsBase<OptimizeDotOperandsPass> {
  using TritonGPUOptimizeDotOperandsBase::TritonGPUOptimizeDotOperandsBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    OpPassManager canonicalize;
    canonicalize.addPass(createCanonicalizerPass());
    if (failed(runPipeline(canonicalize, module)))
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    patterns.add<TransposeThroughSharedMemory, FoldTransposeIntoWgmmaOperand, ReshapeIntoMemDesc>(
        &getContext());
    ConvertLayoutOp::getCanonicalizationPatterns(patterns, &getContext());
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
