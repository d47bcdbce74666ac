# Fourier-neural-operator spectral convolution in the mode domain (einsum "bim,iom->bom"
# over complex numbers stored as interleaved (re, im) float pairs): [64, 2] tiles loaded
# per input channel, tl.split into real/imag, complex multiply-accumulate over a runtime
# loop of 12 input channels, tl.join back to pairs for the store; 100 modes (tail),
# grid (mode blocks, 10 out channels, 2 batches), optional conjugated weights. num_warps 4.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32,i32:16,i32,i32:16,i32,i32:16,i32,0,64
# launch: grid = 2x10x2, num_warps = 4, num_stages = 4
# args: f32[2,12,100,2]=randn f32[12,10,100,2]=randn f32[2,10,100,2]=zeros i32=12 i32=100 i32=2400 i32=200 i32=2000 i32=200 i32=2000 i32=200
# outputs: 2
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def spectral_complex_mul_kernel(
    x_ptr,
    w_ptr,
    out_ptr,
    in_channels,
    modes,
    stride_xb,
    stride_xi,
    stride_wi,
    stride_wo,
    stride_ob,
    stride_oo,
    CONJ_W: tl.constexpr,
    BLOCK_M: tl.constexpr,
):
    pid_m = tl.program_id(0)
    o = tl.program_id(1)
    b = tl.program_id(2)

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    ri = tl.arange(0, 2)
    pair_offs = offs_m[:, None] * 2 + ri[None, :]
    pair_mask = (offs_m[:, None] < modes) & (ri[None, :] < 2)

    x_base = x_ptr + b * stride_xb
    w_base = w_ptr + o * stride_wo
    acc_re = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc_im = tl.zeros([BLOCK_M], dtype=tl.float32)
    for i in range(0, in_channels):
        xv = tl.load(x_base + i * stride_xi + pair_offs, mask=pair_mask, other=0.0)
        wv = tl.load(w_base + i * stride_wi + pair_offs, mask=pair_mask, other=0.0)
        x_re, x_im = tl.split(xv)
        w_re, w_im = tl.split(wv)
        if CONJ_W:
            w_im = -w_im
        acc_re += x_re * w_re - x_im * w_im
        acc_im += x_re * w_im + x_im * w_re

    out = tl.join(acc_re, acc_im)
    tl.store(out_ptr + b * stride_ob + o * stride_oo + pair_offs, out, mask=pair_mask)
