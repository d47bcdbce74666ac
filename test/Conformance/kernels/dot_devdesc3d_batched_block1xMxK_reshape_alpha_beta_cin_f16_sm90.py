# Batched GEMM through rank-3 device tensor descriptors
# (tl.make_tensor_descriptor over [B, M, K] / [B, K, N] / [B, M, N] with
# [1, BM, BK]-style blocks, reshaped to 2D for the dot); K = 200 tail is
# zero-filled by TMA, M = 192 partial tile clipped per batch; epilogue
# loads C_in through a descriptor and stores alpha*AB + beta*C_in. 4 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,i32,i32:16,i32:16,i32,fp32,fp32,128,64,64
# launch: grid = 6x3, num_warps = 4, num_stages = 4
# args: f16[115200]=int:-2:2 f16[96000]=int:-2:2 f16[92160]=int:-4:4 f16[92160]=zeros i32=3 i32=192 i32=160 i32=200 f32=0.5 f32=2.0
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bmm_desc3d_alpha_beta(a_ptr, b_ptr, cin_ptr, out_ptr, NB, M, N, K, alpha, beta,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    bid = tl.program_id(1)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[NB, M, K], strides=[M * K, K, 1],
                                       block_shape=[1, BLOCK_M, BLOCK_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[NB, K, N], strides=[K * N, N, 1],
                                       block_shape=[1, BLOCK_K, BLOCK_N])
    cin_desc = tl.make_tensor_descriptor(cin_ptr, shape=[NB, M, N], strides=[M * N, N, 1],
                                         block_shape=[1, BLOCK_M, BLOCK_N])
    out_desc = tl.make_tensor_descriptor(out_ptr, shape=[NB, M, N], strides=[M * N, N, 1],
                                         block_shape=[1, BLOCK_M, BLOCK_N])
    off_m = pid_m * BLOCK_M
    off_n = pid_n * BLOCK_N
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = a_desc.load([bid, off_m, k]).reshape(BLOCK_M, BLOCK_K)
        b = b_desc.load([bid, k, off_n]).reshape(BLOCK_K, BLOCK_N)
        acc = tl.dot(a, b, acc)
    c_in = cin_desc.load([bid, off_m, off_n]).reshape(BLOCK_M, BLOCK_N)
    out = alpha * acc + beta * c_in.to(tl.float32)
    out_desc.store([bid, off_m, off_n], out.to(tl.float16).reshape(1, BLOCK_M, BLOCK_N))
