# torch.index_add_(0, index, source, alpha) on an int32 [300, 96] table through
# 2-D masked tl.atomic_add tiles ([16, 64] of [1000, 96] source rows, int64 index,
# D=96 tail over two column programs), plus a bincount of the index by scalar-branch
# guarded 1-D atomics in the first column program. Integer values: order-free exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i64:16,*i32:16,i32,i32,i32:16,i32:16,i32:16,16,64
# launch: grid = 63x2, num_warps = 4
# args: i32[300,96]=zeros i32[1000,96]=int:-50:50 i64[1000]=int:0:299 i32[300]=zeros i32=3 i32=1000 i32=96 i32=96 i32=96
# outputs: 0 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def index_add_dim0_kernel(
    out_ptr,
    src_ptr,
    index_ptr,
    count_ptr,
    alpha,
    num_indices,
    dim,
    stride_out,
    stride_src,
    BLOCK_N: tl.constexpr,
    BLOCK_D: tl.constexpr,
):
    pid_n = tl.program_id(0)
    pid_d = tl.program_id(1)
    n_offs = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    d_offs = pid_d * BLOCK_D + tl.arange(0, BLOCK_D)
    n_mask = n_offs < num_indices
    d_mask = d_offs < dim

    idx = tl.load(index_ptr + n_offs, mask=n_mask, other=0)
    mask = n_mask[:, None] & d_mask[None, :]
    src = tl.load(src_ptr + n_offs[:, None].to(tl.int64) * stride_src + d_offs[None, :], mask=mask, other=0)
    tl.atomic_add(out_ptr + idx[:, None] * stride_out + d_offs[None, :], src * alpha, mask=mask, sem="relaxed")

    if pid_d == 0:
        ones = tl.full([BLOCK_N], 1, tl.int32)
        tl.atomic_add(count_ptr + idx, ones, mask=n_mask, sem="relaxed")
