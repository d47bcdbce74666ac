# vLLM silu_mul_fp8_quant_deep_gemm for the masked (per-expert padded) MoE
# layout: one program per (expert, 128-column group), a tl.range(num_stages=2)
# loop over that expert's runtime token count (tokens past it stay zero), gate
# and up halves of a [E, T, 2H] bf16 row, silu(gate) * up, per-token-group
# absmax scale (eps floor) / 448, clamp and e4m3 cast; int64 offsets, scales
# stored [E, G, T] token-contiguous.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp8e4nv:16,*fp32:16,*i32:16,i32:16,i32:16,i32:16,i32:16,i32,fp32,fp32,fp32,384,128,2
# launch: grid = 12, num_warps = 1
# args: bf16[4,50,768]=randn fp8e4m3[4,50,384]=zeros f32[4,3,50]=zeros i32[4]=int:0:50 i32=38400 i32=768 i32=19200 i32=384 i32=150 f32=1e-10 f32=-448.0 f32=448.0
# outputs: 1 2
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _silu_mul_fp8_quant_deep_gemm(
    input_ptr, y_q_ptr, y_s_ptr, counts_ptr,
    stride_i_e, stride_i_t, stride_yq_e, stride_yq_t, stride_ys_e,
    eps, fp8_min, fp8_max,
    H: tl.constexpr, GROUP_SIZE: tl.constexpr, NUM_STAGES: tl.constexpr,
):
    G = H // GROUP_SIZE
    pid = tl.program_id(0)
    e = (pid // G).to(tl.int64)
    g = (pid % G).to(tl.int64)
    n_tokens = tl.load(counts_ptr + e).to(tl.int64)

    cols = tl.arange(0, GROUP_SIZE).to(tl.int64)
    base_gate = e * stride_i_e + g * GROUP_SIZE + cols
    base_up = base_gate + H
    base_yq = e * stride_yq_e + g * GROUP_SIZE + cols
    base_ys = e * stride_ys_e + g * (stride_ys_e // G)

    for t in tl.range(0, n_tokens, num_stages=NUM_STAGES):
        gate = tl.load(input_ptr + base_gate + t * stride_i_t).to(tl.float32)
        up = tl.load(input_ptr + base_up + t * stride_i_t).to(tl.float32)
        gate = gate * (1.0 / (1.0 + tl.exp(-gate)))
        y = gate * up
        y_s = tl.maximum(tl.max(tl.abs(y)), eps) / fp8_max
        y_q = tl.clamp(y / y_s, fp8_min, fp8_max).to(y_q_ptr.dtype.element_ty)
        tl.store(y_q_ptr + base_yq + t * stride_yq_t, y_q)
        tl.store(y_s_ptr + base_ys + t, y_s)
