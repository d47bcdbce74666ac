# Fused LoRA linear y = x @ W + scaling * (x @ A) @ B in one program with
# two K loops of different software-pipeline depth: the base GEMM runs under
# tl.range(num_stages=4), the rank-16 shrink under tl.range(num_stages=1);
# the [64, 16] shrink result is scaled, cast to f16 and fed to a third
# tl.dot that accumulates into the base accumulator (K=168, M=100 tails).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp32:16,i32,i32:16,i32,i32,i32:16,i32:16,i32:16,i32:16,fp32,64,64,32,16
# launch: grid = 2x3, num_warps = 8, num_stages = 3
# args: f16[16800]=int:-2:2 f16[32256]=int:-2:2 f16[2688]=int:-1:1 f16[3072]=int:-1:1 f32[19200]=zeros i32=100 i32=192 i32=168 i32=168 i32=192 i32=16 i32=192 i32=192 f32=0.5
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def lora_fused_linear(x_ptr, w_ptr, la_ptr, lb_ptr, y_ptr, M, N, K,
                      stride_xm, stride_wk, stride_lak, stride_lbr, stride_ym, scaling,
                      BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, R: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    om = pid_m * BM + tl.arange(0, BM)
    on = pid_n * BN + tl.arange(0, BN)
    ok = tl.arange(0, BK)
    orr = tl.arange(0, R)
    m_ok = om < M
    n_ok = on < N

    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in tl.range(0, K, BK, num_stages=4):
        kk = k0 + ok
        x = tl.load(x_ptr + om[:, None] * stride_xm + kk[None, :], mask=m_ok[:, None] & (kk < K)[None, :], other=0.0)
        w = tl.load(w_ptr + kk[:, None] * stride_wk + on[None, :], mask=(kk < K)[:, None] & n_ok[None, :], other=0.0)
        acc = tl.dot(x, w, acc)

    xa = tl.zeros((BM, R), dtype=tl.float32)
    for k0 in tl.range(0, K, BK, num_stages=1):
        kk = k0 + ok
        x = tl.load(x_ptr + om[:, None] * stride_xm + kk[None, :], mask=m_ok[:, None] & (kk < K)[None, :], other=0.0)
        a = tl.load(la_ptr + kk[:, None] * stride_lak + orr[None, :], mask=(kk < K)[:, None], other=0.0)
        xa = tl.dot(x, a, xa)

    lb = tl.load(lb_ptr + orr[:, None] * stride_lbr + on[None, :], mask=n_ok[None, :], other=0.0)
    acc = tl.dot((xa * scaling).to(tl.float16), lb, acc)
    tl.store(y_ptr + om[:, None] * stride_ym + on[None, :], acc, mask=m_ok[:, None] & n_ok[None, :])
