//===- Dialect.cpp - the `tt` dialect --------------------------------------===//

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/InlineAnywhere.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;
using namespace mlir::triton;

#include "tt/Dialect/Triton/IR/TritonDialect.cpp.inc"

namespace {
/// Lets MLIR's inliner inline `tt.call`s of `tt.func`s (Triton's make-ttir
/// starts with `inline`). Every `tt` op may be inlined anywhere; a function
/// marked `noinline = true` is never inlined.
struct TritonInlinerInterface : public InlineAnywhereInterface {
  using InlineAnywhereInterface::InlineAnywhereInterface;
  using InlineAnywhereInterface::isLegalToInline;

  bool isLegalToInline(Operation *call, Operation *callable,
                       bool wouldBeCloned) const final {
    auto noinline = callable->getAttrOfType<BoolAttr>("noinline");
    return !noinline || !noinline.getValue();
  }

  /// A callee of several blocks: each `tt.return` becomes a branch to the
  /// block after the call.
  void handleTerminator(Operation *op, Block *newDest) const final {
    auto returnOp = dyn_cast<ReturnOp>(op);
    if (!returnOp)
      return;
    OpBuilder builder(op);
    cf::BranchOp::create(builder, op->getLoc(), newDest, returnOp.getOperands());
    op->erase();
  }

  /// A callee of one block: the call's results become the returned values.
  void handleTerminator(Operation *op, ValueRange valuesToReplace) const final {
    auto returnOp = cast<ReturnOp>(op);
    for (auto [value, replacement] : llvm::zip(valuesToReplace, returnOp.getOperands()))
      value.replaceAllUsesWith(replacement);
  }
};
} // namespace

void TritonDialect::initialize() {
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/Triton/IR/TritonOps.cpp.inc"
      >();
  addInterfaces<TritonInlinerInterface>();
}

Operation *TritonDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                              Type type, Location loc) {
  return arith::ConstantOp::materialize(builder, value, type, loc);
}
