# Fused bias + dropout + residual add (Megatron/Inductor style) on a 100x1000
# bf16 activation in [8, 512] tiles (both dims masked): the Philox seed is
# loaded from an int64 seed buffer at a slot index and the stream offset from
# memory, tl.rand on (offset + row*N + col), the keep mask stored as a bool
# tensor, output = residual + keep * (x + bias) / (1 - p).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,*i1:16,*i64:16,*i64:16,i32,i32,i32,i32,fp32,8,512
# launch: grid = 13x2, num_warps = 8
# args: bf16[100000]=randn bf16[1000]=randn bf16[100000]=randn bf16[100000]=zeros i1[100000]=zeros i64[4]=int:0:2000000000 i64[1]=int:0:65536 i32=100 i32=1000 i32=1000 i32=2 f32=0.25
# outputs: 3 4
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bias_dropout_residual_kernel(
    x_ptr,
    bias_ptr,
    res_ptr,
    out_ptr,
    keep_ptr,
    seed_ptr,
    philox_offset_ptr,
    M,
    N,
    stride,
    seed_slot,
    p,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rows = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    mask = (rows < M)[:, None] & (cols < N)[None, :]
    offs = rows[:, None] * stride + cols[None, :]

    seed = tl.load(seed_ptr + seed_slot)
    base_off = tl.load(philox_offset_ptr).to(tl.int32)
    rng_offs = base_off + rows[:, None] * N + cols[None, :]

    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    bias = tl.load(bias_ptr + cols, mask=cols < N, other=0.0).to(tl.float32)
    r = tl.load(res_ptr + offs, mask=mask, other=0.0).to(tl.float32)

    keep = tl.rand(seed, rng_offs) > p
    h = tl.where(keep, (x + bias[None, :]) * (1.0 / (1.0 - p)), 0.0)
    tl.store(out_ptr + offs, (h + r).to(tl.bfloat16), mask=mask)
    tl.store(keep_ptr + offs, keep, mask=mask)
