# A three-layer MLP block per program with no loop: h1 = relu(x @ W1),
# h2 = relu(h1.to(f16) @ W2), y = h2.to(f16) @ W3 -- three chained wgmma dots
# whose A operands after the first come from registers; 64x64 tiles,
# 16 row blocks, f16 operands, f32 output.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp32:16,64,64
# launch: grid = 16, num_warps = 4, num_stages = 3
# args: f16[65536]=int:-2:2 f16[4096]=int:-2:2 f16[4096]=int:-1:1 f16[4096]=int:-1:1 f32[65536]=zeros
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def mlp3_chain(x_ptr, w1_ptr, w2_ptr, w3_ptr, y_ptr, BM: tl.constexpr, D: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rd = tl.arange(0, D)
    w_offs = rd[:, None] * D + rd[None, :]
    x = tl.load(x_ptr + rm[:, None] * D + rd[None, :])
    w1 = tl.load(w1_ptr + w_offs)
    w2 = tl.load(w2_ptr + w_offs)
    w3 = tl.load(w3_ptr + w_offs)
    h1 = tl.maximum(tl.dot(x, w1), 0.0)
    h2 = tl.maximum(tl.dot(h1.to(tl.float16), w2), 0.0)
    y = tl.dot(h2.to(tl.float16), w3)
    tl.store(y_ptr + rm[:, None] * D + rd[None, :], y)
