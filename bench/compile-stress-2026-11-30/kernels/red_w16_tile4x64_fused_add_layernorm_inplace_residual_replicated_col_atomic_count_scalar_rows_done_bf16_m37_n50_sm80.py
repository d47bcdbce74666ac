# Fused residual-add + LayerNorm (vLLM fused_add_rms_norm / Apex style) with
# far more threads than data: 16 warps (512 threads) on a [4, 64] tile of a
# bf16 [37, 50] activation.  The residual is updated in place, mean/rstd
# stored, and the replicated layouts are hit by stores, by a per-column
# tl.atomic_add of outlier counts (|y| > 2, [64] vector over 512 threads) and
# by a scalar atomic_add of the rows handled.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,*bf16:16,*fp32:16,*fp32:16,*i32:16,*i32:16,i32,i32,i32,fp32,4,64
# launch: grid = 10, num_warps = 16
# args: bf16[1850]=randn bf16[1850]=randn bf16[50]=randn bf16[50]=randn bf16[1850]=zeros f32[37]=zeros f32[37]=zeros i32[50]=zeros i32[1]=zeros i32=37 i32=50 i32=50 f32=1e-5
# outputs: 1 4 5 6 7 8
# tol: 1e-2 1e-2
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def w16_add_layernorm_kernel(x_ptr, res_ptr, w_ptr, b_ptr, y_ptr, mean_ptr, rstd_ptr, outl_ptr, done_ptr,
                             M, N, stride, eps, BM: tl.constexpr, BN: tl.constexpr):
    rows = tl.program_id(0) * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    rm = rows < M
    cm = cols < N
    m = rm[:, None] & cm[None, :]
    off = rows[:, None] * stride + cols[None, :]
    x = tl.load(x_ptr + off, mask=m, other=0.0).to(tl.float32)
    r = tl.load(res_ptr + off, mask=m, other=0.0).to(tl.float32)
    h = x + r
    tl.store(res_ptr + off, h.to(tl.bfloat16), mask=m)
    h = h.to(tl.bfloat16).to(tl.float32)

    mean = tl.sum(h, axis=1) / N
    d = tl.where(m, h - mean[:, None], 0.0)
    var = tl.sum(d * d, axis=1) / N
    rstd = 1.0 / tl.sqrt_rn(var + eps)
    w = tl.load(w_ptr + cols, mask=cm, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=cm, other=0.0).to(tl.float32)
    y = d * rstd[:, None] * w[None, :] + b[None, :]
    tl.store(y_ptr + off, y.to(tl.bfloat16), mask=m)
    tl.store(mean_ptr + rows, mean, mask=rm)
    tl.store(rstd_ptr + rows, rstd, mask=rm)

    big = tl.where(m & (tl.abs(y) > 2.0), 1, 0)
    tl.atomic_add(outl_ptr + cols, tl.sum(big, axis=0), mask=cm)
    tl.atomic_add(done_ptr, tl.sum(rm.to(tl.int32), axis=0))
