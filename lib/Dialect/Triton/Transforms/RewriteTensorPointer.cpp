//===- RewriteTensorPointer.cpp - triton-rewrite-tensor-pointer -----------===//
//
// Block pointers (tt.make_tensor_ptr, tt.advance) become tensors of pointers
// built at each load and store. A block pointer is tracked as its base,
// shape, strides and i64 offsets; only the offsets can change, so only they
// travel through scf.for / scf.if / scf.while as region values.
//
// The rewrite walks the IR in order instead of using the dialect conversion
// framework: one block pointer maps to a variable number of offsets, and the
// base, shape and strides are needed where a pointer is used, not just its
// converted values.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/Triton/Transforms/Passes.h"

#include "mlir/IR/Builders.h"

namespace mlir::triton {
#define GEN_PASS_DEF_TRITONREWRITETENSORPOINTER
#include "tt/Dialect/Triton/Transforms/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

namespace {

/// What a block pointer stands for.
struct BlockPointer {
  Value base;
  SmallVector<Value> shape;   // i64
  SmallVector<Value> strides; // i64
  SmallVector<Value> offsets; // i64
  SmallVector<int64_t> blockShape;

  unsigned rank() const { return blockShape.size(); }

  /// offsets[dim] + [0, blockShape[dim]), as i64, expanded to full rank
  /// with size 1 in every other dimension.
  Value offsetRange(OpBuilder &b, Location loc, unsigned dim) const {
    int64_t n = blockShape[dim];
    auto i64Row = RankedTensorType::get({n}, b.getI64Type());
    // One op per statement: the IR comes out in a fixed order.
    Value start = SplatOp::create(b, loc, i64Row, offsets[dim]);
    Value range = MakeRangeOp::create(b, loc, RankedTensorType::get({n}, b.getI32Type()), 0, n);
    Value range64 = arith::ExtSIOp::create(b, loc, i64Row, range);
    Value offset = arith::AddIOp::create(b, loc, start, range64);
    for (unsigned d = 0; d < rank(); ++d)
      if (d != dim)
        offset = ExpandDimsOp::create(b, loc, offset, d);
    return offset;
  }
};

/// The pointers, mask and padding of one access through a block pointer.
struct Access {
  Value ptr, mask, other;
};

Access materialize(OpBuilder &b, Location loc, const BlockPointer &bp,
                   ArrayRef<int32_t> boundaryCheck, std::optional<PaddingOption> padding) {
  // Each dimension's range is built where it is first needed and shared by
  // the pointer and the mask: the ops come out in Triton's order (range,
  // then its use, dimension by dimension).
  SmallVector<Value> rangeOf(bp.rank());
  auto range = [&](unsigned d) {
    if (!rangeOf[d])
      rangeOf[d] = bp.offsetRange(b, loc, d);
    return rangeOf[d];
  };

  Access access;
  auto indexType = RankedTensorType::get(bp.blockShape, b.getI64Type());
  auto ptrType = RankedTensorType::get(bp.blockShape, bp.base.getType());
  access.ptr = SplatOp::create(b, loc, ptrType, bp.base);
  for (unsigned d = 0; d < bp.rank(); ++d) {
    Value offsets = range(d);
    // Splat the stride at the expanded shape, not as a row, so that its
    // divisibility stays visible to the axis analysis.
    Value stride = SplatOp::create(b, loc, offsets.getType(), bp.strides[d]);
    Value scaled = arith::MulIOp::create(b, loc, offsets, stride);
    Value broadcast = BroadcastOp::create(b, loc, indexType, scaled);
    access.ptr = AddPtrOp::create(b, loc, ptrType, access.ptr, broadcast);
  }

  auto maskType = RankedTensorType::get(bp.blockShape, b.getI1Type());
  for (int32_t d : boundaryCheck) {
    Value offsets = range(d);
    Value zero = arith::ConstantIntOp::create(b, loc, b.getI64Type(), 0);
    Value zeros = SplatOp::create(b, loc, offsets.getType(), zero);
    Value aboveZero =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, offsets, zeros);
    Value bound = SplatOp::create(b, loc, offsets.getType(), bp.shape[d]);
    Value belowShape =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, offsets, bound);
    Value inRange = arith::AndIOp::create(b, loc, aboveZero, belowShape);
    Value inBounds = BroadcastOp::create(b, loc, maskType, inRange);
    access.mask = access.mask ? arith::AndIOp::create(b, loc, access.mask, inBounds) : inBounds;
  }

  if (padding) {
    Type elementType = cast<PointerType>(bp.base.getType()).getPointeeType();
    TypedAttr fill;
    if (auto floatType = dyn_cast<FloatType>(elementType))
      fill = b.getFloatAttr(floatType, *padding == PaddingOption::PAD_NAN
                                           ? APFloat::getNaN(floatType.getFloatSemantics())
                                           : APFloat::getZero(floatType.getFloatSemantics()));
    else
      fill = b.getIntegerAttr(elementType, 0);
    Value scalar = arith::ConstantOp::create(b, loc, fill);
    access.other =
        SplatOp::create(b, loc, RankedTensorType::get(bp.blockShape, elementType), scalar);
  }
  return access;
}

class Rewriter {
public:
  /// Rewrites every block pointer under `root`; false after a diagnostic.
  bool run(Operation *root) {
    visitRegions(root);
    if (failed)
      return false;
    // Users before definitions: the stack holds them in visiting order. A
    // replaced loop still owns the old block arguments, which replaced ops
    // moved into the new loop may use until they are erased in turn.
    while (!toErase.empty()) {
      Operation *op = toErase.pop_back_val();
      op->dropAllUses();
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            arg.dropAllUses();
      op->erase();
    }
    return true;
  }

private:
  bool isBlockPointer(Value v) { return isTensorPointerType(v.getType()); }

  const BlockPointer *lookup(Value v, Operation *user) {
    auto it = info.find(v);
    if (it != info.end())
      return &it->second;
    user->emitOpError("uses a block pointer whose origin is not known: only block pointers "
                      "made by tt.make_tensor_ptr in the same function and carried through "
                      "scf.for, scf.if and scf.while are supported");
    failed = true;
    return nullptr;
  }

  /// `values` with every block pointer replaced by its offsets; the
  /// pointers' descriptions are appended to `pointers`.
  std::optional<SmallVector<Value>> expand(ValueRange values, Operation *user,
                                           SmallVectorImpl<BlockPointer> *pointers = nullptr) {
    SmallVector<Value> result;
    for (Value v : values) {
      if (!isBlockPointer(v)) {
        result.push_back(v);
        continue;
      }
      const BlockPointer *bp = lookup(v, user);
      if (!bp)
        return std::nullopt;
      llvm::append_range(result, bp->offsets);
      if (pointers)
        pointers->push_back(*bp);
    }
    return result;
  }

  /// Gives `oldValues` their replacement among `newValues`: block pointers
  /// take the next offsets (and the base, shape and strides of `pointers`),
  /// other values are replaced one to one.
  void remap(ValueRange oldValues, ValueRange newValues, ArrayRef<BlockPointer> pointers) {
    unsigned next = 0, nextPointer = 0;
    for (Value old : oldValues) {
      if (!isBlockPointer(old)) {
        old.replaceAllUsesWith(newValues[next++]);
        continue;
      }
      BlockPointer bp = pointers[nextPointer++];
      for (unsigned d = 0; d < bp.rank(); ++d)
        bp.offsets[d] = newValues[next++];
      info[old] = bp;
    }
  }

  static SmallVector<Type> typesOf(ValueRange values) {
    return llvm::to_vector(llvm::map_range(values, [](Value v) { return v.getType(); }));
  }

  void visitRegions(Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region)
        visitBlock(block);
  }

  void visitBlock(Block &block) {
    for (Operation &op : llvm::make_early_inc_range(block)) {
      if (failed)
        return;
      visit(&op);
    }
  }

  void visit(Operation *op) {
    OpBuilder b(op);
    Location loc = op->getLoc();
    if (auto make = dyn_cast<MakeTensorPtrOp>(op)) {
      BlockPointer bp;
      bp.base = make.getBase();
      bp.shape = llvm::to_vector(make.getShape());
      bp.strides = llvm::to_vector(make.getStrides());
      for (Value offset : make.getOffsets())
        bp.offsets.push_back(arith::ExtSIOp::create(b, loc, b.getI64Type(), offset));
      auto pointee = cast<RankedTensorType>(cast<PointerType>(make.getType()).getPointeeType());
      bp.blockShape = llvm::to_vector(pointee.getShape());
      info[make.getResult()] = bp;
      toErase.push_back(op);
      return;
    }
    if (auto advance = dyn_cast<AdvanceOp>(op)) {
      const BlockPointer *from = lookup(advance.getPtr(), op);
      if (!from)
        return;
      BlockPointer bp = *from;
      for (auto [d, delta] : llvm::enumerate(advance.getOffsets())) {
        Value delta64 = arith::ExtSIOp::create(b, loc, b.getI64Type(), delta);
        bp.offsets[d] = arith::AddIOp::create(b, loc, bp.offsets[d], delta64);
      }
      info[advance.getResult()] = bp;
      toErase.push_back(op);
      return;
    }
    if (auto load = dyn_cast<LoadOp>(op)) {
      if (!isBlockPointer(load.getPtr()))
        return visitRegions(op);
      const BlockPointer *bp = lookup(load.getPtr(), op);
      if (!bp)
        return;
      Access access = materialize(b, loc, *bp, load.getBoundaryCheck(), load.getPadding());
      auto newLoad = LoadOp::create(b, loc, access.ptr, access.mask, access.other,
                                    load.getCache(), load.getEvict(), load.getIsVolatile());
      load.getResult().replaceAllUsesWith(newLoad.getResult());
      toErase.push_back(op);
      return;
    }
    if (auto store = dyn_cast<StoreOp>(op)) {
      if (!isBlockPointer(store.getPtr()))
        return;
      const BlockPointer *bp = lookup(store.getPtr(), op);
      if (!bp)
        return;
      Access access = materialize(b, loc, *bp, store.getBoundaryCheck(), std::nullopt);
      StoreOp::create(b, loc, access.ptr, store.getValue(), access.mask,
                      /*boundaryCheck=*/ArrayRef<int32_t>{}, store.getCache(), store.getEvict());
      toErase.push_back(op);
      return;
    }
    if (auto forOp = dyn_cast<scf::ForOp>(op))
      return visitFor(forOp);
    if (auto ifOp = dyn_cast<scf::IfOp>(op))
      return visitIf(ifOp);
    if (auto whileOp = dyn_cast<scf::WhileOp>(op))
      return visitWhile(whileOp);
    if (isa<scf::YieldOp, scf::ConditionOp>(op)) {
      SmallVector<BlockPointer, 2> pointers;
      auto operands = expand(op->getOperands(), op, &pointers);
      if (!operands)
        return;
      op->setOperands(*operands);
      yielded[op] = std::move(pointers);
      return;
    }
    for (Value operand : op->getOperands())
      if (isBlockPointer(operand)) {
        op->emitOpError("takes a block pointer, which triton-rewrite-tensor-pointer cannot "
                        "rewrite here");
        failed = true;
        return;
      }
    visitRegions(op);
  }

  void visitFor(scf::ForOp forOp) {
    bool carriesPointer = llvm::any_of(forOp.getInitArgs(), [&](Value v) {
      return isBlockPointer(v);
    });
    if (!carriesPointer)
      return visitRegions(forOp);
    SmallVector<BlockPointer, 2> pointers;
    auto inits = expand(forOp.getInitArgs(), forOp, &pointers);
    if (!inits)
      return;
    OpBuilder b(forOp);
    auto newFor = scf::ForOp::create(b, forOp.getLoc(), forOp.getLowerBound(),
                                     forOp.getUpperBound(), forOp.getStep(), *inits);
    newFor->setAttrs(forOp->getAttrs());
    Block *oldBody = forOp.getBody();
    Block *newBody = newFor.getBody();
    // The builder gave the new body a yield; the old body brings its own.
    newBody->getOperations().clear();
    forOp.getInductionVar().replaceAllUsesWith(newFor.getInductionVar());
    remap(forOp.getRegionIterArgs(), newFor.getRegionIterArgs(), pointers);
    newBody->getOperations().splice(newBody->end(), oldBody->getOperations());
    visitBlock(*newBody);
    remap(forOp.getResults(), newFor.getResults(), pointers);
    toErase.push_back(forOp);
  }

  void visitIf(scf::IfOp ifOp) {
    visitRegions(ifOp);
    if (failed || !llvm::any_of(ifOp.getResults(), [&](Value v) { return isBlockPointer(v); }))
      return;
    // The yields now carry offsets: their types are the new result types.
    scf::YieldOp thenYield = ifOp.thenYield();
    OpBuilder b(ifOp);
    auto newIf = scf::IfOp::create(b, ifOp.getLoc(), typesOf(thenYield.getOperands()),
                                   ifOp.getCondition(), /*withElseRegion=*/false);
    newIf->setAttrs(ifOp->getAttrs());
    newIf.getThenRegion().takeBody(ifOp.getThenRegion());
    newIf.getElseRegion().takeBody(ifOp.getElseRegion());
    remap(ifOp.getResults(), newIf.getResults(), yielded[thenYield]);
    toErase.push_back(ifOp);
  }

  void visitWhile(scf::WhileOp whileOp) {
    bool carriesPointer =
        llvm::any_of(whileOp.getInits(), [&](Value v) { return isBlockPointer(v); }) ||
        llvm::any_of(whileOp.getResults(), [&](Value v) { return isBlockPointer(v); });
    if (!carriesPointer)
      return visitRegions(whileOp);
    SmallVector<BlockPointer, 2> initPointers;
    auto inits = expand(whileOp.getInits(), whileOp, &initPointers);
    if (!inits)
      return;

    // The before region first: its condition decides the result types.
    Block *oldBefore = whileOp.getBeforeBody();
    auto before = std::make_unique<Block>();
    for (Value init : *inits)
      before->addArgument(init.getType(), whileOp.getLoc());
    remap(oldBefore->getArguments(), before->getArguments(), initPointers);
    before->getOperations().splice(before->end(), oldBefore->getOperations());
    visitBlock(*before);
    if (failed)
      return;
    auto condition = cast<scf::ConditionOp>(before->getTerminator());
    ArrayRef<BlockPointer> resultPointers = yielded[condition];
    SmallVector<Type> resultTypes = typesOf(condition.getArgs());

    OpBuilder b(whileOp);
    auto newWhile = scf::WhileOp::create(b, whileOp.getLoc(), resultTypes, *inits);
    newWhile->setAttrs(whileOp->getAttrs());
    newWhile.getBefore().push_back(before.release());

    Block *oldAfter = whileOp.getAfterBody();
    Block *after = new Block();
    newWhile.getAfter().push_back(after);
    for (Type type : resultTypes)
      after->addArgument(type, whileOp.getLoc());
    remap(oldAfter->getArguments(), after->getArguments(), resultPointers);
    after->getOperations().splice(after->end(), oldAfter->getOperations());
    visitBlock(*after);
    remap(whileOp.getResults(), newWhile.getResults(), resultPointers);
    toErase.push_back(whileOp);
  }

  DenseMap<Value, BlockPointer> info;
  /// The block pointers each rewritten terminator carried, in order.
  DenseMap<Operation *, SmallVector<BlockPointer, 2>> yielded;
  SmallVector<Operation *> toErase;
  bool failed = false;
};

struct RewriteTensorPointerPass
    : triton::impl::TritonRewriteTensorPointerBase<RewriteTensorPointerPass> {
  void runOnOperation() override {
    Rewriter rewriter;
    if (!rewriter.run(getOperation()))
      signalPassFailure();
  }
};

} // namespace
