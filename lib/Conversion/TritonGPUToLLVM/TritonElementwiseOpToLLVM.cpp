//===- TritonElementwiseOpToLLVM.cpp - the tt elementwise ops -------------===//
//
// The tt ops that act element by element, lowered per register like the
// arith ops (ElementwiseUtility.h), with Triton 3.6's NVIDIA lowering for
// sm_90:
//   tt.clampf           max then min; propagateNan = all uses LLVM's
//                       NaN-propagating maximum/minimum, none the
//                       NaN-ignoring maxnum/minnum. A symmetric clamp
//                       (min = -max, either `0 - max` or two constants) on
//                       sm_90 is one min.xorsign.abs: sign(x) * min(|x|, max).
//   tt.precise_sqrt     sqrt.rn (llvm.nvvm.sqrt.rn.{f,d}), no flush to zero
//   tt.precise_divf     div.rn  (llvm.nvvm.div.rn.{f,d})
//   tt.mulhiui          libdevice __nv_umulhi / __nv_umul64hi
//   tt.int_to_ptr, tt.ptr_to_int, tt.bitcast    the LLVM casts
//   tt.extern_elementwise   a call of the named function, declared in the
//                           module; impure calls are made for every register
//   tt.elementwise_inline_asm   one llvm.inline_asm per `packed_element`
//                       elements, operands and results narrower than 32
//                       bits packed into 32-bit vectors, as Triton packs them
//   tt.map_elementwise  a copy of the region per `pack` elements
// f16 and bf16 precise_sqrt / precise_divf compute in f32 (correctly
// rounded: f32 has enough extra precision); Triton has no lowering for them.
//
//===----------------------------------------------------------------------===//

#include "ElementwiseUtility.h"
#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;

namespace {

/// Lowers a side-effect-free tt op one element at a time, once per run of
/// registers AxisInfo proves equal.
template <typename SourceOp> struct PureElementwiseConversion : OpConversionPattern<SourceOp> {
  PureElementwiseConversion(const TypeConverter &converter, MLIRContext *context,
                            const ModuleAxisInfoAnalysis &axisInfo)
      : OpConversionPattern<SourceOp>(converter, context), axisInfo(axisInfo) {}

  /// The lowered results of one element.
  virtual Value lowerElement(SourceOp op, OpBuilder &b, Type resultType,
                             ValueRange operands) const = 0;

  /// Fails (with a diagnostic) for element types the lowering lacks.
  virtual LogicalResult checkTypes(SourceOp op) const { return success(); }

  LogicalResult matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (!hasDistributedOrScalarTypes(op))
      return rewriter.notifyMatchFailure(op, "tensor without a distributed layout");
    if (failed(checkTypes(op)))
      return failure();
    Value result = op->getResult(0);
    Type resultType = getLoweredElementType(*this->getTypeConverter(), result.getType());
    SmallVector<unsigned> representatives = getRepresentativeRegisters(
        result.getType(), RegisterSharing::EqualValues, result, &axisInfo);
    rewriteElementwise(op, adaptor.getOperands(), representatives, *this->getTypeConverter(),
                       rewriter, [&](ValueRange operands) -> SmallVector<Value> {
                         return {lowerElement(op, rewriter, resultType, operands)};
                       });
    return success();
  }

  const ModuleAxisInfoAnalysis &axisInfo;
};

//===-- tt.clampf ---------------------------------------------------------===//

/// The splat value of a float constant (tensor or scalar).
std::optional<double> getConstantFloat(Value value) {
  Attribute attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  if (auto dense = dyn_cast<DenseFPElementsAttr>(attr); dense && dense.isSplat())
    return dense.getSplatValue<APFloat>().convertToDouble();
  if (auto scalar = dyn_cast<FloatAttr>(attr))
    return scalar.getValueAsDouble();
  return std::nullopt;
}

/// The min.xorsign.abs intrinsic for a clamp that Triton recognises as
/// symmetric (`clampf x, 0 - m, m` or constants -c and c) on sm_90; none
/// otherwise.
std::optional<std::string> getSymmetricClampIntrinsic(ClampFOp op) {
  Type type = getElementTypeOrSelf(op.getType());
  StringRef suffix = type.isF32() ? "f" : type.isF16() ? "f16" : type.isBF16() ? "bf16" : "";
  if (suffix.empty() || getComputeCapability(op) < 90)
    return std::nullopt;
  bool symmetric = false;
  if (auto sub = op.getMin().getDefiningOp<arith::SubFOp>()) {
    std::optional<double> zero = getConstantFloat(sub.getLhs());
    symmetric = sub.getRhs() == op.getMax() && zero && *zero == 0.0;
  } else {
    std::optional<double> low = getConstantFloat(op.getMin());
    std::optional<double> high = getConstantFloat(op.getMax());
    symmetric = low && high && *low == -*high;
  }
  if (!symmetric)
    return std::nullopt;
  bool propagateNan = op.getPropagateNan() == PropagateNan::ALL;
  return ("llvm.nvvm.fmin." + Twine(propagateNan ? "nan." : "") + "xorsign.abs." + suffix).str();
}

struct ClampFOpConversion : OpConversionPattern<ClampFOp> {
  ClampFOpConversion(const TypeConverter &converter, MLIRContext *context,
                     const ModuleAxisInfoAnalysis &axisInfo)
      : OpConversionPattern(converter, context), axisInfo(axisInfo) {}

  LogicalResult matchAndRewrite(ClampFOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (!hasDistributedOrScalarTypes(op))
      return rewriter.notifyMatchFailure(op, "tensor without a distributed layout");
    Location loc = op.getLoc();
    Type type = getLoweredElementType(*getTypeConverter(), op.getType());
    std::optional<std::string> xorsign = getSymmetricClampIntrinsic(op);
    bool propagateNan = op.getPropagateNan() == PropagateNan::ALL;
    // llvm.minimum/maximum are min/max.NaN, which sm_80 brought.
    bool nanAwareMinMax = getComputeCapability(op) >= 80;
    SmallVector<unsigned> representatives = getRepresentativeRegisters(
        op.getType(), RegisterSharing::EqualValues, op.getResult(), &axisInfo);
    rewriteElementwise(op, adaptor.getOperands(), representatives, *getTypeConverter(), rewriter,
                       [&](ValueRange v) -> SmallVector<Value> {
                         if (xorsign)
                           return {callIntrinsic(rewriter, loc, *xorsign, type, {v[0], v[2]})};
                         if (propagateNan && nanAwareMinMax) {
                           Value low = LLVM::MaximumOp::create(rewriter, loc, v[0], v[1]);
                           return {LLVM::MinimumOp::create(rewriter, loc, low, v[2])};
                         }
                         if (propagateNan) {
                           // Before sm_80 min/max ignore NaNs; as Triton,
                           // only x's NaN propagates (bounds are numbers).
                           Value isNan = LLVM::FCmpOp::create(rewriter, loc, LLVM::FCmpPredicate::une,
                                                              v[0], v[0]);
                           Value low = LLVM::MaxNumOp::create(rewriter, loc, v[0], v[1]);
                           Value clamped = LLVM::MinNumOp::create(rewriter, loc, low, v[2]);
                           Value nan = LLVM::ConstantOp::create(
                               rewriter, loc, type,
                               rewriter.getFloatAttr(type, APFloat::getNaN(
                                                               cast<FloatType>(type).getFloatSemantics())));
                           return {LLVM::SelectOp::create(rewriter, loc, isNan, nan, clamped)};
                         }
                         Value low = LLVM::MaxNumOp::create(rewriter, loc, v[0], v[1]);
                         return {LLVM::MinNumOp::create(rewriter, loc, low, v[2])};
                       });
    return success();
  }

  const ModuleAxisInfoAnalysis &axisInfo;
};

//===-- correctly rounded sqrt and division ------------------------------===//

/// An operation with NVVM intrinsics for f32 and f64; f16 and bf16 compute
/// in f32, whose 24 bits make the second rounding harmless.
Value emitCorrectlyRounded(OpBuilder &b, Location loc, StringRef f32Intrinsic,
                           StringRef f64Intrinsic, Type type, ValueRange operands) {
  if (type.isF64())
    return callIntrinsic(b, loc, f64Intrinsic, type, operands);
  if (type.isF32())
    return callIntrinsic(b, loc, f32Intrinsic, type, operands);
  Type f32 = b.getF32Type();
  SmallVector<Value> widened;
  for (Value operand : operands)
    widened.push_back(LLVM::FPExtOp::create(b, loc, f32, operand));
  Value result = callIntrinsic(b, loc, f32Intrinsic, f32, widened);
  return LLVM::FPTruncOp::create(b, loc, type, result);
}

LogicalResult checkStandardFloat(Operation *op) {
  Type type = getElementTypeOrSelf(op->getResult(0).getType());
  if (type.isF16() || type.isBF16() || type.isF32() || type.isF64())
    return success();
  return op->emitError() << "'" << op->getName() << "' on " << type << " is not supported";
}

struct PreciseSqrtOpConversion : PureElementwiseConversion<PreciseSqrtOp> {
  using PureElementwiseConversion::PureElementwiseConversion;

  LogicalResult checkTypes(PreciseSqrtOp op) const override { return checkStandardFloat(op); }

  Value lowerElement(PreciseSqrtOp op, OpBuilder &b, Type type, ValueRange v) const override {
    return emitCorrectlyRounded(b, op.getLoc(), "llvm.nvvm.sqrt.rn.f", "llvm.nvvm.sqrt.rn.d", type,
                                v);
  }
};

struct PreciseDivFOpConversion : PureElementwiseConversion<PreciseDivFOp> {
  using PureElementwiseConversion::PureElementwiseConversion;

  LogicalResult checkTypes(PreciseDivFOp op) const override { return checkStandardFloat(op); }

  Value lowerElement(PreciseDivFOp op, OpBuilder &b, Type type, ValueRange v) const override {
    return emitCorrectlyRounded(b, op.getLoc(), "llvm.nvvm.div.rn.f", "llvm.nvvm.div.rn.d", type,
                                v);
  }
};

//===-- tt.mulhiui --------------------------------------------------------===//

struct MulhiUIOpConversion : PureElementwiseConversion<MulhiUIOp> {
  using PureElementwiseConversion::PureElementwiseConversion;

  Value lowerElement(MulhiUIOp op, OpBuilder &b, Type type, ValueRange v) const override {
    Location loc = op.getLoc();
    unsigned bits = type.getIntOrFloatBitWidth();
    if (bits == 32 || bits == 64)
      return callExternalFunction(b, loc, op, bits == 32 ? "__nv_umulhi" : "__nv_umul64hi", type,
                                  v);
    // Other widths (Triton's front end makes none): the high half of the
    // double-width product.
    Type wide = b.getIntegerType(2 * bits);
    Value x = LLVM::ZExtOp::create(b, loc, wide, v[0]);
    Value y = LLVM::ZExtOp::create(b, loc, wide, v[1]);
    Value product = LLVM::MulOp::create(b, loc, x, y);
    Value shift = LLVM::ConstantOp::create(b, loc, wide, b.getIntegerAttr(wide, bits));
    return LLVM::TruncOp::create(b, loc, type, LLVM::LShrOp::create(b, loc, product, shift));
  }
};

//===-- casts -------------------------------------------------------------===//

/// `value` as `type` of the same width: pointers and integers through
/// ptrtoint/inttoptr, pointers between address spaces with addrspacecast.
Value castBits(OpBuilder &b, Location loc, Value value, Type type) {
  Type from = value.getType();
  if (from == type)
    return value;
  bool fromPointer = isa<LLVM::LLVMPointerType>(from), toPointer = isa<LLVM::LLVMPointerType>(type);
  if (fromPointer && toPointer)
    return LLVM::AddrSpaceCastOp::create(b, loc, type, value);
  if (fromPointer)
    return LLVM::PtrToIntOp::create(b, loc, type, value);
  if (toPointer)
    return LLVM::IntToPtrOp::create(b, loc, type, value);
  return LLVM::BitcastOp::create(b, loc, type, value);
}

template <typename SourceOp> struct CastConversion : PureElementwiseConversion<SourceOp> {
  using PureElementwiseConversion<SourceOp>::PureElementwiseConversion;

  Value lowerElement(SourceOp op, OpBuilder &b, Type type, ValueRange v) const override {
    return castBits(b, op.getLoc(), v[0], type);
  }
};

//===-- tt.extern_elementwise ---------------------------------------------===//

struct ExternElementwiseOpConversion : OpConversionPattern<ExternElementwiseOp> {
  ExternElementwiseOpConversion(const TypeConverter &converter, MLIRContext *context,
                                const ModuleAxisInfoAnalysis &axisInfo)
      : OpConversionPattern(converter, context), axisInfo(axisInfo) {}

  LogicalResult matchAndRewrite(ExternElementwiseOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (!hasDistributedOrScalarTypes(op))
      return rewriter.notifyMatchFailure(op, "tensor without a distributed layout");
    const TypeConverter &converter = *getTypeConverter();
    Type resultType = getLoweredElementType(converter, op.getType());
    SmallVector<Type> argTypes;
    for (Value src : op.getSrcs())
      argTypes.push_back(getLoweredElementType(converter, src.getType()));
    auto calleeType = LLVM::LLVMFunctionType::get(resultType, argTypes);
    auto module = op->getParentOfType<ModuleOp>();
    if (auto existing = module.lookupSymbol(op.getSymbol())) {
      auto function = dyn_cast<LLVM::LLVMFuncOp>(existing);
      if (!function || function.getFunctionType() != calleeType)
        return op.emitError() << "'" << op.getSymbol()
                              << "' is already defined in the module with another type than "
                              << calleeType;
    }
    // A call with side effects happens for every element a thread holds.
    RegisterSharing sharing = op.getPure() ? RegisterSharing::EqualValues : RegisterSharing::None;
    SmallVector<unsigned> representatives =
        getRepresentativeRegisters(op.getType(), sharing, op.getResult(), &axisInfo);
    rewriteElementwise(op, adaptor.getOperands(), representatives, converter, rewriter,
                       [&](ValueRange args) -> SmallVector<Value> {
                         return {callExternalFunction(rewriter, op.getLoc(), op, op.getSymbol(),
                                                      resultType, args)};
                       });
    return success();
  }

  const ModuleAxisInfoAnalysis &axisInfo;
};

//===-- tt.elementwise_inline_asm -----------------------------------------===//

/// How many elements of `type` one asm operand or result carries: those
/// narrower than 32 bits share a 32-bit register, up to the pack size.
unsigned getElementsPerRegister(Type type, unsigned pack) {
  unsigned bits = getElementBits(type);
  return std::min(std::max(32 / bits, 1u), pack);
}

/// `values` as asm operands: vectors of `perRegister` consecutive values.
SmallVector<Value> packAsmOperands(OpBuilder &b, Location loc, ArrayRef<Value> values,
                                   unsigned perRegister) {
  if (perRegister == 1)
    return SmallVector<Value>(values);
  SmallVector<Value> packed;
  auto type = VectorType::get({int64_t(perRegister)}, values.front().getType());
  for (unsigned i = 0; i < values.size(); i += perRegister) {
    Value vector = LLVM::UndefOp::create(b, loc, type);
    for (unsigned k = 0; k < perRegister; ++k)
      vector = LLVM::InsertElementOp::create(b, loc, vector, values[i + k], i32Const(b, loc, k));
    packed.push_back(vector);
  }
  return packed;
}

/// How one asm call returns a pack of elements: the registers of each
/// result in turn, in a struct when there are several.
struct AsmResultLayout {
  /// Elements per register, for each result.
  SmallVector<unsigned> perRegister;
  SmallVector<Type> registerTypes;
  /// The asm op's result type; null when it returns nothing.
  Type type;
};

struct ElementwiseInlineAsmOpConversion : OpConversionPattern<ElementwiseInlineAsmOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ElementwiseInlineAsmOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (!hasDistributedOrScalarTypes(op))
      return rewriter.notifyMatchFailure(op, "tensor without a distributed layout");
    AsmResultLayout layout = getResultLayout(op);
    // Each element a thread holds, once; the asm may have side effects, so
    // registers AxisInfo proves equal still run it (as in Triton).
    SmallVector<unsigned> representatives = {0};
    if (op.getNumResults() || !op.getArgs().empty()) {
      Type shapeType = op.getNumResults() ? op->getResult(0).getType() : op.getArgs()[0].getType();
      representatives =
          getRepresentativeRegisters(shapeType, RegisterSharing::SameElement, Value(), nullptr);
    }
    rewriteElementwise(op, adaptor.getOperands(), representatives, op.getPackedElement(),
                       *getTypeConverter(), rewriter, [&](ArrayRef<SmallVector<Value>> operands) {
                         return emitPack(op, layout, operands, rewriter);
                       });
    return success();
  }

  AsmResultLayout getResultLayout(ElementwiseInlineAsmOp op) const {
    unsigned pack = op.getPackedElement();
    AsmResultLayout layout;
    for (Type type : op.getResultTypes()) {
      Type element = getLoweredElementType(*getTypeConverter(), type);
      unsigned n = getElementsPerRegister(element, pack);
      layout.perRegister.push_back(n);
      layout.registerTypes.append(pack / n,
                                  n == 1 ? element : VectorType::get({int64_t(n)}, element));
    }
    if (layout.registerTypes.size() == 1)
      layout.type = layout.registerTypes.front();
    else if (!layout.registerTypes.empty())
      layout.type = LLVM::LLVMStructType::getLiteral(op.getContext(), layout.registerTypes);
    return layout;
  }

  /// One asm call for a pack: `operands[i][k]` is operand i of element k;
  /// returns `[result][element]`.
  SmallVector<SmallVector<Value>> emitPack(ElementwiseInlineAsmOp op, const AsmResultLayout &layout,
                                           ArrayRef<SmallVector<Value>> operands,
                                           ConversionPatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    unsigned pack = op.getPackedElement();
    SmallVector<Value> asmOperands;
    for (const SmallVector<Value> &values : operands) {
      unsigned n = getElementsPerRegister(values.front().getType(), pack);
      llvm::append_range(asmOperands, packAsmOperands(rewriter, loc, values, n));
    }
    auto dialect = LLVM::AsmDialectAttr::get(op.getContext(), LLVM::AsmDialect::AD_ATT);
    auto call = LLVM::InlineAsmOp::create(
        rewriter, loc, layout.type ? TypeRange(layout.type) : TypeRange(), asmOperands,
        op.getAsmString(), op.getConstraints(), /*has_side_effects=*/!op.getPure(),
        /*is_align_stack=*/false, LLVM::tailcallkind::TailCallKind::None, dialect,
        /*operand_attrs=*/ArrayAttr());
    SmallVector<Value> registers;
    if (layout.registerTypes.size() == 1)
      registers.push_back(call.getResult(0));
    else if (!layout.registerTypes.empty())
      registers = unpackElements(rewriter, loc, call.getResult(0));

    SmallVector<SmallVector<Value>> results;
    unsigned next = 0;
    for (unsigned n : layout.perRegister) {
      SmallVector<Value> &values = results.emplace_back();
      for (unsigned i = 0; i < pack; i += n) {
        Value reg = registers[next++];
        if (n == 1) {
          values.push_back(reg);
          continue;
        }
        for (unsigned k = 0; k < n; ++k)
          values.push_back(
              LLVM::ExtractElementOp::create(rewriter, loc, reg, i32Const(rewriter, loc, k)));
      }
    }
    return results;
  }
};

//===-- tt.map_elementwise ------------------------------------------------===//

/// Inlines a copy of `region` at the insertion point, its entry block
/// arguments replaced by the lowered scalars `args`, and returns the lowered
/// values its map_elementwise.return yields. The copied ops keep their
/// types until the conversion reaches them; an fp8 or pointer argument is
/// used in its lowered form meanwhile, as the converted ops will take it.
/// A region of several blocks is spliced into the function's CFG: its
/// returns branch to a new block, taking the lowered `resultTypes`, that
/// continues after it and holds the insertion point on return.
SmallVector<Value> inlineRegion(ConversionPatternRewriter &rewriter, Location loc, Region &region,
                                ValueRange args, TypeRange resultTypes) {
  IRMapping mapping;
  mapping.map(region.getArguments(), args);
  if (region.hasOneBlock()) {
    Block &body = region.front();
    for (Operation &op : body.without_terminator())
      rewriter.clone(op, mapping);
    return llvm::map_to_vector(body.getTerminator()->getOperands(), [&](Value v) {
      return rewriter.getRemappedValue(mapping.lookupOrDefault(v));
    });
  }
  Block *before = rewriter.getInsertionBlock();
  Block *after = rewriter.splitBlock(before, rewriter.getInsertionPoint());
  // The entry arguments are mapped, so the copied entry block takes none.
  rewriter.cloneRegionBefore(region, *before->getParent(), after->getIterator(), mapping);
  rewriter.setInsertionPointToEnd(before);
  LLVM::BrOp::create(rewriter, loc, ValueRange(), mapping.lookup(&region.front()));
  SmallVector<Value> results;
  for (Type type : resultTypes)
    results.push_back(after->addArgument(type, loc));
  for (Block &block : region) {
    Operation *terminator = mapping.lookup(&block)->getTerminator();
    if (!isa<MapElementwiseReturnOp>(terminator))
      continue;
    // Lowered with the other cf ops, when its operands are converted too.
    rewriter.setInsertionPoint(terminator);
    rewriter.replaceOpWithNewOp<cf::BranchOp>(terminator, after, terminator->getOperands());
  }
  rewriter.setInsertionPointToStart(after);
  return results;
}

struct MapElementwiseOpConversion : OpConversionPattern<MapElementwiseOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(MapElementwiseOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (!hasDistributedOrScalarTypes(op))
      return rewriter.notifyMatchFailure(op, "tensor without a distributed layout");
    unsigned pack = op.getPack();
    SmallVector<unsigned> representatives = getRepresentativeRegisters(
        op.getSrcs()[0].getType(), RegisterSharing::SameElement, Value(), nullptr);
    unsigned distinct = llvm::count_if(llvm::enumerate(representatives),
                                       [](auto r) { return r.value() == r.index(); });
    if (distinct % pack != 0)
      return op.emitError() << "pack = " << pack << " does not divide the " << distinct
                            << " distinct elements a thread holds";
    SmallVector<Type> resultTypes;
    for (Type type : op.getResultTypes())
      resultTypes.append(pack, getLoweredElementType(*getTypeConverter(), type));
    rewriteElementwise(op, adaptor.getOperands(), representatives, pack, *getTypeConverter(),
                       rewriter, [&](ArrayRef<SmallVector<Value>> operands) {
                         // The region takes the pack of each operand in turn
                         // and yields the pack of each result in turn.
                         SmallVector<Value> args;
                         for (const SmallVector<Value> &values : operands)
                           llvm::append_range(args, values);
                         SmallVector<Value> yielded = inlineRegion(
                             rewriter, op.getLoc(), op.getScalarOp(), args, resultTypes);
                         SmallVector<SmallVector<Value>> results(op.getNumResults());
                         for (auto [i, value] : llvm::enumerate(yielded))
                           results[i / pack].push_back(value);
                         return results;
                       });
    return success();
  }
};

} // namespace

void mlir::triton::populateTritonElementwiseOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &converter, RewritePatternSet &patterns,
    const ModuleAxisInfoAnalysis &axisInfo) {
  MLIRContext *context = patterns.getContext();
  patterns.add<ClampFOpConversion, PreciseSqrtOpConversion, PreciseDivFOpConversion,
               MulhiUIOpConversion, CastConversion<IntToPtrOp>, CastConversion<PtrToIntOp>,
               CastConversion<BitcastOp>, ExternElementwiseOpConversion>(converter, context,
                                                                         axisInfo);
  patterns.add<ElementwiseInlineAsmOpConversion, MapElementwiseOpConversion>(converter, context);
}
