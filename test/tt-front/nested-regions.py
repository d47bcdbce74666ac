# Ops after a structured op nested in a loop body stay after it: the result
# of an `if` inside a `for`, and of an inner `for`/`while`, is used later in
# the enclosing body (tt-front once inserted those uses before the op that
# defines them, and printed the operand as %<<UNKNOWN>>).
#
# REQUIRES: tt-front
# RUN: tt-front %s --kernel if_in_loop --signature "*fp32:16,*fp32:16,i32,128" | FileCheck %s --check-prefix=IF
# RUN: tt-front %s --kernel loop_in_loop --signature "*fp32:16,*fp32:16,i32,128" | FileCheck %s --check-prefix=FOR
# RUN: tt-front %s --kernel if_in_loop --signature "*fp32:16,*fp32:16,i32,128" | tt-opt > /dev/null
# RUN: tt-front %s --kernel loop_in_loop --signature "*fp32:16,*fp32:16,i32,128" | tt-opt > /dev/null
import triton
import triton.language as tl


# IF-LABEL: tt.func public @if_in_loop(
# IF: scf.for
# IF: %[[X:.+]] = scf.if
# IF: } else {
# IF: }
# IF-NEXT: arith.addf %{{.+}}, %[[X]]
# IF-NEXT: scf.yield
@triton.jit
def if_in_loop(x_ptr, out_ptr, n, B: tl.constexpr):
    c = tl.arange(0, B)
    acc = tl.zeros([B], tl.float32)
    for s in range(0, n, B):
        if s + B <= n:
            x = tl.load(x_ptr + s + c)
        else:
            x = tl.load(x_ptr + s + c, mask=s + c < n, other=0.0)
        acc += x
    tl.store(out_ptr + c, acc)


# FOR-LABEL: tt.func public @loop_in_loop(
# FOR: scf.for
# FOR: %[[INNER:.+]] = scf.for
# FOR: scf.yield
# FOR-NEXT: }
# FOR: %[[W:.+]] = scf.while
# FOR: } do {
# FOR: scf.yield
# FOR-NEXT: }
# FOR: arith.addf %[[INNER]], %{{.+}}
# FOR: scf.yield
@triton.jit
def loop_in_loop(x_ptr, out_ptr, n, B: tl.constexpr):
    c = tl.arange(0, B)
    acc = tl.zeros([B], tl.float32)
    for i in range(0, n):
        inner = tl.zeros([B], tl.float32)
        for j in range(0, i):
            inner += tl.load(x_ptr + j * B + c)
        k = 0
        while k < i:
            k += 2
        acc += inner + k
    tl.store(out_ptr + c, acc)
