# torch.cdist / k-means assignment style pairwise squared distances
# ||x||^2 + ||y||^2 - 2 x.y: the Y tile is loaded [BLOCK_N, BLOCK_D] and fed
# through tl.trans, the fp32 dot uses input_precision="ieee", the row norms are
# reduced from the same tiles inside the D loop; M, N, D all have tails.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,i32,i32,64,64,32
# launch: grid = 4x3, num_warps = 4, num_stages = 3
# args: f32[25000]=int:-4:4 f32[18000]=int:-4:4 f32[45000]=zeros i32=250 i32=180 i32=100 i32=100 i32=100 i32=180
# outputs: 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def pairwise_sqdist_kernel(x_ptr, y_ptr, out_ptr, M, N, D, stride_xm, stride_yn, stride_om,
                           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, BLOCK_D)
    mask_m = offs_m < M
    mask_n = offs_n < N

    xy = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    xx = tl.zeros((BLOCK_M,), dtype=tl.float32)
    yy = tl.zeros((BLOCK_N,), dtype=tl.float32)
    for d0 in range(0, D, BLOCK_D):
        d = d0 + offs_d
        dmask = d < D
        x = tl.load(x_ptr + offs_m[:, None] * stride_xm + d[None, :],
                    mask=mask_m[:, None] & dmask[None, :], other=0.0)
        y = tl.load(y_ptr + offs_n[:, None] * stride_yn + d[None, :],
                    mask=mask_n[:, None] & dmask[None, :], other=0.0)
        xy = tl.dot(x, tl.trans(y), xy, input_precision="ieee")
        xx += tl.sum(x * x, axis=1)
        yy += tl.sum(y * y, axis=1)

    dist = xx[:, None] + yy[None, :] - 2.0 * xy
    dist = tl.maximum(dist, 0.0)
    out_ptrs = out_ptr + offs_m[:, None] * stride_om + offs_n[None, :]
    tl.store(out_ptrs, dist, mask=mask_m[:, None] & mask_n[None, :])
