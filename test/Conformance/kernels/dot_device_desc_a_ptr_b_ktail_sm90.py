# A built as a device-side tensor descriptor (tl.make_tensor_descriptor with
# keyword shape/strides/block_shape) and B read through masked pointer loads;
# M, N and K (224, a half block past 192) all leave ragged edges: the
# descriptor zero-fills A's out-of-bounds rows and K tail, B's mask does the
# same; 64x64x64 tiles, 3 stages, f16 operands, f32 result.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32,i32,i32:16,64,64,64
# launch: grid = 3x4, num_warps = 4, num_stages = 3
# args: f16[33600]=int:-2:2 f16[44800]=int:-2:2 f32[30000]=zeros i32=150 i32=200 i32=224
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def devdesc_a_matmul(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for kb in range(0, tl.cdiv(K, BK)):
        a = a_desc.load([pid_m * BM, kb * BK])
        kk = kb * BK + rk
        b = tl.load(b_ptr + kk[:, None] * N + rn[None, :], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(a, b, acc)
    tl.store(c_ptr + rm[:, None] * N + rn[None, :], acc, mask=(rm[:, None] < M) & (rn[None, :] < N))
