# A random kernel of utils/difftest/gen_kernels.py (dt_s71_0200) whose pipelined loads read in
# registers Triton 3.6 stages in mma-tile-shaped or register-ordered buffers.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,64,64,16
# launch: grid = 3x1, num_warps = 4, num_stages = 4
# args: f32[6157]=int:1:5 f32[2961]=int:-2:2 f32[8253]=int:-8:8 f32[12288]=zeros i32=131 i32=63 i32=47 i32=63
# outputs: 3
# tol: 6100 1e-05
# recipe: {"b_trans":false,"block":[64,64,16],"index":200,"inputs":[{"dtype":"f32","other":0,"range":[1,5]},{"dtype":"f32","other":1,"range":[-2,2]},{"dtype":"f32","other":0,"range":[-8,8]}],"limits":[63],"name":"k_s71_200","num_stages":4,"num_warps":4,"ops":[{"a":"x1","axis":0,"f":"scan","id":"l0","reverse":true},{"a":"l0","b":"l0","f":"binary","id":"l1","op":"div"},{"a":"l1","attr":true,"f":"view","id":"l2","op":"trans"},{"a":"l2","f":"unary","id":"l3","op":"abs"},{"a":"l3","b":"l1","dtype":"bf16","f":"kdot","id":"acc","trans_b":false},{"a":"x2","b":"x2","f":"binary","id":"v5","op":"mul"},{"a":"v5","b":"v5","f":"binary","id":"v6","op":"div"},{"a":"acc","b":"acc","f":"binary","id":"v7","op":"add"}],"outputs":["v7"],"seed":71,"size":[131,63,47],"template":"kloop"}
import triton
import triton.language as tl


@triton.jit
def k_s71_200(in0_ptr, in1_ptr, in2_ptr, out0_ptr, M, N, K, lim0, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0) * tl.num_programs(1) + tl.program_id(1)
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        rk = k * BK + tl.arange(0, BK)
        x0 = tl.load(in0_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0)
        x1 = tl.load(in1_ptr + rk[:, None] * N + rn[None, :], mask=(rk[:, None] < K) & (rn[None, :] < N), other=1)
        l0 = tl.cumsum(x1, axis=0, reverse=True)
        l1 = l0 / (tl.abs(l0) + 1)
        l2 = l1.T
        l3 = tl.abs(l2)
        acc = tl.dot(l3.to(tl.bfloat16), l1.to(tl.bfloat16), acc)
    x2 = tl.load(in2_ptr + rm[:, None] * N + rn[None, :], mask=(rm[:, None] < M) & (rn[None, :] < N), other=0)
    v5 = x2 * x2
    v6 = v5 / (tl.abs(v5) + 1)
    v7 = acc + acc
    o0_0 = tl.arange(0, 64)
    o0_1 = tl.arange(0, 64)
    tl.store(out0_ptr + pid * 4096 + o0_0[:, None] * 64 + o0_1[None, :], v7, mask=(o0_0[:, None] < lim0))
