# Layer norm forward (tutorial 05 style) over 80 rows of N = 1000 bf16 values
# stored with a padded row stride of 1024: three column loops of 256 (the last
# block masked) for the mean, the variance and the affine output; f32 output,
# per-row mean and rstd written too.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32:16,i32,fp32,256
# launch: grid = 80, num_warps = 8
# args: bf16[81920]=randn f32[81920]=zeros f32[1000]=randn f32[1000]=randn f32[80]=zeros f32[80]=zeros i32=1024 i32=1000 f32=1e-5
# outputs: 1 4 5
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def layer_norm_fwd_padded(X, Y, W, B, Mean, Rstd, stride, N, eps, BLOCK_SIZE: tl.constexpr):
    row = tl.program_id(0)
    X += row * stride
    Y += row * stride
    _mean = tl.zeros([BLOCK_SIZE], dtype=tl.float32)
    for off in range(0, N, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        a = tl.load(X + cols, mask=cols < N, other=0.).to(tl.float32)
        _mean += a
    mean = tl.sum(_mean, axis=0) / N
    _var = tl.zeros([BLOCK_SIZE], dtype=tl.float32)
    for off in range(0, N, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        x = tl.load(X + cols, mask=cols < N, other=0.).to(tl.float32)
        x = tl.where(cols < N, x - mean, 0.)
        _var += x * x
    var = tl.sum(_var, axis=0) / N
    rstd = 1 / tl.sqrt(var + eps)
    tl.store(Mean + row, mean)
    tl.store(Rstd + row, rstd)
    for off in range(0, N, BLOCK_SIZE):
        cols = off + tl.arange(0, BLOCK_SIZE)
        mask = cols < N
        w = tl.load(W + cols, mask=mask)
        b = tl.load(B + cols, mask=mask)
        x = tl.load(X + cols, mask=mask, other=0.).to(tl.float32)
        x_hat = (x - mean) * rstd
        y = x_hat * w + b
        tl.store(Y + cols, y, mask=mask)
