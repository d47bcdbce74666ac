//===- Passes.td - `ttg` transformations -------------------*- tablegen -*-===//

#ifndef TT_DIALECT_TRITONGPU_TRANSFORMS_PASSES_TD
#define TT_DIALECT_TRITONGPU_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TritonGPURemoveLayoutConversions
    : Pass<"tritongpu-remove-layout-conversions", "::mlir::ModuleOp"> {
  let summary = "propagate layouts from loads and dots and remove the conversions that vanish";
  let description = [{
    Layouts chosen for memory accesses and dots (the anchors) flow forward to
    the values computed from them: elementwise ops, reductions (as slices),
    expand_dims, and loop-carried values of scf.for. Conversions that remain
    are then removed where their source can be recomputed directly in the
    target layout from cheap ops (constants, ranges, splats, elementwise
    arithmetic, address computations). What stays is a conversion that really
    moves data.
  }];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect"];
}

def TritonGPUCoalesce : Pass<"tritongpu-coalesce", "::mlir::ModuleOp"> {
  let summary = "give global memory accesses layouts that vectorize and coalesce";
  let description = [{
    For each load, store, atomic and asynchronous copy through a tensor of
    pointers, AxisInfo says which dimension the addresses are contiguous
    along and how many consecutive, aligned elements one access may cover
    (at most 128 bits). The op gets a blocked layout with that many elements
    per thread along that dimension, threads of a warp side by side after
    them; conversions to and from the old layout surround it (later passes
    remove them). Accesses of the same shape and order connected by data
    flow agree on the widest vector any of them allows.
  }];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect"];
}

#endif // TT_DIALECT_TRITONGPU_TRANSFORMS_PASSES_TD
