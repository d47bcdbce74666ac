# Bitonic merge of two runs per row: A and B ([10, 32] i32, 4 rows/program,
# rows masked) sorted with tl.sort, B reversed with tl.flip so A ++ flip(B)
# (join/permute/reshape) is bitonic; six half-cleaner stages unrolled with
# tl.static_range, each reshape [4, 64/2D, 2, D] + permute + split + min/max +
# join; ascending rows and their tl.flip (descending) stored.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,i32,i32:16,i32:16,i32:16,4,32,6
# launch: grid = 3, num_warps = 2
# args: i32[320]=int:-1000:1000 i32[320]=int:-1000:1000 i32[640]=zeros i32[640]=zeros i32=10 i32=32 i32=32 i32=64
# outputs: 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _half_cleaner(x, R: tl.constexpr, N: tl.constexpr, D: tl.constexpr):
    y = tl.reshape(x, [R, N // (2 * D), 2, D])
    y = tl.permute(y, (0, 1, 3, 2))
    a, b = tl.split(y)
    y = tl.join(tl.minimum(a, b), tl.maximum(a, b))
    y = tl.permute(y, (0, 1, 3, 2))
    return tl.reshape(y, [R, N])


@triton.jit
def bitonic_merge_runs_kernel(A, B, Out, OutDesc, M, stride_a, stride_b, stride_o,
                              BLOCK_R: tl.constexpr, RUN_LEN: tl.constexpr, LOG2_N: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BLOCK_R + tl.arange(0, BLOCK_R)
    rmask = rows < M
    c = tl.arange(0, RUN_LEN)
    a = tl.load(A + rows[:, None] * stride_a + c[None, :], mask=rmask[:, None], other=0)
    b = tl.load(B + rows[:, None] * stride_b + c[None, :], mask=rmask[:, None], other=0)
    a = tl.sort(a, dim=1)
    b = tl.flip(tl.sort(b, dim=1), dim=1)
    x = tl.reshape(tl.permute(tl.join(a, b), (0, 2, 1)), [BLOCK_R, 2 * RUN_LEN])
    for i in tl.static_range(LOG2_N):
        x = _half_cleaner(x, BLOCK_R, 2 * RUN_LEN, RUN_LEN >> i)
    o = tl.arange(0, 2 * RUN_LEN)
    tl.store(Out + rows[:, None] * stride_o + o[None, :], x, mask=rmask[:, None])
    tl.store(OutDesc + rows[:, None] * stride_o + o[None, :], tl.flip(x, dim=1), mask=rmask[:, None])
