//===- TritonDialect.td - the `tt` dialect definition ------*- tablegen -*-===//
//
// The layout-free Triton dialect: what Triton's front end emits and what its
// TTIR passes rewrite. It knows nothing of GPUs; tensors may still carry an
// encoding attribute, which other dialects (ttg) define and interpret.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_TRITON_IR_TRITONDIALECT_TD
#define TT_DIALECT_TRITON_IR_TRITONDIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Triton_Dialect : Dialect {
  let name = "tt";
  let cppNamespace = "::mlir::triton";
  let summary = "Triton's tile-level IR (TTIR)";
  let description = [{
    Programs over blocks of elements: pointer arithmetic, masked loads and
    stores, reductions, scans and tensor-core dots, in the textual form that
    Triton 3.6 prints.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::ub::UBDialect"
  ];
  let useDefaultTypePrinterParser = 1;
  let hasConstantMaterializer = 1;
  let extraClassDeclaration = [{
    void registerTypes();
  }];
}

// Memory that `tt` loads, stores and atomics read and write; ops of other
// dialects name it too.
def TT_GlobalMemory : Resource<"::mlir::triton::GlobalMemory">;

#endif // TT_DIALECT_TRITON_IR_TRITONDIALECT_TD
