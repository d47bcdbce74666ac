# Reductions over a 1x512 tile (a unit leading dimension): max and sum along
# axis 1 with keep_dims, and along axis 0 (the unit axis) of the same tile.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,512
# launch: grid = 3, num_warps = 4
# args: f32[1536]=randn f32[1536]=zeros f32[1536]=zeros
# outputs: 1 2
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def unit_row(x_ptr, y_ptr, z_ptr, N: tl.constexpr):
    pid = tl.program_id(0)
    cols = tl.arange(0, N)[None, :]
    x = tl.load(x_ptr + pid * N + cols)
    m = tl.max(x, axis=1, keep_dims=True)
    s = tl.sum(tl.exp(x - m), axis=1, keep_dims=True)
    tl.store(y_ptr + pid * N + cols, tl.exp(x - m) / s)
    z = tl.sum(x, axis=0)
    tl.store(z_ptr + pid * N + tl.arange(0, N), z * 2)
