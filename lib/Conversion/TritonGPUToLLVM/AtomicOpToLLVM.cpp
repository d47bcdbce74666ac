//===- AtomicOpToLLVM.cpp - tt.atomic_rmw and tt.atomic_cas ---------------===//
//
// Every element a thread holds becomes one `llvm.atomicrmw` / `llvm.cmpxchg`
// with the op's ordering (relaxed -> monotonic, acquire, release, acq_rel)
// and scope (sys -> "", gpu -> "device", cta -> "block"), except
// atomic_rmw at sys scope, which is inline PTX (`atom.global.<sem>.sys`):
// LLVM's NVPTX back end would print it gpu-scoped. Float max and min are
// Triton's pair of integer atomics on the value's bits (signed max where the
// sign bit is clear, unsigned min where it is set; the reverse for min).
// A masked element branches around its atomic and reads zero. Each element
// is updated once:
//   - registers that repeat another register of the same thread (zero
//     register bases) reuse its result;
//   - lanes and warps holding copies (zero lane/warp bases) are guarded by
//     the owner predicate stores use, and when the result is used the
//     owner's old value reaches the copies through the op's shared-memory
//     scratch (allocate-shared-memory sizes it);
//   - a scalar atomic runs on thread 0 alone and, when its result is used,
//     is broadcast the same way.
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;

namespace {

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

/// The ordering of a failed compare-and-swap: the success ordering without
/// its release half.
LLVM::AtomicOrdering getFailureOrdering(LLVM::AtomicOrdering success) {
  switch (success) {
  case LLVM::AtomicOrdering::release:
    return LLVM::AtomicOrdering::monotonic;
  case LLVM::AtomicOrdering::acq_rel:
    return LLVM::AtomicOrdering::acquire;
  default:
    return success;
  }
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

std::optional<LLVM::AtomicBinOp> getBinOp(triton::RMWOp op, Type elementType) {
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

/// PTX's `.sem` qualifier of an ordering.
StringRef getPTXSemantic(triton::MemSemantic sem) {
  switch (sem) {
  case triton::MemSemantic::RELAXED:
    return ".relaxed";
  case triton::MemSemantic::ACQUIRE:
    return ".acquire";
  case triton::MemSemantic::RELEASE:
    return ".release";
  case triton::MemSemantic::ACQUIRE_RELEASE:
    return ".acq_rel";
  }
  return ".relaxed";
}

/// The operation and type of `atom` for `binOp` on `elementType`
/// ("add.u32", "add.noftz.bf16", ...); nullopt where PTX has none.
std::optional<std::string> getPTXAtomicOp(LLVM::AtomicBinOp binOp, Type elementType) {
  unsigned bits = getElementBits(elementType);
  if (bits != 16 && bits != 32 && bits != 64)
    return std::nullopt;
  std::string width = std::to_string(bits);
  bool wide = bits >= 32;
  switch (binOp) {
  case LLVM::AtomicBinOp::add:
    return wide ? std::optional("add.u" + width) : std::nullopt;
  case LLVM::AtomicBinOp::fadd:
    if (elementType.isF16())
      return std::string("add.noftz.f16");
    if (elementType.isBF16())
      return std::string("add.noftz.bf16");
    return "add.f" + width;
  case LLVM::AtomicBinOp::_and:
    return wide ? std::optional("and.b" + width) : std::nullopt;
  case LLVM::AtomicBinOp::_or:
    return wide ? std::optional("or.b" + width) : std::nullopt;
  case LLVM::AtomicBinOp::_xor:
    return wide ? std::optional("xor.b" + width) : std::nullopt;
  case LLVM::AtomicBinOp::max:
    return wide ? std::optional("max.s" + width) : std::nullopt;
  case LLVM::AtomicBinOp::min:
    return wide ? std::optional("min.s" + width) : std::nullopt;
  case LLVM::AtomicBinOp::umax:
    return wide ? std::optional("max.u" + width) : std::nullopt;
  case LLVM::AtomicBinOp::umin:
    return wide ? std::optional("min.u" + width) : std::nullopt;
  case LLVM::AtomicBinOp::xchg:
    return wide ? std::optional("exch.b" + width) : std::nullopt;
  default:
    return std::nullopt;
  }
}

/// `atom.global<sem>.sys.<op> old, [ptr], val;`, the value through an
/// integer register of its width (PTX's bit types match any type).
Value emitSystemAtomic(OpBuilder &b, Location loc, StringRef ptxOp, triton::MemSemantic sem,
                       Value ptr, Value val) {
  Type type = val.getType();
  unsigned bits = getElementBits(type);
  StringRef constraint = bits == 16 ? "h" : bits == 32 ? "r" : "l";
  Type carrier = b.getIntegerType(bits);
  std::string ptx =
      ("atom.global" + getPTXSemantic(sem) + ".sys." + ptxOp + " $0, [$1], $2;").str();
  Value old = emitInlinePTX(b, loc, carrier, ptx, ("=" + constraint + ",l," + constraint).str(),
                            {ptr, bitcastToInt(b, loc, val)});
  return bitcastFromInt(b, loc, old, type);
}

/// Emits `emitAtomic()` where `pred` holds (always when null) and returns its
/// result, zero where `pred` is false. Leaves the rewriter at the join.
Value emitGuarded(ConversionPatternRewriter &rewriter, Location loc, Value pred, Type type,
                  llvm::function_ref<Value()> emitAtomic) {
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

/// Shared lowering of both atomics. `emitOne(i)` emits register i's atomic.
LogicalResult lowerAtomic(Operation *op, Type valueType, Type elementType, Value mask,
                          const TypeConverter &converter, ConversionPatternRewriter &rewriter,
                          llvm::function_ref<Value(unsigned)> emitOne) {
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
  uint32_t registerDupMask =
      layout ? getCopyBitsMask(*layout, {StringRef(triton::gpu::dims::kRegister)}) : 0;

  SmallVector<Value> olds(count);
  for (unsigned i = 0; i < count; ++i) {
    if (i & registerDupMask) {
      olds[i] = olds[i & ~registerDupMask];
      continue;
    }
    Value pred = andPredicates(rewriter, loc, masks.empty() ? Value() : masks[i], owner);
    olds[i] = emitGuarded(rewriter, loc, pred, elementType, [&] { return emitOne(i); });
  }

  if (broadcast) {
    Value smem = getSharedMemoryBase(rewriter, loc, op);
    auto ptrType = LLVM::LLVMPointerType::get(rewriter.getContext(), 3);
    SmallVector<Value> slots(count);
    if (tensorType) {
      SmallVector<SmallVector<Value>> indices = emitIndices(rewriter, loc, *layout, tid);
      ArrayRef<int64_t> shape = tensorType.getShape();
      for (unsigned i = 0; i < count; ++i) {
        Value linear;
        for (unsigned d = 0; d < shape.size(); ++d) {
          Value c = indices[i][d];
          linear = linear
                       ? LLVM::AddOp::create(rewriter, loc,
                                             LLVM::MulOp::create(rewriter, loc, linear,
                                                                 i32Const(rewriter, loc, shape[d])),
                                             c)
                       : c;
        }
        slots[i] =
            LLVM::GEPOp::create(rewriter, loc, ptrType, elementType, smem, ValueRange{linear});
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
      olds[i] = (i & registerDupMask)
                    ? olds[i & ~registerDupMask]
                    : emitLoadShared(rewriter, loc, slots[i], elementType, Value());
  }

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

struct AtomicRMWOpConversion : OpConversionPattern<triton::AtomicRMWOp> {
  using OpConversionPattern::OpConversionPattern;

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
    std::optional<LLVM::AtomicBinOp> binOp = getBinOp(rmw, elementType);
    if (!binOp && !floatMinMax) {
      op.emitError() << "atomic_rmw " << stringifyRMWOp(rmw) << " on " << elementType
                     << " is not lowered yet";
      return failure();
    }
    triton::MemSemantic sem = op.getSem();
    bool system = op.getScope() == triton::MemSyncScope::SYSTEM;
    if (system) {
      Type opType =
          floatMinMax ? rewriter.getIntegerType(getElementBits(elementType)) : elementType;
      LLVM::AtomicBinOp checked = floatMinMax ? LLVM::AtomicBinOp::max : *binOp;
      if (!getPTXAtomicOp(checked, opType)) {
        op.emitError() << "atomic_rmw " << stringifyRMWOp(rmw) << " on " << elementType
                       << " at sys scope is not lowered (PTX's atom has no such form)";
        return failure();
      }
    }
    unsigned count = getNumRegisters(valueType);
    SmallVector<Value> ptrs = unpackOrSplat(rewriter, loc, adaptor.getPtr(), count);
    SmallVector<Value> vals = unpackOrSplat(rewriter, loc, adaptor.getVal(), count);
    LLVM::AtomicOrdering ordering = getOrdering(sem);
    StringRef scope = getSyncScope(op.getScope());
    // LLVM 22's NVPTX back end drops the ordering of atomicrmw (plain
    // `atom`): fences of the same scope carry it.
    bool releases =
        ordering == LLVM::AtomicOrdering::release || ordering == LLVM::AtomicOrdering::acq_rel;
    bool acquires =
        ordering == LLVM::AtomicOrdering::acquire || ordering == LLVM::AtomicOrdering::acq_rel;
    auto emitRMW = [&](LLVM::AtomicBinOp bin, Value ptr, Value val) -> Value {
      if (system)
        return emitSystemAtomic(rewriter, loc, *getPTXAtomicOp(bin, val.getType()), sem, ptr, val);
      if (releases)
        LLVM::FenceOp::create(rewriter, loc, LLVM::AtomicOrdering::release, scope);
      Value old = LLVM::AtomicRMWOp::create(rewriter, loc, bin, ptr, val, ordering, scope,
                                            getElementBits(val.getType()) / 8);
      if (acquires)
        LLVM::FenceOp::create(rewriter, loc, LLVM::AtomicOrdering::acquire, scope);
      return old;
    };
    return lowerAtomic(op, valueType, elementType, adaptor.getMask(), *getTypeConverter(), rewriter,
                       [&](unsigned i) -> Value {
                         if (floatMinMax)
                           return emitFloatMinMax(rewriter, loc, rmw == triton::RMWOp::MAX, ptrs[i],
                                                  vals[i], emitRMW);
                         return emitRMW(*binOp, ptrs[i], vals[i]);
                       });
  }

  /// Float max (min) as Triton 3.6's front end writes it: a value whose
  /// sign bit is clear orders like a signed integer, one whose sign bit is
  /// set orders reversed like an unsigned one, so a signed max (min) of the
  /// bits where the sign is clear and an unsigned min (max) where it is set.
  static Value emitFloatMinMax(ConversionPatternRewriter &rewriter, Location loc, bool isMax,
                               Value ptr, Value val,
                               llvm::function_ref<Value(LLVM::AtomicBinOp, Value, Value)> emitRMW) {
    Type floatType = val.getType();
    Type intType = rewriter.getIntegerType(getElementBits(floatType));
    Value bits = bitcastToInt(rewriter, loc, val);
    Value zero =
        LLVM::ConstantOp::create(rewriter, loc, intType, rewriter.getIntegerAttr(intType, 0));
    Value nonNegative = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::sge, bits, zero);
    Value negative = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::slt, bits, zero);
    Value signedOld = emitGuarded(rewriter, loc, nonNegative, intType, [&] {
      return emitRMW(isMax ? LLVM::AtomicBinOp::max : LLVM::AtomicBinOp::min, ptr, bits);
    });
    Value unsignedOld = emitGuarded(rewriter, loc, negative, intType, [&] {
      return emitRMW(isMax ? LLVM::AtomicBinOp::umin : LLVM::AtomicBinOp::umax, ptr, bits);
    });
    Value old = LLVM::SelectOp::create(rewriter, loc, nonNegative, signedOld, unsignedOld);
    return bitcastFromInt(rewriter, loc, old, floatType);
  }
};

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
    LLVM::AtomicOrdering ordering = getOrdering(op.getSem());
    StringRef scope = getSyncScope(op.getScope());
    unsigned alignment = getElementBits(elementType) / 8;
    return lowerAtomic(op, valueType, elementType, Value(), *getTypeConverter(), rewriter,
                       [&](unsigned i) -> Value {
                         // cmpxchg compares integers: floats go through their bits.
                         Value cmp = bitcastToInt(rewriter, loc, cmps[i]);
                         Value val = bitcastToInt(rewriter, loc, vals[i]);
                         auto cas = LLVM::AtomicCmpXchgOp::create(
                             rewriter, loc, ptrs[i], cmp, val, ordering,
                             getFailureOrdering(ordering), scope, alignment);
                         Value old = LLVM::ExtractValueOp::create(rewriter, loc, cas, 0);
                         return bitcastFromInt(rewriter, loc, old, elementType);
                       });
  }
};

} // namespace

void mlir::triton::populateAtomicOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                  RewritePatternSet &patterns) {
  patterns.add<AtomicRMWOpConversion, AtomicCASOpConversion>(converter, patterns.getContext());
}
