"""Parsing of compile.py-style signatures: one comma-separated entry per kernel
parameter.

  ``*fp32``      pointer to fp32 (``*k`` for a const pointer is not supported)
  ``i32``        scalar
  ``...:16``     divisibility hint (``tt.divisibility = 16``)
  ``i32:1``      specialised as equal to one (folded to constexpr 1)
  ``1024``       constexpr value (ints, floats, True/False, None, quoted strings,
                 tl dtypes such as ``fp16``/``tl.float16`` given as ``constexpr:fp16``)
  ``tensordesc<fp16[128, 64]>``
                 a host tensor descriptor (triton.tools.tensor_descriptor.TensorDescriptor):
                 the element type in the spelling above and the block shape, as
                 Triton's JIT writes it; the kernel gets the descriptor, then
                 ``rank`` i32 shape values, then ``rank`` i64 stride values
"""
from . import types as T
from .errors import FrontendError


class ParamSpec:
    """What the signature says about one parameter."""

    def __init__(self, kind, ty=None, value=None, divisibility=None):
        self.kind = kind              # "value", "tensordesc" or "constexpr"
        self.ty = ty                  # types.dtype for values, the block type for tensordesc
        self.value = value            # python value for constexpr
        self.divisibility = divisibility
        self.text = None              # the entry as written (tensordesc)

    def __repr__(self):
        return "ParamSpec(%s, %s, %s, %s)" % (self.kind, self.ty, self.value, self.divisibility)


def _split(sig, angles=True):
    """Split at the commas outside brackets.  With ``angles`` a
    ``tensordesc<...>`` entry is one bracket too (Triton's entries for Gluon
    descriptors carry a layout after a comma in it); if one of them is not
    closed, split again without, so that the error names that entry alone."""
    parts, depth, angle, cur = [], 0, 0, ""
    for ch in sig:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif angles and ch == "<" and (angle or cur.strip().endswith("tensordesc")):
            angle += 1
        elif angles and ch == ">" and angle:
            angle -= 1
        if ch == "," and depth == 0 and angle == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    if angle:
        return _split(sig, False)
    return [p.strip() for p in parts]


def split_signature(sig):
    """The entries of a signature string, outside brackets; none for ''."""
    return _split(sig) if sig.strip() else []


TENSORDESC_FORM = "tensordesc<DTYPE[D0, D1, ...]>, e.g. tensordesc<fp16[128, 64]>"
MAX_DESC_RANK = 5  # TensorDescriptor: "rank cannot be more than 5"


def _parse_tensordesc(entry, name):
    """``tensordesc<DTYPE[D0, ...]>`` to the descriptor's block type; errors
    name the entry and the parameter (Triton's str_to_ty fails on them with
    a bare Python exception)."""

    def bad(why):
        return FrontendError("bad signature entry '%s' for parameter '%s': %s" % (entry, name, why))

    if not entry.startswith("tensordesc<"):
        raise bad("expected " + TENSORDESC_FORM)
    close = entry.find(">")
    if close < 0:
        raise bad("missing the closing '>'")
    if close != len(entry) - 1:
        rest = entry[close + 1:].strip()
        if rest.startswith(":"):
            raise bad("a tensor descriptor takes no specialisation hint ('%s')" % rest)
        raise bad("unexpected '%s' after the closing '>'" % rest)
    inner = entry[len("tensordesc<"):-1]
    if "[" not in inner:
        raise bad("missing the block shape: expected " + TENSORDESC_FORM)
    dt_text, _, rest = inner.partition("[")
    dt_text = dt_text.strip()
    if "]" not in rest:
        raise bad("missing ']' after the block shape")
    dims_text, _, layout = rest.partition("]")
    if layout.strip():
        if layout.strip().startswith(","):
            raise bad("a shared-memory layout after the block shape is for Gluon kernels, not Triton ones")
        raise bad("unexpected '%s' after the block shape" % layout.strip())
    if not dt_text:
        raise bad("missing the element type: expected " + TENSORDESC_FORM)
    elt = T.SIG_TYPES.get(dt_text)
    if elt is None:
        raise bad("unknown element type '%s'" % dt_text)
    if not dims_text.strip():
        raise bad("the block shape is empty")
    dims = []
    for i, d in enumerate(dims_text.split(",")):
        d = d.strip()
        try:
            v = int(d, 10)
        except ValueError:
            raise bad("block dimension %d ('%s') is not an integer" % (i, d))
        if v <= 0 or v & (v - 1):
            raise bad("block dimension %d (%d) is not a power of 2" % (i, v))
        dims.append(v)
    if len(dims) > MAX_DESC_RANK:
        raise bad("rank %d: a tensor descriptor has 1 to %d dimensions" % (len(dims), MAX_DESC_RANK))
    try:
        return T.block_type(elt, dims)
    except (TypeError, ValueError) as e:
        raise bad(str(e))


def _parse_type(text):
    if text.startswith("*"):
        inner = text[1:]
        const = False
        if inner.startswith("k"):
            const = True
            inner = inner[1:]
        elt = _parse_type(inner)
        if elt is None:
            return None
        return T.pointer_type(elt, 1, const)
    return T.SIG_TYPES.get(text)


def _parse_literal(text):
    if text in ("True", "true"):
        return True
    if text in ("False", "false"):
        return False
    if text == "None":
        return None
    if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"":
        return text[1:-1]
    try:
        return int(text, 0)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        pass
    if text.startswith("constexpr:"):
        name = text[len("constexpr:"):]
        ty = T.SIG_TYPES.get(name) or T.DTYPE_NAMES.get(name.replace("tl.", ""))
        if ty is not None:
            return ty
    name = text.replace("tl.", "").replace("triton.language.", "")
    if name in T.DTYPE_NAMES and text != name:
        return T.DTYPE_NAMES[name]
    raise ValueError(text)


def parse_signature(sig, param_names):
    """Return one ParamSpec per parameter name, or raise FrontendError."""
    if sig is None:
        raise FrontendError("missing --signature")
    entries = split_signature(sig)
    if len(entries) != len(param_names):
        raise FrontendError("signature has %d entries but the kernel has %d parameters (%s)" %
                            (len(entries), len(param_names), ", ".join(param_names)))
    specs = []
    for name, entry in zip(param_names, entries):
        if not entry:
            raise FrontendError("empty signature entry for parameter '%s'" % name)
        if entry.startswith("tensordesc"):
            spec = ParamSpec("tensordesc", ty=_parse_tensordesc(entry, name))
            spec.text = entry
            specs.append(spec)
            continue
        text, hint = entry, None
        if ":" in entry and not entry.startswith("constexpr:"):
            text, _, h = entry.rpartition(":")
            try:
                hint = int(h)
            except ValueError:
                raise FrontendError("bad specialisation hint '%s' for parameter '%s' (expected 1 or 16)" %
                                    (h, name))
            if hint not in (1, 16):
                raise FrontendError("bad specialisation hint '%s' for parameter '%s' (expected 1 or 16)" %
                                    (h, name))
        ty = _parse_type(text)
        if ty is not None:
            if hint == 1:
                if ty.is_ptr() or ty.is_floating():
                    raise FrontendError("':1' (equal to one) only applies to integer parameters, not '%s' for '%s'" %
                                        (text, name))
                specs.append(ParamSpec("constexpr", value=1))
            else:
                if hint == 16 and ty.is_floating():
                    raise FrontendError("':16' (divisibility) does not apply to floating-point parameter '%s'" %
                                        name)
                specs.append(ParamSpec("value", ty=ty, divisibility=hint))
            continue
        if hint is not None:
            raise FrontendError("unknown type '%s' in signature entry for parameter '%s'" % (text, name))
        if text.startswith("*") or text.isidentifier() and text not in ("True", "False", "None"):
            raise FrontendError("unknown type '%s' in signature entry for parameter '%s'" % (text, name))
        try:
            value = _parse_literal(text)
        except ValueError:
            raise FrontendError("cannot parse signature entry '%s' for parameter '%s'" % (entry, name))
        specs.append(ParamSpec("constexpr", value=value))
    return specs
