# tl.gather on a 32x64 f16 tile: along axis 0 with a 64x64 index tile loaded
# from memory (rows picked per column, repeats allowed) and along axis 1 with
# a 32x16 index tile; then a scatter of a 256-element f32 block through
# tl.store at computed unique positions (i * 37 + 5 * pid) % 256.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i32:16,*fp16:16,*i32:16,*fp16:16,*fp32:16,*fp32:16,32,64,64,16,256
# launch: grid = 8, num_warps = 4
# args: f16[16384]=randn i32[32768]=int:0:31 f16[32768]=zeros i32[4096]=int:0:63 f16[4096]=zeros f32[2048]=randn f32[2048]=zeros
# outputs: 2 4 6
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def gather_and_scatter(src_ptr, idx0_ptr, out0_ptr, idx1_ptr, out1_ptr, v_ptr, sc_ptr,
                       BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, BJ: tl.constexpr,
                       BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    rj = tl.arange(0, BJ)
    src = tl.load(src_ptr + pid * BM * BN + rm[:, None] * BN + rn[None, :])

    o0 = pid * BK * BN + rk[:, None] * BN + rn[None, :]
    idx0 = tl.load(idx0_ptr + o0)
    g0 = tl.gather(src, idx0, axis=0)
    tl.store(out0_ptr + o0, g0)

    o1 = pid * BM * BJ + rm[:, None] * BJ + rj[None, :]
    idx1 = tl.load(idx1_ptr + o1)
    g1 = tl.gather(src, idx1, axis=1)
    tl.store(out1_ptr + o1, g1)

    i = tl.arange(0, BLOCK)
    v = tl.load(v_ptr + pid * BLOCK + i)
    dst = (i * 37 + pid * 5) % BLOCK
    tl.store(sc_ptr + pid * BLOCK + dst, v * 2.0 + 1.0)
