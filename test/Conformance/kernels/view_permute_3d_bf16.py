# tl.permute of a 4x16x32 bf16 tile of a 48x300x200 array to 32x4x16 (dims
# (2, 0, 1)), stored into the 200x48x300 permuted array: a 3-D layout
# conversion. The 3-D tile grid is folded into the 1-D program id; the 300
# and 200 edges are masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,i32:16,i32,i32,4,16,32
# launch: grid = 1596, num_warps = 2
# args: bf16[48,300,200]=randn bf16[200,48,300]=zeros i32=48 i32=300 i32=200
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def permute_3d(x_ptr, y_ptr, D0, D1, D2, BA: tl.constexpr, BB: tl.constexpr, BC: tl.constexpr):
    pid = tl.program_id(0)
    nb = tl.cdiv(D1, BB)
    nc = tl.cdiv(D2, BC)
    pa = pid // (nb * nc)
    rest = pid % (nb * nc)
    pb = rest // nc
    pc = rest % nc
    a = pa * BA + tl.arange(0, BA)
    b = pb * BB + tl.arange(0, BB)
    c = pc * BC + tl.arange(0, BC)
    in_mask = (a[:, None, None] < D0) & (b[None, :, None] < D1) & (c[None, None, :] < D2)
    x = tl.load(x_ptr + a[:, None, None] * D1 * D2 + b[None, :, None] * D2 + c[None, None, :], mask=in_mask)
    y = tl.permute(x, (2, 0, 1))
    out_mask = (c[:, None, None] < D2) & (a[None, :, None] < D0) & (b[None, None, :] < D1)
    tl.store(y_ptr + c[:, None, None] * D0 * D1 + a[None, :, None] * D1 + b[None, None, :], y, mask=out_mask)
