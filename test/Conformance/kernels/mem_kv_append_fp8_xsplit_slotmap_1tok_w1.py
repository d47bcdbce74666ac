# vLLM reshape_and_cache with an fp8 (e4m3) KV cache: one token per program
# (1 warp), a [8, 64] head x dim tile for 6 heads (masked), the slot loaded from
# an int64 slot mapping (negative = padding token, skipped), keys scattered into
# the x-split layout [blocks, H, D/16, 16, 16] and values into [blocks, H, D, 16],
# both scaled by per-tensor scales loaded from memory before the fp8 cast.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp8e4nv:16,*fp8e4nv:16,*i64:16,*fp32:16,i32,i32:16,i32:16,i32:16,i32:16,64,16,16,8
# launch: grid = 50, num_warps = 1
# args: bf16[19200]=randn bf16[19200]=randn fp8e4m3[24576]=zeros fp8e4m3[24576]=zeros i64[50]=iota f32[2]=rand i32=6 i32=384 i32=64 i32=384 i32=64
# outputs: 2 3
# tol: 1e-6 1e-6
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def reshape_and_cache_fp8_kernel(
    key_ptr,
    value_ptr,
    key_cache_ptr,
    value_cache_ptr,
    slot_mapping_ptr,
    kv_scale_ptr,
    num_heads,
    key_stride_t,
    key_stride_h,
    value_stride_t,
    value_stride_h,
    HEAD_DIM: tl.constexpr,
    BLOCK_SIZE: tl.constexpr,
    X: tl.constexpr,
    BLOCK_H: tl.constexpr,
):
    tok = tl.program_id(0)
    slot = tl.load(slot_mapping_ptr + tok)
    if slot < 0:
        return
    block_idx = slot // BLOCK_SIZE
    block_off = slot % BLOCK_SIZE

    h = tl.arange(0, BLOCK_H)
    d = tl.arange(0, HEAD_DIM)
    hmask = (h < num_heads)[:, None]

    # scales in [0.25, 1.25): keep |x / s| inside the e4m3 range
    k_scale = tl.load(kv_scale_ptr) + 0.25
    v_scale = tl.load(kv_scale_ptr + 1) + 0.25

    k = tl.load(key_ptr + tok * key_stride_t + h[:, None] * key_stride_h + d[None, :], mask=hmask, other=0.0)
    v = tl.load(value_ptr + tok * value_stride_t + h[:, None] * value_stride_h + d[None, :], mask=hmask, other=0.0)

    cache_block = block_idx * (num_heads * HEAD_DIM * BLOCK_SIZE)
    head_off = h[:, None].to(tl.int64) * (HEAD_DIM * BLOCK_SIZE)
    k_dst = cache_block + head_off + (d[None, :] // X) * (BLOCK_SIZE * X) + block_off * X + (d[None, :] % X)
    v_dst = cache_block + head_off + d[None, :] * BLOCK_SIZE + block_off

    k_q = (k.to(tl.float32) * (1.0 / k_scale)).to(tl.float8e4nv)
    v_q = (v.to(tl.float32) / v_scale).to(tl.float8e4nv)
    tl.store(key_cache_ptr + k_dst, k_q, mask=hmask)
    tl.store(value_cache_ptr + v_dst, v_q, mask=hmask)
