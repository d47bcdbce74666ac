//===- PlanCTA.cpp - CTA tilings for clusters -----------------------------===//
//
// With `ttg.num-ctas` > 1, chooses how the tensors of each function split over
// the CTAs of the cluster, as Triton 3.6's plan-cta does:
//
//  1. Anchors. Every tt.dot splits its M x N accumulator over the CTAs
//     (M first, in chunks of at most 128 rows, while N chunks keep at least
//     64 columns); its operands follow the accumulator. Every tt.reduce keeps
//     its reduced dimension inside one CTA and splits the others, slowest
//     first. A function with neither takes the cluster tiling of its first
//     store-like op for all its store-like ops.
//  2. The new layouts are attached through pairs of placeholder casts
//     (unrealized_conversion_cast, old <-> new type) around each anchor: a
//     "backward" cast before an operand, a "forward" cast after a result.
//  3. A work list moves the casts: a backward cast rewrites the producer of
//     its input to the new layout and moves in front of the producer's
//     operands; a forward cast rewrites the single consumer of its output.
//     Ops with no rule keep their layouts. When a forward cast meets a
//     backward cast they become nothing (same type) or a ttg.convert_layout.
//
// What Triton's pass cannot plan (a crash or an invalid layout there) is an
// error here: a second tt.dot, a dot whose accumulator is not blocked,
// re-planning a sliced layout, a tensor function argument, scf.while.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"

#include "tt/Tools/LayoutQueries.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/MapVector.h"

#include <deque>

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_TRITONGPUPLANCTAPASS
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

using CastOp = UnrealizedConversionCastOp;
using Basis = tt::LinearLayout::Basis;

//===----------------------------------------------------------------------===//
// Cluster layouts
//===----------------------------------------------------------------------===//

/// `ctasPerCGA[d]` CTAs along d, the first `splitNum[d]` of them holding
/// different tiles and the rest copies; block bits go to the dimensions in
/// `ctaOrder`, fastest first.
CTALayoutAttr ctaLayoutFromSplits(MLIRContext *ctx, ArrayRef<unsigned> ctasPerCGA,
                                  ArrayRef<unsigned> splitNum, ArrayRef<unsigned> ctaOrder) {
  unsigned rank = ctasPerCGA.size();
  SmallVector<Basis> bases;
  for (unsigned d : ctaOrder) {
    for (unsigned step = 1; step < splitNum[d]; step *= 2) {
      Basis basis(rank, 0);
      basis[d] = step;
      bases.push_back(basis);
    }
    for (unsigned copies = ctasPerCGA[d] / splitNum[d]; copies > 1; copies /= 2)
      bases.push_back(Basis(rank, 0));
  }
  return CTALayoutAttr::get(ctx, rank, bases);
}

/// CTAs per dimension, copies included: a copy bit counts towards the
/// dimension of the last splitting bit before it (dimension 0 if none).
SmallVector<unsigned> getCTAsPerCGA(CTALayoutAttr cta) {
  SmallVector<unsigned> perDim(cta.getRank(), 1);
  unsigned last = 0;
  for (const Basis &basis : cta.getBases()) {
    auto it = llvm::find_if(basis, [](int32_t c) { return c != 0; });
    if (it != basis.end())
      last = it - basis.begin();
    perDim[last] *= 2;
  }
  return perDim;
}

/// Dimensions in the order block bits first split them, then the rest.
SmallVector<unsigned> getCTAOrder(CTALayoutAttr cta) {
  llvm::SetVector<unsigned> order;
  for (const Basis &basis : cta.getBases()) {
    auto it = llvm::find_if(basis, [](int32_t c) { return c != 0; });
    if (it != basis.end())
      order.insert(it - basis.begin());
  }
  for (unsigned d = 0; d < cta.getRank(); ++d)
    order.insert(d);
  return order.takeVector();
}

/// The cluster layout of a distributed encoding, or null.
CTALayoutAttr getCTALayoutOf(Attribute encoding) {
  if (auto blocked = dyn_cast_or_null<BlockedEncodingAttr>(encoding))
    return blocked.getCTALayout();
  if (auto mma = dyn_cast_or_null<NvidiaMmaEncodingAttr>(encoding))
    return mma.getCTALayout();
  if (auto slice = dyn_cast_or_null<SliceEncodingAttr>(encoding)) {
    CTALayoutAttr parent = getCTALayoutOf(slice.getParent());
    if (!parent)
      return {};
    SmallVector<Basis> bases;
    for (Basis basis : parent.getBases()) {
      basis.erase(basis.begin() + slice.getDim());
      bases.push_back(basis);
    }
    return CTALayoutAttr::get(encoding.getContext(), parent.getRank() - 1, bases);
  }
  if (auto dot = dyn_cast_or_null<DotOperandEncodingAttr>(encoding)) {
    // The operand is the same for every CTA along K: the parent's bases
    // with their K coordinate dropped.
    CTALayoutAttr parent = getCTALayoutOf(dot.getParent());
    if (!parent)
      return {};
    unsigned rank = parent.getRank();
    unsigned kDim = dot.getOpIdx() == 0 ? rank - 1 : rank - 2;
    SmallVector<Basis> bases;
    for (Basis basis : parent.getBases()) {
      basis[kDim] = 0;
      bases.push_back(basis);
    }
    return CTALayoutAttr::get(encoding.getContext(), rank, bases);
  }
  return {};
}

bool isTensorLike(Type type) {
  if (auto ptr = dyn_cast<PointerType>(type))
    type = ptr.getPointeeType();
  return isa<RankedTensorType>(type);
}

RankedTensorType getTensor(Type type) {
  if (auto ptr = dyn_cast<PointerType>(type))
    type = ptr.getPointeeType();
  return dyn_cast<RankedTensorType>(type);
}

/// `type` (a tensor or a pointer to one) with its encoding replaced.
Type withEncoding(Type type, Attribute encoding) {
  if (auto ptr = dyn_cast<PointerType>(type))
    return PointerType::get(withEncoding(ptr.getPointeeType(), encoding), ptr.getAddressSpace());
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return RankedTensorType::get(tensor.getShape(), tensor.getElementType(), encoding);
  return type;
}

unsigned numUsers(Value value) { return std::distance(value.user_begin(), value.user_end()); }

//===----------------------------------------------------------------------===//
// The planner of one function
//===----------------------------------------------------------------------===//

class CTAPlanner {
public:
  CTAPlanner(FuncOp func)
      : func(func), ctx(func.getContext()),
        numWarps(TritonGPUDialect::lookupNumWarps(func).value_or(4)),
        threadsPerWarp(TritonGPUDialect::getThreadsPerWarp(func)),
        numCTAs(TritonGPUDialect::getNumCTAs(func)) {}

  LogicalResult run();

private:
  enum class Dir { Backward, Forward };

  // Anchors.
  void planDots();
  void planReduces();
  void planStores();

  // The work list.
  bool propagate(CastOp cast);
  bool propagateBackward(CastOp cast);
  bool propagateForward(CastOp cast);

  CastOp makeCast(OpBuilder &b, Location loc, Type type, Value input, Dir dir);
  void forget(ArrayRef<CastOp> casts);
  void insertCasts(Operation *op, ArrayRef<Attribute> operandLayouts,
                   ArrayRef<Attribute> resultLayouts);
  void joinCasts(CastOp forward, CastOp backward);

  Attribute replan(Attribute layout, ArrayRef<int64_t> shape, CTALayoutAttr cta, Operation *at);

  void planLoadStore(Operation *op, Attribute layout);
  void planElementwise(Operation *op, Attribute layout);
  void planConstant(arith::ConstantOp op, Attribute layout);
  void planExpandDims(ExpandDimsOp op, Attribute layout);
  void planIf(scf::IfOp op, unsigned index, Type type);
  void planFor(scf::ForOp op, unsigned index, Type type);
  void keepLayouts(Operation *op);
  bool planMultiUsersBackward(Value input, CastOp cast);
  void planMultiUsersForward(Value output, CastOp cast);

  void fail(Operation *op, const Twine &msg) {
    if (!failed)
      op->emitError() << "triton-nvidia-gpu-plan-cta: " << msg;
    failed = true;
  }

  FuncOp func;
  MLIRContext *ctx;
  unsigned numWarps, threadsPerWarp, numCTAs;
  bool tiled = false;
  bool failed = false;
  unsigned stepsUnchanged = 0;
  std::deque<CastOp> queue;
  DenseMap<Operation *, Dir> direction;
};

LogicalResult CTAPlanner::run() {
  planDots();
  if (!failed)
    planReduces();
  if (!failed && !tiled)
    planStores();

  constexpr unsigned kMaxSteps = 10000;
  unsigned steps = 0;
  while (!failed && !queue.empty()) {
    CastOp cast = queue.front();
    queue.pop_front();
    if (propagate(cast)) {
      stepsUnchanged = 0;
    } else {
      queue.push_back(cast);
      ++stepsUnchanged;
    }
    if (++steps >= kMaxSteps)
      fail(func, "layout propagation did not converge");
  }
  return failure(failed);
}

//===----------------------------------------------------------------------===//
// Anchors
//===----------------------------------------------------------------------===//

void CTAPlanner::planDots() {
  SmallVector<DotOp> dots;
  func.walk([&](DotOp dot) { dots.push_back(dot); });
  for (DotOp dot : dots) {
    if (tiled)
      return fail(dot, "a function with more than one tt.dot cannot be planned for a cluster "
                       "(Triton plans the cluster tiling from a single dot)");
    auto aTy = cast<RankedTensorType>(dot.getA().getType());
    auto bTy = cast<RankedTensorType>(dot.getB().getType());
    auto dTy = cast<RankedTensorType>(dot.getD().getType());
    auto aEnc = dyn_cast_or_null<DotOperandEncodingAttr>(aTy.getEncoding());
    auto bEnc = dyn_cast_or_null<DotOperandEncodingAttr>(bTy.getEncoding());
    auto dEnc = dyn_cast_or_null<BlockedEncodingAttr>(dTy.getEncoding());
    if (!aEnc || !bEnc || !dEnc || dTy.getRank() != 2)
      return fail(dot, "expects a 2-D tt.dot with dot_op operands and a blocked accumulator "
                       "(the layouts convert-triton-to-tritongpu and coalescing give)");

    // M in chunks of 128 rows, then 64, as long as N chunks keep 64 columns.
    unsigned ctas = 1u << dEnc.getCTALayout().getBases().size();
    int64_t m = dTy.getDimSize(0), n = dTy.getDimSize(1);
    unsigned splitM = 1, splitN = ctas;
    for (int64_t chunkM = 128; chunkM >= 64; chunkM /= 2) {
      splitM = std::clamp<int64_t>(m / chunkM, 1, ctas);
      splitN = ctas / splitM;
      if (n / splitN >= 64)
        break;
    }
    tiled = true;

    CTALayoutAttr cta = ctaLayoutFromSplits(ctx, {splitM, splitN}, {splitM, splitN}, {1, 0});
    Attribute newD = getBlockedEncodingForCTALayout(ctx, dTy.getShape(), dEnc.getSizePerThread(),
                                                    dEnc.getOrder(), numWarps, threadsPerWarp, cta);
    Attribute newA = DotOperandEncodingAttr::get(ctx, aEnc.getOpIdx(), newD, 0);
    Attribute newB = DotOperandEncodingAttr::get(ctx, bEnc.getOpIdx(), newD, 0);
    insertCasts(dot, {newA, newB, newD}, {newD});
  }
}

void CTAPlanner::planReduces() {
  SmallVector<ReduceOp> reduces;
  func.walk([&](ReduceOp reduce) { reduces.push_back(reduce); });
  for (ReduceOp reduce : reduces) {
    auto srcTy = cast<RankedTensorType>(reduce.getSrcs()[0].getType());
    auto blocked = dyn_cast_or_null<BlockedEncodingAttr>(srcTy.getEncoding());
    if (!blocked)
      return fail(reduce, "expects a tt.reduce of a blocked tensor");
    unsigned rank = srcTy.getRank();
    unsigned axis = reduce.getAxis();
    ArrayRef<unsigned> order = blocked.getOrder();
    std::optional<tt::LinearLayout> layout =
        toLinearLayout(srcTy.getShape(), srcTy.getEncoding());
    if (!layout)
      return fail(reduce, "cannot read the layout of the reduced tensor");

    // Slowest dimension first, never the reduced one; whatever is left goes
    // to the slowest non-reduced dimension, or copies the 1-D tensor.
    SmallVector<unsigned> ctasPerCGA(rank, 1);
    unsigned left = numCTAs;
    for (unsigned i = rank; i-- > 0;) {
      unsigned d = order[i];
      if (d == axis)
        continue;
      int64_t contig = std::max(1, tt::getContiguousElementsPerThread(*layout, d));
      ctasPerCGA[d] = std::min<int64_t>(srcTy.getDimSize(d) / contig, left);
      if (ctasPerCGA[d] == 0)
        return fail(reduce, "the reduced tensor is too small to split over the cluster");
      left /= ctasPerCGA[d];
    }
    for (unsigned i = rank; i-- > 0;) {
      if (order[i] != axis) {
        ctasPerCGA[order[i]] *= left;
        break;
      }
    }
    SmallVector<unsigned> splitNum = ctasPerCGA;
    ctasPerCGA[order[rank - 1]] *= left;
    unsigned total = 1;
    for (unsigned c : ctasPerCGA)
      total *= c;
    if (total != numCTAs)
      return fail(reduce, "cannot split a tensor this small over " + Twine(numCTAs) +
                              " CTAs while keeping the reduced dimension in one CTA");

    CTALayoutAttr cta = ctaLayoutFromSplits(ctx, ctasPerCGA, splitNum,
                                            getCTAOrder(blocked.getCTALayout()));
    if (!tiled)
      tiled = true;
    Attribute newSrc = getBlockedEncodingForCTALayout(
        ctx, srcTy.getShape(), blocked.getSizePerThread(), order, numWarps, threadsPerWarp, cta);
    Attribute newResult = SliceEncodingAttr::get(ctx, axis, newSrc);
    SmallVector<Attribute> srcLayouts(reduce->getNumOperands(), newSrc);
    SmallVector<Attribute> resultLayouts(reduce->getNumResults(), newResult);
    insertCasts(reduce, srcLayouts, resultLayouts);
  }
}

void CTAPlanner::planStores() {
  SmallVector<Operation *> stores;
  func.walk([&](Operation *op) {
    if (isa<StoreOp, AtomicRMWOp, AtomicCASOp>(op))
      stores.push_back(op);
  });
  // The first store-like op of a tensor fixes the tiling of them all.
  CTALayoutAttr cta;
  for (Operation *store : stores) {
    auto ptrTy = dyn_cast<RankedTensorType>(store->getOperand(0).getType());
    if (!ptrTy)
      continue;
    if (!tiled) {
      cta = getCTALayoutOf(ptrTy.getEncoding());
      if (!cta)
        return fail(store, "expects a store of a blocked tensor");
      tiled = true;
    }
    Attribute layout = replan(ptrTy.getEncoding(), ptrTy.getShape(), cta, store);
    if (!layout)
      return;
    planElementwise(store, layout);
  }
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

CastOp CTAPlanner::makeCast(OpBuilder &b, Location loc, Type type, Value input, Dir dir) {
  auto cast = CastOp::create(b, loc, TypeRange{type}, ValueRange{input});
  direction[cast] = dir;
  queue.push_back(cast);
  return cast;
}

/// Erases casts that no longer have users and drops them from the queue.
void CTAPlanner::forget(ArrayRef<CastOp> casts) {
  DenseSet<Operation *> gone;
  for (CastOp cast : casts) {
    gone.insert(cast);
    direction.erase(cast);
    cast.erase();
  }
  llvm::erase_if(queue, [&](CastOp cast) { return gone.contains(cast); });
}

/// Puts `op` in the given layouts: casts from the old types before its
/// tensor operands, and from the new types back to the old after its results.
void CTAPlanner::insertCasts(Operation *op, ArrayRef<Attribute> operandLayouts,
                             ArrayRef<Attribute> resultLayouts) {
  OpBuilder b(op);
  for (auto [i, layout] : llvm::enumerate(operandLayouts)) {
    Value operand = op->getOperand(i);
    if (!isTensorLike(operand.getType()))
      continue;
    CastOp cast =
        makeCast(b, op->getLoc(), withEncoding(operand.getType(), layout), operand, Dir::Backward);
    op->setOperand(i, cast.getResult(0));
  }
  b.setInsertionPointAfter(op);
  for (auto [i, layout] : llvm::enumerate(resultLayouts)) {
    Value result = op->getResult(i);
    Type oldType = result.getType();
    if (!isTensorLike(oldType))
      continue;
    CastOp cast = makeCast(b, op->getLoc(), oldType, result, Dir::Forward);
    result.setType(withEncoding(oldType, layout));
    result.replaceAllUsesExcept(cast.getResult(0), cast);
  }
}

/// forward(x) feeding backward: x itself, or a convert_layout of x.
void CTAPlanner::joinCasts(CastOp forward, CastOp backward) {
  if (direction.lookup(forward) != Dir::Forward || direction.lookup(backward) != Dir::Backward)
    return fail(backward, "unexpected chain of layout casts");
  Value input = forward.getOperand(0);
  Value output = backward.getResult(0);
  if (input.getType() == output.getType()) {
    output.replaceAllUsesWith(input);
  } else {
    if (!isa<RankedTensorType>(input.getType()))
      return fail(backward, "a block pointer would need a layout conversion");
    OpBuilder b(backward);
    auto cvt = ConvertLayoutOp::create(b, backward.getLoc(), output.getType(), input);
    output.replaceAllUsesWith(cvt.getResult());
  }
  forget({backward, forward});
}

/// `layout` with its cluster layout replaced, rebuilt as Triton does.
Attribute CTAPlanner::replan(Attribute layout, ArrayRef<int64_t> shape, CTALayoutAttr cta,
                             Operation *at) {
  auto blocked = dyn_cast_or_null<BlockedEncodingAttr>(layout);
  if (!blocked) {
    fail(at, isa_and_nonnull<SliceEncodingAttr>(layout)
                 ? "cannot move a sliced layout to a new cluster tiling (Triton's plan-cta "
                   "would build a blocked layout of the wrong rank here)"
                 : "cannot move this layout to a new cluster tiling");
    return {};
  }
  if (cta.getRank() != blocked.getRank()) {
    fail(at, "the cluster tiling has another rank than the tensor");
    return {};
  }
  return getBlockedEncodingForCTALayout(ctx, shape, blocked.getSizePerThread(), blocked.getOrder(),
                                        numWarps, threadsPerWarp, cta);
}

//===----------------------------------------------------------------------===//
// Propagation
//===----------------------------------------------------------------------===//

bool CTAPlanner::propagate(CastOp cast) {
  return direction.lookup(cast) == Dir::Backward ? propagateBackward(cast)
                                                 : propagateForward(cast);
}

bool isElementwise(Operation *op) {
  if (auto ext = dyn_cast<ExternElementwiseOp>(op))
    return ext.getPure();
  return isa<arith::AddFOp, arith::AddIOp, arith::AndIOp, arith::CeilDivSIOp, arith::CeilDivUIOp,
             arith::DivFOp, arith::DivSIOp, arith::DivUIOp, arith::ExtFOp, arith::ExtSIOp,
             arith::ExtUIOp, arith::FloorDivSIOp, arith::FPToSIOp, arith::FPToUIOp,
             arith::MaximumFOp, arith::MaxNumFOp, arith::MaxSIOp, arith::MaxUIOp,
             arith::MinimumFOp, arith::MinNumFOp, arith::MinSIOp, arith::MinUIOp, arith::MulFOp,
             arith::MulIOp, arith::MulUIExtendedOp, arith::MulSIExtendedOp, arith::NegFOp,
             arith::OrIOp, arith::RemFOp, arith::RemSIOp, arith::RemUIOp, arith::ShLIOp,
             arith::ShRSIOp, arith::ShRUIOp, arith::SIToFPOp, arith::SubFOp, arith::SubIOp,
             arith::TruncFOp, arith::TruncIOp, arith::UIToFPOp, arith::XOrIOp, arith::CmpIOp,
             arith::CmpFOp, arith::SelectOp>(op) ||
         isa<math::AbsFOp, math::AbsIOp, math::AtanOp, math::Atan2Op, math::CeilOp,
             math::CopySignOp, math::CosOp, math::SinOp, math::CountLeadingZerosOp,
             math::CountTrailingZerosOp, math::CtPopOp, math::ErfOp, math::ExpOp, math::Exp2Op,
             math::FloorOp, math::ExpM1Op, math::FmaOp, math::LogOp, math::Log10Op,
             math::Log1pOp, math::Log2Op, math::PowFOp, math::SqrtOp, math::RsqrtOp,
             math::TanhOp>(op) ||
         isa<IntToPtrOp, PtrToIntOp, BitcastOp, FpToFpOp, AddPtrOp, PreciseSqrtOp,
             PreciseDivFOp, AdvanceOp>(op);
}

bool isLoadStore(Operation *op) {
  return isa<LoadOp, StoreOp, AtomicRMWOp, AtomicCASOp, DescriptorLoadOp, DescriptorStoreOp,
             DescriptorGatherOp, DescriptorScatterOp>(op);
}

bool CTAPlanner::propagateBackward(CastOp cast) {
  Value input = cast.getOperand(0);
  unsigned users = numUsers(input);
  if (users > 1)
    return planMultiUsersBackward(input, cast);
  Attribute layout = getTensor(cast.getResult(0).getType()).getEncoding();
  Operation *op = input.getDefiningOp();
  if (!op) {
    auto arg = llvm::cast<BlockArgument>(input);
    auto forOp = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
    if (!forOp || arg.getArgNumber() == 0) {
      fail(cast, "cannot change the layout of a tensor argument of '" +
                     arg.getOwner()->getParentOp()->getName().getStringRef() + "'");
      return true;
    }
    planFor(forOp, arg.getArgNumber() - 1, cast.getResult(0).getType());
  } else if (auto prev = dyn_cast<CastOp>(op)) {
    joinCasts(prev, cast);
  } else if (isLoadStore(op)) {
    planLoadStore(op, layout);
  } else if (isElementwise(op)) {
    planElementwise(op, layout);
  } else if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    planConstant(constant, layout);
  } else if (isa<SplatOp, MakeRangeOp, MakeTensorPtrOp>(op)) {
    SmallVector<Attribute> none(op->getNumOperands(), Attribute());
    insertCasts(op, none, {layout});
  } else if (isa<BroadcastOp>(op)) {
    insertCasts(op, {layout}, {layout});
  } else if (auto expand = dyn_cast<ExpandDimsOp>(op)) {
    planExpandDims(expand, layout);
  } else if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    planIf(ifOp, llvm::cast<OpResult>(input).getResultNumber(), cast.getResult(0).getType());
  } else if (auto forOp = dyn_cast<scf::ForOp>(op)) {
    planFor(forOp, llvm::cast<OpResult>(input).getResultNumber(), cast.getResult(0).getType());
  } else if (auto cvt = dyn_cast<ConvertLayoutOp>(op)) {
    // The cast now starts from the conversion's source.
    cvt.getResult().replaceAllUsesWith(cvt.getSrc());
    cvt.erase();
    queue.push_back(cast);
  } else {
    keepLayouts(op);
  }
  return true;
}

bool CTAPlanner::propagateForward(CastOp cast) {
  Value output = cast.getResult(0);
  unsigned users = numUsers(output);
  if (users == 0) {
    forget({cast});
    return true;
  }
  if (users > 1) {
    planMultiUsersForward(output, cast);
    return true;
  }
  Attribute layout = getTensor(cast.getOperand(0).getType()).getEncoding();
  OpOperand &use = *output.use_begin();
  Operation *op = use.getOwner();
  if (auto next = dyn_cast<CastOp>(op)) {
    joinCasts(cast, next);
  } else if (isLoadStore(op)) {
    planLoadStore(op, layout);
  } else if (isElementwise(op)) {
    planElementwise(op, layout);
  } else if (auto cvt = dyn_cast<ConvertLayoutOp>(op)) {
    // The cast now ends in the conversion's result type.
    output.setType(cvt.getResult().getType());
    cvt.getResult().replaceAllUsesWith(output);
    cvt.erase();
    queue.push_back(cast);
  } else if (auto forOp = dyn_cast<scf::ForOp>(op)) {
    planFor(forOp, use.getOperandNumber() - forOp.getNumControlOperands(),
            cast.getOperand(0).getType());
  } else if (auto yield = dyn_cast<scf::YieldOp>(op)) {
    Operation *parent = yield->getParentOp();
    Type type = cast.getOperand(0).getType();
    if (auto ifOp = dyn_cast<scf::IfOp>(parent))
      planIf(ifOp, use.getOperandNumber(), type);
    else if (auto forOp = dyn_cast<scf::ForOp>(parent))
      planFor(forOp, use.getOperandNumber(), type);
    else
      fail(yield, "cannot carry a new layout through '" + parent->getName().getStringRef() + "'");
  } else {
    keepLayouts(op);
  }
  return true;
}

/// Loads, stores and atomics take the cluster layout of `layout`, each
/// tensor keeping the rest of its own layout.
void CTAPlanner::planLoadStore(Operation *op, Attribute layout) {
  // A slice whose sliced dimension is split over CTAs: keep the op's own
  // layout and let the join convert across CTAs.
  if (auto slice = dyn_cast<SliceEncodingAttr>(layout)) {
    CTALayoutAttr parent = getCTALayoutOf(slice.getParent());
    if (parent && getCTAsPerCGA(parent)[slice.getDim()] > 1) {
      Value value = op->getNumResults() ? op->getResult(0) : op->getOperand(0);
      return planLoadStore(op, getTensor(value.getType()).getEncoding());
    }
  }
  CTALayoutAttr cta = getCTALayoutOf(layout);
  if (!cta)
    return fail(op, "cannot read the cluster layout to give this op");
  auto newLayout = [&](Type type) -> Attribute {
    RankedTensorType tensor = getTensor(type);
    if (!tensor)
      return {};
    return replan(tensor.getEncoding(), tensor.getShape(), cta, op);
  };
  SmallVector<Attribute> operands, results;
  for (Value operand : op->getOperands())
    operands.push_back(newLayout(operand.getType()));
  for (Value result : op->getResults())
    results.push_back(newLayout(result.getType()));
  if (!failed)
    insertCasts(op, operands, results);
}

void CTAPlanner::planElementwise(Operation *op, Attribute layout) {
  SmallVector<Attribute> operands(op->getNumOperands(), layout);
  SmallVector<Attribute> results(op->getNumResults(), layout);
  insertCasts(op, operands, results);
}

void CTAPlanner::planConstant(arith::ConstantOp op, Attribute layout) {
  auto tensor = dyn_cast<RankedTensorType>(op.getType());
  auto splat = dyn_cast<SplatElementsAttr>(op.getValue());
  if (tensor) {
    if (!splat)
      return fail(op, "cannot change the layout of a non-splat constant");
    auto newType = RankedTensorType::get(tensor.getShape(), tensor.getElementType(), layout);
    op.setValueAttr(SplatElementsAttr::get(newType, splat.getSplatValue<Attribute>()));
  }
  insertCasts(op, {}, {layout});
}

void CTAPlanner::planExpandDims(ExpandDimsOp op, Attribute layout) {
  Attribute src = SliceEncodingAttr::get(ctx, op.getAxis(), layout);
  insertCasts(op, {src}, {layout});
}

/// Result `index` of the if, and what both branches yield there, to `type`.
void CTAPlanner::planIf(scf::IfOp op, unsigned index, Type type) {
  if (op.getElseRegion().empty())
    return fail(op, "expects an scf.if with results to have an else branch");
  OpBuilder b(ctx);
  Value result = op.getResult(index);
  b.setInsertionPointAfter(op);
  CastOp after = makeCast(b, op.getLoc(), result.getType(), result, Dir::Forward);
  result.setType(type);
  result.replaceAllUsesExcept(after.getResult(0), after);
  for (scf::YieldOp yield : {op.thenYield(), op.elseYield()}) {
    b.setInsertionPoint(yield);
    CastOp before = makeCast(b, op.getLoc(), type, yield.getOperand(index), Dir::Backward);
    yield->setOperand(index, before.getResult(0));
  }
}

/// Iteration value `index` of the loop (init, argument, yield, result) to `type`.
void CTAPlanner::planFor(scf::ForOp op, unsigned index, Type type) {
  Block *body = op.getBody();
  auto yield = cast<scf::YieldOp>(body->getTerminator());
  if (index >= op.getNumResults())
    return fail(op, "unexpected scf.for operand");
  OpBuilder b(op);
  Location loc = op.getLoc();

  OpOperand &init = op->getOpOperand(index + op.getNumControlOperands());
  CastOp castInit = makeCast(b, loc, type, init.get(), Dir::Backward);
  init.set(castInit.getResult(0));

  Value arg = body->getArgument(index + 1);
  b.setInsertionPointToStart(body);
  CastOp castArg = makeCast(b, loc, arg.getType(), arg, Dir::Forward);
  arg.setType(type);
  arg.replaceAllUsesExcept(castArg.getResult(0), castArg);

  b.setInsertionPoint(yield);
  CastOp castYield = makeCast(b, loc, type, yield.getOperand(index), Dir::Backward);
  yield->setOperand(index, castYield.getResult(0));

  Value result = op.getResult(index);
  b.setInsertionPointAfter(op);
  CastOp castResult = makeCast(b, loc, result.getType(), result, Dir::Forward);
  result.setType(type);
  result.replaceAllUsesExcept(castResult.getResult(0), castResult);
}

/// An op with no rule keeps its layouts: casts of unchanged type around it
/// stop the propagation there.
void CTAPlanner::keepLayouts(Operation *op) {
  OpBuilder b(op);
  for (OpOperand &operand : op->getOpOperands()) {
    Type type = operand.get().getType();
    if (!isTensorLike(type))
      continue;
    CastOp cast = makeCast(b, op->getLoc(), type, operand.get(), Dir::Backward);
    operand.set(cast.getResult(0));
  }
  b.setInsertionPointAfter(op);
  for (Value result : op->getResults()) {
    if (!isTensorLike(result.getType()))
      continue;
    CastOp cast = makeCast(b, op->getLoc(), result.getType(), result, Dir::Forward);
    result.replaceAllUsesExcept(cast.getResult(0), cast);
  }
}

/// A value several users want in layouts of their own: once every user is
/// a cast, one producer per wanted type (the first in place, the others
/// clones) each with a single backward cast.
bool CTAPlanner::planMultiUsersBackward(Value input, CastOp cast) {
  Location loc = input.getLoc();
  OpBuilder b(ctx);
  llvm::MapVector<Type, SmallVector<CastOp>> byType;
  for (OpOperand &use : llvm::make_early_inc_range(input.getUses())) {
    auto sibling = dyn_cast<CastOp>(use.getOwner());
    if (!sibling) {
      // Wait while other casts may still reach this value.
      if (stepsUnchanged <= queue.size())
        return false;
      b.setInsertionPoint(use.getOwner());
      sibling = makeCast(b, loc, cast.getResult(0).getType(), input, Dir::Backward);
      CastOp back = makeCast(b, loc, input.getType(), sibling.getResult(0), Dir::Forward);
      use.set(back.getResult(0));
    }
    byType[sibling.getResult(0).getType()].push_back(sibling);
  }

  bool first = true;
  for (auto &[type, siblings] : byType) {
    Value source = input;
    if (!first) {
      Operation *def = input.getDefiningOp();
      if (!def || def->getNumResults() != 1) {
        fail(cast, "a value wanted in several layouts cannot be duplicated here");
        return true;
      }
      b.setInsertionPointAfter(def);
      source = b.clone(*def)->getResult(0);
    }
    first = false;
    if (Operation *def = source.getDefiningOp())
      b.setInsertionPointAfter(def);
    else
      b.setInsertionPointToStart(llvm::cast<BlockArgument>(source).getOwner());
    CastOp merged = makeCast(b, loc, type, source, Dir::Backward);
    for (CastOp sibling : siblings)
      sibling.getResult(0).replaceAllUsesWith(merged.getResult(0));
    forget(siblings);
  }
  return true;
}

/// A forward cast with several users: one forward cast per use.
void CTAPlanner::planMultiUsersForward(Value output, CastOp cast) {
  Value source = cast.getOperand(0);
  OpBuilder b(ctx);
  b.setInsertionPointAfter(cast);
  while (!output.use_empty()) {
    CastOp single = makeCast(b, cast.getLoc(), output.getType(), source, Dir::Forward);
    output.use_begin()->set(single.getResult(0));
  }
  direction.erase(cast);
  cast.erase();
}

struct PlanCTAPass
    : public mlir::triton::nvidia_gpu::impl::TritonGPUPlanCTAPassBase<PlanCTAPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // One CTA: every layout already covers the whole tensor in that CTA.
    if (TritonGPUDialect::getNumCTAs(module) == 1)
      return;
    for (auto func : llvm::to_vector(module.getOps<FuncOp>())) {
      CTAPlanner planner(func);
      if (failed(planner.run()))
        return signalPassFailure();
    }
  }
};

} // namespace
