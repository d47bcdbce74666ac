# Paged K-cache export: vLLM key layout [blocks, heads, D/x, block, x] (x = 8)
# gathered through a .cg-loaded int64 block mapping (int64 bases, evict_first
# loads of an [8, 16, 8] tile), permuted (1, 0, 2) and reshaped to [16, 64], then
# scattered to [pairs, block, heads, D] at a slot computed from a loaded table,
# filled tokens only (.cs stores), with per-(pair, head) absmax. 4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i64:16,*i64:16,*i32:16,*fp16:16,*fp32:16,i32,i32,i32,i32,i32,i32,64,16,8
# launch: grid = 5x2, num_warps = 4
# args: f16[24576]=randn i64[5]=int:0:11 i64[5]=iota i32[5]=int:1:16 f16[10240]=zeros f32[10]=zeros i32=5 i32=2 i32=2048 i32=1024 i32=2048 i32=128
# outputs: 4 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def kcache_xsplit_export_kernel(kc_ptr, src_map_ptr, dst_tbl_ptr, fill_ptr, out_ptr, amax_ptr,
                                P, NH, stride_kb, stride_kh, stride_ob, stride_ot,
                                D: tl.constexpr, BLK: tl.constexpr, X: tl.constexpr):
    pair = tl.program_id(0)
    head = tl.program_id(1)
    src_blk = tl.load(src_map_ptr + pair, cache_modifier=".cg")
    dst_blk = (tl.load(dst_tbl_ptr + pair) * 3) % P
    n_fill = tl.load(fill_ptr + pair)

    dx = tl.arange(0, D // X)[:, None, None]
    t3 = tl.arange(0, BLK)[None, :, None]
    xi = tl.arange(0, X)[None, None, :]
    src = kc_ptr + src_blk * stride_kb + head.to(tl.int64) * stride_kh
    k3 = tl.load(src + dx * (BLK * X) + t3 * X + xi, mask=t3 < n_fill, other=0.0,
                 eviction_policy="evict_first")
    tok = tl.reshape(tl.permute(k3, (1, 0, 2)), [BLK, D])

    t = tl.arange(0, BLK)[:, None]
    dcol = tl.arange(0, D)[None, :]
    dst = out_ptr + dst_blk * stride_ob + t * stride_ot + head * D + dcol
    tl.store(dst, tok, mask=t < n_fill, cache_modifier=".cs")
    amax = tl.max(tl.max(tl.abs(tok.to(tl.float32)), axis=1), axis=0)
    tl.store(amax_ptr + dst_blk * NH + head, amax)
