# System-scope atomics (inline PTX `atom.global.<sem>.sys`): integer adds
# into 64 bins with acq_rel semantics, and float maxima (Triton's pair of
# integer atomics on the bits) into 64 bins; masked tail. Only the final
# memory is compared: the old values depend on the order of the updates.
# signature: *i32:16,*fp32:16,*i32:16,*fp32:16,i32,256
# launch: grid = 12, num_warps = 4
# args: i32[3000]=rand f32[3000]=randn i32[64]=zeros f32[64]=fill:-1e30 i32=3000
# outputs: 2 3
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def sys_atomics(x_ptr, y_ptr, sums_ptr, max_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.atomic_add(sums_ptr + offs % 64, x, mask=mask, sem="acq_rel", scope="sys")
    tl.atomic_max(max_ptr + offs % 64, y, mask=mask, sem="relaxed", scope="sys")
