# A sum of products of matrix pairs, sum_b A_b @ B_b, in one pipelined loop over
# (pair, K step) whose descriptors are made on the device inside the loop, in an if
# (a new pair starts), as a persistent or grouped kernel makes them: each write may
# happen while TMA copies of earlier iterations still read the previous descriptors,
# so each descriptor op takes one global scratch slot per iteration in flight (three
# here: two stages ahead, and the wgmma left running). K spans two K steps, so a new
# pair of descriptors comes every other iteration. M and N are not multiples of the
# tile. (With the descriptors made at the loop's top level instead, Triton 3.6's
# pipeliner fails, as it cannot predicate the descriptor write; ours puts the write
# in an if.)
# signature: *fp16:16,*fp16:16,*fp32:16,i32,i32,i32,i32,128,128,64
# launch: grid = 3x2, num_warps = 4, num_stages = 3
# args: f16[268800]=int:-3:3 f16[179200]=int:-3:3 f32[60000]=zeros i32=7 i32=300 i32=200 i32=128
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def sum_of_products(a_ptr, b_ptr, c_ptr, B, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    k_steps = tl.cdiv(K, BK)
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1], block_shape=[BK, BN])
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for i in range(0, B * k_steps):
        pair = i // k_steps
        k = i % k_steps
        if k == 0:
            a_desc = tl.make_tensor_descriptor(a_ptr + pair * M * K, shape=[M, K], strides=[K, 1],
                                               block_shape=[BM, BK])
            b_desc = tl.make_tensor_descriptor(b_ptr + pair * K * N, shape=[K, N], strides=[N, 1],
                                               block_shape=[BK, BN])
        a = a_desc.load([pid_m * BM, k * BK])
        b = b_desc.load([k * BK, pid_n * BN])
        acc = tl.dot(a, b, acc)
    offs_m = pid_m * BM + tl.arange(0, BM)
    offs_n = pid_n * BN + tl.arange(0, BN)
    c = c_ptr + offs_m[:, None] * N + offs_n[None, :]
    tl.store(c, acc, mask=(offs_m[:, None] < M) & (offs_n[None, :] < N))
