# Spatial pyramid pooling (SPP / PSPNet head) over rows of a [21, 60] f16
# feature map in [8, 64] tiles: the bin counts (1, 2, 4, 8) are a literal
# tuple of constexprs passed through two @triton.jit helpers which check it with
# tl.static_assert (length, sum == output width, divisibility) and report it
# with tl.static_print; each level reshapes the tile to [8, bins, 64 / bins]
# for masked max and mean pooling with a per-level constexpr weight, outputs
# packed at offsets accumulated across a tl.static_range.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*fp32:16,i32,i32,i32,8,64,15
# launch: grid = 3, num_warps = 4
# args: f16[1260]=randn f32[315]=zeros f32[315]=zeros i32=21 i32=60 i32=60
# outputs: 1 2
# tol: 1e-4 1e-4
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def _validate_pyramid(LEVELS, WEIGHTS, L: tl.constexpr, OUT_W: tl.constexpr):
    tl.static_assert(len(LEVELS) == 4, "expected four pyramid levels")
    tl.static_assert(len(WEIGHTS) == len(LEVELS), "one weight per level")
    TOTAL: tl.constexpr = LEVELS[0] + LEVELS[1] + LEVELS[2] + LEVELS[3]
    tl.static_assert(TOTAL == OUT_W, "output width must equal the number of bins")
    for i in tl.static_range(4):
        tl.static_assert(L % LEVELS[i] == 0, "bin count must divide the tile width")
        tl.static_assert(LEVELS[i] <= L)
    tl.static_print("spp: tile width", L, "bins", TOTAL)


@triton.jit
def _pool_level(x, valid, BR: tl.constexpr, BINS: tl.constexpr, L: tl.constexpr):
    W: tl.constexpr = L // BINS
    tl.static_assert(W * BINS == L)
    xv = tl.reshape(tl.where(valid, x, float("-inf")), [BR, BINS, W])
    xs = tl.reshape(tl.where(valid, x, 0.0), [BR, BINS, W])
    cnt = tl.sum(tl.reshape(valid.to(tl.float32), [BR, BINS, W]), axis=2)
    mx = tl.max(xv, axis=2)
    mean = tl.sum(xs, axis=2) / tl.maximum(cnt, 1.0)
    return mx, mean


@triton.jit
def _spp_forward(x, valid, rows, rm, maxp_ptr, avgp_ptr, LEVELS, WEIGHTS, BR: tl.constexpr,
                 L: tl.constexpr, OUT_W: tl.constexpr):
    _validate_pyramid(LEVELS, WEIGHTS, L, OUT_W)
    base = 0
    for i in tl.static_range(len(LEVELS)):
        # (a `BINS: tl.constexpr = ...` here would be re-defined on the next unrolled step)
        mx, mean = _pool_level(x, valid, BR, LEVELS[i], L)
        b = tl.arange(0, LEVELS[i])
        o = rows[:, None] * OUT_W + base + b[None, :]
        om = rm[:, None] & (b < LEVELS[i])[None, :]
        tl.store(maxp_ptr + o, mx, mask=om)
        tl.store(avgp_ptr + o, mean * WEIGHTS[i], mask=om)
        base = base + LEVELS[i]


@triton.jit
def spp_rows_kernel(x_ptr, maxp_ptr, avgp_ptr, R, Lr, stride, BR: tl.constexpr, L: tl.constexpr,
                    OUT_W: tl.constexpr):
    rows = tl.program_id(0) * BR + tl.arange(0, BR)
    cols = tl.arange(0, L)
    rm = rows < R
    valid = rm[:, None] & (cols < Lr)[None, :]
    x = tl.load(x_ptr + rows[:, None] * stride + cols[None, :], mask=valid, other=0.0).to(tl.float32)
    # the tuples are passed as literals so their entries stay constexpr in the helpers
    _spp_forward(x, valid, rows, rm, maxp_ptr, avgp_ptr, (1, 2, 4, 8), (1.0, 0.5, 0.25, 0.125), BR, L, OUT_W)
