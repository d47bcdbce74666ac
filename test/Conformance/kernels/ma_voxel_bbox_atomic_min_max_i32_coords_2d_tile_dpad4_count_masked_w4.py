# Point-cloud voxel bounding boxes: 2000 points with i32 xyz coords and int64
# voxel ids (-1 = dropped point), [128, 4] tiles (xyz padded to 4, point tail
# masked): per-voxel min corner via 2-D tl.atomic_min(sem="relaxed"), max corner
# via tl.atomic_max (default acq_rel), point counts via tl.atomic_add with
# scope="gpu"; bbox buffers start at +/-1e6 sentinels, all integer so exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i64:16,*i32:16,*i32:16,*i32:16,i32:16,i32:16,128,4
# launch: grid = 16, num_warps = 4
# args: i32[6000]=int:-500:500 i64[2000]=int:-1:63 i32[192]=fill:1000000 i32[192]=fill:-1000000 i32[64]=zeros i32=2000 i32=64
# outputs: 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def voxel_bbox_kernel(
    coords_ptr,
    voxel_ptr,
    bbox_min_ptr,
    bbox_max_ptr,
    count_ptr,
    n_points,
    n_voxels,
    BLOCK_P: tl.constexpr,
    DPAD: tl.constexpr,
):
    p = tl.program_id(0) * BLOCK_P + tl.arange(0, BLOCK_P)
    dd = tl.arange(0, DPAD)
    pmask = p < n_points
    vid = tl.load(voxel_ptr + p, mask=pmask, other=-1)
    valid = pmask & (vid >= 0) & (vid < n_voxels)
    dmask = dd < 3
    m2 = valid[:, None] & dmask[None, :]

    xyz = tl.load(coords_ptr + p[:, None] * 3 + dd[None, :], mask=pmask[:, None] & dmask[None, :], other=0)
    vslot = tl.where(valid, vid, 0) * 3
    dst = vslot[:, None] + dd[None, :]
    tl.atomic_min(bbox_min_ptr + dst, xyz, mask=m2, sem="relaxed")
    tl.atomic_max(bbox_max_ptr + dst, xyz, mask=m2)
    ones = tl.full([BLOCK_P], 1, tl.int32)
    tl.atomic_add(count_ptr + tl.where(valid, vid, 0), ones, mask=valid, scope="gpu")
