# Control flow: range / tl.range (with its attributes) / tl.static_range,
# while, if on scalars (scf.if with results) and on constexprs (folded),
# ternaries, and an early return (unstructured cf.cond_br / cf.br).
#
# REQUIRES: tt-front
# RUN: tt-front %s --kernel loops --signature "*fp32,i32" | FileCheck %s --check-prefix=LOOP
# RUN: tt-front %s --kernel branches --signature "*fp32,i32,True" | FileCheck %s --check-prefix=IF
# RUN: tt-front %s --kernel branches --signature "*fp32,i32,False" | FileCheck %s --check-prefix=IFF
# RUN: tt-front %s --kernel early --signature "*fp32,i32" | FileCheck %s --check-prefix=EARLY
# RUN: tt-front %s --kernel whiles --signature "*i32,i32" | FileCheck %s --check-prefix=WHILE
import triton
import triton.language as tl


# LOOP-LABEL: tt.func public @loops(
# LOOP-SAME: %[[N:[^:]+]]: i32
# LOOP: %[[LB:.+]] = arith.constant 0 : i32
# LOOP: %[[ST:.+]] = arith.constant 4 : i32
# LOOP: %[[LBC:.+]] = arith.bitcast %[[LB]] : i32 to i32
# LOOP: %[[UBC:.+]] = arith.bitcast %[[N]] : i32 to i32
# LOOP: %[[STC:.+]] = arith.bitcast %[[ST]] : i32 to i32
# LOOP: ub.poison : i32
# LOOP: %[[R:.+]] = scf.for %[[IV:.+]] = %[[LBC]] to %[[UBC]] step %[[STC]] iter_args(%[[ACC:.+]] = %{{.+}}) -> (tensor<8xf32>)
# LOOP: arith.sitofp %[[IV]] : i32 to f32
# LOOP: scf.yield
# LOOP: } {tt.flatten, tt.loop_unroll_factor = 2 : i32, tt.num_stages = 3 : i32}
# static_range unrolls at compile time:
# LOOP: arith.constant 0.000000e+00 : f32
# LOOP: arith.constant 1.000000e+00 : f32
# LOOP-NOT: scf.for
# LOOP: scf.while
# LOOP: arith.cmpi slt
# LOOP: scf.condition
# LOOP: } do {
# LOOP: scf.yield
# negative constant steps are turned into a forward loop
# LOOP: scf.for
# LOOP: arith.subi
# LOOP: arith.addi
# a lone range() bound is visited twice, as Triton's front end does
# LOOP: tt.call @"triton.language.standard.cdiv
# LOOP-NEXT: %[[TRIPS:.+]] = tt.call @"triton.language.standard.cdiv
# LOOP: arith.bitcast %[[TRIPS]] : i32 to i32
@triton.jit
def loops(x_ptr, n):
    acc = tl.zeros((8, ), dtype=tl.float32)
    for i in tl.range(0, n, 4, num_stages=3, loop_unroll_factor=2, flatten=True):
        acc += i
    for j in tl.static_range(2):
        acc = acc * float(j)
    k = 0
    while k < n:
        acc += 1.0
        k += 1
    for i in range(10, 0, -2):
        acc -= i
    for i in range(tl.cdiv(n, 4)):
        acc += i
    tl.store(x_ptr + tl.arange(0, 8), acc)


# IF-LABEL: tt.func public @branches(
# IF: %[[C:.+]] = arith.cmpi sgt, %{{.+}}, %{{.+}} : i32
# IF: %[[X:.+]] = scf.if %[[C]] -> (f32) {
# IF: arith.addf
# IF: scf.yield
# IF: } else {
# IF: arith.subf
# IF: scf.yield
# IF: }
# FLAG is a constexpr: only the taken branch is compiled
# IF: arith.mulf %[[X]]
# a branch that only stores has no results
# (and, as MLIR prints Triton's op, an empty else block)
# IF: scf.if %{{.+}} {
# IF: tt.store
# IF-NEXT: } else {
# IF-NEXT: }
# ternary with a scalar condition
# IF: scf.if %{{.+}} -> (f32) {
# IFF-LABEL: tt.func public @branches(
# IFF-NOT: arith.mulf
# IFF: tt.return
@triton.jit
def branches(x_ptr, n, FLAG: tl.constexpr):
    x = tl.load(x_ptr)
    if n > 0:
        x = x + 1.0
    else:
        x = x - 1.0
    if FLAG:
        x = x * 2.0
    if n == 3:
        tl.store(x_ptr, x)
    y = x if n > 5 else x + 3.0
    tl.store(x_ptr, y)


# EARLY-LABEL: tt.func public @early(
# EARLY: cf.cond_br %{{.+}}, ^bb1, ^bb2
# EARLY: ^bb1:
# EARLY-NEXT: tt.return
# EARLY: cf.br ^[[END:bb[0-9]+]]
# EARLY: ^[[END]]:
# EARLY: tt.store
# EARLY: tt.return
@triton.jit
def early(x_ptr, n):
    if n > 10:
        return
    tl.store(x_ptr, 1.0)


# MLIR's printed form of scf.while: no initialization list without carried
# values, a lone result type without parentheses, no header on an entry
# block without arguments.
# WHILE-LABEL: tt.func public @whiles(
# WHILE: scf.while : () -> () {
# WHILE: tt.atomic_cas
# WHILE: scf.condition(%{{[^)]+}}){{ loc|$}}
# WHILE-NEXT: } do {
# WHILE-NEXT: scf.yield
# WHILE: scf.while (%[[K:[^ ]+]] = %{{[^)]+}}) : (i32) -> i32 {
# WHILE: scf.condition(%{{[^)]+}}) %[[K]] : i32
# WHILE-NEXT: } do {
# WHILE-NEXT: ^bb0(%{{[^:]+}}: i32
@triton.jit
def whiles(lock_ptr, n):
    while tl.atomic_cas(lock_ptr, 0, 1) == 1:
        pass
    k = 1
    while k < n:
        k *= 2
    tl.store(lock_ptr + 1, k)
