//===- TypeConverter.h - TTGIR types to LLVM types --------------*- C++ -*-===//
//
// What a value of each TTGIR type becomes in the LLVM dialect:
//   !tt.ptr<T, AS>                      -> !llvm.ptr<AS>
//   tensor<..., distributed encoding>   -> !llvm.struct<(E, E, ...)>, one
//        field per register of the encoding's linear layout (the thread's
//        share of the tensor), E the converted element type
// Scalars keep their types (through LLVMTypeConverter).
//
//===----------------------------------------------------------------------===//

#ifndef TT_LIB_CONVERSION_TRITONGPUTOLLVM_TYPECONVERTER_H
#define TT_LIB_CONVERSION_TRITONGPUTOLLVM_TYPECONVERTER_H

#include "mlir/Conversion/LLVMCommon/TypeConverter.h"

namespace mlir::triton {

class TritonGPUToLLVMTypeConverter : public LLVMTypeConverter {
public:
  TritonGPUToLLVMTypeConverter(MLIRContext *context, const LowerToLLVMOptions &options);

  /// The struct a distributed tensor becomes; null for other tensors.
  Type convertDistributedTensorType(RankedTensorType type) const;
};

} // namespace mlir::triton

#endif // TT_LIB_CONVERSION_TRITONGPUTOLLVM_TYPECONVERTER_H
