# tl.load with other= (-inf for a max, 1.0 for a product) and cache/eviction
# modifiers (.cg on one load, evict_last on the other: PTX cannot combine
# the two on one ld), a .cs streaming store; rows of
# 777 fp32/fp16 values masked in a 1024 block.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp16:16,*fp32:16,*fp32:16,i32,1024
# launch: grid = 4096, num_warps = 4
# args: f32[4096,777]=randn f16[4096,777]=randn f32[4096,777]=zeros f32[4096]=zeros i32=777
# outputs: 2 3
# tol: 1e-6 1e-6
import triton
import triton.language as tl


@triton.jit
def load_other_cache(x_ptr, y_ptr, out_ptr, rmax_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    offs = row * n_cols + cols
    x = tl.load(x_ptr + offs, mask=mask, other=float("-inf"), cache_modifier=".cg")
    y = tl.load(y_ptr + offs, mask=mask, other=1.0, eviction_policy="evict_last")
    m = tl.max(x, axis=0)
    tl.store(rmax_ptr + row, m)
    tl.store(out_ptr + offs, (x - m) * y.to(tl.float32), mask=mask, cache_modifier=".cs")
