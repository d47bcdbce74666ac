# Discount factors for RL returns on a 1x256 tile per episode (T = 200
# masked): a forward tl.cumprod in f64 of gamma, 0 from the first done flag
# (i8) on, the discounted reward prefix by cumsum in f64, and a reverse f32
# cumprod of survival probabilities; one warp, a 1-row tile.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i8:16,*fp32:16,*fp64:16,*fp64:16,*fp32:16,fp64,i32,i32,1,256
# launch: grid = 33, num_warps = 1
# args: f32[6600]=randn i8[6600]=int:0:99 f32[6600]=rand f64[6600]=zeros f64[6600]=zeros f32[6600]=zeros f64=0.99 i32=200 i32=200
# outputs: 3 4 5
# tol: 1e-5 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def discount_cumprod_kernel(r_ptr, done_ptr, haz_ptr, disc_ptr, ret_ptr, surv_ptr, gamma, T,
                            stride_t, BLOCK_B: tl.constexpr, BLOCK_T: tl.constexpr):
    b = tl.program_id(0) * BLOCK_B + tl.arange(0, BLOCK_B)[:, None]
    t = tl.arange(0, BLOCK_T)[None, :]
    mask = t < T
    offs = b * stride_t + t
    r = tl.load(r_ptr + offs, mask=mask, other=0.0)
    done = tl.load(done_ptr + offs, mask=mask, other=0)
    g = tl.where(done == 0, 0.0, gamma)
    g = tl.where(t == 0, 1.0, g)
    disc = tl.cumprod(g.to(tl.float64), axis=1)
    ret = tl.cumsum(r.to(tl.float64) * disc, axis=1)
    tl.store(disc_ptr + offs, disc, mask=mask)
    tl.store(ret_ptr + offs, ret, mask=mask)
    h = tl.load(haz_ptr + offs, mask=mask, other=0.0)
    surv = tl.cumprod(1.0 - 0.05 * h, axis=1, reverse=True)
    tl.store(surv_ptr + offs, surv, mask=mask)
