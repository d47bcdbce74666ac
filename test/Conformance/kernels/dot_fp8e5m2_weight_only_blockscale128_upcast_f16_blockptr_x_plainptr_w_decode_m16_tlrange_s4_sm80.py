# Weight-only FP8 decode GEMM on sm_80 (no fp8 MMA): e5m2 weights with one f32
# scale per 128x128 block are upcast in registers (fp8 -> f32 * scale -> f16)
# and fed to tl.dot with f16 activations read through a tl.make_block_ptr
# (boundary_check pads the M = 20 tail), weights and scales through plain
# pointers; 16x128x64 tiles, tl.range num_stages = 4.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp8e5:16,*fp32:16,*fp32:16,i32,i32:16,i32:16,i32:16,i32:16,i32,i32:16,16,128,64,128
# launch: grid = 2x2, num_warps = 4, num_stages = 4
# args: f16[7680]=int:-2:2 fp8e5m2[98304]=int:-2:2 f32[6]=int:1:4 f32[5120]=zeros i32=20 i32=256 i32=384 i32=384 i32=256 i32=2 i32=256
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def fp8_weight_only_gemm(x_ptr, w_ptr, ws_ptr, y_ptr, M, N, K, stride_xm, stride_wk, stride_sk, stride_ym,
                         BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, QB: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rn = pid_n * BN + tl.arange(0, BN)
    rk0 = tl.arange(0, BK)
    n_ok = rn < N
    x_bp = tl.make_block_ptr(x_ptr, shape=(M, K), strides=(stride_xm, 1), offsets=(pid_m * BM, 0),
                             block_shape=(BM, BK), order=(1, 0))
    acc = tl.zeros((BM, BN), tl.float32)
    for k0 in tl.range(0, K, BK, num_stages=4):
        rk = k0 + rk0
        xa = tl.load(x_bp, boundary_check=(0, 1), padding_option="zero")
        wq = tl.load(w_ptr + rk[:, None] * stride_wk + rn[None, :], mask=(rk[:, None] < K) & n_ok[None, :], other=0.0)
        sc = tl.load(ws_ptr + (k0 // QB) * stride_sk + rn // QB, mask=n_ok, other=0.0)
        wf = (wq.to(tl.float32) * sc[None, :]).to(tl.float16)
        acc = tl.dot(xa, wf, acc)
        x_bp = tl.advance(x_bp, (0, BK))
    rm = pid_m * BM + tl.arange(0, BM)
    tl.store(y_ptr + rm[:, None] * stride_ym + rn[None, :], acc, mask=(rm[:, None] < M) & n_ok[None, :])
