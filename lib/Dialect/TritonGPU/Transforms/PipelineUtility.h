//===- PipelineUtility.h - what the pipeliner's three passes share -*- C++ -*-===//
//
// tritongpu-assign-latencies, tritongpu-schedule-loops and
// tritongpu-pipeline talk through attributes, as Triton's do: a load's
// `tt.latency`, then each op's `loop.stage` and `loop.cluster` and the
// loop's `tt.scheduled_max_stage`. These are their names and the questions
// all three ask of a loop.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LIB_DIALECT_TRITONGPU_TRANSFORMS_PIPELINEUTILITY_H
#define TT_LIB_DIALECT_TRITONGPU_TRANSFORMS_PIPELINEUTILITY_H

#include "tt/Analysis/AxisInfo.h"
#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::triton::gpu {

inline constexpr llvm::StringLiteral kLatencyAttr = "tt.latency";
inline constexpr llvm::StringLiteral kLoopStageAttr = "loop.stage";
inline constexpr llvm::StringLiteral kLoopClusterAttr = "loop.cluster";
inline constexpr llvm::StringLiteral kScheduledMaxStageAttr = "tt.scheduled_max_stage";
inline constexpr llvm::StringLiteral kNumStagesAttr = "tt.num_stages";

/// The loop's own `tt.num_stages`, else `defaultNumStages`.
int getNumStages(scf::ForOp forOp, int defaultNumStages);

/// Whether the loop holds no other loop.
bool isInnermostLoop(scf::ForOp forOp);

/// Whether some value reaches an iteration more than one after the one that
/// made it (a yielded value that is itself an iteration argument).
bool carriesFurtherThanOneIteration(scf::ForOp forOp);

/// The operands of `op` and of the ops nested in it that are defined
/// outside `op`.
SmallVector<Value> getNestedOperands(Operation *op);

/// Consecutive registers of a thread of `registerType` that land on
/// consecutive offsets of a buffer in `shared` encoding: the longest run one
/// cp.async can copy (tritongpu-assign-latencies and
/// tritongpu-coalesce-async-copy ask).
unsigned getConsecutiveSharedElements(RankedTensorType registerType, Attribute shared);

/// Whether `load` can become a cp.async into a buffer in `shared` encoding
/// (Triton's canUseAsyncCp): its runs are at least 4 bytes both from global
/// memory (AxisInfo's access vector) and into the buffer. A null `shared`
/// (no buffer chosen yet, as when latencies are assigned) checks the global
/// side only.
bool fitsAsyncCopy(triton::LoadOp load, Attribute shared, const ModuleAxisInfoAnalysis &axisInfo);

/// Whether a scalar load of `type` is pipelined (Triton's
/// canBeConvertedToAsyncLoad): an integer or float of 32 bits or more, which
/// the pipeliner copies as a one-element tensor. assign-latencies picks
/// such loads and the lowering converts them; both ask here.
bool isCopyableScalar(Type type);

/// tritongpu-pipeline's first step, on every loop of `module` that
/// tritongpu-schedule-loops scheduled: lowers its scheduled loads into
/// multi-buffered asynchronous copies and expands it into its pipelined
/// form, or leaves it as it is when it cannot. No schedule attribute is
/// left after.
void pipelineScheduledLoops(ModuleOp module);

/// Triton's lowerTMADescriptors: each make_tensor_descriptor in the loop (at
/// its top level or inside ifs) writes its descriptor into one of `maxStage`
/// (one more when the loop holds a warp_group_dot) global scratch slots taken
/// in turn, so that a TMA op still in flight keeps reading its own. New ops
/// of a scheduled descriptor take its stage and cluster. Returns the loop,
/// rewritten when it had such descriptors; failure, reported on the op, when
/// a descriptor cannot be written.
FailureOr<scf::ForOp> lowerLoopDescriptors(scf::ForOp forOp, int maxStage);

/// Triton's pipelineTMAStores, for a loop of num-stages > 1: its descriptor
/// stores, reductions and scatters (not those of nested loops) stage their
/// tile in a buffer per shape and element type made before the loop (a
/// wait for the previous TMA store from it first, then a local_store and a
/// fence) and leave it by an asynchronous TMA copy that the next iteration
/// overlaps; the loop's descriptors are written per iteration in flight
/// (two slots). After the loop: a wait for all TMA stores, the buffers'
/// deallocation. A loop with a store TMA cannot move from such a buffer is
/// left to triton-nvidia-tma-lowering.
void pipelineTMAStores(scf::ForOp forOp);

} // namespace mlir::triton::gpu

#endif // TT_LIB_DIALECT_TRITONGPU_TRANSFORMS_PIPELINEUTILITY_H
