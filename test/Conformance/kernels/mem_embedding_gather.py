# Embedding lookup: rows of an fp16 table gathered by token ids loaded from
# memory (ids[:, None] * D + cols[None, :]), 16 tokens x 256 columns per
# program, masked on both dimensions (20003 tokens, D = 200).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*fp16:16,*fp16:16,i32,i32,16,256
# launch: grid = 1251, num_warps = 4
# args: i32[20003]=int:0:29999 f16[30000,200]=randn f16[20003,200]=zeros i32=20003 i32=200
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def embedding_gather(ids_ptr, table_ptr, out_ptr, n_tokens, D, BT: tl.constexpr, BD: tl.constexpr):
    tok = tl.program_id(0) * BT + tl.arange(0, BT)
    cols = tl.arange(0, BD)
    tmask = tok < n_tokens
    ids = tl.load(ids_ptr + tok, mask=tmask, other=0)
    mask = tmask[:, None] & (cols[None, :] < D)
    rows = tl.load(table_ptr + ids[:, None] * D + cols[None, :], mask=mask, other=0.0)
    tl.store(out_ptr + tok[:, None] * D + cols[None, :], rows, mask=mask)
