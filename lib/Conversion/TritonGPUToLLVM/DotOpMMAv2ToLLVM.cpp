//===- DotOpMMAv2ToLLVM.cpp - tt.dot with mma.sync -----------------------===//
//
// A dot whose operands are #ttg.dot_op layouts of an mma v2 parent. Each
// warp computes its share of C as a grid of m16n8 tiles, each summed over
// K with one `mma.sync.m16n8kK` per K step (K = 256 / operand bits: 16 for
// f16/bf16, 8 for tf32, 32 for i8 and fp8). f64, as Triton: sm_90 has
// m16n8k16 (k8 and k4 when K is shorter), one f64 per 64-bit register;
// sm_80 only m8n8k4, so there a m16n8k4 step is two instructions, one per
// row half, each with its half of A and C. fp8 (sm_89+): A and B may mix
// e4m3 and e5m2, accumulating in f32 or f16.
//
// Which registers feed which instruction comes from the linear layouts of
// A, B and C, not from the encodings' parameters. An instruction reads, in
// each thread, a fixed set of "slots": for A, e elements per 32-bit
// register (e = 32 / bits, 1 for f64), times two row halves, times the K
// quarters or halves the instruction spans in registers (2^kBits: 2 for
// K = 256 / bits, 4 for f64 k16, 1 for k4); for B, e elements times the same
// K parts; for C, two adjacent columns times two row halves. The lowering
// gives the slots to register bases:
//
//   A: the first log2(e) register bases along K (within a register), the
//      first along M (row half), the next kBits along K;
//   B: the same K bases;
//   C: the first register basis along N (column pair), the first along M.
//
// Every other register basis picks a tile: registers whose slot bits are
// zero are the tile origins, keyed by their coordinates. C's tile (b, m, n)
// is A's tiles (b, m, k) times B's tiles (b, k, n), K ascending.
//
// Triton lets M and N be smaller than the instruction (down to 1; K never).
// The layouts then replicate: the bases that would step past the end of M
// or N are zero, so registers, lanes or warps hold copies. A zero basis
// serves wherever a basis along M or N is expected (a slot picks the first
// register basis along its dimension, else the first zero one): the
// instruction then reads copied rows or columns of A and B and writes the
// matching copies of C. Registers of C that copy a computed element (zero
// bases outside the slots) take its value at the end.
//
// The instruction only needs A and B to number K the same way, so any
// kWidth works, as long as the layouts keep the hardware's contract, which
// is checked before anything is emitted (an error on the op otherwise):
// lanes 0-1 of A and B step along K alike, and A's row half and lanes 2-4
// (the row group) step along M (or not at all) as C's do; B's lanes 2-4
// step along N as C's column pair and lanes 0-1 do; and warps split M, N
// and batch identically in the operands and C, never K.
//
// Each instruction is Triton's inline PTX (MLIR 22's nvvm.mma.sync would
// not take fp8, sm_89+).
//
//===----------------------------------------------------------------------===//

#include "DotOpToLLVM.h"
#include "ElementwiseUtility.h"
#include "Utility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace ttg = mlir::triton::gpu;
namespace dims = mlir::triton::gpu::dims;

namespace {

/// The mma.sync variant for one operand element type.
struct MmaKind {
  int64_t k;                    // the instruction's K
  unsigned elementsPerRegister; // operand elements per 32-bit register (f64: 1)
  NVVM::MMATypes ptxType;       // the operands' PTX type
  unsigned kBits = 1;           // register bits along K one instruction spans
  bool rowHalves = false;       // m8n8: one instruction per row half (f64 on sm_80)
  /// B's PTX type where it differs from A's: fp8 operands may mix e4m3 and
  /// e5m2.
  std::optional<NVVM::MMATypes> bPtxType = std::nullopt;
};

/// The variant for operands of `element` (B's type must be the same) on
/// `capability`, or nullopt. f32 operands are read as tf32, which the op
/// must ask for. An f64 instruction on sm_90 spans as many of A's K
/// register bits (`aKRegisterBits`) as it can, up to k16.
std::optional<MmaKind> getMmaKind(Type element, int capability, unsigned aKRegisterBits) {
  if (element.isF16())
    return MmaKind{16, 2, NVVM::MMATypes::f16};
  if (element.isBF16())
    return MmaKind{16, 2, NVVM::MMATypes::bf16};
  if (element.isF32())
    return MmaKind{8, 1, NVVM::MMATypes::tf32};
  if (element.isInteger(8))
    return MmaKind{32, 4, NVVM::MMATypes::s8};
  if (isa<Float8E4M3FNType>(element))
    return MmaKind{32, 4, NVVM::MMATypes::e4m3};
  if (isa<Float8E5M2Type>(element))
    return MmaKind{32, 4, NVVM::MMATypes::e5m2};
  if (element.isF64() && capability >= 90) {
    unsigned kBits = std::min(aKRegisterBits, 2u);
    return MmaKind{4 << kBits, 1, NVVM::MMATypes::f64, kBits};
  }
  if (element.isF64())
    return MmaKind{4, 1, NVVM::MMATypes::f64, 0, /*rowHalves=*/true};
  return std::nullopt;
}

/// The instruction's shape as PTX spells it: `m16n8kK`, or `m8n8k4`.
std::string getShapeName(const MmaKind &kind) {
  return ("m" + Twine(kind.rowHalves ? 8 : 16) + "n8k" + Twine(kind.k)).str();
}

/// Whether C's element type is an accumulator mma.sync has for `kind`.
bool isSupportedAccumulator(const MmaKind &kind, Type element) {
  switch (kind.ptxType) {
  case NVVM::MMATypes::f16:
    return element.isF32() || element.isF16();
  case NVVM::MMATypes::s8:
    return element.isInteger(32);
  case NVVM::MMATypes::f64:
    return element.isF64();
  case NVVM::MMATypes::e4m3:
  case NVVM::MMATypes::e5m2:
    return element.isF32() || element.isF16();
  default:
    return element.isF32();
  }
}

bool movesOnlyAlong(ArrayRef<int32_t> basis, unsigned dim) {
  for (unsigned d = 0; d < basis.size(); ++d)
    if ((basis[d] != 0) != (d == dim))
      return false;
  return true;
}

/// Whether `basis` moves only along `dim`, or nowhere (a copy: the tensor
/// is smaller than the instruction along `dim`).
bool movesAlongOrNowhere(ArrayRef<int32_t> basis, unsigned dim) {
  return movesOnlyAlong(basis, dim) || llvm::all_of(basis, [](int32_t x) { return x == 0; });
}

/// Register bits of `layout` whose bases move only along `dim`, lowest
/// first.
SmallVector<unsigned> registerBitsAlong(const tt::LinearLayout &layout, unsigned dim) {
  SmallVector<unsigned> bits;
  for (auto [bit, basis] : llvm::enumerate(layout.getBases(dims::kRegister)))
    if (movesOnlyAlong(basis, dim))
      bits.push_back(bit);
  return bits;
}

/// The register bit for a slot along M or N: the first whose basis moves
/// along `dim`, else the first zero basis (copies, when the tensor is
/// smaller than the instruction along `dim`) not in `taken`.
std::optional<unsigned> slotBitAlong(const tt::LinearLayout &layout, unsigned dim,
                                     ArrayRef<unsigned> taken = {}) {
  SmallVector<unsigned> along = registerBitsAlong(layout, dim);
  if (!along.empty())
    return along.front();
  uint32_t copies = getCopyBitsMask(layout, {StringRef(dims::kRegister)});
  for (unsigned bit = 0, e = layout.getInDimSizeLog2(dims::kRegister); bit < e; ++bit)
    if ((copies & (1u << bit)) && !llvm::is_contained(taken, bit))
      return bit;
  return std::nullopt;
}

int32_t registerStep(const tt::LinearLayout &layout, unsigned bit, unsigned dim) {
  return layout.getBases(dims::kRegister)[bit][dim];
}

int32_t laneStep(const tt::LinearLayout &layout, unsigned bit, unsigned dim) {
  return layout.getBases(dims::kLane)[bit][dim];
}

/// How one operand's (or C's) registers feed the instructions: the register
/// bits of each slot bit (lowest first), and the tile origins keyed by
/// their coordinates.
struct Fragment {
  SmallVector<unsigned> slotBits;
  std::map<dot::Offsets, unsigned> tiles; // origin -> register of slot 0

  unsigned numSlots() const { return 1u << slotBits.size(); }
  /// The register holding slot `slot` of the tile at register `origin`.
  unsigned registerOf(unsigned origin, unsigned slot) const {
    unsigned r = origin;
    for (auto [i, bit] : llvm::enumerate(slotBits))
      if (slot & (1u << i))
        r |= 1u << bit;
    return r;
  }
};

Fragment makeFragment(const tt::LinearLayout &layout, SmallVector<unsigned> slotBits) {
  Fragment fragment{std::move(slotBits), {}};
  uint32_t slotMask = 0;
  for (unsigned bit : fragment.slotBits)
    slotMask |= 1u << bit;
  for (int32_t r = 0, e = layout.getInDimSize(dims::kRegister); r < e; ++r)
    if ((uint32_t(r) & slotMask) == 0)
      fragment.tiles.emplace(dot::Offsets(layout.apply({{dims::kRegister, r}})), unsigned(r));
  return fragment;
}

/// The three layouts and what the instruction reads from them.
struct MmaPlan {
  Fragment a, b, c;
};

/// Checks the hardware's contract (see the top of the file) and assigns
/// the slots; an error message when the layouts break it.
FailureOr<MmaPlan> planMma(const tt::LinearLayout &aLayout, const tt::LinearLayout &bLayout,
                           const tt::LinearLayout &cLayout, const dot::DotAxes &axes,
                           const MmaKind &kind, std::string &why) {
  unsigned m = axes.row, n = axes.col;
  unsigned aK = axes.col, bK = axes.row;
  if (aLayout.getInDimSizeLog2(dims::kLane) != 5 || bLayout.getInDimSizeLog2(dims::kLane) != 5 ||
      cLayout.getInDimSizeLog2(dims::kLane) != 5) {
    why = "needs 32 lanes per warp";
    return failure();
  }
  unsigned withinRegister = llvm::Log2_32(kind.elementsPerRegister);
  SmallVector<unsigned> aKBits = registerBitsAlong(aLayout, aK);
  SmallVector<unsigned> bKBits = registerBitsAlong(bLayout, bK);
  std::optional<unsigned> aMBit = slotBitAlong(aLayout, m);
  std::optional<unsigned> cNBit = slotBitAlong(cLayout, n);
  std::optional<unsigned> cMBit;
  if (cNBit)
    cMBit = slotBitAlong(cLayout, m, {*cNBit});
  unsigned kSlots = withinRegister + kind.kBits;
  if (aKBits.size() < kSlots || bKBits.size() < kSlots || !aMBit || !cMBit || !cNBit) {
    why = "needs at least one " + getShapeName(kind) +
          " instruction's worth of registers in A, B and C (is the shape smaller than an "
          "instruction?)";
    return failure();
  }

  // A and B number K alike: within registers, the K parts, lanes 0-1.
  for (unsigned i = 0; i < kSlots; ++i)
    if (registerStep(aLayout, aKBits[i], aK) != registerStep(bLayout, bKBits[i], bK)) {
      why = "needs A and B to hold the same K elements in the same registers (equal kWidth)";
      return failure();
    }
  for (unsigned lane = 0; lane < 2; ++lane)
    if (!movesOnlyAlong(aLayout.getBases(dims::kLane)[lane], aK) ||
        !movesOnlyAlong(bLayout.getBases(dims::kLane)[lane], bK) ||
        laneStep(aLayout, lane, aK) != laneStep(bLayout, lane, bK)) {
      why = "needs lanes 0-1 of A and B to step along K alike";
      return failure();
    }
  // Rows: A's row group and row half are C's.
  for (unsigned lane = 2; lane < 5; ++lane)
    if (!movesAlongOrNowhere(aLayout.getBases(dims::kLane)[lane], m) ||
        !movesAlongOrNowhere(cLayout.getBases(dims::kLane)[lane], m) ||
        laneStep(aLayout, lane, m) != laneStep(cLayout, lane, m)) {
      why = "needs lanes 2-4 of A and C to step along M alike";
      return failure();
    }
  if (registerStep(aLayout, *aMBit, m) != registerStep(cLayout, *cMBit, m)) {
    why = "needs A's and C's second row half at the same rows";
    return failure();
  }
  // Columns: B's lanes 2-4 are C's column pair and lanes 0-1.
  int32_t cColumns[3] = {registerStep(cLayout, *cNBit, n), 0, 0};
  for (unsigned lane = 0; lane < 2; ++lane) {
    if (!movesAlongOrNowhere(cLayout.getBases(dims::kLane)[lane], n)) {
      why = "needs lanes 0-1 of C to step along N";
      return failure();
    }
    cColumns[lane + 1] = laneStep(cLayout, lane, n);
  }
  for (unsigned lane = 2; lane < 5; ++lane)
    if (!movesAlongOrNowhere(bLayout.getBases(dims::kLane)[lane], n) ||
        laneStep(bLayout, lane, n) != cColumns[lane - 2]) {
      why = "needs lanes 2-4 of B to step along N as C's columns do";
      return failure();
    }
  // Warps (and CTAs) split M, N and batch as C does, never K.
  for (StringRef in : {StringRef(dims::kWarp), StringRef(dims::kBlock)}) {
    if (aLayout.getInDimSizeLog2(in) != cLayout.getInDimSizeLog2(in) ||
        bLayout.getInDimSizeLog2(in) != cLayout.getInDimSizeLog2(in)) {
      why = "needs the same warps in A, B and C";
      return failure();
    }
    for (int bit = 0, e = cLayout.getInDimSizeLog2(in); bit < e; ++bit) {
      SmallVector<int32_t> inA = aLayout.apply({{in, int32_t(1) << bit}});
      SmallVector<int32_t> inB = bLayout.apply({{in, int32_t(1) << bit}});
      SmallVector<int32_t> inC = cLayout.apply({{in, int32_t(1) << bit}});
      bool batchAgrees = !axes.batch || (inA[*axes.batch] == inC[*axes.batch] &&
                                         inB[*axes.batch] == inC[*axes.batch]);
      if (!batchAgrees || inA[m] != inC[m] || inB[n] != inC[n] || inA[aK] != 0 || inB[bK] != 0) {
        why = "needs warps to split M, N and batch as C does, and never K";
        return failure();
      }
    }
  }

  SmallVector<unsigned> aSlots(aKBits.begin(), aKBits.begin() + withinRegister);
  aSlots.push_back(*aMBit);
  aSlots.append(aKBits.begin() + withinRegister, aKBits.begin() + kSlots);
  SmallVector<unsigned> bSlots(bKBits.begin(), bKBits.begin() + kSlots);
  return MmaPlan{makeFragment(aLayout, aSlots), makeFragment(bLayout, bSlots),
                 makeFragment(cLayout, {*cNBit, *cMBit})};
}

/// The 32-bit registers of one operand tile: slots packed `e` per register,
/// each bitcast to i32 as it is packed (as Triton does); f64 slots stay
/// f64, one 64-bit register each.
SmallVector<Value> packOperand(OpBuilder &b, Location loc, const Fragment &fragment,
                               unsigned origin, ArrayRef<Value> values, const MmaKind &kind) {
  unsigned e = kind.elementsPerRegister;
  SmallVector<Value> registers;
  for (unsigned first = 0; first < fragment.numSlots(); first += e) {
    if (kind.ptxType == NVVM::MMATypes::f64) {
      registers.push_back(values[fragment.registerOf(origin, first)]);
      continue;
    }
    if (e == 1) {
      registers.push_back(bitcastToInt(b, loc, values[fragment.registerOf(origin, first)]));
      continue;
    }
    Type element = values[fragment.registerOf(origin, first)].getType();
    if (isa<FloatType>(element) && element.getIntOrFloatBitWidth() == 8)
      element = b.getI8Type();
    Value vector = LLVM::UndefOp::create(b, loc, VectorType::get({int64_t(e)}, element));
    for (unsigned i = 0; i < e; ++i) {
      Value value = values[fragment.registerOf(origin, first + i)];
      if (value.getType() != element)
        value = bitcastToInt(b, loc, value);
      vector = LLVM::InsertElementOp::create(b, loc, vector, value, i32Const(b, loc, i));
    }
    registers.push_back(LLVM::BitcastOp::create(b, loc, b.getI32Type(), vector));
  }
  return registers;
}

/// C's four slots as the instruction's accumulator operands: f16 as two
/// vector<2xf16>, f32 and i32 as four scalars.
SmallVector<Value> packAccumulator(OpBuilder &b, Location loc, ArrayRef<Value> slots) {
  Type element = slots.front().getType();
  if (!element.isF16())
    return SmallVector<Value>(slots);
  SmallVector<Value> registers;
  for (unsigned first = 0; first < slots.size(); first += 2) {
    Value vector = LLVM::UndefOp::create(b, loc, VectorType::get({2}, element));
    for (unsigned i = 0; i < 2; ++i)
      vector = LLVM::InsertElementOp::create(b, loc, vector, slots[first + i], i32Const(b, loc, i));
    registers.push_back(vector);
  }
  return registers;
}

SmallVector<Value> unpackAccumulator(OpBuilder &b, Location loc, Value result) {
  SmallVector<Value> slots;
  for (Value field : unpackElements(b, loc, result)) {
    auto vector = dyn_cast<VectorType>(field.getType());
    if (!vector) {
      slots.push_back(field);
      continue;
    }
    for (int64_t i = 0; i < vector.getNumElements(); ++i)
      slots.push_back(LLVM::ExtractElementOp::create(b, loc, field, i32Const(b, loc, i)));
  }
  return slots;
}

bool isFp8(const MmaKind &kind) {
  return kind.ptxType == NVVM::MMATypes::e4m3 || kind.ptxType == NVVM::MMATypes::e5m2;
}

/// PTX's name of an accumulator type.
StringRef getAccumulatorName(Type element) {
  if (element.isF16())
    return "f16";
  if (element.isInteger(32))
    return "s32";
  if (element.isF64())
    return "f64";
  return "f32";
}

/// A value as the register PTX reads it: f32 and f64 as they are, anything
/// else as a 32-bit integer register.
Value asRegister(OpBuilder &b, Location loc, Value value) {
  Type i32 = b.getI32Type();
  if (value.getType() == i32 || value.getType().isF32() || value.getType().isF64())
    return value;
  return LLVM::BitcastOp::create(b, loc, i32, value);
}

/// The inline-asm constraint of a register `asRegister` made.
StringRef getConstraint(Type type) {
  return type.isF64() ? "d" : type.isF32() ? "f" : "r";
}

/// One `mma.sync.aligned.mMn8kK.row.col[.satfinite].D.A.B.C`, Triton's
/// inline PTX: D's registers first (`=f` for f32, `=d` for f64, `=r` for
/// s32 and for f16 pairs), then C tied to D, then A's and B's registers
/// (LLVM copies the operands into registers in this order). Returns
/// `resultType` (getMmaResultType), f16 pairs as vector<2xf16>.
Value emitMmaSync(OpBuilder &b, Location loc, Type resultType, ArrayRef<Value> aRegisters,
                  ArrayRef<Value> bRegisters, ArrayRef<Value> accumulator, const MmaKind &kind,
                  Type cElement) {
  StringRef aType = NVVM::stringifyMMATypes(kind.ptxType);
  StringRef bType = NVVM::stringifyMMATypes(kind.bPtxType.value_or(kind.ptxType));
  StringRef d = getAccumulatorName(cElement);
  unsigned numD = accumulator.size();
  unsigned numA = aRegisters.size(), numB = bRegisters.size();
  std::string ptx = ("mma.sync.aligned." + getShapeName(kind) + ".row.col" +
                     (kind.ptxType == NVVM::MMATypes::s8 ? ".satfinite" : "") + "." + d + "." +
                     aType + "." + bType + "." + d + " " + ptxOperandList(0, numD) + ", " +
                     ptxOperandList(2 * numD, numA) + ", " +
                     ptxOperandList(2 * numD + numA, numB) + ", " + ptxOperandList(numD, numD) +
                     ";")
                        .str();
  SmallVector<Value> operands;
  for (ArrayRef<Value> group : {accumulator, aRegisters, bRegisters})
    for (Value v : group)
      operands.push_back(asRegister(b, loc, v));
  Type word = operands.front().getType();
  std::string constraints;
  for (unsigned i = 0; i < numD; ++i)
    constraints += ("=" + getConstraint(word) + ",").str();
  for (unsigned i = 0; i < numD; ++i)
    constraints += std::to_string(i) + ",";
  for (unsigned i = numD; i < operands.size(); ++i)
    constraints += (getConstraint(operands[i].getType()) +
                    (i + 1 < operands.size() ? "," : "")).str();
  Type asmType = LLVM::LLVMStructType::getLiteral(b.getContext(), SmallVector<Type>(numD, word));
  Value result = emitInlinePTX(b, loc, asmType, ptx, constraints, operands);
  if (!cElement.isF16())
    return result;
  // f16 pairs: the registers back to vector<2xf16>.
  Value pairs = LLVM::UndefOp::create(b, loc, resultType);
  auto pairType = cast<LLVM::LLVMStructType>(resultType).getBody()[0];
  for (unsigned i = 0; i < numD; ++i) {
    Value reg = LLVM::ExtractValueOp::create(b, loc, result, i);
    pairs = LLVM::InsertValueOp::create(b, loc, pairs,
                                        LLVM::BitcastOp::create(b, loc, pairType, reg), i);
  }
  return pairs;
}

struct MMAv2DotOpConversion : OpConversionPattern<triton::DotOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::DotOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto aType = cast<RankedTensorType>(op.getA().getType());
    auto bType = cast<RankedTensorType>(op.getB().getType());
    auto cType = cast<RankedTensorType>(op.getC().getType());
    auto aEncoding = dyn_cast_or_null<ttg::DotOperandEncodingAttr>(aType.getEncoding());
    auto mma = aEncoding ? dyn_cast<ttg::NvidiaMmaEncodingAttr>(aEncoding.getParent())
                         : ttg::NvidiaMmaEncodingAttr();
    if (!mma || !mma.isAmpere())
      return rewriter.notifyMatchFailure(op, "not an mma v2 dot");

    std::optional<tt::LinearLayout> aLayout = getDistributedLayout(aType);
    std::optional<tt::LinearLayout> bLayout = getDistributedLayout(bType);
    std::optional<tt::LinearLayout> cLayout = getDistributedLayout(cType);
    dot::DotAxes axes(cType.getRank());
    unsigned aKRegisterBits = aLayout ? registerBitsAlong(*aLayout, axes.col).size() : 0;

    Type aElement = aType.getElementType(), cElement = cType.getElementType();
    int capability = getComputeCapability(op);
    std::optional<MmaKind> kind = getMmaKind(aElement, capability, aKRegisterBits);
    std::optional<MmaKind> bKind = getMmaKind(bType.getElementType(), capability, aKRegisterBits);
    bool mixedFp8 = kind && bKind && isFp8(*kind) && isFp8(*bKind);
    if (mixedFp8 && bKind->ptxType != kind->ptxType)
      kind->bPtxType = bKind->ptxType;
    if (!kind || (bType.getElementType() != aElement && !mixedFp8) ||
        !isSupportedAccumulator(*kind, cElement))
      return op.emitError() << "mma v2 'tt.dot' of " << aElement << " x "
                            << bType.getElementType() << " into " << cElement
                            << " is not supported: mma.sync takes f16 (f32 or f16 "
                               "accumulators), bf16, f32 as tf32, fp8 (f32 or f16 accumulators; "
                               "e4m3 and e5m2 mix), i8 (i32 accumulators) and f64, both operands "
                               "of one type otherwise";
    if (isFp8(*kind) && capability < 89)
      return op.emitError() << "mma v2 'tt.dot' of " << aElement
                            << " needs sm_89 or newer (Triton upcasts fp8 operands before "
                               "the dot on older GPUs)";
    if (aElement.isF32() && op.getInputPrecision() != InputPrecision::TF32)
      return op.emitError() << "mma v2 'tt.dot' of f32 operands reads them as tf32: it needs "
                               "inputPrecision = tf32 (an ieee dot uses FMA)";

    if (!aLayout || !bLayout || !cLayout)
      return op.emitError() << "mma v2 'tt.dot' needs operand and result layouts for these "
                               "shapes (powers of two)";
    std::string why;
    FailureOr<MmaPlan> plan = planMma(*aLayout, *bLayout, *cLayout, axes, *kind, why);
    if (failed(plan))
      return op.emitError() << "mma v2 'tt.dot' " << why;

    Location loc = op.getLoc();
    SmallVector<Value> aValues = unpackElements(rewriter, loc, adaptor.getA());
    SmallVector<Value> bValues = unpackElements(rewriter, loc, adaptor.getB());
    SmallVector<Value> cValues = unpackElements(rewriter, loc, adaptor.getC());

    // K steps per (batch, M) tile of A and per (batch, N) tile of B.
    auto dropDim = [](dot::Offsets at, unsigned d) {
      at.erase(at.begin() + d);
      return at;
    };
    std::map<dot::Offsets, std::map<int32_t, unsigned>> aByRows, bByColumns;
    for (auto &[at, r] : plan->a.tiles)
      aByRows[dropDim(at, axes.col)][at[axes.col]] = r;
    for (auto &[at, r] : plan->b.tiles)
      bByColumns[dropDim(at, axes.row)][at[axes.row]] = r;

    // Each C tile's chain of instructions: (A tile, B tile) per K step.
    struct Chain {
      unsigned cOrigin;
      SmallVector<std::pair<unsigned, unsigned>> steps;
    };
    SmallVector<Chain> chains;
    for (auto &[at, cOrigin] : plan->c.tiles) {
      auto aIt = aByRows.find(dropDim(at, axes.col));
      auto bIt = bByColumns.find(dropDim(at, axes.row));
      if (aIt == aByRows.end() || bIt == bByColumns.end() ||
          aIt->second.size() != bIt->second.size())
        return op.emitError() << "mma v2 'tt.dot': the registers of A and B do not hold the "
                                 "tiles a tile of C needs";
      Chain chain{cOrigin, {}};
      for (auto &[k, aOrigin] : aIt->second) {
        auto bStep = bIt->second.find(k);
        if (bStep == bIt->second.end())
          return op.emitError() << "mma v2 'tt.dot': A and B hold different K steps";
        chain.steps.push_back({aOrigin, bStep->second});
      }
      chains.push_back(std::move(chain));
    }

    size_t numSteps = chains.empty() ? 0 : chains.front().steps.size();
    if (llvm::any_of(chains, [&](const Chain &chain) { return chain.steps.size() != numSteps; }))
      return op.emitError() << "mma v2 'tt.dot': tiles of C need different numbers of K steps";

    Type resultType = getMmaResultType(rewriter, cElement, kind->rowHalves ? 2 : 4);
    // K steps outermost, as Triton orders them: one step's operand
    // registers are used by all of C's tiles before the next are needed.
    SmallVector<SmallVector<Value>> accumulators;
    for (const Chain &chain : chains) {
      SmallVector<Value> slots;
      for (unsigned s = 0; s < plan->c.numSlots(); ++s)
        slots.push_back(cValues[plan->c.registerOf(chain.cOrigin, s)]);
      accumulators.push_back(std::move(slots));
    }
    // Every operand register is packed before the first instruction, A's
    // tiles then B's in register order, as Triton does: LLVM keeps the
    // order, and ptxas then issues the instructions back to back.
    std::map<unsigned, SmallVector<Value>> aPacked, bPacked;
    for (const Chain &chain : chains)
      for (auto [aOrigin, bOrigin] : chain.steps) {
        aPacked.try_emplace(aOrigin);
        bPacked.try_emplace(bOrigin);
      }
    for (auto &[origin, registers] : aPacked)
      registers = packOperand(rewriter, loc, plan->a, origin, aValues, *kind);
    for (auto &[origin, registers] : bPacked)
      registers = packOperand(rewriter, loc, plan->b, origin, bValues, *kind);
    for (size_t step = 0; step < numSteps; ++step) {
      for (auto [chain, slots] : llvm::zip_equal(chains, accumulators)) {
        auto [aOrigin, bOrigin] = chain.steps[step];
        if (!kind->rowHalves) {
          SmallVector<Value> accumulator = packAccumulator(rewriter, loc, slots);
          Value result = emitMmaSync(rewriter, loc, resultType, aPacked[aOrigin],
                                     bPacked[bOrigin], accumulator, *kind, cElement);
          slots = unpackAccumulator(rewriter, loc, result);
          continue;
        }
        // m8n8: A's slot h and C's slots 2h, 2h + 1 are row half h.
        for (unsigned half = 0; half < 2; ++half) {
          MutableArrayRef<Value> rows = MutableArrayRef<Value>(slots).slice(2 * half, 2);
          Value result =
              emitMmaSync(rewriter, loc, resultType, aPacked[aOrigin][half], bPacked[bOrigin],
                          SmallVector<Value>(rows), *kind, cElement);
          llvm::copy(unpackAccumulator(rewriter, loc, result), rows.begin());
        }
      }
    }

    std::map<dot::Offsets, Value> computed;
    for (auto [chain, slots] : llvm::zip_equal(chains, accumulators))
      for (unsigned s = 0; s < plan->c.numSlots(); ++s)
        computed.try_emplace(dot::Offsets(cLayout->apply(
                                 {{dims::kRegister, int32_t(plan->c.registerOf(chain.cOrigin, s))}})),
                             slots[s]);
    SmallVector<Value> results = collectCopies(*cLayout, computed, cValues);
    Type structType = getTypeConverter()->convertType(op.getType());
    rewriter.replaceOp(op, packElements(rewriter, loc, structType, results));
    return success();
  }

  /// Each of C's registers: the value computed for its element. Copies
  /// (registers whose element another register also holds) share it.
  /// The tiles cover every element (a register is a tile origin's copy
  /// plus slot bits), so `cValues` is only a fallback.
  static SmallVector<Value> collectCopies(const tt::LinearLayout &cLayout,
                                          const std::map<dot::Offsets, Value> &computed,
                                          ArrayRef<Value> cValues) {
    SmallVector<Value> results;
    for (int32_t r = 0, e = cLayout.getInDimSize(dims::kRegister); r < e; ++r) {
      auto it = computed.find(dot::Offsets(cLayout.apply({{dims::kRegister, r}})));
      results.push_back(it != computed.end() ? it->second : cValues[r]);
    }
    return results;
  }

  /// mma.sync's result: `slots` f32, f64 or i32 (four, or two for an m8n8
  /// instruction), or two vector<2xf16>.
  static Type getMmaResultType(OpBuilder &b, Type accumulator, unsigned slots) {
    if (accumulator.isF16()) {
      Type pair = VectorType::get({2}, accumulator);
      return LLVM::LLVMStructType::getLiteral(b.getContext(), {pair, pair});
    }
    return LLVM::LLVMStructType::getLiteral(b.getContext(), SmallVector<Type>(slots, accumulator));
  }
};

} // namespace

void mlir::triton::dot::populateDotOpMMAv2Patterns(TritonGPUToLLVMTypeConverter &converter,
                                                   RewritePatternSet &patterns) {
  patterns.add<MMAv2DotOpConversion>(converter, patterns.getContext());
}
