# Bytes through the staging buffer: an int8 transpose with a masked tail.
# signature: *i8:16,*i8:16,i32,i32,32,64
# launch: grid = 8, num_warps = 2
# args: i8[100,120]=rand i8[120,100]=zeros i32=100 i32=120
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
