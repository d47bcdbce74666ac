# Per-group 16-entry codebook dequant (NF4-style LUT per group) with tl.gather
# on [1, 16] tiles along axis 1 under num_warps=8 (256 threads, 16 values), then
# a per-column row permutation of the decoded group viewed as [4, 4] by
# tl.gather along axis 0; int8 codes/permutation indices widened to int32,
# bf16 LUT, 200 codes in 13 groups (masked tail group). Exact outputs.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*bf16:16,*i8:16,*bf16:16,*bf16:16,i32,16,4
# launch: grid = 13, num_warps = 8
# args: i8[200]=int:0:15 bf16[208]=randn i8[208]=int:0:3 bf16[208]=zeros bf16[208]=zeros i32=200
# outputs: 3 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def lut_gather_dequant_kernel(
    codes_ptr,
    lut_ptr,
    perm_ptr,
    out_ptr,
    out_perm_ptr,
    n_codes,
    GROUP: tl.constexpr,
    SIDE: tl.constexpr,
):
    g = tl.program_id(0)
    j = tl.arange(0, GROUP)[None, :]
    offs = g * GROUP + j
    m = offs < n_codes
    codes = tl.load(codes_ptr + offs, mask=m, other=0).to(tl.int32)
    lut = tl.load(lut_ptr + g * GROUP + j)
    vals = tl.gather(lut, codes, axis=1)
    tl.store(out_ptr + offs, vals, mask=m)

    # the decoded group as a [SIDE, SIDE] tile, rows permuted per column
    r = tl.arange(0, SIDE)[:, None]
    c = tl.arange(0, SIDE)[None, :]
    sq = tl.reshape(vals, [SIDE, SIDE])
    perm = tl.load(perm_ptr + g * GROUP + r * SIDE + c).to(tl.int32)
    shuffled = tl.gather(sq, perm, axis=0)
    sq_offs = g * GROUP + r * SIDE + c
    tl.store(out_perm_ptr + sq_offs, shuffled, mask=sq_offs < n_codes)
