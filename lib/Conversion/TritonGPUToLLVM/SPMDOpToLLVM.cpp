//===- SPMDOpToLLVM.cpp - program ids and counts --------------------------===//
//
// tt.get_program_id -> %ctaid.{x,y,z}; tt.get_num_programs -> %nctaid.
// (Clusters of more than one CTA are not lowered yet.)
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"

#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;

namespace {

struct GetProgramIdOpConversion : OpConversionPattern<triton::GetProgramIdOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::GetProgramIdOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type i32 = rewriter.getI32Type();
    Location loc = op.getLoc();
    Value id;
    switch (op.getAxis()) {
    case triton::ProgramIDDim::X:
      id = NVVM::BlockIdXOp::create(rewriter, loc, i32);
      break;
    case triton::ProgramIDDim::Y:
      id = NVVM::BlockIdYOp::create(rewriter, loc, i32);
      break;
    case triton::ProgramIDDim::Z:
      id = NVVM::BlockIdZOp::create(rewriter, loc, i32);
      break;
    }
    rewriter.replaceOp(op, id);
    return success();
  }
};

struct GetNumProgramsOpConversion : OpConversionPattern<triton::GetNumProgramsOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::GetNumProgramsOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type i32 = rewriter.getI32Type();
    Location loc = op.getLoc();
    Value count;
    switch (op.getAxis()) {
    case triton::ProgramIDDim::X:
      count = NVVM::GridDimXOp::create(rewriter, loc, i32);
      break;
    case triton::ProgramIDDim::Y:
      count = NVVM::GridDimYOp::create(rewriter, loc, i32);
      break;
    case triton::ProgramIDDim::Z:
      count = NVVM::GridDimZOp::create(rewriter, loc, i32);
      break;
    }
    rewriter.replaceOp(op, count);
    return success();
  }
};

} // namespace

void mlir::triton::populateSPMDOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                RewritePatternSet &patterns) {
  patterns.add<GetProgramIdOpConversion, GetNumProgramsOpConversion>(converter,
                                                                     patterns.getContext());
}
