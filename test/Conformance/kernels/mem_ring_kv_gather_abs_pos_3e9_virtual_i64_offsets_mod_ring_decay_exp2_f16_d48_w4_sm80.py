# Sliding-window (ring buffer) KV read with absolute token positions near 3e9
# plus epoch * epoch_stride (an i64 scalar 2^32, epoch loaded): the virtual
# element offset vpos * stride_tok is ~1e12 (> 2^31) and is reduced modulo the
# ring size capacity * stride_tok before it touches memory (256 slots x 64).
# The tile max position (an i64 tl.max) gives each token's age, which scales
# the row by exp2(-age * decay). T = 150, D = 48 of 64.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i64:16,*fp16:16,*fp16:16,*fp32:16,*i32:16,i64:16,i32,i32,i32:16,i32,fp32,32,64
# launch: grid = 5, num_warps = 4
# args: i64[150]=int:3000000000:3000000999 f16[16384]=randn f16[7200]=zeros f32[150]=zeros i32[1]=fill:3 i64=4294967296 i32=150 i32=48 i32=64 i32=256 f32=0.01
# outputs: 2 3
# tol: 1e-2 1e-2
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def ring_kv_gather_decay_kernel(pos_ptr, cache_ptr, out_ptr, age_ptr, epoch_ptr, epoch_stride, T, D, stride_tok,
                                capacity, decay,
                                BLOCK_T: tl.constexpr, BLOCK_D: tl.constexpr):
    t = tl.program_id(0) * BLOCK_T + tl.arange(0, BLOCK_T)
    t_ok = t < T
    pos = tl.load(pos_ptr + t, mask=t_ok, other=0)
    epoch = tl.load(epoch_ptr)
    vpos = pos + epoch * epoch_stride
    virt = vpos * stride_tok
    ring = capacity * stride_tok
    phys = virt % ring
    d = tl.arange(0, BLOCK_D)
    d_ok = d < D
    m = t_ok[:, None] & d_ok[None, :]
    kv = tl.load(cache_ptr + phys[:, None] + d[None, :], mask=m, other=0.0)
    newest = tl.max(tl.where(t_ok, vpos, 0), axis=0)
    age = (newest - vpos).to(tl.float32)
    w = tl.exp2(-age * decay)
    y = kv.to(tl.float32) * w[:, None]
    tl.store(out_ptr + t[:, None] * D + d[None, :], y.to(tl.float16), mask=m)
    tl.store(age_ptr + t, age, mask=t_ok)
