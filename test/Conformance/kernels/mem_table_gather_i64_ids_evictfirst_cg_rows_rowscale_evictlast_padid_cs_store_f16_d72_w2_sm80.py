# Row gather from a large [50000, 72] f16 table (KV-cache / embedding style) by
# int64 ids (-1 = padding -> zero row): ids loaded with evict_first, table
# rows streamed with cache_modifier=".cg", per-row fp32
# dequant scales with evict_last, all address math in int64; [16, 128] tiles
# (D=72 masked, 300 ids = 19 programs) stored with cache_modifier=".cs".
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i64:16,*fp16:16,*fp32:16,*fp16:16,i32,i32,i32,i32,16,128
# launch: grid = 19, num_warps = 2, num_stages = 1
# args: i64[300]=int:-1:49999 f16[3600000]=randn f32[50000]=rand f16[21600]=zeros i32=300 i32=72 i32=72 i32=72
# outputs: 3
# tol: 1e-3 1e-3
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def gather_rows_scaled_kernel(
    ids_ptr,
    table_ptr,
    scale_ptr,
    out_ptr,
    n_ids,
    dim,
    stride_table,
    stride_out,
    BLOCK_T: tl.constexpr,
    BLOCK_D: tl.constexpr,
):
    pid = tl.program_id(0)
    t = pid * BLOCK_T + tl.arange(0, BLOCK_T)
    tmask = t < n_ids
    cols = tl.arange(0, BLOCK_D)
    cmask = cols < dim

    ids = tl.load(ids_ptr + t, mask=tmask, other=-1, eviction_policy="evict_first")
    valid = tmask & (ids >= 0)
    safe = tl.where(valid, ids, 0)
    row_off = safe * stride_table
    m2 = valid[:, None] & cmask[None, :]
    vals = tl.load(
        table_ptr + row_off[:, None] + cols[None, :],
        mask=m2,
        other=0.0,
        cache_modifier=".cg",
    )
    scale = tl.load(scale_ptr + safe, mask=valid, other=0.0, eviction_policy="evict_last")
    out = (vals.to(tl.float32) * scale[:, None]).to(tl.float16)
    out_off = t.to(tl.int64)[:, None] * stride_out + cols[None, :]
    tl.store(out_ptr + out_off, out, mask=tmask[:, None] & cmask[None, :], cache_modifier=".cs")
