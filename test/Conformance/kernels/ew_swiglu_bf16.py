# SiLU and SwiGLU of two bf16 inputs (gate and up projections of a 4096x1000
# activation, rows masked to 1000 inside a 1024 block): silu(g) = g *
# sigmoid(g) in fp32 (tl.sigmoid), stored as bf16 alone and times up.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,i32,1024
# launch: grid = 4096, num_warps = 2
# args: bf16[4096,1000]=randn bf16[4096,1000]=randn bf16[4096,1000]=zeros bf16[4096,1000]=zeros i32=1000
# outputs: 2 3
# tol: 1e-2 1e-2
import triton
import triton.language as tl


@triton.jit
def swiglu(g_ptr, u_ptr, silu_ptr, out_ptr, H, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < H
    g = tl.load(g_ptr + row * H + cols, mask=mask, other=0.0).to(tl.float32)
    u = tl.load(u_ptr + row * H + cols, mask=mask, other=0.0).to(tl.float32)
    silu = g * tl.sigmoid(g)
    tl.store(silu_ptr + row * H + cols, silu.to(tl.bfloat16), mask=mask)
    tl.store(out_ptr + row * H + cols, (silu * u).to(tl.bfloat16), mask=mask)
