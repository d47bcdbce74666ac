# nn.Linear y = x @ W^T + residual on sm_80 with W stored [N, K] (K-major) and
# read as W^T through a column-major block pointer (shape (K, N), strides
# (1, stride_wn), order=(0, 1)); x, W^T and the bf16 residual are block
# pointers with boundary_check/zero padding on M=300, N=120, K=200 tails;
# 128x64x32 tiles, 8 warps, `acc += tl.dot(...)`, f32 output.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*fp32:16,i32,i32,i32,i32,i32,i32,i32,128,64,32
# launch: grid = 3x2, num_warps = 8, num_stages = 3
# args: bf16[60000]=int:-3:3 bf16[24000]=int:-3:3 bf16[36000]=int:-8:8 f32[36000]=zeros i32=300 i32=120 i32=200 i32=200 i32=200 i32=120 i32=120
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def linear_wT_blockptr_residual(x_ptr, w_ptr, r_ptr, y_ptr, M, N, K, stride_xm, stride_wn, stride_rm, stride_ym,
                                BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    x_bp = tl.make_block_ptr(base=x_ptr, shape=(M, K), strides=(stride_xm, 1), offsets=(pid_m * BM, 0),
                             block_shape=(BM, BK), order=(1, 0))
    wt_bp = tl.make_block_ptr(base=w_ptr, shape=(K, N), strides=(1, stride_wn), offsets=(0, pid_n * BN),
                              block_shape=(BK, BN), order=(0, 1))
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        x = tl.load(x_bp, boundary_check=(0, 1), padding_option="zero")
        wt = tl.load(wt_bp, boundary_check=(0, 1), padding_option="zero")
        acc += tl.dot(x, wt)
        x_bp = tl.advance(x_bp, (0, BK))
        wt_bp = tl.advance(wt_bp, (BK, 0))
    r_bp = tl.make_block_ptr(base=r_ptr, shape=(M, N), strides=(stride_rm, 1), offsets=(pid_m * BM, pid_n * BN),
                             block_shape=(BM, BN), order=(1, 0))
    res = tl.load(r_bp, boundary_check=(0, 1), padding_option="zero")
    y_bp = tl.make_block_ptr(base=y_ptr, shape=(M, N), strides=(stride_ym, 1), offsets=(pid_m * BM, pid_n * BN),
                             block_shape=(BM, BN), order=(1, 0))
    tl.store(y_bp, acc + res.to(tl.float32), boundary_check=(0, 1))
