# fp8 (e4m3) split-K GEMM: grid axis 2 splits K = 1000 into 384-wide ranges (the last
# one 232 wide, its final 128-block a masked tail); the weight is an nn.Linear [N, K]
# read as a K-contiguous [BLOCK_K, BLOCK_N] tile; 256x128 tiles on 8 warps, 3 stages;
# per-tensor scales loaded from pointers, partials reduced with masked tl.atomic_add.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e4nv:16,*fp8e4nv:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,i32,i32,i32:16,256,128,128
# launch: grid = 2x2x3, num_warps = 8, num_stages = 3
# args: fp8e4m3[300000]=int:-2:2 fp8e4m3[200000]=int:-2:2 f32[60000]=zeros f32[1]=fill:2.0 f32[1]=fill:0.25 i32=300 i32=200 i32=1000 i32=1000 i32=1000 i32=200 i32=384
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fp8_splitk_gemm_kernel(a_ptr, w_ptr, c_ptr, a_scale_ptr, w_scale_ptr, M, N, K,
                           stride_am, stride_wn, stride_cm, k_per_split,
                           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    pid_k = tl.program_id(2)
    k_start = pid_k * k_per_split
    k_end = tl.minimum(k_start + k_per_split, K)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    n_mask = offs_n < N
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(k_start, k_end, BLOCK_K):
        kk = k0 + offs_k
        k_mask = kk < k_end
        a = tl.load(a_ptr + offs_m[:, None] * stride_am + kk[None, :],
                    mask=m_mask[:, None] & k_mask[None, :], other=0.0)
        w = tl.load(w_ptr + offs_n[None, :] * stride_wn + kk[:, None],
                    mask=k_mask[:, None] & n_mask[None, :], other=0.0)
        acc = tl.dot(a, w, acc)
    scale = tl.load(a_scale_ptr) * tl.load(w_scale_ptr)
    acc = acc * scale
    c_ptrs = c_ptr + offs_m[:, None] * stride_cm + offs_n[None, :]
    tl.atomic_add(c_ptrs, acc, mask=m_mask[:, None] & n_mask[None, :])
