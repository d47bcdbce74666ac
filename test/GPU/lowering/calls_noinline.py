# A kernel calling a @triton.jit(noinline=True) helper in a loop: the helper
# loads a masked chunk and returns its sum and maximum (cross-warp
# reductions through the shared memory its caller sets aside for it).
# n is not a multiple of the chunk size: the tail is masked.
# signature: *fp32:16,*fp32:16,i32,256,4
# launch: grid = 3, num_warps = 4
# args: f32[3000]=randn f32[6]=zeros i32=3000
# outputs: 1
# tol: 1e-4 1e-5
import triton
import triton.language as tl


@triton.jit(noinline=True)
def chunk_stats(x_ptr, start, n, BLOCK: tl.constexpr):
    offs = start + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
    return tl.sum(x, axis=0), tl.max(x, axis=0)


@triton.jit
def calls_noinline(x_ptr, out_ptr, n, CHUNK: tl.constexpr, CHUNKS: tl.constexpr):
    pid = tl.program_id(0)
    base = pid * CHUNK * CHUNKS
    total = 0.0
    best = -float("inf")
    for i in range(CHUNKS):
        s, m = chunk_stats(x_ptr, base + i * CHUNK, n, CHUNK)
        total += s
        best = tl.maximum(best, m)
    tl.store(out_ptr + 2 * pid, total)
    tl.store(out_ptr + 2 * pid + 1, best)
