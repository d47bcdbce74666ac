# A random kernel of utils/difftest/gen_kernels.py (dt_s71_0090) whose pipelined loads read in
# registers Triton 3.6 stages in mma-tile-shaped or register-ordered buffers.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*fp32:16,*fp32:16,i32,i32,i32,i32:16,64,64,16
# launch: grid = 2x1, num_warps = 8, num_stages = 3
# args: i8[3055]=int:-8:8 f32[2961]=int:1:5 f32[8192]=zeros i32=65 i32=63 i32=47 i32=64
# outputs: 2
# tol: 0 0
# recipe: {"b_trans":true,"block":[64,64,16],"index":90,"inputs":[{"dtype":"i8","other":1,"range":[-8,8]},{"dtype":"f32","other":1,"range":[1,5]}],"limits":[64],"name":"k_s71_90","num_stages":3,"num_warps":8,"ops":[{"a":"x1","axis":0,"f":"scan","id":"l0","reverse":true},{"a":"l0","b":"x1","dtype":"bf16","f":"kdot","id":"acc","trans_b":true},{"a":"acc","c":2,"d":1,"f":"unary","id":"v2","op":"affine"},{"a":"acc","b":"v2","f":"binary","id":"v3","op":"add"},{"a":"v2","axis":1,"f":"reduce","id":"v4","keep":false,"op":"max"},{"a":"v3","f":"cast","id":"v5","to":"i32"},{"a":"v2","attr":true,"f":"view","id":"v6","op":"trans"}],"outputs":["v6"],"seed":71,"size":[65,63,47],"template":"kloop"}
import triton
import triton.language as tl


@triton.jit
def k_s71_90(in0_ptr, in1_ptr, out0_ptr, M, N, K, lim0, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0) * tl.num_programs(1) + tl.program_id(1)
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        rk = k * BK + tl.arange(0, BK)
        x0 = tl.load(in0_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=1)
        x1 = tl.load(in1_ptr + rn[:, None] * K + rk[None, :], mask=(rn[:, None] < N) & (rk[None, :] < K), other=1)
        l0 = tl.cumsum(x1, axis=0, reverse=True)
        acc = tl.dot(l0.to(tl.bfloat16), tl.trans(x1.to(tl.bfloat16)), acc)
    v2 = acc * 2 + 1
    v3 = acc + v2
    v4 = tl.max(v2, axis=1)
    v5 = v3.to(tl.int32)
    v6 = v2.T
    o0_0 = tl.arange(0, 64)
    o0_1 = tl.arange(0, 64)
    tl.store(out0_ptr + pid * 4096 + o0_0[:, None] * 64 + o0_1[None, :], v6, mask=(o0_0[:, None] < lim0))
