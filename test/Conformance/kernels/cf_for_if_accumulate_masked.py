# A for loop over 10 column blocks of 128 with an if on the loop index
# (every third block is scaled before it is added) carrying a 2-D f32
# accumulator of 8 rows, reduced along rows at the end.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,8,128
# launch: grid = 6, num_warps = 4
# args: f32[61440]=randn f32[48]=zeros i32=1280
# outputs: 1
# tol: 1e-3 1e-3
import triton
import triton.language as tl


@triton.jit
def for_if_acc(x_ptr, y_ptr, N, R: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * R + tl.arange(0, R)
    acc = tl.zeros((R, BLOCK), tl.float32)
    for i in range(0, N // BLOCK):
        cols = i * BLOCK + tl.arange(0, BLOCK)
        x = tl.load(x_ptr + rows[:, None] * N + cols[None, :])
        if i % 3 == 0:
            x = x * 0.5
        acc += x
    tl.store(y_ptr + rows, tl.sum(acc, axis=1))
