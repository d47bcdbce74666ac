# nn.Linear y = (x @ W^T) * token_scale on 256x128x64 tiles and 16 warps: x is a
# row-major block pointer, W ([N, K]) is the (K, N) block pointer with strides
# (1, stride_wn), order=(0, 1); both tl.advance'd, loaded with boundary_check +
# zero padding (M, N, K = 232 tails); the scale is a 1-D block pointer and y is
# stored through a block pointer with boundary_check. bf16, 2 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*bf16:16,i32,i32,i32,i32,i32,i32,256,128,64
# launch: grid = 4, num_warps = 16, num_stages = 2
# args: bf16[69600]=int:-2:2 bf16[46400]=int:-2:2 f32[300]=int:1:3 bf16[60000]=zeros i32=300 i32=200 i32=232 i32=232 i32=232 i32=200
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def linear_wT_blockptr_tokscale_kernel(x_ptr, w_ptr, tok_scale_ptr, y_ptr, M, N, K,
                                       stride_xm, stride_wn, stride_ym,
                                       BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    pid_m = pid // num_pid_n
    pid_n = pid % num_pid_n

    x_bp = tl.make_block_ptr(base=x_ptr, shape=(M, K), strides=(stride_xm, 1),
                             offsets=(pid_m * BLOCK_M, 0), block_shape=(BLOCK_M, BLOCK_K), order=(1, 0))
    wT_bp = tl.make_block_ptr(base=w_ptr, shape=(K, N), strides=(1, stride_wn),
                              offsets=(0, pid_n * BLOCK_N), block_shape=(BLOCK_K, BLOCK_N), order=(0, 1))
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for _ in range(0, tl.cdiv(K, BLOCK_K)):
        x = tl.load(x_bp, boundary_check=(0, 1), padding_option="zero")
        wT = tl.load(wT_bp, boundary_check=(0, 1), padding_option="zero")
        acc = tl.dot(x, wT, acc)
        x_bp = tl.advance(x_bp, (0, BLOCK_K))
        wT_bp = tl.advance(wT_bp, (BLOCK_K, 0))

    s_bp = tl.make_block_ptr(base=tok_scale_ptr, shape=(M,), strides=(1,), offsets=(pid_m * BLOCK_M,),
                             block_shape=(BLOCK_M,), order=(0,))
    tok_scale = tl.load(s_bp, boundary_check=(0,), padding_option="zero")
    y = acc * tok_scale[:, None]
    y_bp = tl.make_block_ptr(base=y_ptr, shape=(M, N), strides=(stride_ym, 1),
                             offsets=(pid_m * BLOCK_M, pid_n * BLOCK_N), block_shape=(BLOCK_M, BLOCK_N),
                             order=(1, 0))
    tl.store(y_bp, y.to(tl.bfloat16), boundary_check=(0, 1))
