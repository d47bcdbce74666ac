# Decode-time W8A16 GEMM (M = 11 tokens padded to a 16-row tile): int8
# weights stored [N, K] are converted to f16 and multiplied by their
# per-group (128 along K) f16 scale inside the K loop, then tl.trans'd
# into the dot; BK = 64 so two steps share a scale row; 5 stages, sm_80.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i8:16,*fp16:16,*fp16:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,16,64,64,128
# launch: grid = 10, num_warps = 4, num_stages = 5
# args: f16[11264]=int:-2:2 i8[655360]=int:-8:8 f16[5120]=int:-2:2 f16[7040]=zeros i32=11 i32=640 i32=1024 i32=1024 i32=1024 i32=640 i32=640
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def w8a16_decode_gemm(x_ptr, w_ptr, scale_ptr, out_ptr, M, N, K,
                      stride_xm, stride_wn, stride_sg, stride_om,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                      GROUP_K: tl.constexpr):
    pid_n = tl.program_id(0)
    offs_m = tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    mask_m = offs_m < M
    mask_n = offs_n < N
    x_ptrs = x_ptr + offs_m[:, None] * stride_xm + offs_k[None, :]
    w_ptrs = w_ptr + offs_n[:, None] * stride_wn + offs_k[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        x = tl.load(x_ptrs, mask=mask_m[:, None], other=0.0)
        w = tl.load(w_ptrs, mask=mask_n[:, None], other=0)
        g = k // GROUP_K
        s = tl.load(scale_ptr + g * stride_sg + offs_n, mask=mask_n, other=0.0)
        w_deq = w.to(tl.float16) * s[:, None]
        acc = tl.dot(x, tl.trans(w_deq), acc)
        x_ptrs += BLOCK_K
        w_ptrs += BLOCK_K
    tl.store(out_ptr + offs_m[:, None] * stride_om + offs_n[None, :], acc.to(tl.float16),
             mask=mask_m[:, None] & mask_n[None, :])
