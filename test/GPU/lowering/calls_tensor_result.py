# A noinline helper returning a tensor (a scaled, masked load) and a scalar
# to a kernel that calls it twice; n is odd: the tail is masked.
# signature: *fp32:16,*fp32:16,*fp32:16,i32,512
# launch: grid = 2, num_warps = 8
# args: f32[999]=randn f32[999]=zeros f32[2]=zeros i32=999
# outputs: 1 2
# tol: 1e-4 1e-5
#
# Triton 3.6 itself does not compile this kernel (its JIT fails in a pass on
# the tensor results of the noinline call: "PassManager::run failed", seen on
# an H200, 2026-11-26), so the outputs are checked against torch.
import torch
import triton
import triton.language as tl


@triton.jit(noinline=True)
def scaled_block(x_ptr, start, n, factor, BLOCK: tl.constexpr):
    offs = start + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
    return x * factor, tl.sum(x, axis=0)


@triton.jit
def calls_tensor_result(x_ptr, out_ptr, sums_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    start = pid * BLOCK
    y, s = scaled_block(x_ptr, start, n, 2.0, BLOCK)
    z, t = scaled_block(x_ptr, start, n, -0.5, BLOCK)
    offs = start + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, y + z, mask=offs < n)
    tl.store(sums_ptr + pid, s - t)


def reference(x_ptr, out_ptr, sums_ptr, n):
    """Both outputs from torch: {index: tensor}."""
    out = out_ptr.clone()
    out[:n] = x_ptr[:n] * 2.0 + x_ptr[:n] * -0.5
    # Each program's two sums are of the same block: their difference is 0.
    return {1: out, 2: torch.zeros_like(sums_ptr)}
