# tl.inline_asm_elementwise with packing and several outputs: pack=2 over f32
# (two registers per operand) with one cvt.rn.f16x2.f32 and one
# cvt.rn.bf16x2.f32 giving f16 and bf16 outputs; pack=2 over i16 with
# min.s16x2/max.s16x2 (sm_90) as two outputs; pack=4 over u8 with SWAR
# ceil/floor byte averages (shared xor term in scoped registers) as two
# outputs. 1-D, 5000 elements, tail, 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i16:16,*i16:16,*u8:16,*u8:16,*fp16:16,*bf16:16,*i16:16,*i16:16,*u8:16,*u8:16,i32,2048
# launch: grid = 3, num_warps = 8
# args: f32[5000]=randn i16[5000]=int:-32768:32767 i16[5000]=int:-32768:32767 u8[5000]=int:0:255 u8[5000]=int:0:255 f16[5000]=zeros bf16[5000]=zeros i16[5000]=zeros i16[5000]=zeros u8[5000]=zeros u8[5000]=zeros i32=5000
# outputs: 5 6 7 8 9 10
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def asm_pack_convert_kernel(a_ptr, p_ptr, q_ptr, u_ptr, v_ptr,
                            h_ptr, bf_ptr, mn_ptr, mx_ptr, up_ptr, dn_ptr,
                            n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n

    a = tl.load(a_ptr + offs, mask=mask, other=0.0) * 1000.0
    h, bf = tl.inline_asm_elementwise(
        asm="cvt.rn.f16x2.f32 $0, $3, $2;\n\tcvt.rn.bf16x2.f32 $1, $3, $2;",
        constraints="=r,=r,r,r",
        args=[a],
        dtype=(tl.float16, tl.bfloat16),
        is_pure=True,
        pack=2,
    )
    tl.store(h_ptr + offs, h, mask=mask)
    tl.store(bf_ptr + offs, bf, mask=mask)

    p = tl.load(p_ptr + offs, mask=mask, other=0)
    q = tl.load(q_ptr + offs, mask=mask, other=0)
    mn, mx = tl.inline_asm_elementwise(
        asm="min.s16x2 $0, $2, $3;\n\tmax.s16x2 $1, $2, $3;",
        constraints="=r,=r,r,r",
        args=[p, q],
        dtype=(tl.int16, tl.int16),
        is_pure=True,
        pack=2,
    )
    tl.store(mn_ptr + offs, mn, mask=mask)
    tl.store(mx_ptr + offs, mx, mask=mask)

    u = tl.load(u_ptr + offs, mask=mask, other=0)
    v = tl.load(v_ptr + offs, mask=mask, other=0)
    up, dn = tl.inline_asm_elementwise(
        asm="""
        {
        .reg .b32 t0, t1, t2;
        xor.b32 t0, $2, $3;
        shr.b32 t0, t0, 1;
        and.b32 t0, t0, 0x7F7F7F7F;
        or.b32 t1, $2, $3;
        and.b32 t2, $2, $3;
        sub.u32 $0, t1, t0;
        add.u32 $1, t2, t0;
        }
        """,
        constraints="=r,=r,r,r",
        args=[u, v],
        dtype=(tl.uint8, tl.uint8),
        is_pure=True,
        pack=4,
    )
    tl.store(up_ptr + offs, up, mask=mask)
    tl.store(dn_ptr + offs, dn, mask=mask)
