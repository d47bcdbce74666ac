# vLLM-style reshape-and-cache into an fp8 paged KV cache: keys are scaled
# with tl.math.div_rn by a per-tensor k_scale, saturated with tl.clamp to
# +-448 and cast to e4m3; values to e5m2 (+-57344).  A @triton.jit helper
# returns (fp8 tile, dequantized f32 tile) as a tuple; the f16 round trip of
# K and the per-token max round-trip error are also written.  Slots come
# from an i64 slot mapping (negative = padding token, skipped), 16-token
# blocks, [H = 4, D = 64] tile per token, 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*i64:16,*fp32:16,*fp32:16,*fp8e4nv:16,*fp8e5:16,*fp16:16,*fp32:16,i32:16,i32:16,i32:16,4,64,16
# launch: grid = 50, num_warps = 2
# args: f16[12800]=randn f16[12800]=randn i64[50]=iota f32[1]=fill:0.005 f32[1]=fill:0.0002 fp8e4m3[16384]=zeros fp8e5m2[16384]=zeros f16[12800]=zeros f32[50]=zeros i32=256 i32=4096 i32=256
# outputs: 5 6 7 8
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _sat_quant_fp8(x, scale, FMAX: tl.constexpr, QTYPE: tl.constexpr):
    y = tl.clamp(tl.math.div_rn(x, scale), -FMAX, FMAX)
    q = y.to(QTYPE)
    return q, q.to(tl.float32) * scale


@triton.jit
def reshape_and_cache_fp8_kernel(k_ptr, v_ptr, slot_ptr, k_scale_ptr, v_scale_ptr,
                                 k_cache_ptr, v_cache_ptr, k_rt_ptr, err_ptr,
                                 stride_t, stride_blk, stride_slot,
                                 H: tl.constexpr, D: tl.constexpr, BLOCK_SIZE: tl.constexpr):
    tok = tl.program_id(0)
    slot = tl.load(slot_ptr + tok)
    if slot < 0:
        return
    blk = slot // BLOCK_SIZE
    blk_off = slot % BLOCK_SIZE

    offs_h = tl.arange(0, H)
    offs_d = tl.arange(0, D)
    src = tok * stride_t + offs_h[:, None] * D + offs_d[None, :]
    dst = blk * stride_blk + blk_off * stride_slot + offs_h[:, None] * D + offs_d[None, :]

    k_scale = tl.load(k_scale_ptr)
    v_scale = tl.load(v_scale_ptr)
    k = tl.load(k_ptr + src).to(tl.float32)
    v = tl.load(v_ptr + src).to(tl.float32)

    kq, k_deq = _sat_quant_fp8(k, k_scale, 448.0, tl.float8e4nv)
    vq, v_deq = _sat_quant_fp8(v, v_scale, 57344.0, tl.float8e5)
    tl.store(k_cache_ptr + dst, kq)
    tl.store(v_cache_ptr + dst, vq)
    tl.store(k_rt_ptr + src, k_deq.to(tl.float16))

    err = tl.maximum(tl.max(tl.max(tl.abs(k_deq - k), axis=1), axis=0),
                     tl.max(tl.max(tl.abs(v_deq - v), axis=1), axis=0))
    tl.store(err_ptr + tok, err)


def reference(k, v, slots, k_scale, v_scale, k_cache, v_cache, k_rt, err, stride_t, stride_blk, stride_slot):
    # Output 8 only. Triton 3.6's binary gets the per-token error wrong on an
    # H200 (all 50 tokens, set 23) while its caches and round trip agree with
    # ours; this is the kernel's arithmetic on the cast values: f32 division,
    # saturation, round-to-nearest-even fp8, then q * scale - x fused into one
    # rounding (both compilers contract it to an fma; in f64 it is exact here).
    import torch
    kf, vf = k.view(-1, 256).float(), v.view(-1, 256).float()
    kq = torch.clamp(kf / k_scale[0], -448.0, 448.0).to(torch.float8_e4m3fn).double() * k_scale[0].double()
    vq = torch.clamp(vf / v_scale[0], -57344.0, 57344.0).to(torch.float8_e5m2).double() * v_scale[0].double()
    out = torch.maximum((kq - kf.double()).abs().amax(dim=1), (vq - vf.double()).abs().amax(dim=1)).float()
    out[slots.view(-1)[:out.numel()] < 0] = 0.0
    return {8: out}
