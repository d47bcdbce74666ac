# A random kernel of utils/difftest/gen_kernels.py (dt_s72_0004) whose pipelined loads read in
# registers Triton 3.6 stages in mma-tile-shaped or register-ordered buffers.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,*fp32:16,i32:16,i32:16,i32:16,i32,i32:16,32,64,32
# launch: grid = 1x1, num_warps = 2, num_stages = 2
# args: bf16[1024]=int:-4:4 bf16[2048]=int:0:3 f32[2048]=zeros f32[2048]=zeros i32=32 i32=64 i32=32 i32=31 i32=32
# outputs: 2 3
# tol: 0 0
# recipe: {"b_trans":true,"block":[32,64,32],"index":4,"inputs":[{"dtype":"bf16","other":-1,"range":[-4,4]},{"dtype":"bf16","other":1,"range":[0,3]}],"limits":[31,32],"name":"k_s72_4","num_stages":2,"num_warps":2,"ops":[{"a":"x0","axis":0,"f":"scan","id":"l0","reverse":true},{"a":"l0","axis":1,"f":"scan","id":"l1","reverse":false},{"a":"l1","axis":1,"f":"reduce","id":"l2","keep":false,"op":"max"},{"a":"l0","b":"x1","dtype":"bf16","f":"kdot","id":"acc","trans_b":true},{"a":"acc","axis":1,"f":"view","id":"v4","op":"expand","size":1},{"a":"v4","axis":null,"f":"reduce","id":"v5","keep":false,"op":"min"},{"a":"v5","f":"cast","id":"v6","to":"bf16"},{"a":"v6","f":"unary","id":"v7","op":"sqrt"},{"a":"v5","f":"cast","id":"v8","to":"i32"},{"a":"v8","b":"acc","f":"binary","id":"v9","op":"minimum"}],"outputs":["v9","acc"],"seed":72,"size":[32,64,32],"template":"kloop"}
import triton
import triton.language as tl


@triton.jit
def k_s72_4(in0_ptr, in1_ptr, out0_ptr, out1_ptr, M, N, K, lim0, lim1, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0) * tl.num_programs(1) + tl.program_id(1)
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        rk = k * BK + tl.arange(0, BK)
        x0 = tl.load(in0_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=-1)
        x1 = tl.load(in1_ptr + rn[:, None] * K + rk[None, :], mask=(rn[:, None] < N) & (rk[None, :] < K), other=1)
        l0 = tl.cumsum(x0, axis=0, reverse=True)
        l1 = tl.cumsum(l0, axis=1)
        l2 = tl.max(l1, axis=1)
        acc = tl.dot(l0.to(tl.bfloat16), tl.trans(x1), acc)
    v4 = tl.broadcast_to(acc[:, None, :], (32, 1, 64))
    v5 = tl.min(v4)
    v6 = v5.to(tl.bfloat16)
    v7 = tl.sqrt(tl.abs(v6.to(tl.float32)) + 1.0)
    v8 = v5.to(tl.int32)
    v9 = tl.minimum(v8, acc)
    o0_0 = tl.arange(0, 32)
    o0_1 = tl.arange(0, 64)
    tl.store(out0_ptr + pid * 2048 + o0_0[:, None] * 64 + o0_1[None, :], v9, mask=(o0_0[:, None] < lim0))
    o1_0 = tl.arange(0, 32)
    o1_1 = tl.arange(0, 64)
    tl.store(out1_ptr + pid * 2048 + o1_0[:, None] * 64 + o1_1[None, :], acc, mask=(o1_0[:, None] < lim1))
