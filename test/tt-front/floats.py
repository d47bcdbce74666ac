# Float constants print the way MLIR's printFloatValue prints a FloatAttr:
# APFloat::toString(6 digits, no padding, keep zeros) in exponential form when
# that text parses back to the same bits of the constant's type; else
# APFloat's default toString (2 + precision*59/196 significant digits: 9 for
# f32, 17 for f64, 5 for f16, 4 for bf16; plain notation unless that needs
# more than 3 zeros of padding, E-form otherwise); else (inf, nan, or a
# default form without a '.') the bit pattern in hex.  Note the 6-digit form
# is computed with APFloat's truncating digit reduction then round-half-up, so
# f32 0.01 (0.00999999977648...) gives "9.999990e-03", which does not parse
# back: Triton prints 0.00999999977.  Every value here was checked against
# tt-opt (MLIR's own printer) reading the bits in hex.
#
# REQUIRES: tt-front
# RUN: tt-front %s --kernel f32consts --signature "*fp32" | FileCheck %s --check-prefix=F32
# RUN: tt-front %s --kernel f16consts --signature "*fp16" | FileCheck %s --check-prefix=F16
# RUN: tt-front %s --kernel bf16consts --signature "*bf16" | FileCheck %s --check-prefix=BF16
# RUN: tt-front %s --kernel f64consts --signature "*fp64" | FileCheck %s --check-prefix=F64
import triton
import triton.language as tl

# F32-LABEL: tt.func public @f32consts(
# 0.00999999977648258209228515625: 6 digits give 9.999990e-03 (no round trip).
# F32: arith.constant 0.00999999977 : f32
# F32-NEXT: arith.constant dense<0.00999999977> : tensor<4xf32>
# F32: arith.constant dense<5.000000e-01> : tensor<4xf32>
# 0.707106769084930419921875, negative: 9 digits, sign kept.
# F32: arith.constant dense<-0.707106769> : tensor<4xf32>
# 6.283185482025146484375: the truncated digits 6283185 round half up to
# 6.283190e+00, which is not 2*pi in f32.
# F32: arith.constant dense<6.28318548> : tensor<4xf32>
# 9.99999974737875e-06: the most significant digit is 6 places down (more
# than 3 zeros of padding), so E-form.
# F32: arith.constant dense<9.99999974E-6> : tensor<4xf32>
# 1e10 = 9765625 * 2^10 is exact in f32: 6 digits round-trip.
# F32: arith.constant dense<1.000000e+10> : tensor<4xf32>
# 2^24: 6 digits give 1.677720e+07; the default form "16777216" has no '.': hex.
# F32: arith.constant dense<0x4B800000> : tensor<4xf32>
# 123456789 rounds to 123456792 in f32: again no '.', hex.
# F32: arith.constant dense<0x4CEB79A3> : tensor<4xf32>
# The smallest subnormal, 1.40129846e-45: 1.401300e-45 rounds back to it.
# F32: arith.constant dense<1.401300e-45> : tensor<4xf32>
# The largest subnormal 0x007FFFFF and the largest finite float.
# F32: arith.constant dense<1.17549421E-38> : tensor<4xf32>
# F32: arith.constant dense<3.40282347E+38> : tensor<4xf32>
# -0.0 == 0: Triton's full uses the null value, +0.
# F32: arith.constant dense<0.000000e+00> : tensor<4xf32>
# F32: arith.constant dense<0x7F800000> : tensor<4xf32>
# 1234.5677490234375: 4 whole digits, 9 significant in all.
# F32: arith.constant dense<1234.56775> : tensor<4xf32>
# 0.001234 in f32 is 0.00123399996664375066757202148: the truncated digits
# 1233999 round half up to 1.234000e-03, which parses back to the same f32.
# F32: arith.constant dense<1.234000e-03> : tensor<4xf32>
@triton.jit
def f32consts(out):
    r = tl.arange(0, 4)
    tl.store(out + r, tl.full([4], 0.01, tl.float32))
    tl.store(out + r, tl.full([4], 0.5, tl.float32))
    tl.store(out + r, tl.full([4], -0.7071067811865476, tl.float32))
    tl.store(out + r, tl.full([4], 6.283185307179586, tl.float32))
    tl.store(out + r, tl.full([4], 1e-5, tl.float32))
    tl.store(out + r, tl.full([4], 1e10, tl.float32))
    tl.store(out + r, tl.full([4], 16777216.0, tl.float32))
    tl.store(out + r, tl.full([4], 123456789.0, tl.float32))
    tl.store(out + r, tl.full([4], 1e-45, tl.float32))
    tl.store(out + r, tl.full([4], 1.1754942e-38, tl.float32))
    tl.store(out + r, tl.full([4], 3.4028234663852886e38, tl.float32))
    tl.store(out + r, tl.full([4], -0.0, tl.float32))
    tl.store(out + r, tl.full([4], float("inf"), tl.float32))
    tl.store(out + r, tl.full([4], 1234.5678, tl.float32))
    tl.store(out + r, tl.full([4], 0.001234, tl.float32))


# F16-LABEL: tt.func public @f16consts(
# f16 (11 bits) has a 5-digit default form, so 6 digits nearly always
# round-trip: f16(0.1) = 0.0999755859375.
# F16: arith.constant dense<9.997550e-02> : tensor<4xf16>
# F16: arith.constant dense<-2.500000e+00> : tensor<4xf16>
# F16: arith.constant dense<6.550400e+04> : tensor<4xf16>
# 2049 is a tie between 2048 and 2050: ties to even.
# F16: arith.constant dense<2.048000e+03> : tensor<4xf16>
# The smallest f16 subnormal 2^-24 = 5.9604644775390625e-08.
# F16: arith.constant dense<5.960460e-08> : tensor<4xf16>
# 1e5 overflows f16: +inf, in hex.
# F16: arith.constant dense<0x7C00> : tensor<4xf16>
@triton.jit
def f16consts(out):
    r = tl.arange(0, 4)
    tl.store(out + r, tl.full([4], 0.1, tl.float16))
    tl.store(out + r, tl.full([4], -2.5, tl.float16))
    tl.store(out + r, tl.full([4], 65504.0, tl.float16))
    tl.store(out + r, tl.full([4], 2049.0, tl.float16))
    tl.store(out + r, tl.full([4], 5.960464477539063e-08, tl.float16))
    tl.store(out + r, tl.full([4], 1e5, tl.float16))


# BF16-LABEL: tt.func public @bf16consts(
# Triton's get_bf16 parses std::to_string(float(v)) ("%f", six decimals):
# "0.100000" -> bf16 0.10009765625.
# BF16: arith.constant dense<1.000980e-01> : tensor<4xbf16>
# "3.141590" -> 3.140625.
# BF16: arith.constant dense<3.140630e+00> : tensor<4xbf16>
# "0.000000": 1e-7 becomes 0.
# BF16: arith.constant dense<0.000000e+00> : tensor<4xbf16>
# 257 ties between 256 and 258 (8 bits): even, 256.
# BF16: arith.constant dense<2.560000e+02> : tensor<4xbf16>
# BF16: arith.constant dense<0xFF80> : tensor<4xbf16>
@triton.jit
def bf16consts(out):
    r = tl.arange(0, 4)
    tl.store(out + r, tl.full([4], 0.1, tl.bfloat16))
    tl.store(out + r, tl.full([4], 3.14159, tl.bfloat16))
    tl.store(out + r, tl.full([4], 1e-7, tl.bfloat16))
    tl.store(out + r, tl.full([4], 257.0, tl.bfloat16))
    tl.store(out + r, tl.full([4], float("-inf"), tl.bfloat16))


# F64-LABEL: tt.func public @f64consts(
# F64: arith.constant dense<1.000000e-01> : tensor<4xf64>
# 0.333333333333333314829616256247...: 17 digits.
# F64: arith.constant dense<0.33333333333333331> : tensor<4xf64>
# 9.99999999999999954748e-08: 6 digits give 9.999990e-08; 17 digits round
# half up to 9.9999999999999995, the most significant digit 8 places down: E.
# F64: arith.constant dense<9.9999999999999995E-8> : tensor<4xf64>
# 2^53 + 1 rounds to 2^53 = 9007199254740992: 16 digits, no '.', hex.
# F64: arith.constant dense<0x4340000000000000> : tensor<4xf64>
# F64: arith.constant dense<1.000000e+300> : tensor<4xf64>
# The smallest subnormal double.
# F64: arith.constant dense<4.940660e-324> : tensor<4xf64>
# 123456.789000000004307366907597: 17 digits, trailing zeros dropped.
# F64: arith.constant dense<123456.789> : tensor<4xf64>
@triton.jit
def f64consts(out):
    r = tl.arange(0, 4)
    tl.store(out + r, tl.full([4], 0.1, tl.float64))
    tl.store(out + r, tl.full([4], 1.0 / 3.0, tl.float64))
    tl.store(out + r, tl.full([4], 1e-7, tl.float64))
    tl.store(out + r, tl.full([4], 9007199254740993.0, tl.float64))
    tl.store(out + r, tl.full([4], 1e300, tl.float64))
    tl.store(out + r, tl.full([4], 5e-324, tl.float64))
    tl.store(out + r, tl.full([4], 123456.789, tl.float64))
