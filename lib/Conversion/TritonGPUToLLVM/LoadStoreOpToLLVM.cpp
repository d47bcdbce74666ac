//===- LoadStoreOpToLLVM.cpp - addresses, global loads and stores ---------===//
//
// tt.addptr is a getelementptr per register. tt.load and tt.store become
// predicated PTX vector accesses, as in Triton: the registers of a thread
// are cut into runs of `vec` consecutive elements, vec the largest width
// that
//   - the pointers' contiguity and alignment allow (AxisInfo, which also
//     caps it at what one thread holds contiguously),
//   - the mask keeps constant (AxisInfo constancy),
//   - and 128 bits hold;
// each run is one `@p ld.global.vN.bW` / `@p st.global.vN.bW` of words of
// W = min(run bits, max(32, element bits)). Masked-off loads read `other`:
// each word is first set to it, from a register, or, as Triton does for an
// integer `other` that is one constant, as an immediate (the constant
// repeated over the word); to zero without `other`. Stores are also
// predicated off on threads that hold copies of another thread's
// elements. Booleans (i1) are bytes in memory, 0 or 1 as torch keeps them:
// stored zero-extended, loaded as bytes and compared with zero. (Triton's
// front end casts boolean pointers to i8 before it loads or stores; the
// lowering takes the i1 forms too.)
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Target.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/DialectConversion.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;

namespace {

/// How one thread's registers are grouped into vector accesses.
struct AccessShape {
  unsigned vec;          // elements per access
  unsigned elementBits;  // bits per element in memory
  unsigned wordBits;     // bits per PTX word
  unsigned numWords;     // words per access
  unsigned elemsPerWord; // elements per word
};

AccessShape getAccessShape(unsigned vec, unsigned elementBits) {
  AccessShape shape;
  shape.elementBits = elementBits;
  shape.vec = std::max(1u, std::min(vec, std::max(1u, 128 / elementBits)));
  unsigned total = shape.vec * elementBits;
  shape.wordBits = std::min(total, std::max(32u, elementBits));
  shape.numWords = total / shape.wordBits;
  shape.elemsPerWord = shape.wordBits / elementBits;
  return shape;
}

/// The inline-asm constraint letter and integer type of one word of a
/// global access, as Triton writes them: "c" and the word's own width below
/// 32 bits (an i8 stays i8, where "h" would widen it to i16 and LLVM would
/// truncate it back), else "r"/i32 or "l"/i64.
std::pair<StringRef, Type> getWordRegister(OpBuilder &b, unsigned wordBits) {
  if (wordBits < 32)
    return {"c", b.getIntegerType(std::max(wordBits, 8u))};
  return getPTXRegister(b, wordBits);
}

/// The cache operator of a global load, as Triton 3.6 writes it: `.ca` and `.cg` only (the other
/// modifiers, `.cv` and `.cs` among them, are dropped, as Triton drops them).
std::string loadCacheSuffix(triton::CacheModifier cache) {
  switch (cache) {
  case triton::CacheModifier::CA:
    return ".ca";
  case triton::CacheModifier::CG:
    return ".cg";
  default:
    return "";
  }
}

/// The cache operator of a global store: `.wb`, `.cg`, `.cs` and `.wt`, the ones PTX's `st` takes;
/// a load-only modifier such as `.ca` is dropped, as Triton drops it (ptxas rejects `st.global.ca`).
std::string storeCacheSuffix(triton::CacheModifier cache) {
  switch (cache) {
  case triton::CacheModifier::WB:
    return ".wb";
  case triton::CacheModifier::CG:
    return ".cg";
  case triton::CacheModifier::CS:
    return ".cs";
  case triton::CacheModifier::WT:
    return ".wt";
  default:
    return "";
  }
}

std::string evictionSuffix(triton::EvictionPolicy evict) {
  switch (evict) {
  case triton::EvictionPolicy::NORMAL:
    return "";
  case triton::EvictionPolicy::EVICT_FIRST:
    return ".L1::evict_first";
  case triton::EvictionPolicy::EVICT_LAST:
    return ".L1::evict_last";
  }
  return "";
}

/// PTX's ld and st take a cache operator or an L1 eviction priority, never
/// both: Triton writes both and ptxas stops there; here the op is named.
LogicalResult checkCacheAndEviction(Operation *op, StringRef cacheSuffix,
                                    triton::EvictionPolicy evict, StringRef instruction) {
  if (cacheSuffix.empty() || evict == triton::EvictionPolicy::NORMAL)
    return success();
  return op->emitError() << "cannot be lowered with cache modifier '" << cacheSuffix
                         << "' and eviction policy '" << StringRef(evictionSuffix(evict)).drop_front()
                         << "': PTX's " << instruction
                         << " takes a cache operator or an L1 eviction priority, not both";
}

/// The L2 policy an eviction hint asks for, from sm_80 on, as Triton makes
/// it: `createpolicy.fractional` over the whole access, next to each access
/// (the access then carries `.L2::cache_hint` and the policy). Null when the
/// access has no hint or the target has no policies.
Value createL2Policy(OpBuilder &b, Location loc, Operation *op, triton::EvictionPolicy evict) {
  if (evict == triton::EvictionPolicy::NORMAL || triton::gpu::getComputeCapability(op) < 80)
    return {};
  StringRef kind = evict == triton::EvictionPolicy::EVICT_FIRST ? "evict_first" : "evict_last";
  // Triton's asm zeroes the output register first (an initialised operand).
  return emitInlinePTX(b, loc, b.getI64Type(),
                       ("mov.u64 $0, 0x0;\n\tcreatepolicy.fractional.L2::" + kind + ".b64 $0, 1.0;").str(),
                       "=l", {});
}

/// `.L2::cache_hint` when the access carries a policy.
StringRef cacheHintSuffix(Value policy) { return policy ? ".L2::cache_hint" : ""; }

/// Appends the policy (if any) as the access's last operand: `, $i` in the
/// PTX, after the asm's `numResults` outputs and the operands so far.
void appendPolicyOperand(Value policy, unsigned numResults, std::string &ptx,
                         std::string &constraints, SmallVector<Value> &operands) {
  if (!policy)
    return;
  ptx += llvm::formatv(", ${0}", numResults + operands.size()).str();
  operands.push_back(policy);
  constraints += ",l";
}

std::string vectorSuffix(const AccessShape &shape) {
  std::string suffix = shape.numWords > 1 ? llvm::formatv(".v{0}", shape.numWords).str() : "";
  return suffix + llvm::formatv(".b{0}", std::max(8u, shape.wordBits)).str();
}

struct AddPtrOpConversion : OpConversionPattern<triton::AddPtrOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::AddPtrOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type resultType = op.getType();
    Type pointee = getTypeConverter()->convertType(
        triton::getPointeeType(getElementTypeOrSelf(resultType)));
    if (!pointee)
      return failure();
    if (!isa<RankedTensorType>(resultType)) {
      rewriter.replaceOpWithNewOp<LLVM::GEPOp>(op, adaptor.getPtr().getType(), pointee,
                                               adaptor.getPtr(), adaptor.getOffset());
      return success();
    }
    unsigned count = getNumRegisters(resultType);
    SmallVector<Value> ptrs = unpackOrSplat(rewriter, loc, adaptor.getPtr(), count);
    SmallVector<Value> offsets = unpackOrSplat(rewriter, loc, adaptor.getOffset(), count);
    SmallVector<Value> results;
    for (unsigned i = 0; i < count; ++i)
      results.push_back(LLVM::GEPOp::create(rewriter, loc, ptrs[i].getType(), pointee, ptrs[i],
                                            ValueRange{offsets[i]}));
    Type structType = getTypeConverter()->convertType(resultType);
    rewriter.replaceOp(op, packElements(rewriter, loc, structType, results));
    return success();
  }
};

/// The word an integer load's `other` fills when it is one constant: the
/// constant repeated over `wordBits`, as Triton writes it, so that ptxas
/// sees an immediate (it allocates and schedules differently than for the
/// same zero in a register). None for float loads and other `other`s.
/// Booleans as the bytes that hold them in memory; other values as they are.
Type getMemoryType(OpBuilder &b, Type elementType) {
  return elementType.isInteger(1) ? b.getI8Type() : elementType;
}

SmallVector<Value> toMemoryBytes(OpBuilder &b, Location loc, ArrayRef<Value> booleans) {
  SmallVector<Value> bytes;
  for (Value v : booleans)
    bytes.push_back(LLVM::ZExtOp::create(b, loc, b.getI8Type(), v));
  return bytes;
}

SmallVector<Value> fromMemoryBytes(OpBuilder &b, Location loc, ArrayRef<Value> bytes) {
  SmallVector<Value> booleans;
  Value zero = LLVM::ConstantOp::create(b, loc, b.getI8Type(), b.getI8IntegerAttr(0));
  for (Value v : bytes)
    booleans.push_back(LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne, v, zero));
  return booleans;
}

static std::optional<uint64_t> getConstantOtherWord(triton::LoadOp op, unsigned elementBits,
                                                    unsigned wordBits) {
  Value other = op.getOther();
  if (!other || !isa<IntegerType>(getElementTypeOrSelf(op.getType())))
    return std::nullopt;
  APInt value;
  DenseIntElementsAttr splat;
  if (matchPattern(other, m_Constant(&splat)) && splat.isSplat())
    value = splat.getSplatValue<APInt>();
  else if (!matchPattern(other, m_ConstantInt(&value)))
    return std::nullopt;
  // Sign-extended and ORed in 64 bits, as Triton computes it: a negative
  // constant prints as 64-bit hex (-1: 0xffffffffffffffff), which ptxas
  // truncates to the mov's width.
  uint64_t element = uint64_t(value.getSExtValue());
  uint64_t word = 0;
  for (unsigned shift = 0; shift < wordBits; shift += elementBits)
    word |= element << shift;
  return word;
}

struct LoadOpConversion : OpConversionPattern<triton::LoadOp> {
  LoadOpConversion(const TypeConverter &converter, MLIRContext *context,
                   const ModuleAxisInfoAnalysis &axisInfo)
      : OpConversionPattern(converter, context), axisInfo(axisInfo) {}

  LogicalResult matchAndRewrite(triton::LoadOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (triton::isTensorPointerType(op.getPtr().getType()))
      return rewriter.notifyMatchFailure(op, "block pointers are rewritten before lowering");
    if (failed(checkCacheAndEviction(op, loadCacheSuffix(op.getCache()), op.getEvict(), "ld")))
      return failure();
    Location loc = op.getLoc();
    Type resultType = op.getType();
    Type resultElement = getTypeConverter()->convertType(getElementTypeOrSelf(resultType));
    if (!resultElement)
      return rewriter.notifyMatchFailure(op, "an element type without a lowering");
    bool booleans = resultElement.isInteger(1);
    Type elementType = getMemoryType(rewriter, resultElement);
    unsigned count = getNumRegisters(resultType);
    SmallVector<Value> ptrs = unpackOrSplat(rewriter, loc, adaptor.getPtr(), count);
    SmallVector<Value> masks, others;
    if (adaptor.getMask())
      masks = unpackOrSplat(rewriter, loc, adaptor.getMask(), count);
    if (adaptor.getMask() && adaptor.getOther())
      others = unpackOrSplat(rewriter, loc, adaptor.getOther(), count);
    if (booleans)
      others = toMemoryBytes(rewriter, loc, others);

    AccessShape shape = getAccessShape(axisInfo.getAccessVectorSize(op.getPtr(), op.getMask()),
                                       getElementBits(elementType));
    if (count % shape.vec != 0)
      return rewriter.notifyMatchFailure(op, "vector width does not divide the registers");
    auto [letter, carrier] = getWordRegister(rewriter, shape.wordBits);
    // PTX has no mov.u8: a byte word is initialised as 16 bits.
    unsigned movBits = std::max(carrier.getIntOrFloatBitWidth(), 16u);
    std::optional<uint64_t> constantOther =
        others.empty() ? std::nullopt : getConstantOtherWord(op, shape.elementBits, movBits);
    Type resultWords =
        shape.numWords == 1
            ? carrier
            : LLVM::LLVMStructType::getLiteral(op.getContext(),
                                               SmallVector<Type>(shape.numWords, carrier));

    SmallVector<Value> loaded;
    for (unsigned first = 0; first < count; first += shape.vec) {
      // Triton's operand order: the words ($0..), the words of `other`,
      // the address, the L2 policy, the predicate.
      unsigned n = shape.numWords;
      SmallVector<Value> operands;
      std::string constraints;
      for (unsigned i = 0; i < n; ++i)
        constraints += llvm::formatv("={0},", letter).str();
      std::string ptx;
      for (unsigned i = 0; i < n; ++i) {
        if (others.empty() || constantOther) {
          ptx += llvm::formatv("mov.u{0} ${1}, {2:x};\n\t", movBits, i,
                               constantOther.value_or(0))
                     .str();
          continue;
        }
        ArrayRef<Value> words(others);
        ptx += llvm::formatv("mov.u{0} ${1}, ${2};\n\t", movBits, i, n + operands.size()).str();
        operands.push_back(packWord(
            rewriter, loc, words.slice(first + i * shape.elemsPerWord, shape.elemsPerWord), carrier));
        constraints += llvm::formatv("{0},", letter).str();
      }
      unsigned address = n + operands.size();
      operands.push_back(ptrs[first]);
      constraints += "l";
      Value policy = createL2Policy(rewriter, loc, op, op.getEvict());
      Value pred = masks.empty() ? Value() : masks[first];
      if (pred)
        ptx += llvm::formatv("@${0} ", n + operands.size() + (policy ? 1 : 0)).str();
      ptx += "ld";
      if (op.getIsVolatile())
        ptx += ".volatile";
      ptx += ".global";
      if (!op.getIsVolatile())
        ptx += loadCacheSuffix(op.getCache());
      ptx += evictionSuffix(op.getEvict());
      ptx += cacheHintSuffix(policy);
      ptx += vectorSuffix(shape);
      ptx += llvm::formatv(" {0}, [ ${1} + 0 ]", ptxOperandList(0, n), address).str();
      appendPolicyOperand(policy, n, ptx, constraints, operands);
      ptx += ";";
      if (pred) {
        operands.push_back(pred);
        constraints += ",b";
      }

      Value result = emitInlinePTX(rewriter, loc, resultWords, ptx, constraints, operands);
      for (unsigned i = 0; i < n; ++i) {
        Value word = n == 1 ? result : LLVM::ExtractValueOp::create(rewriter, loc, result, i);
        llvm::append_range(loaded, unpackWord(rewriter, loc, word, elementType,
                                              shape.elemsPerWord, shape.elementBits));
      }
    }
    if (booleans)
      loaded = fromMemoryBytes(rewriter, loc, loaded);
    if (!isa<RankedTensorType>(resultType)) {
      rewriter.replaceOp(op, loaded.front());
      return success();
    }
    Type structType = getTypeConverter()->convertType(resultType);
    rewriter.replaceOp(op, packElements(rewriter, loc, structType, loaded));
    return success();
  }

  const ModuleAxisInfoAnalysis &axisInfo;
};

struct StoreOpConversion : OpConversionPattern<triton::StoreOp> {
  StoreOpConversion(const TypeConverter &converter, MLIRContext *context,
                    const ModuleAxisInfoAnalysis &axisInfo)
      : OpConversionPattern(converter, context), axisInfo(axisInfo) {}

  LogicalResult matchAndRewrite(triton::StoreOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (triton::isTensorPointerType(op.getPtr().getType()))
      return rewriter.notifyMatchFailure(op, "block pointers are rewritten before lowering");
    if (failed(checkCacheAndEviction(op, storeCacheSuffix(op.getCache()), op.getEvict(), "st")))
      return failure();
    Location loc = op.getLoc();
    Type valueType = op.getValue().getType();
    Type valueElement = getTypeConverter()->convertType(getElementTypeOrSelf(valueType));
    if (!valueElement)
      return rewriter.notifyMatchFailure(op, "an element type without a lowering");
    Type elementType = getMemoryType(rewriter, valueElement);
    unsigned count = getNumRegisters(valueType);
    SmallVector<Value> ptrs = unpackOrSplat(rewriter, loc, adaptor.getPtr(), count);
    SmallVector<Value> values = unpackOrSplat(rewriter, loc, adaptor.getValue(), count);
    if (valueElement.isInteger(1))
      values = toMemoryBytes(rewriter, loc, values);
    SmallVector<Value> masks;
    if (adaptor.getMask())
      masks = unpackOrSplat(rewriter, loc, adaptor.getMask(), count);

    // Only one thread writes each element.
    Value tid = getThreadId(rewriter, loc);
    Value owner;
    if (std::optional<tt::LinearLayout> layout = getDistributedLayout(valueType))
      owner = emitOwnerPredicate(rewriter, loc, *layout, tid);
    else
      owner = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq, tid,
                                   i32Const(rewriter, loc, 0));

    AccessShape shape = getAccessShape(axisInfo.getAccessVectorSize(op.getPtr(), op.getMask()),
                                       getElementBits(elementType));
    if (count % shape.vec != 0)
      return rewriter.notifyMatchFailure(op, "vector width does not divide the registers");
    auto [letter, carrier] = getWordRegister(rewriter, shape.wordBits);

    for (unsigned first = 0; first < count; first += shape.vec) {
      unsigned n = shape.numWords;
      SmallVector<Value> operands;
      std::string constraints;
      for (unsigned i = 0; i < n; ++i) {
        ArrayRef<Value> all(values);
        operands.push_back(packWord(
            rewriter, loc, all.slice(first + i * shape.elemsPerWord, shape.elemsPerWord), carrier));
        constraints += llvm::formatv("{0},", letter).str();
      }
      // Triton's operand order: the words, the address, the L2 policy,
      // the predicate.
      operands.push_back(ptrs[first]);
      constraints += "l";
      Value pred = andPredicates(rewriter, loc, masks.empty() ? Value() : masks[first], owner);
      Value policy = createL2Policy(rewriter, loc, op, op.getEvict());
      std::string ptx;
      if (pred)
        ptx += llvm::formatv("@${0} ", n + 1 + (policy ? 1 : 0)).str();
      ptx += "st.global" + storeCacheSuffix(op.getCache()) + evictionSuffix(op.getEvict()) +
             cacheHintSuffix(policy).str() + vectorSuffix(shape);
      ptx += llvm::formatv(" [ ${0} + 0 ], {1}", n, ptxOperandList(0, n)).str();
      appendPolicyOperand(policy, /*numResults=*/0, ptx, constraints, operands);
      ptx += ";";
      if (pred) {
        operands.push_back(pred);
        constraints += ",b";
      }
      emitInlinePTX(rewriter, loc, Type(), ptx, constraints, operands);
    }
    rewriter.eraseOp(op);
    return success();
  }

  const ModuleAxisInfoAnalysis &axisInfo;
};

} // namespace

void mlir::triton::populateLoadStoreOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                     RewritePatternSet &patterns,
                                                     const ModuleAxisInfoAnalysis &axisInfo) {
  MLIRContext *context = patterns.getContext();
  patterns.add<AddPtrOpConversion>(converter, context);
  patterns.add<LoadOpConversion, StoreOpConversion>(converter, context, axisInfo);
}
