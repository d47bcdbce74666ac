# A matmul taking its operands and result as host tensor descriptors (Triton's TensorDescriptor).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: tensordesc<fp16[128, 64]>,tensordesc<fp16[64, 128]>,tensordesc<fp32[128, 128]>,i32:16,i32:16,i32:16,128,128,64,8
# launch: grid = 1024, num_warps = 8, num_stages = 3
# args: desc:f16[4096,512]/[128,64]=int:-1:1 desc:f16[512,4096]/[64,128]=int:-1:1 desc:f32[4096,4096]/[128,128]=zeros i32=4096 i32=4096 i32=512
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def host_tma_matmul(a_desc, b_desc, c_desc, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                    GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BM)
    num_pid_n = tl.cdiv(N, BN)
    group = GROUP_M * num_pid_n
    first_m = (pid // group) * GROUP_M
    group_m = min(num_pid_m - first_m, GROUP_M)
    pid_m = first_m + (pid % group) % group_m
    pid_n = (pid % group) // group_m
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = a_desc.load([pid_m * BM, k * BK])
        b = b_desc.load([k * BK, pid_n * BN])
        acc = tl.dot(a, b, acc)
    c_desc.store([pid_m * BM, pid_n * BN], acc)
