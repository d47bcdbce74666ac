"""Name mangling: the symbol of a specialised callee, spelled as Triton 3.6's
``mangle_fn`` spells it (the function's module.qualname, its argument
types, then its constexpr arguments by path), so that ``tt.call`` targets
and private ``tt.func`` names match Triton's."""
from . import types as T
from .loader import JitFunction
from .values import constexpr


def mangle_fn(name, arg_tys, constants):
    mangled_args = "_".join(t.mangle() for t in arg_tys)
    parts = []
    for path in sorted(constants):
        parts.append("%sc%s" % (repr(path), _repr_const(constants[path])))
    mc = "_".join(parts)
    mc = mc.replace(".", "_d_").replace("'", "_sq_").replace("[", "_").replace("]", "_")
    return "%s__%s__%s" % (name, mangled_args, mc)


def _repr_const(c):
    if c is None:
        return "None"
    if isinstance(c, constexpr):
        v = c.value
        if isinstance(v, JitFunction):
            return "constexpr[JITFunction(%s)]" % v.full_name
        return "constexpr[%s]" % (v, )
    if isinstance(c, T.dtype):
        return repr(c)
    if isinstance(c, JitFunction):
        return "JITFunction(%s)" % c.full_name
    return repr(c)
