# tl.cumsum along the middle axis 1 of a 4x32x16 int32 tile (exact): a scan
# whose axis is neither the outermost nor the contiguous one.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,4,32,16
# launch: grid = 2048, num_warps = 2
# args: i32[2048,4,32,16]=rand i32[2048,4,32,16]=zeros
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def scan_cumsum_3d(x_ptr, y_ptr, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    a = tl.arange(0, A)[:, None, None]
    b = tl.arange(0, B)[None, :, None]
    c = tl.arange(0, C)[None, None, :]
    offs = pid * (A * B * C) + a * (B * C) + b * C + c
    tl.store(y_ptr + offs, tl.cumsum(tl.load(x_ptr + offs), axis=1))
