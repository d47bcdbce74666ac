# A runtime-trip `for` loop whose body branches on an i32 flag loaded per
# iteration (scf.if yielding both carries): a [16, 32] f32 accumulator and a
# [32] vector are updated differently in each branch, the else branch holding
# a tl.static_range(3) unrolled running maximum.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*i32:16,*fp32:16,*fp32:16,i32,16,32,3
# launch: grid = 16, num_warps = 4
# args: f32[49152]=randn f32[3072]=randn i32[96]=int:0:1 f32[8192]=zeros f32[512]=zeros i32=6
# outputs: 3 4
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def loop_flag_two_carries(x_ptr, v_ptr, flag_ptr, acc_ptr, vec_ptr, K,
                          BM: tl.constexpr, BN: tl.constexpr, R: tl.constexpr):
    pid = tl.program_id(0)
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    vec = tl.full([BN], 1.0, tl.float32)
    for k in range(0, K):
        step = pid * K + k
        f = tl.load(flag_ptr + step)
        t = tl.load(x_ptr + step * (BM * BN) + rm[:, None] * BN + rn[None, :])
        v = tl.load(v_ptr + step * BN + rn)
        if f > 0:
            acc += t * vec[None, :]
            vec = vec * 0.5 + v
        else:
            acc = acc - t
            for j in tl.static_range(R):
                vec = tl.maximum(vec, v * (j + 1) - j)
    tl.store(acc_ptr + pid * (BM * BN) + rm[:, None] * BN + rn[None, :], acc)
    tl.store(vec_ptr + pid * BN + rn, vec)
