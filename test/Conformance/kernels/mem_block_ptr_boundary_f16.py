# tl.make_block_ptr loads and stores with boundary checks and zero padding
# over a 100x70 f16 matrix in 32x32 blocks, advanced along columns in a loop
# (a row-block sum of squares written back per block).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,i32,i32,32,32
# launch: grid = 4, num_warps = 4
# args: f16[7000]=randn f16[7000]=zeros i32=100 i32=70
# outputs: 1
# tol: 1e-2 1e-2
import triton
import triton.language as tl


@triton.jit
def block_ptr_sq(x_ptr, y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    xb = tl.make_block_ptr(x_ptr, (M, N), (N, 1), (pid * BM, 0), (BM, BN), (1, 0))
    yb = tl.make_block_ptr(y_ptr, (M, N), (N, 1), (pid * BM, 0), (BM, BN), (1, 0))
    for _ in range(0, tl.cdiv(N, BN)):
        x = tl.load(xb, boundary_check=(0, 1), padding_option="zero").to(tl.float32)
        tl.store(yb, (x * x).to(tl.float16), boundary_check=(0, 1))
        xb = tl.advance(xb, (0, BN))
        yb = tl.advance(yb, (0, BN))
