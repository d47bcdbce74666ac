# mamba_ssm _selective_scan_update_kernel (single-token decode): per (dim block,
# batch, head) update the f32 SSM state [dim, dstate] in place: dt + dt_bias,
# softplus below a threshold of 20, dA = exp(A * dt), dB = B * dt with B/C taken
# from the head's group (8 heads / 2 groups), state = state*dA + dB*x, out =
# sum(state * C) + D*x gated by silu(z); headdim 80 in blocks of 8 rows, bf16
# activations, all strides passed.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*bf16:16,*bf16:16,*fp32:16,*fp32:16,*bf16:16,*bf16:16,*fp32:16,*bf16:16,*bf16:16,i32:16,i32:16,i32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,8,64,True
# launch: grid = 10x3x8, num_warps = 4
# args: f32[3,8,80,64]=randn bf16[3,8,80]=randn bf16[3,8,80]=randn f32[8,80]=randn f32[8,80,64]=int:-1:0 bf16[3,2,64]=randn bf16[3,2,64]=randn f32[8,80]=randn bf16[3,8,80]=randn bf16[3,8,80]=zeros i32=80 i32=64 i32=4 i32=40960 i32=5120 i32=64 i32=640 i32=80 i32=5120 i32=64 i32=128 i32=64
# outputs: 0 9
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def softplus(dt):
    return tl.log(tl.exp(dt) + 1)


@triton.jit
def _selective_scan_update_kernel(
    state_ptr, x_ptr, dt_ptr, dt_bias_ptr, A_ptr, B_ptr, C_ptr, D_ptr, z_ptr, out_ptr,
    dim, dstate, nheads_ngroups_ratio,
    stride_state_batch, stride_state_head, stride_state_dim,
    stride_x_batch, stride_x_head,
    stride_A_head, stride_A_dim,
    stride_B_batch, stride_B_group,
    BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_DSTATE: tl.constexpr, DT_SOFTPLUS: tl.constexpr,
):
    pid_m = tl.program_id(axis=0)
    pid_b = tl.program_id(axis=1)
    pid_h = tl.program_id(axis=2)
    state_ptr += pid_b * stride_state_batch + pid_h * stride_state_head
    xoff = pid_b * stride_x_batch + pid_h * stride_x_head
    x_ptr += xoff
    dt_ptr += xoff
    z_ptr += xoff
    out_ptr += xoff
    dt_bias_ptr += pid_h * dim
    D_ptr += pid_h * dim
    A_ptr += pid_h * stride_A_head
    B_ptr += pid_b * stride_B_batch + (pid_h // nheads_ngroups_ratio) * stride_B_group
    C_ptr += pid_b * stride_B_batch + (pid_h // nheads_ngroups_ratio) * stride_B_group

    offs_m = pid_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    offs_n = tl.arange(0, BLOCK_SIZE_DSTATE)
    state_ptrs = state_ptr + (offs_m[:, None] * stride_state_dim + offs_n[None, :])
    mask2 = (offs_m[:, None] < dim) & (offs_n[None, :] < dstate)
    state = tl.load(state_ptrs, mask=mask2, other=0.0)
    x = tl.load(x_ptr + offs_m, mask=offs_m < dim, other=0.0).to(tl.float32)
    dt = tl.load(dt_ptr + offs_m, mask=offs_m < dim, other=0.0).to(tl.float32)
    dt += tl.load(dt_bias_ptr + offs_m, mask=offs_m < dim, other=0.0).to(tl.float32)
    if DT_SOFTPLUS:
        dt = tl.where(dt <= 20.0, softplus(dt), dt)
    A = tl.load(A_ptr + offs_m[:, None] * stride_A_dim + offs_n[None, :], mask=mask2, other=0.0).to(tl.float32)
    dA = tl.exp(A * dt[:, None])
    B = tl.load(B_ptr + offs_n, mask=offs_n < dstate, other=0.0).to(tl.float32)
    C = tl.load(C_ptr + offs_n, mask=offs_n < dstate, other=0.0).to(tl.float32)
    D = tl.load(D_ptr + offs_m, mask=offs_m < dim, other=0.0).to(tl.float32)
    z = tl.load(z_ptr + offs_m, mask=offs_m < dim, other=0.0).to(tl.float32)

    dB = B[None, :] * dt[:, None]
    state = state * dA + dB * x[:, None]
    tl.store(state_ptrs, state, mask=mask2)
    out = tl.sum(state * C[None, :], axis=1)
    out += x * D
    out *= z * tl.sigmoid(z)
    tl.store(out_ptr + offs_m, out.to(out_ptr.dtype.element_ty), mask=offs_m < dim)
