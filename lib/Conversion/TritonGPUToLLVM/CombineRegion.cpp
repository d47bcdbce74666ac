//===- CombineRegion.cpp - inlining tt.reduce / tt.scan combiners ---------===//

#include "CombineRegion.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;

namespace mlir::triton::lowering {

/// Clones the combiner's body with its arguments bound to lhs ++ rhs.
static SmallVector<Value> cloneBody(ConversionPatternRewriter &rewriter, Block &body,
                                    ValueRange lhs, ValueRange rhs) {
  IRMapping mapping;
  mapping.map(body.getArguments().take_front(lhs.size()), lhs);
  mapping.map(body.getArguments().drop_front(lhs.size()), rhs);
  for (Operation &op : body.without_terminator())
    rewriter.clone(op, mapping);
  // A cloned op keeps its source types (a select of !tt.ptr) until the conversion reaches it:
  // give its results the operands' lowered types now, as what follows (shuffles, stores) needs.
  SmallVector<Value> results;
  Location loc = body.getTerminator()->getLoc();
  for (auto [v, like] : llvm::zip(body.getTerminator()->getOperands(), lhs)) {
    Value result = mapping.lookupOrDefault(v);
    if (result.getType() != like.getType())
      result = UnrealizedConversionCastOp::create(rewriter, loc, like.getType(), result).getResult(0);
    results.push_back(result);
  }
  return results;
}

SmallVector<Value> emitCombine(ConversionPatternRewriter &rewriter, Region &combiner,
                               ValueRange lhs, ValueRange rhs) {
  return cloneBody(rewriter, combiner.front(), lhs, rhs);
}

SmallVector<Value> emitCombineIf(ConversionPatternRewriter &rewriter, Region &combiner, Value pred,
                                 ValueRange lhs, ValueRange rhs, ValueRange otherwise) {
  Block &body = combiner.front();
  Location loc = body.getTerminator()->getLoc();
  bool speculatable =
      llvm::all_of(body.without_terminator(), [](Operation &op) { return isSpeculatable(&op); });
  if (speculatable) {
    SmallVector<Value> combined = cloneBody(rewriter, body, lhs, rhs);
    for (auto [value, other] : llvm::zip(combined, otherwise))
      value = LLVM::SelectOp::create(rewriter, loc, pred, value, other);
    return combined;
  }

  // current: ... cond_br pred, ^combine, ^join(otherwise)
  // ^combine: <combiner>; br ^join(results)
  // ^join(values): the rest of the current block.
  Block *current = rewriter.getInsertionBlock();
  Block *rest = rewriter.splitBlock(current, rewriter.getInsertionPoint());
  SmallVector<Type> types(otherwise.getTypes());
  SmallVector<Location> locs(types.size(), loc);
  Block *join = rewriter.createBlock(rest, types, locs);
  rewriter.mergeBlocks(rest, join);
  Block *combine = rewriter.createBlock(join);
  SmallVector<Value> combined = cloneBody(rewriter, body, lhs, rhs);
  LLVM::BrOp::create(rewriter, loc, combined, join);
  rewriter.setInsertionPointToEnd(current);
  LLVM::CondBrOp::create(rewriter, loc, pred, combine, ValueRange(), join, otherwise);
  rewriter.setInsertionPointToStart(join);
  return SmallVector<Value>(join->getArguments());
}

} // namespace mlir::triton::lowering
