# Atomics in Triton's forms: f32, f16 and bf16 adds over contiguous pointers
# (vector `atom.add.v4.f32` / `.noftz.v4.f16` on sm_90, f16x2 pairs before),
# a masked bf16 add, compare-and-swap on a tensor, a scalar ticket counter
# whose used result comes back through shared memory, and an acquire
# fetch-add of zero (read as `ld.global.gpu.acquire`). The inputs are small
# integers, so every sum is exact in every order; only final memory and
# order-independent results are compared.
# signature: *fp32:16,*fp16:16,*bf16:16,*fp32:16,*fp16:16,*bf16:16,*bf16:16,*i32:16,*i32:16,*i32:16,*fp32:16,*fp32:16,i32,512
# launch: grid = 64, num_warps = 4
# args: f32[32768]=int:-3:3 f16[32768]=int:-3:3 bf16[32768]=int:-3:3 f32[512]=zeros f16[512]=zeros bf16[512]=zeros bf16[512]=zeros i32[512]=zeros i32[1]=zeros i32[64]=zeros f32[1]=fill:5 f32[64]=zeros i32=300
# outputs: 3 4 5 6 7 8 9 11
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def atomic_forms(x32, x16, xb16, acc32, acc16, accb16, accb16_masked, flags, counter, seen,
                 stable, read_back, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    src = pid * BLOCK + offs
    tl.atomic_add(acc32 + offs, tl.load(x32 + src))
    tl.atomic_add(acc16 + offs, tl.load(x16 + src))
    tl.atomic_add(accb16 + offs, tl.load(xb16 + src))
    tl.atomic_add(accb16_masked + offs, tl.load(xb16 + src), mask=offs < n)
    tl.atomic_cas(flags + offs, tl.zeros([BLOCK], tl.int32), tl.full([BLOCK], 7, tl.int32))
    ticket = tl.atomic_add(counter, 1)
    tl.store(seen + ticket, 1)
    tl.store(read_back + pid, tl.atomic_add(stable, 0.0, sem="acquire"))
