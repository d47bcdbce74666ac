# A random kernel of utils/difftest/gen_kernels.py (dt_s72_0016) whose pipelined loads read in
# registers Triton 3.6 stages in mma-tile-shaped or register-ordered buffers.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp16:16,*fp32:16,*fp32:16,i32,i32,i32:16,i32,i32,64,64,32
# launch: grid = 3x2, num_warps = 4, num_stages = 4
# args: f32[4192]=int:0:3 f32[3936]=int:0:3 f16[16113]=int:-4:4 f32[24576]=zeros f32[24576]=zeros i32=131 i32=123 i32=32 i32=63 i32=63
# outputs: 3 4
# tol: 0 0
# recipe: {"b_trans":false,"block":[64,64,32],"index":16,"inputs":[{"dtype":"f32","other":-1,"range":[0,3]},{"dtype":"f32","other":0,"range":[0,3]},{"dtype":"f16","other":0,"range":[-4,4]}],"limits":[63,63],"name":"k_s72_16","num_stages":4,"num_warps":4,"ops":[{"a":"x1","axis":0,"f":"scan","id":"l0","reverse":true},{"a":"l0","axis":0,"f":"scan","id":"l1","reverse":false},{"a":"l0","f":"view","id":"l2","op":"reshape","shape":[16,128]},{"a":"l0","c":2,"d":0,"f":"unary","id":"l3","op":"affine"},{"a":"x0","b":"l3","dtype":"f16","f":"kdot","id":"acc","trans_b":false},{"a":"x2","b":"acc","f":"binary","id":"v5","op":"minimum"},{"a":"x2","acc":"acc","b":"x2","dtype":"bf16","f":"dot","id":"v6","trans_b":false},{"a":"v6","f":"view","id":"v7","op":"permute","perm":[0,1]},{"a":"v7","f":"view","id":"v8","op":"permute","perm":[0,1]}],"outputs":["v8","acc"],"seed":72,"size":[131,123,32],"template":"kloop"}
import triton
import triton.language as tl


@triton.jit
def k_s72_16(in0_ptr, in1_ptr, in2_ptr, out0_ptr, out1_ptr, M, N, K, lim0, lim1, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0) * tl.num_programs(1) + tl.program_id(1)
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        rk = k * BK + tl.arange(0, BK)
        x0 = tl.load(in0_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=-1)
        x1 = tl.load(in1_ptr + rk[:, None] * N + rn[None, :], mask=(rk[:, None] < K) & (rn[None, :] < N), other=0)
        l0 = tl.cumsum(x1, axis=0, reverse=True)
        l1 = tl.cumsum(l0, axis=0)
        l2 = tl.reshape(l0, (16, 128))
        l3 = l0 * 2 + 0
        acc = tl.dot(x0.to(tl.float16), l3.to(tl.float16), acc)
    x2 = tl.load(in2_ptr + rm[:, None] * N + rn[None, :], mask=(rm[:, None] < M) & (rn[None, :] < N), other=0)
    v5 = tl.minimum(x2, acc)
    v6 = tl.dot(x2.to(tl.bfloat16), x2.to(tl.bfloat16), acc)
    v7 = tl.permute(v6, (0, 1))
    v8 = tl.permute(v7, (0, 1))
    o0_0 = tl.arange(0, 64)
    o0_1 = tl.arange(0, 64)
    tl.store(out0_ptr + pid * 4096 + o0_0[:, None] * 64 + o0_1[None, :], v8, mask=(o0_0[:, None] < lim0))
    o1_0 = tl.arange(0, 64)
    o1_1 = tl.arange(0, 64)
    tl.store(out1_ptr + pid * 4096 + o1_0[:, None] * 64 + o1_1[None, :], acc, mask=(o1_0[:, None] < lim1))
