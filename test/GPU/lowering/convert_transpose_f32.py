# Transposes a matrix tile by tile: the load is coalesced along rows, the
# store along columns, so each tile changes layout through shared memory.
# Odd sizes leave masked tails on both edges.
# signature: *fp32:16,*fp32:16,i32,i32,64,64
# launch: grid = 12, num_warps = 4
# args: f32[150,200]=randn f32[200,150]=zeros i32=150 i32=200
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def transpose(x_ptr, y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    tiles_n = tl.cdiv(N, BN)
    rm = (pid // tiles_n) * BM + tl.arange(0, BM)
    rn = (pid % tiles_n) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :], mask=mask)
    tl.store(y_ptr + rn[None, :] * M + rm[:, None], x, mask=mask)
