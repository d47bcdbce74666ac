# tl.multiple_of / max_contiguous / max_constancy set tt.divisibility /
# tt.contiguity / tt.constancy with Value.set_attr: on the op defining the
# value, whatever op it is, in that op's attr-dict sorted with its own
# attributes (tt.make_range's end/start included; arith.constant's attr-dict
# comes before the value); on an argument of a region's entry block, on the
# region's op as <attr>_arg<N>.  The loops' first (dry) visit of the body
# also hints the value carried in (%[[OFF0]], the constant 0 of the while).
# Every form here parses and prints back unchanged through tt-opt.
#
# REQUIRES: tt-front
# RUN: tt-front %s --kernel hints --signature "*i8,*fp32,i32,128" | FileCheck %s
import triton
import triton.language as tl


# CHECK-LABEL: tt.func public @hints(
# CHECK: tt.get_program_id x {tt.divisibility = dense<4> : tensor<1xi32>} : i32
# CHECK: tt.make_range {end = 128 : i32, start = 0 : i32, tt.contiguity = dense<128> : tensor<1xi32>, tt.divisibility = dense<128> : tensor<1xi32>} : tensor<128xi32>
# CHECK: tt.expand_dims %{{.+}} {axis = 1 : i32, tt.divisibility = dense<[16, 1]> : tensor<2xi32>} : tensor<16xi32> -> tensor<16x1xi32>
# CHECK: tt.trans %{{.+}} {order = array<i32: 1, 0>, tt.constancy = dense<[1, 16]> : tensor<2xi32>} : tensor<16x16xi32> -> tensor<16x16xi32>
# CHECK: tt.join %{{.+}}, %{{.+}} {tt.divisibility = dense<[2, 1]> : tensor<2xi32>} : tensor<128xi32> -> tensor<128x2xi32>
# CHECK: tt.split %{{.+}} {tt.contiguity = dense<128> : tensor<1xi32>} : tensor<128x2xi32> -> tensor<128xi32>
# CHECK: tt.cat %{{.+}}, %{{.+}} {tt.divisibility = dense<2> : tensor<1xi32>} : tensor<128xi32> -> tensor<256xi32>
# CHECK: tt.reshape %{{.+}} {tt.divisibility = dense<4> : tensor<1xi32>} : tensor<16x16xi32> -> tensor<256xi32>
# CHECK: tt.load %{{.+}} {tt.divisibility = dense<8> : tensor<1xi32>} : tensor<128x!tt.ptr<i8>>
# CHECK: %[[OFF0:.+]] = arith.muli %{{.+}}, %{{.+}} {tt.divisibility = dense<16> : tensor<1xi32>} : i32
# CHECK: scf.for {{.+}} iter_args({{.+}}, %{{.+}} = %[[OFF0]])
# CHECK: } {tt.divisibility_arg2 = dense<16> : tensor<1xi32>}
# CHECK: arith.constant {tt.divisibility = dense<2> : tensor<1xi32>} 0 : i32
# CHECK: scf.while
# CHECK: } attributes {tt.divisibility_arg0 = dense<2> : tensor<1xi32>}
@triton.jit
def hints(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    pid = tl.multiple_of(tl.program_id(0), 4)
    r = tl.max_contiguous(tl.multiple_of(tl.arange(0, BLOCK), BLOCK), BLOCK)
    r2 = tl.multiple_of(tl.arange(0, 16)[:, None], [16, 1])
    t = tl.max_constancy(tl.trans(r2 + tl.arange(0, 16)[None, :]), [1, 16])
    j = tl.multiple_of(tl.join(r, r), [2, 1])
    a, b = tl.split(j)
    a = tl.max_contiguous(a, BLOCK)
    c = tl.multiple_of(tl.cat(a, b, can_reorder=True), 2)
    rs = tl.multiple_of(tl.reshape(t, (256, )), 4)
    x = tl.multiple_of(tl.load(x_ptr + pid * BLOCK + r), 8)
    acc = tl.zeros([BLOCK], dtype=tl.int32)
    off = pid * 0
    for i in range(0, n, 4):
        off = tl.multiple_of(off, 16)
        acc += tl.load(x_ptr + off + r).to(tl.int32)
        off += 16
    k = 0
    while k < n:
        k = tl.multiple_of(k, 2)
        k += 2
    tl.store(y_ptr + r, (acc + x.to(tl.int32) + a + c.to(tl.int32).sum() + rs.sum() + k).to(tl.float32))
