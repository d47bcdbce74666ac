# Generalised advantage estimation (PPO rollouts laid out [env, time, agent]):
# delta_t = r_t + gamma * V_{t+1} * (1 - done_t) - V_t, then the reverse affine
# recurrence A_t = delta_t + gamma * lam * (1 - done_t) * A_{t+1} as one
# tl.associative_scan(reverse=True) on axis 1 of a 2x64x4 tile (T = 50, A = 3
# masked), with the bootstrap value broadcast in for the last step.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,*i8:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,i32,fp32,fp32,2,64,4
# launch: grid = 3, num_warps = 8
# args: bf16[900]=randn f32[900]=randn i8[900]=int:0:1 f32[18]=randn f32[900]=zeros f32[900]=zeros i32=6 i32=50 i32=3 i32=150 i32=3 f32=0.99 f32=0.95
# outputs: 4 5
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _affine_combine(a1, b1, a2, b2):
    # (x -> a1 * x + b1) followed by (x -> a2 * x + b2); applied back to front
    return a1 * a2, b1 * a2 + b2


@triton.jit
def gae_kernel(rew_ptr, val_ptr, done_ptr, last_val_ptr, adv_ptr, ret_ptr,
               E, T, A, stride_e, stride_t, gamma, lam,
               BLOCK_E: tl.constexpr, BLOCK_T: tl.constexpr, BLOCK_A: tl.constexpr):
    pid = tl.program_id(0)
    e = pid * BLOCK_E + tl.arange(0, BLOCK_E)
    t = tl.arange(0, BLOCK_T)
    a = tl.arange(0, BLOCK_A)
    e3 = e[:, None, None]
    t3 = t[None, :, None]
    a3 = a[None, None, :]
    ea_ok = (e3 < E) & (a3 < A)
    m = ea_ok & (t3 < T)
    off = e3 * stride_e + t3 * stride_t + a3
    r = tl.load(rew_ptr + off, mask=m, other=0.0).to(tl.float32)
    v = tl.load(val_ptr + off, mask=m, other=0.0)
    d = tl.load(done_ptr + off, mask=m, other=1).to(tl.float32)
    v_next = tl.load(val_ptr + off + stride_t, mask=ea_ok & (t3 + 1 < T), other=0.0)
    boot = tl.load(last_val_ptr + e3 * A + a3, mask=ea_ok, other=0.0)
    v_next = tl.where(t3 == T - 1, boot, v_next)
    nonterm = 1.0 - d
    delta = tl.where(m, r + gamma * v_next * nonterm - v, 0.0)
    coef = tl.where(m, (gamma * lam) * nonterm, 0.0)
    _, adv = tl.associative_scan((coef, delta), axis=1, combine_fn=_affine_combine, reverse=True)
    tl.store(adv_ptr + off, adv, mask=m)
    tl.store(ret_ptr + off, adv + v, mask=m)
