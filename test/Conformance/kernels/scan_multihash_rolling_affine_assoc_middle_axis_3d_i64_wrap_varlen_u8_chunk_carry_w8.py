# 8-lane polynomial rolling hashes (h = h * base + byte + 1 mod 2^64) of
# varlen u8 strings: affine pairs (base, byte + 1; identity past the end) of a
# [4, 32, 8] int64 tile composed by a non-commutative tuple associative_scan
# along the middle axis, applied to a [4, 1, 8] carry re-extracted from the
# chunk's last position. All prefix and final hashes stored; tails, 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *u8:16,*i32:16,*i64:16,*i64:16,*i64:16,i32,i32,i32,4,32,8
# launch: grid = 2, num_warps = 8
# args: u8[480]=int:0:255 i32[6]=int:0:80 i64[8]=int:1000003:999999999 i64[3840]=zeros i64[48]=zeros i32=6 i32=80 i32=80
# outputs: 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _affine_combine(a1, c1, a2, c2):
    return a1 * a2, c1 * a2 + c2


@triton.jit
def multihash_prefix_kernel(bytes_ptr, len_ptr, base_ptr, pref_ptr, final_ptr, B, T, stride_b,
                            BB: tl.constexpr, BT: tl.constexpr, NH: tl.constexpr):
    pid = tl.program_id(0)
    b = pid * BB + tl.arange(0, BB)
    bm = b < B
    hh = tl.arange(0, NH)
    lens = tl.load(len_ptr + b, mask=bm, other=0)
    base3 = tl.broadcast_to(tl.load(base_ptr + hh)[None, None, :], [BB, BT, NH])
    state = tl.zeros([BB, 1, NH], dtype=tl.int64) + (hh[None, None, :] + 1).to(tl.int64)
    last = (tl.arange(0, BT) == BT - 1)[None, :, None]
    for t0 in range(0, T, BT):
        t = t0 + tl.arange(0, BT)
        live = bm[:, None] & (t[None, :] < lens[:, None])
        byt = tl.load(bytes_ptr + b[:, None] * stride_b + t[None, :], mask=live, other=0).to(tl.int64)
        live3 = live[:, :, None]
        A = tl.where(live3, base3, 1)
        C = tl.broadcast_to(tl.where(live3, (byt + 1)[:, :, None], 0), [BB, BT, NH])
        PA, PC = tl.associative_scan((A, C), 1, _affine_combine)
        h = PA * state + PC
        off = (b[:, None, None] * T + t[None, :, None]) * NH + hh[None, None, :]
        tl.store(pref_ptr + off, h, mask=live3 & (hh[None, None, :] < NH))
        state = tl.sum(tl.where(last, h, 0), axis=1, keep_dims=True)
    tl.store(final_ptr + b[:, None] * NH + hh[None, :], tl.reshape(state, [BB, NH]), mask=bm[:, None])
