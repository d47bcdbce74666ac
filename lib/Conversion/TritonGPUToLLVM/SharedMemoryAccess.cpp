//===- SharedMemoryAccess.cpp - distributed tensors in shared memory ------===//

#include "SharedMemoryAccess.h"

#include "Utility.h"

#include "Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

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
