# Linear layer y = x @ W^T + b with W stored [N, K] (nn.Linear layout): the
# B operand is tl.trans of a loaded [BLOCK_N, BLOCK_K] tile of W, bf16
# operands, f32 accumulator over a K loop; epilogue adds the bf16 bias row
# vector broadcast over rows, then tl.where zeroes the columns at or beyond
# each row's length (an i32 per-row length vector) and the out-of-range
# tile parts; bf16 store masked on M and N (N = 160 leaves half a tile).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*i32:16,*bf16:16,i32:16,i32:16,i32:16,64,128,64
# launch: grid = 5x2, num_warps = 4, num_stages = 3
# args: bf16[81920]=int:-2:2 bf16[40960]=int:-2:2 bf16[160]=int:-3:3 i32[320]=int:0:160 bf16[51200]=zeros i32=320 i32=160 i32=256
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def linear_bias_seqmask(x_ptr, w_ptr, bias_ptr, len_ptr, out_ptr, M, N, K,
                        BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    row_ok = offs_m < M
    col_ok = offs_n < N

    x_ptrs = x_ptr + offs_m[:, None] * K + offs_k[None, :]
    w_ptrs = w_ptr + offs_n[:, None] * K + offs_k[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        x = tl.load(x_ptrs, mask=row_ok[:, None], other=0.0)
        w = tl.load(w_ptrs, mask=col_ok[:, None], other=0.0)
        acc = tl.dot(x, tl.trans(w), acc)
        x_ptrs += BLOCK_K
        w_ptrs += BLOCK_K

    bias = tl.load(bias_ptr + offs_n, mask=col_ok, other=0.0).to(tl.float32)
    acc = acc + bias[None, :]
    lens = tl.load(len_ptr + offs_m, mask=row_ok, other=0)
    valid = row_ok[:, None] & col_ok[None, :]
    keep = valid & (offs_n[None, :] < lens[:, None])
    y = tl.where(keep, acc, 0.0)
    tl.store(out_ptr + offs_m[:, None] * N + offs_n[None, :], y.to(tl.bfloat16), mask=valid)
