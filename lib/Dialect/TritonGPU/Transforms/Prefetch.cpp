//===- Prefetch.cpp - load the next K slice of mma v2 operands early ------===//
//
// In a software-pipelined loop an mma.sync dot reads both operands from
// shared memory: the loop carries the buffers, and each operand is a
// local_load into a dot-operand layout (perhaps followed by single-operand
// elementwise ops, e.g. an upcast). The dot cannot start before the whole
// K extent is in registers. This pass cuts the dot along K into slices of
// `width` (8 * kWidth, or 256 bits of elements when kWidth is 0):
//
//   before the loop   the first slice of A and B is loaded from the buffers
//                     the loop starts with, and carried as two new values;
//   in the loop       the dot on the carried first slice goes first; each
//                     following slice is loaded right before the dot that
//                     uses it, and the dots chain their accumulators; the
//                     last dot sinks as far down the body as nothing needs
//                     its result (and no op with regions intervenes);
//   at the yield      the first slice of the buffers the next iteration
//                     reads is loaded and yielded.
//
// Slices are memdesc_subslice views at constant K offsets. The pass applies
// to a loop whose body holds exactly one dot, an mma v2 one (or, as in
// Triton, an AMD MFMA one: the pass makes views and loads, no layout of its
// own), whose operand chains both start at buffers carried by that loop,
// with K at least one slice. A loop with one such dot that does not
// qualify otherwise is rebuilt by Triton with the same body, which drops
// the loop's attributes (tt.num_stages, ...): here they are dropped in
// place. Other loops are left alone. As Triton, the dot and operand loads
// are cloned once more unchanged (left dead for the canonicalizer), and the
// convert_layout canonicalizations run first.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/Transforms/Passes.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUPREFETCH
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

/// How a dot operand is made from a loop-carried buffer: the buffer (a
/// block argument of the loop), then the local_load's result, then the
/// result of each single-operand op after it, ending with the operand.
using OperandChain = SmallVector<Value>;

/// The chain of `operand`, or nothing when it does not start with a
/// local_load into a dot-operand layout through single-use, single-operand
/// ops.
OperandChain operandChain(Value operand) {
  OperandChain chain = {operand};
  Operation *op = operand.getDefiningOp();
  for (; op; op = op->getOperand(0).getDefiningOp()) {
    if (op->getNumOperands() != 1 || !op->getResult(0).hasOneUse())
      return {};
    chain.push_back(op->getOperand(0));
    if (auto load = dyn_cast<LocalLoadOp>(op)) {
      if (!isa_and_nonnull<DotOperandEncodingAttr>(load.getType().getEncoding()))
        return {};
      std::reverse(chain.begin(), chain.end());
      return chain;
    }
  }
  return {};
}

class Prefetcher {
public:
  explicit Prefetcher(scf::ForOp loop) : loop(loop) {}

  /// What the pass does to the loop; records the dot and its operand
  /// chains when it prefetches.
  enum class Verdict { Untouched, Rebuilt, Prefetched };
  Verdict match();
  /// Builds the new loop (with its prologue before it) and replaces the old.
  void rewrite();

private:
  /// Loads the K slice [offset, offset + width) of `buffer` into operand
  /// `opIdx` of the dot and repeats the chain's elementwise ops on it.
  Value loadSlice(OpBuilder &builder, Value buffer, unsigned opIdx, int64_t offset,
                  const OperandChain &chain);
  /// The block argument of the new loop that carries operand `opIdx`'s
  /// first slice (after the old loop's own carried values).
  BlockArgument carriedSlice(scf::ForOp newLoop, unsigned opIdx) {
    return newLoop.getRegionIterArgs()[loop.getInitArgs().size() + opIdx];
  }

  scf::ForOp loop;
  DotOp dot;
  OperandChain chains[2];
  unsigned width = 0;
};

Prefetcher::Verdict Prefetcher::match() {
  SmallVector<DotOp> dots;
  for (Operation &op : *loop.getBody())
    if (auto candidate = dyn_cast<DotOp>(op)) {
      Attribute encoding = candidate.getType().getEncoding();
      auto mma = dyn_cast_or_null<NvidiaMmaEncodingAttr>(encoding);
      if (!isa_and_nonnull<AMDMfmaEncodingAttr>(encoding) && (!mma || mma.getVersionMajor() != 2))
        return Verdict::Untouched;
      dots.push_back(candidate);
    }
  if (dots.size() != 1)
    return Verdict::Untouched;
  dot = dots.front();
  auto aType = cast<RankedTensorType>(dot.getA().getType());
  auto aEncoding = dyn_cast_or_null<DotOperandEncodingAttr>(aType.getEncoding());
  auto bEncoding = dyn_cast_or_null<DotOperandEncodingAttr>(
      cast<RankedTensorType>(dot.getB().getType()).getEncoding());
  if (!aEncoding || !bEncoding || aEncoding.getKWidth() != bEncoding.getKWidth())
    return Verdict::Rebuilt;
  unsigned kWidth = aEncoding.getKWidth();
  width = kWidth ? 8 * kWidth : 256 / aType.getElementTypeBitWidth();
  if (width == 0 || aType.getShape().back() < width)
    return Verdict::Rebuilt;
  for (unsigned opIdx : {0u, 1u}) {
    chains[opIdx] = operandChain(opIdx == 0 ? dot.getA() : dot.getB());
    auto buffer = dyn_cast_or_null<BlockArgument>(
        chains[opIdx].empty() ? Value() : chains[opIdx].front());
    if (!buffer || buffer.getOwner() != loop.getBody() ||
        buffer.getArgNumber() < loop.getNumInductionVars())
      return Verdict::Rebuilt;
  }
  return Verdict::Prefetched;
}

Value Prefetcher::loadSlice(OpBuilder &builder, Value buffer, unsigned opIdx, int64_t offset,
                            const OperandChain &chain) {
  auto type = cast<MemDescType>(buffer.getType());
  unsigned rank = type.getRank();
  unsigned k = opIdx == 0 ? rank - 1 : rank - 2;
  SmallVector<int64_t> shape(type.getShape());
  SmallVector<int32_t> offsets(rank, 0);
  shape[k] = width;
  offsets[k] = offset;
  Location loc = buffer.getLoc();
  auto sliceType = MemDescType::get(builder.getContext(), shape, type.getElementType(),
                                    type.getEncoding(), type.getMemorySpace(),
                                    type.getMutableMemory(), type.getAllocShape());
  Value view = MemDescSubsliceOp::create(builder, loc, sliceType, buffer, offsets);
  auto operandEncoding = DotOperandEncodingAttr::get(builder.getContext(), opIdx,
                                                     dot.getType().getEncoding(), width / 8);
  Value slice = LocalLoadOp::create(
      builder, loc, RankedTensorType::get(shape, type.getElementType(), operandEncoding), view,
      /*token=*/Value());
  // The elementwise ops after the load, now on the slice: each result takes
  // the slice's shape and its operand's encoding.
  IRMapping mapping;
  mapping.map(chain[1], slice);
  for (Value value : ArrayRef(chain).drop_front(2)) {
    Operation *copy = builder.clone(*value.getDefiningOp(), mapping);
    Value result = copy->getResult(0);
    if (auto tensor = dyn_cast<RankedTensorType>(result.getType())) {
      auto operandType = cast<RankedTensorType>(copy->getOperand(0).getType());
      result.setType(
          RankedTensorType::get(shape, tensor.getElementType(), operandType.getEncoding()));
    }
    mapping.map(value, result);
  }
  return mapping.lookup(chain.back());
}

void Prefetcher::rewrite() {
  OpBuilder builder(loop);
  auto initOf = [&](const OperandChain &chain) {
    return loop.getTiedLoopInit(cast<BlockArgument>(chain.front()))->get();
  };

  // Prologue: the first slices, carried into the loop.
  SmallVector<Value> inits(loop.getInitArgs());
  for (unsigned opIdx : {0u, 1u})
    inits.push_back(loadSlice(builder, initOf(chains[opIdx]), opIdx, 0, chains[opIdx]));
  auto newLoop = scf::ForOp::create(builder, loop.getLoc(), loop.getLowerBound(),
                                    loop.getUpperBound(), loop.getStep(), inits);

  IRMapping mapping;
  mapping.map(loop.getInductionVar(), newLoop.getInductionVar());
  for (auto [old, now] : llvm::zip(loop.getRegionIterArgs(), newLoop.getRegionIterArgs()))
    mapping.map(old, now);
  Block *body = newLoop.getBody();
  builder.setInsertionPointToEnd(body);

  // The body, with the dot split into slices. While the last slice's dot
  // is held back, ops are inserted before it; an op that uses it or has
  // regions sends the insertion point back to the end.
  for (Operation &op : loop.getBody()->without_terminator()) {
    bool usesDot = llvm::any_of(op.getOperands(), [&](Value v) { return v.getDefiningOp() == dot; });
    if (op.getNumRegions() > 0 || usesDot)
      builder.setInsertionPointToEnd(body);
    Operation *copy = builder.clone(op, mapping);
    if (&op == dot.getOperation()) {
      Operation *last = builder.clone(op, mapping);
      last->setOperand(0, carriedSlice(newLoop, 0));
      last->setOperand(1, carriedSlice(newLoop, 1));
      int64_t k = cast<RankedTensorType>(dot.getA().getType()).getShape().back();
      for (int64_t offset = width; offset < k; offset += width) {
        OpBuilder::InsertPoint end = builder.saveInsertionPoint();
        builder.setInsertionPoint(last);
        Value a = loadSlice(builder, mapping.lookup(chains[0].front()), 0, offset, chains[0]);
        Value b = loadSlice(builder, mapping.lookup(chains[1].front()), 1, offset, chains[1]);
        builder.restoreInsertionPoint(end);
        Operation *next = builder.clone(op, mapping);
        next->setOperand(0, a);
        next->setOperand(1, b);
        next->setOperand(2, last->getResult(0));
        last = next;
      }
      copy = last;
      builder.setInsertionPoint(last);
    }
    for (auto [old, now] : llvm::zip(op.getResults(), copy->getResults()))
      mapping.map(old, now);
  }

  // The next iteration's first slices, then the yield.
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  SmallVector<Value> yielded;
  for (Value value : yield.getOperands())
    yielded.push_back(mapping.lookupOrDefault(value));
  for (unsigned opIdx : {0u, 1u}) {
    auto buffer = cast<BlockArgument>(chains[opIdx].front());
    Value next = yield.getOperand(buffer.getArgNumber() - loop.getNumInductionVars());
    yielded.push_back(loadSlice(builder, mapping.lookupOrDefault(next), opIdx, 0, chains[opIdx]));
  }
  builder.setInsertionPointToEnd(body);
  scf::YieldOp::create(builder, yield.getLoc(), yielded);

  for (auto [old, now] : llvm::zip(loop.getResults(), newLoop.getResults()))
    old.replaceAllUsesWith(now);
  loop.erase();
}

struct PrefetchPass : public mlir::triton::gpu::impl::TritonGPUPrefetchBase<PrefetchPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    ConvertLayoutOp::getCanonicalizationPatterns(patterns, &getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    getOperation()->walk([](scf::ForOp loop) {
      Prefetcher prefetcher(loop);
      switch (prefetcher.match()) {
      case Prefetcher::Verdict::Prefetched:
        prefetcher.rewrite();
        break;
      case Prefetcher::Verdict::Rebuilt: // the same body in a new loop: its attributes go
        loop->setDiscardableAttrs(DictionaryAttr::get(loop.getContext()));
        break;
      case Prefetcher::Verdict::Untouched:
        break;
      }
    });
  }
};

} // namespace
