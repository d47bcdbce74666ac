# On a 4x3x2 grid each program writes the int64 addresses of its 8 rows into a
# table, then loads them back permuted, casts them to f32 pointers and gathers.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i64:16,*fp32:16,i32,8,32
# launch: grid = 4x3x2, num_warps = 1
# args: f32[4800]=randn i64[192]=zeros f32[4800]=zeros i32=100
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def ptr_table_gather(src_ptr, tab_ptr, out_ptr, n_cols, G: tl.constexpr, BLOCK: tl.constexpr):
    pc = tl.program_id(0)
    pr = tl.program_id(1)
    pb = tl.program_id(2)
    nr = tl.num_programs(1)
    lin = (pb * nr + pr) * tl.num_programs(0) + pc
    i = tl.arange(0, G)
    row = pb * nr * G + pr * G + i
    addrs = (src_ptr + row * n_cols).to(tl.int64)
    tl.store(tab_ptr + lin * G + i, addrs)
    tl.debug_barrier()
    perm = (i * 3 + 1) % G
    got = tl.load(tab_ptr + lin * G + perm, cache_modifier=".cg")
    rp = got.to(tl.pointer_type(tl.float32))
    cols = pc * BLOCK + tl.arange(0, BLOCK)
    mask = cols[None, :] < n_cols
    v = tl.load(rp[:, None] + cols[None, :], mask=mask, other=0.0)
    v = v * (pb + 1).to(tl.float32) + pc
    tl.store(out_ptr + row[:, None] * n_cols + cols[None, :], v, mask=mask)
