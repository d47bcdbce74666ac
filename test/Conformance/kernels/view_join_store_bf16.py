# tl.join of two 32x64 bf16 tiles into a 32x64x2 tile (the new minor dimension
# of size 2) stored straight into an interleaved [M, N, 2] array, like complex
# numbers. 2000x1000: the column edge is masked; tile grid folded into pid.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,i32:16,i32,32,64
# launch: grid = 1008, num_warps = 4
# args: bf16[2000,1000]=randn bf16[2000,1000]=randn bf16[2000,1000,2]=zeros i32=2000 i32=1000
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def join_store(re_ptr, im_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    grid_n = tl.cdiv(N, BN)
    rm = (pid // grid_n) * BM + tl.arange(0, BM)
    rn = (pid % grid_n) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    offs = rm[:, None] * N + rn[None, :]
    re = tl.load(re_ptr + offs, mask=mask)
    im = tl.load(im_ptr + offs, mask=mask)
    z = tl.join(re, -im)
    pair = tl.arange(0, 2)
    tl.store(out_ptr + 2 * offs[:, :, None] + pair[None, None, :], z, mask=mask[:, :, None])
