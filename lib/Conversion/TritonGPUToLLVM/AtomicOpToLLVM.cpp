//===- AtomicOpToLLVM.cpp - tt.atomic_rmw and tt.atomic_cas ---------------===//
//
// Every element a thread holds becomes one `llvm.atomicrmw` / `llvm.cmpxchg`
// with the op's ordering (relaxed -> monotonic, acquire, release, acq_rel)
// and scope (sys -> "", gpu -> "device", cta -> "block"; atomic_rmw at sys
// scope is refused, since NVPTX would print it gpu-scoped). A masked element
// branches around its atomic and reads zero. Each element is updated once:
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

#include "Dialect/Triton/IR/Dialect.h"
#include "Dialect/TritonGPU/IR/Dialect.h"

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
          linear = linear ? LLVM::AddOp::create(
                                rewriter, loc,
                                LLVM::MulOp::create(rewriter, loc, linear,
                                                    i32Const(rewriter, loc, shape[d])),
                                c)
                          : c;
        }
        slots[i] = LLVM::GEPOp::create(rewriter, loc, ptrType, elementType, smem,
                                       ValueRange{linear});
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
                                      : emitLoadShared(rewriter, loc, slots[i], elementType,
                                                       Value());
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
    std::optional<LLVM::AtomicBinOp> binOp = getBinOp(op.getAtomicRmwOp(), elementType);
    if (!binOp) {
      op.emitError() << "atomic_rmw " << stringifyRMWOp(op.getAtomicRmwOp()) << " on "
                     << elementType << " is not lowered yet";
      return failure();
    }
    // LLVM 22's NVPTX back end prints atomicrmw without its scope (gpu), so a
    // system-scope one would silently become device-scope: refuse it until
    // it is emitted as inline PTX (atom.<sem>.sys), as Triton does.
    if (op.getScope() == triton::MemSyncScope::SYSTEM) {
      op.emitError() << "atomic_rmw at sys scope is not lowered yet (LLVM's NVPTX back end "
                        "would narrow it to gpu scope)";
      return failure();
    }
    unsigned count = getNumRegisters(valueType);
    SmallVector<Value> ptrs = unpackOrSplat(rewriter, loc, adaptor.getPtr(), count);
    SmallVector<Value> vals = unpackOrSplat(rewriter, loc, adaptor.getVal(), count);
    LLVM::AtomicOrdering ordering = getOrdering(op.getSem());
    StringRef scope = getSyncScope(op.getScope());
    unsigned alignment = getElementBits(elementType) / 8;
    // LLVM 22's NVPTX back end drops the ordering of atomicrmw (plain
    // `atom`): fences of the same scope carry it.
    bool releases = ordering == LLVM::AtomicOrdering::release ||
                    ordering == LLVM::AtomicOrdering::acq_rel;
    bool acquires = ordering == LLVM::AtomicOrdering::acquire ||
                    ordering == LLVM::AtomicOrdering::acq_rel;
    return lowerAtomic(op, valueType, elementType, adaptor.getMask(), *getTypeConverter(),
                       rewriter, [&](unsigned i) -> Value {
                         if (releases)
                           LLVM::FenceOp::create(rewriter, loc, LLVM::AtomicOrdering::release,
                                                 scope);
                         Value old = LLVM::AtomicRMWOp::create(rewriter, loc, *binOp, ptrs[i],
                                                               vals[i], ordering, scope,
                                                               alignment);
                         if (acquires)
                           LLVM::FenceOp::create(rewriter, loc, LLVM::AtomicOrdering::acquire,
                                                 scope);
                         return old;
                       });
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
    return lowerAtomic(
        op, valueType, elementType, Value(), *getTypeConverter(), rewriter,
        [&](unsigned i) -> Value {
          // cmpxchg compares integers: floats go through their bits.
          Value cmp = bitcastToInt(rewriter, loc, cmps[i]);
          Value val = bitcastToInt(rewriter, loc, vals[i]);
          auto cas = LLVM::AtomicCmpXchgOp::create(rewriter, loc, ptrs[i], cmp, val, ordering,
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
