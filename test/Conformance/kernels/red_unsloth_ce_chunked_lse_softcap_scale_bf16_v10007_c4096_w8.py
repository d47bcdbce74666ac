# Unsloth `_chunked_cross_entropy_forward` (Gemma-2 style): 2-D grid of
# (row, vocab chunk), each program takes the logsumexp of one 4096-wide chunk of
# a 10007-word bf16 row (masked -inf tail in the last of 3 chunks) after logit
# scaling and tanh softcapping (libdevice.tanh, SOFTCAP a float constexpr);
# chunk 0 also writes -x[label] or 0.0 for label == -100 (scalar if/else chain;
# the global alias triton_tanh = libdevice.tanh is how Unsloth calls tanh).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,i32:16,*fp32:16,*fp32:16,*i64:16,10007,3,4096,True,30.0,True,fp32
# launch: grid = 40x3, num_warps = 8
# args: bf16[40,10016]=randn i32=10016 f32[40]=zeros f32[120]=zeros i64[40]=int:0:10006 f32=2.5
# outputs: 2 3
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra import libdevice

triton_tanh = libdevice.tanh


@triton.jit
def _chunked_cross_entropy_forward(
    logits_ptr,
    logits_row_stride,
    loss_ptr,
    logsumexp_ptr,
    labels_ptr,
    VOCAB_SIZE: tl.constexpr,
    N_CHUNKS: tl.constexpr,
    BLOCK_SIZE: tl.constexpr,
    DO_SOFTCAPPING: tl.constexpr,
    SOFTCAP: tl.constexpr,
    DO_LOGIT_SCALING: tl.constexpr,
    LOGIT_SCALE,
):
    """
    256K vocab divided in 4 chunks
    |-65536-| |-65536-| |-65536-| |-65536-|
    |-------| |-------| |-------| |-------|
    |-------| |-------| |-------| |-------|
    logsumexp(chunked) = logsumexp([lse(chunk0), lse(chunk1), ...]) on the host
    """
    row_idx = tl.program_id(0)
    chunk_idx = tl.program_id(1)
    logits_ptr += row_idx * logits_row_stride.to(tl.int64)
    loss_ptr += row_idx
    logsumexp_ptr += row_idx * N_CHUNKS + chunk_idx
    labels_ptr += row_idx

    col_offsets = chunk_idx * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = col_offsets < VOCAB_SIZE

    label_idx = tl.load(labels_ptr).to(tl.int32)
    logits = tl.load(logits_ptr + col_offsets, mask=mask, other=-float("inf")).to(tl.float32)

    # Go logit scaling for Cohere: t * x
    if DO_LOGIT_SCALING:
        logits = LOGIT_SCALE * logits
    # Do logit softcapping for Gemma 2: t * tanh(1/t * x)
    if DO_SOFTCAPPING:
        logits = SOFTCAP * triton_tanh(logits / SOFTCAP)

    c = tl.max(logits, 0)
    logsumexp = c + tl.log(tl.sum(tl.exp(logits - c), 0))

    if chunk_idx == 0:
        # logsumexp(chunked) - x[label] is done on the host
        if label_idx != -100:
            x = tl.load(logits_ptr + label_idx).to(tl.float32)
            if DO_LOGIT_SCALING:
                x = LOGIT_SCALE * x
            if DO_SOFTCAPPING:
                x = SOFTCAP * triton_tanh(x / SOFTCAP)
            loss = -1.0 * x
        else:
            loss = 0.0
        tl.store(loss_ptr, loss)
    tl.store(logsumexp_ptr, logsumexp)
