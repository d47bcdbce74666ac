//===- PatternTritonGPUOpToLLVM.h - the lowering's pattern families -*- C++ -*-===//
//
// One populate function per op family; TritonGPUToLLVMPass.cpp assembles
// them. Every family works on tensors lowered to structs of register
// values (TypeConverter.h) with the helpers of Utility.h.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LIB_CONVERSION_TRITONGPUTOLLVM_PATTERNTRITONGPUOPTOLLVM_H
#define TT_LIB_CONVERSION_TRITONGPUTOLLVM_PATTERNTRITONGPUOPTOLLVM_H

#include "TypeConverter.h"

#include "tt/Analysis/AxisInfo.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::triton {

/// tt.func (kernels and device functions with Triton's ABI), tt.return and
/// tt.call.
void populateFuncOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                  RewritePatternSet &patterns);

/// arith and math on tensors, register by register (once per run of
/// registers AxisInfo proves equal); arith.constant of tensors; the scalar
/// arith and math ops Triton lowers its own way (fast f32 division, exp,
/// sqrt), the math functions libdevice provides as `__nv_` calls, and
/// everything else through MLIR's arith/math to LLVM patterns.
void populateElementwiseOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                         RewritePatternSet &patterns,
                                         const ModuleAxisInfoAnalysis &axisInfo);

/// tt.get_program_id and tt.get_num_programs.
void populateSPMDOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                  RewritePatternSet &patterns);

/// tt.make_range.
void populateMakeRangeOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                       RewritePatternSet &patterns);

/// tt.splat, tt.unsplat, and the shape changes that keep each element in
/// its thread: expand_dims, broadcast, trans, reshape, join, split, cat.
void populateViewOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                  RewritePatternSet &patterns);

/// tt.addptr, tt.load and tt.store (vectorized with AxisInfo).
void populateLoadStoreOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                       RewritePatternSet &patterns,
                                       const ModuleAxisInfoAnalysis &axisInfo);

/// ttg.async_copy_global_to_local (cp.async), async_commit_group and
/// async_wait.
void populateAsyncCopyOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                       RewritePatternSet &patterns,
                                       const ModuleAxisInfoAnalysis &axisInfo);

/// tt.atomic_rmw and tt.atomic_cas: predicated `atom` PTX as Triton emits it
/// (vectors on sm_90 with PTX 8.1, `ptxVersion`, and later), once per
/// element across duplicating threads and registers.
void populateAtomicOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                    RewritePatternSet &patterns,
                                    const ModuleAxisInfoAnalysis &axisInfo, int ptxVersion);

/// tt.reduce: in registers, across lanes with shuffles, across warps
/// through the op's shared-memory scratch.
void populateReduceOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                    RewritePatternSet &patterns);

/// ttg.convert_layout between layouts that keep every element in its
/// thread.
void populateConvertLayoutOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                           RewritePatternSet &patterns);

/// TMA copies and reductions, TMA store waits and device-side tensor
/// descriptors; TMA gathers and scatters are refused.
void populateTMAOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                 RewritePatternSet &patterns);

/// ttg.local_barrier and the mbarrier ops.
void populateBarrierOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                     RewritePatternSet &patterns);

/// tt.fp_to_fp between fp8, bf16, f16, f32 and f64 with its rounding mode
/// (once per run of registers AxisInfo proves equal).
void populateFpToFpOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                    RewritePatternSet &patterns,
                                    const ModuleAxisInfoAnalysis &axisInfo);

/// ttg.fp4_to_fp: e2m1 pairs unpacked into bf16 or f16 registers.
void populateFp4ToFpOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                     RewritePatternSet &patterns);

/// The tt elementwise ops: clampf, precise_sqrt, precise_divf, mulhiui,
/// int_to_ptr, ptr_to_int, bitcast, extern_elementwise, elementwise_inline_asm,
/// map_elementwise.
void populateTritonElementwiseOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                               RewritePatternSet &patterns,
                                               const ModuleAxisInfoAnalysis &axisInfo);

/// tt.scan: in registers, across lanes with shuffles, across warps through
/// the op's shared-memory scratch.
void populateScanOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                  RewritePatternSet &patterns);

/// tt.histogram.
void populateHistogramOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                       RewritePatternSet &patterns);

/// tt.gather: warp shuffles when each column stays in a warp, shared memory
/// otherwise.
void populateGatherOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                    RewritePatternSet &patterns);

/// tt.print (vprintf) and tt.assert (__assertfail).
void populatePrintAssertOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                         RewritePatternSet &patterns);

/// ttg.global_scratch_alloc: offsets into the kernel's global scratch
/// parameter.
void populateGlobalScratchOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                           RewritePatternSet &patterns);

/// ttg.local_alloc, local_load, local_store, local_dealloc and the memdesc
/// views: distributed tensors to and from shared memory.
void populateMemoryOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                    RewritePatternSet &patterns);

/// tt.dot on registers: FMA loops for blocked parents, mma.sync (mma v2)
/// for #ttg.nvidia_mma version 2 parents, batched (3-D) dots included.
void populateDotOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                 RewritePatternSet &patterns);

/// The Hopper tensor-core ops: ttng.warp_group_dot (wgmma with shared-memory
/// descriptors, A from shared memory or registers), warp_group_dot_wait and
/// fence_async_shared.
void populateWarpGroupDotOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                          RewritePatternSet &patterns);

} // namespace mlir::triton

#endif // TT_LIB_CONVERSION_TRITONGPUTOLLVM_PATTERNTRITONGPUOPTOLLVM_H
