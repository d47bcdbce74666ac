# A matmul through tensor descriptors made on the device
# (tl.make_tensor_descriptor): TMA loads of A and B blocks in a K loop of 3
# stages and a TMA store of the f16 result; M, N and K multiples of the tile.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,i32:16,i32:16,i32:16,64,64,64
# launch: grid = 2x2, num_warps = 4, num_stages = 3
# args: f16[24576]=int:-2:2 f16[24576]=int:-2:2 f16[16384]=zeros i32=128 i32=128 i32=192
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def desc_matmul(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, [M, K], [K, 1], [BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, [K, N], [N, 1], [BK, BN])
    c_desc = tl.make_tensor_descriptor(c_ptr, [M, N], [N, 1], [BM, BN])
    pm = tl.program_id(0) * BM
    pn = tl.program_id(1) * BN
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, K, BK):
        a = a_desc.load([pm, k])
        b = b_desc.load([k, pn])
        acc = tl.dot(a, b, acc)
    c_desc.store([pm, pn], acc.to(tl.float16))
