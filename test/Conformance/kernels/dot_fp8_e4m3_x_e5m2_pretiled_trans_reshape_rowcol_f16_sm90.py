# Mixed-format FP8 GEMM (e4m3 activations x e5m2 weights) on Hopper with
# weights pre-packed offline into contiguous [BN, BK] tiles (K-major inside a
# tile): each step loads one flat BN*BK tile and feeds
# tl.trans(tl.reshape(tile, (BN, BK))) to tl.dot; K=224 tail masked on the A
# side, per-token and per-channel f32 scales, f16 out, 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e4nv:16,*fp8e5:16,*fp32:16,*fp32:16,*fp16:16,i32,i32,i32:16,i32:16,i32,64,128,64
# launch: grid = 3x2, num_warps = 8, num_stages = 3
# args: fp8e4m3[30464]=int:-4:4 fp8e5m2[65536]=int:-3:3 f32[136]=int:1:2 f32[200]=int:1:2 f16[27200]=zeros i32=136 i32=200 i32=224 i32=224 i32=200
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fp8_mixed_pretiled_gemm(a_ptr, bt_ptr, a_scale_ptr, b_scale_ptr, c_ptr, M, N, K, stride_am, stride_cm,
                            BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    k_tiles = tl.cdiv(K, BK)
    om = pid_m * BM + tl.arange(0, BM)
    on = pid_n * BN + tl.arange(0, BN)
    ok = tl.arange(0, BK)
    a_ptrs = a_ptr + om[:, None] * stride_am + ok[None, :]
    tile = tl.arange(0, BN * BK)
    b_tiles = bt_ptr + pid_n * k_tiles * (BN * BK) + tile
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for kt in range(0, k_tiles):
        a = tl.load(a_ptrs, mask=(om < M)[:, None] & (ok[None, :] < K - kt * BK), other=0.0)
        flat = tl.load(b_tiles + kt * (BN * BK))
        b = tl.trans(tl.reshape(flat, (BN, BK)))
        acc = tl.dot(a, b, acc)
        a_ptrs += BK
    sa = tl.load(a_scale_ptr + om, mask=om < M, other=0.0)
    sb = tl.load(b_scale_ptr + on, mask=on < N, other=0.0)
    c = acc * sa[:, None] * sb[None, :]
    tl.store(c_ptr + om[:, None] * stride_cm + on[None, :], c.to(tl.float16), mask=(om < M)[:, None] & (on < N)[None, :])
