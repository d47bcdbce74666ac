# BitNet b1.58 style ternary GEMV without tl.dot: weights packed four 2-bit
# crumbs per u8 (value = min(crumb, 2) - 1), unpacked by a [BN, BKB, 4] shift
# against (0, 2, 4, 6), reshaped to [BN, 4*BKB] and multiplied with int8
# activations; exact i32 row accumulation over a K loop (K = 998 leaves a
# half-used last byte, padded bytes load 0x55 = zeros), then per-row f32 scale
# times the activation scale, stored as f32 and bf16 plus the raw i32 sums.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *u8:16,*i8:16,*fp32:16,*fp32:16,*bf16:16,*i32:16,i32,i32,i32:16,fp32,32,64
# launch: grid = 10, num_warps = 4
# args: u8[76800]=int:0:255 i8[1000]=int:-127:127 f32[300]=rand f32[300]=zeros bf16[300]=zeros i32[300]=zeros i32=300 i32=998 i32=256 f32=0.03125
# outputs: 3 4 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def bitnet_ternary_gemv_kernel(w_ptr, x_ptr, wscale_ptr, y_ptr, y_bf16_ptr, acc_ptr,
                               N, K, stride_wn, x_scale,
                               BLOCK_N: tl.constexpr, BLOCK_KB: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BLOCK_N + tl.arange(0, BLOCK_N)
    rmask = rows < N
    n_bytes = tl.cdiv(K, 4)
    shifts = (tl.arange(0, 4) * 2).to(tl.uint8)
    acc = tl.zeros([BLOCK_N], dtype=tl.int32)
    for kb0 in range(0, n_bytes, BLOCK_KB):
        kb = kb0 + tl.arange(0, BLOCK_KB)
        wmask = rmask[:, None] & (kb < n_bytes)[None, :]
        w = tl.load(w_ptr + rows[:, None] * stride_wn + kb[None, :], mask=wmask, other=0x55)
        crumbs = (w[:, :, None] >> shifts[None, None, :]) & 3
        tern = tl.minimum(crumbs.to(tl.int32), 2) - 1
        tern = tl.reshape(tern, [BLOCK_N, BLOCK_KB * 4])
        k = kb0 * 4 + tl.arange(0, BLOCK_KB * 4)
        xv = tl.load(x_ptr + k, mask=k < K, other=0).to(tl.int32)
        acc += tl.sum(tern * xv[None, :], axis=1)
    ws = tl.load(wscale_ptr + rows, mask=rmask, other=0.0)
    y = acc.to(tl.float32) * (ws * x_scale)
    tl.store(acc_ptr + rows, acc, mask=rmask)
    tl.store(y_ptr + rows, y, mask=rmask)
    tl.store(y_bf16_ptr + rows, y.to(tl.bfloat16), mask=rmask)
