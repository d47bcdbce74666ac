# Token classifier head with four classes: e5m2 activations [64, 64] x e5m2
# weights [64, 4] (N = 4) in a D loop with a masked tail (D = 96), plus a bias;
# tl.argmax over the 4 logits gives the label, and a tl.where one-hot of the
# label (token tail masked) is reduced over tokens and atomically added into
# per-class winning-logit sums (integer-valued f32) and int32 counts.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp8e5:16,*fp8e5:16,*fp32:16,*i32:16,*fp32:16,*i32:16,i32,i32:16,i32:16,64,4,64
# launch: grid = 5, num_warps = 4, num_stages = 2
# args: fp8e5m2[28800]=int:-3:3 fp8e5m2[384]=int:-3:3 f32[4]=int:-2:2 i32[300]=zeros f32[4]=zeros i32[4]=zeros i32=300 i32=96 i32=96
# outputs: 3 4 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fp8_classifier_n4_kernel(x_ptr, w_ptr, bias_ptr, label_ptr, logit_sum_ptr, count_ptr,
                             T, D, stride_xt,
                             BLOCK_T: tl.constexpr, N_CLS: tl.constexpr, BLOCK_D: tl.constexpr):
    pid = tl.program_id(0)
    offs_t = pid * BLOCK_T + tl.arange(0, BLOCK_T)
    offs_c = tl.arange(0, N_CLS)
    offs_d = tl.arange(0, BLOCK_D)
    tmask = offs_t < T
    acc = tl.zeros((BLOCK_T, N_CLS), dtype=tl.float32)
    for d0 in range(0, D, BLOCK_D):
        dd = d0 + offs_d
        x = tl.load(x_ptr + offs_t[:, None] * stride_xt + dd[None, :],
                    mask=tmask[:, None] & (dd[None, :] < D), other=0.0)
        w = tl.load(w_ptr + dd[:, None] * N_CLS + offs_c[None, :], mask=dd[:, None] < D, other=0.0)
        acc = tl.dot(x, w, acc)
    bias = tl.load(bias_ptr + offs_c)
    logits = acc + bias[None, :]
    label = tl.argmax(logits, axis=1, tie_break_left=True)
    tl.store(label_ptr + offs_t, label, mask=tmask)
    onehot = (label[:, None] == offs_c[None, :]) & tmask[:, None]
    win = tl.where(onehot, logits, 0.0)
    tl.atomic_add(logit_sum_ptr + offs_c, tl.sum(win, axis=0))
    tl.atomic_add(count_ptr + offs_c, tl.sum(onehot.to(tl.int32), axis=0))
