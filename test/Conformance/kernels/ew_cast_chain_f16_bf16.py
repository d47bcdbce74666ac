# fp16 and bf16 elementwise chains through fp32 and back: each cast is a
# tt.fp_to_fp or arith ext/trunc with round-to-nearest-even, with fp16 and
# bf16 arithmetic in between. 4000037 elements: the tail is masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*bf16:16,*fp16:16,*bf16:16,*fp32:16,i32,1024
# launch: grid = 3907, num_warps = 4
# args: f16[4000037]=randn bf16[4000037]=randn f16[4000037]=zeros bf16[4000037]=zeros f32[4000037]=zeros i32=4000037
# outputs: 2 3 4
# tol: 1e-2 1e-2
import triton
import triton.language as tl


@triton.jit
def cast_chain(h_ptr, b_ptr, out_h_ptr, out_b_ptr, out_f_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    h = tl.load(h_ptr + offs, mask=mask, other=0.0)
    b = tl.load(b_ptr + offs, mask=mask, other=0.0)
    hf = h.to(tl.float32)
    bf = b.to(tl.float32)
    s = ((hf - bf) * 1.5).to(tl.float16)
    t = (s * h).to(tl.bfloat16)
    u = (t + b).to(tl.float32) * 0.25
    tl.store(out_h_ptr + offs, (u + hf).to(tl.float16), mask=mask)
    tl.store(out_b_ptr + offs, h.to(tl.bfloat16) * b, mask=mask)
    tl.store(out_f_ptr + offs, s.to(tl.float32) + t.to(tl.float32) + u, mask=mask)
