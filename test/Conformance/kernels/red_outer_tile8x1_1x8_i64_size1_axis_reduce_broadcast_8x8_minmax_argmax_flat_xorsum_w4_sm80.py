# Pairwise int64 scores from a column vector [8, 1] and a row vector [1, 8]
# (keys scaled past 2^32) under num_warps=4: sums/max over their size-1 axes,
# broadcast to an [8, 8] tile (masked 6x7 of it real), row min / column max,
# an argmax of the tile flattened by tl.reshape to [64], an int64 xor_sum, and
# masked stores of the [8, 8] tile and of [8, 1] / [1, 8] results.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i64:16,*i64:16,*i64:16,*i64:16,*i64:16,*i32:16,*i64:16,i32,i32,8
# launch: grid = 4, num_warps = 4
# args: i64[24]=int:-100000:100000 i64[28]=int:-100000:100000 i64[256]=zeros i64[32]=zeros i64[32]=zeros i32[4]=zeros i64[4]=zeros i32=6 i32=7
# outputs: 2 3 4 5 6
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def outer_i64_scores_kernel(
    u_ptr,
    v_ptr,
    tile_ptr,
    rowmin_ptr,
    colmax_ptr,
    arg_ptr,
    xor_ptr,
    n_u,
    n_v,
    B: tl.constexpr,
):
    pid = tl.program_id(0)
    i = tl.arange(0, B)
    um = i < n_u
    vm = i < n_v
    u = tl.load(u_ptr + pid * n_u + i, mask=um, other=0)[:, None]
    v = tl.load(v_ptr + pid * n_v + i, mask=vm, other=0)[None, :]

    # reductions over size-1 axes are identities, kept as [8, 1] / [1, 8]
    us = tl.sum(u, axis=1, keep_dims=True) * (1 << 20)
    vs = tl.max(v, axis=0, keep_dims=True) * 3

    mask = um[:, None] & vm[None, :]
    s = us + vs - (us >> 7) * (vs & 255)
    s = tl.where(mask, s, -9223372036854775807 - 1)
    tl.store(tile_ptr + pid * (B * B) + i[:, None] * B + i[None, :], s, mask=mask)

    rmin = tl.min(tl.where(mask, s, 9223372036854775807), axis=1, keep_dims=True)
    tl.store(rowmin_ptr + pid * B + i[:, None], rmin, mask=um[:, None])
    cmax = tl.max(s, axis=0, keep_dims=True)
    tl.store(colmax_ptr + pid * B + i[None, :], cmax, mask=vm[None, :])

    flat = tl.reshape(s, [B * B])
    tl.store(arg_ptr + pid, tl.argmax(flat, axis=0))
    tl.store(xor_ptr + pid, tl.xor_sum(tl.where(mask, s, 0), axis=None))
