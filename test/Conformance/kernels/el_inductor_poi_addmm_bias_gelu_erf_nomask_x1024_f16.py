# Inductor-generated pointwise epilogue after an addmm: in-place (in_out_ptr0)
# bias add + exact GELU via libdevice.erf on f16 through f32 temporaries.
# xnumel (3072000) is a multiple of XBLOCK = 1024, so Inductor drops the mask:
# xmask = tl.full([XBLOCK], True, tl.int1) and loads/stores with mask None;
# the bias is a broadcast evict_last load of x0 = xindex % 3072. 4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,i32:16,1024
# launch: grid = 3000, num_warps = 4, num_stages = 1
# args: f16[1000,3072]=randn f16[3072]=randn i32=3072000
# outputs: 0
# tol: 2e-3 2e-3
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def triton_poi_fused_addmm_gelu_0(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3072000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)
    x2 = xindex
    x0 = (xindex % 3072)
    tmp0 = tl.load(in_out_ptr0 + (x2), None).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = 0.5
    tmp4 = tmp2 * tmp3
    tmp5 = 0.7071067811865476
    tmp6 = tmp2 * tmp5
    tmp7 = libdevice.erf(tmp6)
    tmp8 = 1.0
    tmp9 = tmp7 + tmp8
    tmp10 = tmp4 * tmp9
    tl.store(in_out_ptr0 + (x2), tmp10, None)
