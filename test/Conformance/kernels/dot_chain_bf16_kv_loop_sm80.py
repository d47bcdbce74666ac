# Two chained dots in a loop over key blocks on sm_80 (mma.sync): S = Q K^T,
# then O += relu(S) V in bf16, no softmax; 64 queries, D = 32, 4 key blocks
# of 32.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*fp32:16,64,32,32,128
# launch: grid = 2, num_warps = 4, num_stages = 2
# args: bf16[4096]=int:-1:1 bf16[8192]=int:-1:1 bf16[8192]=int:-1:1 f32[4096]=zeros
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def chain_relu(q_ptr, k_ptr, v_ptr, o_ptr, BM: tl.constexpr, D: tl.constexpr, BN: tl.constexpr, L: tl.constexpr):
    pid = tl.program_id(0)
    rm = tl.arange(0, BM)
    rd = tl.arange(0, D)
    q = tl.load(q_ptr + pid * BM * D + rm[:, None] * D + rd[None, :])
    acc = tl.zeros((BM, D), tl.float32)
    for start in range(0, L, BN):
        rn = start + tl.arange(0, BN)
        k = tl.load(k_ptr + pid * L * D + rn[:, None] * D + rd[None, :])
        v = tl.load(v_ptr + pid * L * D + rn[:, None] * D + rd[None, :])
        s = tl.dot(q, tl.trans(k))
        acc = tl.dot(tl.maximum(s, 0.0).to(tl.bfloat16), v, acc)
    tl.store(o_ptr + pid * BM * D + rm[:, None] * D + rd[None, :], acc)
