# A while loop carrying a 64-element vector and a 64x64 tile: each step
# multiplies the tile's rows by the vector and takes the new vector as the
# tile's column max, until it stops changing or 8 steps pass.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,64
# launch: grid = 2, num_warps = 4
# args: f32[8192]=rand f32[128]=rand f32[128]=zeros
# outputs: 2
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def while_two_layouts(a_ptr, v_ptr, out_ptr, N: tl.constexpr):
    pid = tl.program_id(0)
    r = tl.arange(0, N)
    a = tl.load(a_ptr + pid * N * N + r[:, None] * N + r[None, :])
    v = tl.load(v_ptr + pid * N + r)
    step = 0
    delta = 1.0
    while (step < 8) & (delta > 1e-7):
        t = a * v[:, None]
        nv = tl.max(t, axis=0)
        nv = nv / tl.max(nv, axis=0)
        delta = tl.max(tl.abs(nv - v), axis=0)
        v = nv
        step += 1
    tl.store(out_ptr + pid * N + r, v)
