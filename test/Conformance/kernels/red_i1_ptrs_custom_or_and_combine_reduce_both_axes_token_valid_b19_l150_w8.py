# Boolean (int1) tiles loaded from *i1 pointers (padding mask and keep flags
# over a [19, 150] batch), combined with a comparison, reduced with tl.reduce
# and custom or/and combine functions along both axes (row any/all, column
# any/all across a row block), and i1 results stored through *i1 pointers;
# tails on both axes filled with the identity of each combine.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i1:16,*i1:16,*fp16:16,*i1:16,*i1:16,*i1:16,*i1:16,*i1:16,*i32:16,i32,i32,i32,8,64
# launch: grid = 3x3, num_warps = 8
# args: i1[2850]=rand i1[2850]=rand f16[2850]=randn i1[2850]=zeros i1[57]=zeros i1[57]=zeros i1[450]=zeros i1[450]=zeros i32[19]=zeros i32=19 i32=150 i32=150
# outputs: 3 4 5 6 7 8
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _or_combine(a, b):
    return a | b


@triton.jit
def _and_combine(a, b):
    return a & b


@triton.jit
def bool_mask_any_all_kernel(
    pad_ptr, keep_ptr, score_ptr, valid_ptr, row_any_ptr, row_all_ptr,
    col_any_ptr, col_all_ptr, row_cnt_ptr, B, L, stride,
    BLOCK_B: tl.constexpr, BLOCK_L: tl.constexpr,
):
    pid_b = tl.program_id(0)
    pid_l = tl.program_id(1)
    rows = pid_b * BLOCK_B + tl.arange(0, BLOCK_B)
    cols = pid_l * BLOCK_L + tl.arange(0, BLOCK_L)
    rmask = rows < B
    cmask = cols < L
    mask = rmask[:, None] & cmask[None, :]
    offs = rows[:, None] * stride + cols[None, :]
    pad = tl.load(pad_ptr + offs, mask=mask, other=True)
    keep = tl.load(keep_ptr + offs, mask=mask, other=False)
    score = tl.load(score_ptr + offs, mask=mask, other=0.0)
    valid = (~pad) & (keep | (score > 0.5))
    tl.store(valid_ptr + offs, valid, mask=mask)
    # identities for the tails: False for "or", True for "and"
    v_or = valid & mask
    v_and = valid | (~mask)
    r_any = tl.reduce(v_or, 1, _or_combine)
    r_all = tl.reduce(v_and, 1, _and_combine)
    c_any = tl.reduce(v_or, 0, _or_combine)
    c_all = tl.reduce(v_and, 0, _and_combine)
    # per-(row, column-block) partial results
    nlb = tl.num_programs(1)
    tl.store(row_any_ptr + rows * nlb + pid_l, r_any, mask=rmask)
    tl.store(row_all_ptr + rows * nlb + pid_l, r_all, mask=rmask)
    tl.store(col_any_ptr + pid_b * L + cols, c_any, mask=cmask)
    tl.store(col_all_ptr + pid_b * L + cols, c_all, mask=cmask)
    tl.atomic_add(row_cnt_ptr + rows, tl.sum(v_or.to(tl.int32), axis=1), mask=rmask)
