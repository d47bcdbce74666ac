# Random kernel k_s201_108 (utils/difftest/gen_kernels.py, seed 201, kernel 108): tile template, binary, cmp, reduce, scan, select.
# signature: *fp16:16,*fp16:16,*fp32:16,i32,i32,i32,4,16
# launch: grid = 2x3, num_warps = 8
# args: f16[165]=int:-8:8 f16[165]=int:-2:2 f32[384]=zeros i32=5 i32=33 i32=4
# outputs: 2
# tol: 0 0
# recipe: {"block":[4,16],"index":108,"inputs":[{"dtype":"f16","other":0,"range":[-8,8]},{"dtype":"f16","other":0,"range":[-2,2]}],"limits":[4],"name":"k_s201_108","num_stages":null,"num_warps":8,"ops":[{"a":"x1","b":"x0","f":"binary","id":"v0","op":"minimum"},{"a":"x1","axis":1,"f":"reduce","id":"v1","keep":true,"op":"min"},{"a":"v1","axis":0,"f":"scan","id":"v2","reverse":false},{"a":"v1","b":null,"f":"cmp","id":"v3c","op":"ne"},{"c":"v3c","f":"select","id":"v3","x":"x1","y":"v1"},{"a":"v1","b":"v0","f":"cmp","id":"v5c","op":"ne"},{"c":"v5c","f":"select","id":"v5","x":"v3","y":"v1"},{"a":"v5","b":"v2","f":"binary","id":"v7","op":"add"},{"a":"v7","b":"v7","f":"binary","id":"v8","op":"add"}],"outputs":["v8"],"seed":201,"size":[5,33],"template":"tile"}
import triton
import triton.language as tl


@triton.jit
def k_s201_108(in0_ptr, in1_ptr, out0_ptr, M, N, lim0, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0) * tl.num_programs(1) + tl.program_id(1)
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x0 = tl.load(in0_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0)
    x1 = tl.load(in1_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0)
    v0 = tl.minimum(x1, x0)
    v1 = tl.min(x1, axis=1, keep_dims=True)
    v2 = tl.cumsum(v1, axis=0)
    v3c = v1 != 0
    v3 = tl.where(v3c, x1, v1)
    v5c = v1 != v0
    v5 = tl.where(v5c, v3, v1)
    v7 = v5 + v2
    v8 = v7 + v7
    o0_0 = tl.arange(0, 4)
    o0_1 = tl.arange(0, 16)
    tl.store(out0_ptr + pid * 64 + o0_0[:, None] * 16 + o0_1[None, :], v8, mask=(o0_0[:, None] < lim0))
