# Block-scaled MXFP8 GEMM in the style of Triton's block-scaled matmul
# tutorial: A [M, K] and B [N, K] e4m3 through host TMA descriptors, e8m0
# scales pre-shuffled into 128x4 chunks ([M/128, K/128, 32, 16] with 16-byte
# rows) read through rank-5 host descriptors (block [1, 1, 1, 32, 16]) and
# unshuffled by reshape/trans to [BM, BK/32]; bf16 C stored through a desc.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: tensordesc<fp8e4nv[128, 128]>,tensordesc<u8[1, 1, 1, 32, 16]>,tensordesc<fp8e4nv[128, 128]>,tensordesc<u8[1, 1, 1, 32, 16]>,tensordesc<bf16[128, 128]>,i32:16,128,128,128
# launch: grid = 2x2, num_warps = 8, num_stages = 3
# args: desc:fp8e4m3[256,512]/[128,128]=int:-3:3 desc:u8[1,2,4,32,16]/[1,1,1,32,16]=int:126:128 desc:fp8e4m3[256,512]/[128,128]=int:-3:3 desc:u8[1,2,4,32,16]/[1,1,1,32,16]=int:126:128 desc:bf16[256,256]/[128,128]=zeros i32=512
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _unshuffle_scales(s, BLOCK_MN: tl.constexpr, BLOCK_K: tl.constexpr):
    rep_mn: tl.constexpr = BLOCK_MN // 128
    rep_k: tl.constexpr = BLOCK_K // 128
    s = s.reshape(rep_mn, rep_k, 32, 4, 4)
    return s.trans(0, 3, 2, 1, 4).reshape(BLOCK_MN, BLOCK_K // 32)


@triton.jit
def block_scaled_mxfp8_matmul(a_desc, a_scale_desc, b_desc, b_scale_desc, c_desc, K,
                              BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    off_m = pid_m * BLOCK_M
    off_n = pid_n * BLOCK_N
    off_sm = pid_m * (BLOCK_M // 128)
    off_sn = pid_n * (BLOCK_N // 128)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for kb in tl.range(0, tl.cdiv(K, BLOCK_K)):
        a = a_desc.load([off_m, kb * BLOCK_K])
        b = b_desc.load([off_n, kb * BLOCK_K])
        off_sk = kb * (BLOCK_K // 128)
        sa = _unshuffle_scales(a_scale_desc.load([0, off_sm, off_sk, 0, 0]), BLOCK_M, BLOCK_K)
        sb = _unshuffle_scales(b_scale_desc.load([0, off_sn, off_sk, 0, 0]), BLOCK_N, BLOCK_K)
        acc = tl.dot_scaled(a, sa, "e4m3", b.T, sb, "e4m3", acc)
    c_desc.store([off_m, off_n], acc.to(tl.bfloat16))
