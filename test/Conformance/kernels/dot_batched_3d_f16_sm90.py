# A batched 3-D dot: 4 batches of 32x32 @ 32x64 f16 in one program, f32
# out (an mma v2 dot with a batch dimension on sm_90).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,4,32,64,32
# launch: grid = 2, num_warps = 4
# args: f16[8192]=int:-3:3 f16[16384]=int:-3:3 f32[16384]=zeros
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bmm3d(a_ptr, b_ptr, c_ptr, BB: tl.constexpr, M: tl.constexpr, N: tl.constexpr, K: tl.constexpr):
    pid = tl.program_id(0)
    bi = tl.arange(0, BB)[:, None, None]
    mi = tl.arange(0, M)[None, :, None]
    ni = tl.arange(0, N)[None, None, :]
    ki_col = tl.arange(0, K)[None, None, :]
    ki_row = tl.arange(0, K)[None, :, None]
    a = tl.load(a_ptr + pid * BB * M * K + bi * M * K + mi * K + ki_col)
    b = tl.load(b_ptr + pid * BB * K * N + bi * K * N + ki_row * N + ni)
    c = tl.dot(a, b)
    tl.store(c_ptr + pid * BB * M * N + bi * M * N + mi * N + ni, c)
