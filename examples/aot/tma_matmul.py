# C = A @ B through host tensor descriptors (Triton's TensorDescriptor): fp16
# operands and an fp32 result, each read or written in whole tiles by TMA.
# signature: tensordesc<fp16[128, 64]>,tensordesc<fp16[64, 128]>,tensordesc<fp32[128, 128]>,i32:16,i32:16,i32:16,128,128,64
# launch: grid = cdiv(M, BM) * cdiv(N, BN), num_warps = 8, num_stages = 3
import triton
import triton.language as tl


@triton.jit
def tma_matmul(a_desc, b_desc, c_desc, M, N, K,
               BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    blocks_n = tl.cdiv(N, BN)
    pid_m = pid // blocks_n
    pid_n = pid % blocks_n
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = a_desc.load([pid_m * BM, k * BK])
        b = b_desc.load([k * BK, pid_n * BN])
        acc = tl.dot(a, b, acc)
    c_desc.store([pid_m * BM, pid_n * BN], acc)
