# Liger-style gated MLP activations on bf16 rows of width 11008 (Llama-7B
# intermediate size) in one masked 16384-wide block per row, 16 warps: the
# SwiGLU output silu(gate) (f32, cast back to bf16) * up, and the GeGLU
# output with the tanh-approximated GELU (libdevice tanh) * up, f32 math.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,i32:16,i32,16384
# launch: grid = 96, num_warps = 16
# args: bf16[96,11008]=randn bf16[96,11008]=randn bf16[96,11008]=zeros bf16[96,11008]=zeros i32=11008 i32=11008
# outputs: 2 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def silu(x):
    return x * tl.sigmoid(x)


@triton.jit
def gelu_tanh(x):
    sqrt_2_over_pi = 0.7978845608028654  # sqrt(2 / pi)
    x_cubed = x * x * x
    tanh_arg = sqrt_2_over_pi * (x + 0.044715 * x_cubed)
    return 0.5 * x * (1 + libdevice.tanh(tanh_arg))


@triton.jit
def glu_forward_kernel(a_ptr, b_ptr, c_silu_ptr, c_gelu_ptr, stride, n_cols, BLOCK_SIZE: tl.constexpr):
    program_id = tl.program_id(0).to(tl.int64)

    # locate start index
    a_ptr += program_id * stride
    b_ptr += program_id * stride
    c_silu_ptr += program_id * stride
    c_gelu_ptr += program_id * stride

    col_offsets = tl.arange(0, BLOCK_SIZE)
    mask = col_offsets < n_cols

    # sigmoid / tanh need fp32
    a_row = tl.load(a_ptr + col_offsets, mask=mask, other=0).to(tl.float32)
    b_row = tl.load(b_ptr + col_offsets, mask=mask, other=0)

    c_silu = silu(a_row).cast(b_row.dtype) * b_row
    c_gelu = gelu_tanh(a_row) * b_row.to(tl.float32)

    tl.store(c_silu_ptr + col_offsets, c_silu, mask=mask)
    tl.store(c_gelu_ptr + col_offsets, c_gelu.to(c_gelu_ptr.dtype.element_ty), mask=mask)
