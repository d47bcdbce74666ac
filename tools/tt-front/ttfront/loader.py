"""The program loader: reads the user's kernel file and Triton's standard
library into scopes of globals, binding each module-level name to what a
kernel can do with it (a jit function, a constexpr, the ``tl`` namespace, a
marker the code generator handles itself, or an opaque global it refuses).
Nothing here generates IR."""
import ast
import io
import tokenize

from . import language as L
from . import types as T
from .errors import FrontendError, SemanticError
from .values import constexpr


# ---------------------------------------------------------------------------
# Functions and module scopes
# ---------------------------------------------------------------------------

class JitFunction:
    """An ``@triton.jit`` function found in a source file (user or stdlib)."""

    def __init__(self, name, full_name, node, scope, noinline=False):
        self.name = name
        self.full_name = full_name
        self.node = node
        self.scope = scope
        self.noinline = noinline
        self.arg_names = [a.arg for a in node.args.args]

    def __repr__(self):
        return "JITFunction(%s)" % self.full_name

    def __str__(self):
        return "JITFunction(%s)" % self.full_name


class OpaqueGlobal:
    """A module-level name that is not usable from a kernel (non-constexpr global,
    Python function, foreign module)."""

    def __init__(self, name, what):
        self.name = name
        self.what = what


class Scope:
    """The globals of one source file."""

    def __init__(self, file_name, source, module_name):
        self.file_name = file_name
        self.source = source
        self.lines = source.split("\n")
        self.module_name = module_name
        self.globals = {}

    def source_line(self, lineno):
        if 1 <= lineno <= len(self.lines):
            return self.lines[lineno - 1]
        return None


class Marker:
    """Special callables understood by the code generator itself."""

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "<%s>" % self.name


CONSTEXPR_CLASS = Marker("tl.constexpr")
STATIC_RANGE = Marker("tl.static_range")
TL_RANGE = Marker("tl.range")
PY_RANGE = Marker("range")
STATIC_ASSERT = Marker("tl.static_assert")
STATIC_PRINT = Marker("tl.static_print")
PY_LEN = Marker("len")
PY_INT = Marker("int")
PY_FLOAT = Marker("float")
PY_ISINSTANCE = Marker("isinstance")
PY_GETATTR = Marker("getattr")
PY_HASATTR = Marker("hasattr")
PY_LIST = Marker("list")
TL_TENSOR = Marker("tl.tensor")
TL_DTYPE = Marker("tl.dtype")


# ---------------------------------------------------------------------------
# Program: loads the user file and the standard library
# ---------------------------------------------------------------------------

def _pick_sum_dtype(in_dtype, dt):
    if dt is not None:
        return dt
    if in_dtype.is_int_signed():
        return T.int32 if in_dtype.int_bitwidth < 32 else None
    if in_dtype.is_int_unsigned():
        return T.uint32 if in_dtype.int_bitwidth < 32 else None
    return None


def _log2(i):
    n, r = i, 0
    while n > 1:
        n >>= 1
        r += 1
    return r


def _get_flip_dim(dim, shape):
    if dim is None:
        dim = len(shape) - 1
    if dim < 0:
        dim += len(shape)
    return dim


class Program:

    def __init__(self):
        self.jit_functions = {}
        self.tl = L.Namespace("triton.language")
        self.core = self.tl
        self.math = L.Namespace("triton.language.math", L.MATH)
        self.stdlib = {}
        self._build_tl()
        self._load_stdlib()

    def _build_tl(self):
        e = self.tl.entries
        e.update(L.BUILTINS)
        e.update(T.DTYPE_NAMES)
        e["math"] = self.math
        e["constexpr"] = CONSTEXPR_CLASS
        e["static_range"] = STATIC_RANGE
        e["range"] = TL_RANGE
        e["static_assert"] = STATIC_ASSERT
        e["static_print"] = STATIC_PRINT
        e["tensor"] = TL_TENSOR
        e["dtype"] = TL_DTYPE
        e["pointer_type"] = L.ConstexprFunction("pointer_type", lambda et, *a: T.pointer_type(et))
        e["block_type"] = L.ConstexprFunction("block_type", lambda et, shape: T.block_type(et, shape))
        e["get_int_dtype"] = L.ConstexprFunction("get_int_dtype",
                                                 lambda bitwidth, signed: T.get_int_dtype(bitwidth, signed))
        e["PropagateNan"] = L.Namespace("PropagateNan", {"NONE": constexpr("none"), "ALL": constexpr("all")})
        e["CONSTEXPR_0"] = constexpr(0)
        e["core"] = self.tl
        e["standard"] = self.tl
        e["extra"] = L.Namespace("triton.language.extra", {
            "cuda": L.Namespace("triton.language.extra.cuda", {"libdevice": L.LIBDEVICE}),
            "libdevice": L.LIBDEVICE})
        e["libdevice"] = L.LIBDEVICE

    def _load_stdlib(self):
        from . import stdlib
        for module_name, file_name, src in stdlib.MODULES:
            scope = Scope(file_name, src, module_name)
            tree = ast.parse(src)
            g = scope.globals
            g["core"] = self.tl
            g["tl"] = self.tl
            g["math"] = self.math
            g["N_ROUNDS_DEFAULT"] = constexpr(10)
            g["_pick_sum_dtype"] = L.ConstexprFunction("_pick_sum_dtype", _pick_sum_dtype)
            g["_log2"] = L.ConstexprFunction("_log2", _log2)
            g["_is_power_of_two"] = L.ConstexprFunction("_is_power_of_two", lambda i: (i & (i - 1)) == 0 and i != 0)
            g["_get_flip_dim"] = L.ConstexprFunction("_get_flip_dim", _get_flip_dim)
            for node in tree.body:
                if isinstance(node, ast.FunctionDef):
                    fn = JitFunction(node.name, module_name + "." + node.name, node, scope)
                    g[node.name] = fn
                    self.stdlib[node.name] = fn
                    if module_name != "triton.language.core" or True:
                        self.tl.entries.setdefault(node.name, fn)
        # names that are jit functions in the stdlib shadow builtins of the same name
        for n in ("cdiv", "sigmoid", "softmax", "ravel", "swizzle2d", "zeros", "zeros_like", "max", "argmax",
                  "min", "argmin", "sum", "xor_sum", "reduce_or", "cumsum", "cumprod", "sort", "topk", "flip",
                  "interleave", "randint", "randint4x", "rand", "rand4x", "randn", "randn4x", "philox",
                  "philox_impl", "pair_uniform_to_normal", "uint_to_uniform_float"):
            if n in self.stdlib:
                self.tl.entries[n] = self.stdlib[n]
        self.tl.entries["random"] = L.Namespace("triton.language.random", {
            n: self.stdlib[n] for n in ("randint", "randint4x", "rand", "rand4x", "randn", "randn4x", "philox",
                                        "philox_impl", "pair_uniform_to_normal", "uint_to_uniform_float")})
        self.math.entries.setdefault("max", self.stdlib["max"])

    # -- user file --
    def load_user_file(self, path, source, display_name):
        scope = Scope(display_name, source, "__main__")
        if "\0" in source:
            # ast.parse raises ValueError here on some Python versions, SyntaxError without a column on others
            at = source.index("\0")
            line = source.count("\n", 0, at) + 1
            raise FrontendError("invalid Python syntax: source code cannot contain null bytes", display_name, line,
                                at - (source.rfind("\n", 0, at) + 1), scope.source_line(line))
        try:
            tree = ast.parse(source, filename=display_name)
        except (RecursionError, MemoryError):
            line, col = _most_nested_statement(source)
            raise FrontendError("invalid Python syntax: too deeply nested for Python's parser (its recursion limit)",
                                display_name, line, col, scope.source_line(line))
        except (SyntaxError, ValueError) as e:
            if not isinstance(e, SyntaxError):
                raise FrontendError("invalid Python syntax: %s" % e, display_name, 1, 0, scope.source_line(1))
            raise FrontendError("invalid Python syntax: %s" % e.msg, display_name, e.lineno or 1,
                                (e.offset or 1) - 1, scope.source_line(e.lineno or 1))
        triton_ns = L.Namespace("triton", {"language": self.tl, "jit": Marker("triton.jit")})
        g = scope.globals
        for node in tree.body:
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name == "triton.language" and alias.asname:
                        g[alias.asname] = self.tl
                    elif alias.asname and alias.name.startswith("triton."):
                        # import triton.language.extra.libdevice as libdevice, ...
                        g[alias.asname] = self._import_module(alias.name, triton_ns)
                    elif alias.name.startswith("triton"):
                        g[alias.asname or "triton"] = triton_ns
                    else:
                        g[alias.asname or alias.name.split(".")[0]] = OpaqueGlobal(alias.name, "module")
            elif isinstance(node, ast.ImportFrom):
                mod = node.module or ""
                for alias in node.names:
                    name = alias.asname or alias.name
                    g[name] = self._import_from(mod, alias.name, triton_ns)
            elif isinstance(node, ast.FunctionDef):
                if self._is_jit(node):
                    # Triton names callees module.qualname; compile.py loads the file as a
                    # module named after its stem.
                    stem = display_name.replace("\\", "/").rsplit("/", 1)[-1]
                    stem = stem[:-3] if stem.endswith(".py") else stem
                    fn = JitFunction(node.name, stem + "." + node.name, node, scope, self._noinline(node))
                    g[node.name] = fn
                else:
                    g[node.name] = OpaqueGlobal(node.name, "function")
            elif isinstance(node, ast.ClassDef):
                g[node.name] = OpaqueGlobal(node.name, "class")
            elif isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                value = None
                if node.value is not None:
                    value = self._module_constexpr(node.value, scope)
                    if value is None:
                        value = self._module_alias(node.value, g)
                for t in targets:
                    if isinstance(t, ast.Name):
                        g[t.id] = value if value is not None else OpaqueGlobal(t.id, "global")
        return scope

    @staticmethod
    def _lookup_path(value, parts):
        """`value.a.b...` through namespaces, for the names in `parts`; None
        where a step is not a namespace or lacks the name."""
        for part in parts:
            if not isinstance(value, L.Namespace):
                return None
            try:
                value = value.lookup(part)
            except SemanticError:
                return None
        return value

    @classmethod
    def _import_module(cls, name, triton_ns):
        """The module ``import NAME as X`` binds: a namespace reached from ``triton``, else opaque."""
        ns = cls._lookup_path(triton_ns, name.split(".")[1:])
        return ns if isinstance(ns, L.Namespace) else OpaqueGlobal(name, "module")

    def _import_from(self, mod, name, triton_ns):
        if mod == "triton" and name == "language":
            return self.tl
        if mod == "triton" and name == "jit":
            return Marker("triton.jit")
        if mod in ("triton.language", "triton.language.core", "triton.language.standard", "triton.language.math",
                   "triton.language.random"):
            ns = self.math if mod == "triton.language.math" else self.tl
            try:
                return ns.lookup(name)
            except SemanticError:
                return OpaqueGlobal(name, "import")
        if mod in ("triton.language.extra", "triton.language.extra.cuda") and name == "libdevice":
            return L.LIBDEVICE
        if mod == "triton.language.extra.libdevice" or mod == "triton.language.extra.cuda.libdevice":
            try:
                return L.LIBDEVICE.lookup(name)
            except SemanticError:
                return OpaqueGlobal(name, "import")
        return OpaqueGlobal(name, "import")

    @staticmethod
    def _decorator_name(d):
        if isinstance(d, ast.Call):
            d = d.func
        parts = []
        while isinstance(d, ast.Attribute):
            parts.append(d.attr)
            d = d.value
        if isinstance(d, ast.Name):
            parts.append(d.id)
        return ".".join(reversed(parts))

    def _is_jit(self, node):
        return any(self._decorator_name(d) in ("triton.jit", "jit", "triton.language.jit") for d in node.decorator_list)

    def _noinline(self, node):
        for d in node.decorator_list:
            if isinstance(d, ast.Call) and self._decorator_name(d) in ("triton.jit", "jit"):
                for kw in d.keywords:
                    if kw.arg == "noinline" and isinstance(kw.value, ast.Constant):
                        return bool(kw.value.value)
        return False

    @classmethod
    def _module_alias(cls, node, g):
        """`name = libdevice.tanh`, `f16 = tl.float16`, `op = some_jit_fn`: a
        module-level alias of something of triton.language (a function, a
        namespace, a dtype) or of a @triton.jit function defined above, which
        Triton's global lookup lets kernels read; None for anything else."""
        parts = []
        while isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        if not isinstance(node, ast.Name) or node.id not in g:
            return None
        value = cls._lookup_path(g[node.id], reversed(parts))
        if isinstance(value, (L.Namespace, L.Builtin, JitFunction, T.dtype)):
            return value
        return None

    def _module_constexpr(self, node, scope):
        """Evaluate `tl.constexpr(<expr>)` at module level; None for anything else."""
        if isinstance(node, ast.Call) and self._decorator_name(node.func) in (
                "tl.constexpr", "triton.language.constexpr", "constexpr", "language.constexpr") and \
                len(node.args) == 1:
            # imported here: consteval reads the JitFunctions this module defines
            from .consteval import eval_const
            try:
                return constexpr(eval_const(node.args[0], scope, self))
            except Exception:
                return None
        return None


def _most_nested_statement(source):
    """(line, col) of the logical line with the most tokens: where ast.parse
    most likely ran out of recursion (it doesn't say)."""
    best, best_count, start, count = (1, 0), -1, None, 0
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type in (tokenize.NEWLINE, tokenize.ENDMARKER):
                if start is not None and count > best_count:
                    best, best_count = start, count
                start, count = None, 0
            elif tok.type not in (tokenize.NL, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT):
                if start is None:
                    start = tok.start
                count += 1
    except (tokenize.TokenError, SyntaxError, ValueError):
        if start is not None and count > best_count:
            best = start
    return best
