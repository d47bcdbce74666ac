# Random kernel k_s31_7 (utils/difftest/gen_kernels.py, seed 31, kernel 7): tile template, binary, cast, reduce, scan, unary, view.
# signature: *i32:16,*i32:16,*fp32:16,i32:16,i32,i32,16,16
# launch: grid = 1x2, num_warps = 1
# args: i32[272]=int:-2:2 i32[272]=int:0:3 f32[4]=zeros i32=16 i32=17 i32=2
# outputs: 2
# tol: 0 0
# recipe: {"block":[16,16],"index":7,"inputs":[{"dtype":"i32","other":-1,"range":[-2,2]},{"dtype":"i32","other":-1,"range":[0,3]}],"limits":[2],"name":"k_s31_7","num_stages":null,"num_warps":1,"ops":[{"a":"x1","axis":0,"f":"reduce","id":"v0","keep":false,"op":"min"},{"a":"x1","attr":false,"f":"view","id":"v1","op":"trans"},{"a":"v0","b":"v0","f":"binary","id":"v2","op":"maximum"},{"a":"v1","axis":0,"f":"scan","id":"v3","reverse":false},{"a":"x0","f":"unary","id":"v4","op":"sqrt"},{"a":"v3","b":"v3","f":"binary","id":"v5","op":"div"},{"a":"v3","f":"cast","id":"v6","to":"i8"},{"a":"v6","b":"v5","f":"binary","id":"v7","op":"sub"},{"a":"v7","f":"unary","id":"v8","op":"sqrt"},{"a":"v6","f":"view","id":"v9","op":"reshape","shape":[2,128]},{"a":"v9","axis":1,"f":"reduce","id":"v10","keep":false,"op":"min"},{"a":"v10","f":"cast","id":"v11","to":"f32"},{"a":"v9","f":"cast","id":"v12","to":"f32"},{"a":"v11","axis":0,"f":"scan","id":"v13","reverse":true},{"a":"v13","axis":0,"f":"scan","id":"v14","reverse":false}],"outputs":["v14"],"seed":31,"size":[16,17],"template":"tile"}
import triton
import triton.language as tl


@triton.jit
def k_s31_7(in0_ptr, in1_ptr, out0_ptr, M, N, lim0, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0) * tl.num_programs(1) + tl.program_id(1)
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x0 = tl.load(in0_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=-1)
    x1 = tl.load(in1_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=-1)
    v0 = tl.min(x1, axis=0)
    v1 = tl.trans(x1)
    v2 = tl.maximum(v0, v0)
    v3 = tl.cumsum(v1, axis=0)
    v4 = tl.sqrt(tl.abs(x0.to(tl.float32)) + 1.0)
    v5 = v3 / (tl.abs(v3) + 1)
    v6 = v3.to(tl.int8)
    v7 = v6 - v5
    v8 = tl.sqrt(tl.abs(v7) + 1.0)
    v9 = tl.reshape(v6, (2, 128))
    v10 = tl.min(v9, axis=1)
    v11 = v10.to(tl.float32)
    v12 = v9.to(tl.float32)
    v13 = tl.cumsum(v11, axis=0, reverse=True)
    v14 = tl.cumsum(v13, axis=0)
    o0_0 = tl.arange(0, 2)
    tl.store(out0_ptr + pid * 2 + o0_0, v14, mask=(o0_0 < lim0))
