//===- ConvertLayoutOpToLLVM.cpp - ttg.convert_layout ---------------------===//
//
// Conversions whose elements stay in the thread that holds them (the
// layouts differ only in how registers are numbered) renumber registers.
// Conversions that move elements between threads go through the op's
// shared-memory scratch, placed by tt::planSharedStaging: every thread
// stores its distinct elements (vectors where the plan puts registers in the
// lowest offset bits), a barrier, every thread loads the elements it needs;
// when the plan has rounds, the buffer is reused once per round.
//
// An element's offset is linear over GF(2) in (register, lane, warp): the
// thread's part is computed once, each register XORs in a constant.
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "Dialect/TritonGPU/IR/Dialect.h"
#include "Tools/LayoutQueries.h"
#include "Tools/SharedStaging.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace dims = mlir::triton::gpu::dims;

namespace {

/// How one side of a conversion (the stores of the source, or the loads of
/// the destination) accesses the staging buffer.
struct StagingSide {
  /// Offset bits of this thread's elements that depend on lane and warp.
  tt::LinearLayout threadOffsets;
  /// For each distinct register (zero register bases dropped): its constant
  /// offset bits and its round.
  SmallVector<std::pair<uint64_t, uint64_t>> registers;
  /// Elements per access (a power of two): registers whose offsets differ
  /// only in the low log2(vector) bits form one access.
  unsigned vector = 1;
};

StagingSide planSide(const tt::LinearLayout &layout, const tt::SharedStaging &staging,
                     unsigned bitwidth) {
  StagingSide side;
  auto offsetOf = [&](uint64_t flat) {
    auto [offset, round] = staging.locate(flat);
    assert(round == 0 && "lanes and warps stay within a round by construction");
    return int32_t(offset);
  };
  std::vector<tt::LinearLayout::InDim> ins;
  uint64_t threadBits = 0;
  for (StringRef in : {dims::kLane, dims::kWarp}) {
    tt::LinearLayout::InDim dim{in.str(), {}};
    for (int bit = 0, e = layout.getInDimSizeLog2(in); bit < e; ++bit) {
      int32_t offset = offsetOf(layout.getFlatBasis(in, bit));
      threadBits |= uint64_t(offset);
      dim.bases.push_back({offset});
    }
    ins.push_back(std::move(dim));
  }
  side.threadOffsets = tt::LinearLayout(
      std::move(ins), {{"offset", int32_t(std::max<int64_t>(1, staging.getNumElements()))}});

  SmallVector<uint64_t> regBases;
  for (int bit = 0, e = layout.getInDimSizeLog2(dims::kRegister); bit < e; ++bit)
    regBases.push_back(layout.getFlatBasis(dims::kRegister, bit));
  for (unsigned r = 0, e = 1u << regBases.size(); r < e; ++r) {
    uint64_t flat = 0;
    for (auto [bit, basis] : llvm::enumerate(regBases))
      if (r >> bit & 1)
        flat ^= basis;
    side.registers.push_back(staging.locate(flat));
  }

  // The widest access: the lowest offset bits must be this side's register
  // bases (so a thread owns the whole vector) and no lane or warp may move
  // them (so the vector is aligned), within 128 bits.
  ArrayRef<uint64_t> offsetBases = staging.getOffsetBases();
  unsigned bits = 0;
  while (bits < offsetBases.size() && (threadBits >> bits & 1) == 0 &&
         llvm::is_contained(regBases, offsetBases[bits]) && (2u << bits) * bitwidth <= 128)
    ++bits;
  side.vector = 1u << bits;
  return side;
}

/// Registers of one access: the leader's offset (low bits clear), and the
/// distinct register holding each of its elements in offset order.
struct Access {
  uint64_t offset;
  SmallVector<unsigned> registers;
};

/// The accesses of `side` in `round`, in register order of their leaders.
SmallVector<Access> getAccesses(const StagingSide &side, uint64_t round) {
  SmallVector<Access> accesses;
  DenseMap<uint64_t, unsigned> byOffset;
  for (auto [r, location] : llvm::enumerate(side.registers)) {
    auto [offset, regRound] = location;
    if (regRound != round)
      continue;
    uint64_t leader = offset & ~uint64_t(side.vector - 1);
    auto [it, inserted] = byOffset.try_emplace(leader, accesses.size());
    if (inserted)
      accesses.push_back({leader, SmallVector<unsigned>(side.vector, 0)});
    accesses[it->second].registers[offset & (side.vector - 1)] = r;
  }
  return accesses;
}

/// The byte address of element `offset` (the thread's part XOR a constant).
Value elementAddress(OpBuilder &b, Location loc, Value base, Value threadOffset, uint64_t offset,
                     unsigned bytes) {
  Value elements = threadOffset;
  if (offset != 0)
    elements = LLVM::XOrOp::create(b, loc, threadOffset, i32Const(b, loc, int64_t(offset)));
  Value byteOffset = LLVM::MulOp::create(b, loc, elements, i32Const(b, loc, bytes));
  return LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(), base, ValueRange{byteOffset});
}

/// The integer type elements travel as: pointers as i64, i1 widened to i8.
Type getCarrierType(OpBuilder &b, Type elementType) {
  return b.getIntegerType(std::max(getElementBits(elementType), 8u));
}

Value toCarrier(OpBuilder &b, Location loc, Value value, Type carrier) {
  Value word = bitcastToInt(b, loc, value);
  if (word.getType() != carrier)
    word = LLVM::ZExtOp::create(b, loc, carrier, word);
  return word;
}

Value fromCarrier(OpBuilder &b, Location loc, Value word, Type elementType) {
  unsigned bits = getElementBits(elementType);
  if (word.getType().getIntOrFloatBitWidth() != bits)
    word = LLVM::TruncOp::create(b, loc, b.getIntegerType(bits), word);
  return bitcastFromInt(b, loc, word, elementType);
}

/// Stores (when `values` is non-null) or loads the accesses of one side in
/// one round; loads fill `loaded` by distinct register.
void emitAccesses(OpBuilder &b, Location loc, ArrayRef<Access> accesses, const StagingSide &side,
                  Value base, Value threadOffset, Type carrier, ArrayRef<Value> values,
                  SmallVectorImpl<Value> &loaded) {
  unsigned bytes = carrier.getIntOrFloatBitWidth() / 8;
  Type accessType =
      side.vector == 1 ? carrier : Type(VectorType::get({int64_t(side.vector)}, carrier));
  unsigned alignment = bytes * side.vector;
  for (const Access &access : accesses) {
    Value address = elementAddress(b, loc, base, threadOffset, access.offset, bytes);
    if (!values.empty()) {
      Value data;
      if (side.vector == 1) {
        data = values[access.registers[0]];
      } else {
        data = LLVM::UndefOp::create(b, loc, accessType);
        for (auto [i, r] : llvm::enumerate(access.registers))
          data = LLVM::InsertElementOp::create(b, loc, data, values[r], i32Const(b, loc, i));
      }
      LLVM::StoreOp::create(b, loc, data, address, alignment);
      continue;
    }
    Value data = LLVM::LoadOp::create(b, loc, accessType, address, alignment);
    for (auto [i, r] : llvm::enumerate(access.registers))
      loaded[r] = side.vector == 1
                      ? data
                      : Value(LLVM::ExtractElementOp::create(b, loc, data, i32Const(b, loc, i)));
  }
}

/// Index into the distinct registers (zero bases dropped) of register `r`.
unsigned compressRegister(unsigned r, uint32_t copyBits) {
  unsigned distinct = 0, out = 0;
  for (unsigned bit = 0; bit < 32; ++bit) {
    if (copyBits >> bit & 1)
      continue;
    if (r >> bit & 1)
      distinct |= 1u << out;
    ++out;
  }
  return distinct;
}

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
    case tt::ConversionKind::SharedMemory:
      return stageThroughSharedMemory(op, *src, *dst, adaptor.getSrc(), rewriter);
    case tt::ConversionKind::DistributedSharedMemory:
      return op.emitOpError("moves data between the CTAs of a cluster, which is not lowered yet");
    }
    llvm_unreachable("unknown conversion kind");
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
    Type carrier = getCarrierType(rewriter, elementType);
    unsigned bitwidth = carrier.getIntOrFloatBitWidth();

    uint32_t srcCopies = getCopyBitsMask(srcIn, {dims::kRegister});
    uint32_t dstCopies = getCopyBitsMask(dstIn, {dims::kRegister});
    tt::LinearLayout src = srcIn.removeZeroBases(dims::kRegister);
    tt::LinearLayout dst = dstIn.removeZeroBases(dims::kRegister);
    tt::SharedStaging staging = tt::planSharedStaging(src, dst, bitwidth);
    StagingSide store = planSide(src, staging, bitwidth);
    StagingSide load = planSide(dst, staging, bitwidth);

    SmallVector<Value> srcValues = unpackElements(rewriter, loc, loweredSrc);
    SmallVector<Value> distinctSrc(store.registers.size());
    for (unsigned r = 0, e = srcValues.size(); r < e; ++r)
      if ((r & srcCopies) == 0)
        distinctSrc[compressRegister(r, srcCopies)] =
            toCarrier(rewriter, loc, srcValues[r], carrier);

    Value base = getSharedMemoryBase(rewriter, loc, op);
    Value tid = getThreadId(rewriter, loc);
    Value storeOffset = emitThreadCoordinates(rewriter, loc, store.threadOffsets, tid)[0];
    Value loadOffset = emitThreadCoordinates(rewriter, loc, load.threadOffsets, tid)[0];
    SmallVector<Value> distinctDst(load.registers.size());
    for (int round = 0; round < staging.getNumRounds(); ++round) {
      if (round > 0)
        NVVM::Barrier0Op::create(rewriter, loc);
      SmallVector<Value> unused;
      emitAccesses(rewriter, loc, getAccesses(store, round), store, base, storeOffset, carrier,
                   distinctSrc, unused);
      NVVM::Barrier0Op::create(rewriter, loc);
      emitAccesses(rewriter, loc, getAccesses(load, round), load, base, loadOffset, carrier, {},
                   distinctDst);
    }

    SmallVector<Value> results;
    for (unsigned r = 0, e = getNumRegisters(op.getType()); r < e; ++r)
      results.push_back(fromCarrier(
          rewriter, loc, distinctDst[compressRegister(r & ~dstCopies, dstCopies)], elementType));
    rewriter.replaceOp(op, packElements(rewriter, loc, structType, results));
    return success();
  }
};

} // namespace

void mlir::triton::populateConvertLayoutOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                         RewritePatternSet &patterns) {
  patterns.add<ConvertLayoutOpConversion>(converter, patterns.getContext());
}
