# Planar <-> interleaved RGBA (image pre/post-processing): four f16 planes are
# packed with tl.join(tl.join(r, g), tl.join(b, a)) -> [8, 32, 2, 2],
# tl.permute(0, 1, 3, 2) and tl.reshape to [8, 128] RGBA pixels; an
# interleaved RGBA input tile [8, 32, 4] is reshaped to [8, 32, 2, 2],
# permuted and tl.split twice back to 4 planes, premultiplied by alpha in
# f32 and written as planes plus a luma plane; H 37 and W 50 tails.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp32:16,i32,i32,i32,i32,8,32
# launch: grid = 5x2, num_warps = 2
# args: f16[1850]=rand f16[1850]=rand f16[1850]=rand f16[1850]=rand f16[7400]=rand f16[7400]=zeros f16[1850]=zeros f16[1850]=zeros f16[1850]=zeros f32[1850]=zeros i32=37 i32=50 i32=50 i32=200
# outputs: 5 6 7 8 9
# tol: 1e-3 1e-3
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def rgba_pack_unpack_kernel(r_ptr, g_ptr, b_ptr, a_ptr, pix_ptr, packed_ptr, pr_ptr, pg_ptr, pb_ptr, luma_ptr,
                            H, W, stride_plane, stride_pix, BM: tl.constexpr, BN: tl.constexpr):
    rows = tl.program_id(0) * BM + tl.arange(0, BM)
    cols = tl.program_id(1) * BN + tl.arange(0, BN)
    m = (rows < H)[:, None] & (cols < W)[None, :]
    poff = rows[:, None] * stride_plane + cols[None, :]

    # planar -> interleaved
    r = tl.load(r_ptr + poff, mask=m, other=0.0)
    g = tl.load(g_ptr + poff, mask=m, other=0.0)
    b = tl.load(b_ptr + poff, mask=m, other=0.0)
    a = tl.load(a_ptr + poff, mask=m, other=0.0)
    jj = tl.join(tl.join(r, g), tl.join(b, a))          # [BM, BN, 2(k), 2(l)]: (r,g) at l=0, (b,a) at l=1
    rgba = tl.reshape(tl.permute(jj, (0, 1, 3, 2)), [BM, BN * 4])
    c4 = tl.arange(0, BN * 4)
    ioff = rows[:, None] * stride_pix + (tl.program_id(1) * BN * 4 + c4)[None, :]
    im = (rows < H)[:, None] & ((tl.program_id(1) * BN * 4 + c4) < W * 4)[None, :]
    tl.store(packed_ptr + ioff, rgba, mask=im)

    # interleaved -> planar, premultiplied alpha
    ch = tl.arange(0, 4)
    off3 = rows[:, None, None] * stride_pix + cols[None, :, None] * 4 + ch[None, None, :]
    m3 = m[:, :, None] & (ch < 4)[None, None, :]
    px = tl.load(pix_ptr + off3, mask=m3, other=0.0)                # [BM, BN, 4]
    x4 = tl.permute(tl.reshape(px, [BM, BN, 2, 2]), (0, 1, 3, 2))   # [.., l, k], channel = 2k + l
    p01, p23 = tl.split(x4)
    c0, c1 = tl.split(p01)
    c2, c3 = tl.split(p23)
    alpha = c3.to(tl.float32)
    rf = c0.to(tl.float32) * alpha
    gf = c1.to(tl.float32) * alpha
    bf = c2.to(tl.float32) * alpha
    tl.store(pr_ptr + poff, rf.to(tl.float16), mask=m)
    tl.store(pg_ptr + poff, gf.to(tl.float16), mask=m)
    tl.store(pb_ptr + poff, bf.to(tl.float16), mask=m)
    tl.store(luma_ptr + poff, 0.2126 * rf + 0.7152 * gf + 0.0722 * bf, mask=m)
