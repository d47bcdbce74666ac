//===- PrintAssertOpToLLVM.cpp - tt.print and tt.assert -------------------===//
//
// tt.print: every thread prints each element it holds, one vprintf call per
// element, in Triton 3.6's format:
//
//   pid (<x>, <y>, <z>) idx (<i0>, <i1>, ...)<prefix>(operand <n>) <value>
//
// ("(operand <n>) " only when the op prints several operands). The indices
// are padded to the digits of their dimension; values print as %f (floats,
// passed as double), %i/%lli or %u/%llu (as the op's isSigned says), %p
// (pointers), or 0x%0<digits>x with `hex`. An op without operands prints
// "pid (x, y, z)<prefix>". Format strings are internal constant globals
// (printfFormat_<n>); vprintf reads the arguments from a stack buffer laid
// out as a struct, integers below 32 bits widened and floats as double.
//
// tt.assert: each thread checks the elements it holds and, when one of them
// is false, calls __assertfail(message, file, line, function, 1) with the
// op's file and line ("unknown" and 0 without a location; the function is
// "unknown", as in Triton). On a tensor a CTA barrier follows, so that no
// thread runs ahead into code the assertion guards.
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

#include <cmath>

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;

namespace {

//===-- module-level declarations -----------------------------------------===//

/// The address of a new internal constant global `<key><n>` (the first
/// free n) holding `content`.
Value addStringToModule(ConversionPatternRewriter &rewriter, Operation *op, StringRef key,
                        StringRef content) {
  auto module = op->getParentOfType<ModuleOp>();
  std::string name;
  for (unsigned n = 0;; ++n) {
    name = (key + Twine(n)).str();
    if (!module.lookupSymbol(name))
      break;
  }
  MLIRContext *context = rewriter.getContext();
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(module.getBody());
    auto type = LLVM::LLVMArrayType::get(rewriter.getI8Type(), content.size());
    LLVM::GlobalOp::create(rewriter, UnknownLoc::get(context), type, /*isConstant=*/true,
                           LLVM::Linkage::Internal, name, rewriter.getStringAttr(content));
  }
  return LLVM::AddressOfOp::create(rewriter, op->getLoc(), LLVM::LLVMPointerType::get(context),
                                   name);
}

/// `content` with the C string terminator (StringRef drops it).
std::string nullTerminated(StringRef content) {
  std::string text = content.str();
  text.push_back('\0');
  return text;
}

/// The declaration of `name` with `type`, created on first use.
LLVM::LLVMFuncOp getOrDeclareFunction(ConversionPatternRewriter &rewriter, Operation *op,
                                      StringRef name, LLVM::LLVMFunctionType type) {
  auto module = op->getParentOfType<ModuleOp>();
  if (auto func = module.lookupSymbol<LLVM::LLVMFuncOp>(name))
    return func;
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToStart(module.getBody());
  return LLVM::LLVMFuncOp::create(rewriter, UnknownLoc::get(rewriter.getContext()), name, type);
}

/// A stack slot of `type`, made at the start of the function (or other
/// region isolated from above) around `op`, where static allocas belong.
Value allocateInEntryBlock(ConversionPatternRewriter &rewriter, Operation *op, Type type) {
  Region *region = op->getParentRegion();
  while (!region->getParentOp()->hasTrait<mlir::OpTrait::IsIsolatedFromAbove>())
    region = region->getParentOp()->getParentRegion();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToStart(&region->front());
  Location loc = op->getLoc();
  return LLVM::AllocaOp::create(rewriter, loc, LLVM::LLVMPointerType::get(rewriter.getContext()),
                                type, i32Const(rewriter, loc, 1));
}

//===-- tt.print ----------------------------------------------------------===//

/// printf's conversion for an element of lowered `type`: %p, 0x%0<digits>x,
/// %f, or %i/%u with an optional width and the ll length for 64 bits.
/// Nullopt for a type vprintf cannot print.
std::optional<std::string> getFormatSpec(Type type, bool hex, bool isSigned,
                                         std::optional<int> width = std::nullopt) {
  if (isa<LLVM::LLVMPointerType>(type))
    return std::string("%p");
  if (!type.isIntOrFloat())
    return std::nullopt;
  unsigned bits = type.getIntOrFloatBitWidth();
  if (hex)
    return "0x%0" + std::to_string(bits / 4) + (bits > 32 ? "ll" : "") + "x";
  std::string spec = "%";
  if (width)
    spec += std::to_string(*width);
  if (type.isBF16() || type.isF16() || type.isF32() || type.isF64())
    return spec + "f";
  if (isa<IntegerType>(type))
    return spec + (bits == 64 ? "ll" : "") + (isSigned ? "i" : "u");
  return std::nullopt;
}

/// What vprintf reads for `value`: integers below 32 bits widened to i32
/// (sign- or zero-extended), 16- and 32-bit floats as double.
Value promoteForPrintf(OpBuilder &b, Location loc, Value value, bool isSigned) {
  Type type = value.getType();
  if (isa<IntegerType>(type) && type.getIntOrFloatBitWidth() < 32) {
    if (isSigned)
      return LLVM::SExtOp::create(b, loc, b.getI32Type(), value);
    return LLVM::ZExtOp::create(b, loc, b.getI32Type(), value);
  }
  if (type.isBF16() || type.isF16() || type.isF32())
    return LLVM::FPExtOp::create(b, loc, b.getF64Type(), value);
  return value;
}

struct PrintOpConversion : OpConversionPattern<triton::PrintOp> {
  using OpConversionPattern::OpConversionPattern;

  /// vprintf takes at most 32 arguments; long indices are cut short.
  static constexpr unsigned kMaxPrintfOperands = 32;
  static constexpr llvm::StringLiteral kPidFormat = "pid (%u, %u, %u)";

  LogicalResult matchAndRewrite(triton::PrintOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type i32 = rewriter.getI32Type();
    SmallVector<Value> pid = {NVVM::BlockIdXOp::create(rewriter, loc, i32),
                              NVVM::BlockIdYOp::create(rewriter, loc, i32),
                              NVVM::BlockIdZOp::create(rewriter, loc, i32)};
    if (op.getArgs().empty()) {
      emitPrintf(rewriter, op, (kPidFormat + op.getPrefix()).str(), pid, /*isSigned=*/false,
                 /*format=*/{}, /*buffer=*/{});
      rewriter.eraseOp(op);
      return success();
    }

    ArrayRef<int32_t> isSigned = op.getIsSigned();
    unsigned numOperands = op.getArgs().size();
    for (auto [i, arg, lowered] : llvm::enumerate(op.getArgs(), adaptor.getArgs())) {
      bool isSignedOperand = i < isSigned.size() && isSigned[i] != 0;
      if (failed(printOperand(rewriter, op, arg.getType(), lowered, pid, i, numOperands,
                              isSignedOperand)))
        return failure();
    }
    rewriter.eraseOp(op);
    return success();
  }

  /// One vprintf per element of operand `index` held by this thread.
  LogicalResult printOperand(ConversionPatternRewriter &rewriter, triton::PrintOp op, Type type,
                             Value lowered, ArrayRef<Value> pid, unsigned index,
                             unsigned numOperands, bool isSigned) const {
    Location loc = op.getLoc();
    SmallVector<Value> elements = unpackElements(rewriter, loc, lowered);
    SmallVector<SmallVector<Value>> indices(elements.size());
    SmallVector<int> widths;
    if (auto tensor = dyn_cast<RankedTensorType>(type)) {
      std::optional<tt::LinearLayout> layout = getDistributedLayout(tensor);
      if (!layout)
        return op.emitError("tt.print of a tensor without a distributed layout is not lowered");
      indices = emitIndices(rewriter, loc, *layout, getThreadId(rewriter, loc));
      for (int64_t size : tensor.getShape())
        widths.push_back(size > 0 ? int(std::ceil(std::log10(double(size)))) : 0);
    }

    Type elementType = elements.front().getType();
    std::optional<std::string> valueSpec = getFormatSpec(elementType, op.getHex(), isSigned);
    if (!valueSpec)
      return op.emitError() << "tt.print of " << elementType << " values is not lowered";

    // The same format string and argument layout serve every element.
    std::string format = (kPidFormat + " idx (").str();
    unsigned maxRank = kMaxPrintfOperands - pid.size() - 2;
    for (unsigned d = 0; d < widths.size(); ++d) {
      if (d != 0)
        format += ", ";
      if (d == maxRank) {
        format += "... (truncated)";
        break;
      }
      format += *getFormatSpec(rewriter.getI32Type(), /*hex=*/false, /*isSigned=*/false, widths[d]);
    }
    format += ")" + op.getPrefix().str();
    if (numOperands > 1)
      format += "(operand " + std::to_string(index) + ") ";
    format += *valueSpec;

    Value formatString;
    Value buffer;
    for (auto [element, coordinates] : llvm::zip(elements, indices)) {
      SmallVector<Value> args(pid);
      for (Value coordinate : ArrayRef<Value>(coordinates).take_front(maxRank))
        args.push_back(coordinate);
      args.push_back(element);
      std::tie(formatString, buffer) =
          emitPrintf(rewriter, op, format, args, isSigned, formatString, buffer);
    }
    return success();
  }

  /// vprintf(format, buffer holding `args`). The format string and the
  /// buffer are created on first use (null) and returned for reuse.
  static std::pair<Value, Value> emitPrintf(ConversionPatternRewriter &rewriter, Operation *op,
                                            StringRef text, ArrayRef<Value> args, bool isSigned,
                                            Value format, Value buffer) {
    MLIRContext *context = rewriter.getContext();
    Location loc = op->getLoc();
    auto ptrType = LLVM::LLVMPointerType::get(context);
    if (!format)
      format = addStringToModule(rewriter, op, "printfFormat_", nullTerminated(text.str() + "\n"));

    SmallVector<Value> promoted;
    SmallVector<Type> fieldTypes;
    for (Value arg : args) {
      promoted.push_back(promoteForPrintf(rewriter, loc, arg, isSigned));
      fieldTypes.push_back(promoted.back().getType());
    }
    auto structType = LLVM::LLVMStructType::getLiteral(context, fieldTypes);
    if (!buffer)
      buffer = allocateInEntryBlock(rewriter, op, structType);
    for (auto [i, value] : llvm::enumerate(promoted)) {
      Value field = LLVM::GEPOp::create(rewriter, loc, ptrType, structType, buffer,
                                        ArrayRef<LLVM::GEPArg>{0, int32_t(i)});
      LLVM::StoreOp::create(rewriter, loc, value, field);
    }

    auto vprintfType = LLVM::LLVMFunctionType::get(rewriter.getI32Type(), {ptrType, ptrType});
    LLVM::LLVMFuncOp vprintf = getOrDeclareFunction(rewriter, op, "vprintf", vprintfType);
    LLVM::CallOp::create(rewriter, loc, vprintf, ValueRange{format, buffer});
    return {format, buffer};
  }
};

//===-- tt.assert ---------------------------------------------------------===//

struct AssertOpConversion : OpConversionPattern<triton::AssertOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::AssertOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    bool onTensor = isa<RankedTensorType>(op.getCondition().getType());
    if (onTensor && !getDistributedLayout(op.getCondition().getType()))
      return op.emitError("tt.assert on a tensor without a distributed layout is not lowered");

    // True when an element this thread holds is false.
    Value failed = i1Const(rewriter, loc, false);
    Value zero = i1Const(rewriter, loc, false);
    for (Value element : unpackElements(rewriter, loc, adaptor.getCondition())) {
      Value isFalse = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq, element, zero);
      failed = LLVM::OrOp::create(rewriter, loc, failed, isFalse);
    }

    // before: ... cond_br failed, fail, after
    // fail:   __assertfail(...); br after
    // after:  [bar.sync 0] the ops that followed the assert
    Block *before = op->getBlock();
    Block *after = rewriter.splitBlock(before, std::next(op->getIterator()));
    Block *fail = rewriter.createBlock(after);
    rewriter.setInsertionPointToEnd(fail);
    emitAssertFail(rewriter, op, op.getMessage());
    LLVM::BrOp::create(rewriter, loc, after);
    rewriter.setInsertionPointToEnd(before);
    LLVM::CondBrOp::create(rewriter, loc, failed, fail, after);
    if (onTensor) {
      rewriter.setInsertionPointToStart(after);
      NVVM::Barrier0Op::create(rewriter, loc);
    }
    rewriter.eraseOp(op);
    return success();
  }

  /// __assertfail(message, file, line, function, sizeof(char)).
  static void emitAssertFail(ConversionPatternRewriter &rewriter, Operation *op,
                             StringRef message) {
    Location loc = op->getLoc();
    auto [file, line] = getFileAndLine(loc);
    Type i64 = rewriter.getI64Type();
    LLVM::LLVMFuncOp assertFail =
        getOrDeclareAssertFail(rewriter, op->getParentOfType<ModuleOp>());
    Value args[] = {addStringToModule(rewriter, op, "assertMessage_", nullTerminated(message)),
                    addStringToModule(rewriter, op, "assertFile_", nullTerminated(file)),
                    i32Const(rewriter, loc, line),
                    addStringToModule(rewriter, op, "assertFunc_", nullTerminated("unknown")),
                    LLVM::ConstantOp::create(rewriter, loc, i64, rewriter.getI64IntegerAttr(1))};
    LLVM::CallOp::create(rewriter, loc, assertFail, args);
  }
};

} // namespace

void mlir::triton::populatePrintAssertOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                       RewritePatternSet &patterns) {
  patterns.add<PrintOpConversion, AssertOpConversion>(converter, patterns.getContext());
}
