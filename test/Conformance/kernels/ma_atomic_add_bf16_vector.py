# bf16 and f16 atomic adds of 512-element blocks into 128 slots (four
# programs' worth of values per slot), integers so the sums are exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp16:16,*bf16:16,*fp16:16,512
# launch: grid = 4, num_warps = 4
# args: bf16[2048]=int:-4:4 f16[2048]=int:-4:4 bf16[512]=zeros f16[512]=zeros
# outputs: 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def half_atomics(x_ptr, y_ptr, sx_ptr, sy_ptr, BLOCK: tl.constexpr):
    o = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    slot = tl.arange(0, BLOCK)
    tl.atomic_add(sx_ptr + slot, tl.load(x_ptr + o))
    tl.atomic_add(sy_ptr + slot, tl.load(y_ptr + o))
