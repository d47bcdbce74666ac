# A random kernel of utils/difftest/gen_kernels.py (dt_s71_0027) whose pipelined loads read in
# registers Triton 3.6 stages in mma-tile-shaped or register-ordered buffers.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp16:16,*bf16:16,*fp32:16,i32,i32,i32:16,i32:16,i32:16,32,32,16
# launch: grid = 3x2, num_warps = 8, num_stages = 2
# args: f32[2144]=int:-4:4 f16[1888]=int:-2:2 bf16[192]=zeros f32[192]=zeros i32=67 i32=59 i32=32 i32=32 i32=32
# outputs: 2 3
# tol: 2.3 0.016
# recipe: {"b_trans":true,"block":[32,32,16],"index":27,"inputs":[{"dtype":"f32","other":-1,"range":[-4,4]},{"dtype":"f16","other":0,"range":[-2,2]}],"limits":[32,32],"name":"k_s71_27","num_stages":2,"num_warps":8,"ops":[{"a":"x1","b":"x0","f":"binary","id":"l0","op":"minimum"},{"a":"l0","b":"l0","f":"binary","id":"l1","op":"mul"},{"a":"l0","b":"l1","dtype":"f16","f":"kdot","id":"acc","trans_b":true},{"a":"acc","axis":1,"f":"reduce","id":"v3","keep":true,"op":"sum"},{"a":"v3","f":"unary","id":"v4","op":"log"},{"a":"v4","b":"v4","f":"binary","id":"v5","op":"minimum"},{"a":"v5","b":"v4","f":"binary","id":"v6","op":"sub"},{"a":"v6","c":3,"d":0,"f":"unary","id":"v7","op":"affine"},{"a":"v7","f":"cast","id":"v8","to":"bf16"}],"outputs":["v8","v4"],"seed":71,"size":[67,59,32],"template":"kloop"}
import triton
import triton.language as tl


@triton.jit
def k_s71_27(in0_ptr, in1_ptr, out0_ptr, out1_ptr, M, N, K, lim0, lim1, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0) * tl.num_programs(1) + tl.program_id(1)
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        rk = k * BK + tl.arange(0, BK)
        x0 = tl.load(in0_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=-1)
        x1 = tl.load(in1_ptr + rn[:, None] * K + rk[None, :], mask=(rn[:, None] < N) & (rk[None, :] < K), other=0)
        l0 = tl.minimum(x1, x0)
        l1 = l0 * l0
        acc = tl.dot(l0.to(tl.float16), tl.trans(l1.to(tl.float16)), acc)
    v3 = tl.sum(acc, axis=1, keep_dims=True)
    v4 = tl.log(tl.abs(v3) + 1.0)
    v5 = tl.minimum(v4, v4)
    v6 = v5 - v4
    v7 = v6 * 3 + 0
    v8 = v7.to(tl.bfloat16)
    o0_0 = tl.arange(0, 32)
    o0_1 = tl.arange(0, 1)
    tl.store(out0_ptr + pid * 32 + o0_0[:, None] + o0_1[None, :], v8, mask=(o0_0[:, None] < lim0))
    o1_0 = tl.arange(0, 32)
    o1_1 = tl.arange(0, 1)
    tl.store(out1_ptr + pid * 32 + o1_0[:, None] + o1_1[None, :], v4, mask=(o1_0[:, None] < lim1))
