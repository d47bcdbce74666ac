//===- SharedMemoryAccess.cpp - distributed tensors in shared memory ------===//

#include "SharedMemoryAccess.h"

#include "Utility.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace dims = mlir::triton::gpu::dims;

namespace {

/// A register constant split for addressing: `xorPart` goes into the
/// thread's part by XOR (one base register per distinct value), `addPart`
/// is added to the address, where ptxas folds it into the instruction.
struct SplitOffset {
  uint64_t xorPart = 0, addPart = 0;
};

/// Splits the constant of the registers `registerBits` (bit i: the register
/// basis at `basisOffsets[i]`) bit by bit: the bits the thread's part can set
/// (`threadBits`) XOR into it, so a few base registers serve every access, and
/// the others are added. The thread's part is clear of the added bits, and
/// so is its XOR with the XORed bits, so the sum is the XOR: x ^ C =
/// (x ^ (C & T)) + (C & ~T) whenever x lies in T. Triton's PTX has this
/// split although its LLVM IR XORs whole constants: its LLVM's
/// SeparateConstOffsetFromGEP moved the known-zero bits of an XOR constant
/// into the address's offset, which LLVM 22 reverted; so the lowering
/// states it.
SplitOffset splitOffset(ArrayRef<uint64_t> basisOffsets, uint64_t registerBits,
                        uint64_t threadBits) {
  uint64_t offset = 0;
  for (auto [bit, basisOffset] : llvm::enumerate(basisOffsets))
    if (registerBits >> bit & 1)
      offset ^= basisOffset;
  return {offset & threadBits, offset & ~threadBits};
}

/// The address of the element at `threadOffset` XOR `split.xorPart` plus
/// `split.addPart` (offsets in elements of `bytes` bytes).
Value elementAddress(OpBuilder &b, Location loc, Value base, Value threadOffset,
                     SplitOffset split, unsigned bytes) {
  Value elements = threadOffset;
  if (split.xorPart != 0)
    elements =
        LLVM::XOrOp::create(b, loc, threadOffset, i32Const(b, loc, int64_t(split.xorPart)));
  Value byteOffset = LLVM::MulOp::create(b, loc, elements, i32Const(b, loc, bytes));
  // Inbounds, as in Triton's IR: every offset stays inside the shared
  // allocation.
  Value address = LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(), base,
                                      ValueRange{byteOffset}, LLVM::GEPNoWrapFlags::inbounds);
  if (split.addPart != 0)
    address = LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(), address,
                                  ArrayRef<LLVM::GEPArg>{int32_t(split.addPart * bytes)},
                                  LLVM::GEPNoWrapFlags::inbounds);
  return address;
}

/// The offset of each register basis of `plan`.
SmallVector<uint64_t> getRegisterBasisOffsets(const SharedAccessPlan &plan) {
  SmallVector<uint64_t> offsets;
  for (size_t bit = 1; bit < plan.registers.size(); bit <<= 1)
    offsets.push_back(plan.registers[bit].first);
  return offsets;
}

/// The address of `access` (its leader's offset split over the register bases).
Value accessAddress(OpBuilder &b, Location loc, const SharedAccessPlan &plan,
                    ArrayRef<uint64_t> basisOffsets, const SharedAccess &access, Value base,
                    Value threadOffset, unsigned bytes) {
  SplitOffset split = splitOffset(basisOffsets, access.registers[0], plan.threadBits);
  assert((split.xorPart ^ split.addPart) == access.offset && "the leader's offset");
  return elementAddress(b, loc, base, threadOffset, split, bytes);
}

/// The type one shared access moves, in Triton's form: a vector even of
/// one element, and vectors of more than four sub-word elements as 32-bit
/// words (loads and stores take at most four lanes).
Type getAccessType(const SharedAccessPlan &plan, Type carrier) {
  unsigned bits = carrier.getIntOrFloatBitWidth();
  if (plan.vector > 4 && bits < 32)
    return VectorType::get({int64_t(plan.vector * bits / 32)},
                           IntegerType::get(carrier.getContext(), 32));
  return VectorType::get({int64_t(plan.vector)}, carrier);
}

Value packVector(OpBuilder &b, Location loc, Type vectorType, ArrayRef<Value> lanes) {
  Value vector = LLVM::UndefOp::create(b, loc, vectorType);
  for (auto [i, lane] : llvm::enumerate(lanes))
    vector = LLVM::InsertElementOp::create(b, loc, vector, lane, i32Const(b, loc, i));
  return vector;
}

SmallVector<Value> unpackVector(OpBuilder &b, Location loc, Value vector) {
  SmallVector<Value> lanes;
  for (int64_t i = 0, e = cast<VectorType>(vector.getType()).getNumElements(); i < e; ++i)
    lanes.push_back(LLVM::ExtractElementOp::create(b, loc, vector, i32Const(b, loc, i)));
  return lanes;
}

/// `values` (carrier-typed) as one value of `accessType`.
Value packAccess(OpBuilder &b, Location loc, Type accessType, Type carrier,
                 ArrayRef<Value> values) {
  auto vector = cast<VectorType>(accessType);
  if (vector.getElementType() == carrier)
    return packVector(b, loc, accessType, values);
  size_t perWord = values.size() / vector.getNumElements();
  SmallVector<Value> words;
  for (size_t w = 0; w < size_t(vector.getNumElements()); ++w)
    words.push_back(packWord(b, loc, values.slice(w * perWord, perWord), vector.getElementType()));
  return packVector(b, loc, accessType, words);
}

/// The elements of `data`, one value of `accessType`: carrier-typed, or,
/// where words hold several, seen as the elements they hold (one bitcast to
/// a vector of `elementType` where that has the carrier's width, else of
/// the carrier; as Triton reads them).
SmallVector<Value> unpackAccess(OpBuilder &b, Location loc, Value data, Type carrier,
                                Type elementType) {
  auto vector = cast<VectorType>(data.getType());
  if (vector.getElementType() != carrier) {
    bool asElements = elementType && elementType.isIntOrFloat() &&
                      elementType.getIntOrFloatBitWidth() == carrier.getIntOrFloatBitWidth();
    int64_t elements =
        vector.getNumElements() * vector.getElementTypeBitWidth() / carrier.getIntOrFloatBitWidth();
    data = LLVM::BitcastOp::create(
        b, loc, VectorType::get({elements}, asElements ? elementType : carrier), data);
  }
  return unpackVector(b, loc, data);
}

} // namespace

/// The distinct registers of `plan` in `order`: for ByBaseAddress, the
/// register bits whose offsets are clear of the thread's bits (immediates
/// on one base address) vary fastest, the others slowest, each group in
/// register order.
static SmallVector<unsigned> getAccessOrder(const SharedAccessPlan &plan,
                                            SharedAccessOrder order) {
  SmallVector<unsigned> fastest, slowest;
  for (unsigned bit = 0; (size_t(1) << bit) < plan.registers.size(); ++bit) {
    bool clear = (plan.registers[size_t(1) << bit].first & plan.threadBits) == 0;
    (clear || order == SharedAccessOrder::Registers ? fastest : slowest).push_back(bit);
  }
  llvm::append_range(fastest, slowest);
  SmallVector<unsigned> registers;
  for (unsigned i = 0, e = plan.registers.size(); i < e; ++i) {
    unsigned r = 0;
    for (auto [position, bit] : llvm::enumerate(fastest))
      if (i >> position & 1)
        r |= 1u << bit;
    registers.push_back(r);
  }
  return registers;
}

SmallVector<SharedAccess> lowering::getSharedAccesses(const SharedAccessPlan &plan,
                                                     uint64_t round, SharedAccessOrder order) {
  SmallVector<SharedAccess> accesses;
  DenseMap<uint64_t, unsigned> byOffset;
  for (unsigned r : getAccessOrder(plan, order)) {
    auto [offset, regRound] = plan.registers[r];
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
  plan.threadBits = threadBits;
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

void lowering::forEachSharedAccess(
    OpBuilder &b, Location loc, const SharedAccessPlan &plan, uint64_t round, Value base,
    Value threadOffset, Type carrier,
    function_ref<void(Value address, ArrayRef<unsigned> registers)> emit,
    SharedAccessOrder order) {
  unsigned bytes = carrier.getIntOrFloatBitWidth() / 8;
  SmallVector<uint64_t> basisOffsets = getRegisterBasisOffsets(plan);
  for (const SharedAccess &access : getSharedAccesses(plan, round, order))
    emit(accessAddress(b, loc, plan, basisOffsets, access, base, threadOffset, bytes),
         access.registers);
}

void lowering::storeRegistersToShared(OpBuilder &b, Location loc, const SharedAccessPlan &plan,
                                      uint64_t round, Value base, Value threadOffset, Type carrier,
                                      ArrayRef<Value> values, SharedAccessOrder order) {
  unsigned bytes = carrier.getIntOrFloatBitWidth() / 8;
  Type accessType = getAccessType(plan, carrier);
  forEachSharedAccess(b, loc, plan, round, base, threadOffset, carrier,
                      [&](Value address, ArrayRef<unsigned> registers) {
                        SmallVector<Value> lanes;
                        for (unsigned r : registers)
                          lanes.push_back(toSharedCarrier(b, loc, values[r], carrier));
                        Value data = packAccess(b, loc, accessType, carrier, lanes);
                        LLVM::StoreOp::create(b, loc, data, address, bytes * plan.vector);
                      },
                      order);
}

void lowering::loadRegistersFromShared(OpBuilder &b, Location loc, const SharedAccessPlan &plan,
                                       uint64_t round, Value base, Value threadOffset, Type carrier,
                                       MutableArrayRef<Value> loaded, Type elementType) {
  unsigned bytes = carrier.getIntOrFloatBitWidth() / 8;
  Type accessType = getAccessType(plan, carrier);
  forEachSharedAccess(
      b, loc, plan, round, base, threadOffset, carrier,
      [&](Value address, ArrayRef<unsigned> registers) {
        Value data = LLVM::LoadOp::create(b, loc, accessType, address, bytes * plan.vector);
        for (auto [r, element] : llvm::zip_equal(registers, unpackAccess(b, loc, data, carrier, elementType)))
          loaded[r] = element;
      });
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

//===-- ldmatrix / stmatrix ------------------------------------------------===//
//
// `ldmatrix.x{1,2,4}` and `stmatrix.x{1,2,4}` move 8x8 matrices of 16-bit
// cells whose rows are 16 contiguous bytes: lane l gives the address of row
// l % 8 of matrix l / 8, and lane t holds, of each matrix, the 32-bit word
// t % 4 of row t / 4 (`.trans`, 16-bit elements only: cells 2 (t % 4) and
// 2 (t % 4) + 1 of column t / 4). With the location of each index bit of the
// layout (linear maps compose), a layout fits when:
//
//   plain:  register bits step 1, 2, .. within a word, lanes 0-1 step one
//           and two words, lanes 2-4 step whole rows;
//   .trans: a register bit and lanes 0-1 step whole rows, lanes 2-4 step
//           1, 2, 4 elements;
//
// and every other register bit, every warp bit and the view's start step
// whole rows; word bits, matrix bits, lanes and warps stay in round 0. Two
// more register bits of round 0 pick the matrix (x4; fewer give x2, x1),
// the rest one instruction each, in the round their bits give. Lane l's row
// address is the offset of the bits that name row l % 8 and matrix l / 8,
// XOR its warp's part and the instruction's registers; within a row, offsets
// below 16 bytes XOR as they add.

BitLocations lowering::locateBits(const tt::LinearLayout &layout, SharedLocator locate) {
  auto of = [&](StringRef in) {
    SmallVector<SharedLocation> locations;
    for (int bit = 0, e = layout.getInDimSizeLog2(in); bit < e; ++bit)
      locations.push_back(locate(layout.getFlatBasis(in, bit)));
    return locations;
  };
  return {of(dims::kRegister), of(dims::kLane), of(dims::kWarp)};
}

namespace {
/// The register bit at `location`, not yet taken; -1 when none.
int findRegisterBit(const BitLocations &bits, SharedLocation location, uint32_t taken) {
  for (auto [bit, l] : llvm::enumerate(bits.registers))
    if (!(taken >> bit & 1) && l == location)
      return int(bit);
  return -1;
}
} // namespace

std::optional<MatrixAccessPlan> lowering::planMatrixAccess(const BitLocations &bits,
                                                           unsigned bitwidth, bool transposed,
                                                           uint64_t startOffset) {
  if (bitwidth != 8 && bitwidth != 16 && bitwidth != 32)
    return std::nullopt;
  if (transposed && bitwidth != 16)
    return std::nullopt;
  MatrixAccessPlan plan;
  plan.transposed = transposed;
  plan.perWord = 32 / bitwidth;
  uint64_t rowElements = 4 * plan.perWord; // 16 bytes
  auto wholeRows = [&](SharedLocation l) { return l.first % rowElements == 0; };
  auto inRound0 = [](SharedLocation l) { return l.second == 0; };
  if (bits.lanes.size() != 5 || startOffset % rowElements != 0 ||
      !llvm::all_of(bits.lanes, inRound0) || !llvm::all_of(bits.warps, inRound0) ||
      !llvm::all_of(bits.warps, wholeRows))
    return std::nullopt;

  // The word's element bits and the three bits that name a row.
  uint32_t taken = 0;
  SmallVector<uint64_t> rowSteps;
  if (!transposed) {
    for (unsigned i = 0; (1u << i) < plan.perWord; ++i) {
      int bit = findRegisterBit(bits, {uint64_t(1) << i, 0}, taken);
      if (bit < 0)
        return std::nullopt;
      plan.elementBits.push_back(bit);
      taken |= 1u << bit;
    }
    if (bits.lanes[0] != SharedLocation{plan.perWord, 0} ||
        bits.lanes[1] != SharedLocation{2 * plan.perWord, 0})
      return std::nullopt;
    rowSteps = {bits.lanes[2].first, bits.lanes[3].first, bits.lanes[4].first};
  } else {
    if (bits.lanes[2] != SharedLocation{1, 0} || bits.lanes[3] != SharedLocation{2, 0} ||
        bits.lanes[4] != SharedLocation{4, 0})
      return std::nullopt;
    int bit = -1;
    for (auto [r, l] : llvm::enumerate(bits.registers))
      if (wholeRows(l) && inRound0(l)) {
        bit = int(r);
        break;
      }
    if (bit < 0)
      return std::nullopt;
    plan.elementBits.push_back(bit);
    taken |= 1u << bit;
    rowSteps = {bits.registers[bit].first, bits.lanes[0].first, bits.lanes[1].first};
  }
  if (!llvm::all_of(rowSteps, [&](uint64_t o) { return o % rowElements == 0; }))
    return std::nullopt;

  // Matrix bits; the rest make one instruction per combination (below).
  SmallVector<unsigned> rest;
  for (auto [bit, l] : llvm::enumerate(bits.registers)) {
    if (taken >> bit & 1)
      continue;
    if (!wholeRows(l))
      return std::nullopt;
    if (plan.matrixBits.size() < 2 && inRound0(l))
      plan.matrixBits.push_back(bit);
    else
      rest.push_back(bit);
  }
  // Thread-id bits 0-2 name the row, 3-4 the matrix, the rest the warp.
  for (uint64_t step : rowSteps)
    plan.addressImages.push_back(uint32_t(step));
  for (unsigned i = 0; i < 2; ++i)
    plan.addressImages.push_back(
        i < plan.matrixBits.size() ? uint32_t(bits.registers[plan.matrixBits[i]].first) : 0);
  for (SharedLocation l : bits.warps)
    plan.addressImages.push_back(uint32_t(l.first));
  for (SharedLocation l : bits.registers)
    plan.registerOffsets.push_back(l.first);
  plan.threadBits = startOffset;
  for (uint32_t image : plan.addressImages)
    plan.threadBits |= image;
  // Triton's instruction order: the bits whose offsets add (no bit in common
  // with a thread's address, or equal to one of its steps) vary fastest, as
  // immediate offsets of one address; the others, XORed in, outermost.
  std::stable_partition(rest.begin(), rest.end(), [&](unsigned bit) {
    uint64_t offset = bits.registers[bit].first;
    return (offset & plan.threadBits) == 0 || llvm::is_contained(plan.addressImages, offset);
  });
  for (uint32_t combo = 0, e = 1u << rest.size(); combo < e; ++combo) {
    MatrixAccessPlan::Instruction instruction{0, 0, 0};
    for (auto [i, bit] : llvm::enumerate(rest))
      if (combo >> i & 1) {
        instruction.offset ^= bits.registers[bit].first;
        instruction.round ^= bits.registers[bit].second;
        instruction.registers |= 1u << bit;
      }
    plan.instructions.push_back(instruction);
  }
  return plan;
}

Value lowering::emitMatrixRowOffset(OpBuilder &b, Location loc, const MatrixAccessPlan &plan,
                                    uint64_t startOffset) {
  Value rowOffset = emitBitMap(b, loc, getThreadId(b, loc), plan.addressImages);
  if (startOffset != 0)
    rowOffset = LLVM::XOrOp::create(b, loc, rowOffset, i32Const(b, loc, int64_t(startOffset)));
  return rowOffset;
}

namespace {
/// The register of word `matrix`, element `element` of an instruction.
unsigned getMatrixRegister(const MatrixAccessPlan &plan,
                           const MatrixAccessPlan::Instruction &instruction, unsigned matrix,
                           unsigned element) {
  uint32_t r = instruction.registers;
  for (auto [i, bit] : llvm::enumerate(plan.matrixBits))
    if (matrix >> i & 1)
      r |= 1u << bit;
  for (auto [i, bit] : llvm::enumerate(plan.elementBits))
    if (element >> i & 1)
      r |= 1u << bit;
  return r;
}

NVVM::MMALayoutAttr getMatrixLayoutAttr(MLIRContext *context, const MatrixAccessPlan &plan) {
  return NVVM::MMALayoutAttr::get(context, plan.transposed ? NVVM::MMALayout::col
                                                           : NVVM::MMALayout::row);
}

/// The address of `instruction`: the row offset XOR its registers'
/// constant, split as Triton's additive strides.
Value instructionAddress(OpBuilder &b, Location loc, const MatrixAccessPlan &plan,
                         const MatrixAccessPlan::Instruction &instruction, Value base,
                         Value rowOffset, unsigned bytes) {
  SplitOffset split = splitOffset(plan.registerOffsets, instruction.registers, plan.threadBits);
  assert((split.xorPart ^ split.addPart) == instruction.offset && "the instruction's offset");
  return elementAddress(b, loc, base, rowOffset, split, bytes);
}

Type getWordType(const MatrixAccessPlan &plan, Type carrier) {
  return plan.perWord == 1 ? carrier : VectorType::get({int64_t(plan.perWord)}, carrier);
}
} // namespace

void lowering::storeRegistersWithStmatrix(OpBuilder &b, Location loc,
                                          const MatrixAccessPlan &plan, uint64_t round,
                                          Value base, Value rowOffset, Type carrier,
                                          ArrayRef<Value> values) {
  MLIRContext *context = b.getContext();
  unsigned numMatrices = 1u << plan.matrixBits.size();
  Type wordType = getWordType(plan, carrier);
  for (const MatrixAccessPlan::Instruction &instruction : plan.instructions) {
    if (instruction.round != round)
      continue;
    // The address first, then the words (each value turned into its carrier
    // here too), as Triton's: LLVM keeps this order, and ptxas schedules the
    // packing next to the store.
    Value address = instructionAddress(b, loc, plan, instruction, base, rowOffset,
                                       carrier.getIntOrFloatBitWidth() / 8);
    SmallVector<Value> words;
    for (unsigned m = 0; m < numMatrices; ++m) {
      auto carried = [&](unsigned j) {
        return toSharedCarrier(b, loc, values[getMatrixRegister(plan, instruction, m, j)], carrier);
      };
      Value word = carried(0);
      if (plan.perWord > 1) {
        word = LLVM::UndefOp::create(b, loc, wordType);
        for (unsigned j = 0; j < plan.perWord; ++j)
          word = LLVM::InsertElementOp::create(b, loc, word, carried(j), i32Const(b, loc, j));
      }
      if (word.getType() != b.getI32Type())
        word = LLVM::BitcastOp::create(b, loc, b.getI32Type(), word);
      words.push_back(word);
    }
    // Any data moves as 16-bit cells: a thread's words are the same.
    NVVM::StMatrixOp::create(b, loc, address, words, getMatrixLayoutAttr(context, plan),
                             NVVM::LdStMatrixShapeAttr::get(context, 8, 8),
                             NVVM::LdStMatrixEltTypeAttr::get(context, NVVM::LdStMatrixEltType::B16));
  }
}

void lowering::loadRegistersWithLdmatrix(OpBuilder &b, Location loc, const MatrixAccessPlan &plan,
                                         uint64_t round, Value base, Value rowOffset,
                                         Type carrier, MutableArrayRef<Value> loaded) {
  MLIRContext *context = b.getContext();
  unsigned numMatrices = 1u << plan.matrixBits.size();
  Type i32 = b.getI32Type();
  Type resultType = numMatrices == 1
                        ? i32
                        : LLVM::LLVMStructType::getLiteral(context,
                                                           SmallVector<Type>(numMatrices, i32));
  Type wordType = getWordType(plan, carrier);
  for (const MatrixAccessPlan::Instruction &instruction : plan.instructions) {
    if (instruction.round != round)
      continue;
    Value address = instructionAddress(b, loc, plan, instruction, base, rowOffset,
                                       carrier.getIntOrFloatBitWidth() / 8);
    Value result = NVVM::LdMatrixOp::create(
        b, loc, resultType, address, b.getI32IntegerAttr(numMatrices),
        getMatrixLayoutAttr(context, plan), NVVM::LdStMatrixShapeAttr::get(context, 8, 8),
        NVVM::LdStMatrixEltTypeAttr::get(context, NVVM::LdStMatrixEltType::B16));
    for (auto [m, word] : llvm::enumerate(unpackElements(b, loc, result))) {
      Value data =
          wordType == word.getType() ? word : LLVM::BitcastOp::create(b, loc, wordType, word);
      for (unsigned j = 0; j < plan.perWord; ++j)
        loaded[getMatrixRegister(plan, instruction, m, j)] =
            plan.perWord == 1
                ? data
                : Value(LLVM::ExtractElementOp::create(b, loc, data, i32Const(b, loc, j)));
    }
  }
}
