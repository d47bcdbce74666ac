# tl.cumsum of one 32x64 fp32 tile along axis 0 (down the columns) and
# along axis 1 (along the rows): the same layout scanned across both of its
# dimensions, results stored separately.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,32,64
# launch: grid = 2048, num_warps = 4
# args: f32[2048,32,64]=randn f32[2048,32,64]=zeros f32[2048,32,64]=zeros
# outputs: 1 2
# tol: 1e-4 1e-5
import triton
import triton.language as tl


@triton.jit
def scan_cumsum_2d(x_ptr, down_ptr, across_ptr, R: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * R * C + tl.arange(0, R)[:, None] * C + tl.arange(0, C)[None, :]
    x = tl.load(x_ptr + offs)
    tl.store(down_ptr + offs, tl.cumsum(x, axis=0))
    tl.store(across_ptr + offs, tl.cumsum(x, axis=1))
