# Unstructured-pruned linear layer with the keep-mask stored as packed bits
# (uint8 [K/8, N], bit k%8 of byte [k/8, n] keeps W[k, n]): each K step loads
# the byte for every (k, n) of the tile, shifts by k % 8 and zeroes dropped
# weights with tl.where before the dot. Large 128x256x32 tile on 16 warps,
# tl.range num_stages = 3, bf16 bias, f16 out; M = 300 tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*u8:16,*bf16:16,*fp16:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,128,256,32
# launch: grid = 3x2, num_warps = 16, num_stages = 3
# args: f16[48000]=int:-2:2 f16[81920]=int:-2:2 u8[10240]=int:0:255 bf16[512]=int:-8:8 f16[153600]=zeros i32=300 i32=512 i32=160 i32=160 i32=512 i32=512 i32=512
# outputs: 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def bitmask_pruned_linear(x_ptr, w_ptr, bits_ptr, bias_ptr, y_ptr, M, N, K,
                          stride_xm, stride_wk, stride_bits, stride_ym,
                          BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    m_ok = rm < M
    n_ok = rn < N
    acc = tl.zeros((BM, BN), tl.float32)
    for k0 in tl.range(0, K, BK, num_stages=3):
        rk = k0 + tl.arange(0, BK)
        k_ok = rk < K
        x = tl.load(x_ptr + rm[:, None] * stride_xm + rk[None, :], mask=m_ok[:, None] & k_ok[None, :], other=0.0)
        w = tl.load(w_ptr + rk[:, None] * stride_wk + rn[None, :], mask=k_ok[:, None] & n_ok[None, :], other=0.0)
        byte = tl.load(bits_ptr + (rk // 8)[:, None] * stride_bits + rn[None, :],
                       mask=k_ok[:, None] & n_ok[None, :], other=0)
        keep = ((byte.to(tl.int32) >> (rk % 8)[:, None]) & 1) != 0
        w = tl.where(keep, w, 0.0)
        acc = tl.dot(x, w, acc)
    bias = tl.load(bias_ptr + rn, mask=n_ok, other=0.0)
    out = acc + bias[None, :].to(tl.float32)
    tl.store(y_ptr + rm[:, None] * stride_ym + rn[None, :], out.to(tl.float16), mask=m_ok[:, None] & n_ok[None, :])
