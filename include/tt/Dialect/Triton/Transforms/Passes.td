//===- Passes.td - `tt` dialect passes ---------------------*- tablegen -*-===//
//
// The TTIR-level passes of Triton 3.6, under Triton's own flag names. Each
// runs on a module and needs nothing but the `tt` dialect and upstream MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_TRITON_TRANSFORMS_PASSES
#define TT_DIALECT_TRITON_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

def TritonCombineOps : Pass<"triton-combine", "mlir::ModuleOp"> {
  let summary = "Peephole combinations of tt and arith ops";
  let description = [{
    Applies, to a fixed point, the rewrites Triton runs right after the first
    canonicalization:

    - `arith.addi/addf(d, tt.dot(a, b, 0))` (either operand order) becomes
      `tt.dot(a, b, d)` when the dot has no other use; for `addf` only when
      `maxNumImpreciseAcc` is 0.
    - `tt.addptr(tt.addptr(p, x), y)` becomes `tt.addptr(p, x + y)` when the
      offsets have one type and the sum cannot overflow: 64-bit offsets, or
      two constants (splats of constants) whose sum fits.
    - `arith.select(c, tt.load(p, splat(c)), other)` becomes
      `tt.load(p, splat(c), other)`.
    - `sum(expand_dims(x, 2) * expand_dims(y, 0), axis 1)`, with both factors
      broadcast and the reduced dimension at least 16, becomes
      `tt.dot(x, y, 0)`.
    - a rank-1 `tt.reshape` whose users are all reductions or histograms may
      reorder elements (`allow_reorder`).
    - `tt.reshape` that only drops leading unit dimensions of a single-use
      `tt.descriptor_load` is folded into the load's result type.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::triton::TritonDialect"];
}

def TritonReorderBroadcast : Pass<"triton-reorder-broadcast", "mlir::ModuleOp"> {
  let summary = "Move broadcast and splat after elementwise operations";
  let description = [{
    Computes on the small tensor and expands afterwards:

    - `elementwise(splat(a), splat(b), ...)` becomes
      `splat(elementwise(a, b, ...))` (dense splat constants count as splats);
    - `elementwise(broadcast(a), splat(b), ...)` becomes
      `broadcast(elementwise(a, splat'(b), ...))`, when every broadcast
      operand has the same source shape.

    Only side-effect-free ops with the `Elementwise` trait move. The
    canonicalization patterns of `tt.broadcast` and `tt.expand_dims` run in
    the same rewrite.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::triton::TritonDialect"];
}

def TritonRewriteTensorPointer : Pass<"triton-rewrite-tensor-pointer", "mlir::ModuleOp"> {
  let summary = "Rewrite block-pointer loads and stores into tensors of pointers";
  let description = [{
    Removes `tt.make_tensor_ptr` and `tt.advance`: a block pointer is tracked
    as its base, shape, strides and 64-bit offsets, and every `tt.load` or
    `tt.store` through it gets a tensor of pointers, a mask built from its
    `boundaryCheck` dimensions (0 <= offset < shape) and, for loads with a
    `padding`, an `other` value (zero or NaN). Block pointers carried by
    `scf.for`, `scf.if` and `scf.while` become their offsets. A block pointer
    that reaches any other op (a call, a branch) is reported and the pass
    fails.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::scf::SCFDialect",
                           "mlir::triton::TritonDialect"];
}

def TritonRewriteTensorDescriptorToPointer
    : Pass<"triton-rewrite-tensor-descriptor-to-pointer", "mlir::ModuleOp"> {
  let summary = "Rewrite tensor-descriptor accesses into pointer loads and stores";
  let description = [{
    For targets without TMA. A `!tt.tensordesc` value becomes its parts: the
    base pointer, one i64 shape and one i64 stride per dimension, and an i1
    that is true for NaN padding. Function signatures, calls, returns and
    `scf` region arguments are expanded accordingly. `tt.descriptor_load`,
    `tt.descriptor_gather` become masked `tt.load`s (out-of-bounds lanes read
    zero or NaN), `tt.descriptor_store`, `tt.descriptor_scatter` masked
    `tt.store`s, and `tt.descriptor_reduce` a masked `tt.atomic_rmw`.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::scf::SCFDialect",
                           "mlir::triton::TritonDialect"];
}

def TritonLoopUnroll : Pass<"triton-loop-unroll", "mlir::ModuleOp"> {
  let summary = "Unroll scf.for loops marked with tt.loop_unroll_factor";
  let description = [{
    Unrolls every `scf.for` that carries `tt.loop_unroll_factor = N` with
    N > 1 by N, and removes the attribute. When the trip count is not a known
    multiple of N, the remainder runs in an epilogue loop, which is marked
    `tt.num_stages = 1` so that it is not software-pipelined.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::scf::SCFDialect",
                           "mlir::triton::TritonDialect"];
}

def TritonLoopInvariantCodeMotion : Pass<"triton-licm", "mlir::ModuleOp"> {
  let summary = "Loop-invariant code motion that also hoists loads";
  let description = [{
    MLIR's loop-invariant code motion, innermost loop first, plus: a
    `tt.load` whose operands are invariant is hoisted out of an `scf.for`
    whose body only reads memory. The hoisted load is masked with
    `lower bound < upper bound`, so that it reads nothing when the loop would
    not have run.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::triton::TritonDialect"];
}

def TritonLoopAwareCSE : Pass<"triton-loop-aware-cse", "mlir::ModuleOp"> {
  let summary = "CSE that also merges loop iteration arguments";
  let description = [{
    Common subexpression elimination that sees through `scf.for` loops: two
    iteration arguments with the same initial value whose yielded values are
    computed the same way (assuming the two arguments equal, recursively) are
    merged into one, and the loop body is then cleaned up by CSE and the
    `scf.for` canonicalization patterns.
  }];
  let dependentDialects = ["mlir::scf::SCFDialect"];
}

#endif // TT_DIALECT_TRITON_TRANSFORMS_PASSES
