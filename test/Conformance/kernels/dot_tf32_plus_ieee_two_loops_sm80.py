# RNN-cell style pre-activation out = x @ W + h @ U with f32 operands: the
# input projection runs its K loop (K_X = 128) with input_precision="tf32",
# the recurrent one a second K loop (K_H = 64) with input_precision="ieee";
# the two f32 accumulators are summed and stored. Small integer inputs keep
# both exact. 64x64 tiles, BLOCK_K = 32, 4 warps, 3 stages, sm_80 target.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32:16,i32:16,i32:16,i32:16,64,64,32
# launch: grid = 4x4, num_warps = 4, num_stages = 3
# args: f32[32768]=int:-3:3 f32[32768]=int:-3:3 f32[16384]=int:-3:3 f32[16384]=int:-3:3 f32[65536]=zeros i32=256 i32=256 i32=128 i32=64
# outputs: 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def rnn_preact_mixed(x_ptr, w_ptr, h_ptr, u_ptr, out_ptr, M, N, K_X, K_H,
                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)

    acc_x = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K_X, BLOCK_K):
        x = tl.load(x_ptr + offs_m[:, None] * K_X + (k + offs_k)[None, :])
        w = tl.load(w_ptr + (k + offs_k)[:, None] * N + offs_n[None, :])
        acc_x = tl.dot(x, w, acc_x, input_precision="tf32")

    acc_h = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K_H, BLOCK_K):
        h = tl.load(h_ptr + offs_m[:, None] * K_H + (k + offs_k)[None, :])
        u = tl.load(u_ptr + (k + offs_k)[:, None] * N + offs_n[None, :])
        acc_h = tl.dot(h, u, acc_h, input_precision="ieee")

    tl.store(out_ptr + offs_m[:, None] * N + offs_n[None, :], acc_x + acc_h)
