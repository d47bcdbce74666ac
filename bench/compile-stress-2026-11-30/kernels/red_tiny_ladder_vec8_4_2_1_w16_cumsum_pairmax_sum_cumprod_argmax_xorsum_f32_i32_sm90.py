# Tiny-tensor ladder on 16 warps (512 threads for 8 elements): one 7-wide row
# per program (masked 8th lane) is cumsum-ed, folded by tl.reshape to 4 pair
# maxima, 2 pair sums and a [1] total (reductions of [4,2], [2,2] and [1,2]
# tiles), with a cumsum and a max over the [1] tensor, an i32 cumprod of 4
# elements, an argmax of 8 and an xor_sum of 8; every level stored.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*i32:16,*i32:16,*i32:16,*fp32:16,i32,i32,i32,8
# launch: grid = 37, num_warps = 16
# args: f32[259]=randn i32[259]=int:-3:3 f32[296]=zeros f32[148]=zeros f32[74]=zeros f32[37]=zeros i32[148]=zeros i32[37]=zeros i32[37]=zeros f32[37]=zeros i32=7 i32=7 i32=7
# outputs: 2 3 4 5 6 7 8 9
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def tiny_ladder_kernel(x_ptr, k_ptr, cs8_ptr, pmax4_ptr, psum2_ptr, tot1_ptr, cp4_ptr, arg_ptr,
                       xs_ptr, peak_ptr, n_cols, stride_x, stride_k, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < n_cols
    x = tl.load(x_ptr + row * stride_x + offs, mask=m, other=0.0)
    k = tl.load(k_ptr + row * stride_k + offs, mask=m, other=0)

    # 8 elements: inclusive prefix sum
    cs8 = tl.cumsum(x, axis=0)
    tl.store(cs8_ptr + row * BLOCK + offs, cs8)

    # 8 -> 4: max of neighbouring pairs (masked lane is -inf)
    xm = tl.where(m, x, float("-inf"))
    pmax4 = tl.max(tl.reshape(xm, [BLOCK // 2, 2]), axis=1)
    o4 = tl.arange(0, BLOCK // 2)
    tl.store(pmax4_ptr + row * (BLOCK // 2) + o4, pmax4)

    # 4 -> 2: sums of pairs of maxima
    psum2 = tl.sum(tl.reshape(pmax4, [BLOCK // 4, 2]), axis=1)
    o2 = tl.arange(0, BLOCK // 4)
    tl.store(psum2_ptr + row * (BLOCK // 4) + o2, psum2)

    # 2 -> [1]: a one-element tensor, scanned and reduced again
    tot1 = tl.sum(tl.reshape(psum2, [1, 2]), axis=1)
    tot1 = tl.cumsum(tot1, axis=0)
    o1 = tl.arange(0, 1)
    tl.store(tot1_ptr + row + o1, tot1)
    peak = tl.max(tot1, axis=0) + tl.max(pmax4, axis=0)
    tl.store(peak_ptr + row, peak)

    # integer side: cumprod over the first 4 entries, xor over all 8
    k4 = tl.reshape(k, [2, BLOCK // 2])
    k4 = tl.sum(k4, axis=0)
    cp4 = tl.cumprod(k4, axis=0)
    tl.store(cp4_ptr + row * (BLOCK // 2) + o4, cp4)
    xs = tl.xor_sum(k, axis=0)
    tl.store(xs_ptr + row, xs)

    # argmax of the 8 lanes (masked lane never wins)
    am = tl.argmax(xm, axis=0, tie_break_left=True)
    tl.store(arg_ptr + row, am.to(tl.int32))
