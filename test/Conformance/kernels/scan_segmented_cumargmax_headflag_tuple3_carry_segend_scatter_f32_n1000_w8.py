# Segmented running argmax (torch.cummax restarted at segment heads) over 1000
# f32 values with i8 head flags, one program walking 256-wide chunks: a 3-tuple
# tl.associative_scan (head-flag OR, value, index; ties keep the lower index),
# the previous chunk's (value, index) carry merged into lanes not yet past a
# head, segment ids by tl.cumsum of the flags plus a carried count, and each
# segment's argmax scattered at its last element (flag of i+1 loaded).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i8:16,*fp32:16,*i32:16,*i32:16,*i32:16,i32,256
# launch: grid = 1, num_warps = 8
# args: f32[1000]=int:-50:50 i8[1000]=int:0:1 f32[1000]=zeros i32[1000]=zeros i32[1000]=zeros i32[1]=zeros i32=1000
# outputs: 2 3 4 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _seg_argmax_combine(f1, v1, i1, f2, v2, i2):
    take_right = (f2 != 0) | (v2 > v1) | ((v2 == v1) & (i2 < i1))
    return f1 | f2, tl.where(take_right, v2, v1), tl.where(take_right, i2, i1)


@triton.jit
def segmented_cumargmax_kernel(
    val_ptr,
    head_ptr,
    run_max_ptr,
    run_idx_ptr,
    seg_argmax_ptr,
    num_segs_ptr,
    n,
    BLOCK: tl.constexpr,
):
    lanes = tl.arange(0, BLOCK)
    carry_v = float("-inf")
    carry_i = -1
    seg_base = -1
    for start in range(0, n, BLOCK):
        offs = start + lanes
        mask = offs < n
        v = tl.load(val_ptr + offs, mask=mask, other=float("-inf"))
        head = (tl.load(head_ptr + offs, mask=mask, other=0) != 0) | (offs == 0)
        head_i = head.to(tl.int32)
        nxt = tl.load(head_ptr + offs + 1, mask=offs + 1 < n, other=1) != 0
        is_end = mask & (nxt | (offs == n - 1))

        f_sc, v_sc, i_sc = tl.associative_scan(
            (head_i, v, offs), axis=0, combine_fn=_seg_argmax_combine
        )
        from_carry = (f_sc == 0) & ((carry_v > v_sc) | ((carry_v == v_sc) & (carry_i < i_sc)))
        run_v = tl.where(from_carry, carry_v, v_sc)
        run_i = tl.where(from_carry, carry_i, i_sc)
        tl.store(run_max_ptr + offs, run_v, mask=mask)
        tl.store(run_idx_ptr + offs, run_i, mask=mask)

        seg_id = seg_base + tl.cumsum(head_i, axis=0)
        tl.store(seg_argmax_ptr + seg_id, run_i, mask=is_end)

        last = lanes == BLOCK - 1
        carry_v = tl.max(tl.where(last, run_v, float("-inf")), axis=0)
        carry_i = tl.max(tl.where(last, run_i, -1), axis=0)
        seg_base = seg_base + tl.sum(head_i, axis=0)
    tl.store(num_segs_ptr, seg_base + 1)
