# tl.load with other= (the masked-off lanes' values reach memory: the output is
# padded to the grid and stored unmasked) and cache / eviction modifiers, one
# per access (ptxas rejects .cg/.ca/.cs combined with L1::evict_*):
# load .cg, load evict_last, store evict_first.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,1024
# launch: grid = 2930, num_warps = 4
# args: f32[3000017]=randn f32[3000017]=randn f32[3000320]=zeros i32=3000017
# outputs: 2
# tol: 1e-6 1e-6
import triton
import triton.language as tl


@triton.jit
def load_other_cache(a_ptr, b_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a = tl.load(a_ptr + offs, mask=mask, other=-2.5, cache_modifier=".cg")
    b = tl.load(b_ptr + offs, mask=mask, other=4.0, eviction_policy="evict_last")
    tl.store(y_ptr + offs, a * b, eviction_policy="evict_first")
