# Block pointers with different padding and boundary checks on different
# axes, walked with tl.advance in row loops: A[300, 256] (row tail only) is
# loaded with boundary_check=(0,) and padding_option="nan" and reduced to
# column sum / max / valid count ignoring the NaN padding; B[256, 250] (column
# tail only) with boundary_check=(1,) and "zero" padding gives column sums of
# squares, then a second advance loop writes B scaled by the column rsqrt norm
# through a block pointer store checked on axis 1; 1-D block-pointer stores.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,*i32:16,*fp32:16,*fp32:16,i32,i32:16,i32:16,i32,64,64
# launch: grid = 4, num_warps = 2
# args: f32[76800]=randn f32[64000]=randn f32[256]=zeros f32[256]=zeros i32[256]=zeros f32[250]=zeros f32[64000]=zeros i32=300 i32=256 i32=256 i32=250
# outputs: 2 3 4 5 6
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def blockptr_colstats_l2norm_kernel(a_ptr, b_ptr, asum_ptr, amax_ptr, acnt_ptr, bnorm_ptr, bout_ptr,
                                    M, N, K, NB, BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr):
    pid = tl.program_id(0)
    c0 = pid * BLOCK_C

    a_bp = tl.make_block_ptr(a_ptr, shape=(M, N), strides=(N, 1), offsets=(0, c0),
                             block_shape=(BLOCK_R, BLOCK_C), order=(1, 0))
    s = tl.zeros([BLOCK_C], dtype=tl.float32)
    mx = tl.full([BLOCK_C], float("-inf"), tl.float32)
    cnt = tl.zeros([BLOCK_C], dtype=tl.int32)
    for _ in range(0, tl.cdiv(M, BLOCK_R)):
        a = tl.load(a_bp, boundary_check=(0,), padding_option="nan")
        valid = a == a
        s += tl.sum(tl.where(valid, a, 0.0), axis=0)
        mx = tl.maximum(mx, tl.max(tl.where(valid, a, float("-inf")), axis=0))
        cnt += tl.sum(valid.to(tl.int32), axis=0)
        a_bp = tl.advance(a_bp, (BLOCK_R, 0))
    o_bp = tl.make_block_ptr(asum_ptr, shape=(N,), strides=(1,), offsets=(c0,), block_shape=(BLOCK_C,), order=(0,))
    tl.store(o_bp, s, boundary_check=(0,))
    tl.store(tl.make_block_ptr(amax_ptr, shape=(N,), strides=(1,), offsets=(c0,), block_shape=(BLOCK_C,),
                               order=(0,)), mx, boundary_check=(0,))
    tl.store(tl.make_block_ptr(acnt_ptr, shape=(N,), strides=(1,), offsets=(c0,), block_shape=(BLOCK_C,),
                               order=(0,)), cnt, boundary_check=(0,))

    b_bp = tl.make_block_ptr(b_ptr, shape=(K, NB), strides=(NB, 1), offsets=(0, c0),
                             block_shape=(BLOCK_R, BLOCK_C), order=(1, 0))
    sq = tl.zeros([BLOCK_R, BLOCK_C], dtype=tl.float32)
    for _ in range(0, K // BLOCK_R):
        bt = tl.load(b_bp, boundary_check=(1,), padding_option="zero")
        sq += bt * bt
        b_bp = tl.advance(b_bp, (BLOCK_R, 0))
    norm = tl.sqrt(tl.sum(sq, axis=0))
    tl.store(tl.make_block_ptr(bnorm_ptr, shape=(NB,), strides=(1,), offsets=(c0,), block_shape=(BLOCK_C,),
                               order=(0,)), norm, boundary_check=(0,))
    inv = 1.0 / tl.maximum(norm, 1e-12)

    b_bp = tl.make_block_ptr(b_ptr, shape=(K, NB), strides=(NB, 1), offsets=(0, c0),
                             block_shape=(BLOCK_R, BLOCK_C), order=(1, 0))
    y_bp = tl.make_block_ptr(bout_ptr, shape=(K, NB), strides=(NB, 1), offsets=(0, c0),
                             block_shape=(BLOCK_R, BLOCK_C), order=(1, 0))
    for _ in range(0, K // BLOCK_R):
        bt = tl.load(b_bp, boundary_check=(1,), padding_option="zero")
        tl.store(y_bp, bt * inv[None, :], boundary_check=(1,))
        b_bp = tl.advance(b_bp, (BLOCK_R, 0))
        y_bp = tl.advance(y_bp, (BLOCK_R, 0))
