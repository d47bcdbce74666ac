# tl.dot's errors, located at the call like Triton's CompilationError
# (Triton's messages, with the shapes added where Triton gives none).
#
# REQUIRES: tt-front
# RUN: not tt-front %s --kernel small_k --signature "*fp16,*fp32,8" 2>&1 | FileCheck %s --check-prefix=K16
# RUN: not tt-front %s --kernel small_k --signature "*fp8e5,*fp32,16" 2>&1 | FileCheck %s --check-prefix=K32
# RUN: tt-front %s --kernel small_k --signature "*fp8e5,*fp32,32" -o /dev/null
# RUN: not tt-front %s --kernel int8_acc --signature "*i8,*i32" 2>&1 | FileCheck %s --check-prefix=ACC
# RUN: not tt-front %s --kernel bad_args --signature "*fp16,*fp32,0" 2>&1 | FileCheck %s --check-prefix=PREC
# RUN: not tt-front %s --kernel bad_args --signature "*fp16,*fp32,1" 2>&1 | FileCheck %s --check-prefix=BOTH
# RUN: not tt-front %s --kernel bad_args --signature "*fp16,*fp32,2" 2>&1 | FileCheck %s --check-prefix=BF16
# RUN: not tt-front %s --kernel bad_args --signature "*fp16,*fp32,3" 2>&1 | FileCheck %s --check-prefix=ACCSHAPE
# RUN: not tt-front %s --kernel bad_args --signature "*fp16,*fp32,4" 2>&1 | FileCheck %s --check-prefix=DTYPE
# RUN: not tt-front %s --kernel bad_args --signature "*fp16,*fp32,5" 2>&1 | FileCheck %s --check-prefix=RANK
# RUN: not tt-front %s --kernel bad_args --signature "*fp8e4nv,*fp32,6" 2>&1 | FileCheck %s --check-prefix=IMPRECISE
# RUN: not tt-front %s --kernel bad_args --signature "*fp16,*fp32,7" 2>&1 | FileCheck %s --check-prefix=INT16
# RUN: not tt-front %s --kernel bad_args --signature "*fp16,*fp32,8" 2>&1 | FileCheck %s --check-prefix=FORMAT
# RUN: not tt-front %s --kernel bad_args --signature "*fp8e4nv,*fp32,0" --target cuda:80 2>&1 | FileCheck %s --check-prefix=SM80
# RUN: not tt-front %s --kernel bad_args --signature "*fp16,*fp32,0" --target sm90 2>&1 | FileCheck %s --check-prefix=TARGET
#
# K16: dot-errors.py:[[@LINE+14]]:9: error: Input shapes should have M >= 1, N >= 1 and K >= 16 (lhs: [16, 8], rhs: [8, 16])
# K16-NEXT: c = tl.dot(a, b)
# K16-NEXT: ^
# K32: dot-errors.py:[[@LINE+11]]:9: error: Input shapes should have M >= 1, N >= 1 and K >= 32 (lhs: [16, 16], rhs: [16, 16])
import triton
import triton.language as tl


@triton.jit
def small_k(a_ptr, c_ptr, K: tl.constexpr):
    r = tl.arange(0, 16)
    rk = tl.arange(0, K)
    a = tl.load(a_ptr + r[:, None] * K + rk[None, :])
    b = tl.load(a_ptr + rk[:, None] * 16 + r[None, :])
    c = tl.dot(a, b)
    tl.store(c_ptr + r[:, None] * 16 + r[None, :], c)


# ACC: dot-errors.py:[[@LINE+6]]:11: error: accumulator element type int32 does not match out_dtype fp32; an int8 dot with an int32 accumulator needs out_dtype=tl.int32
@triton.jit
def int8_acc(a_ptr, c_ptr):
    r = tl.arange(0, 32)
    a = tl.load(a_ptr + r[:, None] * 32 + r[None, :])
    acc = tl.zeros((32, 32), dtype=tl.int32)
    acc = tl.dot(a, a, acc)
    tl.store(c_ptr + r[:, None] * 32 + r[None, :], acc)


# PREC: dot-errors.py:[[@LINE+18]]:13: error: input_precision must be one of ('tf32', 'tf32x3', 'ieee', 'bf16x3', 'bf16x6'). Got tf16
# BOTH: dot-errors.py:[[@LINE+19]]:13: error: Only one of input_precision and allow_tf32 can be specified
# BF16: dot-errors.py:[[@LINE+20]]:13: error: out_dtype=bfloat16 is unsupported
# ACCSHAPE: dot-errors.py:[[@LINE+21]]:13: error: accumulator shape is incompatible: [16, 32], the product is [32, 32]
# DTYPE: dot-errors.py:[[@LINE+22]]:13: error: Both operands must be same dtype. Got fp16 and fp32
# RANK: dot-errors.py:[[@LINE+23]]:13: error: input and other must have equal ranks >= 2 (input: [32, 32], other: [1, 32, 32])
# IMPRECISE: dot-errors.py:[[@LINE+24]]:13: error: max_num_imprecise_acc (64) must be <= K (32)
# INT16: dot-errors.py:[[@LINE+25]]:13: error: Unsupported lhs dtype int16
# FORMAT: dot-errors.py:[[@LINE+26]]:13: error: Invalid float format: e3m4.
# fp8e4nv needs sm_89: Triton rejects the kernel at its definition.
# SM80: dot-errors.py:[[@LINE+4]]:1: error: type fp8e4nv not supported in this architecture. The supported fp8 dtypes are ('fp8e4b15', 'fp8e5')
# SM80-NEXT: def bad_args(
# TARGET: tt-front: error: argument --target: expected cuda:CC, e.g. cuda:80 or cuda:90; got 'sm90'
@triton.jit
def bad_args(a_ptr, c_ptr, WHICH: tl.constexpr):
    r = tl.arange(0, 32)
    a = tl.load(a_ptr + r[:, None] * 32 + r[None, :])
    if WHICH == 0:
        c = tl.dot(a, a, input_precision="tf16")
    elif WHICH == 1:
        c = tl.dot(a, a, input_precision="ieee", allow_tf32=True)
    elif WHICH == 2:
        c = tl.dot(a, a, out_dtype=tl.bfloat16)
    elif WHICH == 3:
        c = tl.dot(a, a, tl.zeros((16, 32), dtype=tl.float32))
    elif WHICH == 4:
        c = tl.dot(a, a.to(tl.float32))
    elif WHICH == 5:
        c = tl.dot(a, tl.trans(a[:, :, None], 2, 0, 1))
    elif WHICH == 6:
        c = tl.dot(a, a, max_num_imprecise_acc=64)
    elif WHICH == 7:
        c = tl.dot(a.to(tl.int16), a.to(tl.int16))
    else:
        c = tl.dot_scaled(a, None, "e3m4", a, None, "e4m3")
    tl.store(c_ptr + r[:, None] * 32 + r[None, :], c)
