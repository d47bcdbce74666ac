"""A small in-memory MLIR-like IR: values, operations, blocks, regions, a
builder with an insertion point and a current location, and a printer that
writes the textual form MLIR's own printer gives (pretty forms for the ops
that have them, generic form otherwise).
"""
import math
import struct


# ---------------------------------------------------------------------------
# Locations
# ---------------------------------------------------------------------------

class Loc:
    pass


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


def format_float(value, ty):
    """MLIR's printFloatValue: exponential form when exact, else shortest, else hex."""
    rv = _round_to(value, ty)
    if rv is not None and math.isfinite(rv):
        s = "%.6e" % rv
        if _round_to(float(s), ty) == rv and math.copysign(1, _round_to(float(s), ty)) == math.copysign(1, rv):
            return s
        r = repr(rv)
        for digits in range(1, 18):
            cand = "%.*e" % (digits, rv)
            if _round_to(float(cand), ty) == rv:
                r = cand
                break
        mant, exp = r.split("e")
        if "." not in mant:
            mant += ".0"
        return "%sE%s%02d" % (mant, "-" if int(exp) < 0 else "+", abs(int(exp))) if int(exp) else mant
    bits = float_bits(value, ty)
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
        body = op.printer(op, self) if op.printer else self.generic(op)
        text = indent + lhs + body
        # regions are printed by the op printer via self.region(...)
        text_lines = text.split("\n")
        text_lines[-1] += " " + print_loc(op.loc)
        lines.extend(text_lines)

    def region(self, region, indent, entry_args=False, print_entry_args=False):
        """Text of a region body ``{ ... }`` (without the braces' trailing loc)."""
        sub = []
        if print_entry_args:
            for a in region.blocks[0].args:
                self.assign_arg(a)
            self._print_region_blocks(region, sub, indent + "  ", entry_implicit=False)
        else:
            self._print_region_blocks(region, sub, indent + "  ", entry_implicit=True)
        return "{\n" + "\n".join(sub) + "\n" + indent + "}"

    def extra(self, op):
        """Discardable attributes (tt.divisibility ...) in attr-dict position."""
        if not op.attrs.get("__extra__"):
            return ""
        return " {" + ", ".join("%s = %s" % kv for kv in sorted(op.attrs["__extra__"].items())) + "}"

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
