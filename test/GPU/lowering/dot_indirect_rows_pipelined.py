# A matmul whose B rows are picked by indices loaded in the same K loop
# (C = A @ B[idx]): the index load feeds the row load that feeds the dot, so the
# pipeliner loads the indices a stage before the rows they pick, both through
# cp.async and shared memory, and reads the indices back in registers in an early
# stage (Triton's indirect-load pipelining). M and N are not multiples of the tile
# (N and K are multiples of 16, as their hints say, so rows move in 16-byte copies).
# signature: *fp16:16,*fp16:16,*i32:16,*fp32:16,i32,i32:16,i32:16,64,64,32
# launch: grid = 4x3, num_warps = 4, num_stages = 3
# args: f16[58880]=int:-3:3 f16[72000]=int:-3:3 i32[256]=int:0:499 f32[33120]=zeros i32=230 i32=144 i32=256
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def gathered_rows_matmul(a_ptr, b_ptr, idx_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr,
                         BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        rows = tl.load(idx_ptr + k + rk)
        a = tl.load(a_ptr + rm[:, None] * K + (k + rk)[None, :], mask=rm[:, None] < M, other=0.0)
        b = tl.load(b_ptr + rows[:, None] * N + rn[None, :], mask=rn[None, :] < N, other=0.0)
        acc = tl.dot(a, b, acc)
    c = c_ptr + rm[:, None] * N + rn[None, :]
    tl.store(c, acc, mask=(rm[:, None] < M) & (rn[None, :] < N))
