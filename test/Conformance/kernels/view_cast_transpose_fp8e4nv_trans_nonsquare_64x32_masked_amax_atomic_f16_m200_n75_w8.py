# TransformerEngine-style cast-transpose: a 64x32 tile of a 200x75 f16 matrix is
# scaled, clamped to +-448 and cast to fp8e4nv, stored row-major and, through
# tl.trans to a 32x64 tile, into the 75x200 transposed output (both ragged,
# masked); the tile's amax of |x| goes to a global tl.atomic_max.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*fp8e4nv:16,*fp8e4nv:16,*fp32:16,i32,i32,i32,i32,64,32
# launch: grid = 4x3, num_warps = 8
# args: f16[15000]=randn f32[1]=fill:128.0 fp8e4m3[15000]=zeros fp8e4m3[15000]=zeros f32[1]=zeros i32=200 i32=75 i32=75 i32=200
# outputs: 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def cast_transpose_fp8_kernel(x_ptr, scale_ptr, c_ptr, t_ptr, amax_ptr, M, N, stride_m, stride_tn,
                              BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    m = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * stride_m + rn[None, :], mask=m, other=0.0).to(tl.float32)
    s = tl.load(scale_ptr)
    y = tl.clamp(x * s, -448.0, 448.0).to(tl.float8e4nv)
    tl.store(c_ptr + rm[:, None] * stride_m + rn[None, :], y, mask=m)
    yt = tl.trans(y)
    mt = (rn[:, None] < N) & (rm[None, :] < M)
    tl.store(t_ptr + rn[:, None] * stride_tn + rm[None, :], yt, mask=mt)
    tile_amax = tl.max(tl.max(tl.abs(x), axis=1), axis=0)
    tl.atomic_max(amax_ptr, tile_amax)
