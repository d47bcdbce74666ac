# tf32 GEMM entirely on block pointers: A is column-major (order=(0, 1),
# unit stride on M), B row-major, both loaded with boundary_check=(0, 1)
# and padding_option="zero" and advanced along K with tl.advance; M=90,
# N=70, K=130 all leave tails; the C tile is stored through a block pointer
# with boundary_check. Integer-valued f32 inputs keep tf32 exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,i32,i32,32,32,16
# launch: grid = 3x3, num_warps = 4, num_stages = 3
# args: f32[11700]=int:-3:3 f32[9100]=int:-3:3 f32[6300]=zeros i32=90 i32=70 i32=130 i32=90 i32=70 i32=70
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def blockptr_padzero_tf32_kernel(a_ptr, b_ptr, c_ptr, M, N, K, stride_ak, stride_bk, stride_cm,
                                 BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    a_bp = tl.make_block_ptr(a_ptr, shape=(M, K), strides=(1, stride_ak), offsets=(pid_m * BM, 0),
                             block_shape=(BM, BK), order=(0, 1))
    b_bp = tl.make_block_ptr(b_ptr, shape=(K, N), strides=(stride_bk, 1), offsets=(0, pid_n * BN),
                             block_shape=(BK, BN), order=(1, 0))
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for _ in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_bp, boundary_check=(0, 1), padding_option="zero")
        b = tl.load(b_bp, boundary_check=(0, 1), padding_option="zero")
        acc = tl.dot(a, b, acc, input_precision="tf32")
        a_bp = tl.advance(a_bp, (0, BK))
        b_bp = tl.advance(b_bp, (BK, 0))
    c_bp = tl.make_block_ptr(c_ptr, shape=(M, N), strides=(stride_cm, 1), offsets=(pid_m * BM, pid_n * BN),
                             block_shape=(BM, BN), order=(1, 0))
    tl.store(c_bp, acc, boundary_check=(0, 1))
