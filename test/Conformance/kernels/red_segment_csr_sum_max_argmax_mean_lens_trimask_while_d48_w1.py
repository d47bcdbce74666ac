# torch_scatter.segment_csr (sum / max with arg / mean) over 60 variable-length segments
# of f32 rows [*, 48]: segment starts from a [16, 64] strictly-lower-triangular masked
# load of the int32 lengths reduced along axis 1, then a runtime loop up to the block's
# longest segment gathering [16 segments, 64 features] rows with per-segment validity,
# first-occurrence argmax (int64), empty segments -> 0 / -1. num_warps 1.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*fp32:16,*fp32:16,*fp32:16,*i64:16,i32,i32:16,i32:16,i32:16,64,16,64
# launch: grid = 4, num_warps = 1
# args: f32[540,48]=randn i32[60]=int:0:9 f32[60,48]=zeros f32[60,48]=zeros f32[60,48]=zeros i64[60,48]=zeros i32=60 i32=48 i32=48 i32=48
# outputs: 2 3 4 5
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def segment_csr_reduce_kernel(
    src_ptr,
    lengths_ptr,
    sum_ptr,
    max_ptr,
    mean_ptr,
    arg_ptr,
    num_segments,
    dim,
    stride_src,
    stride_out,
    SEG_PAD: tl.constexpr,
    BLOCK_S: tl.constexpr,
    BLOCK_D: tl.constexpr,
):
    pid = tl.program_id(0)
    segs = pid * BLOCK_S + tl.arange(0, BLOCK_S)
    seg_mask = segs < num_segments
    all_s = tl.arange(0, SEG_PAD)

    before = (all_s[None, :] < segs[:, None]) & (all_s[None, :] < num_segments)
    len_ptrs = lengths_ptr + tl.broadcast_to(all_s[None, :], [BLOCK_S, SEG_PAD])
    prev_lens = tl.load(len_ptrs, mask=before, other=0)
    starts = tl.sum(prev_lens, axis=1)
    lens = tl.load(lengths_ptr + segs, mask=seg_mask, other=0)

    offs_d = tl.arange(0, BLOCK_D)
    d_mask = offs_d < dim
    acc = tl.zeros([BLOCK_S, BLOCK_D], dtype=tl.float32)
    mx = tl.full([BLOCK_S, BLOCK_D], float("-inf"), tl.float32)
    arg = tl.full([BLOCK_S, BLOCK_D], -1, tl.int64)

    max_len = tl.max(lens, axis=0)
    for j in range(0, max_len):
        valid = (j < lens) & seg_mask
        row = starts + j
        vm = valid[:, None] & d_mask[None, :]
        v = tl.load(src_ptr + row[:, None].to(tl.int64) * stride_src + offs_d[None, :], mask=vm, other=0.0)
        acc += v
        upd = vm & (v > mx)
        mx = tl.where(upd, v, mx)
        arg = tl.where(upd, row[:, None].to(tl.int64), arg)

    cnt = tl.maximum(lens, 1).to(tl.float32)
    mean = acc / cnt[:, None]
    empty = (lens == 0)[:, None]
    mx = tl.where(empty, 0.0, mx)

    out_offs = segs[:, None] * stride_out + offs_d[None, :]
    out_mask = seg_mask[:, None] & d_mask[None, :]
    tl.store(sum_ptr + out_offs, acc, mask=out_mask)
    tl.store(max_ptr + out_offs, mx, mask=out_mask)
    tl.store(mean_ptr + out_offs, mean, mask=out_mask)
    tl.store(arg_ptr + out_offs, arg, mask=out_mask)
