# Jagged (ragged) batch -> padded dense plus per-sequence column sums, FBGEMM
# jagged_to_padded style: 6 sequences with lengths 0..9 packed back to back in
# a [54, 40] values buffer; each program derives its start offset as a masked
# sum of the lengths before it, reads its own length through a 1-element tile,
# truncates to max_len=7, fills padding, and stores its start offset.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*fp32:16,*fp32:16,*i32:16,i32,i32,i32,i32,fp32,8,4,32
# launch: grid = 6x2, num_warps = 1
# args: f32[2160]=int:-8:8 i32[6]=int:0:9 f32[1680]=zeros f32[240]=zeros i32[6]=zeros i32=6 i32=40 i32=7 i32=40 f32=0.5
# outputs: 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def jagged_to_padded_sum_kernel(
    Values, Lengths, Padded, Sums, SeqStart,
    B, D, max_len, stride_v, padding_value,
    BLOCK_B: tl.constexpr, BLOCK_L: tl.constexpr, BLOCK_D: tl.constexpr,
):
    b = tl.program_id(0)
    pid_d = tl.program_id(1)
    bo = tl.arange(0, BLOCK_B)
    lens = tl.load(Lengths + bo, mask=bo < B, other=0)
    start = tl.sum(tl.where(bo < b, lens, 0), axis=0)
    one = tl.arange(0, 1)
    own = tl.load(Lengths + b + one)
    seq_len = tl.minimum(tl.sum(own, axis=0), max_len)

    d = pid_d * BLOCK_D + tl.arange(0, BLOCK_D)
    dmask = d < D
    acc = tl.zeros([BLOCK_D], dtype=tl.float32)
    for l0 in range(0, max_len, BLOCK_L):
        l = l0 + tl.arange(0, BLOCK_L)
        m = (l < seq_len)[:, None] & dmask[None, :]
        rows = (start + l).to(tl.int64)
        v = tl.load(Values + rows[:, None] * stride_v + d[None, :], mask=m, other=0.0)
        acc += tl.sum(v, axis=0)
        out = tl.where(m, v, padding_value)
        dst = (b * max_len + l)[:, None] * D + d[None, :]
        tl.store(Padded + dst, out, mask=(l < max_len)[:, None] & dmask[None, :])
    tl.store(Sums + b * D + d, acc, mask=dmask)
    if pid_d == 0:
        tl.store(SeqStart + b + one, start + tl.zeros([1], dtype=tl.int32))
