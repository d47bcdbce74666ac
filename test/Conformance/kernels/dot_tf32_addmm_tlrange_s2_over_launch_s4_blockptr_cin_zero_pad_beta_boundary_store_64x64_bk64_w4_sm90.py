# tf32 addmm (out = alpha * A @ B + beta * C) on f32 inputs: the K loop over plain
# masked pointer loads is a tl.range(num_stages=2) that overrides the launch's
# num_stages = 4; the epilogue reads C and writes out through tl.make_block_ptr with
# boundary_check (padding_option="zero") on M = 190, N = 150 tails; K = 260 tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,i32,i32,i32,fp32,fp32,64,64,64
# launch: grid = 9, num_warps = 4, num_stages = 4
# args: f32[49400]=int:-3:3 f32[39000]=int:-3:3 f32[28500]=int:-5:5 f32[28500]=zeros i32=190 i32=150 i32=260 i32=260 i32=150 i32=150 i32=150 fp32=2.0 fp32=-0.5
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def tf32_addmm_kernel(a_ptr, b_ptr, c_ptr, out_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                      stride_om, alpha, beta,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    n_mask = offs_n < N
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in tl.range(0, K, BLOCK_K, num_stages=2):
        kk = k0 + offs_k
        k_mask = kk < K
        a = tl.load(a_ptr + offs_m[:, None] * stride_am + kk[None, :],
                    mask=m_mask[:, None] & k_mask[None, :], other=0.0)
        b = tl.load(b_ptr + kk[:, None] * stride_bk + offs_n[None, :],
                    mask=k_mask[:, None] & n_mask[None, :], other=0.0)
        acc = tl.dot(a, b, acc, input_precision="tf32")
    c_blk = tl.make_block_ptr(base=c_ptr, shape=(M, N), strides=(stride_cm, 1),
                              offsets=(pid_m * BLOCK_M, pid_n * BLOCK_N),
                              block_shape=(BLOCK_M, BLOCK_N), order=(1, 0))
    c_in = tl.load(c_blk, boundary_check=(0, 1), padding_option="zero")
    out = alpha * acc + beta * c_in
    o_blk = tl.make_block_ptr(base=out_ptr, shape=(M, N), strides=(stride_om, 1),
                              offsets=(pid_m * BLOCK_M, pid_n * BLOCK_N),
                              block_shape=(BLOCK_M, BLOCK_N), order=(1, 0))
    tl.store(o_blk, out, boundary_check=(0, 1))
