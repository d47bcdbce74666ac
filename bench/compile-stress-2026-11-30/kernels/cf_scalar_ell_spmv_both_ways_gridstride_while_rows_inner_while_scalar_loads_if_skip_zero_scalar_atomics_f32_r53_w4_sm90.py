# Scalar-only sparse kernel (ELL format, up to 6 entries per row, 53 rows):
# a grid-stride while loop over rows, an inner while loop over the row's
# entries doing single-pointer tl.load of column ids and values, a scalar
# if that skips explicit zeros, scalar atomic_add scatter for y = A^T x,
# scalar gather-accumulate for z = A w, scalar atomic_max / atomic_add of row
# statistics; integer-valued f32 values keep the atomics order independent.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*i32:16,*i32:16,*i32:16,i32,i32,6
# launch: grid = 8, num_warps = 4
# args: i32[53]=int:0:6 i32[318]=int:0:99 f32[318]=int:-3:3 f32[53]=int:-3:3 f32[100]=int:-2:2 f32[100]=zeros f32[53]=zeros i32[53]=zeros i32[1]=zeros i32[1]=zeros i32=53 i32=100
# outputs: 5 6 7 8 9
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def scalar_ell_spmv_kernel(len_ptr, col_ptr, val_ptr, x_ptr, w_ptr, y_ptr, z_ptr, last_ptr, nnz_ptr,
                           maxlen_ptr, R, NCOL, MAXNZ: tl.constexpr):
    r = tl.program_id(0)
    nprog = tl.num_programs(0)
    while r < R:
        n = tl.minimum(tl.load(len_ptr + r), MAXNZ)
        xr = tl.load(x_ptr + r)
        acc = 0.0
        kept = 0
        last = -1
        j = 0
        while j < n:
            c = tl.load(col_ptr + r * MAXNZ + j)
            v = tl.load(val_ptr + r * MAXNZ + j)
            if v != 0.0:
                if c < NCOL:
                    tl.atomic_add(y_ptr + c, v * xr, sem="relaxed")
                    acc += v * tl.load(w_ptr + c)
                    kept += 1
                    last = c
            j += 1
        tl.store(z_ptr + r, acc)
        tl.store(last_ptr + r, last)
        tl.atomic_add(nnz_ptr, kept)
        tl.atomic_max(maxlen_ptr, kept)
        r += nprog
