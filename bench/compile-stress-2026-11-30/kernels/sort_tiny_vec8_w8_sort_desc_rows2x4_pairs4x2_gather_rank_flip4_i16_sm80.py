# Sorting networks on tensors far smaller than the CTA: 8 int16 keys per
# program (6 valid, tail padded with the i16 maximum) on 8 warps.  Full
# ascending and descending sorts of 8, row sorts of a [2, 4] and a [4, 2]
# reshape, a 2-element sort of the two group minima, tl.gather of the sorted
# keys at a strided permutation and a tl.flip of 4 elements.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i16:16,*i16:16,*i16:16,*i16:16,*i16:16,*i16:16,*i16:16,*i16:16,i32,i32,8
# launch: grid = 29, num_warps = 8
# args: i16[174]=int:-300:300 i16[232]=zeros i16[232]=zeros i16[232]=zeros i16[232]=zeros i16[58]=zeros i16[232]=zeros i16[116]=zeros i32=6 i32=6
# outputs: 1 2 3 4 5 6 7
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def tiny_sorts_kernel(k_ptr, asc_ptr, desc_ptr, rows_ptr, pairs_ptr, mins2_ptr, gath_ptr, flip_ptr,
                      n_valid, stride_k, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < n_valid
    PAD: tl.constexpr = 32767
    k = tl.load(k_ptr + pid * stride_k + offs, mask=m, other=PAD)
    base = pid * BLOCK

    asc = tl.sort(k, dim=0)
    tl.store(asc_ptr + base + offs, asc)
    dsc = tl.sort(k, dim=0, descending=True)
    tl.store(desc_ptr + base + offs, dsc)

    # [2, 4]: each half sorted descending
    r2 = tl.sort(tl.reshape(k, [2, BLOCK // 2]), dim=1, descending=True)
    tl.store(rows_ptr + base + offs, tl.reshape(r2, [BLOCK]))

    # [4, 2]: each pair ordered ascending (a compare-exchange stage)
    p4 = tl.sort(tl.reshape(k, [BLOCK // 2, 2]), dim=1)
    tl.store(pairs_ptr + base + offs, tl.reshape(p4, [BLOCK]))

    # two group minima, sorted as a 2-element tensor
    gmin = tl.min(tl.reshape(k, [2, BLOCK // 2]), axis=1)
    gmin = tl.sort(gmin, dim=0)
    o2 = tl.arange(0, 2)
    tl.store(mins2_ptr + pid * 2 + o2, gmin)

    # gather the sorted keys at the stride-3 permutation i -> 3*i mod 8
    idx = (offs * 3) % BLOCK
    g = tl.gather(asc, idx, axis=0)
    tl.store(gath_ptr + base + offs, g)

    # 4 smallest, largest first
    lo4 = tl.reshape(asc, [2, BLOCK // 2])
    lo4 = tl.min(lo4, axis=0)  # elementwise min of the two halves == first half
    o4 = tl.arange(0, BLOCK // 2)
    tl.store(flip_ptr + pid * (BLOCK // 2) + o4, tl.flip(lo4, 0))
