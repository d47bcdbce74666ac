"""Parsing of compile.py-style signatures: one comma-separated entry per kernel
parameter.

  ``*fp32``      pointer to fp32 (``*k`` for a const pointer is not supported)
  ``i32``        scalar
  ``...:16``     divisibility hint (``tt.divisibility = 16``)
  ``i32:1``      specialised as equal to one (folded to constexpr 1)
  ``1024``       constexpr value (ints, floats, True/False, None, quoted strings,
                 tl dtypes such as ``fp16``/``tl.float16`` given as ``constexpr:fp16``)
"""
from . import types as T
from .errors import FrontendError


class ParamSpec:
    """What the signature says about one parameter."""

    def __init__(self, kind, ty=None, value=None, divisibility=None):
        self.kind = kind              # "value" or "constexpr"
        self.ty = ty                  # types.dtype for values
        self.value = value            # python value for constexpr
        self.divisibility = divisibility

    def __repr__(self):
        return "ParamSpec(%s, %s, %s, %s)" % (self.kind, self.ty, self.value, self.divisibility)


def _split(sig):
    parts, depth, cur = [], 0, ""
    for ch in sig:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    return [p.strip() for p in parts]


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
    entries = _split(sig) if sig.strip() else []
    if len(entries) != len(param_names):
        raise FrontendError("signature has %d entries but the kernel has %d parameters (%s)" %
                            (len(entries), len(param_names), ", ".join(param_names)))
    specs = []
    for name, entry in zip(param_names, entries):
        if not entry:
            raise FrontendError("empty signature entry for parameter '%s'" % name)
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
