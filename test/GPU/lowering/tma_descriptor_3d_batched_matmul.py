# A batched matmul through three-dimensional descriptors made on the device: each
# operand tile is a 1 x 128 x 64 (A) or 1 x 64 x 128 (B) TMA block, reshaped to 2-D for
# the dot; the K loop is pipelined over three stages of these rank-3 blocks (each stage
# holds a whole block) and the dot is a wgmma. M, N, K are not multiples of the tile.
# signature: *fp16:16,*fp16:16,*fp32:16,i32,i32,i32,i32,128,128,64
# launch: grid = 3x2x3, num_warps = 4, num_stages = 3
# args: f16[720000]=int:-3:3 f16[480000]=int:-3:3 f32[180000]=zeros i32=3 i32=300 i32=200 i32=800
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bmm_tma_3d(a_ptr, b_ptr, c_ptr, B, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[B, M, K], strides=[M * K, K, 1], block_shape=[1, BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[B, K, N], strides=[K * N, N, 1], block_shape=[1, BK, BN])
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    batch = tl.program_id(2)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = a_desc.load([batch, pid_m * BM, k * BK]).reshape(BM, BK)
        b = b_desc.load([batch, k * BK, pid_n * BN]).reshape(BK, BN)
        acc = tl.dot(a, b, acc)
    offs_m = pid_m * BM + tl.arange(0, BM)
    offs_n = pid_n * BN + tl.arange(0, BN)
    c = c_ptr + batch * M * N + offs_m[:, None] * N + offs_n[None, :]
    tl.store(c, acc, mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))
