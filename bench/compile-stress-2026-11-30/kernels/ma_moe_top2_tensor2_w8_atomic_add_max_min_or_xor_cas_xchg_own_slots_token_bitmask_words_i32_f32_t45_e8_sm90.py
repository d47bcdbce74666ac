# MoE top-2 routing bookkeeping with 2-element tensors on 8 warps (one token
# per program, 256 threads for 2 values): per-expert token counts
# (atomic_add), max gate (f32 atomic_max), first token (atomic_min), token
# bitmask words (atomic_or of 1 << (t % 32)) and id checksum (atomic_xor),
# all masked by the gate > 0 keep test; tl.atomic_cas and tl.atomic_xchg on
# the token's own [2] slots with their old values stored; [1] atomic_add.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*fp32:16,*i32:16,*fp32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*fp32:16,*fp32:16,*i32:16,i32,8,2,2
# launch: grid = 45, num_warps = 8
# args: i32[90]=int:0:7 f32[90]=randn i32[8]=zeros f32[8]=zeros i32[8]=fill:1000000 i32[16]=zeros i32[8]=zeros i32[90]=zeros i32[90]=zeros f32[90]=fill:-1 f32[90]=zeros i32[1]=zeros i32=45
# outputs: 2 3 4 5 6 7 8 9 10 11
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def moe_top2_bookkeeping_kernel(ids_ptr, gate_ptr, count_ptr, maxgate_ptr, first_ptr, words_ptr, xsum_ptr,
                                slot_ptr, cas_old_ptr, xchg_ptr, xchg_old_ptr, kept_ptr, T,
                                E: tl.constexpr, TOPK: tl.constexpr, WORDS: tl.constexpr):
    t = tl.program_id(0)
    k = tl.arange(0, TOPK)
    e = tl.load(ids_ptr + t * TOPK + k)
    g = tl.load(gate_ptr + t * TOPK + k)
    keep = (g > 0.0) & (e >= 0) & (e < E)

    tl.atomic_add(count_ptr + e, tl.full([TOPK], 1, tl.int32), mask=keep, sem="relaxed")
    tl.atomic_max(maxgate_ptr + e, g, mask=keep)
    tl.atomic_min(first_ptr + e, tl.zeros([TOPK], tl.int32) + t, mask=keep)
    bit = tl.zeros([TOPK], tl.int32) + (1 << (t % 32))
    tl.atomic_or(words_ptr + e * WORDS + t // 32, bit, mask=keep)
    tl.atomic_xor(xsum_ptr + e, tl.zeros([TOPK], tl.int32) + t * 7 + 1, mask=keep)

    # own slots: compare-and-swap claims them (old is always the initial 0)
    own = t * TOPK + k
    old = tl.atomic_cas(slot_ptr + own, tl.zeros([TOPK], tl.int32), e + 1)
    tl.store(cas_old_ptr + own, old * 100 + k)
    prev = tl.atomic_xchg(xchg_ptr + own, tl.where(keep, g, 0.0), mask=k < TOPK)
    tl.store(xchg_old_ptr + own, prev)

    o1 = tl.arange(0, 1)
    n_keep = tl.sum(keep.to(tl.int32), axis=0)
    tl.atomic_add(kept_ptr + o1, tl.zeros([1], tl.int32) + n_keep, mask=o1 < 1)
