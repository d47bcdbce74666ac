# Hopper linear layer out = silu(A @ W + bias) + residual, all four tensors as
# device-side TMA descriptors (tl.make_tensor_descriptor; W stored [K, N]
# row-major, no transpose), K loop as tl.range(num_stages=4), GROUP_M swizzle
# over a 1-D grid; M = 300 is clipped by the descriptors (zero-fill on load,
# clipped store). bf16 in/out, f32 bias, 128x128x64, 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*bf16:16,*bf16:16,i32,i32:16,i32:16,128,128,64,2
# launch: grid = 6, num_warps = 8, num_stages = 4
# args: bf16[96000]=int:-1:1 bf16[81920]=int:-1:1 f32[256]=int:-4:4 bf16[76800]=int:-3:3 bf16[76800]=zeros i32=300 i32=256 i32=320
# outputs: 4
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def linear_bias_silu_residual_kernel(a_ptr, w_ptr, bias_ptr, res_ptr, out_ptr, M, N, K,
                                     BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                                     GROUP_M: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BLOCK_M, BLOCK_K])
    w_desc = tl.make_tensor_descriptor(w_ptr, shape=[K, N], strides=[N, 1], block_shape=[BLOCK_K, BLOCK_N])
    r_desc = tl.make_tensor_descriptor(res_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    o_desc = tl.make_tensor_descriptor(out_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])

    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m
    off_m = pid_m * BLOCK_M
    off_n = pid_n * BLOCK_N

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for ki in tl.range(0, tl.cdiv(K, BLOCK_K), num_stages=4):
        off_k = ki * BLOCK_K
        a = a_desc.load([off_m, off_k])
        w = w_desc.load([off_k, off_n])
        acc = tl.dot(a, w, acc)

    rn = off_n + tl.arange(0, BLOCK_N)
    bias = tl.load(bias_ptr + rn, mask=rn < N, other=0.0)
    x = acc + bias[None, :]
    y = x * tl.sigmoid(x)
    res = r_desc.load([off_m, off_n])
    y = y + res.to(tl.float32)
    o_desc.store([off_m, off_n], y.to(tl.bfloat16))
