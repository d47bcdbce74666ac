"""Triton language types: scalar dtypes, pointers, blocks, tuples, descriptors.

Each type knows its MLIR spelling (``ir()``) and its mangled form (``mangle()``)
as Triton 3.6 uses it for naming specialised callee functions.
"""

SINT = ("int8", "int16", "int32", "int64")
UINT = ("int1", "uint8", "uint16", "uint32", "uint64")
FLOATS = ("fp8e4b15", "fp8e4nv", "fp8e4b8", "fp8e5", "fp8e5b16", "fp16", "bf16", "fp32", "fp64")
STANDARD_FLOATS = ("fp16", "bf16", "fp32", "fp64")

_BITS = {"int1": 1, "int8": 8, "uint8": 8, "int16": 16, "uint16": 16, "int32": 32, "uint32": 32,
         "int64": 64, "uint64": 64, "fp8e4b15": 8, "fp8e4nv": 8, "fp8e4b8": 8, "fp8e5": 8,
         "fp8e5b16": 8, "fp16": 16, "bf16": 16, "fp32": 32, "fp64": 64, "void": 0}
_MANTISSA = {"fp8e4b15": 3, "fp8e4nv": 3, "fp8e4b8": 3, "fp8e5": 2, "fp8e5b16": 2, "fp16": 10,
             "bf16": 7, "fp32": 23, "fp64": 52}
_IR_FLOAT = {"fp8e4nv": "f8E4M3FN", "fp8e5": "f8E5M2", "fp8e4b8": "f8E4M3FNUZ",
             "fp8e5b16": "f8E5M2FNUZ", "fp8e4b15": "f8E4M3B11FNUZ", "fp16": "f16", "bf16": "bf16",
             "fp32": "f32", "fp64": "f64"}
# Python-facing names (tl.float32 ...) of each dtype, for repr and error messages.
# The fp8 dtypes the target can name in IR (Triton's options.supported_fp8_dtypes,
# checked in dtype.to_ir); None accepts all.  The driver sets it for --target.
SUPPORTED_FP8 = None


def supported_fp8_for(capability):
    """Triton's CUDA backend: fp8e4nv needs sm_89 or newer."""
    names = {"fp8e5", "fp8e4b15"} | ({"fp8e4nv"} if capability >= 89 else set())
    return tuple(sorted(names))


CODEGEN_NAMES = {"fp8e4b15": "float8e4b15", "fp8e4nv": "float8e4nv", "fp8e4b8": "float8e4b8",
                 "fp8e5": "float8e5", "fp8e5b16": "float8e5b16", "fp16": "float16", "bf16": "bfloat16",
                 "fp32": "float32", "fp64": "float64"}


class BaseType:

    def is_block(self):
        return False

    def is_ptr(self):
        return False

    def is_const(self):
        return False

    def __ne__(self, other):
        return not self == other


class dtype(BaseType):
    """A scalar element type (int32, fp16, ...)."""

    def __init__(self, name):
        if name not in _BITS:
            raise ValueError(f"unknown dtype {name}")
        self.name = name
        self.primitive_bitwidth = _BITS[name]
        if name in SINT or name in UINT:
            self.int_bitwidth = self.primitive_bitwidth
            self.int_signed = name in SINT
        if name in FLOATS:
            self.fp_mantissa_width = _MANTISSA[name]

    # -- predicates --
    def is_int(self):
        return self.name in SINT or self.name in UINT

    def is_int_signed(self):
        return self.name in SINT

    def is_int_unsigned(self):
        return self.name in UINT

    def is_bool(self):
        return self.name == "int1"

    def is_floating(self):
        return self.name in FLOATS

    def is_standard_floating(self):
        return self.name in STANDARD_FLOATS

    def is_fp8(self):
        return self.name.startswith("fp8")

    def is_void(self):
        return self.name == "void"

    def __getattr__(self, attr):
        # is_fp16(), is_int32(), is_fp8e4b15() ... as in Triton's dtype
        if attr.startswith("is_") and attr[3:] in _BITS:
            return lambda: self.name == attr[3:]
        raise AttributeError(attr)

    def kind(self):
        if self.is_bool():
            return 0
        if self.is_int():
            return 1
        return 2

    def int_max(self):
        return 2**(self.int_bitwidth - 1) - 1 if self.is_int_signed() else 2**self.int_bitwidth - 1

    def int_min(self):
        return -2**(self.int_bitwidth - 1) if self.is_int_signed() else 0

    @property
    def scalar(self):
        return self

    @property
    def element_ty(self):
        return self

    def with_element_ty(self, ty):
        return ty

    def ir(self):
        if self.is_int():
            return f"i{self.int_bitwidth}"
        if self.is_floating():
            if self.name.startswith("fp8") and SUPPORTED_FP8 is not None and self.name not in SUPPORTED_FP8:
                from .errors import SemanticError
                raise SemanticError("type %s not supported in this architecture. The supported fp8 dtypes are %s"
                                    % (self.name, SUPPORTED_FP8))
            return _IR_FLOAT[self.name]
        raise ValueError("void has no IR type")

    def mangle(self):
        if self.is_int():
            return ("i" if self.is_int_signed() else "u") + str(self.int_bitwidth)
        if self.is_floating():
            return self.name
        return "V"

    def __eq__(self, other):
        return type(other) is dtype and other.name == self.name

    def __hash__(self):
        return hash(self.name)

    def __str__(self):
        return self.name

    def __repr__(self):
        return "triton.language." + CODEGEN_NAMES.get(self.name, self.name)


class pointer_type(dtype):

    def __init__(self, element_ty, address_space=1, const=False):
        self.element_ty_ = element_ty
        self.address_space = address_space
        self.const = const
        self.name = ("const_pointer<%s>" if const else "pointer<%s>") % element_ty
        self.primitive_bitwidth = 64

    @property
    def element_ty(self):
        return self.element_ty_

    def is_ptr(self):
        return True

    def is_const(self):
        return self.const

    def is_int(self):
        return False

    def is_floating(self):
        return False

    def is_bool(self):
        return False

    def is_int_signed(self):
        return False

    def is_int_unsigned(self):
        return False

    def is_fp8(self):
        return False

    def __getattr__(self, attr):
        if attr.startswith("is_"):
            return lambda: False
        raise AttributeError(attr)

    def ir(self):
        return f"!tt.ptr<{self.element_ty_.ir()}>"

    def mangle(self):
        return "P" + self.element_ty_.mangle()

    def __eq__(self, other):
        return (isinstance(other, pointer_type) and other.element_ty_ == self.element_ty_
                and other.address_space == self.address_space and other.const == self.const)

    def __hash__(self):
        return hash(("ptr", self.element_ty_))

    def __repr__(self):
        return self.name


class block_type(dtype):

    def __init__(self, element_ty, shape):
        self.element_ty_ = element_ty
        self.shape = tuple(int(s) for s in shape)
        if not self.shape:
            raise TypeError("0d block_type is forbidden")
        numel = 1
        for s in self.shape:
            numel *= s
        self.numel = numel
        if numel > 1048576:
            raise ValueError(f"numel ({numel}) exceeds triton maximum tensor numel (1048576)")
        if numel & (numel - 1):
            raise ValueError(f"Shape element {list(self.shape)} must be a power of 2")
        self.name = f"<{list(self.shape)}, {element_ty}>"

    @property
    def element_ty(self):
        return self.element_ty_

    @property
    def scalar(self):
        return self.element_ty_

    def is_block(self):
        return True

    def get_block_shapes(self):
        return self.shape

    def with_element_ty(self, ty):
        return block_type(ty, self.shape)

    def ir(self):
        return "tensor<" + "x".join(str(s) for s in self.shape) + "x" + self.element_ty_.ir() + ">"

    def mangle(self):
        return f"{self.element_ty_.mangle()}S{'_'.join(map(str, self.shape))}S"

    def __eq__(self, other):
        return isinstance(other, block_type) and other.element_ty_ == self.element_ty_ and \
            other.shape == self.shape

    def __hash__(self):
        return hash(("block", self.element_ty_, self.shape))

    def __getattr__(self, attr):
        if attr.startswith("is_"):
            return lambda: False
        raise AttributeError(attr)

    def __repr__(self):
        return self.name


class tuple_type(BaseType):

    def __init__(self, types):
        self.types = list(types)

    def mangle(self):
        return "T" + "_".join(t.mangle() for t in self.types) + "T"

    def __eq__(self, other):
        return isinstance(other, tuple_type) and self.types == other.types

    def __repr__(self):
        return "[" + ",".join(map(str, self.types)) + "]"


class tensordesc_type(BaseType):
    """The type of a tensor descriptor's handle.  Like Triton's
    TensorDescType builder, an integer block type is spelled with its
    signedness (``si32``, ``ui8``, ``ui1``); loads still give the signless
    block type."""

    def __init__(self, block):
        self.block = block

    def ir(self):
        elt = self.block.element_ty
        if not elt.is_int():
            return f"!tt.tensordesc<{self.block.ir()}>"
        sign = "si" if elt.is_int_signed() else "ui"
        dims = "x".join(str(s) for s in self.block.shape)
        return f"!tt.tensordesc<tensor<{dims}x{sign}{elt.int_bitwidth}>>"

    def mangle(self):
        return "TD" + self.block.mangle()

    def __eq__(self, other):
        return isinstance(other, tensordesc_type) and other.block == self.block

    def __repr__(self):
        return f"tensor_descriptor<{self.block}>"


void = dtype("void")
int1 = dtype("int1")
int8 = dtype("int8")
int16 = dtype("int16")
int32 = dtype("int32")
int64 = dtype("int64")
uint8 = dtype("uint8")
uint16 = dtype("uint16")
uint32 = dtype("uint32")
uint64 = dtype("uint64")
float8e5 = dtype("fp8e5")
float8e5b16 = dtype("fp8e5b16")
float8e4nv = dtype("fp8e4nv")
float8e4b8 = dtype("fp8e4b8")
float8e4b15 = dtype("fp8e4b15")
float16 = dtype("fp16")
bfloat16 = dtype("bf16")
float32 = dtype("fp32")
float64 = dtype("fp64")

# tl.* names of the dtypes
DTYPE_NAMES = {
    "int1": int1, "int8": int8, "int16": int16, "int32": int32, "int64": int64, "uint8": uint8,
    "uint16": uint16, "uint32": uint32, "uint64": uint64, "float8e5": float8e5,
    "float8e5b16": float8e5b16, "float8e4nv": float8e4nv, "float8e4b8": float8e4b8,
    "float8e4b15": float8e4b15, "float16": float16, "bfloat16": bfloat16, "float32": float32,
    "float64": float64, "void": void, "bool": int1, "half": float16, "float": float32,
    "double": float64,
}

# Signature spellings (compile.py / str_to_ty)
SIG_TYPES = {
    "i1": int1, "i8": int8, "i16": int16, "i32": int32, "i64": int64, "u1": int1, "u8": uint8,
    "u16": uint16, "u32": uint32, "u64": uint64, "fp8e4nv": float8e4nv, "fp8e5": float8e5,
    "fp8e4b15": float8e4b15, "fp8e4b8": float8e4b8, "fp8e5b16": float8e5b16, "fp16": float16,
    "bf16": bfloat16, "fp32": float32, "fp64": float64, "f16": float16, "f32": float32,
    "f64": float64, "int1": int1,
}


def get_int_dtype(bitwidth, signed):
    if bitwidth == 1:
        return int1
    return dtype(("int%d" if signed else "uint%d") % bitwidth)
