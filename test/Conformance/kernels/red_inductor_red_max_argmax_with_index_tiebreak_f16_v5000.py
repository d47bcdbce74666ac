# Inductor looped reduction for torch.max(x, dim=-1) on f16 logits [300, 5000]:
# one accumulator through triton_helpers.maximum and an int64 index pair
# through maximum_with_index (NaN-aware via `a_isnan and not b_isnan`,
# lowest index on ties), finished by max2 / max_with_index (tl.reduce of a
# tuple). Integer-valued inputs make ties common. XBLOCK = 4, RBLOCK = 512,
# evict_first loads, 8 warps, default num_stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*i64:16,i32,i32,4,512
# launch: grid = 75, num_warps = 8
# args: f16[300,5000]=int:-20:20 f16[300]=zeros i64[300]=zeros i32=300 i32=5000
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def promote_to_tensor(x):
    # Addition promotes to tensor for us
    return x + tl.zeros((1,), tl.int1)


@triton.jit
def is_floating(x):
    return promote_to_tensor(x).dtype.is_floating()


@triton.jit
def maximum(a, b):
    mask = a > b
    if is_floating(a):
        mask |= a != a
    return tl.where(mask, a, b)


@triton.jit
def max2(a, dim):
    return tl.reduce(a, dim, maximum)


@triton.jit
def maximum_with_index(a_value, a_index, b_value, b_index):
    mask = a_value > b_value
    equal = a_value == b_value
    if is_floating(a_value):
        a_isnan = a_value != a_value
        b_isnan = b_value != b_value
        mask |= a_isnan and not b_isnan
        # Consider NaNs as equal
        equal |= a_isnan and b_isnan

    # Prefer lowest index if values are equal
    mask |= equal & (a_index < b_index)
    return tl.where(mask, a_value, b_value), tl.where(mask, a_index, b_index)


@triton.jit
def max_with_index(value, index, dim):
    return tl.reduce((value, index), dim, maximum_with_index)


@triton.jit
def triton_red_fused_max_0(in_ptr0, out_ptr0, out_ptr1, xnumel, rnumel, XBLOCK : tl.constexpr, RBLOCK : tl.constexpr):
    xnumel = 300
    rnumel = 5000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    rbase = tl.arange(0, RBLOCK)[None, :]
    x0 = xindex
    _tmp3 = tl.full([XBLOCK, RBLOCK], float("-inf"), tl.float32)
    _tmp5 = tl.full([XBLOCK, RBLOCK], float("-inf"), tl.float32)
    _tmp5_index = tl.full([XBLOCK, RBLOCK], 9223372036854775807, tl.int64)
    for roffset in range(0, rnumel, RBLOCK):
        rindex = roffset + rbase
        rmask = rindex < rnumel
        r1 = rindex
        tmp0 = tl.load(in_ptr0 + (r1 + 5000*x0), rmask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, RBLOCK])
        tmp4 = maximum(_tmp3, tmp2)
        _tmp3 = tl.where(rmask & xmask, tmp4, _tmp3)
        _tmp5_next, _tmp5_index_next = maximum_with_index(
            _tmp5, _tmp5_index, tmp2, rindex
        )
        _tmp5 = tl.where(rmask & xmask, _tmp5_next, _tmp5)
        _tmp5_index = tl.where(rmask & xmask, _tmp5_index_next, _tmp5_index)
    tmp3 = max2(_tmp3, 1)[:, None]
    tmp5_val, tmp5_idx = max_with_index(_tmp5, _tmp5_index, 1)
    tmp5 = tmp5_idx[:, None]
    tl.store(out_ptr0 + (x0), tmp3, xmask)
    tl.store(out_ptr1 + (x0), tmp5, xmask)
