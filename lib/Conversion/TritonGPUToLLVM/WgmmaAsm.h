//===- WgmmaAsm.h - the inline PTX of wgmma and wgmma.wait_group -*- C++ -*-===//
//
// One builder for each of the two warpgroup-MMA instructions that both
// lowerings emit as inline asm: ttng.warp_group_dot / warp_group_dot_wait
// (convert-triton-gpu-to-llvm, WarpGroupDotOpToLLVM.cpp) and nvg.wgmma /
// nvg.wgmma_wait_group (convert-nv-gpu-to-llvm). The text and constraints
// are Triton 3.6's (what its NVGPU lowering writes), so IR from either path
// reads the same.
//
// A builder returns the asm's text, constraints and operands; the caller
// creates the llvm.inline_asm with its result type (a struct with one field
// per output), since the two passes differ only in how they spell the op.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LIB_CONVERSION_TRITONGPUTOLLVM_WGMMAASM_H
#define TT_LIB_CONVERSION_TRITONGPUTOLLVM_WGMMAASM_H

#include "mlir/IR/Value.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace mlir::triton::lowering {

/// An inline asm before it is created: operand i (counting outputs first)
/// is `$i` in `ptx`; `constraints` has one entry per output, then one per
/// value of `operands`.
struct InlineAsmCall {
  std::string ptx;
  std::string constraints;
  SmallVector<Value> operands;
};

/// One `wgmma.mma_async.sync.aligned.mMnNkK.D.A.B` in PTX's type names
/// (D: f32, f16 or s32; A and B: f16, bf16, tf32, e4m3, e5m2 or s8).
struct WgmmaShape {
  int64_t m = 64, n = 0, k = 0;
  std::string d, a, b;
  /// Whether A / B are read MN-major (PTX's imm-trans-a / imm-trans-b,
  /// which only f16 and bf16 take).
  bool transposeA = false, transposeB = false;
};

/// Whether `shape` is an instruction PTX has: the types and K pair up as
/// the PTX ISA lists them, and only f16/bf16 read transposed operands.
/// On failure, `why` says what is wrong.
bool isSupportedWgmma(const WgmmaShape &shape, std::string &why);

/// The operands of one wgmma besides its outputs.
struct WgmmaOperandValues {
  /// The accumulator read as C, tied to the outputs (empty: no C, and
  /// scale-d is the immediate 0).
  ArrayRef<Value> accumulator;
  /// A: a shared-memory descriptor (i64), or 32-bit registers.
  Value aDescriptor;
  ArrayRef<Value> aRegisters;
  /// B's shared-memory descriptor (i64).
  Value bDescriptor;
  /// scale-d, an i1 (predicate register): whether C is added. Only read
  /// with an accumulator.
  Value scaleD;
};

/// The asm of one wgmma whose outputs have types `outputs` (f32 outputs
/// are "=f", others "=r").
InlineAsmCall buildWgmmaAsm(const WgmmaShape &shape, ArrayRef<Type> outputs,
                            const WgmmaOperandValues &operands);

/// The asm of `wgmma.wait_group.sync.aligned pendings` that outputs
/// `values` unchanged (each tied to its output), so that every later read
/// of them depends on the wait. Fails on a value of a width other than 16,
/// 32 or 64 bits.
FailureOr<InlineAsmCall> buildWgmmaWaitAsm(ArrayRef<Value> values, int64_t pendings);

} // namespace mlir::triton::lowering

#endif // TT_LIB_CONVERSION_TRITONGPUTOLLVM_WGMMAASM_H
