//===- AtomicOpToLLVM.cpp - tt.atomic_rmw and tt.atomic_cas ---------------===//
//
// Triton 3.6's form: an atomic is predicated inline PTX that names its
// scope and ordering,
//     mov.u32 $0, 0x0;                                  (masked off: zero)
//     @$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;
// (`atom.global.<sem>.<scope>.cas.bN` for compare-and-swap, Triton's order
// of qualifiers). LLVM's atomicrmw would not do: LLVM 22's NVPTX back end
// drops its ordering. One instruction covers
//   - `vec` consecutive registers for f16, bf16 and f32 fadd on sm_90 with
//     PTX 8.1 or later (`add.v4.f32`, `add.noftz.v8.f16`), vec what the
//     pointers' contiguity and alignment and the mask's constancy allow,
//     as for loads (AxisInfo), at most 128 bits;
//   - else two f16 registers where vec >= 2 (`add.noftz.f16x2`);
//   - else one register.
// What PTX's atom has no form for (bf16 fadd before sm_90, 16-bit integer
// operations) is LLVM's atomicrmw, which the back end expands into a
// compare-and-swap loop, under a branch on the predicate, with fences of
// the op's scope carrying its ordering.
// A scalar fetch-add of the constant zero with acquire or relaxed ordering
// reads without writing: `nvg.ld_acquire` (convert-nv-gpu-to-llvm).
// Float max and min are Triton's pair of integer atomics on the value's
// bits (signed max where the sign bit is clear, unsigned min where it is
// set; the reverse for min), each predicated on its half.
//
// Each element is updated once:
//   - registers that repeat another register of the same thread (zero
//     register bases) reuse its result;
//   - lanes and warps holding copies (zero lane/warp bases) are predicated
//     off by the owner predicate stores use, and when the result is used
//     the owner's old value reaches the copies through the op's
//     shared-memory scratch (allocate-shared-memory sizes it);
//   - a scalar atomic runs on thread 0 alone and, when its result is used,
//     is broadcast the same way.
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "tt/Analysis/AxisInfo.h"
#include "tt/Dialect/NVGPU/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Target.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;

namespace {

//===-- PTX spellings -----------------------------------------------------===//

StringRef getPTXSemantic(triton::MemSemantic sem) {
  switch (sem) {
  case triton::MemSemantic::RELAXED:
    return "relaxed";
  case triton::MemSemantic::ACQUIRE:
    return "acquire";
  case triton::MemSemantic::RELEASE:
    return "release";
  case triton::MemSemantic::ACQUIRE_RELEASE:
    return "acq_rel";
  }
  return "relaxed";
}

StringRef getPTXScope(triton::MemSyncScope scope) {
  switch (scope) {
  case triton::MemSyncScope::SYSTEM:
    return "sys";
  case triton::MemSyncScope::GPU:
    return "gpu";
  case triton::MemSyncScope::CTA:
    return "cta";
  }
  return "gpu";
}

/// The operation and the element type of PTX's `atom` for one of its
/// forms: "add.noftz" and "f16" print as `add.noftz.f16`, `.v4` goes
/// between them.
struct PTXAtomicForm {
  std::string operation;
  std::string type;
};

/// PTX's form of the integer or float operation `rmw` on `elementType`
/// (float max/min excluded: they are integer operations on the bits), with
/// `packed` f16 elements per register; nullopt where PTX has none.
std::optional<PTXAtomicForm> getPTXAtomicForm(triton::RMWOp rmw, Type elementType,
                                              unsigned packed, int computeCapability) {
  unsigned bits = getElementBits(elementType);
  std::string width = std::to_string(bits);
  bool isFloat = isa<FloatType>(elementType);
  if (rmw == triton::RMWOp::FADD) {
    if (elementType.isF16())
      return PTXAtomicForm{"add.noftz", packed == 2 ? "f16x2" : "f16"};
    if (elementType.isBF16() && computeCapability >= 90)
      return PTXAtomicForm{"add.noftz", "bf16"};
    if (elementType.isF32() || elementType.isF64())
      return PTXAtomicForm{"add", "f" + width};
    return std::nullopt;
  }
  if (isFloat || (bits != 32 && bits != 64))
    return std::nullopt;
  switch (rmw) {
  case triton::RMWOp::ADD:
    return PTXAtomicForm{"add", "u" + width};
  case triton::RMWOp::AND:
    return PTXAtomicForm{"and", "b" + width};
  case triton::RMWOp::OR:
    return PTXAtomicForm{"or", "b" + width};
  case triton::RMWOp::XOR:
    return PTXAtomicForm{"xor", "b" + width};
  case triton::RMWOp::MAX:
    return PTXAtomicForm{"max", "s" + width};
  case triton::RMWOp::MIN:
    return PTXAtomicForm{"min", "s" + width};
  case triton::RMWOp::UMAX:
    return PTXAtomicForm{"max", "u" + width};
  case triton::RMWOp::UMIN:
    return PTXAtomicForm{"min", "u" + width};
  case triton::RMWOp::XCHG:
    return PTXAtomicForm{"exch", "b" + width};
  default:
    return std::nullopt;
  }
}

/// `mov.uW $k, 0x0;` for each result (the value where `pred` is off), then
/// `[@$p ]atom.global.<qualifiers> <results>, [ $a + 0 ], <inputs>;`. The
/// inputs are integer registers of the results' width; several results
/// print as a vector `{ $0, $1 }` and come back as a struct.
SmallVector<Value> emitAtomInstruction(OpBuilder &b, Location loc, StringRef qualifiers,
                                       Value ptr, ArrayRef<Value> inputs, unsigned numResults,
                                       Value pred) {
  Type word = inputs.front().getType();
  unsigned bits = word.getIntOrFloatBitWidth();
  StringRef letter = getPTXRegister(b, bits).first;
  bool vector = numResults > 1;
  std::string ptx, constraints;
  llvm::raw_string_ostream os(ptx);
  for (unsigned k = 0; k < numResults; ++k) {
    os << "mov.u" << bits << " $" << k << ", 0x0;\n\t";
    constraints += ("=" + letter + ",").str();
  }
  constraints += "l";
  for (unsigned k = 0; k < inputs.size(); ++k)
    constraints += ("," + letter).str();
  SmallVector<Value> operands{ptr};
  operands.append(inputs.begin(), inputs.end());
  if (pred) {
    os << "@$" << numResults + 1 + inputs.size() << " ";
    constraints += ",b";
    operands.push_back(pred);
  }
  os << "atom.global." << qualifiers << " ";
  if (vector)
    os << ptxOperandList(0, numResults);
  else
    os << "$0";
  os << ", [ $" << numResults << " + 0 ], ";
  // With several results the inputs are a vector too; CAS's two are not.
  if (vector) {
    os << ptxOperandList(numResults + 1, inputs.size());
  } else {
    for (unsigned k = 0; k < inputs.size(); ++k)
      os << (k ? ", $" : "$") << numResults + 1 + k;
  }
  os << ";";
  Type resultType =
      vector ? LLVM::LLVMStructType::getLiteral(b.getContext(), SmallVector<Type>(numResults, word))
             : word;
  return unpackElements(b, loc, emitInlinePTX(b, loc, resultType, ptx, constraints, operands));
}

//===-- LLVM's atomicrmw, where PTX has no atom form -----------------------===//

LLVM::AtomicOrdering getOrdering(triton::MemSemantic sem) {
  switch (sem) {
  case triton::MemSemantic::RELAXED:
    return LLVM::AtomicOrdering::monotonic;
  case triton::MemSemantic::ACQUIRE:
    return LLVM::AtomicOrdering::acquire;
  case triton::MemSemantic::RELEASE:
    return LLVM::AtomicOrdering::release;
  case triton::MemSemantic::ACQUIRE_RELEASE:
    return LLVM::AtomicOrdering::acq_rel;
  }
  return LLVM::AtomicOrdering::monotonic;
}

StringRef getSyncScope(triton::MemSyncScope scope) {
  switch (scope) {
  case triton::MemSyncScope::SYSTEM:
    return "";
  case triton::MemSyncScope::GPU:
    return "device";
  case triton::MemSyncScope::CTA:
    return "block";
  }
  return "";
}

std::optional<LLVM::AtomicBinOp> getLLVMBinOp(triton::RMWOp op, Type elementType) {
  bool isFloat = isa<FloatType>(elementType);
  switch (op) {
  case triton::RMWOp::AND:
    return LLVM::AtomicBinOp::_and;
  case triton::RMWOp::OR:
    return LLVM::AtomicBinOp::_or;
  case triton::RMWOp::XOR:
    return LLVM::AtomicBinOp::_xor;
  case triton::RMWOp::ADD:
    return LLVM::AtomicBinOp::add;
  case triton::RMWOp::FADD:
    return LLVM::AtomicBinOp::fadd;
  case triton::RMWOp::MAX:
    return isFloat ? std::nullopt : std::optional(LLVM::AtomicBinOp::max);
  case triton::RMWOp::MIN:
    return isFloat ? std::nullopt : std::optional(LLVM::AtomicBinOp::min);
  case triton::RMWOp::UMAX:
    return LLVM::AtomicBinOp::umax;
  case triton::RMWOp::UMIN:
    return LLVM::AtomicBinOp::umin;
  case triton::RMWOp::XCHG:
    return LLVM::AtomicBinOp::xchg;
  }
  return std::nullopt;
}

/// LLVM's atomicrmw where `pred` holds (always when null), zero where it
/// does not; fences of the op's scope carry release and acquire orderings
/// (LLVM 22's NVPTX back end drops them from the atomicrmw). Leaves the
/// rewriter at the join.
Value emitLLVMAtomicRMW(ConversionPatternRewriter &rewriter, Location loc, Value pred,
                        LLVM::AtomicBinOp binOp, triton::MemSemantic sem,
                        triton::MemSyncScope syncScope, Value ptr, Value val) {
  Type type = val.getType();
  LLVM::AtomicOrdering ordering = getOrdering(sem);
  StringRef scope = getSyncScope(syncScope);
  bool releases =
      ordering == LLVM::AtomicOrdering::release || ordering == LLVM::AtomicOrdering::acq_rel;
  bool acquires =
      ordering == LLVM::AtomicOrdering::acquire || ordering == LLVM::AtomicOrdering::acq_rel;
  auto emitAtomic = [&]() -> Value {
    if (releases)
      LLVM::FenceOp::create(rewriter, loc, LLVM::AtomicOrdering::release, scope);
    Value old = LLVM::AtomicRMWOp::create(rewriter, loc, binOp, ptr, val, ordering, scope,
                                          getElementBits(type) / 8);
    if (acquires)
      LLVM::FenceOp::create(rewriter, loc, LLVM::AtomicOrdering::acquire, scope);
    return old;
  };
  if (!pred)
    return emitAtomic();
  Block *current = rewriter.getInsertionBlock();
  Block *join = rewriter.splitBlock(current, rewriter.getInsertionPoint());
  Value result = join->addArgument(type, loc);
  Block *atomic = rewriter.createBlock(join);
  rewriter.setInsertionPointToEnd(current);
  Value zero = LLVM::ZeroOp::create(rewriter, loc, type);
  LLVM::CondBrOp::create(rewriter, loc, pred, atomic, ValueRange{}, join, ValueRange{zero});
  rewriter.setInsertionPointToEnd(atomic);
  Value old = emitAtomic();
  LLVM::BrOp::create(rewriter, loc, ValueRange{old}, join);
  rewriter.setInsertionPointToStart(join);
  return result;
}

//===-- the driver both atomics share --------------------------------------===//

/// Register bits of `valueType`'s layout that select a copy of another
/// register of the same thread (0 for a scalar).
uint32_t getRegisterCopyBits(Type valueType) {
  std::optional<tt::LinearLayout> layout = getDistributedLayout(valueType);
  return layout ? getCopyBitsMask(*layout, {StringRef(triton::gpu::dims::kRegister)}) : 0;
}

/// emitGroup(first, pred): the atomic on registers [first, first + width)
/// where `pred` holds (always when null); their old values, zero where
/// `pred` is off.
using GroupEmitter = llvm::function_ref<SmallVector<Value>(unsigned first, Value pred)>;

/// The owner's old value of every register reaches the threads holding
/// copies of it through the op's scratch: stored where `owner` holds,
/// loaded by everyone after a barrier.
void broadcastThroughScratch(ConversionPatternRewriter &rewriter, Location loc, Operation *op,
                             const std::optional<tt::LinearLayout> &layout, Value tid, Value owner,
                             uint32_t registerDupMask, Type elementType,
                             MutableArrayRef<Value> olds) {
  Value smem = getSharedMemoryBase(rewriter, loc, op);
  auto ptrType = LLVM::LLVMPointerType::get(rewriter.getContext(), 3);
  unsigned count = olds.size();
  SmallVector<Value> slots(count);
  if (auto tensorType = dyn_cast<RankedTensorType>(op->getResult(0).getType())) {
    SmallVector<SmallVector<Value>> indices = emitIndices(rewriter, loc, *layout, tid);
    ArrayRef<int64_t> shape = tensorType.getShape();
    for (unsigned i = 0; i < count; ++i) {
      Value linear;
      for (unsigned d = 0; d < shape.size(); ++d) {
        Value c = indices[i][d];
        linear = linear ? LLVM::AddOp::create(
                              rewriter, loc,
                              LLVM::MulOp::create(rewriter, loc, linear,
                                                  i32Const(rewriter, loc, shape[d])),
                              c)
                        : c;
      }
      slots[i] = LLVM::GEPOp::create(rewriter, loc, ptrType, elementType, smem, ValueRange{linear});
    }
  } else {
    slots[0] = smem;
  }
  // Make sure no earlier reader of the scratch is still at it.
  NVVM::Barrier0Op::create(rewriter, loc);
  for (unsigned i = 0; i < count; ++i)
    if (!(i & registerDupMask))
      emitStoreShared(rewriter, loc, slots[i], olds[i], owner);
  NVVM::Barrier0Op::create(rewriter, loc);
  for (unsigned i = 0; i < count; ++i)
    olds[i] = (i & registerDupMask) ? olds[i & ~registerDupMask]
                                    : LLVM::LoadOp::create(rewriter, loc, elementType, slots[i])
                                          .getResult();
}

/// Lowers an atomic whose registers `emitGroup` updates `width` at a time.
LogicalResult lowerAtomic(Operation *op, Type valueType, Type elementType, Value mask,
                          unsigned width, const TypeConverter &converter,
                          ConversionPatternRewriter &rewriter, GroupEmitter emitGroup) {
  Location loc = op->getLoc();
  Value result = op->getResult(0);
  bool used = !result.use_empty();
  auto tensorType = dyn_cast<RankedTensorType>(valueType);
  unsigned count = getNumRegisters(valueType);
  SmallVector<Value> masks;
  if (mask)
    masks = unpackOrSplat(rewriter, loc, mask, count);

  std::optional<tt::LinearLayout> layout = getDistributedLayout(valueType);
  if (tensorType && !layout)
    return op->emitError("atomic on a tensor without a distributed layout is not lowered");

  // The broadcast of the owner's old value goes through the op's scratch.
  Value tid = getThreadId(rewriter, loc);
  Value owner = layout ? emitOwnerPredicate(rewriter, loc, *layout, tid)
                       : Value(LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq, tid,
                                                    i32Const(rewriter, loc, 0)));
  bool broadcast = used && owner;
  if (broadcast && !op->hasAttr("allocation.offset")) {
    if (!tensorType)
      return op->emitError("scalar atomic with a used result is not lowered yet: its result "
                           "is broadcast through shared memory, run allocate-shared-memory "
                           "first");
    return op->emitError("atomic on a broadcast layout with a used result needs shared "
                         "memory: run allocate-shared-memory first");
  }

  // Registers that repeat another register of this thread.
  uint32_t registerDupMask = getRegisterCopyBits(valueType);
  assert(count % width == 0 && (registerDupMask & (width - 1)) == 0 &&
         "a group of registers is one element run");

  SmallVector<Value> olds(count);
  for (unsigned i = 0; i < count; i += width) {
    if (i & registerDupMask) {
      for (unsigned k = 0; k < width; ++k)
        olds[i + k] = olds[(i & ~registerDupMask) + k];
      continue;
    }
    Value pred = andPredicates(rewriter, loc, masks.empty() ? Value() : masks[i], owner);
    SmallVector<Value> group = emitGroup(i, pred);
    assert(group.size() == width && "one old value per register");
    llvm::copy(group, olds.begin() + i);
  }

  if (broadcast)
    broadcastThroughScratch(rewriter, loc, op, layout, tid, owner, registerDupMask, elementType,
                            olds);

  if (!tensorType) {
    rewriter.replaceOp(op, olds.front());
    return success();
  }
  Type structType = converter.convertType(valueType);
  rewriter.replaceOp(op, packElements(rewriter, loc, structType, olds));
  return success();
}

Type getLoweredElementType(const TypeConverter &converter, Type valueType) {
  Type elementType = converter.convertType(getElementTypeOrSelf(valueType));
  if (!elementType || !(isa<FloatType>(elementType) || isa<IntegerType>(elementType)) ||
      elementType.isInteger(1))
    return Type();
  return elementType;
}

//===-- tt.atomic_rmw ------------------------------------------------------===//

/// How many registers one atom takes: `vec` as a PTX vector, or `packed`
/// in one register; at most one of them above 1.
struct AtomicGrouping {
  unsigned vec = 1;
  unsigned packed = 1;
  unsigned width() const { return vec * packed; }
};

struct AtomicRMWOpConversion : OpConversionPattern<triton::AtomicRMWOp> {
  AtomicRMWOpConversion(const TypeConverter &converter, MLIRContext *context,
                        const ModuleAxisInfoAnalysis &axisInfo, int ptxVersion)
      : OpConversionPattern(converter, context), axisInfo(axisInfo), ptxVersion(ptxVersion) {}

  LogicalResult matchAndRewrite(triton::AtomicRMWOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type valueType = op.getVal().getType();
    Type elementType = getLoweredElementType(*getTypeConverter(), valueType);
    if (!elementType) {
      op.emitError() << "atomic_rmw on " << getElementTypeOrSelf(valueType)
                     << " elements is not lowered";
      return failure();
    }
    triton::RMWOp rmw = op.getAtomicRmwOp();
    bool floatMinMax =
        isa<FloatType>(elementType) && (rmw == triton::RMWOp::MAX || rmw == triton::RMWOp::MIN);
    if (floatMinMax && !elementType.isF32() && !elementType.isF64()) {
      op.emitError() << "atomic_rmw " << stringifyRMWOp(rmw) << " on " << elementType
                     << " is not lowered (Triton has it for f32 and f64 only)";
      return failure();
    }
    int capability = triton::gpu::getComputeCapability(op);
    AtomicGrouping grouping = getGrouping(op, elementType, capability);
    Type bitsType = rewriter.getIntegerType(getElementBits(elementType));
    std::optional<PTXAtomicForm> form =
        floatMinMax ? getPTXAtomicForm(triton::RMWOp::MAX, bitsType, 1, capability)
                    : getPTXAtomicForm(rmw, elementType, grouping.packed, capability);
    std::optional<LLVM::AtomicBinOp> binOp = getLLVMBinOp(rmw, elementType);
    if (!form && (floatMinMax || !binOp)) {
      op.emitError() << "atomic_rmw " << stringifyRMWOp(rmw) << " on " << elementType
                     << " is not lowered yet";
      return failure();
    }
    if (!form && op.getScope() == triton::MemSyncScope::SYSTEM) {
      op.emitError() << "atomic_rmw " << stringifyRMWOp(rmw) << " on " << elementType
                     << " at sys scope is not lowered (PTX's atom has no such form)";
      return failure();
    }
    if (isZeroFetchAdd(op))
      return lowerAsLoad(op, adaptor, elementType, rewriter);

    unsigned count = getNumRegisters(valueType);
    SmallVector<Value> ptrs = unpackOrSplat(rewriter, loc, adaptor.getPtr(), count);
    SmallVector<Value> vals = unpackOrSplat(rewriter, loc, adaptor.getVal(), count);
    std::string prefix = (getPTXScope(op.getScope()) + "." + getPTXSemantic(op.getSem())).str();
    auto emitGroup = [&](unsigned first, Value pred) -> SmallVector<Value> {
      if (!form)
        return {emitLLVMAtomicRMW(rewriter, loc, pred, *binOp, op.getSem(), op.getScope(),
                                  ptrs[first], vals[first])};
      if (floatMinMax)
        return {emitFloatMinMax(rewriter, loc, prefix, rmw == triton::RMWOp::MAX, ptrs[first],
                                vals[first], pred)};
      std::string qualifiers = prefix + "." + form->operation +
                               (grouping.vec > 1 ? ".v" + std::to_string(grouping.vec) : "") +
                               "." + form->type;
      ArrayRef<Value> elements = ArrayRef(vals).slice(first, grouping.width());
      // One register per `packed` elements.
      unsigned bits = getElementBits(elementType);
      Type word = rewriter.getIntegerType(bits * grouping.packed);
      SmallVector<Value> words;
      for (unsigned i = 0; i < elements.size(); i += grouping.packed)
        words.push_back(packWord(rewriter, loc, elements.slice(i, grouping.packed), word));
      SmallVector<Value> olds;
      for (Value old : emitAtomInstruction(rewriter, loc, qualifiers, ptrs[first], words,
                                           grouping.vec, pred))
        llvm::append_range(olds, unpackWord(rewriter, loc, old, elementType, grouping.packed, bits));
      return olds;
    };
    return lowerAtomic(op, valueType, elementType, adaptor.getMask(), grouping.width(),
                       *getTypeConverter(), rewriter, emitGroup);
  }

private:
  /// Triton's grouping: a vector atom for f16, bf16 and f32 fadd on sm_90
  /// with PTX 8.1, else f16 pairs, as far as the pointers and the mask
  /// allow; registers copying others must not split a group.
  AtomicGrouping getGrouping(triton::AtomicRMWOp op, Type elementType, int capability) const {
    AtomicGrouping grouping;
    auto tensorType = dyn_cast<RankedTensorType>(op.getVal().getType());
    if (!tensorType || op.getAtomicRmwOp() != triton::RMWOp::FADD)
      return grouping;
    unsigned bits = getElementBits(elementType);
    unsigned contiguous =
        std::min(axisInfo.getAccessVectorSize(op.getPtr(), op.getMask()), 128 / bits);
    bool vectorAtomics = capability >= 90 && ptxVersion >= 81;
    if (vectorAtomics && (elementType.isF16() || elementType.isBF16() || elementType.isF32()))
      grouping.vec = std::max(1u, contiguous);
    else if (elementType.isF16())
      grouping.packed = std::clamp(contiguous, 1u, 2u);
    unsigned count = getNumRegisters(tensorType);
    if (count % grouping.width() != 0 ||
        (getRegisterCopyBits(tensorType) & (grouping.width() - 1)) != 0)
      return AtomicGrouping();
    return grouping;
  }

  /// A scalar fetch-add of the constant zero that only acquires or is
  /// relaxed: Triton reads it with a load instead.
  static bool isZeroFetchAdd(triton::AtomicRMWOp op) {
    if (isa<RankedTensorType>(op.getType()))
      return false;
    if (op.getAtomicRmwOp() != triton::RMWOp::ADD && op.getAtomicRmwOp() != triton::RMWOp::FADD)
      return false;
    if (op.getSem() != triton::MemSemantic::ACQUIRE && op.getSem() != triton::MemSemantic::RELAXED)
      return false;
    auto constant = op.getVal().getDefiningOp<arith::ConstantOp>();
    if (!constant)
      return false;
    if (auto f = dyn_cast<FloatAttr>(constant.getValue()))
      return f.getValue().isZero();
    if (auto i = dyn_cast<IntegerAttr>(constant.getValue()))
      return i.getValue().isZero();
    return false;
  }

  /// nvg.ld_acquire where the atomic would run; its value is the old one.
  LogicalResult lowerAsLoad(triton::AtomicRMWOp op, OpAdaptor adaptor, Type elementType,
                            ConversionPatternRewriter &rewriter) const {
    namespace ttn = triton::nvgpu;
    auto sem = op.getSem() == triton::MemSemantic::ACQUIRE ? ttn::MemSemantic::ACQUIRE
                                                           : ttn::MemSemantic::RELAXED;
    ttn::MemSyncScope scope = op.getScope() == triton::MemSyncScope::CTA ? ttn::MemSyncScope::CTA
                              : op.getScope() == triton::MemSyncScope::SYSTEM
                                  ? ttn::MemSyncScope::SYSTEM
                                  : ttn::MemSyncScope::GPU;
    Value ptr = adaptor.getPtr();
    return lowerAtomic(op, op.getType(), elementType, adaptor.getMask(), 1, *getTypeConverter(),
                       rewriter, [&](unsigned, Value pred) -> SmallVector<Value> {
                         return {ttn::LoadAcquireOp::create(rewriter, op.getLoc(), elementType,
                                                            ptr, pred, sem, scope)};
                       });
  }

  /// Float max (min) as Triton 3.6's front end writes it: a value whose
  /// sign bit is clear orders like a signed integer, one whose sign bit is
  /// set orders reversed like an unsigned one, so a signed max (min) of the
  /// bits where the sign is clear and an unsigned min (max) where it is set.
  static Value emitFloatMinMax(ConversionPatternRewriter &rewriter, Location loc,
                               StringRef prefix, bool isMax, Value ptr, Value val, Value pred) {
    Type floatType = val.getType();
    unsigned bits = getElementBits(floatType);
    Type intType = rewriter.getIntegerType(bits);
    Value word = bitcastToInt(rewriter, loc, val);
    Value zero =
        LLVM::ConstantOp::create(rewriter, loc, intType, rewriter.getIntegerAttr(intType, 0));
    Value nonNegative = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::sge, word, zero);
    Value negative = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::slt, word, zero);
    std::string width = std::to_string(bits);
    std::string signedOp = (prefix + (isMax ? ".max.s" : ".min.s") + width).str();
    std::string unsignedOp = (prefix + (isMax ? ".min.u" : ".max.u") + width).str();
    Value signedOld = emitAtomInstruction(rewriter, loc, signedOp, ptr, {word}, 1,
                                          andPredicates(rewriter, loc, pred, nonNegative))[0];
    Value unsignedOld = emitAtomInstruction(rewriter, loc, unsignedOp, ptr, {word}, 1,
                                            andPredicates(rewriter, loc, pred, negative))[0];
    Value old = LLVM::SelectOp::create(rewriter, loc, nonNegative, signedOld, unsignedOld);
    return bitcastFromInt(rewriter, loc, old, floatType);
  }

  const ModuleAxisInfoAnalysis &axisInfo;
  int ptxVersion;
};

//===-- tt.atomic_cas ------------------------------------------------------===//

struct AtomicCASOpConversion : OpConversionPattern<triton::AtomicCASOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::AtomicCASOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type valueType = op.getVal().getType();
    Type elementType = getLoweredElementType(*getTypeConverter(), valueType);
    if (!elementType) {
      op.emitError() << "atomic_cas on " << getElementTypeOrSelf(valueType)
                     << " elements is not lowered";
      return failure();
    }
    if (getElementBits(elementType) < 16) {
      op.emitError() << "atomic_cas on " << elementType << " is not lowered yet";
      return failure();
    }
    unsigned count = getNumRegisters(valueType);
    SmallVector<Value> ptrs = unpackOrSplat(rewriter, loc, adaptor.getPtr(), count);
    SmallVector<Value> cmps = unpackOrSplat(rewriter, loc, adaptor.getCmp(), count);
    SmallVector<Value> vals = unpackOrSplat(rewriter, loc, adaptor.getVal(), count);
    // Triton's order: the ordering before the scope.
    std::string qualifiers = (getPTXSemantic(op.getSem()) + "." + getPTXScope(op.getScope()) +
                              ".cas.b" + Twine(getElementBits(elementType)))
                                 .str();
    return lowerAtomic(op, valueType, elementType, Value(), 1, *getTypeConverter(), rewriter,
                       [&](unsigned i, Value pred) -> SmallVector<Value> {
                         Value old = emitAtomInstruction(
                             rewriter, loc, qualifiers, ptrs[i],
                             {bitcastToInt(rewriter, loc, cmps[i]),
                              bitcastToInt(rewriter, loc, vals[i])},
                             1, pred)[0];
                         return {bitcastFromInt(rewriter, loc, old, elementType)};
                       });
  }
};

} // namespace

void mlir::triton::populateAtomicOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                  RewritePatternSet &patterns,
                                                  const ModuleAxisInfoAnalysis &axisInfo,
                                                  int ptxVersion) {
  patterns.add<AtomicRMWOpConversion>(converter, patterns.getContext(), axisInfo, ptxVersion);
  patterns.add<AtomicCASOpConversion>(converter, patterns.getContext());
}
