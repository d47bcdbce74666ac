# Multi-slice LoRA shrink (Punica/vLLM style, e.g. q/k/v adapters at once):
# out[s] = scaling * (x @ A[s]) with a rank-16 output, i.e. a 64x16 tile
# per program, num_warps=2, accumulated in f16 through
# tl.dot(..., out_dtype=tl.float16) over a masked K loop (K=200 tail); the
# slice index is program_id(1); f16 result stored.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,i32,i32,i32,i32:16,i32:16,i32:16,i32:16,fp32,64,16,32
# launch: grid = 4x3, num_warps = 2, num_stages = 2
# args: f16[50000]=int:-2:2 f16[9600]=int:-2:2 f16[12000]=zeros i32=250 i32=200 i32=200 i32=3200 i32=16 i32=4000 i32=16 f32=0.5
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def lora_shrink_f16acc(x_ptr, lora_a_ptr, out_ptr, M, K, stride_xm, stride_as, stride_ak, stride_os, stride_om,
                       scaling, BM: tl.constexpr, R: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    slice_id = tl.program_id(1)
    om = pid_m * BM + tl.arange(0, BM)
    orr = tl.arange(0, R)
    ok = tl.arange(0, BK)
    x_ptrs = x_ptr + om[:, None] * stride_xm + ok[None, :]
    a_ptrs = lora_a_ptr + slice_id * stride_as + ok[:, None] * stride_ak + orr[None, :]
    acc = tl.zeros((BM, R), dtype=tl.float16)
    for k in range(0, tl.cdiv(K, BK)):
        k_ok = ok < K - k * BK
        x = tl.load(x_ptrs, mask=(om < M)[:, None] & k_ok[None, :], other=0.0)
        a = tl.load(a_ptrs, mask=k_ok[:, None], other=0.0)
        acc = tl.dot(x, a, acc, out_dtype=tl.float16)
        x_ptrs += BK
        a_ptrs += BK * stride_ak
    out = (acc.to(tl.float32) * scaling).to(tl.float16)
    tl.store(out_ptr + slice_id * stride_os + om[:, None] * stride_om + orr[None, :], out, mask=(om < M)[:, None])
