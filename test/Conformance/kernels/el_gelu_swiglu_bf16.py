# Activations on bf16 inputs computed in fp32: exact GELU with tl.math.erf
# (gelu(a) * b, a GEGLU gate) and SwiGLU (silu(a) * b with
# silu(a) = a * sigmoid(a)), each rounded back to bf16; masked tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,i32,1024
# launch: grid = 6145, num_warps = 8
# args: bf16[6291461]=randn bf16[6291461]=randn bf16[6291461]=zeros bf16[6291461]=zeros i32=6291461
# outputs: 2 3
# tol: 1e-2 1e-2
import triton
import triton.language as tl


@triton.jit
def gelu_swiglu(a_ptr, b_ptr, geglu_ptr, swiglu_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a = tl.load(a_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    gelu = 0.5 * a * (1.0 + tl.math.erf(a * 0.7071067811865476))
    tl.store(geglu_ptr + offs, (gelu * b).to(tl.bfloat16), mask=mask)
    silu = a * tl.sigmoid(a)
    tl.store(swiglu_ptr + offs, (silu * b).to(tl.bfloat16), mask=mask)
