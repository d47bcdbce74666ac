//===- WarpGroupDotOpToLLVM.cpp ------------------------------------------------------===//
//
// Registered by the commit that creates this family; its patterns follow.
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"

using namespace mlir;

void triton::populateWarpGroupDotOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter, RewritePatternSet &patterns) {}
