# Linear layer epilogue fused the torch.addmm way plus a residual stream:
# out = A @ B + bias + beta * residual, with A, B, the bias row AND the residual
# tile all read through tl.make_block_ptr (boundary_check + padding_option="zero",
# M/N/K tails) and C written with tl.store(block_ptr, boundary_check=(0, 1)).
# GROUP_M swizzle, 128x128x64 bf16 tiles, 8 warps, 3 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,*bf16:16,i32,i32,i32,i32,i32,i32,i32,fp32,128,128,64,4
# launch: grid = 9, num_warps = 8, num_stages = 3
# args: bf16[60000]=int:-2:2 bf16[52000]=int:-2:2 bf16[260]=int:-8:8 bf16[78000]=int:-16:16 bf16[78000]=zeros i32=300 i32=260 i32=200 i32=200 i32=260 i32=260 i32=260 f32=0.5
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def addmm_bias_residual_blockptr_kernel(a_ptr, b_ptr, bias_ptr, res_ptr, c_ptr, M, N, K,
                                        stride_am, stride_bk, stride_rm, stride_cm, beta,
                                        BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                                        BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BLOCK_M)
    num_pid_n = tl.cdiv(N, BLOCK_N)
    num_pid_in_group = GROUP_M * num_pid_n
    group_id = pid // num_pid_in_group
    first_pid_m = group_id * GROUP_M
    group_size_m = min(num_pid_m - first_pid_m, GROUP_M)
    pid_m = first_pid_m + ((pid % num_pid_in_group) % group_size_m)
    pid_n = (pid % num_pid_in_group) // group_size_m

    a_block = tl.make_block_ptr(base=a_ptr, shape=(M, K), strides=(stride_am, 1),
                                offsets=(pid_m * BLOCK_M, 0), block_shape=(BLOCK_M, BLOCK_K),
                                order=(1, 0))
    b_block = tl.make_block_ptr(base=b_ptr, shape=(K, N), strides=(stride_bk, 1),
                                offsets=(0, pid_n * BLOCK_N), block_shape=(BLOCK_K, BLOCK_N),
                                order=(1, 0))
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = tl.load(a_block, boundary_check=(0, 1), padding_option="zero")
        b = tl.load(b_block, boundary_check=(0, 1), padding_option="zero")
        acc += tl.dot(a, b)
        a_block = tl.advance(a_block, (0, BLOCK_K))
        b_block = tl.advance(b_block, (BLOCK_K, 0))

    bias_block = tl.make_block_ptr(base=bias_ptr, shape=(N,), strides=(1,), offsets=(pid_n * BLOCK_N,),
                                   block_shape=(BLOCK_N,), order=(0,))
    bias = tl.load(bias_block, boundary_check=(0,), padding_option="zero").to(tl.float32)
    res_block = tl.make_block_ptr(base=res_ptr, shape=(M, N), strides=(stride_rm, 1),
                                  offsets=(pid_m * BLOCK_M, pid_n * BLOCK_N),
                                  block_shape=(BLOCK_M, BLOCK_N), order=(1, 0))
    res = tl.load(res_block, boundary_check=(0, 1), padding_option="zero").to(tl.float32)
    out = acc + bias[None, :] + beta * res
    c_block = tl.make_block_ptr(base=c_ptr, shape=(M, N), strides=(stride_cm, 1),
                                offsets=(pid_m * BLOCK_M, pid_n * BLOCK_N),
                                block_shape=(BLOCK_M, BLOCK_N), order=(1, 0))
    tl.store(c_block, out.to(tl.bfloat16), boundary_check=(0, 1))
