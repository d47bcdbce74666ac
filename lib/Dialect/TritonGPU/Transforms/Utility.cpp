//===- Utility.cpp - layout choices the TritonGPU passes share ------------===//

#include "tt/Dialect/TritonGPU/Transforms/Utility.h"

#include "tt/Tools/LayoutQueries.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::triton::gpu;

/// A slice's cluster layout: its parent's without the sliced dimension, as
/// Triton's SliceEncodingAttr has it (CTAs that split the parent along that
/// dimension hold copies of the slice).
static CTALayoutAttr getSlicedClusterLayout(SliceEncodingAttr slice, unsigned rank, int numCTAs) {
  CTALayoutAttr parent = getClusterLayoutOf(slice.getParent(), rank + 1, numCTAs);
  if (!parent)
    return {};
  std::vector<tt::LinearLayout::Basis> bases = parent.getBases();
  for (tt::LinearLayout::Basis &basis : bases)
    basis.erase(basis.begin() + slice.getDim());
  return CTALayoutAttr::get(slice.getContext(), rank, bases);
}

CTALayoutAttr mlir::triton::gpu::getClusterLayoutOf(Attribute encoding, unsigned rank,
                                                    int numCTAs) {
  if (!encoding) // a tensor without a layout (TTIR) has no cluster layout
    return {};
  CTALayoutAttr layout;
  if (auto blocked = dyn_cast<BlockedEncodingAttr>(encoding))
    layout = blocked.getCTALayout();
  else if (auto mma = dyn_cast<NvidiaMmaEncodingAttr>(encoding))
    layout = mma.getCTALayout();
  else if (auto slice = dyn_cast<SliceEncodingAttr>(encoding))
    return getSlicedClusterLayout(slice, rank, numCTAs);
  if (layout && layout.getRank() == rank)
    return layout;
  if (numCTAs == 1)
    return CTALayoutAttr::getDefault(encoding.getContext(), rank);
  return {};
}

SwizzledSharedEncodingAttr mlir::triton::gpu::getDotOperandSharedEncoding(
    DotOperandEncodingAttr operand, ArrayRef<int64_t> shape, ArrayRef<unsigned> order,
    CTALayoutAttr cluster, unsigned bitwidth, bool needTrans) {
  MLIRContext *context = operand.getContext();
  auto mma = dyn_cast<NvidiaMmaEncodingAttr>(operand.getParent());
  if (!mma)
    return SwizzledSharedEncodingAttr::get(context, 1, 1, 1, order, cluster);
  if (!mma.isAmpere() && !mma.isHopper())
    return {};
  return getMmaOperandSharedEncoding(context, operand.getOpIdx(), operand.getKWidth(), shape,
                                     order, cluster, bitwidth, needTrans);
}

SwizzledSharedEncodingAttr mlir::triton::gpu::getMmaOperandSharedEncoding(
    MLIRContext *context, unsigned opIdx, unsigned kWidth, ArrayRef<int64_t> shape,
    ArrayRef<unsigned> order, CTALayoutAttr cluster, unsigned bitwidth, bool needTrans) {
  int64_t contiguous = shape[order[0]] / cluster.getSplitNum()[order[0]];
  // A bank row is 1024 bits: short rows share a phase.
  int perPhase = std::max<int64_t>(1024 / (bitwidth * contiguous), 1);
  int vec = 4 * kWidth;
  int mmaStride = 8;
  // Read through a transpose, the operand's K is the buffer's other
  // dimension: the same as reading the other operand.
  if (needTrans)
    std::swap(vec, mmaStride);
  unsigned rank = order.size();
  unsigned kDim = opIdx == 0 ? rank - 1 : rank - 2;
  if (order[0] != kDim)
    std::swap(vec, mmaStride);
  int maxPhase = std::max<int>(std::min<int>(mmaStride, 1024 / (vec * bitwidth)), 1);
  maxPhase = std::max(maxPhase / perPhase, 1);
  return SwizzledSharedEncodingAttr::get(context, vec, perPhase, maxPhase, order, cluster);
}

namespace {
/// Elements consecutive along each dimension in a thread's registers, the
/// dimensions taken in the registers' order, each continuing where the
/// previous one's run of bases stopped (Triton's getContigPerThread).
SmallVector<unsigned> getContigPerThread(const tt::LinearLayout &layout,
                                         ArrayRef<unsigned> registerOrder) {
  SmallVector<unsigned> contig(registerOrder.size(), 1);
  ArrayRef<tt::LinearLayout::Basis> bases = layout.getBases("register");
  size_t next = 0;
  for (unsigned dim : registerOrder) {
    while (next < bases.size()) {
      tt::LinearLayout::Basis expected(registerOrder.size(), 0);
      expected[dim] = contig[dim];
      if (bases[next] != expected)
        break;
      contig[dim] *= 2;
      ++next;
    }
  }
  return contig;
}

/// Whether `layout` starts with the microtile of an mma.sync operand along
/// `order` (inner, outer): kWidth registers then 4 lanes along the inner
/// dimension, 8 lanes along the outer one; and every further register, lane,
/// warp and block basis lies beyond the tile (Triton's nvidiaMmaTile as a
/// left factor of the layout, divideLeft).
bool startsWithMmaTile(const tt::LinearLayout &layout, ArrayRef<unsigned> order,
                       unsigned kWidth) {
  unsigned rank = layout.getOutDims().size();
  unsigned inner = order[0], outer = order[1];
  auto basisAlong = [&](unsigned dim, int32_t step) {
    tt::LinearLayout::Basis basis(rank, 0);
    basis[dim] = step;
    return basis;
  };
  SmallVector<tt::LinearLayout::Basis> tileRegisters, tileLanes;
  for (unsigned step = 1; step < kWidth; step *= 2)
    tileRegisters.push_back(basisAlong(inner, step));
  for (unsigned step = kWidth; step < 4 * kWidth; step *= 2)
    tileLanes.push_back(basisAlong(inner, step));
  for (int32_t step = 1; step < 8; step *= 2)
    tileLanes.push_back(basisAlong(outer, step));
  SmallVector<int32_t> tileSize(rank, 1);
  tileSize[inner] = 4 * kWidth;
  tileSize[outer] = 8;
  for (unsigned d = 0; d < rank; ++d)
    if (layout.getOutDims()[d].size < tileSize[d])
      return false;
  auto beyondTile = [&](const tt::LinearLayout::Basis &basis) {
    for (unsigned d = 0; d < rank; ++d)
      if (basis[d] % tileSize[d] != 0)
        return false;
    return true;
  };
  for (const tt::LinearLayout::InDim &in : layout.getInDims()) {
    ArrayRef<tt::LinearLayout::Basis> tile = in.name == "register" ? ArrayRef(tileRegisters)
                                             : in.name == "lane"   ? ArrayRef(tileLanes)
                                                                   : ArrayRef<tt::LinearLayout::Basis>();
    if (in.bases.size() < tile.size())
      return false;
    for (size_t i = 0; i < in.bases.size(); ++i) {
      bool matches = i < tile.size() ? in.bases[i] == tile[i] : beyondTile(in.bases[i]);
      if (!matches)
        return false;
    }
  }
  return layout.hasInDim("register") || tileRegisters.empty();
}
} // namespace

SwizzledSharedEncodingAttr
mlir::triton::gpu::getMmaTileLikeSharedEncoding(RankedTensorType type, CTALayoutAttr cluster) {
  unsigned rank = type.getRank();
  std::optional<tt::LinearLayout> layout = toLinearLayout(type.getShape(), type.getEncoding());
  if (rank < 2 || !layout || !layout->hasInDim("lane") || !cluster ||
      !type.getElementType().isIntOrFloat())
    return {};
  SmallVector<unsigned> registerOrder = tt::getOrderAlong(*layout, "register", {});
  SmallVector<unsigned> laneOrder = tt::getOrderAlong(*layout, "lane", registerOrder);
  // K contiguous: A is [.., m, k] (k fastest), B is [.., k, n] (k, then n).
  SmallVector<unsigned> rowMajor;
  for (unsigned d = rank; d-- > 0;)
    rowMajor.push_back(d);
  SmallVector<unsigned> columnMajor = rowMajor;
  std::swap(columnMajor[0], columnMajor[1]);
  unsigned opIdx;
  if (laneOrder == rowMajor)
    opIdx = 0;
  else if (laneOrder == columnMajor)
    opIdx = 1;
  else
    return {};
  unsigned kWidth = getContigPerThread(*layout, registerOrder)[laneOrder[0]];
  if (!startsWithMmaTile(*layout, laneOrder, kWidth))
    return {};
  return getMmaOperandSharedEncoding(type.getContext(), opIdx, kWidth, type.getShape(), laneOrder,
                                     cluster, type.getElementTypeBitWidth());
}

SwizzledSharedEncodingAttr
mlir::triton::gpu::getSharedEncodingIfAllUsersReadDotLike(Value value, bool &incompatible) {
  incompatible = false;
  int numCTAs = TritonGPUDialect::getNumCTAs(value.getParentRegion()->getParentOp());
  SwizzledSharedEncodingAttr common;
  for (Operation *user : value.getUsers()) {
    if (user->getNumResults() != 1)
      return {};
    Value result = user->getResult(0);
    SwizzledSharedEncodingAttr needed;
    if (auto view = dyn_cast<MemDescType>(result.getType())) {
      // A view of a buffer already in shared memory: its own readers decide.
      needed = dyn_cast<SwizzledSharedEncodingAttr>(view.getEncoding());
      if (!needed || !getSharedEncodingIfAllUsersReadDotLike(result, incompatible))
        return {};
    } else {
      if (!isa<LocalLoadOp, ConvertLayoutOp>(user))
        return {};
      auto dstType = cast<RankedTensorType>(result.getType());
      if (auto operand = dyn_cast<DotOperandEncodingAttr>(dstType.getEncoding())) {
        if (auto source = dyn_cast<RankedTensorType>(value.getType())) {
          needed = getStagingEncodingForDotOperand(source, operand, numCTAs);
        } else {
          auto buffer = cast<MemDescType>(value.getType());
          CTALayoutAttr cluster = getClusterLayoutOf(operand, buffer.getRank(), numCTAs);
          if (auto shared = dyn_cast<SwizzledSharedEncodingAttr>(buffer.getEncoding());
              shared && cluster)
            needed = getDotOperandSharedEncoding(operand, buffer.getShape(), shared.getOrder(),
                                                 cluster, buffer.getElementTypeBitWidth());
        }
      } else {
        // A linear layout carries no cluster layout: the source's stands in.
        Attribute sourceEncoding;
        if (auto source = dyn_cast<RankedTensorType>(value.getType()))
          sourceEncoding = source.getEncoding();
        Attribute clusterOf = isa<LinearEncodingAttr>(dstType.getEncoding())
                                  ? sourceEncoding
                                  : dstType.getEncoding();
        CTALayoutAttr cluster;
        if (clusterOf)
          cluster = getClusterLayoutOf(clusterOf, dstType.getRank(), numCTAs);
        else if (numCTAs == 1)
          cluster = CTALayoutAttr::getDefault(dstType.getContext(), dstType.getRank());
        needed = getMmaTileLikeSharedEncoding(dstType, cluster);
      }
      if (!needed)
        return {};
    }
    if (common && common != needed) {
      incompatible = true;
      return {};
    }
    common = needed;
  }
  return common;
}

//===----------------------------------------------------------------------===//
// Structured control flow with more results
//===----------------------------------------------------------------------===//

scf::ForOp mlir::triton::gpu::replaceForOpWithNewSignature(
    OpBuilder &builder, scf::ForOp loop, ValueRange newIterOperands,
    SmallVectorImpl<std::tuple<Value, Value>> &replacements) {
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPoint(loop);
  SmallVector<Value> inits(loop.getInitArgs());
  inits.append(newIterOperands.begin(), newIterOperands.end());
  auto newLoop = scf::ForOp::create(builder, loop.getLoc(), loop.getLowerBound(),
                                    loop.getUpperBound(), loop.getStep(), inits);
  newLoop->setAttrs(loop->getAttrs());
  // The old body, with its block arguments, becomes the new loop's.
  newLoop.getBody()->erase();
  newLoop.getRegion().getBlocks().splice(newLoop.getRegion().getBlocks().begin(),
                                         loop.getRegion().getBlocks());
  for (Value operand : newIterOperands)
    newLoop.getBody()->addArgument(operand.getType(), operand.getLoc());
  for (auto [oldResult, newResult] :
       llvm::zip(loop.getResults(), newLoop.getResults().take_front(loop.getNumResults())))
    replacements.push_back({oldResult, newResult});
  return newLoop;
}

scf::IfOp mlir::triton::gpu::replaceIfOpWithNewSignature(
    OpBuilder &builder, scf::IfOp ifOp, TypeRange newResultTypes,
    SmallVectorImpl<std::tuple<Value, Value>> &replacements) {
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPoint(ifOp);
  SmallVector<Type> resultTypes(ifOp.getResultTypes());
  resultTypes.append(newResultTypes.begin(), newResultTypes.end());
  auto newIf = scf::IfOp::create(builder, ifOp.getLoc(), resultTypes, ifOp.getCondition());
  newIf->setAttrs(ifOp->getAttrs());
  newIf.getThenRegion().takeBody(ifOp.getThenRegion());
  newIf.getElseRegion().takeBody(ifOp.getElseRegion());
  scf::IfOp::ensureTerminator(newIf.getThenRegion(), builder, ifOp.getLoc());
  scf::IfOp::ensureTerminator(newIf.getElseRegion(), builder, ifOp.getLoc());
  for (auto [oldResult, newResult] :
       llvm::zip(ifOp.getResults(), newIf.getResults().take_front(ifOp.getNumResults())))
    replacements.push_back({oldResult, newResult});
  return newIf;
}

namespace {

/// Liveness of a loop's carried values, assuming nothing is live until a
/// use outside the loop or an op with effects inside it reads it. A dead
/// carried value is made to yield its own iteration argument, which the
/// canonicalizer then removes with the computation that fed it.
struct ForOpDeadArgElimination : public OpRewritePattern<scf::ForOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::ForOp loop, PatternRewriter &rewriter) const override {
    Block &body = *loop.getBody();
    auto yield = cast<scf::YieldOp>(body.getTerminator());
    DenseSet<Value> live;
    SmallVector<Value> queue;
    auto markLive = [&](Value value) {
      // Only values defined inside the loop need tracking.
      if (!loop->isAncestor(value.getParentRegion()->getParentOp()))
        return;
      if (live.insert(value).second)
        queue.push_back(value);
    };
    for (auto [index, result] : llvm::enumerate(loop.getResults()))
      if (!result.use_empty())
        markLive(yield.getOperand(index));
    if (live.size() == loop.getNumResults())
      return failure();
    body.walk([&](Operation *op) {
      if (!isa<scf::YieldOp, scf::ForOp>(op) && !wouldOpBeTriviallyDead(op))
        for (Value operand : op->getOperands())
          markLive(operand);
    });
    while (!queue.empty()) {
      Value value = queue.pop_back_val();
      if (auto nested = value.getDefiningOp<scf::ForOp>()) {
        auto result = cast<OpResult>(value);
        markLive(nested.getTiedLoopInit(result)->get());
        markLive(nested.getBody()->getTerminator()->getOperand(result.getResultNumber()));
        continue;
      }
      if (auto nested = value.getDefiningOp<scf::IfOp>()) {
        auto result = cast<OpResult>(value);
        markLive(nested.getCondition());
        for (scf::YieldOp branchYield : {nested.thenYield(), nested.elseYield()})
          markLive(branchYield.getOperand(result.getResultNumber()));
        continue;
      }
      if (Operation *def = value.getDefiningOp()) {
        if (isa<scf::WhileOp>(def))
          return failure();
        for (Value operand : def->getOperands())
          markLive(operand);
        continue;
      }
      auto arg = cast<BlockArgument>(value);
      auto owner = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
      if (!owner || arg.getArgNumber() < owner.getNumInductionVars())
        continue;
      unsigned index = arg.getArgNumber() - owner.getNumInductionVars();
      markLive(owner.getBody()->getTerminator()->getOperand(index));
      markLive(owner.getInitArgs()[index]);
    }
    SmallVector<unsigned> dead;
    for (auto [index, operand] : llvm::enumerate(yield->getOperands())) {
      if (live.contains(operand) || operand == body.getArgument(index + 1))
        continue;
      // A value from outside the loop is what the loop returns when it runs
      // at all; unless it is the initial value too, the result depends on
      // the trip count: keep it. When it is the initial value, the loop
      // canonicalization drops the carried value itself (rewriting the yield
      // here would fight its forwarding of the initial value).
      if (!loop->isAncestor(operand.getParentRegion()->getParentOp()))
        continue;
      dead.push_back(index);
    }
    if (dead.empty())
      return failure();
    rewriter.modifyOpInPlace(loop, [&]() {
      for (unsigned index : dead)
        yield.setOperand(index, body.getArgument(index + 1));
    });
    return success();
  }
};

} // namespace

void mlir::triton::gpu::populateForOpDeadArgumentElimination(RewritePatternSet &patterns) {
  patterns.add<ForOpDeadArgElimination>(patterns.getContext());
}

SwizzledSharedEncodingAttr mlir::triton::gpu::getStagingEncodingForDotOperand(
    RankedTensorType sourceType, DotOperandEncodingAttr operand, int numCTAs) {
  std::optional<tt::LinearLayout> source =
      toLinearLayout(sourceType.getShape(), sourceType.getEncoding());
  Type elementType = sourceType.getElementType();
  if (!source || !elementType.isIntOrFloat())
    return {};
  unsigned rank = sourceType.getRank();
  SmallVector<unsigned> order = tt::getOrderForMemory(*source);
  CTALayoutAttr cluster = getClusterLayoutOf(sourceType.getEncoding(), rank, numCTAs);
  if (!cluster)
    return {};
  return getDotOperandSharedEncoding(operand, sourceType.getShape(), order, cluster,
                                     elementType.getIntOrFloatBitWidth());
}

NVMMASharedEncodingAttr mlir::triton::gpu::getNVMMASharedEncoding(ArrayRef<int64_t> shape,
                                                                  ArrayRef<unsigned> order,
                                                                  CTALayoutAttr cluster,
                                                                  Type elementType) {
  SmallVector<int64_t> split = cluster.getSplitNum();
  SmallVector<int64_t> perCTA;
  for (unsigned d = 0; d < shape.size(); ++d)
    perCTA.push_back(shape[d] / (d < split.size() ? split[d] : 1));
  unsigned bits = elementType.getIntOrFloatBitWidth();
  int64_t contiguousBytes = perCTA[order[0]] * bits / 8;
  unsigned swizzle = 0;
  for (unsigned width : {128u, 64u, 32u}) {
    if (contiguousBytes >= width && contiguousBytes % width == 0) {
      swizzle = width;
      break;
    }
  }
  int64_t rowsBehind = 1;
  for (unsigned i = 1; i < order.size(); ++i)
    rowsBehind *= perCTA[order[i]];
  if (perCTA.size() < 2 || rowsBehind < 8)
    swizzle = 0;
  bool transposed = order[0] == 0;
  return NVMMASharedEncodingAttr::get(elementType.getContext(), swizzle, transposed, bits,
                                      /*fp4Padded=*/false, cluster);
}
