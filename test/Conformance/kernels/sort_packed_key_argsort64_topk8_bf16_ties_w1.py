# Triton's own packed-key sorting trick (triton_kernels topk / routing): bf16 bits
# mapped to an order-preserving uint16 key, shifted into the high half of a uint32
# whose low half holds (64 - column) so ties keep the lower column first; one
# tl.sort(descending) of the [8, 64] tile gives a full argsort of 57-wide rows
# (padded with -inf), tl.topk(k=8) the top-8; values/indices unpacked from the
# keys. 50 rows in 8-row blocks (row tail), integer-valued input for many ties.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,i32,*i32:16,*bf16:16,*bf16:16,*i32:16,i32,i32,8,64,8
# launch: grid = 7, num_warps = 1
# args: bf16[50,57]=int:-30:30 i32=57 i32[50,57]=zeros bf16[50,57]=zeros bf16[50,8]=zeros i32[50,8]=zeros i32=50 i32=57
# outputs: 2 3 4 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def get_topmask_and_fullmask(x):
    tl.static_assert(x.dtype.is_int_unsigned(), "floating-point value must be passed as bits")
    tm: tl.constexpr = 1 << (-1 + x.dtype.primitive_bitwidth)
    fm: tl.constexpr = (1 << x.dtype.primitive_bitwidth) - 1
    tm_arr = tl.full(x.shape, tm, dtype=x.dtype)
    fm_arr = tl.full(x.shape, fm, dtype=x.dtype)
    return tm_arr, fm_arr


@triton.jit
def fpval_to_key(x):
    tm, fm = get_topmask_and_fullmask(x)
    return x ^ tl.where((x & tm) != 0, fm, tm)


@triton.jit
def key_to_fpval(x):
    tm, fm = get_topmask_and_fullmask(x)
    return x ^ tl.where((x & tm) == 0, fm, tm)


@triton.jit
def indx_to_key(indx, N_PAD: tl.constexpr):
    return N_PAD - indx


@triton.jit
def key_to_indx(indx, N_PAD: tl.constexpr):
    return N_PAD - indx


@triton.jit
def packed_argsort_topk_kernel(
    X_ptr,
    stride_xm,
    SortIdx_ptr,
    SortVal_ptr,
    TopkVal_ptr,
    TopkIdx_ptr,
    n_rows,
    n_cols,
    BLOCK_M: tl.constexpr,
    N_PAD: tl.constexpr,
    K: tl.constexpr,
):
    pid = tl.program_id(0)
    offs_m = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, N_PAD)
    mask_m = offs_m < n_rows
    mask_n = offs_n < n_cols
    mask = mask_m[:, None] & mask_n[None, :]

    x = tl.load(X_ptr + offs_m[:, None] * stride_xm + offs_n[None, :], mask=mask, other=float("-inf"))
    x_bits = x.to(tl.uint16, bitcast=True)
    keys = fpval_to_key(x_bits).to(tl.uint32) << 16
    keys = keys | indx_to_key(offs_n, N_PAD).to(tl.uint32)[None, :]

    # full argsort of the row
    sorted_keys = tl.sort(keys, dim=1, descending=True)
    s_idx = key_to_indx((sorted_keys & 0x0000FFFF).to(tl.int32), N_PAD)
    s_val = key_to_fpval((sorted_keys >> 16).to(tl.uint16)).to(tl.bfloat16, bitcast=True)
    out_offs = offs_m[:, None] * n_cols + offs_n[None, :]
    tl.store(SortIdx_ptr + out_offs, s_idx, mask=mask)
    tl.store(SortVal_ptr + out_offs, s_val, mask=mask)

    # top-K on the same packed keys
    top = tl.topk(keys, K, dim=1)
    offs_k = tl.arange(0, K)
    t_idx = key_to_indx((top & 0x0000FFFF).to(tl.int32), N_PAD)
    t_val = key_to_fpval((top >> 16).to(tl.uint16)).to(tl.bfloat16, bitcast=True)
    k_offs = offs_m[:, None] * K + offs_k[None, :]
    k_mask = mask_m[:, None] & (offs_k[None, :] < K)
    tl.store(TopkVal_ptr + k_offs, t_val, mask=k_mask)
    tl.store(TopkIdx_ptr + k_offs, t_idx, mask=k_mask)
