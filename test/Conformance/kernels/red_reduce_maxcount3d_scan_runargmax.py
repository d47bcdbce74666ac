# User combine functions: tl.reduce over a 4x8x32 int32 tile along axis 2 with
# a (value, count) tuple combine giving the maximum and how many times it
# occurs (values -3..3), and tl.associative_scan along axis 0 of a 64x16 f32
# tile (50 valid rows) with a (value, index) combine: the running maximum and
# the row where it was first reached.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*fp32:16,*fp32:16,*i32:16,i32,4,8,32,64,16
# launch: grid = 16, num_warps = 4
# args: i32[16384]=int:-3:3 i32[512]=zeros i32[512]=zeros f32[12800]=randn f32[12800]=zeros i32[12800]=zeros i32=50
# outputs: 1 2 4 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _max_count_combine(v1, c1, v2, c2):
    gt = v1 > v2
    eq = v1 == v2
    v = tl.where(gt, v1, v2)
    c = tl.where(eq, c1 + c2, tl.where(gt, c1, c2))
    return v, c


@triton.jit
def _running_argmax_combine(v1, i1, v2, i2):
    take_right = v2 > v1
    return tl.where(take_right, v2, v1), tl.where(take_right, i2, i1)


@triton.jit
def custom_reduce_scan(x_ptr, vmax_ptr, cnt_ptr, s_ptr, run_v_ptr, run_i_ptr, M,
                       A: tl.constexpr, B: tl.constexpr, C: tl.constexpr,
                       BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    a = tl.arange(0, A)[:, None, None]
    b = tl.arange(0, B)[None, :, None]
    c = tl.arange(0, C)[None, None, :]
    x = tl.load(x_ptr + pid * A * B * C + a * (B * C) + b * C + c)
    ones = tl.full([A, B, C], 1, tl.int32)
    vmax, cnt = tl.reduce((x, ones), 2, _max_count_combine)
    o2 = pid * A * B + tl.arange(0, A)[:, None] * B + tl.arange(0, B)[None, :]
    tl.store(vmax_ptr + o2, vmax)
    tl.store(cnt_ptr + o2, cnt)

    rows = tl.arange(0, BM)
    cols = pid * BN + tl.arange(0, BN)
    ncols = tl.num_programs(0) * BN
    mask = (rows[:, None] < M) & (cols[None, :] < ncols)
    offs = rows[:, None] * ncols + cols[None, :]
    s = tl.load(s_ptr + offs, mask=mask, other=float("-inf"))
    idx = tl.broadcast_to(rows[:, None], [BM, BN])
    run_v, run_i = tl.associative_scan((s, idx), 0, _running_argmax_combine)
    tl.store(run_v_ptr + offs, run_v, mask=mask)
    tl.store(run_i_ptr + offs, run_i, mask=mask)
