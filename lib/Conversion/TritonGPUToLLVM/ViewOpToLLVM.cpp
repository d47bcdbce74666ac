//===- ViewOpToLLVM.cpp - splat and data-free shape changes ---------------===//
//
// tt.splat repeats a scalar in every register and tt.unsplat takes the one
// element every thread holds. The other shape changes only renumber
// registers: the result's register r holds the element at coordinates
// L_dst(r), which the source holds in the register whose coordinates are
// those mapped back to the source (mapRegistersWithinThreads, Utility.h). That
// is valid when every lane and warp basis maps onto the source's, which is
// checked; where data would have to cross threads the op is refused with an
// error on it.
//
//   expand_dims, broadcast, trans  coordinates dropped, clamped, permuted
//   reshape                        the same row-major position; with
//                                  allow_reorder Triton keeps register i as
//                                  register i, and so do we
//   join                           lhs and rhs stacked along a new minor
//                                  dimension of size 2
//   split                          the inverse of join
//   cat                            Triton's order: lhs's registers, then
//                                  rhs's (tt.cat leaves the order open)
//
// join and split are register moves between the result and a "stacked"
// tensor: the two operands' registers one after the other, seen as one
// tensor with an extra minor dimension selected by a new top register bit.
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace dims = mlir::triton::gpu::dims;

namespace {

/// `layout` with one more output dimension of size 2, last, chosen by a new
/// highest register bit: two tensors of `layout`, the registers of the
/// second after those of the first, stacked along a new minor dimension.
tt::LinearLayout stackAlongNewMinorDim(const tt::LinearLayout &layout) {
  unsigned rank = layout.getOutDims().size();
  std::vector<tt::LinearLayout::InDim> ins;
  bool hasRegisters = false;
  for (const tt::LinearLayout::InDim &in : layout.getInDims()) {
    tt::LinearLayout::InDim extended{in.name, {}};
    for (tt::LinearLayout::Basis basis : in.bases) {
      basis.push_back(0);
      extended.bases.push_back(std::move(basis));
    }
    if (in.name == dims::kRegister) {
      tt::LinearLayout::Basis select(rank + 1, 0);
      select.back() = 1;
      extended.bases.push_back(std::move(select));
      hasRegisters = true;
    }
    ins.push_back(std::move(extended));
  }
  if (!hasRegisters) {
    tt::LinearLayout::Basis select(rank + 1, 0);
    select.back() = 1;
    ins.insert(ins.begin(), tt::LinearLayout::InDim{dims::kRegister.str(), {select}});
  }
  std::vector<tt::LinearLayout::OutDim> outs(layout.getOutDims().begin(),
                                             layout.getOutDims().end());
  outs.push_back({dims::out(rank), 2});
  return tt::LinearLayout(std::move(ins), std::move(outs));
}

SmallVector<int32_t> sameCoordinates(ArrayRef<int32_t> coords) {
  return SmallVector<int32_t>(coords);
}

struct SplatOpConversion : OpConversionPattern<triton::SplatOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::SplatOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type structType = getTypeConverter()->convertType(op.getType());
    if (!structType || !getDistributedLayout(op.getType()))
      return failure();
    rewriter.replaceOp(op, packSplat(rewriter, op.getLoc(), structType, adaptor.getSrc(),
                                     getNumRegisters(op.getType())));
    return success();
  }
};

/// The only element of a one-element tensor is in register 0 of every
/// thread.
struct UnsplatOpConversion : OpConversionPattern<triton::UnsplatOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::UnsplatOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (!getDistributedLayout(op.getSrc().getType()))
      return rewriter.notifyMatchFailure(op, "operand without a distributed layout");
    rewriter.replaceOp(op, unpackElements(rewriter, op.getLoc(), adaptor.getSrc()).front());
    return success();
  }
};

struct ExpandDimsOpConversion : OpConversionPattern<triton::ExpandDimsOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::ExpandDimsOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    unsigned axis = op.getAxis();
    auto drop = [axis](ArrayRef<int32_t> coords) {
      SmallVector<int32_t> out(coords);
      out.erase(out.begin() + axis);
      return out;
    };
    return rewriteAsRegisterMove(op, op.getSrc(), adaptor.getSrc(), drop, *getTypeConverter(),
                                 rewriter);
  }
};

struct BroadcastOpConversion : OpConversionPattern<triton::BroadcastOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::BroadcastOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<int64_t> srcShape(cast<RankedTensorType>(op.getSrc().getType()).getShape());
    auto clamp = [srcShape](ArrayRef<int32_t> coords) {
      SmallVector<int32_t> out(coords);
      for (auto [d, size] : llvm::enumerate(srcShape))
        if (size == 1)
          out[d] = 0;
      return out;
    };
    return rewriteAsRegisterMove(op, op.getSrc(), adaptor.getSrc(), clamp, *getTypeConverter(),
                                 rewriter);
  }
};

struct TransOpConversion : OpConversionPattern<triton::TransOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::TransOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<int32_t> order(op.getOrder());
    auto permute = [order](ArrayRef<int32_t> coords) {
      SmallVector<int32_t> out(coords.size());
      for (auto [i, o] : llvm::enumerate(order))
        out[o] = coords[i];
      return out;
    };
    return rewriteAsRegisterMove(op, op.getSrc(), adaptor.getSrc(), permute, *getTypeConverter(),
                                 rewriter);
  }
};

struct ReshapeOpConversion : OpConversionPattern<triton::ReshapeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::ReshapeOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    std::optional<tt::LinearLayout> srcLayout = getDistributedLayout(op.getSrc().getType());
    std::optional<tt::LinearLayout> dstLayout = getDistributedLayout(op.getType());
    if (!srcLayout || !dstLayout)
      return rewriter.notifyMatchFailure(op, "operand or result without a distributed layout");
    if (op.getAllowReorder())
      return rewriteKeepingRegisters(op, *srcLayout, *dstLayout, adaptor.getSrc(), rewriter);

    SmallVector<int64_t> srcShape(op.getSrc().getType().getShape());
    SmallVector<int64_t> dstShape(op.getType().getShape());
    auto rowMajor = [srcShape, dstShape](ArrayRef<int32_t> coords) {
      int64_t linear = 0;
      for (auto [coord, size] : llvm::zip(coords, dstShape))
        linear = linear * size + coord;
      SmallVector<int32_t> out(srcShape.size());
      for (int d = srcShape.size() - 1; d >= 0; --d) {
        out[d] = linear % srcShape[d];
        linear /= srcShape[d];
      }
      return out;
    };
    return rewriteAsRegisterMove(op, op.getSrc(), adaptor.getSrc(), rowMajor, *getTypeConverter(),
                                 rewriter);
  }

  /// What Triton does for a reshape that may reorder: register i stays
  /// register i. That is a permutation of the elements when both layouts
  /// hold as many registers and duplicate the same register, lane and warp
  /// bits (Triton's isExpensiveView test).
  LogicalResult rewriteKeepingRegisters(triton::ReshapeOp op, const tt::LinearLayout &src,
                                        const tt::LinearLayout &dst, Value loweredSrc,
                                        ConversionPatternRewriter &rewriter) const {
    for (StringRef dim : {dims::kRegister, dims::kLane, dims::kWarp, dims::kBlock}) {
      if (src.getInDimSizeLog2(dim) != dst.getInDimSizeLog2(dim) ||
          getCopyBitsMask(src, {dim}) != getCopyBitsMask(dst, {dim}))
        return emitCrossThreadMoveError(op);
    }
    Type structType = getTypeConverter()->convertType(op.getType());
    SmallVector<Value> values = unpackElements(rewriter, op.getLoc(), loweredSrc);
    rewriter.replaceOp(op, packElements(rewriter, op.getLoc(), structType, values));
    return success();
  }
};

struct JoinOpConversion : OpConversionPattern<triton::JoinOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::JoinOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    std::optional<tt::LinearLayout> srcLayout = getDistributedLayout(op.getLhs().getType());
    std::optional<tt::LinearLayout> dstLayout = getDistributedLayout(op.getType());
    if (!srcLayout || !dstLayout)
      return rewriter.notifyMatchFailure(op, "operand or result without a distributed layout");
    Location loc = op.getLoc();
    SmallVector<Value> stacked = unpackElements(rewriter, loc, adaptor.getLhs());
    llvm::append_range(stacked, unpackElements(rewriter, loc, adaptor.getRhs()));
    std::optional<SmallVector<Value>> values = moveRegistersWithinThreads(
        stackAlongNewMinorDim(*srcLayout), *dstLayout, sameCoordinates, stacked);
    if (!values)
      return emitCrossThreadMoveError(op);
    Type structType = getTypeConverter()->convertType(op.getType());
    rewriter.replaceOp(op, packElements(rewriter, loc, structType, *values));
    return success();
  }
};

struct SplitOpConversion : OpConversionPattern<triton::SplitOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::SplitOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    std::optional<tt::LinearLayout> srcLayout = getDistributedLayout(op.getSrc().getType());
    std::optional<tt::LinearLayout> dstLayout = getDistributedLayout(op.getOutLHS().getType());
    if (!srcLayout || !dstLayout)
      return rewriter.notifyMatchFailure(op, "operand or result without a distributed layout");
    Location loc = op.getLoc();
    std::optional<SmallVector<Value>> stacked =
        moveRegistersWithinThreads(*srcLayout, stackAlongNewMinorDim(*dstLayout), sameCoordinates,
                                   unpackElements(rewriter, loc, adaptor.getSrc()));
    if (!stacked)
      return emitCrossThreadMoveError(op);
    Type structType = getTypeConverter()->convertType(op.getOutLHS().getType());
    auto half = ArrayRef<Value>(*stacked).take_front(stacked->size() / 2);
    auto otherHalf = ArrayRef<Value>(*stacked).drop_front(stacked->size() / 2);
    rewriter.replaceOp(op, {packElements(rewriter, loc, structType, half),
                            packElements(rewriter, loc, structType, otherHalf)});
    return success();
  }
};

/// Triton's cat: the result's registers are lhs's followed by rhs's. Each
/// element of the result is then one of the operands', each once, when the
/// result has as many registers as both operands together and duplicates
/// the same lanes and warps (copies of an element stay copies).
struct CatOpConversion : OpConversionPattern<triton::CatOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::CatOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    std::optional<tt::LinearLayout> srcLayout = getDistributedLayout(op.getLhs().getType());
    std::optional<tt::LinearLayout> dstLayout = getDistributedLayout(op.getType());
    if (!srcLayout || !dstLayout)
      return rewriter.notifyMatchFailure(op, "operand or result without a distributed layout");
    SmallVector<StringRef> threadDims = {dims::kLane, dims::kWarp, dims::kBlock};
    if (dstLayout->getInDimSize(dims::kRegister) != 2 * srcLayout->getInDimSize(dims::kRegister) ||
        getCopyBitsMask(*srcLayout, threadDims) != getCopyBitsMask(*dstLayout, threadDims))
      return op.emitError() << "'tt.cat' needs a result layout with twice the registers of its "
                               "operands' and the same copies across lanes and warps";
    Location loc = op.getLoc();
    SmallVector<Value> values = unpackElements(rewriter, loc, adaptor.getLhs());
    llvm::append_range(values, unpackElements(rewriter, loc, adaptor.getRhs()));
    Type structType = getTypeConverter()->convertType(op.getType());
    rewriter.replaceOp(op, packElements(rewriter, loc, structType, values));
    return success();
  }
};

} // namespace

void mlir::triton::populateViewOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                RewritePatternSet &patterns) {
  patterns.add<SplatOpConversion, UnsplatOpConversion, ExpandDimsOpConversion,
               BroadcastOpConversion, TransOpConversion, ReshapeOpConversion, JoinOpConversion,
               SplitOpConversion, CatOpConversion>(converter, patterns.getContext());
}
