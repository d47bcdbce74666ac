# Per-channel activation stack (fused forward + diagonal Jacobian): four
# affine+activation layers unrolled with tl.static_range, each layer's
# activation picked from a constexpr tuple schedule and dispatched in a
# @triton.jit helper with constexpr if/elif that returns (value, derivative);
# a constexpr condition on the layer index adds a residual every second
# layer.  tl.static_assert checks the schedule length.  32x32 tiles over a
# bf16 [300, 96] input, M tail, f32 outputs, 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32:16,i32:16,32,32,4
# launch: grid = 10x3, num_warps = 8
# args: bf16[28800]=randn f32[384]=randn f32[384]=randn f32[28800]=zeros f32[28800]=zeros i32=300 i32=96 i32=96
# outputs: 3 4
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _act_value_grad(z, ACT: tl.constexpr):
    if ACT == 0:
        a = z
        g = tl.full(z.shape, 1.0, tl.float32)
    elif ACT == 1:
        a = tl.maximum(z, 0.0)
        g = (z > 0.0).to(tl.float32)
    elif ACT == 2:
        sg = tl.sigmoid(z)
        a = z * sg
        g = sg * (1.0 + z * (1.0 - sg))
    else:
        den = 1.0 + tl.abs(z)
        a = z / den
        g = 1.0 / (den * den)
    return a, g


@triton.jit
def act_stack_value_jacobian_kernel(x_ptr, scale_ptr, shift_ptr, y_ptr, dydx_ptr, M, C, stride_m,
                                    BLOCK_M: tl.constexpr, BLOCK_C: tl.constexpr, NUM_LAYERS: tl.constexpr):
    ACTS = (2, 1, 3, 0)
    RESID_EVERY: tl.constexpr = 2
    tl.static_assert(len(ACTS) == NUM_LAYERS)
    tl.static_assert(NUM_LAYERS % RESID_EVERY == 0)

    offs_m = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_c = tl.program_id(1) * BLOCK_C + tl.arange(0, BLOCK_C)
    m_ok = offs_m < M
    c_ok = offs_c < C
    mask = m_ok[:, None] & c_ok[None, :]
    off = offs_m[:, None] * stride_m + offs_c[None, :]

    h = tl.load(x_ptr + off, mask=mask, other=0.0).to(tl.float32)
    d = tl.full((BLOCK_M, BLOCK_C), 1.0, tl.float32)
    for i in tl.static_range(NUM_LAYERS):
        s = tl.load(scale_ptr + i * C + offs_c, mask=c_ok, other=0.0)[None, :]
        b = tl.load(shift_ptr + i * C + offs_c, mask=c_ok, other=0.0)[None, :]
        a, g = _act_value_grad(h * s + b, ACTS[i])
        if i % RESID_EVERY == RESID_EVERY - 1:
            h = a + h
            d = d * (g * s + 1.0)
        else:
            h = a
            d = d * (g * s)
    tl.store(y_ptr + off, h, mask=mask)
    tl.store(dydx_ptr + off, d, mask=mask)
