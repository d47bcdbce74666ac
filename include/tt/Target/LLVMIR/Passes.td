//===- Passes.td - debug info on LLVM-dialect modules ------*- tablegen -*-===//
//
// Triton 3.6's two debug-info passes over the LLVM-dialect module, under its
// flag names: line tables (`enable-line-info`) and source variables
// (`extract-variable-info`).
//
//===----------------------------------------------------------------------===//

#ifndef TT_TARGET_LLVMIR_PASSES
#define TT_TARGET_LLVMIR_PASSES

include "mlir/Pass/PassBase.td"

def LLVMDIScope : Pass<"enable-line-info", "mlir::ModuleOp"> {
  let summary = "Give LLVM functions debug-info scopes so locations become line tables";
  let description = [{
    Every `llvm.func` without a `#llvm.di_subprogram` gets one, fused into
    its location: named after the function, in the file and at the line of
    its location (`<unknown>`, line 0, where it has none). A definition's
    subprogram is in a compile unit: the module's (a location fused with a
    `#llvm.di_compile_unit`) or a new one, producer "triton", emitting line
    tables only (full debug info when the environment sets
    `LLVM_EXTRACT_DI_LOCAL_VARIABLES` to 1, true or on, as Triton does).
    A declaration's subprogram has none.

    Ops inside a function whose location is a call site (what inlining
    leaves) get each file location of the call chain fused with a
    `#llvm.di_lexical_block_file` in the function's subprogram, so every
    frame of the chain translates to a `!DILocation` with its own file.

    This is also the line-info step of `tt-translate --mlir-to-llvmir`.
  }];
}

def LLVMDILocalVariable : Pass<"extract-variable-info", "mlir::ModuleOp"> {
  let summary = "Turn named values into llvm.intr.dbg.value of source variables";
  let description = [{
    An op in an `llvm.func` whose location is a name (`loc("x"(...))`,
    Triton's source variable names) gets an `llvm.intr.dbg.value` of its
    first result right after it, describing a `#llvm.di_local_variable` of
    that name in the function's subprogram, at the name's inner location.
    The variable's type is a basic type read off the result type as Triton
    reads it (bool, int, half, float, double, vector, otherwise
    unknown_type). A function without a subprogram gets one as
    `enable-line-info` would build it, with full debug info.

    Results of non-LLVM types, void results and terminators are left out:
    an `llvm.intr.dbg.value` could not describe or follow them.
  }];
}

#endif // TT_TARGET_LLVMIR_PASSES
