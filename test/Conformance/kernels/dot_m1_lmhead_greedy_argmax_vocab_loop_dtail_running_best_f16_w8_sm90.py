# Greedy-decoding LM head with one hidden row per program: a BLOCK_M = 1 tl.dot
# ([1, 32] x [32, 64], 8 warps for a 1x64 tile) in a D loop with a masked D tail
# (D = 80) nested in a vocab loop with a masked V tail; each vocab chunk's logits
# are stored with a mask and reduced with tl.max(return_indices) into a running argmax.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*i32:16,*fp32:16,i32:16,i32,i32:16,i32,i32,1,64,32
# launch: grid = 6, num_warps = 8, num_stages = 2
# args: f16[480]=int:-2:2 f16[80000]=int:-2:2 f32[6000]=zeros i32[6]=zeros f32[6]=zeros i32=80 i32=1000 i32=80 i32=1000 i32=1000
# outputs: 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def lmhead_greedy_m1_kernel(h_ptr, w_ptr, logits_ptr, best_idx_ptr, best_val_ptr,
                            D, V, stride_hb, stride_wd, stride_lb,
                            BLOCK_M: tl.constexpr, BLOCK_V: tl.constexpr, BLOCK_D: tl.constexpr):
    pid_b = tl.program_id(0)
    offs_m = tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, BLOCK_D)
    h_row = h_ptr + pid_b * stride_hb + offs_m[:, None] * 0
    best_val = tl.full((BLOCK_M,), float("-inf"), tl.float32)
    best_idx = tl.zeros((BLOCK_M,), dtype=tl.int32)
    for v0 in range(0, V, BLOCK_V):
        offs_v = v0 + tl.arange(0, BLOCK_V)
        vmask = offs_v[None, :] < V
        acc = tl.zeros((BLOCK_M, BLOCK_V), dtype=tl.float32)
        for d0 in range(0, D, BLOCK_D):
            dd = d0 + offs_d
            h = tl.load(h_row + dd[None, :], mask=dd[None, :] < D, other=0.0)
            w = tl.load(w_ptr + dd[:, None] * stride_wd + offs_v[None, :],
                        mask=(dd[:, None] < D) & vmask, other=0.0)
            acc = tl.dot(h, w, acc)
        tl.store(logits_ptr + pid_b * stride_lb + offs_m[:, None] * 0 + offs_v[None, :], acc, mask=vmask)
        masked = tl.where(vmask, acc, float("-inf"))
        cmax, carg = tl.max(masked, axis=1, return_indices=True, return_indices_tie_break_left=True)
        take = cmax > best_val
        best_idx = tl.where(take, v0 + carg, best_idx)
        best_val = tl.where(take, cmax, best_val)
    tl.store(best_idx_ptr + pid_b + offs_m, best_idx)
    tl.store(best_val_ptr + pid_b + offs_m, best_val)
