# Element-wise log-normal negative log-likelihood through tl.math only:
# z = div_rn(log(x) - mu, sigma), nll = fma(0.5 z, z, log(sigma x) + c), the
# distribution mean exp(fma(0.5 sigma, sigma, mu)) and a std sqrt_rn(fma(...)),
# plus a Knuth-hash bucket per element from a uint32 multiply and umulhi
# fast-range reduction into NB buckets (i32 output). 5000 elements, tail, 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*i32:16,i32,i32,512
# launch: grid = 10, num_warps = 2
# args: f32[5000]=rand f32[5000]=randn f32[5000]=rand f32[5000]=zeros f32[5000]=zeros f32[5000]=zeros i32[5000]=zeros i32=5000 i32=37
# outputs: 3 4 5 6
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def lognormal_nll_kernel(x_ptr, mu_ptr, sig_ptr, nll_ptr, mean_ptr, std_ptr, bucket_ptr, n_elements, NB,
                         BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n_elements
    x = tl.load(x_ptr + offs, mask=mask, other=1.0) + 0.05
    mu = tl.load(mu_ptr + offs, mask=mask, other=0.0) * 0.5
    sigma = tl.load(sig_ptr + offs, mask=mask, other=1.0) + 0.25
    lx = tl.math.log(x)
    z = tl.math.div_rn(lx - mu, sigma)
    nll = tl.math.fma(0.5 * z, z, tl.math.log(sigma) + lx + 0.9189385332046727)
    mean = tl.math.exp(tl.math.fma(0.5 * sigma, sigma, mu))
    s2 = sigma * sigma
    var_factor = tl.math.exp(s2) - 1.0
    std = tl.math.sqrt_rn(tl.math.fma(var_factor, mean * mean, 1e-12))
    h = offs.to(tl.uint32) * 2654435761
    h = h ^ (h >> 15)
    bucket = tl.math.umulhi(h, NB.to(tl.uint32))
    tl.store(nll_ptr + offs, nll, mask=mask)
    tl.store(mean_ptr + offs, mean, mask=mask)
    tl.store(std_ptr + offs, std, mask=mask)
    tl.store(bucket_ptr + offs, bucket.to(tl.int32), mask=mask)
