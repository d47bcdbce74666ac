# baddbmm out[b] = alpha * A[b] @ B[b] + beta * C[b] with rank-3 block
# pointers (block (1, BM, BK) reshaped to 2-D for the dot); B is a transposed
# view (memory [batch, N, K], so the (batch, K, N) block pointer has order
# (1, 2, 0)), tl.advance along K, boundary_check (1, 2) with zero padding on
# M = 100, N = 72, K = 200; grid = (tiles, batch), 4 warps, 2 stages, f16.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,i32,i32,i32,i32,fp32,fp32,i32:16,i32,i32:16,i32,i32:16,i32,64,64,32
# launch: grid = 4x3, num_warps = 4, num_stages = 2
# args: f16[60000]=int:-2:2 f16[43200]=int:-2:2 f16[21600]=int:-3:3 f16[21600]=zeros i32=3 i32=100 i32=72 i32=200 f32=0.5 f32=-2.0 i32=20000 i32=200 i32=14400 i32=200 i32=7200 i32=72
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def baddbmm_blockptr3d_kernel(a_ptr, b_ptr, c_ptr, out_ptr, BATCH, M, N, K, alpha, beta,
                              stride_ab, stride_am, stride_bb, stride_bn, stride_cb, stride_cm,
                              BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    pid_b = tl.program_id(1)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n

    a_bp = tl.make_block_ptr(base=a_ptr, shape=(BATCH, M, K), strides=(stride_ab, stride_am, 1),
                             offsets=(pid_b, pid_m * BLOCK_M, 0), block_shape=(1, BLOCK_M, BLOCK_K),
                             order=(2, 1, 0))
    b_bp = tl.make_block_ptr(base=b_ptr, shape=(BATCH, K, N), strides=(stride_bb, 1, stride_bn),
                             offsets=(pid_b, 0, pid_n * BLOCK_N), block_shape=(1, BLOCK_K, BLOCK_N),
                             order=(1, 2, 0))
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for _ in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_bp, boundary_check=(1, 2), padding_option="zero")
        b = tl.load(b_bp, boundary_check=(1, 2), padding_option="zero")
        acc = tl.dot(tl.reshape(a, (BLOCK_M, BLOCK_K)), tl.reshape(b, (BLOCK_K, BLOCK_N)), acc)
        a_bp = tl.advance(a_bp, (0, 0, BLOCK_K))
        b_bp = tl.advance(b_bp, (0, BLOCK_K, 0))

    c_bp = tl.make_block_ptr(base=c_ptr, shape=(BATCH, M, N), strides=(stride_cb, stride_cm, 1),
                             offsets=(pid_b, pid_m * BLOCK_M, pid_n * BLOCK_N), block_shape=(1, BLOCK_M, BLOCK_N),
                             order=(2, 1, 0))
    c = tl.load(c_bp, boundary_check=(1, 2), padding_option="zero")
    c = tl.reshape(c, (BLOCK_M, BLOCK_N)).to(tl.float32)
    out = alpha * acc + beta * c
    o_bp = tl.make_block_ptr(base=out_ptr, shape=(BATCH, M, N), strides=(stride_cb, stride_cm, 1),
                             offsets=(pid_b, pid_m * BLOCK_M, pid_n * BLOCK_N), block_shape=(1, BLOCK_M, BLOCK_N),
                             order=(2, 1, 0))
    tl.store(o_bp, tl.reshape(out.to(tl.float16), (1, BLOCK_M, BLOCK_N)), boundary_check=(1, 2))
