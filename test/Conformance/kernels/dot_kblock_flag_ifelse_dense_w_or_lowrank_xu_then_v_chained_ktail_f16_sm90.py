# Mixed dense / low-rank weight GEMM: a per-K-block flag loaded from memory
# picks, inside the K loop, either a dense W tile (acc = x @ W) or the block's
# rank-16 factors (t = x @ U_kb, then acc = t.f16 @ V_kb: a dot of a dot).
# Stresses dots inside if/else in a loop and a dot result fed back as an
# operand; M = 150 and K = 300 tails, 64x64x64 tiles.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*i32:16,*fp32:16,i32,i32:16,i32,i32,i32:16,i32:16,64,64,64,16
# launch: grid = 3x3, num_warps = 4, num_stages = 3
# args: f16[45000]=int:-2:2 f16[57600]=int:-1:1 f16[5120]=int:-1:1 f16[15360]=int:-1:1 i32[5]=int:0:1 f32[28800]=zeros i32=150 i32=192 i32=300 i32=300 i32=192 i32=192
# outputs: 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def dense_or_lowrank_gemm(x_ptr, w_ptr, u_ptr, v_ptr, kind_ptr, y_ptr, M, N, K,
                          stride_xm, stride_wk, stride_ym,
                          BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, R: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    rr = tl.arange(0, R)
    m_ok = rm < M
    n_ok = rn < N
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for kb in range(0, tl.cdiv(K, BK)):
        offs_k = kb * BK + rk
        k_ok = offs_k < K
        x = tl.load(x_ptr + rm[:, None] * stride_xm + offs_k[None, :],
                    mask=m_ok[:, None] & k_ok[None, :], other=0.0)
        kind = tl.load(kind_ptr + kb)
        if kind != 0:
            w = tl.load(w_ptr + offs_k[:, None] * stride_wk + rn[None, :],
                        mask=k_ok[:, None] & n_ok[None, :], other=0.0)
            acc = tl.dot(x, w, acc)
        else:
            u = tl.load(u_ptr + kb * BK * R + rk[:, None] * R + rr[None, :], mask=k_ok[:, None], other=0.0)
            v = tl.load(v_ptr + kb * R * N + rr[:, None] * N + rn[None, :], mask=n_ok[None, :], other=0.0)
            t = tl.dot(x, u)
            acc = tl.dot(t.to(tl.float16), v, acc)
    tl.store(y_ptr + rm[:, None] * stride_ym + rn[None, :], acc, mask=m_ok[:, None] & n_ok[None, :])


def reference(x, w, u, v, kind, y, M, N, K, stride_xm, stride_wk, stride_ym):
    # Triton 3.6's JIT gives a wrong result for this kernel on an H200
    # (28598 of 28800 outputs, set 21): on the inputs it was given, the
    # kernel's arithmetic done exactly in Python agreed with ours everywhere
    # and with Triton's nowhere. Our PTX is what Triton's own LLVM IR gives
    # through our back end, up to the order of the epilogue's shared-memory
    # accesses. The reference is the kernel's arithmetic (exact on these
    # integers: the rank-16 product fits f16).
    import torch
    BK, R = 64, 16
    X = x[:M * stride_xm].view(M, stride_xm)[:, :K].double()
    acc = torch.zeros(M, N, dtype=torch.float64, device=x.device)
    for kb in range((K + BK - 1) // BK):
        k0, k1 = kb * BK, min(K, kb * BK + BK)
        xk = X[:, k0:k1]
        if int(kind[kb]) != 0:
            acc += xk @ w[:K * stride_wk].view(K, stride_wk)[k0:k1, :N].double()
        else:
            U = u[kb * BK * R:(kb + 1) * BK * R].view(BK, R)[:k1 - k0].double()
            V = v[kb * R * N:(kb + 1) * R * N].view(R, N).double()
            acc += (xk @ U).half().double() @ V
    out = torch.zeros_like(y)
    out[:M * stride_ym].view(M, stride_ym)[:, :N] = acc.float()
    return {5: out}
