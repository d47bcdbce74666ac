# Two-stage residual VQ decode: both [16, 64] f16 codebooks are loaded once as
# register tiles and rows are picked with tl.gather(codebook, codes broadcast to
# [32, 64], axis=0); out = q1 + q2 (f16), per-token squared commitment error
# |x - q1 - q2|^2 (f32) and a codebook-usage histogram of stage-1 codes via
# i32 atomic_add. Integer-valued data keeps it exact. T = 200 (tail), 4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i32:16,*i32:16,*fp16:16,*fp16:16,*fp16:16,*fp32:16,*i32:16,i32,32,64,16
# launch: grid = 7, num_warps = 4
# args: f16[12800]=int:-3:3 i32[200]=int:0:15 i32[200]=int:0:15 f16[1024]=int:-2:2 f16[1024]=int:-1:1 f16[12800]=zeros f32[200]=zeros i32[16]=zeros i32=200
# outputs: 5 6 7
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def residual_vq_decode_kernel(x_ptr, code1_ptr, code2_ptr, cb1_ptr, cb2_ptr, out_ptr, err_ptr, usage_ptr, T,
                              BLOCK_T: tl.constexpr, D: tl.constexpr, K: tl.constexpr):
    t = tl.program_id(0) * BLOCK_T + tl.arange(0, BLOCK_T)
    t_ok = t < T
    d = tl.arange(0, D)
    k = tl.arange(0, K)
    cb1 = tl.load(cb1_ptr + k[:, None] * D + d[None, :])
    cb2 = tl.load(cb2_ptr + k[:, None] * D + d[None, :])
    c1 = tl.load(code1_ptr + t, mask=t_ok, other=0)
    c2 = tl.load(code2_ptr + t, mask=t_ok, other=0)
    c1 = tl.minimum(tl.maximum(c1, 0), K - 1)
    c2 = tl.minimum(tl.maximum(c2, 0), K - 1)
    q1 = tl.gather(cb1, tl.broadcast_to(c1[:, None], [BLOCK_T, D]), axis=0)
    q2 = tl.gather(cb2, tl.broadcast_to(c2[:, None], [BLOCK_T, D]), axis=0)
    q = q1.to(tl.float32) + q2.to(tl.float32)
    m = t_ok[:, None]
    x = tl.load(x_ptr + t[:, None] * D + d[None, :], mask=m, other=0.0).to(tl.float32)
    r = x - q
    tl.store(out_ptr + t[:, None] * D + d[None, :], q.to(tl.float16), mask=m)
    tl.store(err_ptr + t, tl.sum(r * r, axis=1), mask=t_ok)
    tl.atomic_add(usage_ptr + c1, 1, mask=t_ok)
