# A 1-element block (BLOCK = 1 constexpr, tensor<1xi64>) with a mask, in a
# loop over CHUNK consecutive elements per program; int64 data, exact;
# one warp, masked tail (n = 1000003).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i64:16,*i64:16,i32,64,1
# launch: grid = 15626, num_warps = 1
# args: i64[1000003]=rand i64[1000003]=zeros i32=1000003
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def block_one(x_ptr, y_ptr, n, CHUNK: tl.constexpr, BLOCK: tl.constexpr):
    base = tl.program_id(0) * CHUNK
    for i in range(0, CHUNK):
        offs = base + i + tl.arange(0, BLOCK)
        mask = offs < n
        v = tl.load(x_ptr + offs, mask=mask, other=0)
        tl.store(y_ptr + offs, v * 3 + 1, mask=mask)
