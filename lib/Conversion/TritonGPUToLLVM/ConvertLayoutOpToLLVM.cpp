//===- ConvertLayoutOpToLLVM.cpp - ttg.convert_layout ---------------------===//
//
// Conversions whose elements stay in the thread that holds them (the
// layouts differ only in how registers are numbered) renumber registers.
// Conversions within warps read each element from the lane holding it with
// `shfl.sync.idx` (tt::planWarpShuffle) where Triton does (every warp keeps
// its place, at most one register bit trades places with a lane bit); where
// one does, threads exchange pairs instead, one shuffle a pair
// (tt::WarpExchange);
// elements narrower than 32 bits that come from the same lane share one
// shuffle, packed into a word. Other conversions go through the op's
// shared-memory scratch, placed by tt::planSharedStaging: every thread
// stores its distinct elements (vectors where the plan puts registers in the
// lowest offset bits, stmatrix where it chose that), a barrier, every thread
// loads the elements it needs (ldmatrix where chosen); when the plan has
// rounds, the buffer is reused once per round. The barriers are bar.sync,
// or bar.warp.sync where every warp keeps its own elements (as Triton).
//
// An element's offset is linear over GF(2) in (register, lane, warp): the
// thread's part is computed once, each register XORs in a constant.
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "SharedMemoryAccess.h"
#include "Utility.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Target.h"
#include "tt/Analysis/Allocation.h"
#include "tt/Tools/LayoutQueries.h"
#include "tt/Tools/SharedStaging.h"
#include "tt/Tools/WarpShuffle.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

#include <map>

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace dims = mlir::triton::gpu::dims;

namespace {

/// The elements of `registers` (at most `perWord`, each `bits` wide) as
/// one 32-bit word, element i in bits [i * bits, (i + 1) * bits).
Value packNarrow(OpBuilder &b, Location loc, ArrayRef<unsigned> registers, unsigned perWord,
                 unsigned bits, llvm::function_ref<Value(unsigned)> valueOf) {
  Type lane = b.getIntegerType(bits);
  Type vector = VectorType::get({int64_t(perWord)}, lane);
  Value packed = LLVM::UndefOp::create(b, loc, vector);
  for (auto [i, r] : llvm::enumerate(registers))
    packed = LLVM::InsertElementOp::create(b, loc, packed, bitcastToInt(b, loc, valueOf(r)),
                                           i32Const(b, loc, int64_t(i)));
  return LLVM::BitcastOp::create(b, loc, b.getI32Type(), packed);
}

/// How many elements of `bits` one shuffle moves: narrow ones (8 and 16
/// bits) packed into a 32-bit word, as Triton packs them; one otherwise.
unsigned getElementsPerShuffle(unsigned bits) { return (bits == 8 || bits == 16) ? 32 / bits : 1; }

/// Element `index` of a word packed by packNarrow, as `elementType`.
Value unpackNarrow(OpBuilder &b, Location loc, Value word, unsigned perWord, unsigned bits,
                   unsigned index, Type elementType) {
  Type vector = VectorType::get({int64_t(perWord)}, b.getIntegerType(bits));
  Value lanes = LLVM::BitcastOp::create(b, loc, vector, word);
  Value element = LLVM::ExtractElementOp::create(b, loc, lanes, i32Const(b, loc, int64_t(index)));
  return bitcastFromInt(b, loc, element, elementType);
}

/// How one side of a staged conversion reaches the buffer: the instructions
/// the plan chose (ldmatrix/stmatrix) when the layout fits them, else
/// ld.shared/st.shared, which fit any placement.
class SideAccess {
public:
  SideAccess(const tt::LinearLayout &layout, SharedLocator locate,
             const tt::SharedStaging &staging, tt::StagingAccess access, unsigned bitwidth) {
    if (access != tt::StagingAccess::Shared)
      matrix = planMatrixAccess(locateBits(layout, locate), bitwidth,
                                access == tt::StagingAccess::MatrixTransposed);
    if (!matrix)
      shared = planSharedAccess(layout, locate, staging.getNumElements(), bitwidth);
    numRegisters = layout.getInDimSize(dims::kRegister);
  }

  unsigned getNumRegisters() const { return numRegisters; }

  Value emitThreadOffset(OpBuilder &b, Location loc) const {
    if (matrix)
      return emitMatrixRowOffset(b, loc, *matrix);
    return emitThreadCoordinates(b, loc, shared.threadOffsets, getThreadId(b, loc))[0];
  }

  void store(OpBuilder &b, Location loc, uint64_t round, Value base, Value threadOffset,
             Type carrier, ArrayRef<Value> values) const {
    if (matrix)
      storeRegistersWithStmatrix(b, loc, *matrix, round, base, threadOffset, carrier, values);
    else
      storeRegistersToShared(b, loc, shared, round, base, threadOffset, carrier, values);
  }

  void load(OpBuilder &b, Location loc, uint64_t round, Value base, Value threadOffset,
            Type carrier, MutableArrayRef<Value> loaded, Type elementType) const {
    if (matrix)
      loadRegistersWithLdmatrix(b, loc, *matrix, round, base, threadOffset, carrier, loaded);
    else
      loadRegistersFromShared(b, loc, shared, round, base, threadOffset, carrier, loaded,
                              elementType);
  }

private:
  std::optional<MatrixAccessPlan> matrix;
  SharedAccessPlan shared;
  unsigned numRegisters = 0;
};

struct ConvertLayoutOpConversion : OpConversionPattern<triton::gpu::ConvertLayoutOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::gpu::ConvertLayoutOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    std::optional<tt::LinearLayout> src = getDistributedLayout(op.getSrc().getType());
    std::optional<tt::LinearLayout> dst = getDistributedLayout(op.getType());
    if (!src || !dst)
      return rewriter.notifyMatchFailure(op, "only distributed layouts are converted");
    switch (tt::classifyConversion(*src, *dst)) {
    case tt::ConversionKind::Free:
    case tt::ConversionKind::RegisterPermutation: {
      auto identity = [](ArrayRef<int32_t> coords) { return SmallVector<int32_t>(coords); };
      return rewriteAsRegisterMove(op, op.getSrc(), adaptor.getSrc(), identity, *getTypeConverter(),
                                   rewriter);
    }
    case tt::ConversionKind::WarpShuffle:
      if (std::optional<tt::WarpShufflePlan> plan = tt::planWarpShuffle(*src, *dst)) {
        if (plan->exchange)
          return exchangeWithinWarps(op, *plan, adaptor.getSrc(), rewriter);
        return shuffleWithinWarps(op, *plan, *dst, adaptor.getSrc(), rewriter);
      }
      [[fallthrough]];
    case tt::ConversionKind::SharedMemory:
      return stageThroughSharedMemory(op, *src, *dst, adaptor.getSrc(), rewriter);
    case tt::ConversionKind::DistributedSharedMemory:
      return op.emitOpError("moves data between the CTAs of a cluster, which is not lowered yet");
    }
    llvm_unreachable("unknown conversion kind");
  }

  /// One register bit trading places with a lane bit, as Triton does it:
  /// per pair of destination registers one shuffle from the partner lane,
  /// which sends the element its reader lacks, and one element the thread
  /// holds itself (tt::WarpExchange). Narrow elements of pairs read from the
  /// same lane share a shuffle, packed into a word.
  LogicalResult exchangeWithinWarps(triton::gpu::ConvertLayoutOp op, const tt::WarpShufflePlan &plan,
                                    Value loweredSrc, ConversionPatternRewriter &rewriter) const {
    const tt::WarpExchange &exchange = *plan.exchange;
    Location loc = op.getLoc();
    Type structType = getTypeConverter()->convertType(op.getType());
    if (!structType)
      return failure();
    SmallVector<Value> srcValues = unpackElements(rewriter, loc, loweredSrc);
    Value tid = getThreadId(rewriter, loc);
    // The map's value for this thread (its constant XORed in), or the
    // constant alone where no bit of the id moves it.
    auto emitAffine = [&](const tt::AffineMap &map) -> Value {
      if (llvm::all_of(map.images, [](uint32_t image) { return image == 0; }))
        return i32Const(rewriter, loc, map.constant);
      Value value = emitBitMap(rewriter, loc, tid, map.images);
      if (map.constant)
        value = LLVM::XOrOp::create(rewriter, loc, value, i32Const(rewriter, loc, map.constant));
      return value;
    };
    Value upper = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::ne,
                                       emitAffine(exchange.ownIsUpper), i32Const(rewriter, loc, 0));
    // A partner at a fixed XOR of the thread's own lane is a butterfly
    // shuffle, as in Triton; any other an indexed one.
    bool butterfly = llvm::all_of(llvm::enumerate(exchange.partnerLane.images), [&](auto bitAndImage) {
      auto [bit, image] = bitAndImage;
      return image == (int(bit) < plan.laneBits ? 1u << bit : 0u);
    });
    Value partnerBase = butterfly ? Value() : emitAffine(exchange.partnerLane);
    Value sentChoice = emitAffine(exchange.sentRegister);
    Value ownChoice = emitAffine(exchange.ownRegister);
    // srcValues[base ^ c] for the thread's `choice` c among `choices`.
    auto pick = [&](uint32_t base, ArrayRef<uint32_t> choices, Value choice) {
      Value value = srcValues[base ^ choices.front()];
      for (uint32_t c : choices.drop_front()) {
        Value isC = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq, choice,
                                         i32Const(rewriter, loc, c));
        value = LLVM::SelectOp::create(rewriter, loc, isC, srcValues[base ^ c], value);
      }
      return value;
    };

    unsigned numRegisters = getNumRegisters(op.getType());
    uint32_t rho = 1u << exchange.pairBit;
    Type elementType = cast<LLVM::LLVMStructType>(structType).getBody().front();
    unsigned bits = getElementBits(elementType);
    unsigned perWord = getElementsPerShuffle(bits);
    std::map<uint32_t, SmallVector<unsigned>> pairsByLane;
    for (unsigned p = 0; p < numRegisters; ++p)
      if (!(p & (rho | plan.copyRegisterBits)))
        pairsByLane[plan.getSourceLane(p)].push_back(p);

    SmallVector<Value> results(numRegisters);
    for (auto &[lane, pairs] : pairsByLane) {
      Value partner;
      if (!butterfly)
        partner = lane ? Value(LLVM::XOrOp::create(rewriter, loc, partnerBase, i32Const(rewriter, loc, lane)))
                       : partnerBase;
      for (size_t first = 0; first < pairs.size(); first += perWord) {
        ArrayRef<unsigned> group =
            ArrayRef(pairs).slice(first, std::min<size_t>(perWord, pairs.size() - first));
        auto sent = [&](unsigned p) {
          return pick(plan.getSourceRegister(p), exchange.sentChoices, sentChoice);
        };
        Value word = group.size() == 1 ? sent(group[0])
                                       : packNarrow(rewriter, loc, group, perWord, bits, sent);
        Value got = butterfly ? shuffleXor(rewriter, loc, word, int(exchange.partnerLane.constant ^ lane))
                              : shuffleIdx(rewriter, loc, word, partner);
        for (auto [i, p] : llvm::enumerate(group)) {
          Value other = group.size() == 1
                            ? got
                            : unpackNarrow(rewriter, loc, got, perWord, bits, i, elementType);
          Value own = pick(plan.getSourceRegister(p), exchange.ownChoices, ownChoice);
          results[p] = LLVM::SelectOp::create(rewriter, loc, upper, other, own);
          results[p | rho] = LLVM::SelectOp::create(rewriter, loc, upper, own, other);
        }
      }
    }
    for (unsigned r = 0; r < numRegisters; ++r)
      if (r & plan.copyRegisterBits)
        results[r] = results[r & ~plan.copyRegisterBits];
    rewriter.replaceOp(op, packElements(rewriter, loc, structType, results));
    return success();
  }

  /// Each destination register read from the source lane holding it
  /// (tt::planWarpShuffle gives the linear maps).
  LogicalResult shuffleWithinWarps(triton::gpu::ConvertLayoutOp op, const tt::WarpShufflePlan &plan,
                                   const tt::LinearLayout &dst, Value loweredSrc,
                                   ConversionPatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    Type structType = getTypeConverter()->convertType(op.getType());
    if (!structType)
      return failure();
    SmallVector<Value> srcValues = unpackElements(rewriter, loc, loweredSrc);
    Value tid = getThreadId(rewriter, loc);
    Value laneBase = emitBitMap(rewriter, loc, tid, plan.threadToLane);
    ArrayRef<uint32_t> toRegister(plan.threadToRegister);
    Value readerChoice = emitBitMap(rewriter, loc, tid, toRegister.take_front(plan.laneBits));
    Value warp = LLVM::LShrOp::create(rewriter, loc, tid, i32Const(rewriter, loc, plan.laneBits));
    Value warpChoice = emitBitMap(rewriter, loc, warp, toRegister.drop_front(plan.laneBits));

    // The register a providing lane sends: `reg` XOR its warp's part.
    auto provided = [&](uint32_t reg) {
      Value value = srcValues[reg];
      for (uint32_t g : llvm::drop_begin(plan.warpRegisterChoices)) {
        Value isG = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq, warpChoice,
                                         i32Const(rewriter, loc, g));
        value = LLVM::SelectOp::create(rewriter, loc, isG, srcValues[reg ^ g], value);
      }
      return value;
    };

    // Registers that read the same source lane travel together: elements
    // narrower than 32 bits share one shuffle, packed into a word, as
    // Triton packs them.
    uint32_t copies = getCopyBitsMask(dst, {dims::kRegister});
    unsigned numRegisters = getNumRegisters(op.getType());
    Type elementType = cast<LLVM::LLVMStructType>(structType).getBody().front();
    unsigned bits = getElementBits(elementType);
    unsigned perWord = getElementsPerShuffle(bits);
    std::map<uint32_t, SmallVector<unsigned>> registersByLane;
    for (unsigned r = 0; r < numRegisters; ++r)
      if (!(r & copies))
        registersByLane[plan.getSourceLane(r)].push_back(r);

    SmallVector<Value> results(numRegisters);
    for (auto &[lane, registers] : registersByLane) {
      Value srcLane =
          lane ? Value(LLVM::XOrOp::create(rewriter, loc, laneBase, i32Const(rewriter, loc, lane)))
               : laneBase;
      for (size_t first = 0; first < registers.size(); first += perWord) {
        ArrayRef<unsigned> group =
            ArrayRef(registers).slice(first, std::min<size_t>(perWord, registers.size() - first));
        // What the providing lane sends for reader choice `e`.
        auto sent = [&](uint32_t e) {
          if (group.size() == 1)
            return provided(plan.getSourceRegister(group[0]) ^ e);
          return packNarrow(rewriter, loc, group, perWord, bits,
                            [&](unsigned r) { return provided(plan.getSourceRegister(r) ^ e); });
        };
        Value result;
        for (uint32_t e : plan.readerRegisterChoices) {
          Value got = shuffleIdx(rewriter, loc, sent(e), srcLane);
          if (!result) {
            result = got;
            continue;
          }
          Value isE = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq, readerChoice,
                                           i32Const(rewriter, loc, e));
          result = LLVM::SelectOp::create(rewriter, loc, isE, got, result);
        }
        if (group.size() == 1) {
          results[group[0]] = result;
          continue;
        }
        for (auto [i, r] : llvm::enumerate(group))
          results[r] = unpackNarrow(rewriter, loc, result, perWord, bits, i, elementType);
      }
    }
    for (unsigned r = 0; r < numRegisters; ++r)
      if (r & copies)
        results[r] = results[r & ~copies];
    rewriter.replaceOp(op, packElements(rewriter, loc, structType, results));
    return success();
  }

  LogicalResult stageThroughSharedMemory(triton::gpu::ConvertLayoutOp op,
                                         const tt::LinearLayout &srcIn,
                                         const tt::LinearLayout &dstIn, Value loweredSrc,
                                         ConversionPatternRewriter &rewriter) const {
    if (!op->hasAttr("allocation.offset"))
      return op.emitOpError("needs shared memory: run allocate-shared-memory-nv first");
    Location loc = op.getLoc();
    Type structType = getTypeConverter()->convertType(op.getType());
    if (!structType)
      return failure();
    Type elementType = cast<LLVM::LLVMStructType>(structType).getBody().front();
    Type carrier = getSharedCarrierType(rewriter, elementType);
    unsigned bitwidth = carrier.getIntOrFloatBitWidth();

    uint32_t srcCopies = getCopyBitsMask(srcIn, {dims::kRegister});
    uint32_t dstCopies = getCopyBitsMask(dstIn, {dims::kRegister});
    tt::LinearLayout src = srcIn.removeZeroBases(dims::kRegister);
    tt::LinearLayout dst = dstIn.removeZeroBases(dims::kRegister);
    tt::SharedStaging staging = planConvertLayoutStaging(
        op.getSrc().getType(), op.getType(), triton::gpu::getComputeCapability(op));
    auto locate = [&](uint64_t flat) { return staging.locate(flat); };
    SideAccess store(src, locate, staging, staging.getStoreAccess(), bitwidth);
    SideAccess load(dst, locate, staging, staging.getLoadAccess(), bitwidth);

    SmallVector<Value> srcValues = unpackElements(rewriter, loc, loweredSrc);
    SmallVector<Value> distinctSrc(store.getNumRegisters());
    for (unsigned r = 0, e = srcValues.size(); r < e; ++r)
      if ((r & srcCopies) == 0)
        distinctSrc[getDistinctRegister(r, srcCopies)] = srcValues[r];

    Value base = getSharedMemoryBase(rewriter, loc, op);
    SmallVector<Value> distinctDst(load.getNumRegisters());
    // A warp that keeps its own elements only waits for itself.
    bool warpSynchronous = isWarpSynchronousStaging(op.getSrc().getType(), op.getType());
    auto barrier = [&] {
      if (warpSynchronous)
        NVVM::SyncWarpOp::create(rewriter, loc, i32Const(rewriter, loc, -1));
      else
        NVVM::Barrier0Op::create(rewriter, loc);
    };
    // Each side's thread offset is computed where it is used, every round,
    // as in Triton (LLVM merges the repeats): the reader's after the barrier.
    for (int round = 0; round < staging.getNumRounds(); ++round) {
      if (round > 0)
        barrier();
      store.store(rewriter, loc, round, base, store.emitThreadOffset(rewriter, loc), carrier,
                  distinctSrc);
      barrier();
      load.load(rewriter, loc, round, base, load.emitThreadOffset(rewriter, loc), carrier,
                distinctDst, elementType);
    }

    SmallVector<Value> results;
    for (unsigned r = 0, e = getNumRegisters(op.getType()); r < e; ++r)
      results.push_back(fromSharedCarrier(
          rewriter, loc, distinctDst[getDistinctRegister(r & ~dstCopies, dstCopies)], elementType));
    rewriter.replaceOp(op, packElements(rewriter, loc, structType, results));
    return success();
  }
};

} // namespace

void mlir::triton::populateConvertLayoutOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                         RewritePatternSet &patterns) {
  patterns.add<ConvertLayoutOpConversion>(converter, patterns.getContext());
}
