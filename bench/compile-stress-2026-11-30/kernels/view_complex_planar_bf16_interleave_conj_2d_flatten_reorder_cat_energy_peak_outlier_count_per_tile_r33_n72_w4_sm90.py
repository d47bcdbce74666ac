# Planar complex spectrum (bf16 real and imaginary planes, [33, 72]) packed to
# interleaved complex with tl.interleave on 2-D [16, 32] tiles (value and
# conjugate); per-tile order-free statistics over tl.cat(..., can_reorder=True)
# of two 2-D tiles flattened by tl.reshape(can_reorder=True): total energy and peak of re^2 / im^2 in f32 and an int32
# count of |component| > 1.5; row and column tails masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,*fp32:16,*fp32:16,*i32:16,i32,i32,i32,i32:16,16,32
# launch: grid = 3x3, num_warps = 4
# args: bf16[2376]=randn bf16[2376]=randn bf16[4752]=zeros bf16[4752]=zeros f32[9]=zeros f32[9]=zeros i32[9]=zeros i32=33 i32=72 i32=72 i32=144
# outputs: 2 3 4 5 6
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def complex_pack_stats_kernel(re_ptr, im_ptr, z_ptr, zc_ptr, energy_ptr, peak_ptr, nout_ptr,
                              R, N, stride_p, stride_z, BM: tl.constexpr, BN: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rows = pid_m * BM + tl.arange(0, BM)
    cols = pid_n * BN + tl.arange(0, BN)
    rm = rows < R
    m = rm[:, None] & (cols < N)[None, :]
    off = rows[:, None] * stride_p + cols[None, :]
    re = tl.load(re_ptr + off, mask=m, other=0.0)
    im = tl.load(im_ptr + off, mask=m, other=0.0)

    z = tl.interleave(re, im)                 # [BM, 2 * BN]
    zc = tl.interleave(re, -im)
    c2 = pid_n * 2 * BN + tl.arange(0, 2 * BN)
    zoff = rows[:, None] * stride_z + c2[None, :]
    zm = rm[:, None] & (c2 < 2 * N)[None, :]
    tl.store(z_ptr + zoff, z, mask=zm)
    tl.store(zc_ptr + zoff, zc, mask=zm)

    ref = re.to(tl.float32)
    imf = im.to(tl.float32)
    # tl.cat is rank-1 only: flatten each 2-D tile (order-free) first
    FLAT: tl.constexpr = BM * BN
    sq = tl.cat(tl.reshape(ref * ref, [FLAT], can_reorder=True),
                tl.reshape(imf * imf, [FLAT], can_reorder=True), can_reorder=True)
    tile_id = pid_m * tl.num_programs(1) + pid_n
    tl.store(energy_ptr + tile_id, tl.sum(sq, axis=0))
    tl.store(peak_ptr + tile_id, tl.max(sq, axis=0))
    big_re = tl.reshape((tl.abs(ref) > 1.5).to(tl.int32), [FLAT], can_reorder=True)
    big_im = tl.reshape((tl.abs(imf) > 1.5).to(tl.int32), [FLAT], can_reorder=True)
    big = tl.cat(big_re, big_im, can_reorder=True)
    tl.store(nout_ptr + tile_id, tl.sum(big, axis=0))
