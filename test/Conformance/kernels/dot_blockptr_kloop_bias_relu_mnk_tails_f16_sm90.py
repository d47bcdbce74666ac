# Linear + bias + ReLU GEMM written with tl.make_block_ptr on both operands:
# the K loop tl.advance-s A along columns and B along rows, every load uses
# boundary_check=(0, 1) with padding_option="zero" (M, N and K all have tails),
# the bias is a 1-D block pointer and C is stored through a block pointer;
# grouped (GROUP_M) launch order, 128x64x32 tiles, 8 warps, 3 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,i32,i32,i32,i32,i32,i32,128,64,32,2
# launch: grid = 6, num_warps = 8, num_stages = 3
# args: f16[30400]=int:-2:2 f16[20672]=int:-2:2 f16[136]=int:-4:4 f16[27200]=zeros i32=200 i32=136 i32=152 i32=152 i32=136 i32=136
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def blockptr_linear_bias_relu(a_ptr, b_ptr, bias_ptr, c_ptr, M, N, K, stride_am, stride_bk, stride_cm,
                              BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BM)
    num_pid_n = tl.cdiv(N, BN)
    num_in_group = GROUP_M * num_pid_n
    group_id = pid // num_in_group
    first_m = group_id * GROUP_M
    group_size = tl.minimum(num_pid_m - first_m, GROUP_M)
    pid_m = first_m + (pid % num_in_group) % group_size
    pid_n = (pid % num_in_group) // group_size

    a_bp = tl.make_block_ptr(base=a_ptr, shape=(M, K), strides=(stride_am, 1), offsets=(pid_m * BM, 0),
                             block_shape=(BM, BK), order=(1, 0))
    b_bp = tl.make_block_ptr(base=b_ptr, shape=(K, N), strides=(stride_bk, 1), offsets=(0, pid_n * BN),
                             block_shape=(BK, BN), order=(1, 0))
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for _ in range(0, tl.cdiv(K, BK)):
        a = tl.load(a_bp, boundary_check=(0, 1), padding_option="zero")
        b = tl.load(b_bp, boundary_check=(0, 1), padding_option="zero")
        acc = tl.dot(a, b, acc)
        a_bp = tl.advance(a_bp, (0, BK))
        b_bp = tl.advance(b_bp, (BK, 0))

    bias_bp = tl.make_block_ptr(base=bias_ptr, shape=(N,), strides=(1,), offsets=(pid_n * BN,),
                                block_shape=(BN,), order=(0,))
    bias = tl.load(bias_bp, boundary_check=(0,), padding_option="zero").to(tl.float32)
    out = tl.maximum(acc + bias[None, :], 0.0)
    c_bp = tl.make_block_ptr(base=c_ptr, shape=(M, N), strides=(stride_cm, 1), offsets=(pid_m * BM, pid_n * BN),
                             block_shape=(BM, BN), order=(1, 0))
    tl.store(c_bp, out.to(tl.float16), boundary_check=(0, 1))
