//===- ScanOpToLLVM.cpp - tt.scan -----------------------------------------===//
//
// An inclusive scan along `axis`, combined in the order Triton 3.6 combines
// it, so that floating-point results agree and not only integer ones.
//
// The operand's layout must hold the positions along the axis, from the
// lowest bit up, as registers | lanes | registers | warps | registers
// (tt::planScan, Tools/ScanPlan.h, reads that plan off the layout; the
// allocator sizes the scratch from the same plan): chunks of C consecutive
// elements in a thread, L lanes, blocks of those in a warp, W warps, and
// blocks repeating the whole tile. Triton 3.6 takes blocked layouts only;
// their slices, MMA layouts and linear layouts shaped alike work too.
// Other bits of the layout run independent scans ("rows").
//
//   1. Each thread scans its chunks sequentially.
//   2. The chunk totals are scanned across the L lanes: log2(L) shuffle-up
//      steps, each lane combining the value `d` lanes below (Hillis-Steele).
//   3. Within a warp, each block's carry is the last lane's total of the
//      block before. With several warps, the last lane of every warp
//      writes the totals of its last block to the op's scratch
//      ([group][warp][independent thread]), and after one barrier each
//      thread folds the totals of the warps and tiles before its own into
//      a carry.
//   4. The chunk's last element takes the carry; the others take the
//      previous lane's final total (the carry in the first lane). When a
//      warp holds several blocks, the carry goes into all its elements.
// `reverse` mirrors the positions instead of moving data: lanes shuffle
// down instead of up, and warps, blocks and chunk elements are taken from
// the far end. That combines the same values in the same order as
// Triton's flip-scan-flip.
//
//===----------------------------------------------------------------------===//

#include "CombineRegion.h"
#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Tools/ScanPlan.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <numeric>

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace dims = mlir::triton::gpu::dims;

namespace {

using Operands = SmallVector<Value, 2>;

/// Emits one scan. Values are kept by [row][block][position], blocks and
/// positions in scan order (mirrored for `reverse`).
class ScanLowering {
public:
  ScanLowering(triton::ScanOp op, ConversionPatternRewriter &rewriter, const tt::ScanPlan &plan)
      : op(op), rewriter(rewriter), loc(op.getLoc()), plan(plan), reverse(op.getReverse()),
        lanesLog2(llvm::Log2_32(getThreadsPerWarp(op))) {}

  /// Scans `inputs` ([operand][register]) and returns the results the
  /// same way.
  SmallVector<SmallVector<Value>> run(ArrayRef<SmallVector<Value>> inputs,
                                      ArrayRef<Type> elementTypes);

private:
  unsigned physical(unsigned logical, unsigned size) const {
    return reverse ? size - 1 - logical : logical;
  }
  Operands combine(ValueRange lhs, ValueRange rhs) {
    return Operands(emitCombine(rewriter, op.getCombineOp(), lhs, rhs));
  }
  /// `pred ? combine(lhs, rhs) : otherwise`.
  Operands combineIf(Value pred, ValueRange lhs, ValueRange rhs, ValueRange otherwise) {
    return Operands(emitCombineIf(rewriter, op.getCombineOp(), pred, lhs, rhs, otherwise));
  }
  Value select(Value pred, Value a, Value b) {
    return LLVM::SelectOp::create(rewriter, loc, pred, a, b);
  }
  Value cmp(LLVM::ICmpPredicate p, Value a, int64_t c) {
    return LLVM::ICmpOp::create(rewriter, loc, p, a, i32Const(rewriter, loc, c));
  }

  /// An index over the thread-id bits `bits` (lane bits; warp bits when
  /// `warps`), mirrored when `mirror`.
  Value indexOver(ArrayRef<int> bits, bool warps, bool mirror);
  /// The thread-id bits `laneBits` then `warpBits`, packed from bit 0 up.
  Value packThreadBits(ArrayRef<int> laneBits, ArrayRef<int> warpBits);
  /// The value each lane holds `delta` positions before it in scan order.
  Operands fromPreviousLane(ValueRange values, unsigned delta);
  /// The value of the lane holding the last position of the warp.
  Operands fromLastLane(ValueRange values);

  void scanChunks();
  void scanLanes();
  void carryWithinWarp(unsigned groupSize);
  void carryAcrossWarps(ArrayRef<Type> elementTypes);
  void applyChunkCarry(SmallVector<Operands> &chunk, ValueRange carry, bool first,
                       Value notFirstWarp, Value notFirstLane, Value notFirstThread);

  triton::ScanOp op;
  ConversionPatternRewriter &rewriter;
  Location loc;
  const tt::ScanPlan &plan;
  bool reverse;
  int lanesLog2;
  Value tid, laneIndex, warpIndex;
  SmallVector<SmallVector<SmallVector<Operands>>> values;
};

Value ScanLowering::packThreadBits(ArrayRef<int> laneBits, ArrayRef<int> warpBits) {
  SmallVector<int> tidBits(laneBits);
  for (int bit : warpBits)
    tidBits.push_back(lanesLog2 + bit);
  SmallVector<uint32_t> images;
  for (auto [k, bit] : llvm::enumerate(tidBits)) {
    if (images.size() <= size_t(bit))
      images.resize(bit + 1, 0);
    images[bit] = 1u << k;
  }
  return emitBitMap(rewriter, loc, tid, images);
}

Value ScanLowering::indexOver(ArrayRef<int> bits, bool warps, bool mirror) {
  Value index = warps ? packThreadBits({}, bits) : packThreadBits(bits, {});
  if (mirror && !bits.empty())
    index =
        LLVM::XOrOp::create(rewriter, loc, index, i32Const(rewriter, loc, (1 << bits.size()) - 1));
  return index;
}

Operands ScanLowering::fromPreviousLane(ValueRange values, unsigned delta) {
  ArrayRef<int> bits = plan.laneAxisBits;
  bool consecutive = true;
  for (auto [k, bit] : llvm::enumerate(bits))
    consecutive &= bit == bits.front() + int(k);
  Operands result;
  if (consecutive) {
    int step = int(delta) << bits.front();
    for (Value v : values)
      result.push_back(reverse ? shuffleDown(rewriter, loc, v, step)
                               : shuffleUp(rewriter, loc, v, step));
    return result;
  }
  // Lanes along the axis scattered over the lane id: compute the source.
  unsigned mask = plan.numLanes() - 1;
  Value source = LLVM::AndOp::create(
      rewriter, loc, LLVM::SubOp::create(rewriter, loc, laneIndex, i32Const(rewriter, loc, delta)),
      i32Const(rewriter, loc, mask));
  if (reverse)
    source = LLVM::XOrOp::create(rewriter, loc, source, i32Const(rewriter, loc, mask));
  SmallVector<uint32_t> deposit;
  uint32_t laneAxisMask = 0;
  for (int bit : bits) {
    deposit.push_back(1u << bit);
    laneAxisMask |= 1u << bit;
  }
  Value lane = LLVM::OrOp::create(
      rewriter, loc,
      LLVM::AndOp::create(rewriter, loc, tid,
                          i32Const(rewriter, loc, ((1u << lanesLog2) - 1) & ~laneAxisMask)),
      emitBitMap(rewriter, loc, source, deposit));
  for (Value v : values)
    result.push_back(shuffleIdx(rewriter, loc, v, lane));
  return result;
}

Operands ScanLowering::fromLastLane(ValueRange values) {
  uint32_t laneAxisMask = 0;
  for (int bit : plan.laneAxisBits)
    laneAxisMask |= 1u << bit;
  Value laneId =
      LLVM::AndOp::create(rewriter, loc, tid, i32Const(rewriter, loc, (1u << lanesLog2) - 1));
  // The last position sits where the lane's axis bits are all ones, or all
  // zeros when mirrored.
  Value lane =
      reverse
          ? Value(
                LLVM::AndOp::create(rewriter, loc, laneId, i32Const(rewriter, loc, ~laneAxisMask)))
          : Value(LLVM::OrOp::create(rewriter, loc, laneId, i32Const(rewriter, loc, laneAxisMask)));
  Operands result;
  for (Value v : values)
    result.push_back(shuffleIdx(rewriter, loc, v, lane));
  return result;
}

void ScanLowering::scanChunks() {
  for (auto &row : values)
    for (auto &chunk : row)
      for (unsigned p = 1; p < plan.chunkSize; ++p)
        chunk[p] = combine(chunk[p - 1], chunk[p]);
}

void ScanLowering::scanLanes() {
  for (auto &row : values)
    for (auto &chunk : row) {
      Operands acc = chunk.back();
      for (unsigned delta = 1; delta < plan.numLanes(); delta *= 2) {
        Operands previous = fromPreviousLane(acc, delta);
        Value pred = cmp(LLVM::ICmpPredicate::sge, laneIndex, delta);
        acc = combineIf(pred, previous, acc, acc);
      }
      chunk.back() = acc;
    }
}

/// Within each group of `groupSize` blocks of a warp: each block's carry is
/// the previous block's total, in the warp's last lane.
void ScanLowering::carryWithinWarp(unsigned groupSize) {
  unsigned lanes = plan.numLanes();
  Value notFirstLane = lanes > 1 ? cmp(LLVM::ICmpPredicate::ne, laneIndex, 0) : Value();
  for (auto &row : values)
    for (unsigned start = 0; start < plan.numBlocks; start += groupSize) {
      Operands carry;
      for (unsigned b = start, end = start + groupSize; b < end; ++b) {
        auto &chunk = row[b];
        bool first = b == start;
        if (!first)
          chunk.back() = combine(carry, chunk.back());
        Operands previous; // the total of everything before this thread's chunk
        if (lanes > 1) {
          if (plan.chunkSize > 1) {
            previous = fromPreviousLane(chunk.back(), 1);
            if (!first)
              for (auto [p, c] : llvm::zip(previous, carry))
                p = select(notFirstLane, p, c);
          }
          if (b + 1 < end)
            carry = fromLastLane(chunk.back());
        } else {
          previous = carry;
          carry = chunk.back();
        }
        if (first && lanes == 1)
          continue; // every thread starts the group
        for (int p = int(plan.chunkSize) - 2; p >= 0; --p)
          chunk[p] = first ? combineIf(notFirstLane, previous, chunk[p], chunk[p])
                           : combine(previous, chunk[p]);
      }
    }
}

/// Several warps along the axis: warp totals through scratch memory.
void ScanLowering::carryAcrossWarps(ArrayRef<Type> elementTypes) {
  unsigned lanes = plan.numLanes(), warps = plan.numWarps(), blocks = plan.numBlocks;
  unsigned numOperands = elementTypes.size();
  int64_t parallel = int64_t(1) << (plan.laneOtherBits.size() + plan.warpOtherBits.size());
  int64_t slots = plan.getScratchSlots();

  // One array of `slots` per operand, the widest first so that each stays
  // aligned.
  Value smem = getSharedMemoryBase(rewriter, loc, op);
  SmallVector<unsigned> order(numOperands);
  std::iota(order.begin(), order.end(), 0);
  llvm::stable_sort(order, [&](unsigned a, unsigned b) {
    return getElementBits(elementTypes[a]) > getElementBits(elementTypes[b]);
  });
  SmallVector<Value> bases(numOperands);
  int64_t offset = 0;
  for (unsigned k : order) {
    bases[k] = offset == 0
                   ? smem
                   : Value(LLVM::GEPOp::create(rewriter, loc, smem.getType(), rewriter.getI8Type(),
                                               smem, ArrayRef<LLVM::GEPArg>{int32_t(offset)}));
    offset += slots * llvm::divideCeil(getElementBits(elementTypes[k]), 8);
  }
  auto slotAddress = [&](unsigned k, Value index) -> Value {
    return LLVM::GEPOp::create(rewriter, loc, smem.getType(), elementTypes[k], bases[k],
                               ValueRange{index});
  };
  // `v + c`, with a null `v` standing for 0.
  auto plus = [&](Value v, int64_t c) -> Value {
    if (!v)
      return i32Const(rewriter, loc, c);
    return c == 0 ? v : Value(LLVM::AddOp::create(rewriter, loc, v, i32Const(rewriter, loc, c)));
  };

  // The thread's index among those running independent scans, and whether
  // it writes (the last lane along the axis, not a copy).
  Value parallelId =
      parallel > 1 ? packThreadBits(plan.laneOtherBits, plan.warpOtherBits) : Value();
  Value writer;
  if (lanes > 1)
    writer = cmp(LLVM::ICmpPredicate::eq, laneIndex, lanes - 1);
  uint32_t copyMask = plan.laneCopyMask | (plan.warpCopyMask << lanesLog2);
  if (copyMask != 0)
    writer = andPredicates(
        rewriter, loc, writer,
        cmp(LLVM::ICmpPredicate::eq,
            LLVM::AndOp::create(rewriter, loc, tid, i32Const(rewriter, loc, copyMask)), 0));

  // A warp's blocks along the axis form one group; its total is the last
  // block's. Slot of (group, warp, thread): group-major, threads fastest.
  unsigned groupSize = plan.blocksPerWarp;
  auto groupStart = [&](unsigned row, unsigned g) {
    return int64_t(row * (blocks / groupSize) + g) * warps * parallel;
  };
  Value ownSlot =
      parallel == 1
          ? warpIndex
          : Value(LLVM::MulOp::create(rewriter, loc, warpIndex, i32Const(rewriter, loc, parallel)));
  if (parallelId)
    ownSlot = LLVM::AddOp::create(rewriter, loc, parallelId, ownSlot);
  for (auto [row, chunks] : llvm::enumerate(values))
    for (unsigned g = 0, e = blocks / groupSize; g < e; ++g) {
      Value slot = plus(ownSlot, groupStart(row, g));
      Operands &groupTotal = chunks[(g + 1) * groupSize - 1].back();
      for (unsigned k = 0; k < numOperands; ++k)
        emitStoreShared(rewriter, loc, slotAddress(k, slot), groupTotal[k], writer);
    }
  NVVM::Barrier0Op::create(rewriter, loc);

  Value notFirstWarp = cmp(LLVM::ICmpPredicate::ne, warpIndex, 0);
  Value notFirstLane = lanes > 1 ? cmp(LLVM::ICmpPredicate::ne, laneIndex, 0) : Value();
  Value notFirstThread = notFirstLane
                             ? Value(LLVM::OrOp::create(rewriter, loc, notFirstWarp, notFirstLane))
                             : notFirstWarp;
  for (auto [row, chunks] : llvm::enumerate(values)) {
    // `total`: everything up to this group in all warps; `carry`:
    // everything before this thread's warp.
    Operands total, carry;
    unsigned numGroups = blocks / groupSize;
    for (unsigned g = 0; g < numGroups; ++g) {
      // The last warp's total only matters to the groups after this one.
      unsigned needed = g + 1 < numGroups ? warps : warps - 1;
      for (unsigned w = 0; w < needed; ++w) {
        Value slot = plus(parallelId, groupStart(row, g) + int64_t(w) * parallel);
        Operands partial;
        for (unsigned k = 0; k < numOperands; ++k)
          partial.push_back(
              LLVM::LoadOp::create(rewriter, loc, elementTypes[k], slotAddress(k, slot)));
        if (total.empty()) {
          total = carry = partial;
          continue;
        }
        total = combine(total, partial);
        if (w + 1 == warps)
          continue;
        Value after = cmp(LLVM::ICmpPredicate::sge, warpIndex, w + 1);
        for (auto [c, t] : llvm::zip(carry, total))
          c = select(after, t, c);
      }
      if (groupSize == 1)
        applyChunkCarry(chunks[g], carry, /*first=*/g == 0, notFirstWarp, notFirstLane,
                        notFirstThread);
      else
        // The group is already scanned within the warp: the carry goes into
        // every element.
        for (unsigned b = g * groupSize; b < (g + 1) * groupSize; ++b)
          for (Operands &x : chunks[b])
            x = g == 0 ? combineIf(notFirstWarp, carry, x, x) : combine(carry, x);
      carry = total;
    }
  }
}

/// Triton's carry of one chunk: the last element takes the carry, the
/// others the previous lane's final total (the carry in the first lane).
void ScanLowering::applyChunkCarry(SmallVector<Operands> &chunk, ValueRange carry, bool first,
                                   Value notFirstWarp, Value notFirstLane, Value notFirstThread) {
  Operands &last = chunk.back();
  last = first ? combineIf(notFirstWarp, carry, last, last) : combine(carry, last);
  if (plan.chunkSize == 1)
    return;
  Operands previous(carry);
  if (notFirstLane) {
    previous = fromPreviousLane(last, 1);
    for (auto [p, c] : llvm::zip(previous, carry))
      p = select(notFirstLane, p, c);
  }
  for (int p = int(plan.chunkSize) - 2; p >= 0; --p)
    chunk[p] = first ? combineIf(notFirstThread, previous, chunk[p], chunk[p])
                     : combine(previous, chunk[p]);
}

SmallVector<SmallVector<Value>> ScanLowering::run(ArrayRef<SmallVector<Value>> inputs,
                                                  ArrayRef<Type> elementTypes) {
  unsigned numOperands = inputs.size();
  unsigned rows = plan.numRows, blocks = plan.numBlocks, size = plan.chunkSize;
  values.assign(rows, SmallVector<SmallVector<Operands>>(blocks, SmallVector<Operands>(size)));
  SmallVector<int> registerOfUnique(plan.uniqueOf.size(), -1);
  for (auto [r, u] : llvm::enumerate(plan.uniqueOf))
    if (registerOfUnique[u] < 0)
      registerOfUnique[u] = int(r);
  for (unsigned row = 0; row < rows; ++row)
    for (unsigned b = 0; b < blocks; ++b)
      for (unsigned p = 0; p < size; ++p) {
        unsigned u = plan.regs[row][physical(b, blocks)][physical(p, size)];
        for (unsigned k = 0; k < numOperands; ++k)
          values[row][b][p].push_back(inputs[k][registerOfUnique[u]]);
      }

  tid = getThreadId(rewriter, loc);
  laneIndex = indexOver(plan.laneAxisBits, /*warps=*/false, reverse);
  warpIndex = indexOver(plan.warpAxisBits, /*warps=*/true, reverse);

  scanChunks();
  scanLanes();
  if (plan.numWarps() == 1) {
    carryWithinWarp(plan.numBlocks);
  } else {
    if (plan.blocksPerWarp > 1)
      carryWithinWarp(plan.blocksPerWarp);
    carryAcrossWarps(elementTypes);
  }

  // Back to registers: unique ones first, then their copies.
  SmallVector<SmallVector<Value>> uniqueResults(numOperands,
                                                SmallVector<Value>(plan.uniqueOf.size()));
  for (unsigned row = 0; row < rows; ++row)
    for (unsigned b = 0; b < blocks; ++b)
      for (unsigned p = 0; p < size; ++p) {
        unsigned u = plan.regs[row][physical(b, blocks)][physical(p, size)];
        for (unsigned k = 0; k < numOperands; ++k)
          uniqueResults[k][u] = values[row][b][p][k];
      }
  SmallVector<SmallVector<Value>> results(numOperands);
  for (unsigned k = 0; k < numOperands; ++k)
    for (unsigned u : plan.uniqueOf)
      results[k].push_back(uniqueResults[k][u]);
  return results;
}

struct ScanOpConversion : OpConversionPattern<triton::ScanOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::ScanOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto srcType = cast<RankedTensorType>(op.getSrcs()[0].getType());
    std::optional<tt::LinearLayout> layout = getDistributedLayout(srcType);
    if (!layout)
      return op.emitOpError("operand without a distributed layout is not lowered");
    SmallVector<Type> elementTypes;
    for (Type type : op.getElementTypes()) {
      Type lowered = getTypeConverter()->convertType(type);
      // The combiner is inlined on the lowered values: it must see its own
      // types.
      if (lowered != type || !type.isIntOrFloat())
        return op.emitOpError() << "on elements of type " << type << " is not lowered";
      elementTypes.push_back(lowered);
    }
    std::string why;
    FailureOr<tt::ScanPlan> plan = tt::planScan(*layout, op.getAxis(), why);
    if (failed(plan))
      return op.emitOpError() << "along axis " << op.getAxis() << " of " << srcType
                              << " is not lowered: " << why;
    if (plan->numWarps() > 1 && !op->hasAttr("allocation.offset"))
      return op.emitOpError("across warps needs its shared-memory scratch (run "
                            "allocate-shared-memory first)");

    SmallVector<SmallVector<Value>> inputs;
    for (Value src : adaptor.getSrcs())
      inputs.push_back(unpackElements(rewriter, loc, src));
    SmallVector<SmallVector<Value>> scanned =
        ScanLowering(op, rewriter, *plan).run(inputs, elementTypes);
    SmallVector<Value> results;
    for (auto [result, elements] : llvm::zip(op.getResult(), scanned))
      results.push_back(
          packElements(rewriter, loc, getTypeConverter()->convertType(result.getType()), elements));
    rewriter.replaceOp(op, results);
    return success();
  }
};

} // namespace

void mlir::triton::populateScanOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                RewritePatternSet &patterns) {
  patterns.add<ScanOpConversion>(converter, patterns.getContext());
}
