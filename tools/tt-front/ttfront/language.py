"""The builtins of ``triton.language`` (and ``tl.math``): thin wrappers that
unwrap their arguments the way Triton's core.py does and call the semantic
layer.  Functions that Triton implements in Python with ``@triton.jit``
(``tl.sum``, ``tl.zeros``, ``tl.cdiv``, ...) live in stdlib.py instead and are
compiled like user code."""
from . import types as T
from .errors import SemanticError
from .values import constexpr, tensor, tensor_descriptor, tuple_value, unwrap, unwrap_all, slice_value


class Builtin:
    """A builtin function; ``fn(gen, *args, **kwargs)``."""

    def __init__(self, name, fn):
        self.name = name
        self.fn = fn

    def __repr__(self):
        return "<builtin %s>" % self.name


class BoundBuiltin:

    def __init__(self, builtin, self_value):
        self.builtin = builtin
        self.self_value = self_value


class ConstexprFunction:
    """A Python function evaluated at compile time on unwrapped constexpr args."""

    def __init__(self, name, fn):
        self.name = name
        self.fn = fn


class Namespace:
    """A module-like object (tl, tl.math, tl.extra.cuda.libdevice ...)."""

    def __init__(self, name, entries=None):
        self.__name = name
        self.entries = dict(entries or {})

    @property
    def qualname(self):
        return self.__name

    def lookup(self, attr):
        if attr in self.entries:
            return self.entries[attr]
        raise SemanticError("module '%s' has no attribute '%s'" % (self.__name, attr))

    def __repr__(self):
        return "<module %s>" % self.__name


class PropagateNanNS:
    NONE = "none"
    ALL = "all"


BUILTINS = {}
TENSOR_METHODS = {}


def builtin(name=None, member=False, ns=BUILTINS):
    def deco(fn):
        n = name or fn.__name__.rstrip("_")
        b = Builtin(n, fn)
        ns[n] = b
        if member:
            TENSOR_METHODS[n] = b
        return fn
    return deco


def _sem(gen):
    return gen.semantic


def _to_tensor(gen, x):
    return gen.semantic.to_tensor(x)


def _shape(shape):
    shape = unwrap(shape)
    if isinstance(shape, tuple_value):
        shape = shape.values
    if isinstance(shape, (int, constexpr)):
        shape = [shape]
    out = [unwrap(s) for s in shape]
    for s in out:
        if not isinstance(s, int) or isinstance(s, bool):
            raise SemanticError("Shape element %r must have type `constexpr[int]`" % (s, ))
    n = 1
    for s in out:
        n *= s
    if n & (n - 1) or n == 0:
        raise SemanticError("Shape element %s must be a power of 2" % (out, ))
    if n > 1048576:
        raise SemanticError("numel (%d) exceeds triton maximum tensor numel (1048576)" % n)
    return out


def _unwrap_iterable(args):
    if len(args) == 1:
        a = unwrap(args[0])
        if isinstance(a, tuple_value):
            return a.values
        if isinstance(a, (list, tuple)):
            return list(a)
    return list(args)


def _dtype(x):
    x = unwrap(x)
    if not isinstance(x, T.dtype):
        raise SemanticError("expected a tl.dtype, got %r" % (x, ))
    return x


# --------------------------------------------------------------------------
# programming model / creation
# --------------------------------------------------------------------------

@builtin()
def program_id(gen, axis):
    return _sem(gen).program_id(unwrap(axis))


@builtin()
def num_programs(gen, axis):
    return _sem(gen).num_programs(unwrap(axis))


@builtin()
def arange(gen, start, end):
    return _sem(gen).arange(unwrap(start), unwrap(end))


@builtin()
def full(gen, shape, value, dtype):
    shape = _shape(shape)
    return _sem(gen).full(shape, unwrap(value), _dtype(dtype))


@builtin()
def to_tensor(gen, x):
    return _to_tensor(gen, x)


# --------------------------------------------------------------------------
# shape manipulation
# --------------------------------------------------------------------------

@builtin()
def broadcast(gen, input, other):
    return tuple_value(_sem(gen).broadcast_value(input, other))


@builtin(member=True)
def broadcast_to(gen, input, *shape):
    return _sem(gen).broadcast_shape(input, _shape(_unwrap_iterable(shape)))


@builtin(member=True)
def trans(gen, input, *dims):
    dims = _unwrap_iterable(dims)
    if not dims:
        # swap the last two axes: a (batched) 2-D transpose
        n = len(getattr(unwrap(input), "shape", ()))
        if n < 2:
            raise SemanticError("tl.trans invoked with a 0- or 1-dimensional tensor")
        dims = list(range(n - 2)) + [n - 1, n - 2]
    return _sem(gen).permute(input, dims)


@builtin(member=True)
def permute(gen, input, *dims):
    return _sem(gen).permute(input, _unwrap_iterable(dims))


@builtin()
def cat(gen, input, other, can_reorder=False):
    return _sem(gen).cat(input, other, unwrap(can_reorder))


@builtin()
def join(gen, a, b):
    return _sem(gen).join(_to_tensor(gen, a), _to_tensor(gen, b))


def _unsplat(gen, x):
    if len(x.shape) == 0:
        return x
    if x.numel != 1:
        raise SemanticError("can only unsplat single-element tensors")
    if len(x.shape) >= 2:
        x = _sem(gen).reshape(x, [1], False)
    return reduce.fn(gen, x, constexpr(0), gen.stdlib_fn("_take_first"))


@builtin(member=True)
def split(gen, a):
    was_rank_1 = len(a.shape) == 1
    if was_rank_1:
        a = _sem(gen).expand_dims(a, 0)
    lhs, rhs = _sem(gen).split(a)
    if was_rank_1:
        lhs = _unsplat(gen, lhs)
        rhs = _unsplat(gen, rhs)
    return tuple_value([lhs, rhs])


@builtin()
def gather(gen, src, index, axis):
    return _sem(gen).gather(src, index, unwrap(axis))


@builtin(member=True)
def view(gen, input, *shape):
    return _sem(gen).reshape(input, _shape(_unwrap_iterable(shape)), True)


@builtin(member=True)
def item(gen, input):
    return _unsplat(gen, input)


@builtin(member=True)
def reshape(gen, input, *shape, can_reorder=False):
    shape = _unwrap_iterable(shape)
    shape = [unwrap(s) for s in shape]
    if len(shape) == 0:
        return _unsplat(gen, input)
    return _sem(gen).reshape(input, _shape(shape), unwrap(can_reorder))


def _wrap_axis(axis, ndim):
    # A tuple or tensor axis would make the comparison below raise TypeError
    # (Triton's own front end fails that way): say what is wrong instead.
    if isinstance(axis, bool) or not isinstance(axis, (int, float)):
        raise SemanticError("invalid axis of type %s: expected an integer" % _axis_type_name(axis))
    if not -ndim <= axis < ndim:
        # %s: the value may be a float (inf) or a string, as Triton's f-string prints it
        raise SemanticError("invalid axis %s. Expected %d <= axis < %d" % (axis, -ndim, ndim))
    return axis if axis >= 0 else axis + ndim


def _axis_type_name(axis):
    return "tuple" if isinstance(axis, (tuple, list, tuple_value)) else type(axis).__name__


@builtin(member=True)
def expand_dims(gen, input, axis):
    input = _to_tensor(gen, input)
    axis = unwrap(axis)
    if isinstance(axis, tuple_value):
        axes = [unwrap(a) for a in axis.values]
    elif isinstance(axis, (list, tuple)):
        axes = [unwrap(a) for a in axis]
    else:
        axes = [axis]
    nd = len(input.shape) + len(axes)
    axes = [_wrap_axis(a, nd) for a in axes]
    if len(set(axes)) != len(axes):
        raise SemanticError("expand_dims received duplicate axes, normalized axes = %s" % axes)
    ret = input
    for a in sorted(axes):
        ret = _sem(gen).expand_dims(ret, a)
    return ret


@builtin(member=True)
def cast(gen, input, dtype, fp_downcast_rounding=None, bitcast=False):
    input = _to_tensor(gen, input)
    dtype = _dtype(dtype)
    if unwrap(bitcast):
        return _sem(gen).bitcast(input, dtype)
    return _sem(gen).cast(input, dtype, unwrap(fp_downcast_rounding))


TENSOR_METHODS["to"] = BUILTINS["cast"]


# --------------------------------------------------------------------------
# linear algebra
# --------------------------------------------------------------------------

@builtin()
def dot(gen, input, other, acc=None, input_precision=None, allow_tf32=None, max_num_imprecise_acc=None,
        out_dtype=T.float32):
    # Triton's core.dot tests its raw arguments against None: a keyword given
    # as `None` in the kernel arrives as constexpr(None), which counts as given
    # (and as false for allow_tf32), exactly as in Triton.
    if input_precision is not None and allow_tf32 is not None:
        raise SemanticError("Only one of input_precision and allow_tf32 can be specified")
    if input_precision is None:
        input_precision = "tf32" if (allow_tf32 is None or unwrap(allow_tf32)) else "ieee"
    input_precision = unwrap(input_precision)
    out_dtype = unwrap(out_dtype)
    max_num_imprecise_acc = unwrap(max_num_imprecise_acc)
    acc = unwrap(acc)
    input, other = _dot_operand(input, "input"), _dot_operand(other, "other")
    a_shape, b_shape = list(input.shape), list(other.shape)
    if not len(a_shape) == len(b_shape) >= 2:
        raise SemanticError("input and other must have equal ranks >= 2 (input: %s, other: %s)" % (a_shape, b_shape))
    if a_shape[:-2] != b_shape[:-2]:
        raise SemanticError("input and other must have equal batch shapes (input: %s, other: %s)" %
                            (a_shape, b_shape))
    if a_shape[-1] != b_shape[-2]:
        raise SemanticError("input and other must have equal reduction dimensions (input: %s, other: %s)" %
                            (a_shape, b_shape))
    c_shape = a_shape[:-1] + [b_shape[-1]]
    if acc is not None and list(getattr(acc, "shape", [])) != c_shape:
        raise SemanticError("accumulator shape is incompatible: %s, the product is %s" %
                            (list(getattr(acc, "shape", [])), c_shape))
    sem = _sem(gen)
    batch = len(c_shape) - 2
    if batch >= 2:
        # Triton folds every batch dimension into one and unfolds the result.
        flat = 1
        for d in c_shape[:batch]:
            flat *= d
        input = sem.reshape(input, [flat] + a_shape[-2:], False)
        other = sem.reshape(other, [flat] + b_shape[-2:], False)
        if acc is not None:
            acc = sem.reshape(acc, [flat] + c_shape[-2:], False)
    res = sem.dot(input, other, acc, input_precision, max_num_imprecise_acc, _dtype(out_dtype))
    if batch >= 2:
        res = sem.reshape(res, c_shape, False)
    return res


def _dot_operand(x, what):
    x = unwrap(x)
    if not isinstance(x, tensor) or not x.type.is_block():
        raise SemanticError("dot %s must be a tensor of rank >= 2, got %r" % (what, x))
    return x


_SCALED_FORMATS = ("e2m1", "e4m3", "e5m2", "bf16", "fp16")


@builtin()
def dot_scaled(gen, lhs, lhs_scale, lhs_format, rhs, rhs_scale, rhs_format, acc=None, fast_math=False,
               lhs_k_pack=True, rhs_k_pack=True, out_dtype=T.float32):
    out_dtype = unwrap(out_dtype)
    acc = unwrap(acc)
    if out_dtype != T.float32:
        raise SemanticError("Only float32 is supported for out_dtype at the moment")
    return _sem(gen).dot_scaled(_dot_operand(lhs, "lhs"), unwrap(lhs_scale), _format(lhs_format, "lhs_format"),
                                _dot_operand(rhs, "rhs"), unwrap(rhs_scale), _format(rhs_format, "rhs_format"),
                                acc, bool(unwrap(fast_math)), bool(unwrap(lhs_k_pack)), bool(unwrap(rhs_k_pack)),
                                out_dtype)


def _format(x, what):
    if not isinstance(x, constexpr) or not isinstance(x.value, str):
        raise SemanticError("%s must be a constexpr string, one of %s" % (what, ", ".join(_SCALED_FORMATS)))
    return x.value


# --------------------------------------------------------------------------
# memory
# --------------------------------------------------------------------------

@builtin()
def load(gen, pointer, mask=None, other=None, boundary_check=(), padding_option="", cache_modifier="",
         eviction_policy="", volatile=False):
    mask = unwrap(mask)
    other = unwrap(other)
    if mask is not None:
        mask = _to_tensor(gen, mask)
    if other is not None:
        other = _to_tensor(gen, other)
    return _sem(gen).load(pointer, mask, other, boundary_check, unwrap(padding_option), unwrap(cache_modifier),
                          unwrap(eviction_policy), unwrap(volatile))


@builtin(member=True)
def store(gen, pointer, value, mask=None, boundary_check=(), cache_modifier="", eviction_policy=""):
    value = _to_tensor(gen, value)
    mask = unwrap(mask)
    if mask is not None:
        mask = _to_tensor(gen, mask)
    return _sem(gen).store(pointer, value, mask, boundary_check, unwrap(cache_modifier), unwrap(eviction_policy))


@builtin()
def make_block_ptr(gen, base, shape, strides, offsets, block_shape, order):
    return _sem(gen).make_block_ptr(base, shape, strides, offsets, block_shape, order)


@builtin(member=True)
def advance(gen, base, offsets):
    return _sem(gen).advance(base, offsets)


@builtin()
def make_tensor_descriptor(gen, base, shape, strides, block_shape, padding_option="zero"):
    return _sem(gen).make_tensor_descriptor(base, shape, strides, block_shape, unwrap(padding_option))


@builtin()
def load_tensor_descriptor(gen, desc, offsets):
    return _sem(gen).descriptor_load(desc, offsets, "", "")


@builtin()
def store_tensor_descriptor(gen, desc, offsets, value):
    return _sem(gen).descriptor_store(desc, value, offsets)


DESC_METHODS = {}


@builtin(name="load", ns=DESC_METHODS)
def _desc_load(gen, desc, offsets):
    return _sem(gen).descriptor_load(desc, offsets, "", "")


@builtin(name="store", ns=DESC_METHODS)
def _desc_store(gen, desc, offsets, value):
    return _sem(gen).descriptor_store(desc, _to_tensor(gen, value), offsets)


def _desc_reduce(kind):
    def method(gen, desc, offsets, value):
        return _sem(gen).descriptor_reduce(kind, desc, _to_tensor(gen, value), offsets)
    method.__name__ = "_desc_atomic_" + kind
    return builtin(name="atomic_" + kind, ns=DESC_METHODS)(method)


for _kind in ("add", "min", "max", "and", "or", "xor"):
    _desc_reduce(_kind)


# --------------------------------------------------------------------------
# atomics
# --------------------------------------------------------------------------

@builtin(member=True)
def atomic_cas(gen, pointer, cmp, val, sem=None, scope=None):
    cmp = _to_tensor(gen, cmp)
    val = _to_tensor(gen, val)
    return _sem(gen).atomic_cas(pointer, cmp, val, unwrap(sem), unwrap(scope))


def _make_atomic(kind):
    def fn(gen, pointer, val, mask=None, sem=None, scope=None):
        val = _to_tensor(gen, val)
        mask = unwrap(mask)
        s = _sem(gen)
        if kind == "max":
            return s.atomic_max(pointer, val, mask, unwrap(sem), unwrap(scope))
        if kind == "min":
            return s.atomic_min(pointer, val, mask, unwrap(sem), unwrap(scope))
        return s.atomic_simple(kind, pointer, val, mask, unwrap(sem), unwrap(scope))
    fn.__name__ = "atomic_" + kind
    builtin(name="atomic_" + kind, member=True)(fn)


for _k in ("xchg", "add", "max", "min", "and", "or", "xor"):
    _make_atomic(_k)


# --------------------------------------------------------------------------
# conditioning / math
# --------------------------------------------------------------------------

@builtin()
def where(gen, condition, x, y):
    condition = _to_tensor(gen, condition)
    return _sem(gen).where(condition, unwrap(x), unwrap(y))


@builtin()
def add(gen, x, y, sanitize_overflow=True):
    return _sem(gen).add(unwrap(x), unwrap(y), unwrap(sanitize_overflow))


@builtin()
def sub(gen, x, y, sanitize_overflow=True):
    return _sem(gen).sub(unwrap(x), unwrap(y), unwrap(sanitize_overflow))


@builtin()
def mul(gen, x, y, sanitize_overflow=True):
    return _sem(gen).mul(unwrap(x), unwrap(y), unwrap(sanitize_overflow))


def _promote_bf16(gen, t):
    if t.type.scalar == T.bfloat16:
        return _sem(gen).cast(t, T.float32)
    return t


@builtin()
def minimum(gen, x, y, propagate_nan="none"):
    x = _promote_bf16(gen, _to_tensor(gen, x))
    y = _promote_bf16(gen, _to_tensor(gen, y))
    return _sem(gen).minimum(x, y, unwrap(propagate_nan))


@builtin()
def maximum(gen, x, y, propagate_nan="none"):
    x = _promote_bf16(gen, _to_tensor(gen, x))
    y = _promote_bf16(gen, _to_tensor(gen, y))
    return _sem(gen).maximum(x, y, unwrap(propagate_nan))


@builtin()
def clamp(gen, x, min, max, propagate_nan="none"):
    x = _promote_bf16(gen, _to_tensor(gen, x))
    min = _promote_bf16(gen, _to_tensor(gen, min))
    max = _promote_bf16(gen, _to_tensor(gen, max))
    return _sem(gen).clamp(x, min, max, unwrap(propagate_nan))


@builtin(name="_promote_bfloat16_to_float32")
def promote_bfloat16_to_float32(gen, t):
    return _promote_bf16(gen, t)


# --------------------------------------------------------------------------
# reductions and scans
# --------------------------------------------------------------------------

def _combine_region(gen, op, scalar_types, combine_fn, ret_name):
    region = op.regions[0]
    from .ir import Block
    block = Block([t.ir() for t in scalar_types * 2])
    region.add_block(block)
    from .ir import UNKNOWN
    for a in block.args:
        a.loc = UNKNOWN
    b = gen.builder
    ip = b.get_insertion_point()
    b.set_insertion_point_to_start(block)
    args = [tensor(block.args[i], ty) for i, ty in enumerate(scalar_types * 2)]
    results = gen.call_jit(combine_fn, args, {})
    if isinstance(results, tensor):
        handles = [results.handle]
    else:
        handles = [r.handle for r in results.values]
    from . import ops as P
    b.create(ret_name, handles, [], None, P.ret(ret_name))
    b.restore_insertion_point(ip)


@builtin(member=True)
def reduce(gen, input, axis, combine_fn, keep_dims=False):
    if isinstance(input, tensor):
        return reduce.fn(gen, tuple_value([input]), axis, combine_fn, keep_dims).values[0]
    inputs = list(unwrap(input).values)
    combine_fn = unwrap(combine_fn)
    axis = unwrap(axis)
    keep_dims = unwrap(keep_dims)
    if axis is not None:
        axis = _wrap_axis(axis, len(inputs[0].shape))

    def build(op, scalar_types):
        _combine_region(gen, op, scalar_types, combine_fn, "tt.reduce.return")

    ret = _sem(gen).reduction(inputs, axis, build)
    if keep_dims:
        if axis is not None:
            ret = tuple(expand_dims.fn(gen, t, axis) for t in ret)
        else:
            out = []
            for t in ret:
                for _ in range(len(inputs[0].shape)):
                    t = expand_dims.fn(gen, t, 0)
                out.append(t)
            ret = tuple(out)
    return tuple_value(ret)


reduce = BUILTINS["reduce"]


@builtin(name="_reduce_with_indices")
def reduce_with_indices(gen, input, axis, combine_fn, keep_dims=False):
    axis = unwrap(axis)
    n = input.shape[axis]
    index = arange.fn(gen, 0, n) if False else _sem(gen).arange(0, n)
    if len(input.shape) > 1:
        axes = [constexpr(d) for d in range(len(input.shape))]
        del axes[axis]
        index = BUILTINS["expand_dims"].fn(gen, index, tuple_value(axes))
        index = BUILTINS["broadcast_to"].fn(gen, index, tuple_value([constexpr(s) for s in input.shape]))
    r = reduce.fn(gen, tuple_value([input, index]), axis, combine_fn, keep_dims)
    return r


arange = BUILTINS["arange"]
expand_dims = BUILTINS["expand_dims"]


@builtin(member=True)
def associative_scan(gen, input, axis, combine_fn, reverse=False):
    if isinstance(input, tensor):
        return associative_scan.fn(gen, tuple_value([input]), axis, combine_fn, reverse).values[0]
    inputs = list(unwrap(input).values)
    combine_fn = unwrap(combine_fn)
    axis = unwrap(axis)
    if axis is not None:
        axis = _wrap_axis(axis, len(inputs[0].shape))

    def build(op, scalar_types):
        _combine_region(gen, op, scalar_types, combine_fn, "tt.scan.return")

    return tuple_value(_sem(gen).associative_scan(inputs, axis, build, unwrap(reverse)))


associative_scan = BUILTINS["associative_scan"]


@builtin(member=True)
def histogram(gen, input, num_bins, mask=None):
    mask = unwrap(mask)
    if mask is not None:
        mask = _to_tensor(gen, mask)
    return _sem(gen).histogram(input, unwrap(num_bins), mask)


# --------------------------------------------------------------------------
# hints and debugging
# --------------------------------------------------------------------------

def _hint_values(values):
    if isinstance(values, constexpr) and not isinstance(values.value, (list, tuple, tuple_value)):
        values = [values]
    values = unwrap(values)
    if isinstance(values, tuple_value):
        values = values.values
    out = []
    for i, d in enumerate(values):
        if not isinstance(d, constexpr) and not isinstance(d, int):
            raise SemanticError("values element %d must have type `constexpr`" % i)
        v = unwrap(d)
        if not isinstance(v, int):
            raise SemanticError("values element %d must have type `constexpr[int]`, got `constexpr[%s]`" %
                                (i, type(v).__name__))
        out.append(v)
    return out


@builtin()
def multiple_of(gen, input, values):
    values = _hint_values(values)
    if max(1, len(input.shape)) != len(values):
        raise SemanticError("Shape of input to multiple_of does not match the length of values")
    return _sem(gen).set_hint(input, "tt.divisibility", values)


@builtin()
def max_contiguous(gen, input, values):
    values = _hint_values(values)
    if len(input.shape) != len(values):
        raise SemanticError("Shape of input to max_contiguous does not match the length of values")
    return _sem(gen).set_hint(input, "tt.contiguity", values)


@builtin()
def max_constancy(gen, input, values):
    values = _hint_values(values)
    if len(input.shape) != len(values):
        raise SemanticError("Shape of input to max_constancy does not match the length of values")
    return _sem(gen).set_hint(input, "tt.constancy", values)


@builtin()
def debug_barrier(gen):
    from . import ops as P
    gen.builder.create("gpu.barrier", [], [], None, P.barrier)


@builtin()
def device_print(gen, prefix, *args, hex=False):
    prefix = unwrap(prefix)
    if not isinstance(prefix, str):
        raise SemanticError("%r is not string" % (prefix, ))
    for ch in prefix:
        if not (32 <= ord(ch) < 127 or ch in "\t\n\r\x0b\x0c"):
            raise SemanticError("%s is not an ascii string" % prefix)
    new_args = [_to_tensor(gen, a) for a in args]
    return _sem(gen).device_print(prefix, new_args, unwrap(hex))


@builtin()
def device_assert(gen, cond, msg=""):
    return _sem(gen).device_assert(_to_tensor(gen, cond), unwrap(msg), None)


@builtin()
def assume(gen, cond):
    from . import ops as P
    c = _to_tensor(gen, cond)
    gen.builder.create("llvm.intr.assume", [c.handle], [], None,
                       lambda op, p: "llvm.intr.assume %s : i1" % p.v(op.operands[0]))


@builtin()
def inline_asm_elementwise(gen, asm, constraints, args, dtype, is_pure, pack):
    asm, constraints = unwrap(asm), unwrap(constraints)
    is_pure, pack = unwrap(is_pure), unwrap(pack)
    dtypes = unwrap_all(dtype)
    multiple = isinstance(dtypes, (list, tuple))
    if not multiple:
        dtypes = [dtypes]
    if not isinstance(asm, str) or not isinstance(constraints, str):
        raise SemanticError("inline_asm_elementwise: asm and constraints must be strings")
    if not isinstance(pack, int) or pack < 1:
        raise SemanticError("inline_asm_elementwise: pack must be a positive integer")
    operands = [_to_tensor(gen, a) for a in unwrap_all(args)]
    results = _sem(gen).inline_asm_elementwise(asm, constraints, operands, dtypes, bool(is_pure),
                                               pack)
    return tuple_value(results) if multiple else results[0]


# --------------------------------------------------------------------------
# math
# --------------------------------------------------------------------------
MATH = {}


def _check_dtype(x, allowed, name):
    if isinstance(x, tensor) and x.type.scalar.name not in allowed:
        raise SemanticError("Expected dtype %s but got %s" % (list(allowed), x.type.scalar.name))


def _math1(name, irname, allowed=("fp32", "fp64")):
    from . import ops as P

    def fn(gen, x):
        _check_dtype(x, allowed, name)
        x = _to_tensor(gen, x)
        _check_dtype(x, allowed, name)
        return _sem(gen).op1(irname, [x], x.type, P.unary)
    fn.__name__ = name
    builtin(name=name, member=True, ns=MATH)(fn)
    BUILTINS[name] = MATH[name]
    TENSOR_METHODS[name] = MATH[name]


for _n, _ir in (("exp", "math.exp"), ("exp2", "math.exp2"), ("log", "math.log"), ("log2", "math.log2"),
                ("cos", "math.cos"), ("sin", "math.sin"), ("sqrt", "math.sqrt"), ("rsqrt", "math.rsqrt"),
                ("erf", "math.erf"), ("floor", "math.floor"), ("ceil", "math.ceil")):
    _math1(_n, _ir)
_math1("sqrt_rn", "tt.precise_sqrt", ("fp32", ))


def _binop_legal(gen, x, y):
    return _sem(gen).binary_checking(x, y)


@builtin(ns=MATH)
def umulhi(gen, x, y):
    from . import ops as P
    for v in (x, y):
        _check_dtype(v, ("int32", "int64", "uint32", "uint64"), "umulhi")
    x = _to_tensor(gen, x)
    y = _to_tensor(gen, y)
    x, y = _binop_legal(gen, x, y)
    return _sem(gen).op1("tt.mulhiui", [x, y], x.type, P.binary)


@builtin(name="abs", ns=MATH)
def abs_(gen, x):
    from . import ops as P
    x = _to_tensor(gen, x)
    dt = x.dtype
    if dt.is_fp8e4b15():
        raise SemanticError("abs of fp8e4b15 is not supported by tt-front")
    if dt.is_floating():
        return _sem(gen).op1("math.absf", [x], x.type, P.unary)
    if dt.is_int_signed():
        return _sem(gen).op1("math.absi", [x], x.type, P.unary)
    if dt.is_int_unsigned():
        return x
    raise SemanticError("Unexpected dtype %s" % dt)


@builtin(ns=MATH)
def fdiv(gen, x, y, ieee_rounding=False):
    x = _to_tensor(gen, x)
    y = _to_tensor(gen, y)
    return _sem(gen).fdiv(x, y, unwrap(ieee_rounding))


@builtin(ns=MATH)
def div_rn(gen, x, y):
    from . import ops as P
    for v in (x, y):
        _check_dtype(v, ("fp32", ), "div_rn")
    x = _to_tensor(gen, x)
    y = _to_tensor(gen, y)
    x, y = _binop_legal(gen, x, y)
    return _sem(gen).op1("tt.precise_divf", [x, y], x.type, P.binary)


@builtin(ns=MATH)
def fma(gen, x, y, z):
    from . import ops as P
    x = _to_tensor(gen, x)
    y = _to_tensor(gen, y)
    z = _to_tensor(gen, z)
    x, y = _binop_legal(gen, x, y)
    z, x = _binop_legal(gen, z, x)
    z, y = _binop_legal(gen, z, y)
    return _sem(gen).op1("math.fma", [x, y, z], x.type, P.ternary)


for _n in ("umulhi", "abs", "fdiv", "div_rn", "fma"):
    BUILTINS[_n] = MATH[_n]
TENSOR_METHODS["abs"] = MATH["abs"]
for _n in ("clamp", "minimum", "maximum", "where"):
    MATH[_n] = BUILTINS[_n]


# libdevice-style extern functions (Triton's core.extern_elementwise)
def _extern(name, overloads, pure=True, to_bool=False):
    """An elementwise extern function: ``overloads`` is ``[(argument dtype names, symbol, result dtype name)]``.

    As in Triton: the arguments become tensors, their dtypes select the overload (no promotion; an
    unknown tuple is Triton's KeyError of the dtype tuple), then they are broadcast together without
    arithmetic checks, and the result is a block if any argument is, else a scalar.  ``to_bool``
    converts the (int32) result to int1 afterwards, like Triton's isnan/isinf wrappers.
    """
    import inspect
    from . import ops as P
    table = {tuple(args): (sym, T.dtype(ret)) for args, sym, ret in overloads}
    arity = {len(k) for k in table}
    assert len(arity) == 1, name
    sig = inspect.Signature([inspect.Parameter("arg%d" % i, inspect.Parameter.POSITIONAL_OR_KEYWORD)
                             for i in range(arity.pop())])
    op_printer = {sym: P.extern_elementwise("", "", sym, pure) for sym, _ in table.values()}

    def fn(gen, *args, **kwargs):
        args = list(sig.bind(*args, **kwargs).arguments.values())
        s = _sem(gen)
        args = [_to_tensor(gen, a) for a in args]
        key = tuple(a.dtype for a in args)
        names = tuple(d.name for d in key)
        if names not in table:
            raise SemanticError(repr(key))
        sym, ret = table[names]
        all_scalar = not any(a.type.is_block() for a in args)
        if args:
            bc = args[0]
            for a in args:
                _, bc = s.binary_checking(a, bc, arithmetic_check=False)
            args = [s.binary_checking(a, bc, arithmetic_check=False)[0] for a in args]
            if not all_scalar:
                ret = bc.type.with_element_ty(ret)
        out = s.op1("tt.extern_elementwise", args, ret, op_printer[sym])
        return s.cast(out, T.int1) if to_bool else out
    fn.__name__ = name
    return Builtin(name, fn)


def _libdevice():
    """``triton.language.extra.cuda.libdevice``: Triton 3.6's NVIDIA libdevice functions (libdevice_table)."""
    from . import libdevice_table as LT
    entries = {n: _extern(n, overloads, pure=n not in LT.IMPURE, to_bool=n in LT.BOOL_RESULT)
               for n, overloads in LT.FUNCTIONS.items()}
    return Namespace("triton.language.extra.cuda.libdevice", entries)


LIBDEVICE = _libdevice()
