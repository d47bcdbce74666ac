# Bit-mask packing and unpacking in uint8 (bitsandbytes / packed attention
# masks): an int8 0/1 keep map [10, 197] is reshaped to [4, 16, 8], shifted
# by a uint8 bit index and OR-reduced (tl.reduce) to bytes; a packed uint8
# mask is expanded with >> and & 1 to [4, 16, 8] -> [4, 128] bits, applied to
# f16 values with tl.where, popcounted per row tile, and XOR-ed with the keep
# map; partial last byte (197 bits = 24 bytes + 5 bits), 2 column tiles.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*u8:16,*fp16:16,*u8:16,*fp16:16,*i32:16,*i8:16,i32,i32,i32,i32,4,128
# launch: grid = 3x2, num_warps = 2
# args: i8[1970]=int:0:1 u8[250]=int:0:255 f16[1970]=randn u8[250]=zeros f16[1970]=zeros i32[20]=zeros i8[1970]=zeros i32=10 i32=197 i32=197 i32=25
# outputs: 3 4 5 6
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def _bor(a, b):
    return a | b


@triton.jit
def bitmask_pack_unpack_kernel(keep_ptr, bits_ptr, x_ptr, packed_ptr, y_ptr, pop_ptr, diff_ptr,
                               R, N, stride_row, stride_bytes,
                               BR: tl.constexpr, BN: tl.constexpr):
    NB: tl.constexpr = BN // 8
    pid_r = tl.program_id(0)
    pid_n = tl.program_id(1)
    rows = pid_r * BR + tl.arange(0, BR)
    cols = pid_n * BN + tl.arange(0, BN)
    byte = pid_n * NB + tl.arange(0, NB)
    rm = rows < R
    m = rm[:, None] & (cols < N)[None, :]
    n_bytes = (N + 7) // 8
    bm = rm[:, None] & (byte < n_bytes)[None, :]
    shift = tl.arange(0, 8).to(tl.uint8)

    # pack: [BR, BN] 0/1 -> [BR, NB, 8] << bit -> OR over bits
    off = rows[:, None] * stride_row + cols[None, :]
    keep = tl.load(keep_ptr + off, mask=m, other=0)
    k3 = tl.reshape(keep.to(tl.uint8), [BR, NB, 8])
    packed = tl.reduce(k3 << shift[None, None, :], 2, _bor)
    boff = rows[:, None] * stride_bytes + byte[None, :]
    tl.store(packed_ptr + boff, packed, mask=bm)

    # unpack: [BR, NB] bytes -> [BR, NB, 8] bits -> [BR, BN]
    b = tl.load(bits_ptr + boff, mask=bm, other=0)
    bit3 = (b[:, :, None] >> shift[None, None, :]) & 1
    bit = tl.reshape(bit3, [BR, BN])
    x = tl.load(x_ptr + off, mask=m, other=0.0)
    y = tl.where(bit != 0, x, tl.zeros_like(x))
    tl.store(y_ptr + off, y, mask=m)

    pop = tl.sum(tl.where(m, bit, 0).to(tl.int32), axis=1)
    tl.store(pop_ptr + rows * tl.num_programs(1) + pid_n, pop, mask=rm)
    diff = (bit.to(tl.int8) ^ keep)
    tl.store(diff_ptr + off, diff, mask=m)
