# Set self-similarity smoothing (one group of up to 64 points per program):
# the same loaded x tile [64, 32] is the A operand and, transposed, the B
# operand of S = x x^T, then the B operand of O = relu(S) x (S cast to f16);
# rows past the group's length (lens[g], may be 0) are masked on load and in
# S; row degrees sum(relu(S)) stored too.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i32:16,*fp32:16,*fp32:16,i32:16,i32:16,64,32
# launch: grid = 5, num_warps = 4
# args: f16[10240]=int:-2:2 i32[5]=int:0:64 f32[10240]=zeros f32[320]=zeros i32=32 i32=32
# outputs: 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def set_self_similarity_smooth(x_ptr, lens_ptr, out_ptr, deg_ptr, stride_xm, stride_om,
                               BLOCK_M: tl.constexpr, D: tl.constexpr):
    g = tl.program_id(0)
    n = tl.load(lens_ptr + g)
    offs_m = tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, D)
    row_ok = offs_m < n
    rows = g * BLOCK_M + offs_m
    x = tl.load(x_ptr + rows[:, None] * stride_xm + offs_d[None, :], mask=row_ok[:, None], other=0.0)
    s = tl.dot(x, tl.trans(x))
    s = tl.where(row_ok[:, None] & row_ok[None, :], tl.maximum(s, 0.0), 0.0)
    deg = tl.sum(s, axis=1)
    o = tl.dot(s.to(tl.float16), x)
    tl.store(out_ptr + rows[:, None] * stride_om + offs_d[None, :], o, mask=row_ok[:, None])
    tl.store(deg_ptr + rows, deg, mask=row_ok)
