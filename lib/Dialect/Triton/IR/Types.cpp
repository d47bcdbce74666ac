//===- Types.cpp - `tt` types ----------------------------------------------===//

#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::triton;

#define GET_TYPEDEF_CLASSES
#include "tt/Dialect/Triton/IR/TritonTypes.cpp.inc"

void TritonDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "tt/Dialect/Triton/IR/TritonTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// !tt.ptr<T[, addressSpace]>
//===----------------------------------------------------------------------===//

Type PointerType::parse(AsmParser &parser) {
  Type pointee;
  if (parser.parseLess() || parser.parseType(pointee))
    return Type();
  int addressSpace = kGlobalAddressSpace;
  if (succeeded(parser.parseOptionalComma()) && parser.parseInteger(addressSpace))
    return Type();
  if (parser.parseGreater())
    return Type();
  return PointerType::get(pointee, addressSpace);
}

void PointerType::print(AsmPrinter &printer) const {
  printer << "<" << getPointeeType();
  if (getAddressSpace() != kGlobalAddressSpace)
    printer << ", " << getAddressSpace();
  printer << ">";
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

bool mlir::triton::isTensorPointerType(Type type) {
  auto ptr = dyn_cast<PointerType>(type);
  return ptr && isa<RankedTensorType>(ptr.getPointeeType());
}

Type mlir::triton::getPointeeType(Type ptrLike) {
  if (auto tensor = dyn_cast<RankedTensorType>(ptrLike)) {
    auto ptr = dyn_cast<PointerType>(tensor.getElementType());
    if (!ptr)
      return Type();
    return tensor.clone(ptr.getPointeeType());
  }
  if (auto ptr = dyn_cast<PointerType>(ptrLike))
    return ptr.getPointeeType();
  return Type();
}

Type mlir::triton::getI1SameShape(Type type) {
  if (!type)
    return Type();
  auto i1 = IntegerType::get(type.getContext(), 1);
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.clone(i1);
  return i1;
}

Type mlir::triton::getPointerTypeSameShape(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.clone(PointerType::get(tensor.getElementType(), kGlobalAddressSpace));
  return PointerType::get(type, kGlobalAddressSpace);
}

Type mlir::triton::getBlockPointerBaseType(Type blockPtr) {
  auto ptr = dyn_cast<PointerType>(blockPtr);
  if (!ptr)
    return Type();
  auto tensor = dyn_cast<RankedTensorType>(ptr.getPointeeType());
  if (!tensor)
    return Type();
  return PointerType::get(tensor.getElementType(), ptr.getAddressSpace());
}

unsigned mlir::triton::getElementBitWidth(Type elementType) {
  if (isa<PointerType>(elementType))
    return 64;
  return elementType.getIntOrFloatBitWidth();
}
