//===- DotOpToLLVM.cpp - tt.dot -------------------------------------------===//
//
// Registers the two tt.dot lowerings (DotOpToLLVM.h) and a last pattern
// that turns every other dot into an error on the op: operands whose parent
// is neither a blocked layout nor an mma v2 layout have no lowering here
// (Hopper's wgmma layouts belong to ttng.warp_group_dot).
//
// Also the layout queries both lowerings share.
//
//===----------------------------------------------------------------------===//

#include "DotOpToLLVM.h"
#include "PatternTritonGPUOpToLLVM.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
namespace ttg = mlir::triton::gpu;
namespace dims = mlir::triton::gpu::dims;

std::map<dot::Offsets, unsigned> dot::indexRegistersByOffsets(const tt::LinearLayout &layout) {
  std::map<Offsets, unsigned> index;
  for (int32_t r = 0, e = layout.getInDimSize(dims::kRegister); r < e; ++r)
    index.emplace(Offsets(layout.apply({{dims::kRegister, r}})), unsigned(r));
  return index;
}

bool dot::threadsAgree(const tt::LinearLayout &a, ArrayRef<unsigned> aDims,
                       const tt::LinearLayout &b, ArrayRef<unsigned> bDims,
                       ArrayRef<unsigned> zeroDims) {
  for (StringRef in : {StringRef(dims::kLane), StringRef(dims::kWarp), StringRef(dims::kBlock)}) {
    if (a.getInDimSizeLog2(in) != b.getInDimSizeLog2(in))
      return false;
    for (int bit = 0, e = a.getInDimSizeLog2(in); bit < e; ++bit) {
      SmallVector<int32_t> inA = a.apply({{in, int32_t(1) << bit}});
      SmallVector<int32_t> inB = b.apply({{in, int32_t(1) << bit}});
      for (auto [da, db] : llvm::zip_equal(aDims, bDims))
        if (inA[da] != inB[db])
          return false;
      for (unsigned d : zeroDims)
        if (inA[d] != 0)
          return false;
    }
  }
  return true;
}

namespace {

/// The dots no lowering takes: an error naming the operands' parent.
struct UnsupportedDotOpConversion : OpConversionPattern<triton::DotOp> {
  UnsupportedDotOpConversion(const TypeConverter &converter, MLIRContext *context)
      : OpConversionPattern(converter, context, /*benefit=*/0) {}

  LogicalResult matchAndRewrite(triton::DotOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto encoding = dyn_cast_or_null<ttg::DotOperandEncodingAttr>(
        cast<RankedTensorType>(op.getA().getType()).getEncoding());
    // The two lowerings report their own errors on the dots they own.
    if (encoding && isa<ttg::BlockedEncodingAttr>(encoding.getParent()))
      return failure();
    auto mma = encoding ? dyn_cast<ttg::NvidiaMmaEncodingAttr>(encoding.getParent())
                        : ttg::NvidiaMmaEncodingAttr();
    if (mma && mma.isAmpere())
      return failure();
    if (mma)
      return op.emitError() << "'tt.dot' with an nvidia_mma version " << mma.getVersionMajor()
                            << " parent is not lowered: Hopper dots are ttng.warp_group_dot";
    return op.emitError() << "'tt.dot' operands need a #ttg.dot_op layout whose parent is "
                             "#ttg.blocked (FMA) or #ttg.nvidia_mma version 2 (mma.sync)";
  }
};

} // namespace

void triton::populateDotOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                         RewritePatternSet &patterns) {
  dot::populateDotOpFMAPatterns(converter, patterns);
  dot::populateDotOpMMAv2Patterns(converter, patterns);
  patterns.add<UnsupportedDotOpConversion>(converter, patterns.getContext());
}
