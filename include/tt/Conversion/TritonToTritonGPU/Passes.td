//===- Passes.td - TTIR to TTGIR conversion ----------------*- tablegen -*-===//
//
// The conversion that attaches layouts: every tensor of a TTIR module gets a
// `ttg` encoding, under Triton 3.6's flag name and options.
//
//===----------------------------------------------------------------------===//

#ifndef TT_CONVERSION_TRITONTOTRITONGPU_PASSES
#define TT_CONVERSION_TRITONTOTRITONGPU_PASSES

include "mlir/Pass/PassBase.td"

def ConvertTritonToTritonGPU : Pass<"convert-triton-to-tritongpu", "mlir::ModuleOp"> {
  let summary = "Attach default layouts to every tensor of a TTIR module";
  let description = [{
    Converts a module of `tt`, `arith`, `math`, `scf`, `cf` and `ub` ops on
    tensors without encodings into TTGIR:

    - every tensor type gets the default `#ttg.blocked` encoding for its
      shape (one element per thread, the last dimension fastest, lanes and
      then warps spread from the fastest dimension outwards, CTAs from the
      slowest), pointers to tensors likewise;
    - `tt.expand_dims` takes its operand as a slice of a blocked layout that
      inserts the new dimension, `tt.broadcast` keeps its operand's
      encoding, `tt.reduce` gives slice encodings, and a `ttg.convert_layout`
      bridges to the default encoding where a consumer needs it;
    - `tt.dot` gets a blocked accumulator (up to 4x4 elements per thread) and
      `#ttg.dot_op` operands;
    - regions (reduce and scan combiners, loops, ifs, whiles, branches,
      function bodies) have their block arguments converted;
    - the module gets `ttg.target`, `"ttg.num-warps"`,
      `"ttg.threads-per-warp"` and `"ttg.num-ctas"`.

    An op on tensors that no pattern knows fails the pass with a diagnostic
    on that op. `enable-source-remat` lets values whose users stay
    unconverted keep their old types through `unrealized_conversion_cast`.
  }];
  let options = [
    Option<"target", "target", "std::string", /*default*/"\"\"",
           "the GPU target, e.g. cuda:90 (required)">,
    Option<"numWarps", "num-warps", "int32_t", /*default*/"4",
           "warps per CTA">,
    Option<"threadsPerWarp", "threads-per-warp", "int32_t", /*default*/"32",
           "threads per warp">,
    Option<"numCTAs", "num-ctas", "int32_t", /*default*/"1",
           "CTAs per CGA (cluster)">,
    Option<"enableSourceRemat", "enable-source-remat", "bool", /*default*/"false",
           "materialize unconverted uses with unrealized_conversion_cast">
  ];
  let dependentDialects = [
    "mlir::arith::ArithDialect",
    "mlir::triton::TritonDialect",
    "mlir::triton::gpu::TritonGPUDialect"
  ];
}

#endif // TT_CONVERSION_TRITONTOTRITONGPU_PASSES
