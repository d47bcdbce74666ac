# RWKV-4 WKV time-mixing forward over ragged sequences: one program per
# (channel block of 32, batch) with 75 channels (masked tail); a while loop whose
# trip count is each sequence's length loaded from memory carries the
# numerically stable (aa, bb, pp) state tensors; bf16 k/v/out, f32 state; the
# final state is stored for the next chunk.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*bf16:16,*bf16:16,*i32:16,*bf16:16,*fp32:16,*fp32:16,*fp32:16,i32,i32:16,i32,32
# launch: grid = 3x3, num_warps = 2, num_stages = 1
# args: f32[75]=randn f32[75]=randn bf16[14400]=randn bf16[14400]=randn i32[3]=int:1:64 bf16[14400]=zeros f32[225]=zeros f32[225]=zeros f32[225]=zeros i32=75 i32=4800 i32=75
# outputs: 5 6 7 8
# tol: 2e-2 2e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def rwkv4_wkv_fwd_varlen_kernel(
    w_ptr,
    u_ptr,
    k_ptr,
    v_ptr,
    seqlen_ptr,
    y_ptr,
    aa_out_ptr,
    bb_out_ptr,
    pp_out_ptr,
    C,
    stride_b,
    stride_t,
    BLOCK_C: tl.constexpr,
):
    pid_c = tl.program_id(0)
    b = tl.program_id(1)
    c = pid_c * BLOCK_C + tl.arange(0, BLOCK_C)
    cmask = c < C
    w = -tl.exp(tl.load(w_ptr + c, mask=cmask, other=0.0))
    u = tl.load(u_ptr + c, mask=cmask, other=0.0)
    T = tl.load(seqlen_ptr + b)

    base = b.to(tl.int64) * stride_b
    aa = tl.zeros([BLOCK_C], dtype=tl.float32)
    bb = tl.zeros([BLOCK_C], dtype=tl.float32)
    pp = tl.full([BLOCK_C], -1e38, dtype=tl.float32)
    t = 0
    while t < T:
        off = base + t * stride_t + c
        kk = tl.load(k_ptr + off, mask=cmask, other=0.0).to(tl.float32)
        vv = tl.load(v_ptr + off, mask=cmask, other=0.0).to(tl.float32)
        ww = u + kk
        p = tl.maximum(pp, ww)
        e1 = tl.exp(pp - p)
        e2 = tl.exp(ww - p)
        y = (e1 * aa + e2 * vv) / (e1 * bb + e2)
        tl.store(y_ptr + off, y.to(tl.bfloat16), mask=cmask)
        ww = w + pp
        p = tl.maximum(ww, kk)
        e1 = tl.exp(ww - p)
        e2 = tl.exp(kk - p)
        aa = e1 * aa + e2 * vv
        bb = e1 * bb + e2
        pp = p
        t += 1
    tl.store(aa_out_ptr + b * C + c, aa, mask=cmask)
    tl.store(bb_out_ptr + b * C + c, bb, mask=cmask)
    tl.store(pp_out_ptr + b * C + c, pp, mask=cmask)
