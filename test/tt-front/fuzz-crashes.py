# Crashes the fuzzer (utils/fuzz/tt_front_fuzz.py) found, minimized: each is
# now a located error (file:line:col, the source line and a caret, exit 1,
# no output file) instead of a Python traceback. Their reproducers, as the
# fuzzer wrote them, are in Inputs/fuzz-crashes/ (fuzz-regress.test replays them).
#
# REQUIRES: tt-front
# RUN: rm -f %t.ttir
# RUN: not tt-front %s --kernel float_axis --signature "*fp32" -o %t.ttir 2>&1 | FileCheck %s --check-prefix=AXIS
# RUN: not test -e %t.ttir
# RUN: not tt-front %s --kernel float_axis_num --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=NUM
# RUN: not tt-front %s --kernel inf_axis --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=INFAXIS
# RUN: not tt-front %s --kernel inf_offset --signature "tensordesc<i32[8, 32]>" 2>&1 | FileCheck %s --check-prefix=INFOFF
# RUN: not tt-front %s --kernel inf_block_ptr --signature "*fp32" 2>&1 | FileCheck %s --check-prefix=INFBP
# RUN: env TT_FRONT_DEBUG=1 not tt-front %s --kernel tuple_axis --signature "*i32" 2>&1 | FileCheck %s --check-prefix=TUPLEAXIS
import triton
import triton.language as tl


# tl.program_id(1.0): 1.0 == 1 passed the axis check and the printer failed
# indexing "xyz" with a float.
@triton.jit
def float_axis(x_ptr):
    pid = tl.program_id(1.0)
# AXIS: fuzz-crashes.py:[[@LINE-1]]:11: error: program_id axis must be 0, 1, or 2 but got 1.0
# AXIS-NEXT: {{^}}    pid = tl.program_id(1.0)
# AXIS-NEXT: {{^}}          ^
# AXIS-NOT: Traceback


@triton.jit
def float_axis_num(x_ptr):
    n = tl.num_programs(axis=0.0)
# NUM: fuzz-crashes.py:[[@LINE-1]]:9: error: num_programs axis must be 0, 1, or 2 but got 0.0
# NUM-NOT: Traceback


# An infinite axis or offset: the error message's %d of the value raised
# OverflowError, which the code generator's net (ValueError, TypeError, ...)
# did not catch. The messages now print the value as Triton's f-strings do.
@triton.jit
def inf_axis(x_ptr):
    x = tl.load(x_ptr + tl.arange(0, 16))
    tl.store(x_ptr + tl.arange(0, 16), tl.cumsum(x, axis=1e309))
# INFAXIS: fuzz-crashes.py:[[@LINE-1]]:40: error: invalid axis inf. Expected -1 <= axis < 1
# INFAXIS-NOT: Traceback


@triton.jit
def inf_offset(desc):
    i = desc.load([0, 0])
    desc.atomic_xor([8, 1e309], i)
# INFOFF: fuzz-crashes.py:[[@LINE-1]]:5: error: Block pointers only support 32 bit `offsets/block_shape`, got a value inf which is out of the range
# INFOFF-NOT: Traceback


@triton.jit
def inf_block_ptr(x_ptr):
    p = tl.make_block_ptr(x_ptr, shape=[16], strides=[1], offsets=[0], block_shape=[16], order=[0])
    p = tl.advance(p, [-1e309])
    x = tl.load(p)
# INFBP: fuzz-crashes.py:[[@LINE-2]]:9: error: {{.*}}
# INFBP-NOT: Traceback


# A tuple axis (`tl.sum(x, axis=(0, 1))`): the axis check compared an int
# with the tuple and raised TypeError, a crash with the code generator's
# safety net off (TT_FRONT_DEBUG=1, the fuzzer's --strict).
@triton.jit
def tuple_axis(x_ptr):
    acc = tl.zeros([128], dtype=tl.int32)
    tl.store(x_ptr, tl.sum(acc, axis=(0, 1)))
# TUPLEAXIS: fuzz-crashes.py:[[@LINE-1]]:21: error: invalid axis of type tuple: expected an integer
# TUPLEAXIS-NOT: Traceback
