# Checkpoint "soup" blend of four bf16 weight snapshots per row with a second
# normalising pass that recomputes the blend: snapshot loads alternate
# cache_modifier ".cg" and eviction_policy "evict_last" inside nested
# tl.static_range loops (2 x 2), pass 2 reloads with ".cv"; the blend weights
# come from a volatile load; stores use ".cs" (f32 blend), ".wt" (row norm)
# and evict_first (f16 normalised copy). Pass 1 is a tl.range with num_stages=2 and
# disallow_acc_multi_buffer=True, pass 2 a tl.range with loop_unroll_factor=2.
# [1, 1024] tiles, 16 warps, 5000 columns (tail).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,*fp32:16,*fp16:16,*fp32:16,i32,i32:16,i32:16,2,1024
# launch: grid = 6, num_warps = 16
# args: bf16[120192]=randn f32[4]=rand f32[30048]=zeros f16[30048]=zeros f32[6]=zeros i32=5000 i32=30048 i32=5008
# outputs: 2 3 4
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _snapshot_blend(base, kk, wv, stride_k, cols, m, PASS2: tl.constexpr, K_HALF: tl.constexpr,
                    BLOCK: tl.constexpr):
    blend = tl.zeros([1, BLOCK], dtype=tl.float32)
    for h in tl.static_range(2):
        for j in tl.static_range(K_HALF):
            k = h * K_HALF + j
            wk = tl.sum(tl.where(kk == k, wv, 0.0), axis=0)
            ptrs = base + k * stride_k + cols
            if PASS2:
                x = tl.load(ptrs, mask=m, other=0.0, cache_modifier=".cv")
            elif h == 0:
                x = tl.load(ptrs, mask=m, other=0.0, cache_modifier=".cg")
            else:
                x = tl.load(ptrs, mask=m, other=0.0, eviction_policy="evict_last")
            blend += wk * x.to(tl.float32)
    return blend


@triton.jit
def ckpt_soup_kernel(x_ptr, w_ptr, out_ptr, out16_ptr, rownorm_ptr, n_cols, stride_k, stride_row,
                     K_HALF: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    kk = tl.arange(0, 2 * K_HALF)
    wv = tl.load(w_ptr + kk, volatile=True)
    base = x_ptr + row.to(tl.int64) * stride_row
    obase = row.to(tl.int64) * stride_row
    cols0 = tl.arange(0, BLOCK)[None, :]
    acc_abs = tl.zeros([1, BLOCK], dtype=tl.float32)
    for c0 in tl.range(0, n_cols, BLOCK, num_stages=2, disallow_acc_multi_buffer=True):
        cols = c0 + cols0
        m = cols < n_cols
        blend = _snapshot_blend(base, kk, wv, stride_k, cols, m, False, K_HALF, BLOCK)
        tl.store(out_ptr + obase + cols, blend, mask=m, cache_modifier=".cs")
        acc_abs += tl.abs(blend)
    norm = tl.sum(acc_abs, axis=1)
    tl.store(rownorm_ptr + row + tl.arange(0, 1), norm, cache_modifier=".wt")
    inv = 1.0 / (norm + 1e-6)
    for c0 in tl.range(0, n_cols, BLOCK, loop_unroll_factor=2):
        cols = c0 + cols0
        m = cols < n_cols
        blend = _snapshot_blend(base, kk, wv, stride_k, cols, m, True, K_HALF, BLOCK)
        y = (blend * inv[:, None] * 1000.0).to(tl.float16)
        tl.store(out16_ptr + obase + cols, y, mask=m, eviction_policy="evict_first")
