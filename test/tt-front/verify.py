# Broad language coverage: every kernel below compiles and its TTIR is
# accepted (parsed and verified) by tt-opt.
#
# REQUIRES: tt-front
# RUN: tt-front %s --kernel k_pid --signature "*i32" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_zeros_full --signature "*fp16,128" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_load_opts --signature "*fp32,*fp32,i32,128" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_atomics --signature "*fp32,*fp32,*i32,fp32" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_where_minmax --signature "*fp32,128" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_reduce --signature "*fp32,*fp32,32,64" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_user_reduce --signature "*fp32,128" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_dot --signature "*fp16,*fp16,*fp32,64,64,32" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_shapes --signature "*fp32,128" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_math --signature "*fp32,128" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_casts --signature "*fp32,*fp16,128" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_hints --signature "*fp32,i32,128" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_block_ptr --signature "*fp16,i32,i32,i32,64,64" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_desc --signature "*fp16,i32,i32,64,64" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_random --signature "*fp32,i32,128" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_loops --signature "*fp32,i32,128" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_if --signature "*fp32,i32,True" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_early_return --signature "*fp32,i32" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_debug --signature "*fp32,128" --debug 2>%t.static | tt-opt -o /dev/null
# RUN: FileCheck %s --check-prefix=STATIC < %t.static
# STATIC: BLOCK 128
# RUN: tt-front %s --kernel k_debug --signature "*fp32,128" --debug 2>/dev/null | FileCheck %s --check-prefix=DEBUG
# DEBUG: tt.print " x: " {hex = false, isSigned = array<i32: 0>} : %{{.+}} : tensor<128xf32>
# DEBUG: tt.print " o: " {hex = false, isSigned = array<i32: 1, 0>}
# DEBUG: tt.assert %{{.+}}, "x positive" : tensor<128xi1>
# RUN: tt-front %s --kernel k_hist --signature "*i32,*i32,128" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_bits --signature "*i32,128" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_libdevice --signature "*fp32,128" | tt-opt -o /dev/null
# RUN: tt-front %s --kernel k_block_ptr --signature "*fp16,i32,i32,i32,64,64" | FileCheck %s --check-prefix=BPTR
# BPTR: %[[P:.+]] = tt.make_tensor_ptr %{{.+}}, [%{{.+}}, %{{.+}}], [%{{.+}}, %{{.+}}], [%{{.+}}, %{{.+}}] {order = array<i32: 1, 0>} : <tensor<64x64xf16>>
# BPTR: tt.load %[[P]] {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<64x64xf16>>
# BPTR: %[[Q:.+]] = tt.advance %[[P]], [%{{.+}}, %{{.+}}] : <tensor<64x64xf16>>
# BPTR: tt.store %[[Q]], %{{.+}} {boundaryCheck = array<i32: 1>} : !tt.ptr<tensor<64x64xf16>>
# RUN: tt-front %s --kernel k_desc --signature "*fp16,i32,i32,64,64" | FileCheck %s --check-prefix=DESC
# DESC: %[[D:.+]] = tt.make_tensor_descriptor %{{.+}}, [%{{.+}}, %{{.+}}], [%{{.+}}, %{{.+}}] : <f16>, <tensor<64x64xf16>>
# DESC: tt.descriptor_load %[[D]][%{{.+}}, %{{.+}}] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16>
# DESC: tt.descriptor_store %[[D]][%{{.+}}, %{{.+}}], %{{.+}} : !tt.tensordesc<tensor<64x64xf16>>, tensor<64x64xf16>
# RUN: tt-front %s --kernel k_dot --signature "*fp16,*fp16,*fp32,64,64,32" | FileCheck %s --check-prefix=DOT
# DOT: tt.dot %{{.+}}, %{{.+}}, %{{.+}}, inputPrecision = tf32 : tensor<64x32xf16> * tensor<32x64xf16> -> tensor<64x64xf32>
# DOT: tt.dot %{{.+}}, %{{.+}}, %{{.+}} : tensor<64x32xf16> * tensor<32x64xf16> -> tensor<64x64xf32>
# DOT: tt.dot %{{.+}}, %{{.+}}, %{{.+}}, inputPrecision = tf32 : tensor<64x32xf16> * tensor<32x64xf16> -> tensor<64x64xf16>
# RUN: tt-front %s --kernel k_math --signature "*fp32,128" | FileCheck %s --check-prefix=MATH
# MATH: math.exp
# MATH: math.exp2
# MATH: math.log
# MATH: math.log2
# MATH: math.sqrt
# MATH: tt.precise_sqrt
# MATH: math.rsqrt
# MATH: math.sin
# MATH: math.cos
# MATH: math.absf
# MATH: math.erf
# MATH: math.floor
# MATH: math.ceil
# MATH: math.fma
# MATH: tt.precise_divf
# MATH: tt.call @triton.language.standard.sigmoid__fp32S128S__
# MATH: tt.mulhiui
# RUN: tt-front %s --kernel k_libdevice --signature "*fp32,128" | FileCheck %s --check-prefix=LIBDEV
# LIBDEV: tt.extern_elementwise %{{.+}} {libname = "", libpath = "", pure = true, symbol = "__nv_tanhf"} : (tensor<128xf32>) -> tensor<128xf32>
# RUN: tt-front %s --kernel k_hints --signature "*fp32,i32,128" | FileCheck %s --check-prefix=HINT
# HINT: arith.addi %{{.+}}, %{{.+}} {tt.contiguity = dense<128> : tensor<1xi32>, tt.divisibility = dense<128> : tensor<1xi32>} : tensor<128xi32>
# RUN: tt-front %s --kernel k_random --signature "*fp32,i32,128" | FileCheck %s --check-prefix=RAND
# RAND: tt.call @"triton.language.random.rand__i32_i32S128S__(2,)cconstexpr_10_"
# RAND: tt.call @"triton.language.random.randn__i32_i32S128S__(2,)cconstexpr_10_"
# RAND: tt.call @"triton.language.random.randint__i32_i32S128S__(2,)cconstexpr_10_"
# RAND-LABEL: tt.func private @"triton.language.random.philox_impl
# RAND: tt.mulhiui
import triton
import triton.language as tl

SCALE = tl.constexpr(2.5)


@triton.jit
def k_pid(out_ptr):
    pid0 = tl.program_id(0)
    pid1 = tl.program_id(axis=1)
    n = tl.num_programs(2)
    tl.store(out_ptr, pid0 + pid1 * n)


@triton.jit
def k_zeros_full(out_ptr, BLOCK: tl.constexpr):
    a = tl.zeros((BLOCK, ), dtype=tl.float16)
    b = tl.full((BLOCK, ), 3, tl.int32)
    c = tl.zeros_like(a)
    offs = tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, a + c + b.to(tl.float16))


@triton.jit
def k_load_opts(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=1.0, cache_modifier=".cg", eviction_policy="evict_last")
    y = tl.load(y_ptr + offs, volatile=True)
    tl.store(y_ptr + offs, x * y, mask=m, cache_modifier=".cs", eviction_policy="evict_first")


@triton.jit
def k_atomics(p, q, ip, v):
    a = tl.atomic_add(p, v)
    b = tl.atomic_max(p, v, sem="relaxed", scope="cta")
    c = tl.atomic_min(ip, 3)
    d = tl.atomic_xchg(ip, 7)
    e = tl.atomic_cas(ip, 1, 2)
    f = tl.atomic_and(ip, 1)
    g = tl.atomic_or(ip, 1)
    h = tl.atomic_xor(ip, 1)
    tl.store(q, a + b)


@triton.jit
def k_where_minmax(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    y = tl.where(x > 0, x, -x)
    z = tl.minimum(x, y) + tl.maximum(x, 1.0) + tl.clamp(x, 0.0, 1.0)
    w = min(x, y) + max(x, y)
    tl.store(x_ptr + offs, z + w)


@triton.jit
def k_reduce(x_ptr, o_ptr, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    x = tl.load(x_ptr + rm[:, None] * BN + rn[None, :])
    s = tl.sum(x, axis=1)
    mx = tl.max(x, axis=0)
    mn = tl.min(x, 1)
    am = tl.argmax(x, axis=1)
    an = tl.argmin(x, axis=0)
    tot = tl.sum(x)
    xs = tl.xor_sum(x.to(tl.int32), axis=1)
    tl.store(o_ptr + rm, s + mn + am.to(tl.float32) + xs.to(tl.float32) + tot)
    tl.store(o_ptr + rn, mx + an)


@triton.jit
def _my_combine(a, b):
    return a * b + 1


@triton.jit
def k_user_reduce(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    r = tl.reduce(x, 0, _my_combine)
    c = tl.cumsum(x, axis=0)
    p = tl.cumprod(x, 0, reverse=True)
    s = tl.associative_scan(x, 0, _my_combine)
    tl.store(x_ptr + offs, c + p + s + r)


@triton.jit
def k_dot(a_ptr, b_ptr, c_ptr, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = tl.load(a_ptr + rm[:, None] * BK + rk[None, :])
    b = tl.load(b_ptr + rk[:, None] * BN + rn[None, :])
    c = tl.dot(a, b)
    d = tl.dot(a, b, c, input_precision="ieee")
    e = tl.dot(a, b, out_dtype=tl.float16)
    tl.store(c_ptr + rm[:, None] * BN + rn[None, :], d + e.to(tl.float32))


@triton.jit
def k_shapes(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    y = tl.reshape(x, (BLOCK // 4, 4))
    z = tl.trans(y)
    w = tl.permute(z, (1, 0))
    v = w.reshape(BLOCK)
    e = tl.expand_dims(v, 0)
    bb = tl.broadcast_to(e, (2, BLOCK))
    j = tl.join(x, x)
    a, b = tl.split(j)
    c = tl.cat(a, b, can_reorder=True)
    il = tl.interleave(a, b)
    r = tl.view(x, (BLOCK, ))
    tl.store(x_ptr + offs, a + b + r + tl.sum(bb, 0))


@triton.jit
def k_math(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    y = tl.exp(x) + tl.exp2(x) + tl.log(x) + tl.log2(x) + tl.sqrt(x) + tl.sqrt_rn(x) + tl.rsqrt(x)
    y += tl.sin(x) + tl.cos(x) + tl.abs(x) + tl.erf(x) + tl.floor(x) + tl.ceil(x)
    y += tl.fma(x, x, x) + tl.div_rn(x, y) + tl.fdiv(x, y) + tl.sigmoid(x) + tl.softmax(x)
    i = x.to(tl.uint32, bitcast=True)
    h = tl.umulhi(i, i)
    y += x.exp() + x.sqrt() + h.to(tl.float32)
    tl.store(x_ptr + offs, y * SCALE)


@triton.jit
def k_casts(x_ptr, h_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    a = x.to(tl.float16)
    b = x.to(tl.bfloat16)
    c = x.to(tl.float8e5)
    d = x.to(tl.float16, fp_downcast_rounding="rtz")
    e = x.to(tl.int32)
    f = e.to(tl.int8)
    g = f.to(tl.uint32)
    k = x.to(tl.int1)
    tl.store(h_ptr + offs, a + d + b.to(tl.float16) + c.to(tl.float16) + g.to(tl.float16) + k.to(tl.float16))


@triton.jit
def k_hints(x_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    offs = tl.multiple_of(offs, BLOCK)
    offs = tl.max_contiguous(offs, BLOCK)
    n2 = tl.multiple_of(n, 16)
    x = tl.load(x_ptr + offs, mask=offs < n2)
    tl.store(x_ptr + offs, x)


@triton.jit
def k_block_ptr(a_ptr, M, N, stride_m, BM: tl.constexpr, BN: tl.constexpr):
    p = tl.make_block_ptr(base=a_ptr, shape=(M, N), strides=(stride_m, 1), offsets=(0, 0),
                          block_shape=(BM, BN), order=(1, 0))
    x = tl.load(p, boundary_check=(0, 1), padding_option="zero")
    p = tl.advance(p, (BM, 0))
    tl.store(p, x, boundary_check=(1, ))


@triton.jit
def k_desc(a_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    d = tl.make_tensor_descriptor(a_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    x = d.load([0, BN])
    d.store([BM, 0], x)


@triton.jit
def k_random(o_ptr, seed, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    r = tl.rand(seed, offs)
    n = tl.randn(seed, offs)
    i = tl.randint(seed, offs)
    tl.store(o_ptr + offs, r + n + i.to(tl.float32))


@triton.jit
def k_loops(x_ptr, n, BLOCK: tl.constexpr):
    acc = tl.zeros((BLOCK, ), dtype=tl.float32)
    for i in tl.range(0, n, 4, num_stages=2, loop_unroll_factor=2, flatten=True):
        acc += i
    for j in tl.static_range(3):
        acc = acc * j
    k = 0
    while k < n:
        acc += 1.0
        k += 1
    for i in range(10, 0, -2):
        acc -= i
    tl.store(x_ptr + tl.arange(0, BLOCK), acc)


@triton.jit
def k_if(x_ptr, n, FLAG: tl.constexpr):
    x = tl.load(x_ptr)
    if n > 0:
        x = x + 1.0
    else:
        x = x - 1.0
    if FLAG:
        x = x * 2.0
    if n == 3:
        tl.store(x_ptr, x)
    y = x if n > 5 else x * 3.0
    tl.store(x_ptr, y)


@triton.jit
def k_early_return(x_ptr, n):
    if n > 10:
        return
    tl.store(x_ptr, 1.0)


@triton.jit
def k_debug(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.static_print("BLOCK", BLOCK)
    tl.device_print("x", x)
    print("o", offs, x)
    tl.device_assert(x > 0, "x positive")
    tl.store(x_ptr + offs, x)


@triton.jit
def k_hist(x_ptr, o_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    h = tl.histogram(x, 32)
    tl.store(o_ptr + tl.arange(0, 32), h)


@triton.jit
def k_bits(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    y = (x << 2) >> 1
    z = (x & 3) | (x ^ 5)
    w = ~x
    u = x % 7
    v = x // 3
    q = -x
    r = x / 2
    tl.store(x_ptr + offs, y + z + w + u + v + q + r.to(tl.int32))


@triton.jit
def k_libdevice(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    y = tl.extra.cuda.libdevice.tanh(x)
    tl.store(x_ptr + offs, y)
