# Integer bit-scan libdevice calls on a [4, 256] tile grid (16 warps) over a
# 50 x 1000 matrix of i32 words and an i64 companion: popc/clz/brev/ffs for
# i32 (__nv_popc, __nv_clz, __nv_brev, __nv_ffs) and their 64-bit forms
# (popcll/clzll/brevll/ffsll, i32 results except brevll); floor(log2) from clz,
# per-row popcount totals with an i32 atomic and a 33-bin leading-zero
# histogram with masked i32 atomics.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i64:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i64:16,*i32:16,*i32:16,*i32:16,*i32:16,i32,i32,i32:16,4,256
# launch: grid = 13x4, num_warps = 16
# args: i32[51200]=int:-2147483648:2147483647 i64[51200]=int:-9000000000000000000:9000000000000000000 i32[51200]=zeros i32[51200]=zeros i32[51200]=zeros i32[51200]=zeros i32[51200]=zeros i32[51200]=zeros i64[51200]=zeros i32[51200]=zeros i32[51200]=zeros i32[50]=zeros i32[33]=zeros i32=50 i32=1000 i32=1024
# outputs: 2 3 4 5 6 7 8 9 10 11 12
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def bitplane_stats_kernel(a_ptr, b_ptr, pc_ptr, lz_ptr, rev_ptr, fs_ptr, lg_ptr,
                          pc64_ptr, rev64_ptr, lz64_ptr, fs64_ptr, rowpop_ptr, hist_ptr,
                          n_rows, n_cols, stride_row,
                          BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr):
    rows = tl.program_id(0) * BLOCK_R + tl.arange(0, BLOCK_R)
    cols = tl.program_id(1) * BLOCK_C + tl.arange(0, BLOCK_C)
    rmask = rows < n_rows
    mask = rmask[:, None] & (cols < n_cols)[None, :]
    offs = rows[:, None] * stride_row + cols[None, :]

    a = tl.load(a_ptr + offs, mask=mask, other=0)
    pc = libdevice.popc(a)
    lz = libdevice.clz(a)
    tl.store(pc_ptr + offs, pc, mask=mask)
    tl.store(lz_ptr + offs, lz, mask=mask)
    tl.store(rev_ptr + offs, libdevice.brev(a), mask=mask)
    tl.store(fs_ptr + offs, libdevice.ffs(a), mask=mask)
    # floor(log2(a)) for positive words, -1 otherwise
    tl.store(lg_ptr + offs, tl.where(a > 0, 31 - lz, -1), mask=mask)

    b = tl.load(b_ptr + offs, mask=mask, other=0)
    tl.store(pc64_ptr + offs, libdevice.popc(b), mask=mask)
    tl.store(rev64_ptr + offs, libdevice.brev(b), mask=mask)
    tl.store(lz64_ptr + offs, libdevice.clz(b), mask=mask)
    tl.store(fs64_ptr + offs, libdevice.ffs(b), mask=mask)

    row_pop = tl.sum(tl.where(mask, pc, 0), axis=1)
    tl.atomic_add(rowpop_ptr + rows, row_pop, mask=rmask)
    tl.atomic_add(hist_ptr + lz, tl.full([BLOCK_R, BLOCK_C], 1, tl.int32), mask=mask)
