//===- DotOpToLLVM.cpp ------------------------------------------------------===//
//
// Registered by the commit that creates this family; its patterns follow.
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"

using namespace mlir;

void triton::populateDotOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter, RewritePatternSet &patterns) {}
