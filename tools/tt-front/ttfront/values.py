"""Front-end values: compile-time constants (constexpr), IR tensors, tuples,
slices and tensor descriptors."""
import numbers

from . import types as T


class constexpr:
    """A value known at compile time."""

    def __init__(self, value):
        while isinstance(value, constexpr):
            value = value.value
        self.value = value

    @property
    def type(self):
        return constexpr_type(self.value)

    def __repr__(self):
        return "constexpr[%s]" % (self.value, )

    def __bool__(self):
        return bool(self.value)

    def __index__(self):
        return self.value

    def __hash__(self):
        return hash(("constexpr", repr(self.value)))


class constexpr_type:

    def __init__(self, value):
        self.value = value

    def mangle(self):
        return "constexpr[%s]" % (self.value, )

    def __eq__(self, other):
        return isinstance(other, constexpr_type) and other.value == self.value


def unwrap(x):
    if isinstance(x, constexpr):
        return x.value
    if isinstance(x, tuple_value):
        return x
    return x


def unwrap_all(x):
    """Unwrap constexprs recursively through lists/tuples."""
    if isinstance(x, constexpr):
        return unwrap_all(x.value)
    if isinstance(x, (list, tuple)):
        return type(x)(unwrap_all(v) for v in x)
    if isinstance(x, tuple_value):
        return [unwrap_all(v) for v in x.values]
    return x


def is_number(x):
    return isinstance(x, numbers.Number)


class tensor:
    """A value of the IR: scalar (``type`` is a dtype) or block."""

    def __init__(self, handle, type):
        self.handle = handle
        self.type = type
        self.dtype = type.scalar if not isinstance(type, T.tensordesc_type) else None
        self.shape = tuple(type.shape) if type.is_block() else ()

    @property
    def numel(self):
        n = 1
        for s in self.shape:
            n *= s
        return n

    def flatten(self, out):
        out.append(self.handle)

    def __repr__(self):
        return "%s[%s]" % (self.dtype, ", ".join(map(str, self.shape)))


class tuple_value:
    """A tuple of front-end values (tl.tuple)."""

    def __init__(self, values):
        self.values = list(values)

    @property
    def type(self):
        return T.tuple_type([v.type if hasattr(v, "type") and not isinstance(v, T.BaseType) else constexpr_type(v)
                             for v in self.values])

    def flatten(self, out):
        for v in self.values:
            if isinstance(v, (tensor, tuple_value, tensor_descriptor)):
                v.flatten(out)

    def __len__(self):
        return len(self.values)

    def __iter__(self):
        return iter(self.values)

    def __getitem__(self, i):
        return self.values[i]

    def __repr__(self):
        return "(" + ", ".join(map(repr, self.values)) + ")"


class slice_value:

    def __init__(self, lower, upper, step):
        self.lower, self.upper, self.step = lower, upper, step


class tensor_descriptor:
    """A tensor descriptor: its handle (``!tt.tensordesc<...>``) with the
    global shape (int32 tensors) and strides (int64 tensors).  Like Triton's
    ``tensor_descriptor``, it flattens to the handle, then the shape, then the
    strides wherever values become IR lists: kernel and callee arguments,
    call operands and results, loop-carried and if-yielded values."""

    def __init__(self, handle, block_type, shape, strides):
        self.handle = handle
        self.block_type = block_type
        self.type = T.tensordesc_type(block_type)
        self.shape = list(shape)
        self.strides = list(strides)
        self.dtype = block_type.element_ty

    @property
    def block_shape(self):
        return self.block_type.shape

    def flatten(self, out):
        out.append(self.handle)
        for v in self.shape + self.strides:
            v.flatten(out)

    def num_handles(self):
        return 1 + len(self.shape) + len(self.strides)


def is_value(x):
    return isinstance(x, (tensor, tuple_value, tensor_descriptor))


def flatten(values):
    out = []
    for v in values:
        if is_value(v):
            v.flatten(out)
    return out
