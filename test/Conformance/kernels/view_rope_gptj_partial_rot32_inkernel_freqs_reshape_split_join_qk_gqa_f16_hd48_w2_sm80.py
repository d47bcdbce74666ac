# GPT-J (interleaved pair) rotary embedding with partial rotary (32 of 48 head
# dims) for q [20, 6, 48] and GQA k [20, 2, 48] f16, one token per program:
# inv_freq = base^(-2i/rot) computed in-kernel with exp2, cos/sin of pos*freq,
# the [8, 32] head tile reshaped to [8, 16, 2], tl.split into even/odd, rotated,
# tl.join + reshape back; the 16 pass-through dims copied. Heads padded to 8.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*i64:16,i32:16,i32:16,i32:16,i32:16,i32,i32,fp32,32,16,8
# launch: grid = 20, num_warps = 2
# args: f16[5760]=randn f16[1920]=randn f16[5760]=zeros f16[1920]=zeros i64[20]=int:0:300 i32=288 i32=48 i32=96 i32=48 i32=6 i32=2 f32=13.287712
# outputs: 2 3
# tol: 5e-3 5e-3
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def _rope_heads(src, dst, n_heads, stride_h, cos, sin,
                ROT: tl.constexpr, PASS: tl.constexpr, BLOCK_H: tl.constexpr):
    h = tl.arange(0, BLOCK_H)
    r = tl.arange(0, ROT)
    p = tl.arange(0, PASS)
    hmask = (h < n_heads)[:, None]
    x = tl.load(src + h[:, None] * stride_h + r[None, :], mask=hmask, other=0.0).to(tl.float32)
    x_even, x_odd = tl.split(tl.reshape(x, [BLOCK_H, ROT // 2, 2]))
    o_even = x_even * cos[None, :] - x_odd * sin[None, :]
    o_odd = x_odd * cos[None, :] + x_even * sin[None, :]
    o = tl.reshape(tl.join(o_even, o_odd), [BLOCK_H, ROT])
    tl.store(dst + h[:, None] * stride_h + r[None, :], o.to(dst.dtype.element_ty), mask=hmask)
    xp = tl.load(src + h[:, None] * stride_h + ROT + p[None, :], mask=hmask, other=0.0)
    tl.store(dst + h[:, None] * stride_h + ROT + p[None, :], xp, mask=hmask)


@triton.jit
def rope_gptj_partial_qk_kernel(
    Q, K, Qout, Kout, Pos,
    stride_qt, stride_qh, stride_kt, stride_kh, n_qh, n_kh, log2_base,
    ROT: tl.constexpr, PASS: tl.constexpr, BLOCK_H: tl.constexpr,
):
    t = tl.program_id(0)
    pos = tl.load(Pos + t).to(tl.float32)
    i = tl.arange(0, ROT // 2).to(tl.float32)
    inv_freq = tl.exp2(-(2.0 * i / ROT) * log2_base)
    ang = pos * inv_freq
    cos = tl.cos(ang)
    sin = tl.sin(ang)
    _rope_heads(Q + t * stride_qt, Qout + t * stride_qt, n_qh, stride_qh, cos, sin, ROT, PASS, BLOCK_H)
    _rope_heads(K + t * stride_kt, Kout + t * stride_kt, n_kh, stride_kh, cos, sin, ROT, PASS, BLOCK_H)
