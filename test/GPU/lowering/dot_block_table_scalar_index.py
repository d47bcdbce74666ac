# A matmul over K blocks taken in the order a table gives (C = the sum over j
# of A[:, blk[j]] @ B[blk[j], :], blocks repeated): the block index is a scalar
# i32 loaded in the K loop that feeds the addresses of both tiles, so the
# pipeliner copies it as a one-element tensor a stage before the tiles it picks
# (Triton's scalar-load conversion) and reads it back in registers. M and N are
# not multiples of the tile; NB is not a multiple of anything.
# signature: *fp16:16,*fp16:16,*i32:16,*fp32:16,i32,i32:16,i32:16,i32,64,64,32
# launch: grid = 4x3, num_warps = 4, num_stages = 3
# args: f16[58880]=int:-3:3 f16[36864]=int:-3:3 i32[13]=int:0:7 f32[33120]=zeros i32=230 i32=144 i32=256 i32=13
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def block_table_matmul(a_ptr, b_ptr, blk_ptr, c_ptr, M, N, K, NB, BM: tl.constexpr, BN: tl.constexpr,
                       BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for j in range(0, NB):
        kb = tl.load(blk_ptr + j)
        a = tl.load(a_ptr + rm[:, None] * K + (kb * BK + rk)[None, :], mask=rm[:, None] < M, other=0.0)
        b = tl.load(b_ptr + (kb * BK + rk)[:, None] * N + rn[None, :], mask=rn[None, :] < N, other=0.0)
        acc = tl.dot(a, b, acc)
    c = c_ptr + rm[:, None] * N + rn[None, :]
    tl.store(c, acc, mask=(rm[:, None] < M) & (rn[None, :] < N))
