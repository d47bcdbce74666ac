# tl.multiple_of / tl.max_contiguous hints: the row start row * 2056 (stride
# not specialized: 2056 is not a multiple of 16) is declared a multiple of 8,
# the column range contiguous and aligned, so int8 loads can vectorize.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*fp32:16,i32:16,i32,2048
# launch: grid = 4096, num_warps = 8
# args: i8[4096,2056]=rand f32[4096,2048]=zeros i32=2048 i32=2056
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def hinted_rows(x_ptr, y_ptr, n_cols, stride_x, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    xs = tl.multiple_of(row * stride_x, 8)
    cols = tl.max_contiguous(tl.multiple_of(tl.arange(0, BLOCK), BLOCK), BLOCK)
    x = tl.load(x_ptr + xs + cols)
    ys = tl.multiple_of(row * n_cols, 16)
    tl.store(y_ptr + ys + cols, x.to(tl.float32) * 0.5)
