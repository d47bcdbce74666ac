# fp64 downcast audit per row ([1, 1024] tiles, loop over 3000 columns with
# tl.range loop_unroll_factor=2): f64 -> f16 (rtne, values past 65504 become
# inf), f64 -> f32, f32 -> bf16 with fp_downcast_rounding="rtz"; the f16 result
# is widened back to f64 and the rounding error stored (inf lanes zeroed), with
# per-row f64 sum of squared errors and an i32 count of overflowed lanes.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp64:16,*fp16:16,*fp32:16,*bf16:16,*fp64:16,*fp64:16,*i32:16,i32,i32:16,fp32,1024
# launch: grid = 6, num_warps = 4
# args: f64[18048]=randn f16[18048]=zeros f32[18048]=zeros bf16[18048]=zeros f64[18048]=zeros f64[6]=zeros i32[6]=zeros i32=3000 i32=3008 f32=20000.0
# outputs: 1 2 3 4 5 6
# tol: 1e-9 1e-9
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def f64_downcast_audit_kernel(x_ptr, h_ptr, f_ptr, bf_ptr, err_ptr, sse_ptr, ninf_ptr,
                              n_cols, stride_row, amp, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    base = row.to(tl.int64) * stride_row
    acc_sq = tl.zeros([1, BLOCK], dtype=tl.float64)
    n_inf = tl.zeros([1, BLOCK], dtype=tl.int32)
    for c0 in tl.range(0, n_cols, BLOCK, loop_unroll_factor=2):
        cols = c0 + tl.arange(0, BLOCK)[None, :]
        m = cols < n_cols
        x = tl.load(x_ptr + base + cols, mask=m, other=0.0) * amp
        h = x.to(tl.float16)
        f = x.to(tl.float32)
        bf = f.to(tl.bfloat16, fp_downcast_rounding="rtz")
        tl.store(h_ptr + base + cols, h, mask=m)
        tl.store(f_ptr + base + cols, f, mask=m)
        tl.store(bf_ptr + base + cols, bf, mask=m)
        back = h.to(tl.float64)
        is_inf = tl.abs(back) == float("inf")
        e = tl.where(is_inf, 0.0, x - back)
        tl.store(err_ptr + base + cols, e, mask=m)
        acc_sq += e * e
        n_inf += (is_inf & m).to(tl.int32)
    tl.store(sse_ptr + row, tl.sum(acc_sq))
    tl.store(ninf_ptr + row, tl.sum(n_inf))
