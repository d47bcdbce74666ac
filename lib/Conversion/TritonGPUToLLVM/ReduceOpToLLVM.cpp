//===- ReduceOpToLLVM.cpp - tt.reduce -------------------------------------===//
//
// A reduction along `axis` of a distributed tensor, in Triton's three
// steps, read off the operand's linear layout:
//   1. in each thread, the registers whose elements differ only along the
//      axis combine, in register order (copies of an element once);
//   2. in each warp, lane bits that move along the axis combine with
//      butterfly shuffles (highest bit first), or, as Triton does on sm_80
//      and newer when all 32 lanes combine by one integer add, and, or,
//      xor, min or max of 32 bits or fewer, with one `redux.sync`;
//   3. when warp bits move along the axis, through the op's scratch buffer
//      (`allocation.offset`): one lane per warp writes its partial result
//      at [output element][warp along the axis], then after a barrier the
//      first threads of the CTA each load one partial, combine groups of W
//      (warps along the axis) with shuffles, write the result back at the
//      group's first slot, and after another barrier every thread reads
//      the results it holds.
// The combiner region is cloned for every combination; its scalar ops then
// lower like any other. Operands go side by side in scratch memory.
//
//===----------------------------------------------------------------------===//

#include "CombineRegion.h"
#include "tt/Analysis/Allocation.h"
#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Target.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

#include <map>
#include <set>

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace dims = mlir::triton::gpu::dims;

namespace {

using Operands = SmallVector<Value, 2>;

struct ReduceOpConversion : OpConversionPattern<triton::ReduceOp> {
  using OpConversionPattern::OpConversionPattern;

  /// lhs (op) rhs, through a copy of the combiner region.
  static Operands combine(ConversionPatternRewriter &rewriter, triton::ReduceOp op,
                          ArrayRef<Value> lhs, ArrayRef<Value> rhs) {
    return Operands(emitCombine(rewriter, op.getCombineOp(), lhs, rhs));
  }

  static Operands shuffle(ConversionPatternRewriter &rewriter, Location loc, ArrayRef<Value> values,
                          int laneMask) {
    Operands result;
    for (Value v : values)
      result.push_back(shuffleXor(rewriter, loc, v, laneMask));
    return result;
  }

  /// The redux.sync that computes `op`'s combiner, where Triton uses one.
  static std::optional<NVVM::ReduxKind> getReduxKind(triton::ReduceOp op) {
    if (triton::gpu::getComputeCapability(op) < 80)
      return std::nullopt;
    Operation *combiner = op.getSingleCombiner();
    if (!combiner)
      return std::nullopt;
    auto type = dyn_cast<IntegerType>(combiner->getResultTypes()[0]);
    if (!type || type.getWidth() > 32)
      return std::nullopt;
    return llvm::TypeSwitch<Operation *, std::optional<NVVM::ReduxKind>>(combiner)
        .Case<arith::AddIOp>([](auto) { return NVVM::ReduxKind::ADD; })
        .Case<arith::AndIOp>([](auto) { return NVVM::ReduxKind::AND; })
        .Case<arith::OrIOp>([](auto) { return NVVM::ReduxKind::OR; })
        .Case<arith::XOrIOp>([](auto) { return NVVM::ReduxKind::XOR; })
        .Case<arith::MinSIOp>([](auto) { return NVVM::ReduxKind::MIN; })
        .Case<arith::MinUIOp>([](auto) { return NVVM::ReduxKind::UMIN; })
        .Case<arith::MaxSIOp>([](auto) { return NVVM::ReduxKind::MAX; })
        .Case<arith::MaxUIOp>([](auto) { return NVVM::ReduxKind::UMAX; })
        .Default([](Operation *) { return std::nullopt; });
  }

  /// Combines `values` across the lanes whose ids differ in `laneMasks`
  /// (highest first): one redux.sync when all 32 lanes combine and Triton
  /// would use it, else butterfly shuffles.
  static Operands reduceAcrossLanes(ConversionPatternRewriter &rewriter, triton::ReduceOp op,
                                    Operands values, ArrayRef<int> laneMasks) {
    Location loc = op.getLoc();
    std::optional<NVVM::ReduxKind> kind;
    if (laneMasks.size() == 5 && values.size() == 1)
      kind = getReduxKind(op);
    if (!kind) {
      for (int mask : laneMasks)
        values = combine(rewriter, op, values, shuffle(rewriter, loc, values, mask));
      return values;
    }
    // Narrower integers widen to the instruction's 32 bits: signed min and
    // max by sign, the others by zeros (the low bits are the same).
    Value value = values.front();
    Type type = value.getType();
    Type i32 = rewriter.getI32Type();
    bool isSigned = *kind == NVVM::ReduxKind::MIN || *kind == NVVM::ReduxKind::MAX;
    if (type != i32)
      value = isSigned ? Value(LLVM::SExtOp::create(rewriter, loc, i32, value))
                       : Value(LLVM::ZExtOp::create(rewriter, loc, i32, value));
    Value result = NVVM::ReduxOp::create(rewriter, loc, i32, value,
                                         NVVM::ReduxKindAttr::get(rewriter.getContext(), *kind),
                                         i32Const(rewriter, loc, -1));
    if (type != i32)
      result = LLVM::TruncOp::create(rewriter, loc, type, result);
    return {result};
  }

  LogicalResult matchAndRewrite(triton::ReduceOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    unsigned axis = op.getAxis();
    auto srcType = cast<RankedTensorType>(op.getSrcs()[0].getType());
    std::optional<tt::LinearLayout> maybeLayout = getDistributedLayout(srcType);
    if (!maybeLayout)
      return rewriter.notifyMatchFailure(op, "operand without a distributed layout");
    const tt::LinearLayout &layout = *maybeLayout;
    unsigned numOperands = op.getSrcs().size();
    SmallVector<Type> elementTypes;
    for (Value src : op.getSrcs())
      elementTypes.push_back(getTypeConverter()->convertType(getElementTypeOrSelf(src.getType())));

    // Lane and warp bits that move along the axis must move along it only.
    auto axisBits = [&](StringRef dim, SmallVectorImpl<int> &bits) -> bool {
      for (auto [j, basis] : llvm::enumerate(layout.getBases(dim))) {
        if (basis[axis] == 0)
          continue;
        for (auto [d, x] : llvm::enumerate(basis))
          if (d != axis && x != 0)
            return false;
        bits.push_back(int(j));
      }
      return true;
    };
    SmallVector<int> laneAxisBits, warpAxisBits;
    if (!axisBits(dims::kLane, laneAxisBits) || !axisBits(dims::kWarp, warpAxisBits))
      return rewriter.notifyMatchFailure(op, "a lane or warp basis moves along the axis and "
                                             "another dimension at once: not lowered yet");
    if (!layout.getBases(dims::kBlock).empty() &&
        llvm::any_of(layout.getBases(dims::kBlock), [&](const auto &b) { return b[axis] != 0; }))
      return rewriter.notifyMatchFailure(op, "reductions across CTAs are not lowered yet");

    // 1. Within each thread. A register that copies another's element (a
    // zero register basis: the tensor is smaller than the layout's tile, as
    // an mma accumulator with fewer rows than the instruction) is skipped,
    // or its element would count twice.
    SmallVector<SmallVector<Value>> inputs;
    for (Value src : adaptor.getSrcs())
      inputs.push_back(unpackElements(rewriter, loc, src));
    std::map<SmallVector<int32_t>, unsigned> groupOf;
    SmallVector<SmallVector<int32_t>> groupCoords;
    SmallVector<Operands> acc;
    std::set<SmallVector<int32_t>> seen;
    for (int32_t r = 0, e = layout.getInDimSize(dims::kRegister); r < e; ++r) {
      SmallVector<int32_t> coords = layout.apply({{dims::kRegister, r}});
      if (!seen.insert(coords).second)
        continue;
      coords[axis] = 0;
      Operands values;
      for (unsigned k = 0; k < numOperands; ++k)
        values.push_back(inputs[k][r]);
      auto [it, inserted] = groupOf.emplace(coords, acc.size());
      if (inserted) {
        groupCoords.push_back(coords);
        acc.push_back(values);
      } else {
        acc[it->second] = combine(rewriter, op, acc[it->second], values);
      }
    }

    // 2. Within each warp.
    SmallVector<int> laneMasks;
    for (int j : llvm::reverse(laneAxisBits))
      laneMasks.push_back(1 << j);
    for (Operands &values : acc)
      values = reduceAcrossLanes(rewriter, op, values, laneMasks);

    // 3. Across warps.
    if (!warpAxisBits.empty())
      reduceAcrossWarps(op, rewriter, layout, laneAxisBits, warpAxisBits, groupCoords,
                        elementTypes, acc);

    // Results: scalars, or the registers of the sliced layout.
    SmallVector<Value> results;
    if (!isa<RankedTensorType>(op.getResult()[0].getType())) {
      for (unsigned k = 0; k < numOperands; ++k)
        results.push_back(acc.front()[k]);
      rewriter.replaceOp(op, results);
      return success();
    }
    std::map<SmallVector<int32_t>, unsigned> groupOfReduced;
    for (auto [g, coords] : llvm::enumerate(groupCoords)) {
      SmallVector<int32_t> reduced(coords);
      reduced.erase(reduced.begin() + axis);
      groupOfReduced.emplace(reduced, g);
    }
    for (unsigned k = 0; k < numOperands; ++k) {
      Type resultType = op.getResult()[k].getType();
      std::optional<tt::LinearLayout> resultLayout = getDistributedLayout(resultType);
      if (!resultLayout)
        return rewriter.notifyMatchFailure(op, "result without a distributed layout");
      SmallVector<Value> elements;
      for (int32_t r = 0, e = resultLayout->getInDimSize(dims::kRegister); r < e; ++r) {
        auto it = groupOfReduced.find(resultLayout->apply({{dims::kRegister, r}}));
        if (it == groupOfReduced.end())
          return rewriter.notifyMatchFailure(op, "result layout is not the operand's sliced");
        elements.push_back(acc[it->second][k]);
      }
      results.push_back(packElements(rewriter, loc, getTypeConverter()->convertType(resultType),
                                     elements));
    }
    rewriter.replaceOp(op, results);
    return success();
  }

  void reduceAcrossWarps(triton::ReduceOp op, ConversionPatternRewriter &rewriter,
                         const tt::LinearLayout &layout, ArrayRef<int> laneAxisBits,
                         ArrayRef<int> warpAxisBits, ArrayRef<SmallVector<int32_t>> groupCoords,
                         ArrayRef<Type> elementTypes, SmallVector<Operands> &acc) const {
    Location loc = op.getLoc();
    unsigned axis = op.getAxis();
    auto shape = cast<RankedTensorType>(op.getSrcs()[0].getType()).getShape();
    int lanes = getThreadsPerWarp(op);
    int numThreads = getNumWarps(op) * lanes;
    int laneBits = llvm::Log2_32(lanes);
    int32_t warpsAlongAxis = 1 << warpAxisBits.size();
    // Each operand's slots, side by side, where the allocator sized them.
    ReduceScratchPlan plan = planReduceScratch(op);
    assert(plan.warpsAlongAxis == warpsAlongAxis && "the plan and the lowering see other warps");
    Value smem = getSharedMemoryBase(rewriter, loc, op);
    SmallVector<Value> bases;
    for (int64_t offset : plan.operandOffsets)
      bases.push_back(offset == 0 ? smem
                                  : Value(LLVM::GEPOp::create(rewriter, loc, smem.getType(),
                                                              rewriter.getI8Type(), smem,
                                                              ArrayRef<LLVM::GEPArg>{
                                                                  int32_t(offset)})));
    auto slotAddress = [&](unsigned k, Value index) -> Value {
      return LLVM::GEPOp::create(rewriter, loc, smem.getType(), elementTypes[k], bases[k],
                                 ValueRange{index});
    };

    Value tid = getThreadId(rewriter, loc);
    Value laneId = LLVM::AndOp::create(rewriter, loc, tid, i32Const(rewriter, loc, lanes - 1));
    // The warp's index along the axis, from the warp bits that move along
    // it: one shift-and-mask per run of consecutive bits.
    Value warpIndex;
    for (size_t q = 0; q < warpAxisBits.size();) {
      size_t end = q + 1;
      while (end < warpAxisBits.size() && warpAxisBits[end] == warpAxisBits[end - 1] + 1)
        ++end;
      Value run = LLVM::AndOp::create(
          rewriter, loc,
          LLVM::LShrOp::create(rewriter, loc, tid,
                               i32Const(rewriter, loc, laneBits + warpAxisBits[q])),
          i32Const(rewriter, loc, (1 << (end - q)) - 1));
      if (q != 0)
        run = LLVM::ShlOp::create(rewriter, loc, run, i32Const(rewriter, loc, q));
      warpIndex = warpIndex ? LLVM::OrOp::create(rewriter, loc, warpIndex, run) : run;
      q = end;
    }
    // Row-major index of each group's output element; null for the single
    // element of a reduction to a scalar.
    SmallVector<Value> thread = emitThreadCoordinates(rewriter, loc, layout, tid);
    auto outputIndex = [&](ArrayRef<int32_t> coords) -> Value {
      Value index;
      int64_t stride = 1;
      for (int d = int(shape.size()) - 1; d >= 0; --d) {
        if (unsigned(d) == axis)
          continue;
        Value c = thread[d];
        if (coords[d] != 0)
          c = LLVM::XOrOp::create(rewriter, loc, c, i32Const(rewriter, loc, coords[d]));
        if (stride != 1)
          c = LLVM::MulOp::create(rewriter, loc, c, i32Const(rewriter, loc, stride));
        index = index ? LLVM::AddOp::create(rewriter, loc, index, c) : c;
        stride *= shape[d];
      }
      return index;
    };
    auto firstSlot = [&](Value outIndex) -> Value {
      if (!outIndex)
        return i32Const(rewriter, loc, 0);
      return LLVM::MulOp::create(rewriter, loc, outIndex, i32Const(rewriter, loc, warpsAlongAxis));
    };

    // Partial results of each warp.
    uint32_t laneAxisMask = 0;
    for (int j : laneAxisBits)
      laneAxisMask |= 1u << j;
    Value writer;
    if (laneAxisMask != 0)
      writer = LLVM::ICmpOp::create(
          rewriter, loc, LLVM::ICmpPredicate::eq,
          LLVM::AndOp::create(rewriter, loc, laneId, i32Const(rewriter, loc, laneAxisMask)),
          i32Const(rewriter, loc, 0));
    SmallVector<Value> groupIndex;
    for (auto [g, coords] : llvm::enumerate(groupCoords)) {
      Value outIndex = outputIndex(coords);
      groupIndex.push_back(outIndex);
      Value slot = outIndex ? Value(LLVM::AddOp::create(rewriter, loc, firstSlot(outIndex),
                                                        warpIndex))
                            : warpIndex;
      for (unsigned k = 0; k < elementTypes.size(); ++k)
        emitStoreShared(rewriter, loc, slotAddress(k, slot), acc[g][k], writer);
    }
    NVVM::Barrier0Op::create(rewriter, loc);

    // Combine each group of W slots in W consecutive lanes.
    for (int64_t start = 0; start < plan.slots; start += numThreads) {
      Value index = start == 0 ? tid
                               : Value(LLVM::AddOp::create(rewriter, loc, tid,
                                                           i32Const(rewriter, loc, start)));
      Value inRange;
      if (start + numThreads > plan.slots)
        inRange = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::ult, index,
                                       i32Const(rewriter, loc, plan.slots));
      Operands values;
      for (unsigned k = 0; k < elementTypes.size(); ++k)
        values.push_back(
            emitLoadShared(rewriter, loc, slotAddress(k, index), elementTypes[k], inRange));
      SmallVector<int> slotMasks;
      for (int32_t m = warpsAlongAxis / 2; m >= 1; m /= 2)
        slotMasks.push_back(m);
      values = reduceAcrossLanes(rewriter, op, values, slotMasks);
      Value first = LLVM::ICmpOp::create(
          rewriter, loc, LLVM::ICmpPredicate::eq,
          LLVM::AndOp::create(rewriter, loc, tid, i32Const(rewriter, loc, warpsAlongAxis - 1)),
          i32Const(rewriter, loc, 0));
      Value pred = andPredicates(rewriter, loc, inRange, first);
      for (unsigned k = 0; k < elementTypes.size(); ++k)
        emitStoreShared(rewriter, loc, slotAddress(k, index), values[k], pred);
    }
    NVVM::Barrier0Op::create(rewriter, loc);

    // Every thread reads its results.
    for (auto [g, outIndex] : llvm::enumerate(groupIndex)) {
      Value slot = firstSlot(outIndex);
      for (unsigned k = 0; k < elementTypes.size(); ++k)
        acc[g][k] = LLVM::LoadOp::create(rewriter, loc, elementTypes[k], slotAddress(k, slot));
    }
  }
};

} // namespace

void mlir::triton::populateReduceOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                  RewritePatternSet &patterns) {
  patterns.add<ReduceOpConversion>(converter, patterns.getContext());
}
