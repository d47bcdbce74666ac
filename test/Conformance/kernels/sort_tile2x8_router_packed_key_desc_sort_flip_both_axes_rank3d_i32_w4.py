# MoE router ordering for 2 tokens x 8 experts per program (a [2, 8] int32 tile
# under num_warps=4): scores packed with the reversed expert id into one key,
# tl.sort(descending=True) along axis 1 and unpacked, tl.flip on axis 1 (ascending
# copy) and on axis 0 (partner token of the pair), and each expert's rank from
# a [2, 8, 8] broadcast compare summed over axis 2; 37 tokens, masked tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i16:16,*i32:16,*i8:16,*i32:16,i32,i32,2,8,3
# launch: grid = 19, num_warps = 4
# args: i32[296]=int:-300:300 i32[296]=zeros i16[296]=zeros i32[296]=zeros i8[296]=zeros i32[296]=zeros i32=37 i32=8
# outputs: 1 2 3 4 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def router_sort_kernel(
    score_ptr,
    sorted_ptr,
    ids_ptr,
    asc_ptr,
    rank_ptr,
    pairdiff_ptr,
    T,
    stride_t,
    BLOCK_T: tl.constexpr,
    E: tl.constexpr,
    LOG2_E: tl.constexpr,
):
    pid = tl.program_id(0)
    t = pid * BLOCK_T + tl.arange(0, BLOCK_T)
    e = tl.arange(0, E)
    tmask = t < T
    mask = tmask[:, None] & (e[None, :] < E)
    s = tl.load(score_ptr + t[:, None] * stride_t + e[None, :], mask=mask, other=-4096)

    # ties go to the lower expert id: it gets the larger low bits
    key = s * E + (E - 1 - e)[None, :]
    skey = tl.sort(key, dim=1, descending=True)
    sval = skey >> LOG2_E
    sid = (E - 1) - (skey & (E - 1))

    asc = tl.flip(sval, 1)
    partner = tl.flip(sval, 0)
    rank = tl.sum((key[:, None, :] > key[:, :, None]).to(tl.int32), axis=2)

    out = t[:, None] * E + e[None, :]
    tl.store(sorted_ptr + out, sval, mask=mask)
    tl.store(ids_ptr + out, sid.to(tl.int16), mask=mask)
    tl.store(asc_ptr + out, asc, mask=mask)
    tl.store(rank_ptr + out, rank.to(tl.int8), mask=mask)
    tl.store(pairdiff_ptr + out, sval - partner, mask=mask)
