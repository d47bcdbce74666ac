# tl.xor_sum with axis=None: a full reduction of a 32x128 int32 tile to one
# scalar per program (one warp, 128 elements a thread); 4,000,000 inputs, so
# the last program's tile is partly masked (masked lanes as 0, the identity).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,i32:16,32,128
# launch: grid = 977, num_warps = 1
# args: i32[4000000]=int:-2000000000:2000000000 i32[977]=zeros i32=4000000
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def tile_xor_checksum(x_ptr, out_ptr, n, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BM * BN + tl.arange(0, BM)[:, None] * BN + tl.arange(0, BN)[None, :]
    x = tl.load(x_ptr + offs, mask=offs < n, other=0)
    tl.store(out_ptr + pid, tl.xor_sum(x))
