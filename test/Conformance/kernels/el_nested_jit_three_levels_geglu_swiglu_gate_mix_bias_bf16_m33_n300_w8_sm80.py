# Gated MLP activation (Liger/Unsloth style) on a [33, 2*300] bf16 gate|up
# input: @triton.jit helpers nested three levels deep (kernel -> _gated_mix ->
# _gelu_tanh / _silu -> _tanh_sigmoid / _sigmoid), the level-1 helper called
# twice with different constexpr flags; column tail 300 of BLOCK_N 128.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,i32,i32,i32,i32,2,128
# launch: grid = 17x3, num_warps = 8
# args: bf16[19800]=randn bf16[300]=randn bf16[9900]=zeros i32=33 i32=300 i32=600 i32=300
# outputs: 2
# tol: 2e-2 2e-2
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def _sigmoid(x):
    return 1.0 / (1.0 + tl.exp(-x))


@triton.jit
def _tanh_sigmoid(x):
    # tanh(x) = 2 * sigmoid(2x) - 1
    return 2.0 * _sigmoid(2.0 * x) - 1.0


@triton.jit
def _gelu_tanh(x):
    k: tl.constexpr = 0.7978845608028654
    inner = k * (x + 0.044715 * x * x * x)
    return 0.5 * x * (1.0 + _tanh_sigmoid(inner))


@triton.jit
def _silu(x):
    return x * _sigmoid(x)


@triton.jit
def _gated_mix(g, u, bias, USE_GELU: tl.constexpr):
    gb = g + bias[None, :]
    if USE_GELU:
        a = _gelu_tanh(gb)
    else:
        a = _silu(gb)
    return a * u


@triton.jit
def geglu_swiglu_nested_kernel(
    gu_ptr, bias_ptr, out_ptr, M, N, stride_in, stride_out,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rows = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    cm = cols < N
    mask = (rows < M)[:, None] & cm[None, :]
    base = gu_ptr + rows[:, None] * stride_in + cols[None, :]
    g = tl.load(base, mask=mask, other=0.0).to(tl.float32)
    u = tl.load(base + N, mask=mask, other=0.0).to(tl.float32)
    bias = tl.load(bias_ptr + cols, mask=cm, other=0.0).to(tl.float32)
    y_gelu = _gated_mix(g, u, bias, True)
    y_silu = _gated_mix(u, g, bias, False)
    y = 0.75 * y_gelu + 0.25 * y_silu
    tl.store(out_ptr + rows[:, None] * stride_out + cols[None, :], y.to(tl.bfloat16), mask=mask)
