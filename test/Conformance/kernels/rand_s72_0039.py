# A random kernel of utils/difftest/gen_kernels.py (dt_s72_0039) whose pipelined loads read in
# registers Triton 3.6 stages in mma-tile-shaped or register-ordered buffers.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,i32,i32:16,i32:16,i32:16,64,64,64
# launch: grid = 3x1, num_warps = 1, num_stages = 4
# args: bf16[16768]=int:1:5 bf16[8192]=int:-4:4 f32[12288]=zeros i32=131 i32=64 i32=128 i32=64
# outputs: 2
# tol: 0 0
# recipe: {"b_trans":true,"block":[64,64,64],"index":39,"inputs":[{"dtype":"bf16","other":1,"range":[1,5]},{"dtype":"bf16","other":0,"range":[-4,4]}],"limits":[64],"name":"k_s72_39","num_stages":4,"num_warps":1,"ops":[{"a":"x0","b":"x1","dtype":"bf16","f":"kdot","id":"acc","trans_b":true},{"a":"acc","axis":0,"f":"scan","id":"v1","reverse":true},{"a":"v1","f":"cast","id":"v2","to":"bf16"},{"a":"v1","b":null,"f":"cmp","id":"v3c","op":"le"},{"c":"v3c","f":"select","id":"v3","x":"v1","y":"v1"},{"a":"v3","axis":0,"f":"reduce","id":"v5","keep":false,"op":"max"},{"a":"v5","b":"v5","f":"join","id":"v6"},{"a":"v3","attr":false,"f":"view","id":"v7","op":"trans"},{"a":"v7","axis":0,"f":"view","id":"v8","op":"expand","size":2},{"a":"v8","axis":0,"f":"reduce","id":"v9","keep":false,"op":"sum"}],"outputs":["v9"],"seed":72,"size":[131,64,128],"template":"kloop"}
import triton
import triton.language as tl


@triton.jit
def k_s72_39(in0_ptr, in1_ptr, out0_ptr, M, N, K, lim0, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0) * tl.num_programs(1) + tl.program_id(1)
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        rk = k * BK + tl.arange(0, BK)
        x0 = tl.load(in0_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=1)
        x1 = tl.load(in1_ptr + rn[:, None] * K + rk[None, :], mask=(rn[:, None] < N) & (rk[None, :] < K), other=0)
        acc = tl.dot(x0, tl.trans(x1), acc)
    v1 = tl.cumsum(acc, axis=0, reverse=True)
    v2 = v1.to(tl.bfloat16)
    v3c = v1 <= 0
    v3 = tl.where(v3c, v1, v1)
    v5 = tl.max(v3, axis=0)
    v6 = tl.join(v5, v5)
    v7 = tl.trans(v3)
    v8 = tl.broadcast_to(v7[None, :, :], (2, 64, 64))
    v9 = tl.sum(v8, axis=0)
    o0_0 = tl.arange(0, 64)
    o0_1 = tl.arange(0, 64)
    tl.store(out0_ptr + pid * 4096 + o0_0[:, None] * 64 + o0_1[None, :], v9, mask=(o0_0[:, None] < lim0))
