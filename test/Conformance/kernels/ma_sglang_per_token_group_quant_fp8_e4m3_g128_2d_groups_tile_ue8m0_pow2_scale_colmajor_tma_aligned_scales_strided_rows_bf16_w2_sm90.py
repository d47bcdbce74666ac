# SGLang/vLLM per_token_group_quant_fp8 (column-major scales variant for
# DeepGEMM): one program per token viewed as a [8, 128] tile of 7 real groups of
# a strided row (896 of 1024 columns), per-group absmax (eps floor) / 448, scale
# rounded up to a power of two (UE8M0: exp2(ceil(log2 s))), clamp to +-448, e4m3
# out; scales stored transposed [groups, M_aligned=40] (TMA-aligned leading dim).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp8e4nv:16,*fp32:16,i32:16,i32,i32:16,fp32,fp32,fp32,128,8,True
# launch: grid = 37, num_warps = 2
# args: bf16[37,1024]=randn fp8e4m3[37,896]=zeros f32[7,40]=zeros i32=1024 i32=40 i32=896 f32=1e-10 f32=-448.0 f32=448.0
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _per_token_group_quant_fp8_colmajor(
    y_ptr, y_q_ptr, y_s_ptr, stride_y_row, y_s_col_stride, hidden,
    eps, fp8_min, fp8_max,
    GROUP_SIZE: tl.constexpr, NUM_GROUPS_PAD: tl.constexpr, SCALE_UE8M0: tl.constexpr,
):
    row = tl.program_id(0).to(tl.int64)
    g = tl.arange(0, NUM_GROUPS_PAD)
    c = tl.arange(0, GROUP_SIZE)
    cols = g[:, None] * GROUP_SIZE + c[None, :]
    mask = cols < hidden
    y = tl.load(y_ptr + row * stride_y_row + cols, mask=mask, other=0.0).to(tl.float32)

    _absmax = tl.maximum(tl.max(tl.abs(y), axis=1), eps)
    y_s = _absmax / fp8_max
    if SCALE_UE8M0:
        y_s = tl.exp2(tl.ceil(tl.log2(tl.abs(y_s))))
    y_q = tl.clamp(y / y_s[:, None], fp8_min, fp8_max).to(y_q_ptr.dtype.element_ty)
    tl.store(y_q_ptr + row * hidden + cols, y_q, mask=mask)

    g_mask = g * GROUP_SIZE < hidden
    tl.store(y_s_ptr + g * y_s_col_stride + row, y_s, mask=g_mask)
