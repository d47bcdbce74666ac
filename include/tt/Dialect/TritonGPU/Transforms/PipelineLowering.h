//===- PipelineLowering.h - the pipeliner's lowering step alone -*- C++ -*-===//

#ifndef TT_DIALECT_TRITONGPU_TRANSFORMS_PIPELINELOWERING_H
#define TT_DIALECT_TRITONGPU_TRANSFORMS_PIPELINELOWERING_H

#include "mlir/IR/BuiltinOps.h"

namespace mlir::triton::gpu {

/// tritongpu-pipeline's first step alone, on every loop of `module` that
/// tritongpu-schedule-loops scheduled (`tt.scheduled_max_stage`): its
/// scheduled loads become multi-buffered asynchronous copies (or TMA copies
/// on mbarriers) and its descriptors per-iteration scratch slots, each new
/// op in the stage and cluster it runs in; the loop is not expanded. A loop
/// that cannot be lowered loses its schedule, as in the pipeliner. Triton's
/// `lowerLoops`, which its `tritongpu-test-pipeline-lower-loop` runs.
void lowerScheduledLoops(ModuleOp module);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TRITONGPU_TRANSFORMS_PIPELINELOWERING_H
