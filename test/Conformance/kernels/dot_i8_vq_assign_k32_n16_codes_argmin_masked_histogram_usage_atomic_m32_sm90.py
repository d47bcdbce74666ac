# Vector-quantiser code assignment in int8: [32, 32] tokens x codebook^T
# [32, 16] (K = 32, the int8 minimum; N = 16 codes) with int32 accumulation,
# distances ||c||^2 - 2 x.c from in-kernel code norms, tl.argmin per token,
# then a masked tl.histogram of the chosen codes (token tail) atomically added
# into a global usage count.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*i32:16,*i32:16,i32,i32:16,32,16,32
# launch: grid = 7, num_warps = 4
# args: i8[6400]=int:-8:8 i8[512]=int:-8:8 i32[200]=zeros i32[16]=zeros i32=200 i32=32
# outputs: 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def vq_assign_i8_kernel(x_ptr, cb_ptr, codes_ptr, usage_ptr, T, stride_xt,
                        BLOCK_T: tl.constexpr, N_CODES: tl.constexpr, D: tl.constexpr):
    pid = tl.program_id(0)
    offs_t = pid * BLOCK_T + tl.arange(0, BLOCK_T)
    offs_c = tl.arange(0, N_CODES)
    offs_d = tl.arange(0, D)
    tmask = offs_t < T
    x = tl.load(x_ptr + offs_t[:, None] * stride_xt + offs_d[None, :], mask=tmask[:, None], other=0)
    cbT = tl.load(cb_ptr + offs_c[None, :] * D + offs_d[:, None])
    xc = tl.dot(x, cbT, out_dtype=tl.int32)
    cb32 = cbT.to(tl.int32)
    cnorm = tl.sum(cb32 * cb32, axis=0)
    dist = cnorm[None, :] - 2 * xc
    code = tl.argmin(dist, axis=1, tie_break_left=True)
    tl.store(codes_ptr + offs_t, code, mask=tmask)
    hist = tl.histogram(code, N_CODES, mask=tmask)
    tl.atomic_add(usage_ptr + offs_c, hist)
