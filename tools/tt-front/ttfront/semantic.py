"""Semantics of Triton's language operations: type promotion, broadcasting,
casts, memory operations, reductions ... and the exact sequence of IR ops the
Triton 3.6 front end emits for each of them (including the dead constants and
the int32 overflow checks its builder leaves behind)."""
import numbers

from . import ops as P
from . import types as T
from .errors import SemanticError
from .ir import Block, Op, format_constant
from .values import constexpr, tensor, tensor_descriptor, tuple_value, unwrap


def _err(msg):
    return SemanticError(msg)


class Semantic:

    def __init__(self, builder, options):
        self.b = builder
        self.options = options

    # ------------------------------------------------------------------
    # low-level op creation
    # ------------------------------------------------------------------
    def op(self, name, operands, result_types, printer=None, attrs=None, nregions=0):
        handles = [o.handle if isinstance(o, tensor) else o for o in operands]
        return self.b.create(name, handles, result_types, attrs, printer, nregions)

    def op1(self, name, operands, ret_ty, printer):
        o = self.op(name, operands, [ret_ty.ir()], printer)
        return tensor(o.results[0], ret_ty)

    def constant(self, value, ty):
        """arith.constant of scalar dtype ``ty`` (tensor of it)."""
        irt = ty.ir()
        text = format_constant(value, irt)
        o = self.b.create("arith.constant", [], [irt], {"value": value}, P.constant(text))
        o.const_value = value
        return tensor(o.results[0], ty)

    def _is_const(self, v):
        return v.owner is not None and v.owner.name == "arith.constant"

    def create_splat(self, x, ret_ty):
        """tt.splat, folded to a dense constant when x is a constant (createOrFold)."""
        h = x.handle
        if self._is_const(h):
            value = h.owner.const_value
            text = format_constant(value, ret_ty.ir())
            o = self.b.create("arith.constant", [], [ret_ty.ir()], {"value": value}, P.constant(text))
            o.const_value = value
            return tensor(o.results[0], ret_ty)
        return self.op1("tt.splat", [x], ret_ty, P.arrow_cast)

    def create_broadcast(self, x, ret_ty):
        h = x.handle
        if x.type == ret_ty:
            return tensor(h, ret_ty)
        if self._is_const(h) and h.type.startswith("tensor<"):
            value = h.owner.const_value
            o = self.b.create("arith.constant", [], [ret_ty.ir()], {"value": value},
                              P.constant(format_constant(value, ret_ty.ir())))
            o.const_value = value
            return tensor(o.results[0], ret_ty)
        return self.op1("tt.broadcast", [x], ret_ty, P.arrow_cast)

    def null_value(self, ty):
        return self.constant(0.0 if ty.is_floating() else 0, ty)

    def all_ones(self, ty):
        return self.constant(-1 if ty.int_bitwidth > 1 else 1, ty)

    def int_cast(self, x, dst_ty, signed):
        src_bits = x.type.scalar.primitive_bitwidth if not x.type.scalar.is_ptr() else 64
        dst_bits = dst_ty.scalar.primitive_bitwidth
        if src_bits == dst_bits:
            name = "arith.bitcast"
        elif src_bits > dst_bits:
            name = "arith.trunci"
        elif signed:
            name = "arith.extsi"
        else:
            name = "arith.extui"
        return self.op1(name, [x], dst_ty, P.cast)

    # ------------------------------------------------------------------
    # programming model
    # ------------------------------------------------------------------
    def program_id(self, axis):
        # 1.0 == 1: only an int (or bool) names an axis
        if not isinstance(axis, int) or axis not in (0, 1, 2):
            raise _err("program_id axis must be 0, 1, or 2 but got %s" % (axis, ))
        return self.op1("tt.get_program_id", [], T.int32, P.program_id(axis, "tt.get_program_id"))

    def num_programs(self, axis):
        # 1.0 == 1: only an int (or bool) names an axis
        if not isinstance(axis, int) or axis not in (0, 1, 2):
            raise _err("num_programs axis must be 0, 1, or 2 but got %s" % (axis, ))
        return self.op1("tt.get_num_programs", [], T.int32, P.program_id(axis, "tt.get_num_programs"))

    # ------------------------------------------------------------------
    # implicit casting
    # ------------------------------------------------------------------
    def integer_promote(self, a, b):
        if a.int_signed == b.int_signed:
            return a if a.int_bitwidth > b.int_bitwidth else b
        if not a.int_signed:
            return a if a.int_bitwidth >= b.int_bitwidth else b
        return b if b.int_bitwidth >= a.int_bitwidth else a

    def computation_type(self, a, a_scalar, b, b_scalar, div_or_mod):
        if a_scalar != b_scalar:
            sty, tty = (a, b) if a_scalar else (b, a)
            if sty.kind() <= tty.kind():
                if div_or_mod and tty in (T.float16, T.bfloat16):
                    return T.float32
                return tty
        if a.is_fp64() or b.is_fp64():
            return T.float64
        if a.is_fp32() or b.is_fp32():
            return T.float32
        if a.is_fp16() or b.is_fp16():
            return T.float32 if div_or_mod else T.float16
        if a.is_bf16() and b.is_bf16():
            return T.float32 if div_or_mod else T.bfloat16
        if a.is_bf16() or b.is_bf16():
            return T.float32
        if a.is_fp8() and b.is_fp8():
            return a if a == b else T.float16
        if not a.is_int() or not b.is_int():
            raise _err("unexpected type %s and %s" % (a, b))
        if div_or_mod and a.int_signed != b.int_signed:
            raise _err("Cannot use /, //, or %% with %r and %r because they have different signedness; "
                       "this is unlikely to result in a useful answer. Cast them to the same signedness." % (a, b))
        return self.integer_promote(a, b)

    def to_tensor(self, x, check_type=True):
        if isinstance(x, (tensor, tensor_descriptor)):
            return x
        x = unwrap(x)
        if isinstance(x, (bool, int, float)):
            return self.constant(x, self.to_tensor_type(x))
        if check_type:
            raise _err("cannot convert %r of type %s to tensor" % (x, type(x).__name__))
        return x

    def to_tensor_type(self, x):
        if isinstance(x, bool):
            return T.int1
        if isinstance(x, int):
            if -2**31 <= x < 2**31:
                return T.int32
            if 2**31 <= x < 2**32:
                return T.uint32
            if -2**63 <= x < 2**63:
                return T.int64
            if 2**63 <= x < 2**64:
                return T.uint64
            raise _err("Nonrepresentable integer %d." % x)
        if isinstance(x, float):
            ax = abs(x)
            if ax == float("inf") or ax == 0.0 or x != x or 2**-126 <= ax <= (2 - 2**-23) * 2**127:
                return T.float32
            return T.float64
        raise _err("cannot convert %r to tensor" % (x, ))

    def scalar_constant(self, value, ty):
        if value == 0:
            return self.null_value(ty)
        return self.constant(value, ty)

    # ------------------------------------------------------------------
    # binary operators
    # ------------------------------------------------------------------
    def check_ptr(self, a, b, allow_a):
        if a.is_ptr():
            if not allow_a:
                raise _err("invalid operands of type %r and %r" % (a, b))
            if b.is_ptr() and a != b:
                raise _err("invalid operands of type %r and %r" % (a, b))
            if b.is_floating():
                raise _err("invalid operands of type %r and %r" % (a, b))

    def binary_checking(self, lhs, rhs, allow_lhs_ptr=False, allow_rhs_ptr=False, arithmetic_check=True,
                        div_or_mod=False):
        lhs_scalar = isinstance(lhs, numbers.Number)
        rhs_scalar = isinstance(rhs, numbers.Number)
        if lhs_scalar:
            lv = lhs
            lhs = self.to_tensor(lhs)
        if rhs_scalar:
            rv = rhs
            rhs = self.to_tensor(rhs)
        if not isinstance(lhs, tensor) or not isinstance(rhs, tensor):
            bad = lhs if not isinstance(lhs, tensor) else rhs
            raise _err("unsupported operand of type %s" % type(bad).__name__)
        lt, rt = lhs.type.scalar, rhs.type.scalar
        self.check_ptr(lt, rt, allow_lhs_ptr)
        self.check_ptr(rt, lt, allow_rhs_ptr)
        if arithmetic_check and not lt.is_ptr() and not rt.is_ptr():
            ret = self.computation_type(lt, lhs_scalar, rt, rhs_scalar, div_or_mod)
            if (lhs_scalar and lv < 0 or rhs_scalar and rv < 0) and ret.is_int_unsigned():
                raise _err("Cannot perform a binary operation between an unsigned tensor and a negative scalar. "
                           "Perform a explicit cast on one of them.")
            if ret.is_int():
                if lhs_scalar and not ret.int_min() <= lv <= ret.int_max():
                    raise _err("Scalar %s is out of range for type %s" % (lv, ret))
                if rhs_scalar and not ret.int_min() <= rv <= ret.int_max():
                    raise _err("Scalar %s is out of range for type %s" % (rv, ret))
            lhs = self.scalar_constant(lv, ret) if lhs_scalar else self.cast(lhs, ret)
            rhs = self.scalar_constant(rv, ret) if rhs_scalar else self.cast(rhs, ret)
        return self.broadcast_value(lhs, rhs)

    def _sanitize_overflow(self, lhs, rhs, fn):
        sty = lhs.type.scalar
        if sty.int_bitwidth >= 64 or not self.options.get("sanitize_overflow", True):
            return
        lhs = self.cast(lhs, T.int64)
        rhs = self.cast(rhs, T.int64)
        ret = fn(lhs, rhs, False)
        mx = self.scalar_constant(sty.int_max(), T.int64)
        mn = self.scalar_constant(sty.int_min(), T.int64)
        cond = self.and_(self.less_equal(ret, mx), self.greater_equal(ret, mn))
        self.device_assert(cond, "int%d overflow detected for operation %s" % (sty.int_bitwidth, fn.__name__), None)

    def _arith(self, name, a, b):
        return self.op1(name, [a, b], a.type, P.binary)

    def add(self, a, b, sanitize_overflow=True):
        a, b = self.binary_checking(a, b, True, True)
        at, bt = a.type.scalar, b.type.scalar
        if at.is_ptr() and bt.is_ptr():
            raise _err("cannot add pointers together")
        if bt.is_ptr() and not at.is_ptr():
            a, b = b, a
            at, bt = bt, at
        if at.is_ptr():
            off = b
            if bt.is_int_unsigned() and bt.int_bitwidth < 64:
                off = self.int_cast(b, b.type.with_element_ty(T.int64), False)
            return self.op1("tt.addptr", [a, off], a.type, P.addptr)
        if at.is_floating():
            return self._arith("arith.addf", a, b)
        if at.is_int():
            if sanitize_overflow:
                self._sanitize_overflow(a, b, self.add)
            return self._arith("arith.addi", a, b)
        raise _err("unexpected type %s" % at)

    def sub(self, a, b, sanitize_overflow=True):
        a, b = self.binary_checking(a, b, True, False)
        st = a.type.scalar
        if st.is_ptr():
            return self.add(a, self.minus(b), False)
        if st.is_floating():
            return self._arith("arith.subf", a, b)
        if st.is_int():
            if sanitize_overflow:
                self._sanitize_overflow(a, b, self.sub)
            return self._arith("arith.subi", a, b)
        raise _err("unexpected type %s" % st)

    def mul(self, a, b, sanitize_overflow=True):
        a, b = self.binary_checking(a, b)
        st = a.type.scalar
        if st.is_floating():
            return self._arith("arith.mulf", a, b)
        if st.is_int():
            if sanitize_overflow:
                self._sanitize_overflow(a, b, self.mul)
            return self._arith("arith.muli", a, b)
        raise _err("unexpected type %s" % st)

    def truediv(self, a, b):
        a, b = self.binary_checking(a, b, False, False, True, True)
        at, bt = a.type.scalar, b.type.scalar
        if at.is_floating() and bt.is_int():
            b = self.cast(b, at)
        elif at.is_int() and bt.is_floating():
            a = self.cast(a, bt)
        elif at.is_int() and bt.is_int():
            a = self.cast(a, T.float32)
            b = self.cast(b, T.float32)
        elif at.is_floating() and bt.is_floating():
            if at.fp_mantissa_width > bt.fp_mantissa_width:
                b = self.cast(b, at)
            else:
                a = self.cast(a, bt)
        else:
            raise _err("unexpected type %s" % at)
        return self._arith("arith.divf", a, b)

    def floordiv(self, a, b):
        a, b = self.binary_checking(a, b, False, False, True, True)
        at, bt = a.type.scalar, b.type.scalar
        if at.is_int() and bt.is_int():
            rt = self.integer_promote(at, bt)
            a = self.cast(a, rt)
            b = self.cast(b, rt)
            return self._arith("arith.divsi" if rt.is_int_signed() else "arith.divui", a, b)
        raise _err("unexpected type %s" % at)

    def fdiv(self, a, b, ieee_rounding):
        if not a.type.scalar.is_floating() or not b.type.scalar.is_floating():
            raise _err("both operands of fdiv must have floating scalar type")
        a, b = self.binary_checking(a, b, False, False, False, True)
        return self._arith("arith.divf", a, b)

    def mod(self, a, b):
        a, b = self.binary_checking(a, b, False, False, True, True)
        st, ot = a.type.scalar, b.type.scalar
        if st.is_floating():
            return self._arith("arith.remf", a, b)
        if st.is_int():
            if st.int_signed != ot.int_signed:
                raise _err("Cannot mod %r by %r because they have different signedness;"
                           "this is unlikely to result in a useful answer. Cast them to the same signedness." % (st, ot))
            return self._arith("arith.remsi" if st.is_int_signed() else "arith.remui", a, b)
        raise _err("unexpected type %s" % st)

    def minimum(self, x, y, propagate_nan):
        x, y = self.binary_checking(x, y)
        dt = x.dtype
        if dt.is_floating():
            return self._arith("arith.minimumf" if propagate_nan == "all" else "arith.minnumf", x, y)
        if dt.is_int_signed():
            return self._arith("arith.minsi", x, y)
        if dt.is_int_unsigned():
            return self._arith("arith.minui", x, y)
        raise _err("Unexpected dtype %s" % dt)

    def maximum(self, x, y, propagate_nan):
        x, y = self.binary_checking(x, y)
        dt = x.dtype
        if dt.is_floating():
            return self._arith("arith.maximumf" if propagate_nan == "all" else "arith.maxnumf", x, y)
        if dt.is_int_signed():
            return self._arith("arith.maxsi", x, y)
        if dt.is_int_unsigned():
            return self._arith("arith.maxui", x, y)
        raise _err("Unexpected dtype %s" % dt)

    def clamp(self, x, lo, hi, propagate_nan):
        lo, hi = self.binary_checking(lo, hi)
        x, lo = self.binary_checking(x, lo)
        x, hi = self.binary_checking(x, hi)
        if not x.dtype.is_floating():
            raise _err("Unexpected dtype %s. Only floating point clamp is supported" % x.dtype)
        return self.op1("tt.clampf", [x, lo, hi], x.type, P.clampf(propagate_nan))

    # bitwise
    def bitwise_checking(self, a, b):
        a, b = self.binary_checking(a, b)
        at, bt = a.type.scalar, b.type.scalar
        if not at.is_int() or not bt.is_int():
            raise _err("invalid operands of type %r and %r" % (at, bt))
        rt = self.integer_promote(at, bt)
        if rt != at:
            a = self.cast(a, rt)
        if rt != bt:
            b = self.cast(b, rt)
        return a, b

    def and_(self, a, b):
        a, b = self.bitwise_checking(a, b)
        return self._arith("arith.andi", a, b)

    def or_(self, a, b):
        a, b = self.bitwise_checking(a, b)
        return self._arith("arith.ori", a, b)

    def xor_(self, a, b):
        a, b = self.bitwise_checking(a, b)
        return self._arith("arith.xori", a, b)

    def logical_and(self, a, b):
        if not a.type.scalar.is_bool() or a.type.is_block() and False:
            pass
        if a.type.scalar != T.int1:
            a = self.bitcast(a, T.int1)
        if b.type.scalar != T.int1:
            b = self.bitcast(b, T.int1)
        return self.and_(a, b)

    def logical_or(self, a, b):
        if a.type.scalar != T.int1:
            a = self.bitcast(a, T.int1)
        if b.type.scalar != T.int1:
            b = self.bitcast(b, T.int1)
        return self.or_(a, b)

    def not_(self, a):
        if a.type.scalar != T.int1:
            a = self.bitcast(a, T.int1)
        return self.invert(a)

    def lshr(self, a, b):
        a, b = self.bitwise_checking(a, b)
        return self._arith("arith.shrui", a, b)

    def ashr(self, a, b):
        a, b = self.bitwise_checking(a, b)
        return self._arith("arith.shrsi", a, b)

    def shl(self, a, b):
        a, b = self.bitwise_checking(a, b)
        return self._arith("arith.shli", a, b)

    # unary
    def minus(self, x):
        st = x.type.scalar
        if st.is_ptr():
            raise _err("wrong type argument to unary minus (%r)" % st)
        zero = self.null_value(st)
        return self.sub(zero, x, True)

    def invert(self, x):
        st = x.type.scalar
        if st.is_ptr() or st.is_floating():
            raise _err("wrong type argument to unary invert (%r)" % st)
        ones = self.all_ones(st)
        return self.xor_(x, ones)

    # comparisons
    def _cmp(self, a, b, fpred, spred, upred):
        a, b = self.binary_checking(a, b)
        st = a.type.scalar
        rt = a.type.with_element_ty(T.int1)
        if st.is_floating():
            return self.op1("arith.cmpf", [a, b], rt, P.cmp(fpred))
        if st.is_int():
            return self.op1("arith.cmpi", [a, b], rt, P.cmp(spred if st.is_int_signed() else upred))
        raise _err("unexpected type %s" % st)

    def greater_than(self, a, b):
        return self._cmp(a, b, "ogt", "sgt", "ugt")

    def greater_equal(self, a, b):
        return self._cmp(a, b, "oge", "sge", "uge")

    def less_than(self, a, b):
        return self._cmp(a, b, "olt", "slt", "ult")

    def less_equal(self, a, b):
        return self._cmp(a, b, "ole", "sle", "ule")

    def equal(self, a, b):
        return self._cmp(a, b, "oeq", "eq", "eq")

    def not_equal(self, a, b):
        return self._cmp(a, b, "une", "ne", "ne")

    # ------------------------------------------------------------------
    # block creation and shapes
    # ------------------------------------------------------------------
    def arange(self, start, end):
        if not isinstance(start, int) or not isinstance(end, int) or isinstance(start, bool):
            raise _err("arange's arguments must be of type tl.constexpr")
        if (start >> 32) or (end >> 32):
            raise _err("arange must fit in int32")
        if end <= start:
            raise _err("arange's end argument must be greater than the start argument")
        rng = end - start
        if rng & (rng - 1):
            raise _err("arange's range must be a power of 2")
        ty = T.block_type(T.int32, [rng])
        return self.op1("tt.make_range", [], ty, P.make_range(start, end))

    def make_scalar(self, value, dt):
        if isinstance(value, tensor):
            if value.numel != 1:
                raise _err("only accepts size-1 tensor")
            return self.cast(value, dt)
        return self.scalar_constant(value, dt)

    def full(self, shape, value, dt):
        return self.splat(self.make_scalar(value, dt), shape)

    def splat(self, value, shape):
        if value.type.is_block():
            raise _err("Cannot splat a block tensor")
        if len(shape) == 0:
            return value
        return self.create_splat(value, T.block_type(value.dtype, shape))

    def reshape(self, x, shape, can_reorder):
        # Triton's reshape to [] unsplats to a scalar; a scalar has no shape to
        # change back (tl.flip of a one-element tensor gets here).
        if not x.type.is_block():
            raise _err("reshape() takes a tensor, not a scalar (%s)" % x.type.scalar)
        n = 1
        for s in shape:
            n *= s
        if x.numel != n:
            raise _err("reshape() cannot change total number of elements in tensor")
        ty = T.block_type(x.type.scalar, shape)
        return self.op1("tt.reshape", [x], ty, P.reshape(can_reorder))

    def expand_dims(self, x, axis):
        shape = list(x.shape)
        shape.insert(axis, 1)
        if not x.type.is_block():
            return self.splat(x, shape)
        return self.op1("tt.expand_dims", [x], T.block_type(x.type.scalar, shape), P.expand_dims(axis))

    def cat(self, a, b, can_reorder):
        if not can_reorder:
            raise _err("current implementation of `cat` always may reorder elements")
        if len(a.shape) != 1:
            raise _err("cat only supports rank-1 tensors")
        return self.op1("tt.cat", [a, b], T.block_type(a.type.scalar, [a.shape[0] + b.shape[0]]), P.cat)

    def join(self, a, b):
        a, b = self.broadcast_value(a, b)
        was_scalar = a.shape == ()
        if was_scalar:
            a = self.expand_dims(a, 0)
            b = self.expand_dims(b, 0)
        ret = self.op1("tt.join", [a, b], T.block_type(a.type.scalar, list(a.shape) + [2]), P.join)
        if was_scalar:
            ret = self.reshape(ret, [2], False)
        return ret

    def inline_asm_elementwise(self, asm, constraints, args, dtypes, is_pure, pack):
        """tt.elementwise_inline_asm over the arguments broadcast to one shape
        (no type promotion), one result per dtype."""
        shape = []
        if args:
            ref = args[0]
            for a in args:
                _, ref = self.broadcast_value(a, ref)
            if ref.shape:
                args = [self.broadcast_value(a, ref)[0] for a in args]
                shape = list(ref.shape)
        res_tys = [T.block_type(dt, shape) if shape else dt for dt in dtypes]
        o = self.op("tt.elementwise_inline_asm", args, [t.ir() for t in res_tys],
                    P.inline_asm(asm, constraints, is_pure, pack))
        return [tensor(o.results[i], t) for i, t in enumerate(res_tys)]

    def gather(self, src, index, axis):
        """tt.gather: result[i] = src[i with i[axis] replaced by index[i]]."""
        rank = len(src.shape)
        if rank == 0 or len(index.shape) != rank:
            raise _err("source and index tensors must have the same rank")
        if not -rank <= axis < rank:
            raise _err("gather axis %d must be in [0, %d)" % (axis, rank))
        axis %= rank
        if not index.dtype.is_int():
            raise _err("index must be an integer tensor, got %s" % index.dtype)
        for d in range(rank):
            if d != axis and index.shape[d] != src.shape[d]:
                raise _err("index dim %d must match the corresponding source dim" % d)
        ret_ty = T.block_type(src.type.scalar, list(index.shape))
        o = self.op("tt.gather", [src, index], [ret_ty.ir()], P.gather(axis))
        return tensor(o.results[0], ret_ty)

    def split(self, a):
        if not a.shape or a.shape[-1] != 2:
            raise _err("split requires the last dimension to have size 2")
        ty = T.block_type(a.type.scalar, a.shape[:-1])
        o = self.op("tt.split", [a], [ty.ir(), ty.ir()], P.split)
        return tensor(o.results[0], ty), tensor(o.results[1], ty)

    def permute(self, x, dims):
        dims = [unwrap(d) for d in dims]
        if len(x.shape) != len(dims):
            raise _err("permute dims must have the same length as input shape")
        if sorted(dims) != list(range(len(dims))):
            raise _err("permute dims must be a permutation of 0, 1, ..., n-1, but were %s" % (tuple(dims), ))
        ty = T.block_type(x.type.scalar, [x.shape[d] for d in dims])
        return self.op1("tt.trans", [x], ty, P.trans(dims))

    def broadcast_shape(self, x, shape):
        shape = tuple(shape)
        if not x.type.is_block():
            return self.splat(x, shape)
        src = x.shape
        if len(src) != len(shape):
            raise _err("Cannot broadcast, rank mismatch: %s, %s" % (list(src), list(shape)))
        if src == shape:
            return x
        for i, s in enumerate(src):
            if shape[i] != s and s != 1:
                raise _err("Cannot broadcast, the expanded size of the tensor (%d) must match the existing size "
                           "(%d) at non-singleton dimension %d: %s, %s" % (shape[i], s, i, list(src), list(shape)))
        return self.create_broadcast(x, T.block_type(x.type.scalar, shape))

    def broadcast_value(self, a, b):
        at, bt = a.type, b.type
        if at.is_block() and not bt.is_block():
            b = self.create_splat(b, at.with_element_ty(bt.scalar))
        elif not at.is_block() and bt.is_block():
            a = self.create_splat(a, bt.with_element_ty(at.scalar))
        elif at.is_block() and bt.is_block():
            ash, bsh = list(at.shape), list(bt.shape)
            while len(ash) < len(bsh):
                a = self.op1("tt.expand_dims", [a], T.block_type(a.type.scalar, [1] + ash), P.expand_dims(0))
                ash = [1] + ash
            while len(bsh) < len(ash):
                b = self.op1("tt.expand_dims", [b], T.block_type(b.type.scalar, [1] + bsh), P.expand_dims(0))
                bsh = [1] + bsh
            ret = []
            for i, l in enumerate(ash):
                r = bsh[i]
                if l == 1:
                    ret.append(r)
                elif r == 1 or r == l:
                    ret.append(l)
                else:
                    raise _err("Cannot make_shape_compatible: incompatible dimensions at index %d: %d and %d" %
                               (i, l, r))
            if ash != ret:
                a = self.create_broadcast(a, T.block_type(a.type.scalar, ret))
            if bsh != ret:
                b = self.create_broadcast(b, T.block_type(b.type.scalar, ret))
        return a, b

    def broadcast_tensors(self, *xs):
        if not xs:
            return ()
        head, tail = xs[0], list(xs[1:])
        for i in range(len(tail)):
            head, tail[i] = self.broadcast_value(head, tail[i])
        for i in range(len(tail) - 1):
            head, tail[i] = self.broadcast_value(head, tail[i])
        return (head, *tail)

    # ------------------------------------------------------------------
    # casts
    # ------------------------------------------------------------------
    def bitcast(self, x, dst):
        src_ty = x.type
        if src_ty.is_block():
            dst = src_ty.with_element_ty(dst.scalar)
        if src_ty == dst:
            return x
        ss, ds = src_ty.scalar, dst.scalar
        if ss.is_ptr() or ds.is_ptr():
            return self.cast(x, dst)
        if ss.primitive_bitwidth != ds.primitive_bitwidth:
            raise _err("Cannot bitcast data-type of size %d to data-type of size %d" %
                       (ss.primitive_bitwidth, ds.primitive_bitwidth))
        return self.op1("tt.bitcast", [x], dst, P.arrow_cast)

    def cast(self, x, dst, fp_downcast_rounding=None):
        src_ty = x.type
        ss, ds = src_ty.scalar, dst.scalar
        if ss == ds:
            return x
        if src_ty.is_block():
            dst = src_ty.with_element_ty(ds)
        use_custom = False
        if ds.is_floating() and ss.is_floating() and ds.primitive_bitwidth < ss.primitive_bitwidth:
            if fp_downcast_rounding is None:
                fp_downcast_rounding = "rtne"
            elif fp_downcast_rounding != "rtne":
                use_custom = True
        elif fp_downcast_rounding is not None:
            raise _err("fp_downcast_rounding should be set only for truncating fp conversions. Source scalar type "
                       "is %s and destination type is %s" % (ss, ds))
        if fp_downcast_rounding not in (None, "rtne", "rtz"):
            raise _err("Invalid rounding mode: %s. Supported rounding modes are 'rtne' and 'rtz'." %
                       fp_downcast_rounding)
        if ss.is_fp8e4b15() or ds.is_fp8e4b15():
            raise _err("conversions involving fp8e4b15 are not supported by tt-front")
        if (ss.is_fp8() and ds.is_floating()) or (ss.is_floating() and ds.is_fp8()) or use_custom:
            rounding = fp_downcast_rounding if ds.primitive_bitwidth < ss.primitive_bitwidth else None
            return self.op1("tt.fp_to_fp", [x], dst, P.fp_to_fp(rounding))
        if (ss.is_fp16() and not ds.is_fp32()) or (ss.is_bf16() and not ds.is_fp32()):
            return self.cast(self.cast(x, T.float32), ds)
        if ss.is_floating() and ds.is_floating():
            if ss.primitive_bitwidth > ds.primitive_bitwidth:
                return self.op1("arith.truncf", [x], dst, P.cast)
            if ss.primitive_bitwidth < ds.primitive_bitwidth:
                return self.op1("arith.extf", [x], dst, P.cast)
        if ss.is_int() and ds.is_int() and (ss.int_bitwidth != ds.int_bitwidth or ss.int_signed != ds.int_signed):
            sign_extend = ss.is_int_signed() and not ss.is_bool()
            if ds.is_bool():
                return self.not_equal(x, self.null_value(ss))
            return self.int_cast(x, dst, sign_extend)
        if ss.is_standard_floating() and ds.is_int():
            if ds.is_bool():
                return self.not_equal(x, self.null_value(ss))
            return self.op1("arith.fptosi" if ds.is_int_signed() else "arith.fptoui", [x], dst, P.cast)
        if ss.is_int() and ds.is_standard_floating():
            if ss.is_bool() or not ss.is_int_signed():
                return self.op1("arith.uitofp", [x], dst, P.cast)
            return self.op1("arith.sitofp", [x], dst, P.cast)
        if ss.is_ptr() and ds.is_int():
            if ds.int_bitwidth == 64:
                return self.op1("tt.ptr_to_int", [x], dst, P.arrow_cast)
            if ds.int_bitwidth == 1:
                return self.not_equal(self.cast(x, T.int64), self.constant(0, T.int64))
        if ss.is_int() and ds.is_ptr():
            return self.op1("tt.int_to_ptr", [x], dst, P.arrow_cast)
        if ss.is_ptr() and ds.is_ptr():
            return self.op1("tt.bitcast", [x], dst, P.arrow_cast)
        raise _err("cannot cast %r to %r" % (x, dst))

    # ------------------------------------------------------------------
    # memory
    # ------------------------------------------------------------------
    _LOAD_CACHE = {"": 1, None: 1, ".ca": 2, ".cg": 3, ".cv": 7}
    _STORE_CACHE = {"": 1, None: 1, ".wb": 4, ".cg": 3, ".cs": 5, ".wt": 6}
    _EVICT = {"": 1, None: 1, "evict_first": 2, "evict_last": 3}

    def _cache(self, table, c):
        if c not in table:
            raise _err("Cache modifier %s not supported" % c)
        return table[c]

    def _evict(self, e):
        if e not in self._EVICT:
            raise _err("Eviction policy %s not supported" % e)
        return self._EVICT[e]

    def _padding(self, p):
        if not p:
            return None
        if p == "zero":
            return 1
        if p == "nan":
            return 2
        raise _err("Padding option %s not supported" % p)

    def _boundary_check(self, bc, shape):
        if bc is None:
            return []
        bc = unwrap(bc)
        if isinstance(bc, tuple_value):
            bc = [unwrap(v) for v in bc.values]
        elif not isinstance(bc, (list, tuple)):
            bc = [bc]
        bc = [unwrap(v) for v in bc]
        for d in bc:
            if not isinstance(d, int) or not 0 <= d < len(shape):
                raise _err("boundary_check dimension %s out of range" % (d, ))
        if len(bc) != len(set(bc)):
            raise _err("Duplicate dimension in `boundary_check`")
        return sorted(bc)

    def load(self, ptr, mask, other, boundary_check, padding_option, cache_modifier, eviction_policy, volatile):
        cache = self._cache(self._LOAD_CACHE, cache_modifier)
        evict = self._evict(eviction_policy)
        padding = self._padding(padding_option)
        if not isinstance(ptr, tensor):
            raise _err("Unsupported ptr type %r in `tl.load`" % (ptr, ))
        if ptr.type.is_ptr() and ptr.type.element_ty.is_block():
            if mask is not None or other is not None:
                raise _err("`mask` and `other` arguments cannot be specified for loading block pointers")
            dst = ptr.type.element_ty
            if dst.element_ty.is_int() and padding == 2:
                raise _err("Padding option `nan` is not supported for integer block pointers")
            bc = self._boundary_check(boundary_check, dst.shape)
            return self.op1("tt.load", [ptr], dst, P.load(cache, evict, volatile, bc, padding))
        if not ptr.type.scalar.is_ptr():
            raise _err("Unsupported ptr type %r in `tl.load`" % (ptr.type, ))
        if mask is None and other is not None:
            raise _err("`other` cannot be provided without `mask`")
        if padding or (boundary_check is not None and unwrap(boundary_check) not in ((), [], None) and
                       not (isinstance(unwrap(boundary_check), tuple_value) and not unwrap(boundary_check).values)):
            raise _err("`padding_option` or `boundary_check` argument is not supported for loading a tensor of"
                       "pointers or loading a scalar. Because the compiler does not know the boundary; please "
                       "use block pointers (defined by `make_block_ptr`) instead")
        if not ptr.type.is_block():
            if mask is not None and mask.type.is_block():
                raise _err("Mask argument cannot be block type if pointer argument is not a block")
            if other is not None and other.type.is_block():
                raise _err("Other argument cannot be block type if pointer argument is not a block")
        if ptr.type.is_block():
            if mask is not None:
                ptr, mask = self.broadcast_value(ptr, mask)
            if other is not None:
                ptr, other = self.broadcast_value(ptr, other)
        elt = ptr.type.scalar.element_ty
        is_bool = elt == T.int1
        if is_bool:
            elt = T.int8
            ptr = self.cast(ptr, T.pointer_type(T.int8))
        if other is not None:
            other = self.cast(other, elt)
        dst = ptr.type.with_element_ty(elt) if ptr.type.is_block() else elt
        operands = [ptr] + ([mask] if mask is not None else []) + ([other] if other is not None else [])
        ret = self.op1("tt.load", operands, dst, P.load(cache, evict, volatile))
        if is_bool:
            ret = self.cast(ret, T.int1)
        return ret

    def store(self, ptr, val, mask, boundary_check, cache_modifier, eviction_policy):
        cache = self._cache(self._STORE_CACHE, cache_modifier)
        evict = self._evict(eviction_policy)
        if not isinstance(ptr, tensor):
            raise _err("Unsupported ptr type %r in `tl.store`" % (ptr, ))
        if ptr.type.is_const() or ptr.type.scalar.is_const():
            raise _err("Cannot store to a constant pointer")
        if ptr.type.is_ptr() and ptr.type.element_ty.is_block():
            if mask is not None:
                raise _err("`mask` and `other` arguments cannot be specified for loading block pointers")
            shape = ptr.type.element_ty.shape
            if not val.type.is_block():
                val = self.broadcast_shape(val, shape)
            if val.shape != shape:
                raise _err("Block shape(%s) and value shape(%s) mismatch" % (list(shape), list(val.shape)))
            elt = ptr.type.element_ty.element_ty
            if elt != val.type.element_ty:
                raise _err("Block element type(%s) and value element type(%s) mismatch" % (elt, val.type.element_ty))
            bc = self._boundary_check(boundary_check, shape)
            val = self.cast(val, elt)
            self.op("tt.store", [ptr, val], [], P.store(cache, evict, bc))
            return None
        if not ptr.type.scalar.is_ptr():
            raise _err("Unsupported ptr type %r in `tl.store`" % (ptr.type, ))
        bcu = unwrap(boundary_check)
        if bcu not in (None, (), []) and not (isinstance(bcu, tuple_value) and not bcu.values):
            raise _err("`boundary_check` argument is not supported for storing a tensor of pointers or storing a "
                       "scalar. Because the compiler does not know the boundary; please use block pointers "
                       "(defined by `make_block_ptr`) instead")
        if not ptr.type.is_block():
            if val.type.is_block():
                raise _err("Value argument cannot be block type if pointer argument is not a block")
            if mask is not None and mask.type.is_block():
                raise _err("Mask argument cannot be block type if pointer argument is not a block")
        if ptr.type.is_block():
            pshape = ptr.shape
            if mask is None:
                ptr, val = self.broadcast_tensors(ptr, val)
            else:
                ptr, val, mask = self.broadcast_tensors(ptr, val, mask)
            if pshape != ptr.shape:
                raise _err("Expected pointer argument to have shape %s but got %s" % (list(ptr.shape), list(pshape)))
        elt = ptr.type.scalar.element_ty
        if elt == T.int1:
            elt = T.int8
            ptr = self.cast(ptr, T.pointer_type(T.int8))
        val = self.cast(val, elt)
        if mask is None:
            self.op("tt.store", [ptr, val], [], P.store(cache, evict))
            return None
        if not mask.type.scalar.is_bool():
            raise _err("Mask must have boolean scalar type")
        self.op("tt.store", [ptr, val, mask], [], P.store(cache, evict))
        return None

    # atomics
    _SEM = {None: "acq_rel", "": "acq_rel", "acquire": "acquire", "release": "release", "acq_rel": "acq_rel",
            "relaxed": "relaxed"}
    _SCOPE = {None: "gpu", "": "gpu", "gpu": "gpu", "cta": "cta", "sys": "sys"}

    def _sem(self, s):
        if s not in self._SEM:
            raise _err("Memory semantic %s not supported" % s)
        return self._SEM[s]

    def _scope(self, s):
        if s not in self._SCOPE:
            raise _err("Memory semantic %s not supported" % s)
        return self._SCOPE[s]

    def atomic_cas(self, ptr, cmp, val, sem, scope):
        sem, scope = self._sem(sem), self._scope(scope)
        elt = ptr.type.scalar.element_ty
        if elt.primitive_bitwidth not in (16, 32, 64):
            raise _err("atomic_cas only supports elements with width {16, 32, 64}")
        return self.op1("tt.atomic_cas", [ptr, cmp, val], val.type, P.atomic_cas(sem, scope))

    def _atom_check(self, ptr, val, mask, op):
        if not ptr.type.scalar.is_ptr():
            raise _err("Pointer argument of store instruction is %r" % (ptr.type, ))
        if ptr.type.is_const() or ptr.type.scalar.is_const():
            raise _err("Cannot store to a constant pointer")
        elt = ptr.type.scalar.element_ty
        if elt == T.float16 and op != "add":
            raise _err("atomic_%s does not support fp16" % op)
        if elt == T.bfloat16 and op != "add":
            raise _err("atomic_%s does not support bf16" % op)
        if elt in (T.int16, T.uint16) or elt.primitive_bitwidth < 16:
            raise _err("atomic_%s does not support %s" % (op, elt))
        if ptr.type.is_block():
            if mask is not None:
                mask = self.broadcast_shape(mask, ptr.shape)
            if val is not None:
                val = self.broadcast_shape(val, ptr.shape)
        val = self.cast(val, elt)
        if mask is None:
            mask = self.constant(True, T.int1)
            if ptr.type.is_block():
                mask = self.create_splat(mask, ptr.type.with_element_ty(T.int1))
        return ptr, val, mask

    def _rmw(self, kind, ptr, val, mask, sem, scope, ty=None):
        return self.op1("tt.atomic_rmw", [ptr, val, mask], ty or val.type, P.atomic_rmw(kind, sem, scope))

    def _signbit(self, x):
        bw = x.dtype.primitive_bitwidth
        ix = self.bitcast(x, T.get_int_dtype(bw, False))
        sb = self.lshr(ix, bw - 1)
        return self.cast(sb, T.int1)

    def _atomic_minmax(self, ptr, val, mask, sem, scope, is_max):
        name = "max" if is_max else "min"
        ptr, val, mask = self._atom_check(ptr, val, mask, name)
        sem, scope = self._sem(sem), self._scope(scope)
        st = val.type.scalar
        if st.is_int():
            kind = name if st.is_int_signed() else "u" + name
            return self._rmw(kind, ptr, val, mask, sem, scope)
        if st not in (T.float32, T.float64):
            raise _err("atomic_%s not supported for dtype %s" % (name, st))
        itype = T.int32 if st == T.float32 else T.int64
        i_val = self.bitcast(val, itype)
        i_ptr = self.bitcast(ptr, T.pointer_type(itype, 1))
        utype = T.uint32 if st == T.float32 else T.uint64
        u_val = self.bitcast(val, utype)
        u_ptr = self.bitcast(ptr, T.pointer_type(utype, 1))
        neg = self._signbit(val)
        pos = self.not_(neg)
        pos_ret = self._rmw("max" if is_max else "min", i_ptr, i_val, self.and_(mask, pos), sem, scope)
        neg_ret = self._rmw("umin" if is_max else "umax", u_ptr, u_val, self.and_(mask, neg), sem, scope)
        if not is_max:
            # Triton 3.6's atomic_min gives this result the pointer's type, so
            # the select below casts neither side (atomic_max casts the
            # signed result to unsigned: an i32 -> i32 arith.bitcast).
            neg_ret = tensor(neg_ret.handle, u_ptr.type)
        ret = self.where(pos, pos_ret, neg_ret)
        return self.bitcast(ret, st)

    def atomic_max(self, ptr, val, mask, sem, scope):
        return self._atomic_minmax(ptr, val, mask, sem, scope, True)

    def atomic_min(self, ptr, val, mask, sem, scope):
        return self._atomic_minmax(ptr, val, mask, sem, scope, False)

    def atomic_simple(self, kind, ptr, val, mask, sem, scope):
        ptr, val, mask = self._atom_check(ptr, val, mask, kind)
        sem, scope = self._sem(sem), self._scope(scope)
        if kind == "add":
            irk = "fadd" if val.type.scalar.is_floating() else "add"
        else:
            irk = {"and": "and", "or": "or", "xor": "xor", "xchg": "exch"}[kind]
        return self._rmw(irk, ptr, val, mask, sem, scope)

    # ------------------------------------------------------------------
    # linear algebra
    # ------------------------------------------------------------------
    # The CUDA backend's dot options (CUDAOptions in Triton's nvidia backend).
    DOT_INPUT_PRECISIONS = ("tf32", "tf32x3", "ieee", "bf16x3", "bf16x6")

    def capability(self):
        return self.options.get("capability", 90)

    def dot(self, lhs, rhs, acc, input_precision, max_num_imprecise_acc, out_dtype):
        if not (lhs.type.is_block() and rhs.type.is_block()):
            raise _err("dot operands must be tensors")
        self._check_dot_dtypes(lhs, rhs)
        if lhs.dtype.is_fp8e4b15() or rhs.dtype.is_fp8e4b15():
            # no MLIR type for fp8e4b15 products: Triton upcasts both operands
            lhs, rhs = self.cast(lhs, T.float16), self.cast(rhs, T.float16)
        prec = self._dot_input_precision(input_precision)
        lr, rr = len(lhs.shape), len(rhs.shape)
        if not (lr == rr == 2 or lr == rr == 3):
            raise _err("Both inputs must be either 2D or 3D; (lhs: %s vs rhs: %s)" % (list(lhs.shape),
                                                                                       list(rhs.shape)))
        if lhs.shape[-1] != rhs.shape[-2]:
            raise _err("First input shape (%s) and second input shape %s are not compatible for matmul (second "
                       "index of first shape (%d) must be equal to first index of second shape (%d)" %
                       (list(lhs.shape), list(rhs.shape), lhs.shape[-1], rhs.shape[-2]))
        self._check_min_dot_size(lhs, rhs)
        if lhs.type.scalar.is_int():
            if lhs.type.scalar != T.int8:
                raise _err("only int8 supported!")
            zero = self.constant(0, T.int32)
            ret_sty = T.int32
        elif out_dtype.is_bf16():
            raise _err("out_dtype=bfloat16 is unsupported. Please use out_dtype=float32/float16 and cast with "
                       "`.to(tl.bfloat16)`")
        elif lhs.type.scalar.is_fp32() or lhs.type.scalar.is_bf16():
            zero = self.constant(0.0, T.float32)
            ret_sty = T.float32
        elif lhs.type.scalar.is_fp64():
            zero = self.constant(0.0, T.float64)
            ret_sty = T.float64
        else:
            zero = self.constant(0.0, T.float16 if out_dtype.is_fp16() else T.float32)
            ret_sty = out_dtype
        M, N, K = lhs.shape[-2], rhs.shape[-1], lhs.shape[-1]
        shape = [lhs.shape[0], M, N] if lr == 3 else [M, N]
        ret_ty = T.block_type(ret_sty, shape)
        if acc is None:
            acc_t = self.create_splat(zero, ret_ty)
        else:
            self._check_dot_acc(acc, ret_ty, out_dtype)
            acc_t = acc
        both_fp8 = lhs.dtype.is_fp8() and rhs.dtype.is_fp8()
        if max_num_imprecise_acc is None:
            # Triton's max_num_imprecise_acc_default: 2**30 on sm_90 only
            max_num_imprecise_acc = (2**30 if self.capability() == 90 else 0) if both_fp8 else 0
        elif both_fp8 and max_num_imprecise_acc > K:
            raise _err("max_num_imprecise_acc (%d) must be <= K (%d)" % (max_num_imprecise_acc, K))
        return self.op1("tt.dot", [lhs, rhs, acc_t], ret_ty, P.dot(prec, max_num_imprecise_acc))

    def _check_dot_dtypes(self, lhs, rhs):
        if lhs.dtype.is_fp8() and rhs.dtype.is_fp8():
            return  # every fp8 x fp8 combination is accepted
        ok = (T.int8, T.uint8, T.float16, T.bfloat16, T.float32, T.float64)
        if lhs.dtype not in ok:
            raise _err("Unsupported lhs dtype %s" % lhs.dtype)
        if rhs.dtype not in ok:
            raise _err("Unsupported rhs dtype %s" % rhs.dtype)
        if lhs.dtype != rhs.dtype:
            raise _err("Both operands must be same dtype. Got %s and %s" % (lhs.dtype, rhs.dtype))

    def _dot_input_precision(self, input_precision):
        if input_precision is None:
            input_precision = "tf32"
        if not isinstance(input_precision, str) or input_precision.lower() not in self.DOT_INPUT_PRECISIONS:
            raise _err("input_precision must be one of %s. Got %s" % (self.DOT_INPUT_PRECISIONS, input_precision))
        return input_precision.lower()

    def _check_min_dot_size(self, lhs, rhs):
        # the CUDA backend's min_dot_size: M, N >= 1; K >= 32 for 8-bit operands, else K >= 16
        lbits, rbits = lhs.type.scalar.primitive_bitwidth, rhs.type.scalar.primitive_bitwidth
        if lbits != rbits:
            raise _err("lhs and rhs bitwidth must be the same (lhs: %s, rhs: %s)" % (lhs.dtype, rhs.dtype))
        min_k = 32 if lbits == 8 else 16
        if lhs.shape[-2] < 1 or lhs.shape[-1] < min_k or rhs.shape[-1] < 1:
            raise _err("Input shapes should have M >= 1, N >= 1 and K >= %d (lhs: %s, rhs: %s)" %
                       (min_k, list(lhs.shape), list(rhs.shape)))

    def _check_dot_acc(self, acc, ret_ty, out_dtype):
        acc_shape = list(acc.shape) if acc.type.is_block() else []
        if acc_shape != list(ret_ty.shape):
            raise _err("accumulator shape %s does not match the dot result shape %s" % (acc_shape,
                                                                                       list(ret_ty.shape)))
        if acc.type.element_ty != out_dtype:
            hint = ""
            if ret_ty.element_ty == T.int32 and acc.type.element_ty == T.int32:
                hint = "; an int8 dot with an int32 accumulator needs out_dtype=tl.int32"
            raise _err("accumulator element type %s does not match out_dtype %s%s" %
                       (acc.type.element_ty, out_dtype, hint))

    # dot_scaled element formats and the dtypes that carry them
    _SCALED_DTYPES = {"e5m2": T.float8e5, "e4m3": T.float8e4nv, "bf16": T.bfloat16, "fp16": T.float16}
    _SCALED_STORAGE = {"e5m2": T.uint8, "e4m3": T.uint8, "bf16": T.uint16, "fp16": T.uint16}
    _SCALED_ENUM = ("e4m3", "e5m2", "e2m3", "e3m2", "e2m1", "bf16", "fp16")

    def dot_scaled(self, lhs, lhs_scale, lhs_format, rhs, rhs_scale, rhs_format, acc, fast_math, lhs_k_pack,
                   rhs_k_pack, out_dtype):
        lr, rr = len(lhs.shape), len(rhs.shape)
        if not (lr == rr == 2 or lr == rr == 3):
            raise _err("Both inputs must be either 2D or 3D; (lhs: %s vs rhs: %s)" % (list(lhs.shape),
                                                                                       list(rhs.shape)))
        for fmt in (lhs_format, rhs_format):
            if fmt not in self._SCALED_ENUM:
                raise _err("Invalid float format: %s." % fmt)
        for side, fmt in (("lhs", lhs_format), ("rhs", rhs_format)):
            if fmt not in ("e2m1", "e4m3", "e5m2", "bf16", "fp16"):
                raise _err("NYI: %s_format %s" % (side, fmt))
        lhs = self._as_scaled_format(lhs, lhs_format)
        rhs = self._as_scaled_format(rhs, rhs_format)
        if not (lhs_k_pack or lhs_format == "e2m1") or not (rhs_k_pack or rhs_format == "e2m1"):
            raise _err("only mxfp4 inputs can be packed along a dimension different than K")
        M, K_lhs = lhs.shape[-2:]
        K_rhs, N = rhs.shape[-2:]
        pack_a = 2 if lhs_format == "e2m1" else 1
        pack_b = 2 if rhs_format == "e2m1" else 1
        k_a = pack_a * K_lhs if lhs_k_pack else K_lhs
        k_b = pack_b * K_rhs if rhs_k_pack else K_rhs
        if k_a != k_b:
            raise _err("Reduction dimension should pack the same number of elements; (lhs: %s vs rhs: %s)" %
                       (list(lhs.shape), list(rhs.shape)))
        K = K_lhs
        if lhs_k_pack:
            K *= pack_a
        else:
            M *= pack_a
        if not rhs_k_pack:
            N *= pack_b
        shape = [lhs.shape[0], M, N] if lr == 3 else [M, N]
        ret_ty = T.block_type(out_dtype, shape)
        zero = self.constant(0.0, T.float32)
        if acc is None:
            acc = self.create_splat(zero, ret_ty)
        else:
            self._check_dot_acc(acc, ret_ty, out_dtype)
        lhs_scale = None if lhs_scale is None else lhs_scale
        rhs_scale = None if rhs_scale is None else rhs_scale
        self._check_scale_shape("lhs_scale", lhs_scale, M, K)
        self._check_scale_shape("rhs_scale", rhs_scale, N, K)
        operands = [lhs, rhs, acc] + [s for s in (lhs_scale, rhs_scale) if s is not None]
        printer = P.dot_scaled(lhs_scale is not None, rhs_scale is not None, lhs_format, rhs_format, fast_math,
                               lhs_k_pack, rhs_k_pack)
        return self.op1("tt.dot_scaled", operands, ret_ty, printer)

    def _as_scaled_format(self, x, fmt):
        """The operand as the dtype of its format (fp4 stays packed in uint8)."""
        want = self._SCALED_DTYPES.get(fmt)
        if want is None:
            if x.dtype != T.uint8:
                raise _err("e2m1 format must be packed as uint8. Got %s" % x.dtype)
            return x
        if x.dtype == want:
            return x
        if x.dtype != self._SCALED_STORAGE[fmt]:
            raise _err("Unexpected dtype for %s. Got %s" % (fmt, x.dtype))
        return self.bitcast(x, want)

    def _check_scale_shape(self, what, scale, rows, K):
        if scale is None:
            return
        if not isinstance(scale, tensor) or not scale.type.is_block():
            raise _err("%s must be a tensor or None, got %r" % (what, scale))
        group = 16 if scale.dtype.is_fp8e4nv() else 32
        if list(scale.shape) != [rows, K // group]:
            raise _err("%s must be a tensor of shape [%d, %d]. Got %s" % (what, rows, K // group,
                                                                           list(scale.shape)))

    # ------------------------------------------------------------------
    # indexing
    # ------------------------------------------------------------------
    def where(self, cond, x, y):
        cond = self.cast(cond, T.int1)
        x, y = self.binary_checking(x, y, True, True)
        if cond.type.is_block():
            cond, x = self.broadcast_value(cond, x)
            x, y = self.broadcast_value(x, y)
        else:
            cond, _ = self.broadcast_value(cond, x)
        ret_ty = x.type
        return self.op1("arith.select", [cond, x, y], ret_ty, P.select)

    # reductions / scans: region construction happens in the code generator
    def reduction(self, inputs, axis, build_region):
        if axis is None:
            inputs = tuple(self.reshape(t, [t.numel], True) for t in inputs)
            axis = 0
        shape = inputs[0].shape
        rank = len(shape)
        if not axis < rank:
            raise _err("reduction axis must be < inputs rank (%d)" % rank)
        ret_shape = [s for i, s in enumerate(shape) if i != axis]
        for t in inputs:
            if t.shape != shape:
                raise _err("all reduction inputs must have the same shape")
        res_tys = [T.block_type(t.type.scalar, ret_shape) if ret_shape else t.type.scalar for t in inputs]
        op = self.op("tt.reduce", list(inputs), [t.ir() for t in res_tys], None, {"axis": "%d : i32" % axis}, 1)
        build_region(op, [t.type.scalar for t in inputs])
        return tuple(tensor(op.results[i], res_tys[i]) for i in range(len(inputs)))

    def associative_scan(self, inputs, axis, build_region, reverse):
        shape = inputs[0].shape
        rank = len(shape)
        if not -rank <= axis < rank:
            raise _err("scan axis %d must be < inputs rank (%d)" % (axis, rank))
        if axis < 0:
            axis += rank
        for t in inputs:
            if t.shape != shape:
                raise _err("all scan inputs must have the same shape")
        op = self.op("tt.scan", list(inputs), [t.type.ir() for t in inputs], None,
                     {"axis": "%d : i32" % axis, "reverse": "true" if reverse else "false"}, 1)
        build_region(op, [t.type.scalar for t in inputs])
        return tuple(tensor(op.results[i], inputs[i].type) for i in range(len(inputs)))

    def histogram(self, x, num_bins, mask):
        if len(x.shape) != 1:
            raise _err("histogram only supports 1D input")
        if not x.dtype.is_int():
            raise _err("histogram only supports integer input")
        operands = [x]
        if mask is not None:
            mask = self.broadcast_shape(mask, x.shape)
            if not mask.type.scalar.is_bool():
                raise _err("Mask must have boolean scalar type")
            operands.append(mask)
        return self.op1("tt.histogram", operands, T.block_type(T.int32, [num_bins]), P.histogram)

    def set_hint(self, x, attr, values):
        """Value.set_attr: the hint goes on the op defining x, whatever it is
        (tt.make_range included); for an argument of a region's entry block
        it goes on the region's op as <attr>_arg<N> (scf.for's iteration
        arguments), and for a function argument nowhere."""
        if len(values) == 1 or len(set(values)) == 1:
            lit = "dense<%d> : tensor<%dxi32>" % (values[0], len(values))
        else:
            lit = "dense<[%s]> : tensor<%dxi32>" % (", ".join(map(str, values)), len(values))
        h = x.handle
        op = h.owner
        if op is None:
            blk = h.block
            region = blk.region if blk is not None else None
            if region is None or not region.blocks or region.blocks[0] is not blk or region.parent is None:
                return x
            op = region.parent
            attr = "%s_arg%d" % (attr, h.index)
        op.attrs.setdefault("__extra__", {})[attr] = lit
        return x

    def device_print(self, prefix, args, hex_):
        if not prefix.endswith(" ") and args:
            prefix += " "
        if not prefix.endswith(": ") and args:
            prefix = prefix[:-1] + ": "
        if len(prefix) > 2 and not prefix.startswith(" "):
            prefix = " " + prefix
        signed = [a.dtype.is_int_signed() for a in args]
        self.op("tt.print", args, [], P.print_op(prefix, hex_, signed))

    def device_assert(self, cond, msg, mask):
        if not self.options.get("debug", False):
            return None
        if mask is not None:
            cond = self.or_(cond, self.not_(mask))
        self.op("tt.assert", [cond], [], P.assert_op(msg))
        return None

    # ------------------------------------------------------------------
    # block pointers and descriptors
    # ------------------------------------------------------------------
    def _ir_elem(self, elem, require_i64):
        if isinstance(elem, bool) or isinstance(elem, constexpr) and isinstance(elem.value, bool):
            return self.constant(bool(unwrap(elem)), T.int1)
        if isinstance(elem, int) or isinstance(elem, constexpr):
            v = unwrap(elem)
            if require_i64:
                return self.constant(v, T.int64)
            if not -2**31 <= v < 2**31:
                raise _err("Block pointers only support 32 bit `offsets/block_shape`, got a value %s which is out "
                           "of the range" % v)
            return self.constant(v, T.int32)
        if isinstance(elem, tensor):
            if elem.numel != 1 or not elem.dtype.is_int():
                raise _err("Expected an integer scalar in shape/strides/offsets")
            if elem.dtype != T.int64 and require_i64:
                return self.int_cast(elem, T.int64, elem.dtype.is_int_signed())
            if elem.dtype == T.int64 and not require_i64:
                raise _err("Block pointers only support 32 bit `offsets/block_shape`, add a `.to(tl.int32)` or use "
                           "regular indexing for 64 bit support")
            return elem
        raise _err("Unsupported element type in shape/strides/offsets: %s" % type(elem).__name__)

    def _ir_values(self, xs, require_i64=True):
        xs = unwrap(xs)
        if isinstance(xs, tuple_value):
            xs = xs.values
        if not isinstance(xs, (list, tuple)):
            xs = [xs]
        return [self._ir_elem(e, require_i64) for e in xs]

    def make_block_ptr(self, base, shape, strides, offsets, block_shape, order):
        shape = self._ir_values(shape)
        strides = self._ir_values(strides)
        offsets = self._ir_values(offsets, False)
        if not isinstance(base, tensor) or not base.type.is_ptr() or base.type.element_ty.is_block():
            raise _err("Expected `base` to be a pointer type (but not a block pointer type or others)")
        if base.type.element_ty == T.int1:
            base = self.cast(base, T.pointer_type(T.int8))
        bs = [unwrap(v) for v in _listify(block_shape)]
        order = [unwrap(v) for v in _listify(order)]
        if sorted(order) != list(range(len(order))):
            raise _err("Expected a permutation of (0, 1, ..., len(order)-1) in order")
        if not all(len(bs) == len(x) for x in (shape, strides, offsets, order)):
            raise _err("Expected shape/strides/offsets/block_shape to have the same length")
        ty = T.pointer_type(T.block_type(base.type.element_ty, bs))
        return self.op1("tt.make_tensor_ptr", [base] + shape + strides + offsets, ty,
                        P.make_tensor_ptr(len(bs), order))

    def advance(self, base, offsets):
        offsets = self._ir_values(offsets, False)
        return self.op1("tt.advance", [base] + offsets, base.type, P.advance)

    def make_tensor_descriptor(self, base, shape, strides, block_shape, padding_option="zero"):
        shape = _listify(shape)
        strides = _listify(strides)
        block_shape = [unwrap(v) for v in _listify(block_shape)]
        nd = len(shape)
        if not 1 <= nd <= 5:
            raise _err("Expected 1 <= ndim <= 5 but got %d dimensions" % nd)
        if len(strides) != nd:
            raise _err("Expected %d strides but got %d" % (nd, len(strides)))
        if len(block_shape) != nd:
            raise _err("Expected block_shape to have %d dimensions but got %d" % (nd, len(block_shape)))
        if not isinstance(base, tensor) or not base.type.is_ptr():
            raise _err("make_tensor_descriptor expects a pointer base")
        elem_size = base.type.element_ty.primitive_bitwidth // 8
        if block_shape[-1] * elem_size < 16:
            raise _err("Descriptor block shape must have at least 16 bytes in the last dimension, but got %d * %d = "
                       "%d bytes" % (block_shape[-1], elem_size, block_shape[-1] * elem_size))
        last = unwrap(strides[-1])
        if last != 1:
            raise _err("Tensor descriptor last dim must be 1 but got %s" % (last, ))
        shape_t = [self.make_scalar(unwrap(x), T.int32) for x in shape]
        strides_t = [self.make_scalar(unwrap(x), T.int64) for x in strides]
        bt = T.block_type(base.type.element_ty, block_shape)
        padding = self._padding(padding_option)
        o = self.op("tt.make_tensor_descriptor", [base] + shape_t + strides_t, [T.tensordesc_type(bt).ir()],
                    P.make_tensor_descriptor(nd, base.type.element_ty.ir(), padding))
        return tensor_descriptor(o.results[0], bt, shape_t, strides_t)

    def descriptor_load(self, desc, offsets, cache_modifier, eviction_policy):
        offs = self._ir_values(offsets, False)
        if len(offs) != len(desc.block_shape):
            raise _err("expected %d offsets, but got %d" % (len(desc.block_shape), len(offs)))
        o = self.op("tt.descriptor_load", [desc.handle] + [x.handle for x in offs], [desc.block_type.ir()],
                    P.descriptor_load(self._cache(self._LOAD_CACHE, cache_modifier), self._evict(eviction_policy)))
        return tensor(o.results[0], desc.block_type)

    def descriptor_store(self, desc, value, offsets):
        offs = self._store_like_offsets(desc, value, offsets, "store")
        value = self.cast(value, desc.dtype)
        self.op("tt.descriptor_store", [desc.handle, value.handle] + [x.handle for x in offs], [],
                P.descriptor_store)
        return None

    def _store_like_offsets(self, desc, value, offsets, what):
        offs = self._ir_values(offsets, False)
        if len(offs) != len(desc.block_shape):
            raise _err("expected %d offsets, but got %d" % (len(desc.block_shape), len(offs)))
        if value.shape != desc.block_shape:
            raise _err("descriptor %s value shape %s does not match block shape %s" %
                       (what, list(value.shape), list(desc.block_shape)))
        return offs

    # The element types each TMA reduction takes (Triton's asserts; 16-bit
    # floats for min/max need native TMA, which every target here has).
    DESCRIPTOR_REDUCE_DTYPES = {
        "add": ("uint32", "int32", "uint64", "fp32", "fp16", "bf16"),
        "min": ("uint32", "int32", "uint64", "int64", "fp16", "bf16"),
        "max": ("uint32", "int32", "uint64", "int64", "fp16", "bf16"),
        "and": ("uint32", "int32", "uint64", "int64"),
        "or": ("uint32", "int32", "uint64", "int64"),
        "xor": ("uint32", "int32", "uint64", "int64"),
    }

    def descriptor_reduce(self, kind, desc, value, offsets):
        """desc.atomic_<kind>(offsets, value): tt.descriptor_reduce. The value
        is not cast: its type must be the descriptor's."""
        offs = self._store_like_offsets(desc, value, offsets, "atomic_" + kind)
        if desc.dtype.name not in self.DESCRIPTOR_REDUCE_DTYPES[kind]:
            raise _err("Unsupported dtype %s for a descriptor atomic_%s (expected one of %s)" %
                       (desc.dtype.name, kind, ", ".join(self.DESCRIPTOR_REDUCE_DTYPES[kind])))
        self.op("tt.descriptor_reduce", [desc.handle, value.handle] + [x.handle for x in offs], [],
                P.descriptor_reduce(kind))
        return None


def _listify(x):
    x = unwrap(x)
    if isinstance(x, tuple_value):
        return list(x.values)
    if isinstance(x, (list, tuple)):
        return list(x)
    return [x]
