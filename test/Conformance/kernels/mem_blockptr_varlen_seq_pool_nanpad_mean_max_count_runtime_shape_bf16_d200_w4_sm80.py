# Masked mean/max pooling of a padded [B, S_MAX, D] bf16 batch of sequences
# (sentence-embedding pooling): each batch's 2-D tl.make_block_ptr takes its
# *runtime* length from lengths[b] as the row extent, is advanced down the
# sequence in 16-row steps, and the rows past the length (and the D = 200
# column tail) come back as NaN (padding_option="nan") and are dropped by x == x.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*i32:16,*fp32:16,*bf16:16,*i32:16,i32,i32:16,i32,16,64
# launch: grid = 4x5, num_warps = 4, num_stages = 3
# args: bf16[70000]=randn i32[5]=int:0:70 f32[1000]=zeros bf16[1000]=zeros i32[1000]=zeros i32=200 i32=14000 i32=200
# outputs: 2 3 4
# tol: 1e-4 1e-4
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def seq_pool_kernel(x_ptr, len_ptr, mean_ptr, max_ptr, cnt_ptr, D, stride_b, stride_s,
                    BLOCK_S: tl.constexpr, BLOCK_D: tl.constexpr):
    pid_d = tl.program_id(0)
    b = tl.program_id(1)
    seq_len = tl.load(len_ptr + b)
    blk = tl.make_block_ptr(base=x_ptr + b * stride_b, shape=(seq_len, D), strides=(stride_s, 1),
                            offsets=(0, pid_d * BLOCK_D), block_shape=(BLOCK_S, BLOCK_D),
                            order=(1, 0))
    acc = tl.zeros((BLOCK_D,), dtype=tl.float32)
    cnt = tl.zeros((BLOCK_D,), dtype=tl.int32)
    mx = tl.full((BLOCK_D,), float("-inf"), dtype=tl.float32)
    for _ in range(0, seq_len, BLOCK_S):
        x = tl.load(blk, boundary_check=(0, 1), padding_option="nan").to(tl.float32)
        ok = x == x
        acc += tl.sum(tl.where(ok, x, 0.0), axis=0)
        cnt += tl.sum(ok.to(tl.int32), axis=0)
        mx = tl.maximum(mx, tl.max(tl.where(ok, x, float("-inf")), axis=0))
        blk = tl.advance(blk, (BLOCK_S, 0))
    cols = pid_d * BLOCK_D + tl.arange(0, BLOCK_D)
    cm = cols < D
    mean = acc / tl.maximum(cnt, 1).to(tl.float32)
    mx = tl.where(cnt > 0, mx, 0.0)
    tl.store(mean_ptr + b * D + cols, mean, mask=cm)
    tl.store(max_ptr + b * D + cols, mx.to(tl.bfloat16), mask=cm)
    tl.store(cnt_ptr + b * D + cols, cnt, mask=cm)
