//===- TypeConverter.cpp - TTGIR types to LLVM types ----------------------===//

#include "TypeConverter.h"

#include "Utility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"

using namespace mlir;
using namespace mlir::triton;

TritonGPUToLLVMTypeConverter::TritonGPUToLLVMTypeConverter(MLIRContext *context,
                                                           const LowerToLLVMOptions &options)
    : LLVMTypeConverter(context, options) {
  addConversion([context](triton::PointerType type) -> Type {
    return LLVM::LLVMPointerType::get(context, type.getAddressSpace());
  });
  addConversion([this](RankedTensorType type) -> std::optional<Type> {
    if (Type converted = convertDistributedTensorType(type))
      return converted;
    return std::nullopt;
  });
  // Async tokens only order ops; they carry no data.
  addConversion([context](triton::gpu::AsyncTokenType) -> Type {
    return IntegerType::get(context, 32);
  });
  // A tensor descriptor: the generic address of its CUtensorMap
  // (TMAOpToLLVM.cpp).
  addConversion([context](triton::TensorDescType) -> Type { return LLVM::LLVMPointerType::get(context); });
  // A shared-memory descriptor: its buffer's address and the view's start
  // (MemoryOpToLLVM.cpp).
  addConversion([context](triton::gpu::MemDescType type) -> std::optional<Type> {
    if (!isa_and_nonnull<triton::gpu::SharedMemorySpaceAttr>(type.getMemorySpace()))
      return std::nullopt;
    SmallVector<Type> fields{LLVM::LLVMPointerType::get(context, 3)};
    fields.append(type.getRank(), IntegerType::get(context, 32));
    return LLVM::LLVMStructType::getLiteral(context, fields);
  });
}

Type TritonGPUToLLVMTypeConverter::convertDistributedTensorType(RankedTensorType type) const {
  if (!isa_and_nonnull<triton::gpu::DistributedEncodingTrait>(type.getEncoding()))
    return {};
  std::optional<tt::LinearLayout> layout =
      triton::gpu::toLinearLayout(type.getShape(), type.getEncoding());
  if (!layout)
    return {};
  Type element = convertType(type.getElementType());
  if (!element)
    return {};
  SmallVector<Type> fields(layout->getInDimSize(triton::gpu::dims::kRegister), element);
  return LLVM::LLVMStructType::getLiteral(type.getContext(), fields);
}
