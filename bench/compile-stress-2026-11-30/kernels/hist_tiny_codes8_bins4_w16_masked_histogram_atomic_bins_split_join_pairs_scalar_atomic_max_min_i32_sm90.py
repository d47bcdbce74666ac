# Per-program histogram of 8 (5 valid) int32 codes into 4 bins on 16 warps,
# tl.histogram(mask=...) with codes clamped to [0, 3]; the 4-bin tensor is
# atomically added to global bins, split into [2]+[2] by reshape/tl.split,
# re-joined swapped (adjacent bins exchanged), split again down to [1] tensors; scalar atomic_max and
# atomic_min of the raw codes and a 1-element atomic_add of the valid count.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,i32,i32,8,4
# launch: grid = 41, num_warps = 16
# args: i32[205]=int:-2:6 i32[4]=zeros i32[164]=zeros i32[82]=zeros i32[82]=zeros i32[1]=zeros i32[1]=zeros i32[1]=zeros i32=5 i32=5
# outputs: 1 2 3 4 5 6 7
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def tiny_hist_kernel(code_ptr, gbins_ptr, local_ptr, pairsum_ptr, halves_ptr, gmax_ptr, gmin_ptr,
                     count_ptr, n_valid, stride, BLOCK: tl.constexpr, NBINS: tl.constexpr):
    pid = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < n_valid
    raw = tl.load(code_ptr + pid * stride + offs, mask=m, other=0)
    code = tl.minimum(tl.maximum(raw, 0), NBINS - 1)

    h = tl.histogram(code, NBINS, mask=m)
    bins = tl.arange(0, NBINS)
    tl.atomic_add(gbins_ptr + bins, h, sem="relaxed")
    # local copy with each adjacent bin pair swapped: [h1, h0, h3, h2]
    lo, hi = tl.split(tl.reshape(h, [2, 2]))  # lo = bins 0, 2 ; hi = bins 1, 3
    sw = tl.reshape(tl.join(hi, lo), [NBINS])
    tl.store(local_ptr + pid * NBINS + bins, sw)

    o2 = tl.arange(0, 2)
    tl.store(pairsum_ptr + pid * 2 + o2, lo + hi)

    # [2] -> [1, 2] -> two [1] tensors
    a1, b1 = tl.split(tl.reshape(lo + hi, [1, 2]))
    o1 = tl.arange(0, 1)
    tl.store(halves_ptr + pid * 2 + o1, a1 - b1)
    tl.store(halves_ptr + pid * 2 + 1 + o1, a1 * b1)

    # scalar atomics of the raw (unclamped) codes and the valid count
    tl.atomic_max(gmax_ptr, tl.max(tl.where(m, raw, -1000), axis=0))
    tl.atomic_min(gmin_ptr, tl.min(tl.where(m, raw, 1000), axis=0))
    cnt = tl.sum(h, axis=0)
    tl.atomic_add(count_ptr + o1, tl.zeros([1], tl.int32) + cnt)
