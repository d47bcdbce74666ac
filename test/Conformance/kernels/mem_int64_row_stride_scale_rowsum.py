# int64 addressing: row bases pid.to(tl.int64) * stride with both strides
# passed as i64 scalars (input rows 40009 f16 elements apart), 40 rows of
# N = 3000 walked in 1024-wide masked blocks; writes x * scale as f16 into a
# dense output and each row's f32 sum.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i64,i64,i32,fp32,1024
# launch: grid = 40, num_warps = 16
# args: f16[1563351]=randn f16[120000]=zeros f32[40]=zeros i64=40009 i64=3000 i32=3000 f32=0.75
# outputs: 1 2
# tol: 1e-4 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def strided_rows_i64(x_ptr, y_ptr, rowsum_ptr, stride_x, stride_y, N, scale, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    row_x = pid.to(tl.int64) * stride_x
    row_y = pid.to(tl.int64) * stride_y
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, N, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        mask = cols < N
        x = tl.load(x_ptr + row_x + cols, mask=mask, other=0.0).to(tl.float32)
        acc += x
        tl.store(y_ptr + row_y + cols, (x * scale).to(tl.float16), mask=mask)
    tl.store(rowsum_ptr + pid, tl.sum(acc, axis=0))
