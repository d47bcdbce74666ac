# Embedding lookup: rows of a 50000x200 fp16 table gathered by token ids
# loaded from memory (ids[:, None] * D + cols[None, :]), 8 tokens x 256
# columns per program, columns (200) and tokens (16383) masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*fp16:16,*fp16:16,i32,i32,8,256
# launch: grid = 2048, num_warps = 4
# args: i32[16383]=int:0:49999 f16[50000,200]=randn f16[16383,200]=zeros i32=16383 i32=200
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def embedding_gather(ids_ptr, table_ptr, out_ptr, n_tokens, D, BT: tl.constexpr, BD: tl.constexpr):
    toks = tl.program_id(0) * BT + tl.arange(0, BT)
    tmask = toks < n_tokens
    ids = tl.load(ids_ptr + toks, mask=tmask, other=0)
    cols = tl.arange(0, BD)
    mask = tmask[:, None] & (cols < D)[None, :]
    vals = tl.load(table_ptr + ids[:, None] * D + cols[None, :], mask=mask, other=0.0)
    tl.store(out_ptr + toks[:, None] * D + cols[None, :], vals, mask=mask)
