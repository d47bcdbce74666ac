# One radix-2 decimation-in-time FFT stage on interleaved complex64 data (3 rows
# of 512 points, span 16): butterflies flattened over the batch (768, blocks of
# 512, masked tail), both inputs loaded as [BLOCK, 2] tiles and unpacked with
# tl.split, twiddle w[j * stride] gathered the same way, t = w * b; the top
# output re-packed with tl.join, the bottom one with tl.interleave on values and
# on flat offsets; num_warps = 1.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32:16,i32:16,i32:16,i32:16,512
# launch: grid = 2, num_warps = 1
# args: f32[3072]=randn f32[512]=randn f32[3072]=zeros i32=768 i32=512 i32=16 i32=16
# outputs: 2
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _load_complex(ptr, idx, mask):
    two = tl.arange(0, 2)
    z = tl.load(ptr + (2 * idx)[:, None] + two[None, :], mask=mask[:, None], other=0.0)
    return tl.split(z)


@triton.jit
def fft_radix2_stage_kernel(
    x_ptr,
    tw_ptr,
    y_ptr,
    total_bfly,
    n_fft,
    span,
    tw_stride,
    BLOCK: tl.constexpr,
):
    k = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = k < total_bfly
    half = n_fft // 2
    row = k // half
    kk = k % half
    grp = kk // span
    j = kk % span
    i0 = row * n_fft + grp * (2 * span) + j
    i1 = i0 + span

    ar, ai = _load_complex(x_ptr, i0, mask)
    br, bi = _load_complex(x_ptr, i1, mask)
    wr, wi = _load_complex(tw_ptr, j * tw_stride, mask)

    tr = wr * br - wi * bi
    ti = wr * bi + wi * br

    top = tl.join(ar + tr, ai + ti)
    two = tl.arange(0, 2)
    tl.store(y_ptr + (2 * i0)[:, None] + two[None, :], top, mask=mask[:, None])

    bot = tl.interleave(ar - tr, ai - ti)
    bot_off = tl.interleave(2 * i1, 2 * i1 + 1)
    bot_mask = tl.interleave(mask, mask)
    tl.store(y_ptr + bot_off, bot, mask=bot_mask)
