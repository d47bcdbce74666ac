# Fused gate/up projection of a SwiGLU MLP: x comes through masked pointer
# loads (M = 150 tail rows), the gate and up weights [N, K] (K-major, as
# nn.Linear stores them) through two tensor descriptors built in the kernel
# with tl.make_tensor_descriptor, their [BN, BK] TMA blocks fed to tl.dot as
# .T; two accumulators share the A tile, then silu(gate) * up in f32 and an
# f16 store. 64x64x64, 4 warps, 3 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,i32,i32:16,i32:16,i32:16,i32:16,64,64,64
# launch: grid = 3x4, num_warps = 4, num_stages = 3
# args: f16[28800]=int:-1:1 f16[49152]=int:-1:1 f16[49152]=int:-1:1 f16[38400]=zeros i32=150 i32=256 i32=192 i32=192 i32=256
# outputs: 3
# tol: 1e-2 2e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def gate_up_silu_kernel(x_ptr, wg_ptr, wu_ptr, out_ptr, M, N, K, stride_xm, stride_om,
                        BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    wg_desc = tl.make_tensor_descriptor(wg_ptr, shape=[N, K], strides=[K, 1],
                                        block_shape=[BLOCK_N, BLOCK_K])
    wu_desc = tl.make_tensor_descriptor(wu_ptr, shape=[N, K], strides=[K, 1],
                                        block_shape=[BLOCK_N, BLOCK_K])

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_k = tl.arange(0, BLOCK_K)
    m_mask = offs_m < M
    x_ptrs = x_ptr + offs_m[:, None] * stride_xm + offs_k[None, :]
    off_n = pid_n * BLOCK_N

    acc_g = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    acc_u = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        x = tl.load(x_ptrs, mask=m_mask[:, None] & (offs_k[None, :] < K - k), other=0.0)
        g = wg_desc.load([off_n, k])
        u = wu_desc.load([off_n, k])
        acc_g = tl.dot(x, g.T, acc_g)
        acc_u = tl.dot(x, u.T, acc_u)
        x_ptrs += BLOCK_K

    h = acc_g * tl.sigmoid(acc_g) * acc_u
    offs_n = off_n + tl.arange(0, BLOCK_N)
    o_ptrs = out_ptr + offs_m[:, None] * stride_om + offs_n[None, :]
    tl.store(o_ptrs, h.to(tl.float16), mask=m_mask[:, None] & (offs_n[None, :] < N))
