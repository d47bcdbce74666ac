//===- ElementwiseUtility.cpp - per-register elementwise lowering ---------===//

#include "ElementwiseUtility.h"

#include "Utility.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Target.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
namespace dims = mlir::triton::gpu::dims;

namespace mlir::triton::lowering {

/// Register bits that only move within runs of equal values: a basis along
/// one dimension shorter than the result's constancy there keeps the
/// element in the same constant block.
static uint32_t getConstantRegisterBits(const tt::LinearLayout &layout, const AxisInfo *info) {
  if (!info || info->getRank() != layout.getOutDims().size())
    return 0;
  uint32_t bits = 0;
  for (auto [bit, basis] : llvm::enumerate(layout.getBases(dims::kRegister))) {
    unsigned nonzero = 0, dim = 0;
    for (auto [d, x] : llvm::enumerate(basis))
      if (x != 0) {
        ++nonzero;
        dim = d;
      }
    if (nonzero == 1 && basis[dim] < info->getConstancy(dim))
      bits |= 1u << bit;
  }
  return bits;
}

SmallVector<unsigned> getRepresentativeRegisters(Type type, RegisterSharing sharing, Value result,
                                                 const ModuleAxisInfoAnalysis *axisInfo) {
  std::optional<tt::LinearLayout> layout = getDistributedLayout(type);
  if (!layout)
    return {0};
  unsigned count = layout->getInDimSize(dims::kRegister);
  SmallVector<unsigned> representatives = llvm::to_vector(llvm::seq<unsigned>(0, count));
  if (sharing == RegisterSharing::None)
    return representatives;
  // Clearing a shared bit of a register index lands on a register with the
  // same value; clearing all of them gives the lowest such register.
  uint32_t sharedBits = getCopyBitsMask(*layout, {StringRef(dims::kRegister)});
  if (sharing == RegisterSharing::EqualValues && result && axisInfo)
    sharedBits |= getConstantRegisterBits(*layout, axisInfo->getAxisInfo(result));
  for (unsigned &r : representatives)
    r &= ~sharedBits;
  return representatives;
}

void rewriteElementwise(Operation *op, ValueRange loweredOperands,
                        ArrayRef<unsigned> representatives, unsigned groupSize,
                        const TypeConverter &converter, ConversionPatternRewriter &rewriter,
                        ElementGroupFn compute) {
  Location loc = op->getLoc();
  unsigned count = representatives.size();
  SmallVector<SmallVector<Value>> inputs;
  for (Value operand : loweredOperands)
    inputs.push_back(unpackOrSplat(rewriter, loc, operand, count));

  SmallVector<unsigned> computing;
  for (unsigned r = 0; r < count; ++r)
    if (representatives[r] == r)
      computing.push_back(r);

  SmallVector<SmallVector<Value>> results(op->getNumResults(), SmallVector<Value>(count));
  for (unsigned start = 0; start < computing.size(); start += groupSize) {
    unsigned size = std::min<unsigned>(groupSize, computing.size() - start);
    SmallVector<SmallVector<Value>> group;
    for (const SmallVector<Value> &input : inputs) {
      SmallVector<Value> values;
      for (unsigned k = 0; k < size; ++k)
        values.push_back(input[computing[start + k]]);
      if (size < groupSize)
        values.append(groupSize - size, LLVM::UndefOp::create(rewriter, loc, values[0].getType()));
      group.push_back(std::move(values));
    }
    SmallVector<SmallVector<Value>> outputs = compute(group);
    for (auto [result, output] : llvm::zip_equal(results, outputs))
      for (unsigned k = 0; k < size; ++k)
        result[computing[start + k]] = output[k];
  }
  for (SmallVector<Value> &result : results)
    for (unsigned r = 0; r < count; ++r)
      result[r] = result[representatives[r]];

  SmallVector<Value> replacements;
  for (auto [type, values] : llvm::zip_equal(op->getResultTypes(), results)) {
    if (getDistributedLayout(type))
      replacements.push_back(packElements(rewriter, loc, converter.convertType(type), values));
    else
      replacements.push_back(values.front());
  }
  rewriter.replaceOp(op, replacements);
}

void rewriteElementwise(Operation *op, ValueRange loweredOperands,
                        ArrayRef<unsigned> representatives, const TypeConverter &converter,
                        ConversionPatternRewriter &rewriter, ElementFn compute) {
  rewriteElementwise(op, loweredOperands, representatives, /*groupSize=*/1, converter, rewriter,
                     [&](ArrayRef<SmallVector<Value>> operands) {
                       SmallVector<Value> scalars;
                       for (const SmallVector<Value> &operand : operands)
                         scalars.push_back(operand.front());
                       SmallVector<SmallVector<Value>> results;
                       for (Value result : compute(scalars))
                         results.push_back({result});
                       return results;
                     });
}

bool hasDistributedOrScalarTypes(Operation *op) {
  auto usable = [](Type type) {
    return !isa<RankedTensorType>(type) || getDistributedLayout(type).has_value();
  };
  return llvm::all_of(op->getOperandTypes(), usable) && llvm::all_of(op->getResultTypes(), usable);
}

Type getLoweredElementType(const TypeConverter &converter, Type type) {
  return converter.convertType(getElementTypeOrSelf(type));
}

//===-- LLVM building blocks ----------------------------------------------===//

Value callIntrinsic(OpBuilder &b, Location loc, StringRef name, Type resultType, ValueRange args) {
  return LLVM::CallIntrinsicOp::create(b, loc, resultType, b.getStringAttr(name), args)
      .getResult(0);
}

Value callExternalFunction(OpBuilder &b, Location loc, Operation *from, StringRef name,
                           Type resultType, ValueRange args) {
  auto module = from->getParentOfType<ModuleOp>();
  auto function = module.lookupSymbol<LLVM::LLVMFuncOp>(name);
  if (!function) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    auto type = LLVM::LLVMFunctionType::get(resultType, llvm::to_vector(args.getTypes()));
    function = LLVM::LLVMFuncOp::create(b, UnknownLoc::get(b.getContext()), name, type);
  }
  return LLVM::CallOp::create(b, loc, function, args).getResult();
}

Value emitPurePTX(OpBuilder &b, Location loc, Type resultType, StringRef ptx, StringRef constraints,
                  ValueRange operands) {
  auto dialect = LLVM::AsmDialectAttr::get(b.getContext(), LLVM::AsmDialect::AD_ATT);
  auto op = LLVM::InlineAsmOp::create(b, loc, resultType, operands, ptx, constraints,
                                      /*has_side_effects=*/false, /*is_align_stack=*/false,
                                      LLVM::tailcallkind::TailCallKind::None, dialect,
                                      /*operand_attrs=*/ArrayAttr());
  return op.getResult(0);
}

int getComputeCapability(Operation *op) {
  return triton::gpu::getComputeCapability(op);
}

SmallVector<Value> convertFourBytesToBf16(OpBuilder &b, Location loc, ArrayRef<Value> bytes,
                                          StringRef ptx) {
  Type i32 = b.getI32Type();
  Type pair = LLVM::LLVMStructType::getLiteral(b.getContext(), {i32, i32});
  Value words = emitInlinePTX(b, loc, pair, ptx, "=r,=r,r",
                              {packWord(b, loc, bytes.take_front(4), i32)},
                              /*hasSideEffects=*/false);
  SmallVector<Value> results;
  for (int64_t word : {0, 1})
    llvm::append_range(results, unpackWord(b, loc, LLVM::ExtractValueOp::create(b, loc, words, word),
                                           b.getBF16Type(), /*elemsPerWord=*/2,
                                           /*elementBits=*/16));
  return results;
}

} // namespace mlir::triton::lowering
