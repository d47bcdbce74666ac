//===- FuseNestedLoops.cpp - flatten loop nests for the pipeliner ---------===//
//
// Triton fuses a loop nest into one loop only when asked: the outer scf.for
// carries `tt.flatten` (from `tl.range(..., flatten=True)`) and directly
// holds exactly one other scf.for, with no further loops below (an op with
// regions other than scf.for starts a separate nest), or the outer loop
// carries `ttg.always-fuse`. Every other loop nest is left as it is.
//
// tt-toolkit finds the nests Triton would fuse by the same rules but does
// not rewrite them yet: such a loop gets a warning naming what is missing
// and stays unfused, which changes performance, never results.
//
//===----------------------------------------------------------------------===//

#include "Dialect/TritonGPU/Transforms/Passes.h"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUFUSENESTEDLOOPS
#include "Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;

namespace {

constexpr llvm::StringLiteral kFlattenAttr = "tt.flatten";
constexpr llvm::StringLiteral kAlwaysFuseAttr = "ttg.always-fuse";

/// A loop and the loops nested in it, up to ops with other regions.
struct LoopNestShape {
  scf::ForOp root;
  unsigned numLoops = 1;
  unsigned numChildren = 0;
};

void collectNests(Operation *container, SmallVectorImpl<LoopNestShape> &nests);

/// Counts the loops of the nest below `loop`; ops with regions other than
/// scf.for start nests of their own.
void countNest(scf::ForOp loop, LoopNestShape &nest, bool isRoot,
               SmallVectorImpl<LoopNestShape> &nests) {
  loop->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == loop.getOperation())
      return WalkResult::advance();
    if (auto inner = dyn_cast<scf::ForOp>(op)) {
      ++nest.numLoops;
      if (isRoot)
        ++nest.numChildren;
      countNest(inner, nest, /*isRoot=*/false, nests);
      return WalkResult::skip();
    }
    if (op->getNumRegions() != 0) {
      collectNests(op, nests);
      return WalkResult::skip();
    }
    return WalkResult::advance();
  });
}

void collectNests(Operation *container, SmallVectorImpl<LoopNestShape> &nests) {
  container->walk<WalkOrder::PreOrder>([&](scf::ForOp loop) {
    LoopNestShape nest{loop};
    countNest(loop, nest, /*isRoot=*/true, nests);
    nests.push_back(nest);
    return WalkResult::skip();
  });
}

bool wouldTritonFuse(const LoopNestShape &nest) {
  if (nest.root->hasAttr(kAlwaysFuseAttr))
    return true;
  return nest.numLoops == 2 && nest.numChildren == 1 && nest.root->hasAttr(kFlattenAttr);
}

struct FuseNestedLoopsPass
    : public mlir::triton::gpu::impl::TritonGPUFuseNestedLoopsBase<FuseNestedLoopsPass> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<triton::FuncOp>()) {
      SmallVector<LoopNestShape> nests;
      collectNests(func, nests);
      for (const LoopNestShape &nest : nests) {
        if (!wouldTritonFuse(nest))
          continue;
        scf::ForOp(nest.root).emitWarning()
            << "tritongpu-fuse-nested-loops: tt-toolkit does not flatten loop nests yet; "
               "this nest, which Triton would fuse into one loop for the pipeliner, is left "
               "as it is";
      }
    }
  }
};

} // namespace
