//===- WarpGroupDotOpToLLVM.cpp - Hopper wgmma ----------------------------===//
//
// ttng.warp_group_dot (d = a * b + c) becomes, in every warpgroup:
//
//  1. the operands, all computed before the fence: a shared operand's
//     descriptors (WgmmaOperands.h) are one i64 template per tile plus the
//     buffer's address >> 4 plus this warpgroup's offset, computed once; A
//     in registers (the RS form) and C are packed into 32-bit words;
//  2. wgmma.fence: from here on, no other instruction touches those words;
//  3. per accumulator tile (the register repetitions of the nvidia_mma v3
//     layout, each one m64nN instruction's fragment), a chain of one wgmma
//     per K step. Each is an `nvg.wgmma`, as Triton emits it, whose result
//     is the tile's words, fed to the next step as C (or C's words), so the
//     chain stays in the same registers once convert-nv-gpu-to-llvm makes
//     it the tied inline asm of WgmmaAsm.h. The first step reads C with
//     scale-d = useC; a zero constant C passes no C and clears with
//     scale-d = 0;
//  4. wgmma.commit_group, and unless isAsync a wait_group 0 that ties every
//     accumulator word (below).
//
// nvg.wgmma, not nvvm.wgmma.mma_async: MLIR 22's op takes scale-d only as
// an attribute (useC is a run-time value) and A only as a descriptor (the
// RS form has A in registers).
//
// fp8 with maxNumImpreciseAcc <= K and an f32 accumulator: the tensor core
// accumulates fp8 products at reduced precision, so each run of
// maxNumImpreciseAcc K elements goes into a fresh partial accumulator that
// is added to the tile in f32. The add reads the wgmma's outputs, so it
// waits for them first and fences again after (Triton adds without a wait,
// leaving the ordering to ptxas). Each run is a commit group of its own and,
// where registers allow, two are in flight: a run's add waits for its own
// group (wait_group 1) while the next run computes. Measured on an H200
// (bench/fp8-runs-in-flight-h200-2026-11-29/): 1-6% faster than one run at
// a time on four fp8 shapes, each now at or under Triton's time.
//
// ttng.warp_group_dot_wait: an `nvg.wgmma_wait_group` N on every 32-bit
// word of its tensor operands (convert-nv-gpu-to-llvm: one asm whose
// outputs are tied to the inputs, WgmmaAsm.h). The bare NVVM op has no data
// dependence on the accumulators, so LLVM could move their reads above it;
// through the tied asm every later read uses its outputs. Memdesc operands
// pass through.
//
// ttng.fence_async_shared: fence.proxy.async.shared::cta (::cluster).
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "SharedViewAccess.h"
#include "Utility.h"
#include "WgmmaAsm.h"
#include "WgmmaOperands.h"

#include "tt/Dialect/NVGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/DialectConversion.h"

#include <deque>
#include <map>

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;
namespace dims = mlir::triton::gpu::dims;

namespace {

//===-- 32-bit words through inline asm -----------------------------------===//

/// `elements` as words of at least 32 bits: narrower ones packed in order
/// into i32s (low element first, as PTX fragments hold them); f32 kept as
/// f32 unless `integerWords`.
FailureOr<SmallVector<Value>> packWords(OpBuilder &b, Location loc, ArrayRef<Value> elements,
                                        bool integerWords) {
  SmallVector<Value> words;
  if (elements.empty())
    return words;
  Type element = elements.front().getType();
  unsigned bits = element.getIntOrFloatBitWidth();
  if (bits >= 32) {
    for (Value value : elements)
      words.push_back(integerWords ? bitcastToInt(b, loc, value) : value);
    return words;
  }
  unsigned perWord = 32 / bits;
  if (32 % bits != 0 || elements.size() % perWord != 0)
    return failure();
  for (size_t i = 0; i < elements.size(); i += perWord)
    words.push_back(packWord(b, loc, elements.slice(i, perWord), b.getI32Type()));
  return words;
}

/// The inverse of packWords: `words` back into elements of `element` type.
SmallVector<Value> unpackWords(OpBuilder &b, Location loc, ArrayRef<Value> words, Type element) {
  unsigned bits = element.getIntOrFloatBitWidth();
  SmallVector<Value> elements;
  for (Value word : words) {
    if (bits >= 32) {
      elements.push_back(word.getType() == element ? word : bitcastFromInt(b, loc, word, element));
      continue;
    }
    llvm::append_range(elements, unpackWord(b, loc, word, element, 32 / bits, bits));
  }
  return elements;
}


/// `values` as the fields of one struct (unpackElements takes them back).
Value packStruct(OpBuilder &b, Location loc, ArrayRef<Value> values) {
  SmallVector<Type> types;
  for (Value value : values)
    types.push_back(value.getType());
  return packElements(b, loc, LLVM::LLVMStructType::getLiteral(b.getContext(), types), values);
}

/// `nvg.wgmma_wait_group` of `pendings` tying `words` (convert-nv-gpu-to-llvm
/// makes it Triton's tied `wgmma.wait_group.sync.aligned`); a plain wait
/// without words.
SmallVector<Value> emitTiedWait(OpBuilder &b, Location loc, ArrayRef<Value> words,
                                int64_t pendings) {
  if (words.empty()) {
    NVVM::WgmmaWaitGroupSyncOp::create(b, loc, pendings);
    return {};
  }
  Value packed = packStruct(b, loc, words);
  Value waited = triton::nvgpu::WGMMAWaitGroupOp::create(b, loc, packed.getType(), packed,
                                                          b.getI32IntegerAttr(pendings));
  return unpackElements(b, loc, waited);
}

//===-- instruction types -------------------------------------------------===//

/// What one wgmma multiplies, in PTX's names.
struct WgmmaTypes {
  std::string d, a, b;
  /// The type of an accumulator word through the asm.
  Type accumulatorWord;
};

std::optional<std::string> operandTypeName(Type element, InputPrecision precision) {
  if (element.isF16())
    return "f16";
  if (element.isBF16())
    return "bf16";
  if (element.isF32() && precision == InputPrecision::TF32)
    return "tf32";
  if (isa<Float8E4M3FNType>(element))
    return "e4m3";
  if (isa<Float8E5M2Type>(element))
    return "e5m2";
  if (element.isInteger(8))
    return "s8";
  return std::nullopt;
}

FailureOr<WgmmaTypes> getWgmmaTypes(ttng::WarpGroupDotOp op, Type aElement, Type bElement,
                                    Type dElement) {
  std::optional<std::string> a = operandTypeName(aElement, op.getInputPrecision());
  std::optional<std::string> b = operandTypeName(bElement, op.getInputPrecision());
  if (!a || !b) {
    if (aElement.isF32())
      return op.emitOpError("has f32 operands with input precision '")
             << stringifyInputPrecision(op.getInputPrecision())
             << "': wgmma multiplies f32 only as tf32 (split tf32x3 and bf16x3 dots first)";
    return op.emitOpError() << "has operands of type " << aElement << " and " << bElement
                            << ", which wgmma does not multiply";
  }
  WgmmaTypes types;
  types.a = *a;
  types.b = *b;
  bool fp8 = a->front() == 'e';
  bool sixteenBit = *a == "f16" || *a == "bf16";
  if (dElement.isF32())
    types.d = "f32";
  else if (dElement.isF16() && (*a == "f16" || fp8))
    types.d = "f16";
  else if (dElement.isInteger(32) && *a == "s8")
    types.d = "s32";
  else
    return op.emitOpError() << "accumulates " << aElement << " products in " << dElement
                            << ", which wgmma cannot (f32 or f16 for floats, i32 for i8)";
  if ((*a == "s8") != (types.d == "s32") || (sixteenBit && *a != *b) || (!sixteenBit && !fp8 && *a != *b))
    return op.emitOpError() << "mixes operand types " << aElement << " and " << bElement;
  OpBuilder builder(op.getContext());
  types.accumulatorWord = types.d == "f32" ? Type(builder.getF32Type()) : builder.getI32Type();
  return types;
}

//===-- one wgmma ---------------------------------------------------------===//

/// A wgmma's A operand: a descriptor, or 4 registers (the RS form).
struct OperandA {
  Value descriptor;
  SmallVector<Value> registers;
};

struct WgmmaInstruction {
  const WgmmaTypes *types;
  int64_t n, k;
  bool transposeA, transposeB;
};

/// One wgmma on the accumulator words `accumulator` (none: the result is
/// a * b alone). scale-d is `useC` when given, else true when
/// `accumulator` is read. Returns the new words.
SmallVector<Value> emitWgmma(OpBuilder &b, Location loc, const WgmmaInstruction &instr,
                             ArrayRef<Value> accumulator, unsigned numWords, Type wordType,
                             const OperandA &a, Value bDescriptor, Value useC) {
  WgmmaShape shape;
  shape.m = kWgmmaRows;
  shape.n = instr.n;
  shape.k = instr.k;
  shape.d = instr.types->d;
  shape.a = instr.types->a;
  shape.b = instr.types->b;
  shape.transposeA = instr.transposeA;
  shape.transposeB = instr.transposeB;
  // Triton's form: an nvg.wgmma, which convert-nv-gpu-to-llvm turns into
  // the asm of WgmmaAsm.h.
  namespace ttn = triton::nvgpu;
  auto eltType = [](StringRef name) { return *ttn::symbolizeWGMMAEltType(name); };
  Type accumulatorType =
      LLVM::LLVMStructType::getLiteral(b.getContext(), SmallVector<Type>(numWords, wordType));
  Value opA = a.descriptor ? a.descriptor : packStruct(b, loc, a.registers);
  Value opC = accumulator.empty() ? Value() : packStruct(b, loc, accumulator);
  Value scaleD = accumulator.empty() ? i1Const(b, loc, false) : useC ? useC : i1Const(b, loc, true);
  // PTX's untransposed operands are K-major: A row-major, B column-major.
  auto wgmma = ttn::WGMMAOp::create(
      b, loc, accumulatorType, opA, bDescriptor, scaleD, opC, shape.m, shape.n, shape.k,
      eltType(shape.d), eltType(shape.a), eltType(shape.b),
      shape.transposeA ? ttn::WGMMALayout::col : ttn::WGMMALayout::row,
      shape.transposeB ? ttn::WGMMALayout::row : ttn::WGMMALayout::col);
  return unpackElements(b, loc, wgmma);
}

//===-- operands ----------------------------------------------------------===//

/// A shared operand ready for descriptors: its plan, its buffer's address
/// and this warpgroup's byte offset in it.
struct SharedOperandDescriptors {
  WgmmaSharedOperand plan;
  Value baseField; // i64: (address + warpgroup offset) >> 4, 14 bits
  std::map<int64_t, Value> byOffset;

  /// The descriptor of the tile at view element (mn, k).
  Value get(OpBuilder &b, Location loc, int32_t mn, int32_t k) {
    int64_t offset = plan.byteOffsetOf(mn, k);
    auto [it, inserted] = byOffset.try_emplace(offset);
    if (inserted) {
      uint64_t bits = plan.descriptorTemplate() + (uint64_t(offset) >> 4);
      Value constant = LLVM::ConstantOp::create(b, loc, b.getI64Type(), b.getI64IntegerAttr(bits));
      it->second = LLVM::AddOp::create(b, loc, baseField, constant);
    }
    return it->second;
  }
};

/// Plans operand `name` (memdesc `type`, lowered `lowered`) and computes its
/// descriptors' run-time part. `warpImages` gives, per warp-id bit, the
/// M/N coordinate the accumulator layout moves that warp to; `origins` are
/// the tile origins (mn, k) the instructions will read.
FailureOr<SharedOperandDescriptors>
prepareSharedOperand(Operation *op, StringRef name, ttg::MemDescType type, Value lowered,
                     unsigned mnDim, int64_t instrMN, int64_t instrK,
                     ArrayRef<int32_t> warpImages, ArrayRef<std::pair<int32_t, int32_t>> origins,
                     OpBuilder &b) {
  Location loc = op->getLoc();
  SmallVector<Value> fields = unpackElements(b, loc, lowered);
  std::optional<SmallVector<int32_t>> start =
      getConstantStarts(type, SmallVector<Value>(llvm::drop_begin(fields)));
  if (!start)
    return op->emitOpError() << "operand '" << name
                             << "' is a view with a dynamic start, which wgmma cannot read";
  FailureOr<WgmmaSharedOperand> plan =
      planWgmmaSharedOperand(op, name, type, *start, mnDim, instrMN, instrK);
  if (failed(plan))
    return failure();

  // Warpgroups step along M/N by whole tiles: their offsets must be pattern
  // boundaries disjoint from the tiles' own bits (then + is XOR).
  SmallVector<uint32_t> images;
  uint64_t warpBits = 0;
  for (auto [bit, coordinate] : llvm::enumerate(warpImages)) {
    int64_t image = 0;
    if (bit >= 2 && coordinate != 0) {
      image = plan->byteOffsetOf(coordinate - plan->start[mnDim], -plan->start[1 - mnDim]);
      if (coordinate % instrMN != 0 || !plan->canStartAtOffset(image) || (warpBits & image))
        return op->emitOpError() << "operand '" << name << "': warpgroup " << (1 << (bit - 2))
                                 << " starts at a place a wgmma descriptor cannot";
      warpBits |= image;
    }
    images.push_back(uint32_t(image));
  }
  for (auto [mn, k] : origins)
    if (!plan->canStartAt(mn, k) || (uint64_t(plan->byteOffsetOf(mn, k)) & warpBits))
      return op->emitOpError() << "operand '" << name << "': the wgmma tile at (" << mn << ", "
                               << k << ") does not start where a descriptor can";

  SharedOperandDescriptors descriptors{*plan, Value(), {}};
  Value address = LLVM::PtrToIntOp::create(b, loc, b.getI32Type(), fields.front());
  if (warpBits != 0)
    address = LLVM::AddOp::create(b, loc, address, emitBitMap(b, loc, getWarpId(b, loc), images));
  Value field = LLVM::AndOp::create(
      b, loc, LLVM::LShrOp::create(b, loc, address, i32Const(b, loc, 4)), i32Const(b, loc, 0x3FFF));
  descriptors.baseField = LLVM::ZExtOp::create(b, loc, b.getI64Type(), field);
  return descriptors;
}

/// The register tiles of A in the RS form, keyed by their origin (m, k) in
/// warpgroup 0: each one instruction's 4 words.
FailureOr<std::map<std::pair<int32_t, int32_t>, SmallVector<Value>>>
prepareRegisterA(Operation *op, RankedTensorType type, Value lowered,
                 const tt::LinearLayout &accumulator, OpBuilder &b) {
  Location loc = op->getLoc();
  std::optional<tt::LinearLayout> layout = getDistributedLayout(type);
  if (!layout)
    return op->emitOpError("has a register operand 'a' without a distributed layout");
  unsigned bytes = type.getElementType().getIntOrFloatBitWidth() / 8;
  auto registerBases = wgmmaOperandARegisterBases(bytes);
  if (failed(checkWgmmaFragment(op, "a register operand 'a'", *layout, registerBases,
                                wgmmaOperandALaneBases(bytes))))
    return failure();
  // Its warpgroups must hold the rows the accumulator's compute.
  ArrayRef<tt::LinearLayout::Basis> aWarps = layout->getBases(dims::kWarp);
  ArrayRef<tt::LinearLayout::Basis> dWarps = accumulator.getBases(dims::kWarp);
  for (size_t w = 2; w < dWarps.size(); ++w)
    if (w >= aWarps.size() || aWarps[w][0] != dWarps[w][0] || aWarps[w][1] != 0)
      return op->emitOpError("has a register operand 'a' whose warps hold other rows than "
                             "the accumulator's");

  SmallVector<Value> elements = unpackElements(b, loc, lowered);
  unsigned perTile = 1u << registerBases.size();
  std::map<std::pair<int32_t, int32_t>, SmallVector<Value>> tiles;
  for (unsigned first = 0; first < elements.size(); first += perTile) {
    SmallVector<int32_t> origin = layout->apply({{dims::kRegister, int32_t(first)}});
    FailureOr<SmallVector<Value>> words = packWords(
        b, loc, ArrayRef<Value>(elements).slice(first, perTile), /*integerWords=*/true);
    if (failed(words) || words->size() != 4)
      return op->emitOpError("has a register operand 'a' that does not pack into wgmma's 4 "
                             "words per instruction");
    tiles.try_emplace({origin[0], origin[1]}, std::move(*words));
  }
  return tiles;
}

/// Whether `value` is a constant zero tensor.
bool isZeroConstant(Value value) {
  return matchPattern(value, m_AnyZeroFloat()) || matchPattern(value, m_Zero());
}

/// fp8 products accumulate at reduced precision unless bounded.
bool needsPartialAccumulator(ttng::WarpGroupDotOp op, Type aElement, Type dElement, int64_t k) {
  bool fp8 = isa<Float8E4M3FNType, Float8E5M2Type>(aElement);
  return fp8 && dElement.isF32() && op.getMaxNumImpreciseAcc() <= k;
}

//===-- the patterns ------------------------------------------------------===//

//===-- one warp_group_dot ------------------------------------------------===//

/// What a warp_group_dot computes, checked against what wgmma can: types,
/// instruction shape, and the accumulator tiles its layout gives a thread.
struct WgmmaPlan {
  WgmmaTypes types;
  int64_t instrN = 0, instrK = 0, numKSteps = 0;
  tt::LinearLayout accumulator;
  /// Accumulator elements and 32-bit words of one instruction's tile.
  unsigned elementsPerTile = 0, wordsPerTile = 0;
  /// Each tile's first (row, column) in warpgroup 0, in register order.
  SmallVector<std::pair<int32_t, int32_t>> tileOrigins;
  /// Per warp-id bit, the rows and columns the accumulator moves it by.
  SmallVector<int32_t> warpRows, warpColumns;
};

Type getElementType(Type tensorOrMemDesc) {
  if (auto memDesc = dyn_cast<ttg::MemDescType>(tensorOrMemDesc))
    return memDesc.getElementType();
  return cast<RankedTensorType>(tensorOrMemDesc).getElementType();
}

FailureOr<WgmmaPlan> planWarpGroupDot(ttng::WarpGroupDotOp op) {
  auto dType = cast<RankedTensorType>(op.getD().getType());
  auto mma = dyn_cast_or_null<ttg::NvidiaMmaEncodingAttr>(dType.getEncoding());
  if (!mma || !mma.isHopper() || mma.getInstrShape().size() != 3)
    return op.emitOpError("needs an accumulator of #ttg.nvidia_mma version 3 with instrShape "
                          "[16, N, K]");
  if (dType.getRank() != 2)
    return op.emitOpError("batched (3-D) warp_group_dot is not lowered");
  Type aElement = getElementType(op.getA().getType());
  FailureOr<WgmmaTypes> types = getWgmmaTypes(op, aElement, op.getB().getType().getElementType(),
                                              dType.getElementType());
  if (failed(types))
    return failure();

  WgmmaPlan plan;
  plan.types = *types;
  plan.instrN = mma.getInstrShape()[1];
  plan.instrK = mma.getInstrShape()[2];
  unsigned aBits = aElement.getIntOrFloatBitWidth();
  int64_t kExtent = op.getB().getType().getShape()[0];
  if (plan.instrK * aBits != 256)
    return op.emitOpError() << "has instrShape K = " << plan.instrK << " for " << aBits
                            << "-bit operands; wgmma's K is 32 bytes";
  if (plan.instrN < 8 || plan.instrN > 256 || plan.instrN % 8 != 0)
    return op.emitOpError() << "has instrShape N = " << plan.instrN
                            << "; wgmma takes N in 8..256, a multiple of 8";
  if (kExtent % plan.instrK != 0)
    return op.emitOpError() << "has K = " << kExtent << ", not a multiple of wgmma's K ("
                            << plan.instrK << ")";
  plan.numKSteps = kExtent / plan.instrK;

  std::optional<tt::LinearLayout> layout = getDistributedLayout(dType);
  if (!layout)
    return op.emitOpError("has an accumulator without a linear layout");
  auto registerBases = wgmmaAccumulatorRegisterBases(plan.instrN);
  if (failed(checkWgmmaFragment(op, "an accumulator", *layout, registerBases,
                                wgmmaAccumulatorLaneBases())))
    return failure();
  plan.accumulator = *layout;
  plan.elementsPerTile = 1u << registerBases.size();
  plan.wordsPerTile = plan.elementsPerTile * dType.getElementTypeBitWidth() / 32;
  // The remaining register bits enumerate the tiles.
  unsigned numElements = layout->getInDimSize(dims::kRegister);
  for (unsigned first = 0; first < numElements; first += plan.elementsPerTile) {
    SmallVector<int32_t> origin = layout->apply({{dims::kRegister, int32_t(first)}});
    plan.tileOrigins.push_back({origin[0], origin[1]});
  }
  for (const auto &basis : layout->getBases(dims::kWarp)) {
    plan.warpRows.push_back(basis[0]);
    plan.warpColumns.push_back(basis[1]);
  }
  return plan;
}

/// A and B as the instructions take them.
struct WgmmaOperands {
  std::optional<SharedOperandDescriptors> aShared, bShared;
  /// A in registers (the RS form), by tile origin (row, k).
  std::map<std::pair<int32_t, int32_t>, SmallVector<Value>> aRegisters;
};

FailureOr<WgmmaOperands> prepareOperands(ttng::WarpGroupDotOp op, Value loweredA, Value loweredB,
                                         const WgmmaPlan &plan, OpBuilder &b) {
  Location loc = op.getLoc();
  SmallVector<std::pair<int32_t, int32_t>> aOrigins, bOrigins;
  for (auto [m, n] : plan.tileOrigins)
    for (int64_t step = 0; step < plan.numKSteps; ++step) {
      aOrigins.push_back({m, int32_t(step * plan.instrK)});
      bOrigins.push_back({n, int32_t(step * plan.instrK)});
    }
  WgmmaOperands operands;
  if (auto aMemDesc = dyn_cast<ttg::MemDescType>(op.getA().getType())) {
    auto prepared = prepareSharedOperand(op, "a", aMemDesc, loweredA, 0, kWgmmaRows, plan.instrK,
                                         plan.warpRows, aOrigins, b);
    if (failed(prepared))
      return failure();
    operands.aShared = std::move(*prepared);
  } else {
    auto prepared = prepareRegisterA(op, cast<RankedTensorType>(op.getA().getType()), loweredA,
                                     plan.accumulator, b);
    if (failed(prepared))
      return failure();
    operands.aRegisters = std::move(*prepared);
    for (auto origin : aOrigins)
      if (!operands.aRegisters.count(origin))
        return op.emitOpError() << "has a register operand 'a' without the rows and K at ("
                                << origin.first << ", " << origin.second
                                << ") an accumulator tile needs";
  }
  auto prepared = prepareSharedOperand(op, "b", op.getB().getType(), loweredB, 1, plan.instrN,
                                       plan.instrK, plan.warpColumns, bOrigins, b);
  if (failed(prepared))
    return failure();
  operands.bShared = std::move(*prepared);
  return operands;
}

/// Issues the wgmmas of one warp_group_dot, one chain per accumulator tile,
/// fencing again before a wgmma whose registers something else touched.
class WgmmaIssuer {
public:
  WgmmaIssuer(OpBuilder &b, Location loc, const WgmmaPlan &plan, WgmmaOperands &operands)
      : b(b), loc(loc), plan(plan), operands(operands),
        // PTX's untransposed A and B are both K-major.
        instr{&plan.types, plan.instrN, plan.instrK,
              operands.aShared && operands.aShared->plan.mnMajor,
              operands.bShared->plan.mnMajor} {}

  /// Every tile over all of K, one chain each, from `c`, all tiles' words
  /// (none: from zero); `useC` (may be null) decides at run time whether `c`
  /// is read.
  SmallVector<Value> tiles(ArrayRef<Value> c, Value useC) {
    SmallVector<Value> words;
    for (auto [tile, origin] : llvm::enumerate(plan.tileOrigins)) {
      SmallVector<Value> acc = getTileWords(c, tile);
      auto [m, n] = origin;
      for (int64_t step = 0; step < plan.numKSteps; ++step)
        acc = issue(acc, m, step, n, step == 0 && !c.empty() ? useC : Value());
      words.append(acc);
    }
    return words;
  }

  /// Every tile over all of K in runs of `runLength` K elements, each
  /// accumulated from zero by the tensor core and added to its tile in f32
  /// (`c`, all tiles' words, already holds 0 where useC is false; no words:
  /// from zero). Each run is its own commit group and up to `runsInFlight`
  /// are in flight: the add of the oldest waits for its group alone
  /// (wait_group runsInFlight - 1) while the runs after it still compute.
  SmallVector<Value> tilesInF32Runs(ArrayRef<Value> c, int64_t runLength,
                                    unsigned runsInFlight) {
    SmallVector<SmallVector<Value>> tiles;
    for (unsigned tile = 0; tile < plan.tileOrigins.size(); ++tile)
      tiles.push_back(getTileWords(c, tile));
    std::deque<std::pair<unsigned, SmallVector<Value>>> inFlight;
    auto addOldestRun = [&] {
      auto [tile, run] = std::move(inFlight.front());
      inFlight.pop_front();
      run = emitTiedWait(b, loc, run, inFlight.size());
      addToTile(tiles[tile], run);
    };
    for (auto [tile, origin] : llvm::enumerate(plan.tileOrigins)) {
      auto [m, n] = origin;
      SmallVector<Value> run;
      int64_t inRun = 0;
      for (int64_t step = 0; step < plan.numKSteps; ++step) {
        run = issue(run, m, step, n, Value());
        inRun += plan.instrK;
        if (inRun < runLength && step + 1 < plan.numKSteps)
          continue;
        NVVM::WgmmaGroupSyncAlignedOp::create(b, loc);
        inFlight.push_back({unsigned(tile), std::move(run)});
        run.clear();
        inRun = 0;
        if (inFlight.size() == runsInFlight)
          addOldestRun();
      }
    }
    while (!inFlight.empty())
      addOldestRun();
    SmallVector<Value> words;
    for (ArrayRef<Value> tile : tiles)
      words.append(tile.begin(), tile.end());
    return words;
  }

private:
  /// Tile `tile`'s words of all tiles' words `c` (none if `c` has none).
  SmallVector<Value> getTileWords(ArrayRef<Value> c, unsigned tile) const {
    if (c.empty())
      return {};
    ArrayRef<Value> words = c.slice(tile * plan.wordsPerTile, plan.wordsPerTile);
    return SmallVector<Value>(words.begin(), words.end());
  }

  /// tile += run in f32 (tile = run when empty). The add touches registers a
  /// later wgmma may reuse: fence before it.
  void addToTile(SmallVector<Value> &tile, ArrayRef<Value> run) {
    if (tile.empty())
      tile.assign(run.begin(), run.end());
    else
      for (auto [sum, term] : llvm::zip(tile, run))
        sum = LLVM::FAddOp::create(b, loc, sum, term);
    needsFence = true;
  }

  SmallVector<Value> issue(ArrayRef<Value> acc, int32_t m, int64_t step, int32_t n,
                           Value useC) {
    if (needsFence)
      NVVM::WgmmaFenceAlignedOp::create(b, loc);
    needsFence = false;
    int32_t k = int32_t(step * plan.instrK);
    OperandA a;
    if (operands.aShared)
      a.descriptor = operands.aShared->get(b, loc, m, k);
    else
      a.registers = operands.aRegisters[{m, k}];
    Value bDescriptor = operands.bShared->get(b, loc, n, k);
    return emitWgmma(b, loc, instr, acc, plan.wordsPerTile, plan.types.accumulatorWord, a,
                     bDescriptor, useC);
  }

  OpBuilder &b;
  Location loc;
  const WgmmaPlan &plan;
  WgmmaOperands &operands;
  WgmmaInstruction instr;
  bool needsFence = false;
};

/// How many partial-sum runs a warp_group_dot keeps in flight: two, so that
/// each f32 add overlaps the next run's wgmmas, where the tiles and two runs
/// fit in 192 words a thread (the rest of the 255 registers hold addresses,
/// descriptors and loop state); else one, each run waited for before its
/// add (what Triton's one partial accumulator amounts to).
unsigned getF32RunsInFlight(const WgmmaPlan &plan) {
  unsigned tileWords = plan.tileOrigins.size() * plan.wordsPerTile;
  return tileWords + 2 * plan.wordsPerTile <= 192 ? 2 : 1;
}

/// C as 32-bit words (none for a zero constant); with a partial-sum chain
/// and a run-time useC, C or zero.
FailureOr<SmallVector<Value>> prepareAccumulator(ttng::WarpGroupDotOp op, Value loweredC,
                                                 Value useC, bool inF32Runs, OpBuilder &b) {
  if (isZeroConstant(op.getC()))
    return SmallVector<Value>();
  Location loc = op.getLoc();
  FailureOr<SmallVector<Value>> words =
      packWords(b, loc, unpackElements(b, loc, loweredC), /*integerWords=*/false);
  if (failed(words))
    return op.emitOpError("has an accumulator that does not pack into 32-bit words");
  if (inF32Runs && useC) {
    Value zero = LLVM::ConstantOp::create(b, loc, b.getF32Type(), b.getF32FloatAttr(0));
    for (Value &word : *words)
      word = LLVM::SelectOp::create(b, loc, useC, word, zero);
  }
  return words;
}

struct WarpGroupDotOpConversion : OpConversionPattern<ttng::WarpGroupDotOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ttng::WarpGroupDotOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto dType = cast<RankedTensorType>(op.getD().getType());
    Type structType = getTypeConverter()->convertType(dType);
    if (!structType)
      return failure();
    FailureOr<WgmmaPlan> plan = planWarpGroupDot(op);
    if (failed(plan))
      return failure();
    FailureOr<WgmmaOperands> operands =
        prepareOperands(op, adaptor.getA(), adaptor.getB(), *plan, rewriter);
    if (failed(operands))
      return failure();
    bool inF32Runs = needsPartialAccumulator(op, getElementType(op.getA().getType()),
                                             dType.getElementType(), plan->numKSteps * plan->instrK);
    FailureOr<SmallVector<Value>> cWords =
        prepareAccumulator(op, adaptor.getC(), adaptor.getUseC(), inF32Runs, rewriter);
    if (failed(cWords))
      return failure();

    // Every operand word and descriptor exists: nothing else touches them
    // from the fence to the commit.
    NVVM::WgmmaFenceAlignedOp::create(rewriter, loc);
    WgmmaIssuer issuer(rewriter, loc, *plan, *operands);
    SmallVector<Value> resultWords =
        inF32Runs ? issuer.tilesInF32Runs(*cWords, op.getMaxNumImpreciseAcc(),
                                          getF32RunsInFlight(*plan))
                  : issuer.tiles(*cWords, adaptor.getUseC());
    // One group per dot, even when runs already waited for everything, so
    // that warp_group_dot_wait's pendings count dots.
    NVVM::WgmmaGroupSyncAlignedOp::create(rewriter, loc);
    if (!op.getIsAsync())
      resultWords = emitTiedWait(rewriter, loc, resultWords, 0);

    Type loweredElement = cast<LLVM::LLVMStructType>(structType).getBody().front();
    SmallVector<Value> results = unpackWords(rewriter, loc, resultWords, loweredElement);
    rewriter.replaceOp(op, packElements(rewriter, loc, structType, results));
    return success();
  }
};

struct WarpGroupDotWaitOpConversion : OpConversionPattern<ttng::WarpGroupDotWaitOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ttng::WarpGroupDotWaitOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    // Every word of every tensor operand, in one tied asm.
    SmallVector<Value> words;
    SmallVector<std::pair<size_t, size_t>> wordRanges;
    for (auto [original, lowered] : llvm::zip(op.getInputs(), adaptor.getInputs())) {
      size_t first = words.size();
      if (isa<RankedTensorType>(original.getType())) {
        FailureOr<SmallVector<Value>> packed =
            packWords(rewriter, loc, unpackElements(rewriter, loc, lowered), false);
        if (failed(packed))
          return op.emitOpError() << "waits on a tensor of type " << original.getType()
                                  << " that does not pack into 32-bit words";
        words.append(*packed);
      }
      wordRanges.push_back({first, words.size()});
    }
    SmallVector<Value> waited = emitTiedWait(rewriter, loc, words, op.getPendings());

    SmallVector<Value> results;
    for (auto [i, original, lowered] : llvm::enumerate(op.getInputs(), adaptor.getInputs())) {
      auto tensor = dyn_cast<RankedTensorType>(original.getType());
      if (!tensor) {
        results.push_back(lowered);
        continue;
      }
      Type structType = getTypeConverter()->convertType(tensor);
      Type element = cast<LLVM::LLVMStructType>(structType).getBody().front();
      auto [first, last] = wordRanges[i];
      SmallVector<Value> elements = unpackWords(
          rewriter, loc, ArrayRef<Value>(waited).slice(first, last - first), element);
      results.push_back(packElements(rewriter, loc, structType, elements));
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};

struct FenceAsyncSharedOpConversion : OpConversionPattern<ttng::FenceAsyncSharedOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ttng::FenceAsyncSharedOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    MLIRContext *context = op.getContext();
    auto space = op.getBCluster() ? NVVM::SharedSpace::shared_cluster : NVVM::SharedSpace::shared_cta;
    rewriter.replaceOpWithNewOp<NVVM::FenceProxyOp>(
        op, NVVM::ProxyKindAttr::get(context, NVVM::ProxyKind::async_shared),
        NVVM::SharedSpaceAttr::get(context, space));
    return success();
  }
};

} // namespace

void triton::populateWarpGroupDotOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                  RewritePatternSet &patterns) {
  patterns.add<WarpGroupDotOpConversion, WarpGroupDotWaitOpConversion,
               FenceAsyncSharedOpConversion>(converter, patterns.getContext());
}
