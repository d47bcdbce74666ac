# vLLM-style reshape_and_cache (flash layout): key and value rows [256
# tokens, 8 heads, 128] f16 scattered into paged caches [64 blocks, 16
# slots, 8, 128] through an int64 slot_mapping (slot // block_size picks
# the block, slot % block_size the row; a negative slot marks a padded
# token and is skipped; the inputs here are the unique slots 0..255, as the
# args inits cannot draw unique slots mixed with -1); grid = tokens x 2
# tiles of 512 of the 1024 values of a token, i64 strides.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*i64:16,i64,i64,i64,i64,8,128,16,512
# launch: grid = 256x2, num_warps = 4
# args: f16[256,8,128]=randn f16[256,8,128]=randn f16[64,16,8,128]=zeros f16[64,16,8,128]=zeros i64[256]=iota i64=1024 i64=1024 i64=16384 i64=1024
# outputs: 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def reshape_and_cache_kernel_flash(
    key_ptr,  # [num_tokens, num_heads, head_size]
    value_ptr,  # [num_tokens, num_heads, head_size]
    key_cache_ptr,  # [num_blocks, block_size, num_heads, head_size]
    value_cache_ptr,  # [num_blocks, block_size, num_heads, head_size]
    slot_mapping_ptr,  # [num_tokens]
    key_stride: tl.int64,
    value_stride: tl.int64,
    block_stride: tl.int64,
    page_stride: tl.int64,
    num_heads: tl.constexpr,
    head_size: tl.constexpr,
    block_size: tl.constexpr,
    TILE_SIZE: tl.constexpr,
):
    token_idx = tl.program_id(axis=0)
    slot_idx = tl.load(slot_mapping_ptr + token_idx).to(tl.int64)
    if slot_idx < 0:
        # padding token that should be ignored
        return

    tile_i = tl.program_id(axis=1)
    tile_offs = tl.arange(0, TILE_SIZE)
    tile_pos = tile_i * TILE_SIZE + tile_offs

    block_idx = slot_idx // block_size
    block_offset = slot_idx % block_size

    src_key_idx = token_idx * key_stride
    src_value_idx = token_idx * value_stride

    tgt_idx = block_idx * block_stride + block_offset * page_stride

    mask = tile_pos < (num_heads * head_size)
    key_load = tl.load(key_ptr + src_key_idx + tile_pos, mask=mask)
    value_load = tl.load(value_ptr + src_value_idx + tile_pos, mask=mask)

    tl.store(key_cache_ptr + tgt_idx + tile_pos, key_load.to(key_cache_ptr.dtype.element_ty), mask=mask)
    tl.store(value_cache_ptr + tgt_idx + tile_pos, value_load.to(value_cache_ptr.dtype.element_ty), mask=mask)
