# Suffix running max with its first position over the time axis of a
# [5, 20, 3, 16] f16 tensor (look-ahead max pooling / "max of the future"):
# tl.associative_scan(reverse=True) over axis 0 of a 3-D [8, 4, 16] tile with
# a 2-tuple (f16 value, i32 index) lexicographic combine; chunks walk from
# the end of the sequence backwards and carry a [4, 16] (value, index) pair
# built by tl.reduce of the same tuple; T and H tails masked to -inf.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*i32:16,i32,i32,i32:16,i32:16,i32:16,8,4,16
# launch: grid = 5, num_warps = 4, num_stages = 3
# args: f16[4800]=randn f16[4800]=zeros i32[4800]=zeros i32=20 i32=3 i32=960 i32=48 i32=16
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _max_first(va, ia, vb, ib):
    take_a = (va > vb) | ((va == vb) & (ia < ib))
    return tl.where(take_a, va, vb), tl.where(take_a, ia, ib)


@triton.jit
def suffix_argmax_time_kernel(x_ptr, vmax_ptr, imax_ptr, T, H, s_b, s_t, s_h,
                              BT: tl.constexpr, BH: tl.constexpr, D: tl.constexpr):
    b = tl.program_id(0)
    t_loc = tl.arange(0, BT)
    hh = tl.arange(0, BH)
    dd = tl.arange(0, D)
    hd_off = hh[None, :, None] * s_h + dd[None, None, :]
    hm = (hh < H)[None, :, None] & (dd < D)[None, None, :]
    NO_IDX: tl.constexpr = 1 << 30

    carry_v = tl.full([BH, D], float("-inf"), tl.float16)
    carry_i = tl.full([BH, D], NO_IDX, tl.int32)
    n_chunks = tl.cdiv(T, BT)
    for j in range(0, n_chunks):
        c = n_chunks - 1 - j
        t = c * BT + t_loc
        m = (t < T)[:, None, None] & hm
        off = b * s_b + t[:, None, None] * s_t + hd_off
        v = tl.load(x_ptr + off, mask=m, other=float("-inf"))
        idx = tl.broadcast_to(t[:, None, None], [BT, BH, D])
        idx = tl.where(m, idx, NO_IDX)

        sv, si = tl.associative_scan((v, idx), 0, _max_first, reverse=True)
        sv, si = _max_first(sv, si, carry_v[None, :, :], carry_i[None, :, :])
        tl.store(vmax_ptr + off, sv, mask=m)
        tl.store(imax_ptr + off, si, mask=m)

        cv, ci = tl.reduce((v, idx), 0, _max_first)
        carry_v, carry_i = _max_first(cv, ci, carry_v, carry_i)
