# Diagnostics: `file:line:col: error: message`, the source line and a caret;
# exit code 1 and no output file.
#
# REQUIRES: tt-front
# RUN: rm -f %t.ttir
# RUN: not tt-front %s --kernel unknown_name --signature "*fp32,128" -o %t.ttir 2>&1 | FileCheck %s --check-prefix=NAME
# RUN: not test -e %t.ttir
# RUN: not tt-front %s --kernel unsupported --signature "*fp32,i32" 2>&1 | FileCheck %s --check-prefix=UNSUP
# RUN: not tt-front %s --kernel type_error --signature "*fp32,*fp32" 2>&1 | FileCheck %s --check-prefix=TYPE
# RUN: not tt-front %s --kernel bad_load --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=LOAD
# RUN: not tt-front %s --kernel static_fail --signature "*fp32,128" 2>&1 | FileCheck %s --check-prefix=STATIC
# RUN: not tt-front %s --kernel calls_helper --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=CALLEE
# RUN: not tt-front %s --kernel loop_type --signature "*fp32,i32" 2>&1 | FileCheck %s --check-prefix=LOOP
# RUN: not tt-front %s --kernel shapes --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=SHAPE
# RUN: not tt-front %s --kernel bad_global --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=GLOBAL
# RUN: not tt-front %s --kernel not_jit --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=NOTJIT
# RUN: not tt-front %s --kernel missing --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=MISSING
# RUN: not tt-front %s --kernel flip_one --signature "*i32" 2>&1 | FileCheck %s --check-prefix=FLIP1
import triton
import triton.language as tl

BLOCK_GLOBAL = 128


@triton.jit
def unknown_name(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, foo + 1)
# NAME: errors.py:[[@LINE-1]]:28: error: name 'foo' is not defined
# NAME-NEXT: {{^}}    tl.store(x_ptr + offs, foo + 1)
# NAME-NEXT: {{^}}                           ^


@triton.jit
def unsupported(x_ptr, n):
    for i in range(n):
        break
# UNSUP: errors.py:[[@LINE-1]]:9: error: `break` is not supported in triton kernels


@triton.jit
def type_error(x_ptr, y_ptr):
    z = x_ptr + y_ptr
# TYPE: errors.py:[[@LINE-1]]:9: error: cannot add pointers together


@triton.jit
def bad_load(x_ptr):
    x = tl.load(x_ptr, other=0.0)
# LOAD: errors.py:[[@LINE-1]]:9: error: `other` cannot be provided without `mask`


@triton.jit
def static_fail(x_ptr, BLOCK: tl.constexpr):
    tl.static_assert(BLOCK < 64, "BLOCK too big")
# STATIC: errors.py:[[@LINE-1]]:5: error: static_assert failed: BLOCK too big


@triton.jit
def helper(x):
    return x + undefined_thing
# CALLEE: errors.py:[[@LINE-1]]:16: error: name 'undefined_thing' is not defined


@triton.jit
def calls_helper(x_ptr):
    x = tl.load(x_ptr)
    tl.store(x_ptr, helper(x))
# CALLEE: errors.py:[[@LINE-1]]:21: note: in function 'helper' called from here


@triton.jit
def loop_type(x_ptr, n):
    acc = 0
    for i in range(n):
        acc = acc + 1.5
# LOOP: errors.py:[[@LINE-2]]:5: error: Loop-carried variable acc has initial type int32 but is re-assigned to fp32 in loop!


@triton.jit
def shapes(x_ptr):
    a = tl.arange(0, 16)
    b = tl.arange(0, 32)
    c = a + b
# SHAPE: errors.py:[[@LINE-1]]:9: error: Cannot make_shape_compatible: incompatible dimensions at index 0: 16 and 32
    d = tl.arange(0, 12)


@triton.jit
def bad_global(x_ptr):
    tl.store(x_ptr, BLOCK_GLOBAL)
# GLOBAL: errors.py:[[@LINE-1]]:21: error: Cannot access global variable BLOCK_GLOBAL from within @jit'ed function


def not_jit(x_ptr):
    pass
# NOTJIT: error: 'not_jit' in {{.*}}errors.py is not a @triton.jit function
# MISSING: error: no function named 'missing'


# tl.flip of a one-element tensor: its reshape to [] unsplats to a scalar,
# which Triton's reshape back cannot take either; an error at the call, not
# IR the parser refuses.
@triton.jit
def flip_one(x_ptr):
    offs = tl.arange(0, 1)
    tl.store(x_ptr + offs, tl.flip(tl.load(x_ptr + offs), 0))
# FLIP1: errors.py:[[@LINE-1]]:28: error: reshape() takes a tensor, not a scalar (int32)
# FLIP1: note: in 'flip' of the Triton standard library
