# Batched, grouped 2-D transpose [B, G, R, C] f16 -> [B, G, C, R] bf16 on a
# 3-D grid: axis 0 enumerates tiles and is remapped with tl.swizzle2d over
# a tl.cdiv tile grid (group of 2 tile rows), axis 1 is the group index
# (tl.num_programs(1) gives G for the output offsets) and axis 2 grid-strides
# over the batch with tl.num_programs(2).  Each [32, 16] tile goes through
# tl.trans; the owning program id of every tile is recorded.  R = 70,
# C = 45 tails, 3 batches on 2 z-programs, 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*bf16:16,*i32:16,i32,i32,i32,i32,i32,i32,32,16,2
# launch: grid = 9x2x2, num_warps = 2
# args: f16[18900]=randn bf16[18900]=zeros i32[54]=zeros i32=3 i32=70 i32=45 i32=6300 i32=3150 i32=45
# outputs: 1 2
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def grouped_batched_transpose_kernel(x_ptr, y_ptr, owner_ptr, B, R, C, stride_xb, stride_xg, stride_xr,
                                     BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr, GROUP: tl.constexpr):
    pid = tl.program_id(0)
    g = tl.program_id(1)
    num_groups = tl.num_programs(1)
    tiles_r = tl.cdiv(R, BLOCK_R)
    tiles_c = tl.cdiv(C, BLOCK_C)
    pid_r, pid_c = tl.swizzle2d(pid // tiles_c, pid % tiles_c, tiles_r, tiles_c, GROUP)

    offs_r = pid_r * BLOCK_R + tl.arange(0, BLOCK_R)
    offs_c = pid_c * BLOCK_C + tl.arange(0, BLOCK_C)
    r_ok = offs_r < R
    c_ok = offs_c < C
    in_off = offs_r[:, None] * stride_xr + offs_c[None, :]
    out_off = offs_c[:, None] * R + offs_r[None, :]

    for b in range(tl.program_id(2), B, tl.num_programs(2)):
        plane = b * num_groups + g
        tile = tl.load(x_ptr + b * stride_xb + g * stride_xg + in_off,
                       mask=r_ok[:, None] & c_ok[None, :], other=0.0)
        tl.store(y_ptr + plane * (R * C) + out_off, tl.trans(tile).to(tl.bfloat16),
                 mask=c_ok[:, None] & r_ok[None, :])
        tl.store(owner_ptr + plane * (tiles_r * tiles_c) + pid_r * tiles_c + pid_c, pid)
