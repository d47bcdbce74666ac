# Mean over the first axis of a 4x32x16 f32 tile and max over the last,
# with both results stored (two reductions of one 3-D tile).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,4,32,16
# launch: grid = 5, num_warps = 4
# args: f32[10240]=randn f32[2560]=zeros f32[640]=zeros
# outputs: 1 2
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def mean_max_3d(x_ptr, mean_ptr, max_ptr, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    a = tl.arange(0, A)[:, None, None]
    b = tl.arange(0, B)[None, :, None]
    c = tl.arange(0, C)[None, None, :]
    x = tl.load(x_ptr + pid * A * B * C + a * B * C + b * C + c)
    mean = tl.sum(x, axis=0) / A
    bb = tl.arange(0, B)[:, None]
    cc = tl.arange(0, C)[None, :]
    tl.store(mean_ptr + pid * B * C + bb * C + cc, mean)
    mx = tl.max(x, axis=2)
    aa = tl.arange(0, A)[:, None]
    bb2 = tl.arange(0, B)[None, :]
    tl.store(max_ptr + pid * A * B + aa * B + bb2, mx)
