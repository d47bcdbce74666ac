# Row logsumexp over [40, 1000] bf16 logits in column chunks of 128 (tail 104):
# a @triton.jit(noinline=True) helper taking pointers/scalars and returning a
# tuple of three tensors (chunk max, chunk exp-sum, int1 any-above-threshold
# flag) is called inside the scf.for loop; a second noinline helper returning a
# single tensor loads the bias logit merged after the loop; flag stored as *i1.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*i1:16,i32,i32,i32,fp32,8,128
# launch: grid = 5, num_warps = 4
# args: bf16[40000]=randn bf16[40]=randn f32[40]=zeros i1[40]=zeros i32=40 i32=1000 i32=1000 f32=3.0
# outputs: 2 3
# tol: 1e-3 1e-3
# target: cuda:80
import triton
import triton.language as tl


@triton.jit(noinline=True)
def _chunk_stats(x_ptr, row0, col0, M, N, stride, thresh, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    rows = row0 + tl.arange(0, BLOCK_M)
    cols = col0 + tl.arange(0, BLOCK_N)
    mask = (rows < M)[:, None] & (cols < N)[None, :]
    x = tl.load(x_ptr + rows[:, None] * stride + cols[None, :], mask=mask, other=float("-inf"))
    x = x.to(tl.float32)
    cm = tl.max(x, axis=1)
    cs = tl.sum(tl.exp(x - cm[:, None]), axis=1)
    flag = tl.max((x > thresh).to(tl.int32), axis=1) != 0
    return cm, cs, flag


@triton.jit(noinline=True)
def _load_rows_f32(ptr, row0, M, BLOCK_M: tl.constexpr):
    rows = row0 + tl.arange(0, BLOCK_M)
    return tl.load(ptr + rows, mask=rows < M, other=float("-inf")).to(tl.float32)


@triton.jit
def online_lse_noinline_loop_kernel(
    x_ptr, bias_ptr, lse_ptr, flag_ptr, M, N, stride, thresh,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
):
    pid = tl.program_id(0)
    row0 = pid * BLOCK_M
    rows = row0 + tl.arange(0, BLOCK_M)
    rm = rows < M
    m = tl.full([BLOCK_M], -1.0e30, tl.float32)
    s = tl.zeros([BLOCK_M], dtype=tl.float32)
    flag = tl.zeros([BLOCK_M], dtype=tl.int1)
    for start in range(0, N, BLOCK_N):
        cm, cs, cf = _chunk_stats(x_ptr, row0, start, M, N, stride, thresh, BLOCK_M, BLOCK_N)
        m_new = tl.maximum(m, cm)
        s = s * tl.exp(m - m_new) + cs * tl.exp(cm - m_new)
        m = m_new
        flag = flag | cf
    b = _load_rows_f32(bias_ptr, row0, M, BLOCK_M)
    m_new = tl.maximum(m, b)
    s = s * tl.exp(m - m_new) + tl.exp(b - m_new)
    flag = flag | (b > thresh)
    tl.store(lse_ptr + rows, m_new + tl.log(s), mask=rm)
    tl.store(flag_ptr + rows, flag, mask=rm)
