# Projection of a padded batch [B, L_MAX, K] with per-sequence lengths: a
# program whose 64-row block starts below lens[b] takes an scf.if branch that
# runs the K loop of tl.dot and writes valid rows (pad value for rows past
# the length); programs wholly in the padding take the else branch and only
# fill the pad value. 3-D grid, L_MAX = 160 tail, bf16 in/out, 4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*i32:16,*bf16:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,fp32,64,64,32
# launch: grid = 3x2x3, num_warps = 4, num_stages = 3
# args: bf16[61440]=int:-2:2 bf16[16384]=int:-2:2 i32[3]=int:0:160 bf16[61440]=zeros i32=160 i32=128 i32=128 i32=20480 i32=128 i32=128 i32=20480 i32=128 f32=-1.0
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def padded_batch_proj(x_ptr, w_ptr, lens_ptr, out_ptr, L_MAX, N, K,
                      stride_xb, stride_xm, stride_wk, stride_ob, stride_om, pad_value,
                      BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    b = tl.program_id(2)
    seq_len = tl.load(lens_ptr + b)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    in_buf = offs_m < L_MAX
    o_ptrs = out_ptr + b * stride_ob + offs_m[:, None] * stride_om + offs_n[None, :]
    o_mask = in_buf[:, None] & (offs_n < N)[None, :]
    if pid_m * BLOCK_M < seq_len:
        row_ok = offs_m < seq_len
        offs_k = tl.arange(0, BLOCK_K)
        x_ptrs = x_ptr + b * stride_xb + offs_m[:, None] * stride_xm + offs_k[None, :]
        w_ptrs = w_ptr + offs_k[:, None] * stride_wk + offs_n[None, :]
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for k in range(0, K, BLOCK_K):
            a = tl.load(x_ptrs, mask=row_ok[:, None] & ((k + offs_k) < K)[None, :], other=0.0)
            w = tl.load(w_ptrs, mask=((k + offs_k) < K)[:, None], other=0.0)
            acc = tl.dot(a, w, acc)
            x_ptrs += BLOCK_K
            w_ptrs += BLOCK_K * stride_wk
        out = tl.where(row_ok[:, None], acc, pad_value)
        tl.store(o_ptrs, out.to(tl.bfloat16), mask=o_mask)
    else:
        pad = tl.full((BLOCK_M, BLOCK_N), pad_value, dtype=tl.float32)
        tl.store(o_ptrs, pad.to(tl.bfloat16), mask=o_mask)
