"""A small in-memory MLIR-like IR: values, operations, blocks, regions, a
builder with an insertion point and a current location, and a printer that
writes the textual form MLIR's own printer gives (pretty forms for the ops
that have them, generic form otherwise).
"""
import math
import os
import struct


# ---------------------------------------------------------------------------
# Locations
# ---------------------------------------------------------------------------

class Loc:
    pass


class PrintError(Exception):
    """An op that cannot be printed; the driver reports it at the op's location."""

    def __init__(self, op, cause):
        super().__init__("cannot print %s: %s" % (op.name, cause))
        self.op = op
        self.cause = cause


def file_loc(loc):
    """The innermost file location of ``loc``, or None."""
    while isinstance(loc, NameLoc):
        loc = loc.child
    return loc if isinstance(loc, FileLoc) else None


class FileLoc(Loc):

    def __init__(self, file, line, col):
        self.file, self.line, self.col = file, line, col

    def text(self):
        return '"%s":%d:%d' % (_escape(self.file), self.line, self.col)


class NameLoc(Loc):

    def __init__(self, name, child):
        self.name, self.child = name, child

    def text(self):
        if self.child is None or isinstance(self.child, UnknownLoc):
            return '"%s"' % _escape(self.name)
        return '"%s"(%s)' % (_escape(self.name), self.child.text())


class UnknownLoc(Loc):

    def text(self):
        return "unknown"


UNKNOWN = UnknownLoc()


def _escape(s):
    out = []
    for ch in s:
        if ch == '"' or ch == '\\':
            out.append('\\' + ch)
        elif ord(ch) < 32 or ord(ch) > 126:
            for b in ch.encode("utf-8"):
                out.append("\\%02X" % b)
        else:
            out.append(ch)
    return "".join(out)


def print_loc(loc):
    return "loc(%s)" % (loc.text() if loc is not None else "unknown")


# ---------------------------------------------------------------------------
# Core IR objects
# ---------------------------------------------------------------------------

class Value:
    """An SSA value: an op result or a block argument.  ``type`` is the MLIR type text."""

    def __init__(self, type, owner=None, index=0, block=None):
        self.type = type
        self.owner = owner      # defining Op (None for block arguments)
        self.index = index
        self.block = block      # owning Block for block arguments
        self.loc = None         # location of a block argument
        self.uses = []          # list of (op, operand-index)

    def get_loc(self):
        return self.owner.loc if self.owner is not None else self.loc

    def set_loc(self, loc):
        if self.owner is not None:
            self.owner.loc = loc
        else:
            self.loc = loc

    def replace_all_uses_with(self, new):
        for op, i in list(self.uses):
            op.operands[i] = new
            new.uses.append((op, i))
        self.uses = []


class Op:

    def __init__(self, name, operands, result_types, attrs=None, loc=None, printer=None, nregions=0):
        self.name = name
        self.operands = list(operands)
        for i, v in enumerate(self.operands):
            v.uses.append((self, i))
        self.results = [Value(t, self, i) for i, t in enumerate(result_types)]
        self.attrs = attrs or {}
        self.loc = loc
        self.printer = printer   # callable(op, p) -> text (without results/loc), or None
        self.regions = [Region(self) for _ in range(nregions)]
        self.block = None
        self.successors = []     # (Block, [Value]) for branch ops

    @property
    def result(self):
        return self.results[0]

    def erase(self):
        for i, v in enumerate(self.operands):
            v.uses = [(o, j) for (o, j) in v.uses if o is not self]
        for r in self.regions:
            for b in r.blocks:
                for op in list(b.ops):
                    op.erase()
        if self.block is not None:
            self.block.ops.remove(self)
            self.block = None


class Block:

    def __init__(self, arg_types=()):
        self.ops = []
        self.args = []
        self.region = None
        for t in arg_types:
            self.add_argument(t)

    def add_argument(self, type, loc=None):
        v = Value(type, None, len(self.args), self)
        v.loc = loc
        self.args.append(v)
        return v

    def has_terminator(self):
        return bool(self.ops) and self.ops[-1].name in TERMINATORS

    def erase(self):
        for op in list(reversed(self.ops)):
            op.erase()
        if self.region is not None and self in self.region.blocks:
            self.region.blocks.remove(self)

    def merge_into_start_of(self, target):
        """Move our ops to the start of ``target`` (block args must be absent)."""
        for op in self.ops:
            op.block = target
        target.ops[0:0] = self.ops
        self.ops = []
        if self.region is not None and self in self.region.blocks:
            self.region.blocks.remove(self)


class Region:

    def __init__(self, parent_op=None):
        self.blocks = []
        self.parent = parent_op

    def add_block(self, block):
        block.region = self
        self.blocks.append(block)
        return block


TERMINATORS = {"tt.return", "scf.yield", "scf.condition", "cf.br", "cf.cond_br", "tt.reduce.return",
               "tt.scan.return"}


class Module:

    def __init__(self):
        self.funcs = []
        self.loc = None

    def get_function(self, name):
        for f in self.funcs:
            if f.sym_name == name:
                return f
        return None


class Func:

    def __init__(self, name, arg_types, visibility, noinline=False):
        self.sym_name = name
        self.visibility = visibility
        self.noinline = noinline
        self.region = Region(None)
        self.arg_types = list(arg_types)
        self.arg_attrs = [dict() for _ in arg_types]
        self.ret_types = []
        self.loc = None
        entry = Block(arg_types)
        self.region.add_block(entry)

    @property
    def args(self):
        return self.region.blocks[0].args


# ---------------------------------------------------------------------------
# Builder
# ---------------------------------------------------------------------------

class Builder:

    def __init__(self):
        self.block = None
        self.index = None   # None = append at end
        self.loc = UNKNOWN

    # insertion point handling
    def set_insertion_point_to_end(self, block):
        self.block, self.index = block, None

    def set_insertion_point_to_start(self, block):
        self.block, self.index = block, 0

    def get_insertion_point(self):
        return (self.block, self.index)

    def restore_insertion_point(self, ip):
        self.block, self.index = ip

    def insert(self, op):
        op.block = self.block
        if op.loc is None:
            op.loc = self.loc
        if self.block is None:
            return op       # no insertion point: the op stays detached (as MLIR's builder would)
        if self.index is None:
            self.block.ops.append(op)
        else:
            self.block.ops.insert(self.index, op)
            self.index += 1
        return op

    def create(self, name, operands, result_types, attrs=None, printer=None, nregions=0):
        return self.insert(Op(name, operands, result_types, attrs, None, printer, nregions))


# ---------------------------------------------------------------------------
# Attribute / literal printing helpers
# ---------------------------------------------------------------------------

_FLOAT_FMT = {"f16": (5, 10), "bf16": (8, 7), "f32": (8, 23), "f64": (11, 52),
              "f8E4M3FN": (4, 3), "f8E5M2": (5, 2), "f8E4M3FNUZ": (4, 3), "f8E5M2FNUZ": (5, 2),
              "f8E4M3B11FNUZ": (4, 3)}


def float_bits(value, ty):
    """IEEE bit pattern of ``value`` rounded (to nearest even) to ``ty``."""
    if ty == "f64":
        return struct.unpack("<Q", struct.pack("<d", value))[0]
    if ty == "f32":
        return struct.unpack("<I", struct.pack("<f", value))[0] if not (math.isfinite(value) and abs(value) > 3.4028235677973366e38) else (0xFF800000 if value < 0 else 0x7F800000)
    if ty == "f16":
        try:
            return struct.unpack("<H", struct.pack("<e", value))[0]
        except OverflowError:
            return 0xFC00 if value < 0 else 0x7C00
    if ty == "bf16":
        b = float_bits(value, "f32")
        if math.isnan(value):
            return 0x7FC0 | ((b >> 16) & 0x8000)
        lsb = (b >> 16) & 1
        b += 0x7FFF + lsb
        return (b >> 16) & 0xFFFF
    # fp8 kinds: rarely printed as constants; compute generically
    e, m = _FLOAT_FMT[ty]
    return _generic_bits(value, e, m)


def _generic_bits(value, ebits, mbits):
    sign = 1 if math.copysign(1.0, value) < 0 else 0
    v = abs(value)
    bias = 2**(ebits - 1) - 1
    if math.isnan(value):
        return (sign << (ebits + mbits)) | ((2**ebits - 1) << mbits) | (1 << (mbits - 1))
    if v == 0:
        return sign << (ebits + mbits)
    m, ex = math.frexp(v)
    ex -= 1
    if ex < 1 - bias:
        q = round(v / 2**(1 - bias - mbits))
        return (sign << (ebits + mbits)) | q
    q = round((m * 2 - 1) * 2**mbits)
    if q == 2**mbits:
        q = 0
        ex += 1
    return (sign << (ebits + mbits)) | ((ex + bias) << mbits) | q


def _round_to(value, ty):
    """Value of ``value`` after rounding to ``ty`` (as a Python float)."""
    if ty == "f64":
        return value
    if ty == "f32":
        return struct.unpack("<f", struct.pack("<I", float_bits(value, "f32")))[0]
    if ty == "f16":
        return struct.unpack("<e", struct.pack("<H", float_bits(value, "f16")))[0]
    if ty == "bf16":
        return struct.unpack("<f", struct.pack("<I", float_bits(value, "bf16") << 16))[0]
    return None


# APFloat semantics: (exponent bits, stored mantissa bits, bias, non-finite
# encoding): "ieee" (inf and NaNs at the top exponent), "fn" (no inf; NaN is
# all ones), "fnuz" (no inf, no -0; NaN is the sign bit alone).
_SEMANTICS = {"f16": (5, 10, 15, "ieee"), "bf16": (8, 7, 127, "ieee"),
              "f32": (8, 23, 127, "ieee"), "f64": (11, 52, 1023, "ieee"),
              "f8E5M2": (5, 2, 15, "ieee"), "f8E4M3FN": (4, 3, 7, "fn"),
              "f8E4M3FNUZ": (4, 3, 8, "fnuz"), "f8E5M2FNUZ": (5, 2, 16, "fnuz"),
              "f8E4M3B11FNUZ": (4, 3, 11, "fnuz")}


def _decompose(bits, sem):
    """(negative, significand, binary exponent, kind) of a bit pattern of
    semantics ``sem``; value = significand * 2**exponent.  kind is "finite",
    "inf" or "nan"."""
    ebits, mbits, bias, nonfinite = sem
    neg = bool(bits >> (ebits + mbits))
    e = (bits >> mbits) & ((1 << ebits) - 1)
    frac = bits & ((1 << mbits) - 1)
    if nonfinite == "ieee" and e == (1 << ebits) - 1:
        return neg, frac, 0, "nan" if frac else "inf"
    if nonfinite == "fn" and bits & ((1 << (ebits + mbits)) - 1) == (1 << (ebits + mbits)) - 1:
        return neg, frac, 0, "nan"
    if nonfinite == "fnuz" and bits == 1 << (ebits + mbits):
        return neg, frac, 0, "nan"
    if e == 0:
        return neg, frac, 1 - bias - mbits, "finite"
    return neg, frac | (1 << mbits), e - bias - mbits, "finite"


def _round_rational(num, den, sem):
    """Bit pattern of the non-negative rational num/den rounded to nearest
    (ties to even) in semantics ``sem``, with subnormals; None on overflow."""
    ebits, mbits, bias, nonfinite = sem
    emin = 1 - bias
    emax = (1 << ebits) - 2 - bias if nonfinite == "ieee" else (1 << ebits) - 1 - bias
    if num == 0:
        return 0
    # e: floor(log2(num/den))
    e = num.bit_length() - den.bit_length()
    if (num << max(0, -e)) < (den << max(0, e)):
        e -= 1
    e = max(e, emin)
    # n = num/den / 2**(e - mbits), rounded to nearest even
    sh = e - mbits
    if sh >= 0:
        q, r = divmod(num, den << sh)
        d = den << sh
    else:
        q, r = divmod(num << -sh, den)
        d = den
    if 2 * r > d or (2 * r == d and q & 1):
        q += 1
    if q >> (mbits + 1):
        q >>= 1
        e += 1
    if e > emax:
        return None
    if q >> mbits:
        bits = ((e + bias) << mbits) | (q & ((1 << mbits) - 1))
        if nonfinite == "fn" and bits == (1 << (ebits + mbits)) - 1:
            return None
        return bits
    return q  # subnormal (or zero)


def _parse_decimal(text, sem):
    """APFloat(semantics, text): the bit pattern of a decimal literal rounded
    to nearest even (None when it overflows)."""
    ebits, mbits, bias, nonfinite = sem
    neg = text.startswith("-")
    text = text.lstrip("+-")
    mant, _, ex = text.replace("E", "e").partition("e")
    ex = int(ex) if ex else 0
    whole, _, frac = mant.partition(".")
    digits = int((whole + frac) or "0")
    ex -= len(frac)
    if ex >= 0:
        num, den = digits * 10**ex, 1
    else:
        num, den = digits, 10**-ex
    bits = _round_rational(num, den, sem)
    if bits is None:
        return None
    if neg and not (nonfinite == "fnuz" and bits == 0):
        bits |= 1 << (ebits + mbits)
    return bits


def _adjust_buffer(buf, exp, prec):
    """APFloat's AdjustToPrecision on a digit buffer (least significant digit
    first): round half up to ``prec`` digits, dropping trailing zeros."""
    n = len(buf)
    if n <= prec:
        return buf, exp
    first = n - prec
    if buf[first - 1] < 5:
        while first < n and buf[first] == 0:
            first += 1
        return buf[first:], exp + first
    buf = list(buf)
    for i in range(first, n):
        if buf[i] == 9:
            first += 1
        else:
            buf[i] += 1
            break
    if first == n:
        return [1], exp + first
    return buf[first:], exp + first


def apfloat_to_string(neg, sig, exp, sem_precision, fmt_precision=0, max_padding=3,
                      truncate_zero=True):
    """llvm::APFloat::toString (IEEEFloat::toString / toStringImpl) of the
    finite value (-1)**neg * sig * 2**exp whose semantics has
    ``sem_precision`` significand bits, emulated with exact integers."""
    out = "-" if neg else ""
    if sig == 0:
        if not max_padding:
            if truncate_zero:
                return out + "0.0E+0"
            return out + "0.0" + "0" * max(0, fmt_precision - 1) + "e+00"
        return out + "0"
    if not fmt_precision:
        fmt_precision = 2 + sem_precision * 59 // 196
    tz = (sig & -sig).bit_length() - 1
    exp += tz
    sig >>= tz
    if exp > 0:
        sig <<= exp
        exp = 0
    elif exp < 0:
        sig *= 5**(-exp)
    # AdjustToPrecision(APInt): drop (truncate) decimal digits that cannot
    # matter at this precision.
    bits = sig.bit_length()
    bits_required = (fmt_precision * 196 + 58) // 59
    if bits > bits_required:
        tens = (bits - bits_required) * 59 // 196
        if tens:
            exp += tens
            sig //= 10**tens
    buf = []
    in_trail = True
    while sig:
        sig, d = divmod(sig, 10)
        if in_trail and not d:
            exp += 1
        else:
            buf.append(d)
            in_trail = False
    buf, exp = _adjust_buffer(buf, exp, fmt_precision)
    nd = len(buf)
    if not max_padding:
        scientific = True
    elif exp >= 0:
        scientific = exp > max_padding or nd + exp > fmt_precision
    else:
        msd = exp + nd - 1
        scientific = False if msd >= 0 else -msd > max_padding
    digits = "".join(str(d) for d in reversed(buf))
    if scientific:
        exp += nd - 1
        out += digits[0] + "."
        if nd == 1 and truncate_zero:
            out += "0"
        else:
            out += digits[1:]
        if not truncate_zero and fmt_precision > nd - 1:
            out += "0" * (fmt_precision - nd + 1)
        out += "E" if truncate_zero else "e"
        out += "+" if exp >= 0 else "-"
        e = str(abs(exp))
        if not truncate_zero and len(e) < 2:
            e = "0" + e
        return out + e
    if exp >= 0:
        return out + digits + "0" * exp
    whole = exp + nd
    if whole > 0:
        return out + digits[:whole] + "." + digits[whole:]
    return out + "0." + "0" * (-whole) + digits


def format_float(value, ty):
    """MLIR's printFloatValue for a FloatAttr of type ``ty`` holding ``value``
    (rounded to ``ty``): APFloat::toString at precision 6 in exponential form
    when that parses back bit-exactly, else APFloat's default toString, else
    (inf, nan, or a default form without '.') the bit pattern in hex."""
    return format_float_bits(constant_bits(value, ty), ty)


def constant_bits(value, ty):
    """Bit pattern of the ``ty`` constant Triton's builder makes from the
    Python float ``value``: get_fp64 keeps the double; get_fp32 and get_fp16
    take a C float (double -> f32, then FloatAttr::get rounds to the type);
    get_bf16 takes a C float and parses APFloat(bf16, std::to_string(v)),
    i.e. the float printed with "%f" (six decimals)."""
    if ty in ("f64", "f32"):
        return float_bits(value, ty)
    f = _round_to(value, "f32")
    if ty == "bf16" and math.isfinite(f):
        return _parse_decimal("%f" % f, _SEMANTICS["bf16"])
    if ty in ("f16", "bf16"):
        return float_bits(f, ty)
    sem = _SEMANTICS[ty]
    ebits, mbits, bias, nonfinite = sem
    if math.isfinite(f):
        num, den = abs(f).as_integer_ratio()
        bits = _round_rational(num, den, sem)
        if bits is not None:
            if math.copysign(1.0, f) < 0 and not (nonfinite == "fnuz" and bits == 0):
                bits |= 1 << (ebits + mbits)
            return bits
        if nonfinite == "ieee":
            return (((1 << ebits) - 1) << mbits) | (int(f < 0) << (ebits + mbits))
    if nonfinite == "fnuz":
        return 1 << (ebits + mbits)
    if nonfinite == "fn":
        return (1 << (ebits + mbits)) - 1
    if math.isinf(f):
        return (((1 << ebits) - 1) << mbits) | (int(f < 0) << (ebits + mbits))
    return (((1 << ebits) - 1) << mbits) | (1 << (mbits - 1))


def format_float_bits(bits, ty):
    """printFloatValue of the ``ty`` value with IEEE bit pattern ``bits``."""
    sem = _SEMANTICS[ty]
    mbits = sem[1]
    neg, sig, exp, kind = _decompose(bits, sem)
    if kind == "finite":
        s = apfloat_to_string(neg, sig, exp, mbits + 1, 6, 0, False)
        if _parse_decimal(s, sem) == bits:
            return s
        s = apfloat_to_string(neg, sig, exp, mbits + 1)
        if "." in s:
            return s
    return "0x%X" % bits


def format_int(value, width):
    if width == 1:
        return "true" if value & 1 else "false"
    value &= (1 << width) - 1
    if value >= 1 << (width - 1):
        value -= 1 << width
    return str(value)


def scalar_of(ty):
    """Element type text of a tensor type (or the type itself)."""
    if ty.startswith("tensor<"):
        inner = ty[len("tensor<"):-1]
        parts = _split_top(inner, "x")
        return parts[-1]
    return ty


def _split_top(s, sep):
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "<(":
            depth += 1
        elif ch in ">)":
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return out


def format_constant(value, ty):
    """The literal part of an arith.constant of type ``ty`` (splat for tensors)."""
    elt = scalar_of(ty)
    if elt.startswith("i"):
        lit = format_int(int(value), int(elt[1:]))
    else:
        lit = format_float(float(value), elt)
    if ty.startswith("tensor<"):
        return "dense<%s> : %s" % (lit, ty)
    if elt == "i1":
        return lit
    return "%s : %s" % (lit, ty)


# ---------------------------------------------------------------------------
# Printer
# ---------------------------------------------------------------------------

# Ops whose printed results carry their own names: ODS generates
# getAsmResultNames for an op with several results that are all named (the
# single-result $result ops print as %N).  MLIR then prints
# "%outLHS, %outRHS = tt.split" instead of "%0:2 = tt.split".
ASM_RESULT_NAMES = {
    "tt.split": ("outLHS", "outRHS"),
    "arith.addui_extended": ("sum", "overflow"),
    "arith.mului_extended": ("low", "high"),
    "arith.mulsi_extended": ("low", "high"),
}


class Printer:

    def __init__(self, inline_locs=True):
        self.lines = []
        self.names = {}
        self.used = {}
        self.counter = 0
        self.conflicts = 0

    # -- SSA names --
    def _fresh(self, prefix):
        if prefix is None:
            n = "%" + str(self.counter)
            self.counter += 1
            return n
        base = prefix
        if base not in self.used:
            self.used[base] = 0
            return "%" + base
        while True:
            cand = "%s_%d" % (base, self.conflicts)
            self.conflicts += 1
            if cand not in self.used:
                self.used[cand] = 0
                return "%" + cand

    def name_of(self, v):
        n = self.names.get(id(v))
        if n is None:
            return "%<<UNKNOWN>>"
        return n

    def v(self, v):
        return self.name_of(v)

    def vs(self, vals):
        return ", ".join(self.name_of(x) for x in vals)

    def _prefix_for(self, loc):
        while isinstance(loc, NameLoc):
            name = loc.name
            if _valid_ident(name):
                return name
            loc = loc.child
        return None

    def assign_results(self, op):
        if not op.results:
            return ""
        names = ASM_RESULT_NAMES.get(op.name)
        if names and len(names) == len(op.results):
            # getAsmResultNames names every result (taking precedence over a
            # NameLoc prefix); each named result starts its own group.
            out = []
            for r, n in zip(op.results, names):
                self.names[id(r)] = self._fresh(n)
                out.append(self.names[id(r)])
            return ", ".join(out) + " = "
        prefix = self._prefix_for(op.loc)
        base = self._fresh(prefix)
        if len(op.results) == 1:
            self.names[id(op.results[0])] = base
            return base + " = "
        for i, r in enumerate(op.results):
            self.names[id(r)] = "%s#%d" % (base, i)
        return "%s:%d = " % (base, len(op.results))

    def assign_arg(self, v):
        prefix = self._prefix_for(v.loc)
        if prefix is None:
            name = "%arg" + str(self.counter)
            self.counter += 1
        else:
            name = self._fresh(prefix)
        self.names[id(v)] = name
        return name

    # -- module --
    def print_module(self, module):
        out = ["module {"]
        for f in module.funcs:
            self.names, self.used, self.counter, self.conflicts = {}, {}, 0, 0
            out.extend(self.print_func(f))
        out.append("} " + print_loc(module.loc))
        return "\n".join(out) + "\n"

    def print_func(self, f):
        args = []
        for i, a in enumerate(f.args):
            name = self.assign_arg(a)
            attrs = ""
            if f.arg_attrs[i]:
                attrs = " {" + ", ".join("%s = %s" % kv for kv in f.arg_attrs[i].items()) + "}"
            args.append("%s: %s%s %s" % (name, a.type, attrs, print_loc(a.loc)))
        ret = ""
        if f.ret_types:
            ret = " -> " + (f.ret_types[0] if len(f.ret_types) == 1 else "(" + ", ".join(f.ret_types) + ")")
        head = "  tt.func %s @%s(%s)%s attributes {noinline = %s} {" % (
            f.visibility, _sym(f.sym_name), ", ".join(args), ret, "true" if f.noinline else "false")
        lines = [head]
        self._print_region_blocks(f.region, lines, "    ", entry_implicit=True)
        lines.append("  } " + print_loc(f.loc))
        return lines

    def _block_labels(self, region):
        labels = {}
        for i, b in enumerate(region.blocks):
            labels[id(b)] = "^bb%d" % i
        return labels

    def _print_region_blocks(self, region, lines, indent, entry_implicit):
        labels = self._block_labels(region)
        self.labels = getattr(self, "labels", {})
        self.labels.update(labels)
        # names for block args of non-entry blocks first (forward refs in branches)
        for bi, b in enumerate(region.blocks):
            if bi == 0 and entry_implicit:
                continue
            for a in b.args:
                if id(a) not in self.names:
                    self.assign_arg(a)
        for bi, b in enumerate(region.blocks):
            if bi > 0 or not entry_implicit:
                hdr = indent[:-2] + labels[id(b)]
                if b.args:
                    hdr += "(" + ", ".join("%s: %s %s" % (self.name_of(a), a.type, print_loc(a.loc))
                                           for a in b.args) + ")"
                hdr += ":"
                if bi > 0 and not self._has_preds(region, b):
                    hdr += "  // no predecessors"
                lines.append(hdr)
            for op in b.ops:
                self.print_op(op, lines, indent)

    def _has_preds(self, region, block):
        for b in region.blocks:
            for op in b.ops:
                for s, _ in op.successors:
                    if s is block:
                        return True
        return False

    def print_op(self, op, lines, indent):
        lhs = self.assign_results(op)
        self.indent = indent
        try:
            body = op.printer(op, self) if op.printer else self.generic(op)
        except PrintError:
            raise
        except Exception as e:
            # an op the code generator built with an attribute its printer
            # can't spell: report it at the op, not as a traceback
            if os.environ.get("TT_FRONT_DEBUG"):
                raise
            raise PrintError(op, e)
        text = indent + lhs + body
        # regions are printed by the op printer via self.region(...)
        text_lines = text.split("\n")
        text_lines[-1] += " " + print_loc(op.loc)
        lines.extend(text_lines)

    def region(self, region, indent, entry_args=False, print_entry_args=False):
        """Text of a region body ``{ ... }`` (without the braces' trailing loc)."""
        sub = []
        # As MLIR: an entry block without arguments gets no header.
        if print_entry_args and region.blocks[0].args:
            for a in region.blocks[0].args:
                self.assign_arg(a)
            self._print_region_blocks(region, sub, indent + "  ", entry_implicit=False)
        else:
            self._print_region_blocks(region, sub, indent + "  ", entry_implicit=True)
        if not sub:  # an empty block (an else without ops): MLIR's "{\n}"
            return "{\n" + indent + "}"
        return "{\n" + "\n".join(sub) + "\n" + indent + "}"

    def extra(self, op):
        """Discardable attributes (tt.divisibility ...) in attr-dict position."""
        if not op.attrs.get("__extra__"):
            return ""
        return " {" + ", ".join("%s = %s" % kv for kv in sorted(op.attrs["__extra__"].items())) + "}"

    def attr_dict(self, op, inherent=()):
        """An op's attr-dict: its inherent attributes printed there (name,
        text) and its discardable ones (hints such as tt.divisibility set
        through Value.set_attr), one dictionary sorted by name."""
        items = list(inherent) + list((op.attrs.get("__extra__") or {}).items())
        if not items:
            return ""
        return " {" + ", ".join("%s = %s" % kv for kv in sorted(items)) + "}"

    def generic(self, op):
        s = '"%s"(%s)' % (op.name, self.vs(op.operands))
        if op.successors:
            s += "[" + ", ".join(self.labels[id(b)] for b, _ in op.successors) + "]"
        props = {k: v for k, v in op.attrs.items() if k != "__extra__"}
        if props:
            s += " <{" + ", ".join("%s = %s" % kv for kv in sorted(props.items())) + "}>"
        if op.regions:
            s += " (" + ", ".join(self.region(r, self.indent, print_entry_args=True) for r in op.regions) + ")"
        s += " : (%s) -> %s" % (", ".join(v.type for v in op.operands), _fn_results([r.type for r in op.results]))
        return s


def _fn_results(types):
    if len(types) == 1 and not types[0].startswith("("):
        return types[0]
    return "(" + ", ".join(types) + ")"


def _valid_ident(name):
    if not name:
        return False
    for ch in name:
        if not (ch.isalnum() or ch in "_$."):
            return False
    return not name[0].isdigit()


def _sym(name):
    if _valid_ident(name) and all(ord(c) < 128 for c in name):
        return name
    return '"%s"' % _escape(name)


def sym(name):
    return _sym(name)
