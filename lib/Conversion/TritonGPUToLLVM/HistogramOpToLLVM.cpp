//===- HistogramOpToLLVM.cpp ---------------------------------------------===//
//
// (being written)
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;

void mlir::triton::populateHistogramOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                     RewritePatternSet &patterns) {}
