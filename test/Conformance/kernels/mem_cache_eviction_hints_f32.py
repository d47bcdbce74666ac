# Loads and stores with cache or eviction hints (a .cg load, an evict_last
# load, a .cs store, an evict_first store: PTX's ld and st take one or the
# other) and contiguity hints (tl.multiple_of, tl.max_contiguous) on offsets
# over 4096 floats.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,1024
# launch: grid = 4, num_warps = 4
# args: f32[4096]=randn f32[4096]=randn f32[4096]=zeros f32[4096]=zeros
# outputs: 2 3
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def hints(x_ptr, y_ptr, z_ptr, w_ptr, BLOCK: tl.constexpr):
    o = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    o = tl.max_contiguous(tl.multiple_of(o, 16), 16)
    x = tl.load(x_ptr + o, cache_modifier=".cg")
    y = tl.load(y_ptr + o, eviction_policy="evict_last")
    tl.store(z_ptr + o, x * y + 1.0, cache_modifier=".cs")
    tl.store(w_ptr + o, x - y, eviction_policy="evict_first")
