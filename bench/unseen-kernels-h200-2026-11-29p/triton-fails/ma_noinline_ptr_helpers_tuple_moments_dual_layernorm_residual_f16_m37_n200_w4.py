# Dual LayerNorm (pre-residual and post-residual) over a [37, 200] f16 input:
# @triton.jit(noinline=True) helpers that take only pointers and scalars (as
# Triton requires) and return tensors and tuples of tensors: a tile loader
# returning (tile, mask), a moments helper returning (mean, var) of x + w*r
# called twice with different scalar weights, and a vector loader called twice.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp32:16,*fp32:16,i32,i32,i32,i32,fp32,4,256
# launch: grid = 10, num_warps = 4
# args: f16[7400]=randn f16[7400]=randn f16[200]=randn f16[200]=randn f16[7400]=zeros f16[7400]=zeros f32[37]=zeros f32[37]=zeros i32=37 i32=200 i32=200 i32=200 f32=1e-5
# outputs: 4 5 6 7
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit(noinline=True)
def _load_tile(ptr, row0, M, N, stride, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    rows = row0 + tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    mask = (rows < M)[:, None] & (cols < N)[None, :]
    x = tl.load(ptr + rows[:, None] * stride + cols[None, :], mask=mask, other=0.0)
    return x.to(tl.float32), mask


@triton.jit(noinline=True)
def _tile_moments(x_ptr, r_ptr, w_r, row0, M, N, stride, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    x, mask = _load_tile(x_ptr, row0, M, N, stride, BLOCK_M, BLOCK_N)
    r, _m = _load_tile(r_ptr, row0, M, N, stride, BLOCK_M, BLOCK_N)
    h = x + w_r * r
    mean = tl.sum(h, axis=1) / N
    d = tl.where(mask, h - mean[:, None], 0.0)
    var = tl.sum(d * d, axis=1) / N
    return mean, var


@triton.jit(noinline=True)
def _load_vec(ptr, N, BLOCK_N: tl.constexpr):
    cols = tl.arange(0, BLOCK_N)
    return tl.load(ptr + cols, mask=cols < N, other=0.0).to(tl.float32)


@triton.jit
def dual_layernorm_noinline_kernel(
    x_ptr, r_ptr, w_ptr, b_ptr, y_ptr, h_ptr, mean_ptr, rstd_ptr,
    M, N, stride_x, stride_y, eps,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
):
    pid = tl.program_id(0)
    row0 = pid * BLOCK_M
    rows = row0 + tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    rm = rows < M
    x, mask = _load_tile(x_ptr, row0, M, N, stride_x, BLOCK_M, BLOCK_N)
    r, _mask_r = _load_tile(r_ptr, row0, M, N, stride_x, BLOCK_M, BLOCK_N)
    m1, v1 = _tile_moments(x_ptr, r_ptr, 0.0, row0, M, N, stride_x, BLOCK_M, BLOCK_N)
    m2, v2 = _tile_moments(x_ptr, r_ptr, 1.0, row0, M, N, stride_x, BLOCK_M, BLOCK_N)
    h = x + r
    xn = (x - m1[:, None]) * (1.0 / tl.sqrt(v1 + eps))[:, None]
    rstd2 = 1.0 / tl.sqrt(v2 + eps)
    hn = (h - m2[:, None]) * rstd2[:, None]
    w = _load_vec(w_ptr, N, BLOCK_N)
    b = _load_vec(b_ptr, N, BLOCK_N)
    y = (0.5 * (xn + hn)) * w[None, :] + b[None, :]
    yo = rows[:, None] * stride_y + cols[None, :]
    tl.store(y_ptr + yo, y.to(tl.float16), mask=mask)
    tl.store(h_ptr + yo, h.to(tl.float16), mask=mask)
    tl.store(mean_ptr + rows, m2, mask=rm)
    tl.store(rstd_ptr + rows, rstd2, mask=rm)
