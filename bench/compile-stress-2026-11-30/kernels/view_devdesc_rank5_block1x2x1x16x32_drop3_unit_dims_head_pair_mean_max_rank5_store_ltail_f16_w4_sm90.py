# Rank-5 device descriptors with unit dims in the middle of the block: a
# [1, 2, 1, 16, 32] block of x[B, H, T, L, C] (a head pair, L = 40 tail) is
# loaded and reshaped to [2, 16, 32] (three unit dims dropped); the pair mean
# is stored through a rank-5 [1, 1, 1, 16, 32] descriptor over y[B, H/2, T, L, C]
# (clipped at L) and the per-row max over both heads and C goes to a masked
# pointer store. Integer inputs keep the mean exact in f16.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32,i32,i32,i32,32,16
# launch: grid = 3x3x4, num_warps = 4
# args: f16[30720]=int:-8:8 f16[15360]=zeros f32[480]=zeros i32=2 i32=4 i32=3 i32=40
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def rank5_desc_head_pair_mean(x_ptr, y_ptr, rmax_ptr, B, H, T, L,
                              C: tl.constexpr, BLOCK_L: tl.constexpr):
    pid_l = tl.program_id(0)
    t = tl.program_id(1)
    pid_bh = tl.program_id(2)
    HP = H // 2
    b = pid_bh // HP
    hp = pid_bh % HP
    x_desc = tl.make_tensor_descriptor(x_ptr, shape=[B, H, T, L, C],
                                       strides=[H * T * L * C, T * L * C, L * C, C, 1],
                                       block_shape=[1, 2, 1, BLOCK_L, C])
    y_desc = tl.make_tensor_descriptor(y_ptr, shape=[B, HP, T, L, C],
                                       strides=[HP * T * L * C, T * L * C, L * C, C, 1],
                                       block_shape=[1, 1, 1, BLOCK_L, C])
    off_l = pid_l * BLOCK_L
    pair = x_desc.load([b, 2 * hp, t, off_l, 0])
    pair = tl.reshape(pair, (2, BLOCK_L, C)).to(tl.float32)
    mean = tl.sum(pair, axis=0) * 0.5
    y_desc.store([b, hp, t, off_l, 0], tl.reshape(mean.to(tl.float16), (1, 1, 1, BLOCK_L, C)))
    row_max = tl.max(tl.max(pair, axis=2), axis=0)
    rows = off_l + tl.arange(0, BLOCK_L)
    tl.store(rmax_ptr + ((b * HP + hp) * T + t) * L + rows, row_max, mask=rows < L)
