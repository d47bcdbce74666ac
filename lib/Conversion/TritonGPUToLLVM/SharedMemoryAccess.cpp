//===- SharedMemoryAccess.cpp - distributed tensors in shared memory ------===//

#include "SharedMemoryAccess.h"

#include "Utility.h"

#include "Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace dims = mlir::triton::gpu::dims;

namespace {

/// Registers of one access: the leader's offset (low bits clear), and the
/// distinct register holding each of its elements in offset order.
struct Access {
  uint64_t offset;
  SmallVector<unsigned> registers;
};

/// The accesses of `plan` in `round`, in register order of their leaders.
SmallVector<Access> getAccesses(const SharedAccessPlan &plan, uint64_t round) {
  SmallVector<Access> accesses;
  DenseMap<uint64_t, unsigned> byOffset;
  for (auto [r, location] : llvm::enumerate(plan.registers)) {
    auto [offset, regRound] = location;
    if (regRound != round)
      continue;
    uint64_t leader = offset & ~uint64_t(plan.vector - 1);
    auto [it, inserted] = byOffset.try_emplace(leader, accesses.size());
    if (inserted)
      accesses.push_back({leader, SmallVector<unsigned>(plan.vector, 0)});
    accesses[it->second].registers[offset & (plan.vector - 1)] = r;
  }
  return accesses;
}

/// The address of element `offset` past `threadOffset` (XOR: the two parts
/// come from different index bits of a linear map).
Value elementAddress(OpBuilder &b, Location loc, Value base, Value threadOffset, uint64_t offset,
                     unsigned bytes) {
  Value elements = threadOffset;
  if (offset != 0)
    elements = LLVM::XOrOp::create(b, loc, threadOffset, i32Const(b, loc, int64_t(offset)));
  Value byteOffset = LLVM::MulOp::create(b, loc, elements, i32Const(b, loc, bytes));
  return LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(), base, ValueRange{byteOffset});
}

Type getAccessType(const SharedAccessPlan &plan, Type carrier) {
  if (plan.vector == 1)
    return carrier;
  return VectorType::get({int64_t(plan.vector)}, carrier);
}

} // namespace

SharedAccessPlan lowering::planSharedAccess(const tt::LinearLayout &layout, SharedLocator locate,
                                            int64_t numElements, unsigned bitwidth) {
  SharedAccessPlan plan;
  std::vector<tt::LinearLayout::InDim> ins;
  uint64_t threadBits = 0;
  for (StringRef in : {dims::kLane, dims::kWarp}) {
    tt::LinearLayout::InDim dim{in.str(), {}};
    for (int bit = 0, e = layout.getInDimSizeLog2(in); bit < e; ++bit) {
      auto [offset, round] = locate(layout.getFlatBasis(in, bit));
      assert(round == 0 && "lanes and warps stay within a round");
      threadBits |= offset;
      dim.bases.push_back({int32_t(offset)});
    }
    ins.push_back(std::move(dim));
  }
  plan.threadOffsets =
      tt::LinearLayout(std::move(ins), {{"offset", int32_t(std::max<int64_t>(1, numElements))}});

  SmallVector<SharedLocation> regBases;
  for (int bit = 0, e = layout.getInDimSizeLog2(dims::kRegister); bit < e; ++bit)
    regBases.push_back(locate(layout.getFlatBasis(dims::kRegister, bit)));
  for (unsigned r = 0, e = 1u << regBases.size(); r < e; ++r) {
    SharedLocation location{0, 0};
    for (auto [bit, basis] : llvm::enumerate(regBases))
      if (r >> bit & 1) {
        location.first ^= basis.first;
        location.second ^= basis.second;
      }
    plan.registers.push_back(location);
  }

  // The widest access: each of the lowest offset bits must be one register
  // basis's (so a thread holds the whole vector) and no lane or warp may
  // set it (so the vector is aligned), within 128 bits.
  unsigned bits = 0;
  auto isRegisterBit = [&](unsigned bit) {
    return llvm::is_contained(regBases, SharedLocation{uint64_t(1) << bit, 0});
  };
  while ((2u << bits) * bitwidth <= 128 && (threadBits >> bits & 1) == 0 && isRegisterBit(bits))
    ++bits;
  plan.vector = 1u << bits;
  return plan;
}

Type lowering::getSharedCarrierType(OpBuilder &b, Type elementType) {
  return b.getIntegerType(std::max(getElementBits(elementType), 8u));
}

Value lowering::toSharedCarrier(OpBuilder &b, Location loc, Value value, Type carrier) {
  Value word = bitcastToInt(b, loc, value);
  if (word.getType() != carrier)
    word = LLVM::ZExtOp::create(b, loc, carrier, word);
  return word;
}

Value lowering::fromSharedCarrier(OpBuilder &b, Location loc, Value word, Type elementType) {
  unsigned bits = getElementBits(elementType);
  if (word.getType().getIntOrFloatBitWidth() != bits)
    word = LLVM::TruncOp::create(b, loc, b.getIntegerType(bits), word);
  return bitcastFromInt(b, loc, word, elementType);
}

void lowering::storeRegistersToShared(OpBuilder &b, Location loc, const SharedAccessPlan &plan,
                                      uint64_t round, Value base, Value threadOffset, Type carrier,
                                      ArrayRef<Value> values) {
  unsigned bytes = carrier.getIntOrFloatBitWidth() / 8;
  Type accessType = getAccessType(plan, carrier);
  for (const Access &access : getAccesses(plan, round)) {
    Value address = elementAddress(b, loc, base, threadOffset, access.offset, bytes);
    Value data = values[access.registers[0]];
    if (plan.vector > 1) {
      data = LLVM::UndefOp::create(b, loc, accessType);
      for (auto [i, r] : llvm::enumerate(access.registers))
        data = LLVM::InsertElementOp::create(b, loc, data, values[r], i32Const(b, loc, i));
    }
    LLVM::StoreOp::create(b, loc, data, address, bytes * plan.vector);
  }
}

void lowering::loadRegistersFromShared(OpBuilder &b, Location loc, const SharedAccessPlan &plan,
                                       uint64_t round, Value base, Value threadOffset, Type carrier,
                                       MutableArrayRef<Value> loaded) {
  unsigned bytes = carrier.getIntOrFloatBitWidth() / 8;
  Type accessType = getAccessType(plan, carrier);
  for (const Access &access : getAccesses(plan, round)) {
    Value address = elementAddress(b, loc, base, threadOffset, access.offset, bytes);
    Value data = LLVM::LoadOp::create(b, loc, accessType, address, bytes * plan.vector);
    for (auto [i, r] : llvm::enumerate(access.registers))
      loaded[r] = plan.vector == 1
                      ? data
                      : Value(LLVM::ExtractElementOp::create(b, loc, data, i32Const(b, loc, i)));
  }
}

unsigned lowering::getDistinctRegister(unsigned r, uint32_t copyBits) {
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

//===-- ldmatrix ----------------------------------------------------------===//
//
// `ldmatrix.x{1,2,4}` loads 8x8 matrices of 16-bit cells whose rows are 16
// contiguous bytes: lane l gives the address of row l % 8 of matrix l / 8,
// and lane t receives, of each matrix, the 32-bit word t % 4 of row t / 4
// (`.trans`, 16-bit elements only: cells 2 (t % 4) and 2 (t % 4) + 1 of
// column t / 4). With the element offset of each index bit of the layout
// (linear maps compose), a layout fits when:
//
//   plain:  the low register bits step 1, 2, .. within a word, lanes 0-1
//           step one and two words, lanes 2-4 step whole rows;
//   .trans: register bit 0 and lanes 0-1 step whole rows, lanes 2-4 step
//           1, 2, 4 elements;
//
// and every other register bit, every warp bit and the view's start step
// whole rows (16 bytes). The next two register bits pick the matrix (x4;
// fewer give x2, x1), the rest one instruction each. Lane l's row address
// is the layout's offset for the bits that name row l % 8 and matrix l / 8,
// XOR its warp's part and the instruction's registers; within a row,
// offsets below 16 bytes XOR as they add.

namespace {

/// The element offset each index bit of a layout reads.
struct BitOffsets {
  SmallVector<uint64_t> registers, lanes, warps;
};

BitOffsets getBitOffsets(const tt::LinearLayout &layout,
                         llvm::function_ref<uint64_t(ArrayRef<int32_t>)> offsetOf) {
  auto of = [&](StringRef in) {
    SmallVector<uint64_t> offsets;
    for (int bit = 0, e = layout.getInDimSizeLog2(in); bit < e; ++bit)
      offsets.push_back(offsetOf(layout.apply({{in, int32_t(1) << bit}})));
    return offsets;
  };
  return {of(dims::kRegister), of(dims::kLane), of(dims::kWarp)};
}

struct LdmatrixPlan {
  bool transposed = false;
  SmallVector<unsigned> elementBits; // register bits within a 32-bit word
  SmallVector<unsigned> matrixBits;  // register bits picking the matrix
  SmallVector<uint32_t> addressImages; // thread-id bit -> row offset it selects
};

std::optional<LdmatrixPlan> planLdmatrix(const BitOffsets &bits, unsigned bitwidth,
                                         bool transposed, uint64_t startOffset) {
  unsigned perWord = 32 / bitwidth;
  uint64_t rowElements = 4 * perWord; // 16 bytes
  auto wholeRows = [&](uint64_t offset) { return offset % rowElements == 0; };
  if (bits.lanes.size() != 5 || !wholeRows(startOffset) || !llvm::all_of(bits.warps, wholeRows))
    return std::nullopt;
  LdmatrixPlan plan;
  plan.transposed = transposed;
  // Bits the lanes or the word fix; the row-address bits in lane order.
  SmallVector<uint64_t> rowSteps;
  if (!transposed) {
    unsigned wordBits = llvm::Log2_32(perWord);
    if (bits.registers.size() < wordBits)
      return std::nullopt;
    for (unsigned i = 0; i < wordBits; ++i) {
      if (bits.registers[i] != (uint64_t(1) << i))
        return std::nullopt;
      plan.elementBits.push_back(i);
    }
    if (bits.lanes[0] != perWord || bits.lanes[1] != 2 * perWord)
      return std::nullopt;
    rowSteps = {bits.lanes[2], bits.lanes[3], bits.lanes[4]};
  } else {
    if (bitwidth != 16 || bits.registers.empty() || bits.lanes[2] != 1 || bits.lanes[3] != 2 ||
        bits.lanes[4] != 4)
      return std::nullopt;
    plan.elementBits.push_back(0);
    rowSteps = {bits.registers[0], bits.lanes[0], bits.lanes[1]};
  }
  if (!llvm::all_of(rowSteps, wholeRows))
    return std::nullopt;
  for (unsigned bit = plan.elementBits.size(); bit < bits.registers.size(); ++bit) {
    if (!wholeRows(bits.registers[bit]))
      return std::nullopt;
    if (plan.matrixBits.size() < 2)
      plan.matrixBits.push_back(bit);
  }
  // Thread-id bits 0-2 name the row, 3-4 the matrix, the rest the warp.
  for (uint64_t step : rowSteps)
    plan.addressImages.push_back(uint32_t(step));
  for (unsigned i = 0; i < 2; ++i)
    plan.addressImages.push_back(
        i < plan.matrixBits.size() ? uint32_t(bits.registers[plan.matrixBits[i]]) : 0);
  for (uint64_t step : bits.warps)
    plan.addressImages.push_back(uint32_t(step));
  return plan;
}

/// The words of one ldmatrix, as i32 values.
SmallVector<Value> emitLdmatrix(OpBuilder &b, Location loc, Value address, unsigned numMatrices,
                                bool transposed) {
  MLIRContext *context = b.getContext();
  Type i32 = b.getI32Type();
  Type resultType = numMatrices == 1
                        ? i32
                        : LLVM::LLVMStructType::getLiteral(context,
                                                           SmallVector<Type>(numMatrices, i32));
  auto layout = NVVM::MMALayoutAttr::get(context, transposed ? NVVM::MMALayout::col
                                                             : NVVM::MMALayout::row);
  // Any data moves as 16-bit cells: a thread's words are the same.
  Value result = NVVM::LdMatrixOp::create(
      b, loc, resultType, address, b.getI32IntegerAttr(numMatrices), layout,
      NVVM::LdStMatrixShapeAttr::get(context, 8, 8),
      NVVM::LdStMatrixEltTypeAttr::get(context, NVVM::LdStMatrixEltType::B16));
  return unpackElements(b, loc, result);
}

} // namespace

std::optional<SmallVector<Value>> lowering::loadRegistersWithLdmatrix(
    OpBuilder &b, Location loc, const tt::LinearLayout &layout,
    llvm::function_ref<uint64_t(ArrayRef<int32_t>)> offsetOf, uint64_t startOffset,
    unsigned bitwidth, Value base, Type carrier) {
  if (bitwidth != 8 && bitwidth != 16 && bitwidth != 32)
    return std::nullopt;
  if (getCopyBitsMask(layout, {dims::kRegister}) != 0)
    return std::nullopt;
  BitOffsets bits = getBitOffsets(layout, offsetOf);
  std::optional<LdmatrixPlan> plan = planLdmatrix(bits, bitwidth, false, startOffset);
  if (!plan)
    plan = planLdmatrix(bits, bitwidth, true, startOffset);
  if (!plan)
    return std::nullopt;

  Value rowOffset = emitBitMap(b, loc, getThreadId(b, loc), plan->addressImages);
  if (startOffset != 0)
    rowOffset = LLVM::XOrOp::create(b, loc, rowOffset, i32Const(b, loc, int64_t(startOffset)));
  uint32_t fixedBits = 0;
  for (unsigned bit : plan->elementBits)
    fixedBits |= 1u << bit;
  for (unsigned bit : plan->matrixBits)
    fixedBits |= 1u << bit;
  unsigned perWord = 32 / bitwidth;
  unsigned numMatrices = 1u << plan->matrixBits.size();
  Type wordType = perWord == 1 ? carrier : VectorType::get({int64_t(perWord)}, carrier);

  SmallVector<Value> values(layout.getInDimSize(dims::kRegister));
  for (uint32_t tile = 0, e = values.size(); tile < e; ++tile) {
    if (tile & fixedBits)
      continue;
    uint64_t tileOffset = 0;
    for (unsigned bit = 0; bit < bits.registers.size(); ++bit)
      if (tile >> bit & 1)
        tileOffset ^= bits.registers[bit];
    Value address = elementAddress(b, loc, base, rowOffset, tileOffset, bitwidth / 8);
    SmallVector<Value> words =
        emitLdmatrix(b, loc, address, numMatrices, plan->transposed);
    for (auto [matrix, word] : llvm::enumerate(words)) {
      uint32_t wordRegister = tile;
      for (auto [i, bit] : llvm::enumerate(plan->matrixBits))
        if (matrix >> i & 1)
          wordRegister |= 1u << bit;
      Value data =
          wordType == word.getType() ? word : LLVM::BitcastOp::create(b, loc, wordType, word);
      for (unsigned j = 0; j < perWord; ++j) {
        uint32_t r = wordRegister;
        for (auto [i, bit] : llvm::enumerate(plan->elementBits))
          if (j >> i & 1)
            r |= 1u << bit;
        values[r] = perWord == 1 ? data
                                 : Value(LLVM::ExtractElementOp::create(b, loc, data,
                                                                        i32Const(b, loc, j)));
      }
    }
  }
  return values;
}
