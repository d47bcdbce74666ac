//===- TritonGPUDialect.td - the `ttg` dialect -------------*- tablegen -*-===//
//
// Triton's GPU-level IR (TTGIR): tensor encodings that say which thread,
// warp and register holds each element, shared-memory descriptors, and the
// ops that move data between registers, shared memory and global memory.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_TRITONGPU_IR_TRITONGPUDIALECT_TD
#define TT_DIALECT_TRITONGPU_IR_TRITONGPUDIALECT_TD

include "mlir/IR/OpBase.td"

def TritonGPU_Dialect : Dialect {
  let name = "ttg";
  let cppNamespace = "::mlir::triton::gpu";
  let summary = "Triton's GPU IR: layouts, shared memory and async copies";
  let dependentDialects = [
    "::mlir::triton::TritonDialect",
    "::mlir::gpu::GPUDialect"
  ];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let extraClassDeclaration = [{
    void registerTypes();
    void registerAttributes();

    static constexpr ::llvm::StringLiteral getNumWarpsAttrName() { return "ttg.num-warps"; }
    static constexpr ::llvm::StringLiteral getNumCTAsAttrName() { return "ttg.num-ctas"; }
    static constexpr ::llvm::StringLiteral getThreadsPerWarpAttrName() {
      return "ttg.threads-per-warp";
    }
    static constexpr ::llvm::StringLiteral getTargetAttrName() { return "ttg.target"; }
    static constexpr ::llvm::StringLiteral getTotalNumWarpsAttrName() {
      return "ttg.total-num-warps";
    }
    static constexpr ::llvm::StringLiteral getSharedAttrName() { return "ttg.shared"; }

    /// Warps of the context `op` runs in: its warp_specialize partition's,
    /// its function's or its module's `ttg.num-warps`; nullopt when none says.
    static std::optional<int> lookupNumWarps(::mlir::Operation *op);
    /// `ttg.threads-per-warp` of `op`'s module, 32 when absent.
    static int getThreadsPerWarp(::mlir::Operation *op);
    /// `ttg.num-ctas` of `op`'s module, 1 when absent.
    static int getNumCTAs(::mlir::Operation *op);
  }];
}

#endif // TT_DIALECT_TRITONGPU_IR_TRITONGPUDIALECT_TD
