# Two chained dots where the second A operand is the first result masked by
# tl.where: S = Q K^T (K^T addressed directly as a [D, BN] pointer tile),
# P = where(causal & kv-valid & S > 0, S, 0) cast to f16, O += P V; also the
# exact row sums of P and the count of kept entries.  Causal KV loop bound
# per query block, L = 100 tail, 3 heads, integer inputs (exact), 4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp32:16,*fp32:16,*i32:16,i32,i32:16,i32:16,64,32,32
# launch: grid = 2x3, num_warps = 4, num_stages = 2
# args: f16[9600]=int:-1:1 f16[9600]=int:-1:1 f16[9600]=int:-2:2 f32[9600]=zeros f32[300]=zeros i32[300]=zeros i32=100 i32=3200 i32=32
# outputs: 3 4 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def chained_masked_relu_attn_kernel(q_ptr, k_ptr, v_ptr, o_ptr, rs_ptr, cnt_ptr, L, stride_h, stride_l,
                                    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_D: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_h = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, HEAD_D)
    m_ok = offs_m < L
    head = pid_h.to(tl.int64) * stride_h
    q = tl.load(q_ptr + head + offs_m[:, None] * stride_l + offs_d[None, :], mask=m_ok[:, None], other=0.0)

    o = tl.zeros((BLOCK_M, HEAD_D), dtype=tl.float32)
    rs = tl.zeros((BLOCK_M,), dtype=tl.float32)
    cnt = tl.zeros((BLOCK_M,), dtype=tl.int32)
    hi = tl.minimum((pid_m + 1) * BLOCK_M, L)
    for start_n in range(0, hi, BLOCK_N):
        offs_n = start_n + tl.arange(0, BLOCK_N)
        n_ok = offs_n < L
        kT = tl.load(k_ptr + head + offs_n[None, :] * stride_l + offs_d[:, None], mask=n_ok[None, :], other=0.0)
        s = tl.dot(q, kT)
        keep = (offs_m[:, None] >= offs_n[None, :]) & n_ok[None, :] & (s > 0.0)
        p = tl.where(keep, s, 0.0)
        v = tl.load(v_ptr + head + offs_n[:, None] * stride_l + offs_d[None, :], mask=n_ok[:, None], other=0.0)
        o = tl.dot(p.to(tl.float16), v, o)
        rs += tl.sum(p, axis=1)
        cnt += tl.sum(keep.to(tl.int32), axis=1)

    tl.store(o_ptr + head + offs_m[:, None] * stride_l + offs_d[None, :], o, mask=m_ok[:, None])
    row = pid_h * L + offs_m
    tl.store(rs_ptr + row, rs, mask=m_ok)
    tl.store(cnt_ptr + row, cnt, mask=m_ok)
