# PyTorch Inductor mm template (triton_tem_fused_addmm_relu): sizes, strides and
# tile config baked in as constexpr/locals, GROUP_M=8 pid swizzle with builtin
# min, wrapped rows/cols (rm % M) behind the stride-pattern max_contiguous /
# multiple_of hints, K walked by a negative-step range with EVEN_K=False masks,
# B = weight^T via strides (1, 168), then the fused epilogue: xindex, bias
# broadcast load with evict_last, relu through triton_helpers.maximum.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16
# launch: grid = 20, num_warps = 4, num_stages = 3
# args: f16[200]=int:-8:8 f16[300,168]=int:-3:3 f16[200,168]=int:-3:3 f16[300,200]=zeros
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def maximum(a, b):
    mask = a > b
    mask |= a != a
    return tl.where(mask, a, b)


@triton.jit
def triton_tem_fused_addmm_relu_0(in_ptr0, arg_A, arg_B, out_ptr0):
    GROUP_M: tl.constexpr = 8
    EVEN_K: tl.constexpr = False
    ALLOW_TF32: tl.constexpr = False
    ACC_TYPE: tl.constexpr = tl.float32
    BLOCK_M: tl.constexpr = 64
    BLOCK_N: tl.constexpr = 64
    BLOCK_K: tl.constexpr = 32
    A = arg_A
    B = arg_B

    M = 300
    N = 200
    K = 168
    if M * N == 0:
        return
    stride_am = 168
    stride_ak = 1
    stride_bk = 1
    stride_bn = 168

    pid = tl.program_id(0)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if (stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1):
        ram = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        ram = rm % M
    if (stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1):
        rbn = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        rbn = rn % N
    rk = tl.arange(0, BLOCK_K)
    A = A + (ram[:, None] * stride_am + rk[None, :] * stride_ak)
    B = B + (rk[:, None] * stride_bk + rbn[None, :] * stride_bn)

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)
    for k in range(K, 0, -BLOCK_K):
        if EVEN_K:
            a = tl.load(A)
            b = tl.load(B)
        else:
            a = tl.load(A, mask=rk[None, :] < k, other=0.)
            b = tl.load(B, mask=rk[:, None] < k, other=0.)
        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32)
        A += BLOCK_K * stride_ak
        B += BLOCK_K * stride_bk

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)
    xindex = idx_n + (200 * idx_m)
    tmp0 = tl.load(in_ptr0 + (tl.broadcast_to(idx_n, acc.shape)), mask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = acc + tmp0
    tmp2 = tl.full([1, 1], 0, tl.int32)
    tmp3 = maximum(tmp2, tmp1)
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, acc.shape)), tmp3, mask)
