# Host TMA descriptors over a [1000, 4] f32 point cloud with 16-byte-wide
# [256, 4] blocks (no dot): homogeneous points (w forced to 1) transformed by a
# 4x4 matrix through a broadcast [256, 4, 4] multiply and axis-2 sum, the w
# slot replaced by |xyz'|^2, stored through the output descriptor (last block
# clipped at row 1000). 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: tensordesc<fp32[256, 4]>,tensordesc<fp32[256, 4]>,*fp32:16,256
# launch: grid = 4, num_warps = 8
# args: desc:f32[1000,4]/[256,4]=randn desc:f32[1000,4]/[256,4]=zeros f32[16]=randn
# outputs: 1
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def points_affine_desc_kernel(p_desc, o_desc, mat_ptr, BLOCK: tl.constexpr):
    row0 = tl.program_id(0) * BLOCK
    c = tl.arange(0, 4)
    p = p_desc.load([row0, 0])
    p = tl.where(c[None, :] == 3, 1.0, p)
    mat = tl.load(mat_ptr + c[:, None] * 4 + c[None, :])
    q = tl.sum(p[:, None, :] * mat[None, :, :], axis=2)
    xyz = tl.where(c[None, :] < 3, q, 0.0)
    nsq = tl.sum(xyz * xyz, axis=1)
    out = tl.where(c[None, :] == 3, nsq[:, None], q)
    o_desc.store([row0, 0], out)
