# Random kernel k_s32_161 (utils/difftest/gen_kernels.py, seed 32, kernel 161): tile template, binary, cast, cmp, join, reduce, scan, select, split.
# signature: *fp32:16,*bf16:16,*i32:16,*fp32:16,i32,i32,i32,8,4
# launch: grid = 1x1, num_warps = 2
# args: f32[24]=int:0:3 bf16[24]=int:-4:4 i32[24]=int:-2:2 f32[32]=zeros i32=8 i32=3 i32=7
# outputs: 3
# tol: 0 0
# recipe: {"block":[8,4],"index":161,"inputs":[{"dtype":"f32","other":0,"range":[0,3]},{"dtype":"bf16","other":0,"range":[-4,4]},{"dtype":"i32","other":0,"range":[-2,2]}],"limits":[7],"name":"k_s32_161","num_stages":null,"num_warps":2,"ops":[{"a":"x2","f":"cast","id":"v0","to":"f16"},{"a":"x2","axis":1,"f":"scan","id":"v1","reverse":false},{"a":"v1","axis":null,"f":"reduce","id":"v2","keep":false,"op":"sum"},{"a":"v2","b":"v0","f":"binary","id":"v3","op":"mul"},{"a":"v1","b":"v3","f":"binary","id":"v4","op":"sub"},{"a":"v4","b":"x2","f":"cmp","id":"v5c","op":"le"},{"c":"v5c","f":"select","id":"v5","x":"v1","y":"v4"},{"a":"v1","axis":0,"f":"reduce","id":"v7","keep":false,"op":"max"},{"a":"v7","b":"v2","f":"binary","id":"v8","op":"div"},{"a":"v4","b":"v0","f":"join","id":"v9"},{"a":"v9","axis":1,"f":"reduce","id":"v10","keep":true,"op":"max"},{"a":"v10","f":"split","id":"v11","op":"maximum"},{"a":"v11","axis":0,"f":"scan","id":"v12","reverse":false},{"a":"v11","axis":null,"f":"reduce","id":"v13","keep":false,"op":"min"},{"a":"v12","b":"v1","f":"binary","id":"v14","op":"mul"}],"outputs":["v14"],"seed":32,"size":[8,3],"template":"tile"}
import triton
import triton.language as tl


@triton.jit
def k_s32_161(in0_ptr, in1_ptr, in2_ptr, out0_ptr, M, N, lim0, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0) * tl.num_programs(1) + tl.program_id(1)
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x0 = tl.load(in0_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0)
    x1 = tl.load(in1_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0)
    x2 = tl.load(in2_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0)
    v0 = x2.to(tl.float16)
    v1 = tl.cumsum(x2, axis=1)
    v2 = tl.sum(v1)
    v3 = v2 * v0
    v4 = v1 - v3
    v5c = v4 <= x2
    v5 = tl.where(v5c, v1, v4)
    v7 = tl.max(v1, axis=0)
    v8 = v7 / (tl.abs(v2) + 1)
    v9 = tl.join(v4, v0)
    v10 = tl.max(v9, axis=1, keep_dims=True)
    v11_l, v11_r = tl.split(v10)
    v11 = tl.maximum(v11_l, v11_r)
    v12 = tl.cumsum(v11, axis=0)
    v13 = tl.min(v11)
    v14 = v12 * v1
    o0_0 = tl.arange(0, 8)
    o0_1 = tl.arange(0, 4)
    tl.store(out0_ptr + pid * 32 + o0_0[:, None] * 4 + o0_1[None, :], v14, mask=(o0_0[:, None] < lim0))
