# Blocked-ELL sparse x dense matmul (block-sparse weights, 32x32 blocks):
# each row block walks its own list of non-zero blocks with a `while j < cnt`
# loop whose trip count is loaded from memory (0..6 blocks per row), loading
# the column-block index per step and accumulating a tl.dot of the dense
# 32x32 value block with a 32x64 slice of B (N=96 tail masked); rows with
# no blocks store zeros.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*i32:16,*i32:16,*bf16:16,*fp32:16,i32:16,i32:16,i32:16,6,32,64
# launch: grid = 4x2, num_warps = 4, num_stages = 2
# args: bf16[24576]=int:-2:2 i32[24]=int:0:5 i32[4]=int:0:6 bf16[18432]=int:-2:2 f32[12288]=zeros i32=96 i32=96 i32=96
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bell_spmm_while(blk_val_ptr, blk_col_ptr, blk_cnt_ptr, b_ptr, c_ptr, N, stride_bk, stride_cm,
                    MAX_NNZ: tl.constexpr, BS: tl.constexpr, BN: tl.constexpr):
    row_blk = tl.program_id(0)
    pid_n = tl.program_id(1)
    cnt = tl.load(blk_cnt_ptr + row_blk)
    oi = tl.arange(0, BS)
    on = pid_n * BN + tl.arange(0, BN)
    n_ok = on < N
    acc = tl.zeros((BS, BN), dtype=tl.float32)
    j = 0
    while j < cnt:
        slot = row_blk * MAX_NNZ + j
        col = tl.load(blk_col_ptr + slot)
        a = tl.load(blk_val_ptr + slot * (BS * BS) + oi[:, None] * BS + oi[None, :])
        b = tl.load(b_ptr + (col * BS + oi)[:, None] * stride_bk + on[None, :], mask=n_ok[None, :], other=0.0)
        acc = tl.dot(a, b, acc)
        j += 1
    rows = row_blk * BS + oi
    tl.store(c_ptr + rows[:, None] * stride_cm + on[None, :], acc, mask=n_ok[None, :])
