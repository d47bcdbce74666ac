# tl.sort of 16x64 int32 tiles along the last axis with descending=True, then
# tl.flip of the sorted tile along dim 1 (giving ascending order) and tl.flip
# of the unsorted tile along dim 0 (row order reversed); 128 rows, 8 tiles.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,16,64
# launch: grid = 8, num_warps = 2
# args: i32[8192]=int:-1000:1000 i32[8192]=zeros i32[8192]=zeros i32[8192]=zeros
# outputs: 1 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def sort_flip_rows(x_ptr, desc_ptr, asc_ptr, rev_ptr, R: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * R * C + tl.arange(0, R)[:, None] * C + tl.arange(0, C)[None, :]
    x = tl.load(x_ptr + offs)
    desc = tl.sort(x, dim=1, descending=True)
    tl.store(desc_ptr + offs, desc)
    asc = tl.flip(desc, dim=1)
    tl.store(asc_ptr + offs, asc)
    rev = tl.flip(x, dim=0)
    tl.store(rev_ptr + offs, rev)
