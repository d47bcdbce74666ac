//===- Ops.cpp - `ttg` op verifiers, syntax and folders --------------------===//

#include "Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

/// `[0, 32]`: the constant offsets of memdesc_subslice.
static ParseResult parseOffsets(OpAsmParser &parser, DenseI32ArrayAttr &offsets) {
  SmallVector<int32_t> values;
  if (parser.parseCommaSeparatedList([&]() -> ParseResult {
        int32_t value;
        if (parser.parseInteger(value))
          return failure();
        values.push_back(value);
        return success();
      }))
    return failure();
  offsets = DenseI32ArrayAttr::get(parser.getContext(), values);
  return success();
}

static void printOffsets(OpAsmPrinter &printer, Operation *, DenseI32ArrayAttr offsets) {
  llvm::interleaveComma(offsets.asArrayRef(), printer);
}

#define GET_OP_CLASSES
#include "Dialect/TritonGPU/IR/TritonGPUOps.cpp.inc"

//===----------------------------------------------------------------------===//
// convert_layout
//===----------------------------------------------------------------------===//

OpFoldResult ConvertLayoutOp::fold(FoldAdaptor adaptor) {
  if (getSrc().getType() == getType())
    return getSrc();
  // A constant splat looks the same in any layout.
  if (auto splat = dyn_cast_if_present<SplatElementsAttr>(adaptor.getSrc()))
    return SplatElementsAttr::get(getType(), splat.getSplatValue<Attribute>());
  return {};
}

namespace {
/// convert_layout(convert_layout(x)) converts x once.
struct FoldConvertOfConvert : public OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvertLayoutOp op, PatternRewriter &rewriter) const override {
    auto inner = op.getSrc().getDefiningOp<ConvertLayoutOp>();
    if (!inner)
      return failure();
    rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, op.getType(), inner.getSrc());
    return success();
  }
};

/// Converting a splat (or make_range-free shape op of one) is a splat in the
/// target layout.
struct ConvertOfSplat : public OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvertLayoutOp op, PatternRewriter &rewriter) const override {
    auto splat = op.getSrc().getDefiningOp<SplatOp>();
    if (!splat)
      return failure();
    rewriter.replaceOpWithNewOp<SplatOp>(op, op.getType(), splat.getSrc());
    return success();
  }
};
} // namespace

void ConvertLayoutOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                  MLIRContext *context) {
  results.add<FoldConvertOfConvert, ConvertOfSplat>(context);
}

//===----------------------------------------------------------------------===//
// fp4_to_fp
//===----------------------------------------------------------------------===//

LogicalResult Fp4ToFpOp::verify() {
  auto src = getSrc().getType();
  auto dst = getType();
  Type element = dst.getElementType();
  if (!element.isBF16() && !element.isF16())
    return emitOpError() << "unpacks e2m1 into bf16 or f16 only, got " << element;
  int64_t axis = getAxisAttr().getInt();
  if (axis < 0 || axis >= src.getRank())
    return emitOpError() << "expects axis in [0, " << src.getRank() << "), got " << axis;
  SmallVector<int64_t> expected(src.getShape());
  expected[axis] *= 2;
  if (dst.getShape() != ArrayRef<int64_t>(expected))
    return emitOpError() << "expects result shape [" << expected
                         << "] (two e2m1 values per byte along axis " << axis << "), got "
                         << dst;
  return success();
}

//===----------------------------------------------------------------------===//
// Shared memory
//===----------------------------------------------------------------------===//

/// A memdesc and a tensor that hold the same elements: same element type
/// and, ignoring leading buffer dimensions of the memdesc, the same shape.
static LogicalResult verifySameElements(Operation *op, MemDescType memdesc,
                                        RankedTensorType tensor) {
  if (memdesc.getElementType() != tensor.getElementType())
    return op->emitOpError() << "expects the memdesc and the tensor to have the same element "
                                "type, got "
                             << memdesc.getElementType() << " and " << tensor.getElementType();
  if (memdesc.getShape() != tensor.getShape())
    return op->emitOpError() << "expects the memdesc and the tensor to have the same shape, got ["
                             << memdesc.getShape() << "] and [" << tensor.getShape() << "]";
  return success();
}

LogicalResult LocalAllocOp::verify() {
  MemDescType result = getType();
  if (!getSrc()) {
    if (!result.getMutableMemory())
      return emitOpError("allocates uninitialized memory, so its result must be mutable");
    return success();
  }
  return verifySameElements(*this, result, getSrc().getType());
}

void LocalAllocOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  // An immutable buffer filled from a tensor is a value: it may be CSE'd
  // and removed when unused. A mutable one is a real allocation.
  if (!getType().getMutableMemory() && getSrc())
    return;
  effects.emplace_back(MemoryEffects::Allocate::get(), getOperation()->getOpResult(0),
                       SharedMemory::get());
  if (getSrc())
    effects.emplace_back(MemoryEffects::Write::get(), getOperation()->getOpResult(0),
                         SharedMemory::get());
}

LogicalResult LocalLoadOp::verify() {
  return verifySameElements(*this, getSrc().getType(), getType());
}

LogicalResult LocalStoreOp::verify() {
  if (!getDst().getType().getMutableMemory())
    return emitOpError("Cannot store into immutable memory");
  return verifySameElements(*this, getDst().getType(), getSrc().getType());
}

/// A view keeps the buffer's element type, memory space and mutability.
static LogicalResult verifySameBuffer(Operation *op, MemDescType src, MemDescType dst) {
  if (src.getElementType() != dst.getElementType())
    return op->emitOpError() << "expects the view to keep the element type "
                             << src.getElementType() << ", got " << dst.getElementType();
  if (src.getMemorySpace() != dst.getMemorySpace())
    return op->emitOpError("expects the view to stay in the same memory space");
  if (src.getMutableMemory() != dst.getMutableMemory())
    return op->emitOpError("expects the view to keep the buffer's mutability");
  return success();
}

LogicalResult MemDescIndexOp::verify() {
  MemDescType src = getSrc().getType(), dst = getType();
  if (src.getRank() < 2)
    return emitOpError() << "expects a source of rank 2 or more, got " << src;
  if (dst.getElementType() != src.getElementType())
    return emitOpError("result element type must match desc element type");
  if (dst.getEncoding() != src.getEncoding() || dst.getMemorySpace() != src.getMemorySpace())
    return emitOpError("src and result must have the same encoding and memory space");
  if (dst.getMutableMemory() != src.getMutableMemory())
    return emitOpError("src and result must both be mutable or both be immutable");
  if (dst.getShape() != src.getShape().drop_front())
    return emitOpError() << "result shape must equal srcShape[1:], expected ["
                         << src.getShape().drop_front() << "], got [" << dst.getShape() << "]";
  return success();
}

LogicalResult MemDescSubsliceOp::verify() {
  MemDescType src = getSrc().getType(), dst = getType();
  ArrayRef<int32_t> offsets = getOffsets();
  if (offsets.size() != static_cast<size_t>(src.getRank()) || dst.getRank() != src.getRank())
    return emitOpError() << "expects one offset per dimension of " << src;
  if (dst.getElementType() != src.getElementType() || dst.getEncoding() != src.getEncoding())
    return emitOpError("expects the result to keep the element type and encoding");
  for (auto [offset, from, to] : llvm::zip(offsets, src.getShape(), dst.getShape()))
    if (offset < 0 || offset + to > from || (to && offset % to != 0 && offset % 8 != 0))
      return emitOpError() << "expects the slice [" << dst.getShape() << "] at ["
                           << offsets << "] to lie inside [" << src.getShape() << "]";
  if (dst.getAllocShape() != src.getAllocShape())
    return emitOpError("expects the result to keep the source's allocation shape");
  return verifySameBuffer(*this, src, dst);
}

LogicalResult MemDescTransOp::verify() {
  MemDescType src = getSrc().getType(), dst = getType();
  if (failed(verifySameBuffer(*this, src, dst)))
    return failure();
  ArrayRef<int32_t> order = getOrder();
  if (order.size() != static_cast<size_t>(src.getRank()))
    return emitOpError() << "expects 'order' to have " << src.getRank() << " entries";
  SmallVector<int64_t> expected;
  SmallVector<bool> seen(order.size(), false);
  for (int32_t d : order) {
    if (d < 0 || d >= src.getRank() || seen[d])
      return emitOpError() << "expects 'order' to be a permutation, got [" << order << "]";
    seen[d] = true;
    expected.push_back(src.getDimSize(d));
  }
  if (dst.getShape() != ArrayRef<int64_t>(expected))
    return emitOpError() << "expects result shape [" << expected << "], got " << dst;
  return success();
}

LogicalResult MemDescReshapeOp::verify() {
  MemDescType src = getSrc().getType(), dst = getType();
  if (src.getNumElements() != dst.getNumElements())
    return emitOpError() << "expects as many result elements as source elements";
  return verifySameBuffer(*this, src, dst);
}

//===----------------------------------------------------------------------===//
// async_copy_global_to_local
//===----------------------------------------------------------------------===//

LogicalResult AsyncCopyGlobalToLocalOp::verify() {
  MemDescType dst = getResult().getType();
  if (!dst.getMutableMemory())
    return emitOpError("Cannot store into immutable memory");
  auto src = getSrc().getType();
  Type pointee = cast<PointerType>(src.getElementType()).getPointeeType();
  if (pointee != dst.getElementType())
    return emitOpError() << "copies " << pointee << " into a buffer of "
                         << dst.getElementType();
  if (src.getShape() != dst.getShape())
    return emitOpError() << "expects pointers and buffer of the same shape, got ["
                         << src.getShape() << "] and [" << dst.getShape() << "]";
  return success();
}

//===----------------------------------------------------------------------===//
// warp_specialize
//===----------------------------------------------------------------------===//

WarpSpecializePartitionsOp WarpSpecializeOp::getPartitionOp() {
  return cast<WarpSpecializePartitionsOp>(getPartitionOpHolder().front().front());
}

RegionRange WarpSpecializeOp::getPartitionRegions() {
  return getPartitionOp().getPartitionRegions();
}

void WarpSpecializeOp::getSuccessorRegions(RegionBranchPoint src,
                                           SmallVectorImpl<RegionSuccessor> &successors) {
  // Control enters the default region and leaves with its results; the
  // partitions run alongside and are not successors.
  if (src.isParent()) {
    successors.emplace_back(&getDefaultRegion());
    return;
  }
  successors.emplace_back(getOperation(), getResults());
}

// Syntax:
//   ttg.warp_specialize(%a, %b) attributes {...}
//   default { ... ttg.warp_yield ... }
//   partition0(%x: T, %y: U) num_warps(4) { ... ttg.warp_return }
//   ... : (T, U) -> (R...)
ParseResult WarpSpecializeOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> captures;
  SMLoc capturesLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(captures, AsmParser::Delimiter::Paren) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.parseKeyword("default"))
    return failure();
  Region *defaultRegion = result.addRegion();
  if (parser.parseRegion(*defaultRegion))
    return failure();

  OperationState partitionsState(result.location,
                                 WarpSpecializePartitionsOp::getOperationName());
  SmallVector<int32_t> numWarps;
  for (unsigned index = 0;; ++index) {
    if (failed(parser.parseOptionalKeyword(("partition" + Twine(index)).str())))
      break;
    SmallVector<OpAsmParser::Argument> args;
    int32_t warps;
    if (parser.parseArgumentList(args, AsmParser::Delimiter::Paren, /*allowType=*/true) ||
        parser.parseKeyword("num_warps") || parser.parseLParen() ||
        parser.parseInteger(warps) || parser.parseRParen())
      return failure();
    numWarps.push_back(warps);
    Region *partition = partitionsState.addRegion();
    if (parser.parseRegion(*partition, args))
      return failure();
  }
  FunctionType type;
  if (parser.parseColon() || parser.parseType(type) ||
      parser.resolveOperands(captures, type.getInputs(), capturesLoc, result.operands))
    return failure();
  result.addTypes(type.getResults());
  result.addAttribute(getPartitionNumWarpsAttrName(result.name),
                      parser.getBuilder().getDenseI32ArrayAttr(numWarps));

  Region *holder = result.addRegion();
  Block *holderBlock = new Block();
  holder->push_back(holderBlock);
  OpBuilder builder(parser.getContext());
  builder.setInsertionPointToStart(holderBlock);
  builder.create(partitionsState);
  return success();
}

void WarpSpecializeOp::print(OpAsmPrinter &printer) {
  printer << "(" << getExplicitCaptures() << ")";
  printer.printOptionalAttrDictWithKeyword((*this)->getAttrs(),
                                           {getPartitionNumWarpsAttrName()});
  printer.printNewline();
  printer << "default ";
  printer.printRegion(getDefaultRegion(), /*printEntryBlockArgs=*/false);
  for (auto [index, region, warps] :
       llvm::enumerate(getPartitionRegions(), getPartitionNumWarps())) {
    printer.printNewline();
    printer << "partition" << index << "(";
    llvm::interleaveComma(region->getArguments(), printer,
                          [&](BlockArgument arg) { printer.printRegionArgument(arg); });
    printer << ") num_warps(" << warps << ") ";
    printer.printRegion(*region, /*printEntryBlockArgs=*/false);
  }
  printer << " : ";
  printer.printFunctionalType(getExplicitCaptures().getTypes(), getResultTypes());
}

LogicalResult WarpSpecializeOp::verify() {
  if (getPartitionOpHolder().empty() || getPartitionOpHolder().front().empty() ||
      !isa<WarpSpecializePartitionsOp>(getPartitionOpHolder().front().front()))
    return emitOpError("expects its second region to hold a ttg.warp_specialize.partitions");
  size_t partitions = getPartitionRegions().size();
  if (getPartitionNumWarps().size() != partitions)
    return emitOpError() << "has " << partitions << " partitions but "
                         << getPartitionNumWarps().size() << " num_warps values";
  for (int32_t warps : getPartitionNumWarps())
    if (warps < 1 || !llvm::isPowerOf2_32(warps))
      return emitOpError() << "expects num_warps of each partition to be a power of two, got "
                           << warps;
  for (auto attr : {getWarpGroupStartIds(), getRequestedRegisters(), getActualRegisters()})
    if (attr && attr->size() != partitions)
      return emitOpError() << "expects one start id or register count per partition";
  return success();
}

LogicalResult WarpSpecializeOp::verifyRegions() {
  for (auto [index, region] : llvm::enumerate(getPartitionRegions())) {
    TypeRange argTypes = region->getArgumentTypes();
    if (argTypes != getExplicitCaptures().getTypes())
      return emitOpError() << "partition #" << index
                           << " must take the explicit captures as arguments";
  }
  return success();
}

ParseResult WarpSpecializePartitionsOp::parse(OpAsmParser &parser, OperationState &result) {
  return parser.emitError(parser.getCurrentLocation(),
                          "ttg.warp_specialize.partitions is written through its parent "
                          "ttg.warp_specialize");
}

void WarpSpecializePartitionsOp::print(OpAsmPrinter &printer) {
  // Never reached from a parent warp_specialize, which prints the regions
  // itself; printed standalone (e.g. in a diagnostic) in generic form.
  printer.printGenericOp(getOperation(), /*printOpName=*/false);
}

LogicalResult WarpYieldOp::verify() {
  auto parent = cast<WarpSpecializeOp>((*this)->getParentOp());
  if (getValues().getTypes() != parent.getResultTypes())
    return emitOpError("expects the yielded values to match the warp_specialize results");
  return success();
}
