# Inductor-style generated persistent scan (xnumel rows, r0_numel = 173 fixed
# in the body, R0_BLOCK = 256, XBLOCK = 8): logcumsumexp of bf16 rows through
# tl.associative_scan over a 1-tuple with a generated log-add-exp helper
# (min/max, equal-operand ln2 branch, libdevice.log1p), stored as bf16, plus
# each row's total logsumexp picked from the last real column in f32.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,i32,i32,8
# launch: grid = 19, num_warps = 8
# args: bf16[25950]=randn bf16[25950]=zeros f32[150]=zeros i32=150 i32=173
# outputs: 1 2
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra.cuda import libdevice


@triton.jit
def _triton_helper_fn_logaddexp0(arg0_0, arg1_0):
    tmp0 = tl.minimum(arg0_0, arg1_0)
    tmp1 = tl.maximum(arg0_0, arg1_0)
    tmp2 = tmp0 == tmp1
    tmp3 = 0.6931471805599453
    tmp4 = tmp1 + tmp3
    tmp5 = tmp0 - tmp1
    tmp6 = tl.exp(tmp5)
    tmp7 = libdevice.log1p(tmp6)
    tmp8 = tmp1 + tmp7
    tmp9 = tl.where(tmp2, tmp4, tmp8)
    return tmp9


@triton.jit
def triton_per_fused_logcumsumexp_0(in_ptr0, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK: tl.constexpr):
    r0_numel = 173
    R0_BLOCK: tl.constexpr = 256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_mask = r0_index < r0_numel
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 173 * x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    (tmp2,) = tl.associative_scan((tmp1,), 1, _triton_helper_fn_logaddexp0)
    tl.store(out_ptr0 + (r0_1 + 173 * x0), tmp2.to(tl.bfloat16), r0_mask & xmask)
    tmp3 = r0_1 == 172
    tmp4 = tl.where(tmp3 & xmask, tmp2, 0.0)
    tmp5 = tl.sum(tmp4, 1)[:, None]
    tl.store(out_ptr1 + (x0), tmp5, xmask)
