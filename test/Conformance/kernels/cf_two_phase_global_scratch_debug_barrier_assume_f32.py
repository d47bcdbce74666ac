# Two phases in one program through global memory: phase 1 centres a 64x48
# tile of rows (tail masked) and writes it transposed into this program's
# scratch slab, tl.debug_barrier() orders it against phase 2, which reads the
# slab back row-major (.cg) in another layout to form column norms; tl.assume
# on the strides and sizes, tl.static_assert on the tile size.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32:16,i32,64,64
# launch: grid = 5, num_warps = 8
# args: f32[15000]=randn f32[20480]=zeros f32[15000]=zeros f32[320]=zeros i32=300 i32=48 i32=50
# outputs: 2 3
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def two_phase_scratch_kernel(x_ptr, scratch_ptr, y_ptr, norm_ptr, M, N, stride_xm,
                             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    tl.static_assert(BLOCK_M * BLOCK_N <= 8192, "scratch slab too large")
    tl.assume(M > 0)
    tl.assume(N > 0)
    tl.assume(stride_xm >= N)
    pid = tl.program_id(0)
    slab = scratch_ptr + pid * (BLOCK_M * BLOCK_N)
    rows = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    x = tl.load(x_ptr + rows[:, None] * stride_xm + cols[None, :], mask=mask, other=0.0)
    mean = tl.sum(x, axis=1) / N
    xc = tl.where(mask, x - mean[:, None], 0.0)
    # phase 1: column-major write of the centred tile
    tl.store(slab + cols[None, :] * BLOCK_M + tl.arange(0, BLOCK_M)[:, None], xc)
    tl.debug_barrier()
    # phase 2: read it back as [BLOCK_N, BLOCK_M] rows
    n_idx = tl.arange(0, BLOCK_N)[:, None]
    m_idx = tl.arange(0, BLOCK_M)[None, :]
    t = tl.load(slab + n_idx * BLOCK_M + m_idx, cache_modifier=".cg")
    sq = tl.sum(t * t, axis=1)
    tl.store(norm_ptr + pid * BLOCK_N + tl.arange(0, BLOCK_N), tl.sqrt(sq))
    ymask = (n_idx < N) & ((pid * BLOCK_M + m_idx) < M)
    tl.store(y_ptr + (pid * BLOCK_M + m_idx) * stride_xm + n_idx, t * 2.0, mask=ymask)
