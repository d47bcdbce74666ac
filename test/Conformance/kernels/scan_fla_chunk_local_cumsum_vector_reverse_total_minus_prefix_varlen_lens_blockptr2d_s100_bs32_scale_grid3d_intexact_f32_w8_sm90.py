# FLA chunk_local_cumsum_vector_kernel with REVERSE and HAS_SCALE: per (feature
# block, chunk, seq*head) a [64, 32] tile of a packed varlen [T, H, S] gate
# tensor is scanned along time inside the chunk; the reverse (suffix) form is
# total - inclusive prefix + self. Sequence offsets come from a lengths vector
# (masked sums), chunks past a sequence's end return; 2-D block pointers with
# boundary checks on the time and S=100 tails. Integer inputs: exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*i32:16,fp32,i32,4,100,64,32,4,True,True
# launch: grid = 4x4x12, num_warps = 8
# args: f32[600,4,100]=int:-8:8 f32[600,4,100]=zeros i32[3]=int:10:200 f32=0.5 i32=3
# outputs: 1
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def chunk_local_cumsum_vector_kernel(
    s, o, seq_lens, scale, N,
    H: tl.constexpr, S: tl.constexpr, BT: tl.constexpr, BS: tl.constexpr, NPAD: tl.constexpr,
    REVERSE: tl.constexpr, HAS_SCALE: tl.constexpr,
):
    i_s, i_t, i_nh = tl.program_id(0), tl.program_id(1), tl.program_id(2)
    i_n, i_h = i_nh // H, i_nh % H
    o_n = tl.arange(0, NPAD)
    lens = tl.load(seq_lens + o_n, mask=o_n < N, other=0)
    bos = tl.sum(tl.where(o_n < i_n, lens, 0), axis=0)
    T = tl.sum(tl.where(o_n == i_n, lens, 0), axis=0)
    if i_t * BT >= T:
        return

    p_s = tl.make_block_ptr(s + (bos * H + i_h) * S, (T, S), (H * S, 1), (i_t * BT, i_s * BS), (BT, BS), (1, 0))
    p_o = tl.make_block_ptr(o + (bos * H + i_h) * S, (T, S), (H * S, 1), (i_t * BT, i_s * BS), (BT, BS), (1, 0))
    b_s = tl.load(p_s, boundary_check=(0, 1), padding_option="zero").to(tl.float32)
    b_o = tl.cumsum(b_s, axis=0)
    if REVERSE:
        b_z = tl.sum(b_s, axis=0)
        b_o = -b_o + b_z[None, :] + b_s
    if HAS_SCALE:
        b_o *= scale
    tl.store(p_o, b_o.to(p_o.dtype.element_ty), boundary_check=(0, 1))
