# Group-wise scaled GEMM (DeepGEMM-style 128-wide K groups) where the
# accumulator is flushed inside the K loop: every 4th K tile (and on the
# last, partial group) the partial product is stored to a per-group
# workspace, promoted into the total with per-row and per-column group
# scales, and reset with tl.zeros; K=480 gives 15 tiles (last group of 3).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32,i32:16,i32:16,i32:16,64,64,32,4
# launch: grid = 2x2, num_warps = 4, num_stages = 2
# args: bf16[46080]=int:-2:2 bf16[61440]=int:-2:2 f32[384]=int:1:2 f32[512]=int:1:2 f32[49152]=zeros f32[12288]=zeros i32=96 i32=128 i32=480 i32=480 i32=128 i32=4 i32=128 i32=12288 i32=128
# outputs: 4 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def groupwise_partial_flush(a_ptr, b_ptr, sa_ptr, sb_ptr, ws_ptr, c_ptr, M, N, K,
                            stride_am, stride_bk, stride_sam, stride_sbg, stride_wsg, stride_cm,
                            BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, TILES_PER_GROUP: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    om = pid_m * BM + tl.arange(0, BM)
    on = pid_n * BN + tl.arange(0, BN)
    ok = tl.arange(0, BK)
    m_ok = om < M
    n_ok = on < N
    mn_ok = m_ok[:, None] & n_ok[None, :]
    k_tiles = tl.cdiv(K, BK)
    part = tl.zeros((BM, BN), dtype=tl.float32)
    total = tl.zeros((BM, BN), dtype=tl.float32)
    for kt in range(0, k_tiles):
        kk = kt * BK + ok
        a = tl.load(a_ptr + om[:, None] * stride_am + kk[None, :], mask=m_ok[:, None] & (kk < K)[None, :], other=0.0)
        b = tl.load(b_ptr + kk[:, None] * stride_bk + on[None, :], mask=(kk < K)[:, None] & n_ok[None, :], other=0.0)
        part = tl.dot(a, b, part)
        if (kt % TILES_PER_GROUP == TILES_PER_GROUP - 1) | (kt == k_tiles - 1):
            g = kt // TILES_PER_GROUP
            sa = tl.load(sa_ptr + om * stride_sam + g, mask=m_ok, other=0.0)
            sb = tl.load(sb_ptr + g * stride_sbg + on, mask=n_ok, other=0.0)
            tl.store(ws_ptr + g * stride_wsg + om[:, None] * stride_cm + on[None, :], part, mask=mn_ok)
            total += part * sa[:, None] * sb[None, :]
            part = tl.zeros((BM, BN), dtype=tl.float32)
    tl.store(c_ptr + om[:, None] * stride_cm + on[None, :], total, mask=mn_ok)
