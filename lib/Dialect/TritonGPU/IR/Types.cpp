//===- Types.cpp - `ttg` types ---------------------------------------------===//

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton::gpu;

#define GET_TYPEDEF_CLASSES
#include "tt/Dialect/TritonGPU/IR/TritonGPUTypes.cpp.inc"

void TritonGPUDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "tt/Dialect/TritonGPU/IR/TritonGPUTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// !ttg.memdesc<shape x T, encoding, memorySpace[, mutable][, allocShape]>
//===----------------------------------------------------------------------===//

Type MemDescType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape;
  Type elementType;
  Attribute encoding, memorySpace;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/false, /*withTrailingX=*/true) ||
      parser.parseType(elementType) || parser.parseComma() ||
      parser.parseAttribute(encoding) || parser.parseComma() ||
      parser.parseAttribute(memorySpace))
    return Type();
  bool isMutable = false;
  SmallVector<int64_t> allocShape;
  while (succeeded(parser.parseOptionalComma())) {
    if (!isMutable && allocShape.empty() && succeeded(parser.parseOptionalKeyword("mutable"))) {
      isMutable = true;
      continue;
    }
    if (!allocShape.empty() ||
        parser.parseDimensionList(allocShape, /*allowDynamic=*/false, /*withTrailingX=*/false))
      return Type();
  }
  if (parser.parseGreater())
    return Type();
  if (allocShape.empty())
    allocShape = shape;
  return parser.getChecked<MemDescType>(parser.getContext(), shape, elementType, encoding,
                                        memorySpace, isMutable, allocShape);
}

void MemDescType::print(AsmPrinter &printer) const {
  printer << "<";
  for (int64_t dim : getShape())
    printer << dim << "x";
  printer << getElementType() << ", " << getEncoding() << ", " << getMemorySpace();
  if (getMutableMemory())
    printer << ", mutable";
  if (getAllocShape() != getShape()) {
    printer << ", ";
    llvm::interleave(getAllocShape(), printer, "x");
  }
  printer << ">";
}

LogicalResult MemDescType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  ArrayRef<int64_t> shape, Type elementType,
                                  Attribute encoding, Attribute memorySpace,
                                  bool mutableMemory, ArrayRef<int64_t> allocShape) {
  if (shape.empty())
    return emitError() << "rank 0 memdesc is not allowed";
  // The leading dimension may count pipeline stages, which need not be a
  // power of two; the others index the buffer itself.
  for (auto [i, dim] : llvm::enumerate(shape))
    if (dim <= 0 || (i > 0 && !llvm::isPowerOf2_64(dim)))
      return emitError() << "shape must have power-of-2 and non-zero dimensions; got ["
                         << shape << "]";
  if (allocShape.size() < shape.size())
    return emitError() << "alloc shape must have at least as many dimensions as shape";
  ArrayRef<int64_t> trailing = allocShape.take_back(shape.size());
  for (auto [dim, alloc] : llvm::zip(shape, trailing))
    if (dim > alloc)
      return emitError() << "shape must be less than or equal to allocShape. shape = ["
                         << shape << "], allocShape = [" << allocShape << "]";
  if (!encoding || !memorySpace)
    return emitError() << "a memdesc needs an encoding and a memory space";
  if (isa<SharedEncodingTrait>(encoding)) {
    // Tensor memory holds some shared-encoded buffers too (tcgen05 operands).
    if (!isa<SharedMemorySpaceAttr>(memorySpace) &&
        memorySpace.getDialect().getNamespace() != "ttng")
      return emitError() << "memorySpace must be #ttg.shared_memory for a shared encoding. Got "
                         << memorySpace;
    // A padded layout's linear component covers the buffer, a leading
    // pipelining dimension aside.
    if (auto padded = dyn_cast<PaddedSharedEncodingAttr>(encoding)) {
      const tt::LinearLayout &component = padded.getLinearComponent();
      size_t rank = component.getOutDims().size();
      if (rank != shape.size() && rank + 1 != shape.size())
        return emitError() << "padding rank must be equal to or one less than the shape size. "
                              "Got "
                           << rank << " and " << shape.size();
      ArrayRef<int64_t> expected = allocShape.take_back(rank);
      for (size_t d = 0; d < rank; ++d)
        if (component.getOutDimSize(dims::out(d)) != expected[d])
          return emitError() << "Mismatch in expected shape for dimension " << d
                             << ". Expected: " << expected[d]
                             << ", got: " << component.getOutDimSize(dims::out(d));
    }
    return success();
  }
  // Encodings of other dialects (tensor memory) are theirs to check; ours
  // and builtin attributes are not memory encodings.
  StringRef dialect = encoding.getDialect().getNamespace();
  if (isa<TritonGPUDialect>(encoding.getDialect()) || dialect.empty() || dialect == "builtin")
    return emitError() << encoding << " is not a valid encoding";
  return success();
}

MemDescType MemDescType::cloneWith(std::optional<ArrayRef<int64_t>> shape,
                                   Type elementType) const {
  ArrayRef<int64_t> newShape = shape ? *shape : getShape();
  return MemDescType::get(getContext(), newShape, elementType, getEncoding(),
                          getMemorySpace(), getMutableMemory(),
                          shape ? *shape : getAllocShape());
}
