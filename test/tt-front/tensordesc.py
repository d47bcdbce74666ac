# Host tensor descriptors (triton.tools.tensor_descriptor.TensorDescriptor):
# a `tensordesc<DTYPE[BLOCK]>` signature entry gives the kernel, as Triton 3.6
# does, one !tt.tensordesc argument, then rank i32 shape values, then rank i64
# strides, all named after the parameter and without attributes.  A descriptor
# (host or device made) flattens the same way into device-function calls,
# their results, and loop-carried values.
# copy2d, copy3d, calls and carried are the kernels of Inputs/tensordesc/
# (td_2d, td_3d, td_call, td_loop), which tensordesc-ground-truth.test
# compares with Triton's own front end; their checks stand here.
#
# REQUIRES: tt-front
# RUN: tt-front %S/Inputs/tensordesc/td_2d.py --kernel copy2d --signature "tensordesc<fp16[64, 32]>,tensordesc<fp16[64, 32]>,i32:16" > %t.2d
# RUN: FileCheck %s --check-prefix=TWO < %t.2d
# RUN: tt-opt %t.2d -o /dev/null
# RUN: tt-front %S/Inputs/tensordesc/td_3d.py --kernel copy3d --signature "tensordesc<bf16[2, 16, 64]>" > %t.3d
# RUN: FileCheck %s --check-prefix=THREE < %t.3d
# RUN: tt-opt %t.3d -o /dev/null
# RUN: tt-front %S/Inputs/tensordesc/td_call.py --kernel calls --signature "tensordesc<fp32[32, 32]>,*fp32,i32,32" > %t.call
# RUN: FileCheck %s --check-prefix=CALL < %t.call
# RUN: tt-opt %t.call -o /dev/null
# RUN: tt-front %S/Inputs/tensordesc/td_loop.py --kernel carried --signature "*fp16,tensordesc<fp16[16, 64]>,i32" > %t.loop
# RUN: FileCheck %s --check-prefix=LOOP < %t.loop
# RUN: tt-opt %t.loop -o /dev/null
# Integer descriptors are spelled with their signedness, as Triton's
# TensorDescType builder does; loads give the signless block:
# RUN: tt-front %s --kernel ints --signature "tensordesc<i32[8, 32]>,tensordesc<u8[8, 64]>" | FileCheck %s --check-prefix=INT
# TMA reductions: desc.atomic_<kind> is tt.descriptor_reduce <kind>, the
# value as given; element types outside Triton's table are refused:
# RUN: tt-front %s --kernel reductions --signature "tensordesc<i32[8, 32]>,tensordesc<fp32[8, 32]>" > %t.red
# RUN: FileCheck %s --check-prefix=RED < %t.red
# RUN: tt-opt %t.red -o /dev/null
# RUN: not tt-front %s --kernel bad_reduction --signature "tensordesc<fp32[8, 32]>" 2>&1 | FileCheck %s --check-prefix=BADRED
import triton
import triton.language as tl


# TWO-LABEL: tt.func public @copy2d(
# TWO-SAME: %[[S:[^:]+]]: !tt.tensordesc<tensor<64x32xf16>> loc("src"(
# TWO-SAME: %[[S0:[^:]+]]: i32 loc("src"(
# TWO-SAME: %[[S1:[^:]+]]: i32 loc("src"(
# TWO-SAME: %[[T0:[^:]+]]: i64 loc("src"(
# TWO-SAME: %[[T1:[^:]+]]: i64 loc("src"(
# TWO-SAME: %[[D:[^:]+]]: !tt.tensordesc<tensor<64x32xf16>> loc("dst"(
# TWO-SAME: %{{[^:]+}}: i32 loc("dst"(
# TWO-SAME: %{{[^:]+}}: i32 loc("dst"(
# TWO-SAME: %{{[^:]+}}: i64 loc("dst"(
# TWO-SAME: %{{[^:]+}}: i64 loc("dst"(
# TWO-SAME: %[[N:[^:]+]]: i32 {tt.divisibility = 16 : i32} loc("n"(
# TWO-SAME: ) attributes {noinline = false}
# TWO: %[[X:.+]] = tt.descriptor_load %[[S]][%{{.+}}, %{{.+}}] : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16>
# TWO: tt.descriptor_store %[[D]][%{{.+}}, %{{.+}}], %[[X]] : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
# desc.shape are the i32 arguments, desc.strides the i64 ones:
# TWO: arith.addi %[[S0]], %[[S1]] : i32
# TWO: arith.addi %[[T0]], %[[T1]] : i64
# TWO: tt.print " rows: " {{.*}} : %{{.+}} : i32
# TWO: tt.print " stride: " {{.*}} : %{{.+}} : i64
# THREE-LABEL: tt.func public @copy3d(
# THREE-SAME: %[[D:[^:]+]]: !tt.tensordesc<tensor<2x16x64xbf16>> loc("desc"(
# THREE-SAME: %[[S0:[^:]+]]: i32 loc("desc"(
# THREE-SAME: %[[S1:[^:]+]]: i32 loc("desc"(
# THREE-SAME: %[[S2:[^:]+]]: i32 loc("desc"(
# THREE-SAME: %{{[^:]+}}: i64 loc("desc"(
# THREE-SAME: %{{[^:]+}}: i64 loc("desc"(
# THREE-SAME: %[[T2:[^:]+]]: i64 loc("desc"(
# THREE-SAME: ) attributes {noinline = false}
# THREE: %[[X:.+]] = tt.descriptor_load %[[D]][%{{.+}}, %{{.+}}, %{{.+}}] : !tt.tensordesc<tensor<2x16x64xbf16>> -> tensor<2x16x64xbf16>
# THREE: tt.descriptor_store %[[D]][%{{.+}}, %{{.+}}, %{{.+}}], %[[X]] : !tt.tensordesc<tensor<2x16x64xbf16>>, tensor<2x16x64xbf16>
# THREE: arith.muli %[[S0]], %[[S2]] : i32
# THREE: tt.print " last: " {{.*}} : %[[T2]] : i64
# The descriptor goes to a callee as its five values, mangled TD<block>:
# CALL-LABEL: tt.func public @calls(
# CALL-SAME: %[[D:[^:]+]]: !tt.tensordesc<tensor<32x32xf32>>
# CALL-SAME: %[[S0:[^:]+]]: i32 loc("desc"(
# CALL-SAME: %[[S1:[^:]+]]: i32 loc("desc"(
# CALL-SAME: %[[T0:[^:]+]]: i64 loc("desc"(
# CALL-SAME: %[[T1:[^:]+]]: i64 loc("desc"(
# CALL: tt.call @"td_call.row_sum__TDfp32S32_32S_i32__(2,)cconstexpr_32_"(%[[D]], %[[S0]], %[[S1]], %[[T0]], %[[T1]], %{{.+}}) : (!tt.tensordesc<tensor<32x32xf32>>, i32, i32, i64, i64, i32) -> tensor<32xf32>
# ... and comes back as five results:
# CALL: %[[R:.+]]:5 = tt.call @td_call.same__TDfp32S32_32S__(%[[D]], %[[S0]], %[[S1]], %[[T0]], %[[T1]]) : (!tt.tensordesc<tensor<32x32xf32>>, i32, i32, i64, i64) -> (!tt.tensordesc<tensor<32x32xf32>>, i32, i32, i64, i64)
# CALL: tt.descriptor_load %[[R]]#0[
# CALL: arith.extsi %[[R]]#1 : i32 to i64
# CALL: arith.addi %{{.+}}, %[[R]]#4 : i64
# A device-made descriptor flattens the same way (its handle, its i32 shape, its i64 strides):
# CALL: %[[M:.+]] = tt.make_tensor_descriptor %{{.+}}, [%[[MS0:.+]], %[[MS1:.+]]], [%[[MT0:.+]], %[[MT1:.+]]] : <f32>, <tensor<32x32xf32>>
# CALL: tt.call @"td_call.row_sum__TDfp32S32_32S_i32__(2,)cconstexpr_32_"(%[[M]], %[[MS0]], %[[MS1]], %[[MT0]], %[[MT1]], %{{.+}})
# CALL-LABEL: tt.func private @"td_call.row_sum__TDfp32S32_32S_i32__(2,)cconstexpr_32_"(
# CALL-SAME: %[[CD:[^:]+]]: !tt.tensordesc<tensor<32x32xf32>> loc("desc"(
# CALL-SAME: %{{[^:]+}}: i32 loc("desc"(
# CALL-SAME: %{{[^:]+}}: i32 loc("desc"(
# CALL-SAME: %{{[^:]+}}: i64 loc("desc"(
# CALL-SAME: %{{[^:]+}}: i64 loc("desc"(
# CALL-SAME: %{{[^:]+}}: i32 loc("row"(
# CALL: tt.descriptor_load %[[CD]][
# CALL-LABEL: tt.func private @td_call.same__TDfp32S32_32S__(
# CALL: tt.return %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}} : !tt.tensordesc<tensor<32x32xf32>>, i32, i32, i64, i64
# A descriptor reassigned in a loop is carried as its five values:
# LOOP-LABEL: tt.func public @carried(
# LOOP-SAME: %[[P:[^:]+]]: !tt.ptr<f16>
# LOOP-SAME: %[[D:[^:]+]]: !tt.tensordesc<tensor<16x64xf16>>
# LOOP-SAME: %[[S0:[^:]+]]: i32 loc("desc"(
# LOOP-SAME: %[[S1:[^:]+]]: i32 loc("desc"(
# LOOP-SAME: %[[T0:[^:]+]]: i64 loc("desc"(
# LOOP-SAME: %[[T1:[^:]+]]: i64 loc("desc"(
# LOOP-SAME: %[[N:[^:]+]]: i32 loc("n"(
# LOOP: %[[R:.+]]:5 = scf.for %{{.+}} = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%[[A:[^ ]+]] = %[[D]], %{{[^ ]+}} = %[[S0]], %{{[^ ]+}} = %[[S1]], %{{[^ ]+}} = %[[T0]], %{{[^ ]+}} = %[[T1]]) -> (!tt.tensordesc<tensor<16x64xf16>>, i32, i32, i64, i64)  : i32 {
# LOOP: tt.descriptor_load %[[A]][
# LOOP: %[[M:.+]] = tt.make_tensor_descriptor %[[P]], [%[[N]], %[[MS1:.+]]], [%[[MT0:.+]], %[[MT1:.+]]] : <f16>, <tensor<16x64xf16>>
# LOOP: scf.yield %[[M]], %[[N]], %[[MS1]], %[[MT0]], %[[MT1]] : !tt.tensordesc<tensor<16x64xf16>>, i32, i32, i64, i64
# LOOP: tt.descriptor_store %[[R]]#0[
# INT-LABEL: tt.func public @ints(
# INT-SAME: !tt.tensordesc<tensor<8x32xsi32>>
# INT-SAME: !tt.tensordesc<tensor<8x64xui8>>
# INT: tt.descriptor_load %{{.+}}[%{{.+}}, %{{.+}}] : !tt.tensordesc<tensor<8x32xsi32>> -> tensor<8x32xi32>
# INT: tt.descriptor_load %{{.+}}[%{{.+}}, %{{.+}}] : !tt.tensordesc<tensor<8x64xui8>> -> tensor<8x64xi8>
# INT: tt.descriptor_store %{{.+}}[%{{.+}}, %{{.+}}], %{{.+}} : !tt.tensordesc<tensor<8x32xsi32>>, tensor<8x32xi32>
@triton.jit
def ints(a, b):
    x = a.load([0, 0])
    y = b.load([0, 0])
    a.store([8, 0], x + tl.sum(y.to(tl.int32), axis=1)[:, None])


# RED-LABEL: tt.func public @reductions(
# RED: tt.descriptor_reduce add, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !tt.tensordesc<tensor<8x32xsi32>>, tensor<8x32xi32>
# RED: tt.descriptor_reduce max, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !tt.tensordesc<tensor<8x32xsi32>>, tensor<8x32xi32>
# RED: tt.descriptor_reduce xor, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !tt.tensordesc<tensor<8x32xsi32>>, tensor<8x32xi32>
# RED: tt.descriptor_reduce add, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !tt.tensordesc<tensor<8x32xf32>>, tensor<8x32xf32>
@triton.jit
def reductions(idesc, fdesc):
    i = idesc.load([0, 0])
    idesc.atomic_add([8, 0], i)
    idesc.atomic_max([8, 0], i)
    idesc.atomic_xor([8, 0], i)
    fdesc.atomic_add([0, 32], fdesc.load([0, 0]))


# BADRED: error: Unsupported dtype fp32 for a descriptor atomic_max
@triton.jit
def bad_reduction(fdesc):
    fdesc.atomic_max([0, 0], fdesc.load([0, 0]))
