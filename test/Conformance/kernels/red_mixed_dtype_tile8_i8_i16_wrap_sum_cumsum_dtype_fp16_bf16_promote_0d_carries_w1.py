# Mixed-dtype reductions and scans on an 8-element tile under num_warps=1 (32
# threads, 8 values), in a loop over 8-wide chunks of 70 values with 0-d
# carries of different types: int8 tl.sum (default i32) and tl.cumsum with
# dtype=tl.int8 (wrapping), int16 tl.sum with dtype=tl.int16 (wrapping) and
# int64 cumsum, fp16 sum (fp32 promotion) and bf16 cumsum; integer-valued data.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i16:16,*fp16:16,*bf16:16,*i8:16,*i64:16,*fp32:16,*i32:16,*i16:16,*fp32:16,i32,8
# launch: grid = 3, num_warps = 1
# args: i8[210]=int:-128:127 i16[210]=int:-30000:30000 f16[210]=int:-50:50 bf16[210]=int:-20:20 i8[210]=zeros i64[210]=zeros f32[210]=zeros i32[3]=zeros i16[3]=zeros f32[6]=zeros i32=70
# outputs: 4 5 6 7 8 9
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def mixed_dtype_tiny_scan_kernel(
    a8_ptr,
    a16_ptr,
    h_ptr,
    bf_ptr,
    cs8_ptr,
    cs64_ptr,
    csbf_ptr,
    sum8_ptr,
    sum16_ptr,
    fsum_ptr,
    n,
    BLOCK: tl.constexpr,
):
    row = tl.program_id(0)
    base = row * n
    j = tl.arange(0, BLOCK)

    run8 = tl.zeros([], dtype=tl.int32)
    run16 = tl.zeros([], dtype=tl.int16)
    run64 = tl.zeros([], dtype=tl.int64)
    runh = tl.zeros([], dtype=tl.float32)
    runbf = tl.zeros([], dtype=tl.float32)
    carry8 = tl.zeros([], dtype=tl.int8)
    for c0 in range(0, n, BLOCK):
        offs = c0 + j
        m = offs < n
        a8 = tl.load(a8_ptr + base + offs, mask=m, other=0)
        a16 = tl.load(a16_ptr + base + offs, mask=m, other=0)
        h = tl.load(h_ptr + base + offs, mask=m, other=0.0)
        bf = tl.load(bf_ptr + base + offs, mask=m, other=0.0)

        run8 += tl.sum(a8, axis=0)
        run16 += tl.sum(a16, axis=0, dtype=tl.int16)
        runh += tl.sum(h, axis=0)

        cs8 = tl.cumsum(a8, axis=0, dtype=tl.int8) + carry8
        tl.store(cs8_ptr + base + offs, cs8, mask=m)
        carry8 = tl.sum(tl.where(j == BLOCK - 1, cs8, 0).to(tl.int8), axis=0, dtype=tl.int8)

        cs64 = tl.cumsum(a16, axis=0, dtype=tl.int64) + run64
        tl.store(cs64_ptr + base + offs, cs64, mask=m)
        run64 += tl.sum(a16.to(tl.int64), axis=0)

        csbf = tl.cumsum(bf, axis=0) + runbf
        tl.store(csbf_ptr + base + offs, csbf, mask=m)
        runbf += tl.sum(bf.to(tl.float32), axis=0)

    tl.store(sum8_ptr + row, run8)
    tl.store(sum16_ptr + row, run16)
    tl.store(fsum_ptr + 2 * row, runh)
    tl.store(fsum_ptr + 2 * row + 1, runbf)
