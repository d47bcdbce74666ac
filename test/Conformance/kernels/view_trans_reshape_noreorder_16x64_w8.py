# A [16, 64] f16 tile transposed with tl.trans and stored as 64x16, flattened
# with tl.reshape(can_reorder=False) into [1024] (stored in f32 with an index
# term) and reshaped back into [64, 16] (the row-major reinterpretation),
# added to the transpose, with 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*fp16:16,16,64
# launch: grid = 8, num_warps = 8
# args: f16[8192]=randn f16[8192]=zeros f32[8192]=zeros f16[8192]=zeros
# outputs: 1 2 3
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def trans_reshape_tiles(x_ptr, t_ptr, f_ptr, r_ptr, M: tl.constexpr, N: tl.constexpr):
    pid = tl.program_id(0)
    base = pid * M * N
    rm = tl.arange(0, M)
    rn = tl.arange(0, N)
    x = tl.load(x_ptr + base + rm[:, None] * N + rn[None, :])
    xt = tl.trans(x)
    tl.store(t_ptr + base + rn[:, None] * M + rm[None, :], xt)
    flat = tl.reshape(x, [M * N], can_reorder=False)
    k = tl.arange(0, M * N)
    tl.store(f_ptr + base + k, flat.to(tl.float32) * 2.0 + k.to(tl.float32))
    y = tl.reshape(flat, [N, M], can_reorder=False)
    tl.store(r_ptr + base + rn[:, None] * M + rm[None, :], y + xt)
