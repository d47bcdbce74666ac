# Jagged sum/max pooling over padded segments [NSEG, 20, D]: a program handles 4
# segments in a plain outer loop; only the inner row loop is pipelined
# (tl.range(num_stages=3), BLOCK_R = 16, so 0, 1 or 2 trips from the loaded length);
# results go out through [1, BLOCK_D] tl.make_block_ptr stores whose boundary_check
# drops segments past NSEG and the D = 80 tail; empty segments store max 0.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*fp32:16,*fp32:16,i32,i32:16,i32:16,i32:16,i32:16,4,16,64
# launch: grid = 13x2, num_warps = 4, num_stages = 2
# args: f32[80000]=int:-9:9 i32[50]=int:0:20 f32[4000]=zeros f32[4000]=zeros i32=50 i32=80 i32=1600 i32=80 i32=80
# outputs: 2 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def jagged_pool_kernel(vals_ptr, lens_ptr, sum_ptr, max_ptr, NSEG, D, stride_vs, stride_vr,
                       stride_os, SEGS_PER_PROG: tl.constexpr, BLOCK_R: tl.constexpr,
                       BLOCK_D: tl.constexpr):
    pid = tl.program_id(0)
    pid_d = tl.program_id(1)
    offs_d = pid_d * BLOCK_D + tl.arange(0, BLOCK_D)
    d_mask = offs_d < D
    offs_r = tl.arange(0, BLOCK_R)
    for i in range(0, SEGS_PER_PROG):
        seg = pid * SEGS_PER_PROG + i
        n = tl.load(lens_ptr + seg, mask=seg < NSEG, other=0)
        base = vals_ptr + seg.to(tl.int64) * stride_vs
        acc_s = tl.zeros((BLOCK_R, BLOCK_D), dtype=tl.float32)
        acc_m = tl.full((BLOCK_R, BLOCK_D), float("-inf"), dtype=tl.float32)
        for r0 in tl.range(0, n, BLOCK_R, num_stages=3):
            rows = r0 + offs_r
            m = (rows[:, None] < n) & d_mask[None, :]
            v = tl.load(base + rows[:, None] * stride_vr + offs_d[None, :], mask=m, other=0.0)
            acc_s += v
            acc_m = tl.maximum(acc_m, tl.where(m, v, float("-inf")))
        s = tl.sum(acc_s, axis=0)
        mx = tl.where(n > 0, tl.max(acc_m, axis=0), 0.0)
        s_blk = tl.make_block_ptr(base=sum_ptr, shape=(NSEG, D), strides=(stride_os, 1),
                                  offsets=(seg, pid_d * BLOCK_D), block_shape=(1, BLOCK_D),
                                  order=(1, 0))
        tl.store(s_blk, s[None, :], boundary_check=(0, 1))
        m_blk = tl.make_block_ptr(base=max_ptr, shape=(NSEG, D), strides=(stride_os, 1),
                                  offsets=(seg, pid_d * BLOCK_D), block_shape=(1, BLOCK_D),
                                  order=(1, 0))
        tl.store(m_blk, mx[None, :], boundary_check=(0, 1))
