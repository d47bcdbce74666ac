#!/usr/bin/env python3
"""In-process fuzzer for tt-front (tools/tt-front/ttfront), Python standard library only.

It takes the kernels of the repository as seeds (each with the signature its
test states: a `# signature:` header or a `tt-front %s --kernel K --signature S`
RUN line), mutates them -- mostly structure-aware mutations of the Python AST
and of the signature, a small fraction of raw byte/line mutations for the
parser -- and compiles each mutant with the driver's own entry point,
``ttfront.driver.compile_kernel``.

The expected outcome for bad input is the tool's located diagnostic,
``ttfront.errors.FrontendError`` (printed by the driver as
``file:line:col: error: ...``, exit 1). Any other exception escaping the
compiler (IndexError, KeyError, AttributeError, RecursionError, ...) is a
crash. With ``--strict`` the code generator's safety net (which turns an
internal Python exception into a located error carrying the bare exception
text) is switched off (TT_FRONT_DEBUG=1), so the internal errors it hides
count as crashes too.

  tt_front_fuzz.py --seconds 120 --seed 7 --crash-dir /tmp/crashes
  tt_front_fuzz.py --runs 200 --seed 1                # deterministic
  tt_front_fuzz.py --regress test/tt-front/Inputs/fuzz-crashes/*.py --seeds
  tt_front_fuzz.py --minimize /tmp/crashes/crash-....py

A reproducer is a plain kernel file with header lines (the same ones the
conformance kernels use) and the traceback as comments:

  # kernel: NAME
  # signature: *fp32:16,i32,128
  # target: cuda:90            (optional)
  # front: --debug             (optional: --debug, --no-sanitize-overflow)
  # fuzz-expect: located-error (or: ok; optional, only checked by --regress)

so that `tt-front FILE --kernel NAME --signature SIG` replays it.
"""
import argparse
import ast
import atexit
import copy
import glob
import hashlib
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback

HERE = os.path.dirname(os.path.realpath(__file__))
UTILS = os.path.dirname(HERE)
ROOT = os.path.dirname(UTILS)
driver = None          # ttfront.driver, imported by load_ttfront
FrontendError = None   # ttfront.errors.FrontendError
split_signature = None  # ttfront.signature.split_signature
_TOOL = None           # the tt-front script beside that package


def load_ttfront(tool):
    """Import the ttfront package that the tt-front script `tool` runs
    (tools/tt-front/tt-front by default, or build/bin/tt-front, the build's
    copy): beside it, or in ../lib/tt-toolkit/python where it is installed."""
    global driver, FrontendError, split_signature, _TOOL
    _TOOL = os.path.realpath(tool)
    here = os.path.dirname(_TOOL)
    for pkg_dir in (here, os.path.normpath(os.path.join(here, os.pardir, "lib", "tt-toolkit", "python"))):
        if os.path.isdir(os.path.join(pkg_dir, "ttfront")):
            break
    else:
        sys.exit("tt_front_fuzz: no ttfront package beside %s or in ../lib/tt-toolkit/python" % tool)
    sys.path.insert(0, pkg_dir)
    from ttfront import driver as d
    from ttfront.errors import FrontendError as fe
    from ttfront.signature import split_signature as split
    driver, FrontendError, split_signature = d, fe, split

SEED_GLOBS = ["test/tt-front/*.py", "test/tt-front/Inputs/*/*.py", "test/GPU/lowering/*.py",
              "test/Conformance/kernels/*.py", "examples/*.py"]
CRASH_GLOB = "test/tt-front/Inputs/fuzz-crashes/*.py"


# ---------------------------------------------------------------------------
# Seeds: a kernel file and the configurations (kernel, signature, options)
# its tests compile it with
# ---------------------------------------------------------------------------

class Config:
    def __init__(self, path, source, kernel, signature, target=90, debug=False, sanitize=True, expect=None):
        self.path = path
        self.source = source
        self.kernel = kernel
        self.signature = signature
        self.target = target
        self.debug = debug
        self.sanitize = sanitize
        self.expect = expect

    def options(self):
        return {"debug": self.debug, "sanitize_overflow": self.sanitize, "capability": self.target}

    def flags(self):
        f = []
        if self.target != 90:
            f.append("--target cuda:%d" % self.target)
        if self.debug:
            f.append("--debug")
        if not self.sanitize:
            f.append("--no-sanitize-overflow")
        return " ".join(f)

    def with_(self, **kw):
        c = copy.copy(self)
        c.__dict__.update(kw)
        return c


_RUN_RE = re.compile(r"tt-front\s+(%s|%S/\S+)\s+(.*)")


def _parse_flags(cfg, text):
    m = re.search(r"--target[ =]cuda:(\d+)", text)
    if m:
        cfg.target = int(m.group(1))
    cfg.debug = "--debug" in text
    cfg.sanitize = "--no-sanitize-overflow" not in text


def _last_jit(source):
    names = re.findall(r"^@(?:triton\.)?jit(?:\(.*\))?\s*\ndef (\w+)\(", source, re.M)
    return names[-1] if names else None


def load_configs(path):
    """The configurations a kernel file states: header lines or RUN lines."""
    try:
        with open(path, encoding="utf-8", errors="surrogateescape", newline="") as f:
            source = f.read()
    except OSError:
        return []
    configs = []
    fields = {}
    for line in source.splitlines():
        m = re.match(r"#\s*(kernel|signature|target|front|fuzz-expect):\s*(.*)", line)
        if m and m.group(1) not in fields:
            fields[m.group(1)] = m.group(2).strip()
    if "signature" in fields:
        kernel = fields.get("kernel") or _last_jit(source)
        if kernel:
            c = Config(path, source, kernel, fields["signature"], expect=fields.get("fuzz-expect"))
            _parse_flags(c, fields.get("front", "") + " " + ("--target " + fields["target"]
                                                             if "target" in fields else ""))
            configs.append(c)
    for line in source.splitlines():
        if "RUN:" not in line:
            continue
        m = _RUN_RE.search(line)
        if not m:
            continue
        target, rest = m.group(1), m.group(2)
        km = re.search(r"(?:--kernel|-k)[ =](\S+)", rest)
        sm = re.search(r"(?:--signature|-s)[ =](\"[^\"]*\"|'[^']*'|\S+)", rest)
        if not km or not sm:
            continue
        sig = sm.group(1).strip("\"'")
        p, src = path, source
        if target != "%s":
            p = os.path.join(os.path.dirname(path), target[3:])
            try:
                with open(p, encoding="utf-8") as f:
                    src = f.read()
            except OSError:
                continue
        c = Config(p, src, km.group(1), sig)
        _parse_flags(c, rest)
        configs.append(c)
    # one configuration per distinct (file, kernel, signature, flags)
    seen, out = set(), []
    for c in configs:
        k = (c.path, c.kernel, c.signature, c.flags())
        if k not in seen:
            seen.add(k)
            out.append(c)
    return out


def seed_files():
    files = []
    for g in SEED_GLOBS:
        files.extend(sorted(glob.glob(os.path.join(ROOT, g))))
    return files


# ---------------------------------------------------------------------------
# Running one input
# ---------------------------------------------------------------------------

class Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise Timeout()


_TMPDIR = tempfile.mkdtemp(prefix="tt-front-fuzz-")
atexit.register(shutil.rmtree, _TMPDIR, True)
_DEVNULL = open(os.devnull, "w")


def run_one(cfg, timeout=5.0):
    """Compile cfg; return ('ok'|'error'|'timeout'|'crash', detail)."""
    path = os.path.join(_TMPDIR, "kernel.py")
    with open(path, "w", encoding="utf-8", errors="surrogateescape", newline="") as f:
        f.write(cfg.source)
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    saved = sys.stdout, sys.stderr
    sys.stdout = sys.stderr = _DEVNULL     # tl.static_print and friends
    try:
        driver.compile_kernel(path, cfg.kernel, cfg.signature, cfg.options(), display_name="kernel.py")
        return "ok", None
    except FrontendError as e:
        if e.file is None and e.line is None and not e.message:
            return "crash", ("FrontendError without message", "")
        return "error", e
    except Timeout:
        return "timeout", None
    except MemoryError:
        return "timeout", None
    except BaseException as e:  # noqa: B902 -- anything else is a crash
        if isinstance(e, KeyboardInterrupt):
            raise
        if os.environ.get("TT_FRONT_DEBUG") and _deliberate(e):
            return "error", None
        return "crash", (crash_key(e), "".join(traceback.format_exception(type(e), e, e.__traceback__)))
    finally:
        sys.stdout, sys.stderr = saved
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _deliberate(e):
    """In --strict mode: an exception ttfront raises on purpose (a `raise
    ValueError(...)` in types.py, as Triton's own classes do) is reported
    by the code generator's safety net as a located error, as intended;
    only exceptions Python raised by itself count as internal errors."""
    tb = traceback.extract_tb(e.__traceback__)
    if not tb or isinstance(e, RecursionError):
        return False
    last = tb[-1]
    return "ttfront" in last.filename and (last.line or "").lstrip().startswith("raise ")


def crash_key(e):
    """Exception type and the innermost ttfront frame: one bug, one key."""
    tb = traceback.extract_tb(e.__traceback__)
    where = "?"
    for fr in reversed(tb):
        if "ttfront" in fr.filename:
            where = "%s:%d" % (os.path.basename(fr.filename), fr.lineno)
            break
    if isinstance(e, RecursionError):
        where = "recursion"
    return "%s@%s" % (type(e).__name__, where)


# ---------------------------------------------------------------------------
# Mutations
# ---------------------------------------------------------------------------

INTERESTING_INTS = [0, 1, -1, 2, 3, 4, 7, 8, 16, 31, 32, 64, 100, 128, 255, 256, 1023, 1024, 4096, 65536,
                    2 ** 20, 2 ** 31 - 1, 2 ** 31, -2 ** 31, 2 ** 32, 2 ** 63 - 1, 2 ** 63, 2 ** 64, -2 ** 63,
                    10 ** 30]
INTERESTING_FLOATS = [0.0, -0.0, 1.0, -1.0, 0.5, 1e-5, 1e30, 1e308, 1e-320, 3.4e38, 65504.0, 1e999, -1e999]
DTYPES_SIG = ["fp32", "fp16", "bf16", "fp64", "i1", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64",
              "fp8e4nv", "fp8e5", "fp8e4b8", "fp8e5b16"]
TL_DTYPES = ["float32", "float16", "bfloat16", "float64", "int1", "int8", "int16", "int32", "int64", "uint8",
             "uint16", "uint32", "uint64", "float8e4nv", "float8e5", "float8e4b15", "float8e4b8", "float8e5b16",
             "void", "pi32_t"]

# tl.* calls grouped by how they are called, for arity-compatible renames
TL_GROUPS = [
    ["exp", "exp2", "log", "log2", "sqrt", "sqrt_rn", "rsqrt", "abs", "sin", "cos", "floor", "ceil", "erf",
     "sigmoid", "softmax", "ravel", "trans", "flip", "cumsum", "cumprod", "sum", "max", "min", "argmax",
     "argmin", "xor_sum", "reduce_or", "fma", "isnan", "zeros_like", "log1p", "expm1", "interleave", "split",
     "sort", "permute", "reshape", "view", "expand_dims", "broadcast_to", "histogram", "multiple_of",
     "max_contiguous", "max_constancy", "debug_barrier", "program_id", "num_programs", "static_print",
     "device_print", "static_assert", "device_assert", "assume", "inline_asm_elementwise", "clamp",
     "umulhi", "div_rn", "fdiv", "cdiv", "maximum", "minimum", "where", "join", "cat", "dot", "dot_scaled",
     "gather", "associative_scan", "reduce", "map_elementwise", "topk"],
    ["load", "store", "atomic_add", "atomic_max", "atomic_min", "atomic_and", "atomic_or", "atomic_xor",
     "atomic_xchg", "atomic_cas", "make_block_ptr", "advance", "make_tensor_descriptor",
     "load_tensor_descriptor", "store_tensor_descriptor"],
    ["arange", "full", "zeros", "range", "static_range", "cast", "to", "rand", "randn", "randint"],
]
TL_FLAT = sorted({n for g in TL_GROUPS for n in g})
KEYWORDS = ["axis", "mask", "other", "keep_dims", "boundary_check", "padding_option", "cache_modifier",
            "eviction_policy", "volatile", "sem", "scope", "acc", "input_precision", "out_dtype",
            "can_reorder", "num_stages", "loop_unroll_factor", "warp_specialize", "flatten", "dtype",
            "return_indices", "reverse", "combine_fn", "fp_downcast_rounding", "bitcast", "order",
            "block_shape", "shape", "strides", "offsets", "max_num_imprecise_acc", "sanitize_overflow"]
KW_VALUES = [0, 1, -1, 2, None, True, False, "'evict_last'", "'ieee'", "'tf32'", "'zero'", "'nan'",
             "'acq_rel'", "'gpu'", "'.cg'", "tl.float16", "tl.int32", "(0, 1)", "(1, 0)", "[0]", "()"]
BINOPS = [ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow, ast.LShift, ast.RShift,
          ast.BitOr, ast.BitXor, ast.BitAnd, ast.MatMult]
CMPOPS = [ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.Is, ast.IsNot, ast.In, ast.NotIn]
UNARYOPS = [ast.USub, ast.UAdd, ast.Not, ast.Invert]


def _nodes(tree, kind):
    return [n for n in ast.walk(tree) if isinstance(n, kind)]


def _bodies(tree):
    """Every statement list (function bodies, loop/if bodies) of the tree."""
    out = []
    for n in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            b = getattr(n, field, None)
            if isinstance(b, list) and b and isinstance(b[0], ast.stmt):
                out.append(b)
    return out


def _expr_slots(tree):
    """(parent, field, index) of every expression the mutators may replace."""
    out = []
    for parent in ast.walk(tree):
        for field, value in ast.iter_fields(parent):
            if isinstance(value, ast.expr) and not isinstance(value, (ast.Store, ast.Del)):
                if not isinstance(getattr(value, "ctx", None), (ast.Store, ast.Del)):
                    out.append((parent, field, None))
            elif isinstance(value, list):
                for i, v in enumerate(value):
                    if isinstance(v, ast.expr) and not isinstance(getattr(v, "ctx", None), (ast.Store, ast.Del)):
                        out.append((parent, field, i))
    return [s for s in out if not isinstance(s[0], (ast.arguments, ast.arg)) and
            not (isinstance(s[0], ast.FunctionDef) and s[1] == "decorator_list")]


def _get(slot):
    parent, field, i = slot
    v = getattr(parent, field)
    return v if i is None else v[i]


def _set(slot, new):
    parent, field, i = slot
    if i is None:
        setattr(parent, field, new)
    else:
        getattr(parent, field)[i] = new


def _tl_attr(call):
    f = call.func
    if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id in ("tl", "triton"):
        return f
    return None


def _parse(src):
    """ast.parse, None where Python rejects the text (SyntaxError, or
    ValueError for a NUL byte on some Python versions)."""
    try:
        return ast.parse(src)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def _parse_expr(text):
    return ast.parse(text, mode="eval").body


class Mutator:
    def __init__(self, rng, donors):
        self.rng = rng
        self.donors = donors    # statements from other seeds, for splicing

    # each mutation returns True when it changed something
    def m_binop(self, tree):
        ns = _nodes(tree, (ast.BinOp, ast.AugAssign))
        if not ns:
            return False
        self.rng.choice(ns).op = self.rng.choice(BINOPS)()
        return True

    def m_cmpop(self, tree):
        ns = _nodes(tree, ast.Compare)
        if not ns:
            return False
        n = self.rng.choice(ns)
        n.ops[self.rng.randrange(len(n.ops))] = self.rng.choice(CMPOPS)()
        return True

    def m_boolop(self, tree):
        ns = _nodes(tree, ast.BoolOp)
        if ns:
            n = self.rng.choice(ns)
            n.op = ast.Or() if isinstance(n.op, ast.And) else ast.And()
            return True
        return False

    def m_const(self, tree):
        ns = [n for n in _nodes(tree, ast.Constant) if isinstance(n.value, (int, float)) and
              not isinstance(n.value, bool)]
        if not ns:
            return False
        n = self.rng.choice(ns)
        r = self.rng.random()
        if r < 0.45:
            n.value = self.rng.choice(INTERESTING_INTS)
        elif r < 0.6:
            n.value = self.rng.choice(INTERESTING_FLOATS)
        elif r < 0.8 and isinstance(n.value, int):
            n.value = n.value * 2 if self.rng.random() < 0.5 else n.value // 2
        elif r < 0.9:
            n.value = -n.value
        else:
            n.value = self.rng.choice([True, False, None, "abc", ""])
        return True

    def m_tl_call(self, tree):
        calls = [c for c in _nodes(tree, ast.Call) if _tl_attr(c)]
        if not calls:
            return False
        c = self.rng.choice(calls)
        f = _tl_attr(c)
        group = next((g for g in TL_GROUPS if f.attr in g), None)
        pool = group if group and self.rng.random() < 0.8 else TL_FLAT
        f.attr = self.rng.choice(pool)
        return True

    def m_args(self, tree):
        """Drop, duplicate or swap call arguments."""
        calls = [c for c in _nodes(tree, ast.Call) if c.args]
        if not calls:
            return False
        c = self.rng.choice(calls)
        r = self.rng.random()
        if r < 0.35:
            del c.args[self.rng.randrange(len(c.args))]
        elif r < 0.7:
            c.args.insert(self.rng.randrange(len(c.args) + 1), copy.deepcopy(self.rng.choice(c.args)))
        elif len(c.args) > 1:
            i, j = self.rng.sample(range(len(c.args)), 2)
            c.args[i], c.args[j] = c.args[j], c.args[i]
        else:
            return False
        return True

    def m_keyword(self, tree):
        calls = _nodes(tree, ast.Call)
        if not calls:
            return False
        c = self.rng.choice(calls)
        r = self.rng.random()
        if c.keywords and r < 0.3:
            del c.keywords[self.rng.randrange(len(c.keywords))]
        elif c.keywords and r < 0.7:
            v = self.rng.choice(KW_VALUES)
            self.rng.choice(c.keywords).value = _parse_expr(v if isinstance(v, str) else repr(v))
        else:
            v = self.rng.choice(KW_VALUES)
            c.keywords.append(ast.keyword(arg=self.rng.choice(KEYWORDS),
                                          value=_parse_expr(v if isinstance(v, str) else repr(v))))
        return True

    def m_axis(self, tree):
        kws = [k for k in _nodes(tree, ast.keyword) if k.arg in ("axis", "dim")]
        if not kws:
            return False
        self.rng.choice(kws).value = _parse_expr(repr(self.rng.choice([0, 1, -1, 2, -2, None, 5])))
        return True

    def m_subscript(self, tree):
        """x -> x[:, None] / x[None, :] / x[None] / x[0] ..."""
        slots = [s for s in _expr_slots(tree) if isinstance(_get(s), (ast.Name, ast.Call, ast.BinOp))]
        if not slots:
            return False
        s = self.rng.choice(slots)
        idx = self.rng.choice(["[:, None]", "[None, :]", "[None]", "[:]", "[0]", "[:, :, None]", "[None, None]",
                               "[1:]", "[...]"])
        _set(s, _parse_expr("(" + ast.unparse(_get(s)) + ")" + idx))
        return True

    def m_wrap(self, tree):
        """Wrap an expression in a unary op, a cast or a call."""
        slots = _expr_slots(tree)
        if not slots:
            return False
        s = self.rng.choice(slots)
        e = ast.unparse(_get(s))
        tmpl = self.rng.choice(["-(%s)", "~(%s)", "not (%s)", "(%s).to(tl.%s)" % ("%s", self.rng.choice(TL_DTYPES)),
                                "tl.%s(%%s)" % self.rng.choice(TL_GROUPS[0]), "(%s, %s)", "%s.T",
                                "%s.shape", "%s.dtype", "(%s)[:, None]", "tl.expand_dims(%s, 0)",
                                "tl.broadcast_to(%s, (16, 16))", "tl.reshape(%s, (2, -1))",
                                "%s if %s else %s", "%s.to(tl.pointer_type(tl.float16))", "len(%s)",
                                "%s.handle", "%s[0].to(tl.int64)", "tl.sum(%s)"])
        _set(s, _parse_expr(tmpl.replace("%s", "(" + e + ")")))
        return True

    def m_name(self, tree):
        """Replace a name by another name of the same function."""
        names = [n for n in _nodes(tree, ast.Name) if isinstance(n.ctx, ast.Load)]
        ids = sorted({n.id for n in names} | {a.arg for a in _nodes(tree, ast.arg)})
        if not names or len(ids) < 2:
            return False
        self.rng.choice(names).id = self.rng.choice(ids)
        return True

    def m_dtype_attr(self, tree):
        attrs = [a for a in _nodes(tree, ast.Attribute) if a.attr in TL_DTYPES]
        if not attrs:
            return False
        self.rng.choice(attrs).attr = self.rng.choice(TL_DTYPES)
        return True

    def m_drop_stmt(self, tree):
        bodies = _bodies(tree)
        if not bodies:
            return False
        b = self.rng.choice(bodies)
        i = self.rng.randrange(len(b))
        if len(b) == 1:
            b[0] = ast.Pass()
        else:
            del b[i]
        return True

    def m_dup_stmt(self, tree):
        bodies = _bodies(tree)
        if not bodies:
            return False
        b = self.rng.choice(bodies)
        i = self.rng.randrange(len(b))
        b.insert(self.rng.randrange(len(b) + 1), copy.deepcopy(b[i]))
        return True

    def m_swap_stmt(self, tree):
        bodies = [b for b in _bodies(tree) if len(b) > 1]
        if not bodies:
            return False
        b = self.rng.choice(bodies)
        i = self.rng.randrange(len(b) - 1)
        b[i], b[i + 1] = b[i + 1], b[i]
        return True

    def m_wrap_stmt(self, tree):
        """Put a statement under an if / for / while, or add return/break/pass."""
        bodies = [b for b in _bodies(tree) if not isinstance(b[0], (ast.Import, ast.ImportFrom))]
        if not bodies:
            return False
        b = self.rng.choice(bodies)
        i = self.rng.randrange(len(b))
        stmt = b[i]
        head = self.rng.choice(["if pid > 0:", "if True:", "if BLOCK > 16:", "for _i in range(4):",
                                "for _i in tl.range(0, n, 2):", "for _i in tl.static_range(3):",
                                "while pid < 3:", "with tl.static_assert(True):"])
        r = self.rng.random()
        if r < 0.7:
            try:
                w = ast.parse(head + "\n    pass\n").body[0]
            except SyntaxError:
                return False
            w.body = [stmt]
            b[i] = w
        else:
            extra = self.rng.choice(["return", "return 0", "break", "continue", "pass", "assert pid >= 0",
                                     "return pid", "x = tl.zeros((16, 16), dtype=tl.float32)",
                                     "del pid", "global foo", "pid = tl.program_id(axis=1)",
                                     "acc = tl.zeros([BLOCK], tl.float32)"])
            b.insert(i, ast.parse(extra if extra not in ("break", "continue") else
                                  "for _k in range(1):\n    " + extra).body[0])
        return True

    def m_splice(self, tree):
        """Insert a statement taken from another seed."""
        bodies = _bodies(tree)
        if not bodies or not self.donors:
            return False
        b = self.rng.choice(bodies)
        b.insert(self.rng.randrange(len(b) + 1), copy.deepcopy(self.rng.choice(self.donors)))
        return True

    def m_for_iter(self, tree):
        fors = _nodes(tree, ast.For)
        if not fors:
            return False
        f = self.rng.choice(fors)
        f.iter = _parse_expr(self.rng.choice(["range(n)", "range(0, 10, 0)", "tl.range(0, 8, 1, num_stages=3)",
                                              "tl.static_range(4)", "range(10, 0, -1)", "tl.arange(0, 4)",
                                              "range(2 ** 40)", "tl.static_range(0, 8, 2)", "(1, 2, 3)",
                                              "range(1.5)", "tl.range(0)", "range(BLOCK)"]))
        return True

    MUTATIONS = ["m_binop", "m_cmpop", "m_boolop", "m_const", "m_const", "m_tl_call", "m_tl_call", "m_args",
                 "m_keyword", "m_axis", "m_subscript", "m_wrap", "m_name", "m_dtype_attr", "m_drop_stmt",
                 "m_dup_stmt", "m_swap_stmt", "m_wrap_stmt", "m_splice", "m_for_iter"]

    def mutate_ast(self, source):
        tree = _parse(source)
        if tree is None:
            return None
        # mutate inside one function of the file (kernel or helper) most of the time
        funcs = _nodes(tree, ast.FunctionDef)
        target = self.rng.choice(funcs) if funcs and self.rng.random() < 0.9 else tree
        changed = False
        for _ in range(self.rng.choice([1, 1, 1, 2, 2, 3, 4])):
            m = getattr(self, self.rng.choice(self.MUTATIONS))
            try:
                changed |= bool(m(target))
            except (SyntaxError, ValueError, IndexError, RecursionError):
                pass
        if not changed:
            return None
        try:
            ast.fix_missing_locations(tree)
            return ast.unparse(tree) + "\n"
        except Exception:   # unparse of odd constants
            return None

    # -- signature --
    def mutate_signature(self, sig):
        entries = split_signature(sig)
        if not entries:
            return sig
        i = self.rng.randrange(len(entries))
        e = entries[i]
        r = self.rng.random()
        if r < 0.3:
            # dtype change, keeping pointer-ness and hint most of the time
            m = re.match(r"(\*?)([a-z0-9]+)(:\d+)?$", e)
            if m:
                entries[i] = m.group(1) + self.rng.choice(DTYPES_SIG) + (m.group(3) or "")
            else:
                entries[i] = self.rng.choice(["*fp16", "*i8", "*bf16", "i1", "fp32"])
        elif r < 0.5:
            # constexpr value
            entries[i] = str(self.rng.choice(INTERESTING_INTS + INTERESTING_FLOATS[:8] +
                                             ["True", "False", "None", "'str'", "1e-5", "-3"]))
        elif r < 0.6:
            entries[i] = e.split(":")[0] + self.rng.choice([":16", ":1", "", ":8", ":16:16"])
        elif r < 0.7:
            del entries[i]
        elif r < 0.8:
            entries.insert(i, self.rng.choice(["*fp32", "i32", "16", "*i8:16"]))
        elif r < 0.9:
            # pointer <-> scalar
            entries[i] = e[1:] if e.startswith("*") else ("*" + e if re.match(r"[a-z]", e) else "*fp32")
        else:
            entries[i] = self.rng.choice(["tensordesc<fp16[64, 64]>", "tensordesc<i8[16]>", "tensordesc<fp32[3]>",
                                          "tensordesc<fp16[]>", "**fp32", "*tensordesc<fp16[16, 16]>",
                                          "i32:1", "*fp8e4nv:16", "fp8e5", ""])
        return ",".join(entries)

    # -- depth --
    def mutate_deep(self, source):
        """Insert, before a statement inside a function, a long operator
        chain or deeply nested parentheses or ifs (recursion limits of the
        parser and the code generator). Text level: ast.unparse itself
        recurses."""
        lines = source.split("\n")
        spots = [i for i, l in enumerate(lines) if l.startswith("    ") and l.strip() and
                 not l.lstrip().startswith(("#", "@", "def ", "else", "elif", ")", "]"))]
        if not spots:
            return None
        i = self.rng.choice(spots)
        ind = lines[i][:len(lines[i]) - len(lines[i].lstrip())]
        n = self.rng.choice([50, 200, 400, 700, 1000, 3000])
        r = self.rng.random()
        if r < 0.5:
            new = [ind + "_deep = " + self.rng.choice(["+", "*", " and ", "<"]).join(["1"] * n)]
        elif r < 0.8:
            n = min(n, 300)
            new = [ind + "_deep = " + "(" * n + "1" + ")" * n]
        else:
            n = min(n, 120)
            new = [ind + "    " * k + "if %d < 1000:" % k for k in range(n)] + [ind + "    " * n + "pass"]
        return "\n".join(lines[:i] + new + lines[i:])

    # -- raw --
    def mutate_raw(self, source):
        r = self.rng.random()
        lines = source.split("\n")
        if r < 0.25 and source:
            # bytes, undecodable ones included (kept as surrogates, written back as the bytes)
            b = bytearray(source.encode("utf-8", "surrogateescape"))
            for _ in range(self.rng.randint(1, 4)):
                b[self.rng.randrange(len(b))] = self.rng.choice(b"()[]{}:,.=+-*/ \t\n\r#'\"\\0aZ_@\x00\xff\xc3\xe2\x80")
            return b.decode("utf-8", "surrogateescape")
        if r < 0.45 and len(lines) > 1:
            del lines[self.rng.randrange(len(lines))]
        elif r < 0.6:
            i = self.rng.randrange(len(lines))
            lines.insert(i, lines[self.rng.randrange(len(lines))])
        elif r < 0.75:
            i = self.rng.randrange(len(lines))
            tok = self.rng.choice(["(", ")", "[", "]", ":", " lambda x: x", " yield", " await", "    ", "\t",
                                   " if", "**", "@", " :=", " async", "\\", "'''", "0x", "1e", "..."])
            col = self.rng.randrange(len(lines[i]) + 1)
            lines[i] = lines[i][:col] + tok + lines[i][col:]
        elif r < 0.85:
            return source[:self.rng.randrange(len(source) + 1)]
        else:
            i = self.rng.randrange(len(lines))
            lines[i] = "    " * self.rng.randint(0, 3) + lines[i].lstrip()
        return "\n".join(lines)


# ---------------------------------------------------------------------------
# Reproducers and minimization
# ---------------------------------------------------------------------------

def _strip_headers(source):
    return "\n".join(l for l in source.split("\n")
                     if not re.match(r"#\s*(kernel|signature|target|front|fuzz-expect|fuzz-crash|RUN|"
                                     r"launch|args|outputs|tol):", l))


def write_reproducer(directory, cfg, key, tb, strict):
    os.makedirs(directory, exist_ok=True)
    h = hashlib.sha1((key + cfg.source + cfg.signature).encode("utf-8", "surrogateescape")).hexdigest()[:12]
    name = os.path.join(directory, "%s-%s.py" % ("timeout" if key == "timeout" else "crash", h))
    head = ["# fuzz-crash: %s%s" % (key, " (strict)" if strict else ""),
            "# kernel: %s" % cfg.kernel,
            "# signature: %s" % cfg.signature]
    if cfg.target != 90:
        head.append("# target: cuda:%d" % cfg.target)
    if cfg.flags().replace("--target cuda:%d" % cfg.target, "").strip():
        head.append("# front: %s" % cfg.flags().replace("--target cuda:%d" % cfg.target, "").strip())
    head.append("# replay: tt-front FILE --kernel %s --signature \"%s\" %s%s" %
                (cfg.kernel, cfg.signature, cfg.flags(), "  (with TT_FRONT_DEBUG=1)" if strict else ""))
    head.extend("# | " + l for l in tb.rstrip("\n").split("\n"))
    with open(name, "w", encoding="utf-8", errors="surrogateescape", newline="") as f:
        f.write("\n".join(head) + "\n" + _strip_headers(cfg.source).lstrip("\n"))
        if not cfg.source.endswith("\n"):
            f.write("\n")
    return name


def _candidates(src):
    """Smaller variants of src, one edit each (addressed by walk order so
    that every edit applies to a fresh parse)."""
    tree = _parse(src)
    if tree is None:
        return
    nodes = list(ast.walk(tree))
    # drop whole top-level definitions first, then statements, then call parts, then sub-expressions
    edits = []
    for i, n in enumerate(nodes):
        for field in ("body", "orelse"):
            b = getattr(n, field, None)
            if isinstance(b, list) and b and isinstance(b[0], ast.stmt):
                edits.extend((0 if n is tree else 1, i, "stmt", field, j) for j in range(len(b)))
        if isinstance(n, ast.Call):
            edits.extend((2, i, "kw", None, j) for j in range(len(n.keywords)))
            edits.extend((2, i, "arg", None, j) for j in range(len(n.args)))
        if isinstance(n, (ast.BinOp, ast.IfExp, ast.UnaryOp, ast.Subscript, ast.BoolOp)):
            edits.append((3, i, "expr", None, 0))
    edits.sort(key=lambda e: e[0])
    for _, i, kind, field, j in edits:
        t = ast.parse(src)
        n = list(ast.walk(t))[i]
        if kind == "stmt":
            b = getattr(n, field)
            if len(b) == 1:
                if isinstance(b[0], ast.Pass):
                    continue
                b[0] = ast.Pass()
            else:
                del b[j]
        elif kind == "kw":
            del n.keywords[j]
        elif kind == "arg":
            del n.args[j]
        else:
            child = {ast.BinOp: "left", ast.IfExp: "body", ast.UnaryOp: "operand", ast.Subscript: "value"}
            repl = n.values[0] if isinstance(n, ast.BoolOp) else getattr(n, child[type(n)])
            replaced = False
            for p in ast.walk(t):
                for f, v in ast.iter_fields(p):
                    if v is n:
                        setattr(p, f, repl)
                        replaced = True
                    elif isinstance(v, list) and any(x is n for x in v):
                        v[[k for k, x in enumerate(v) if x is n][0]] = repl
                        replaced = True
            if not replaced:
                continue
        try:
            yield ast.unparse(ast.fix_missing_locations(t)) + "\n"
        except Exception:
            continue


def minimize(cfg, key, budget=600):
    """Greedy reduction that keeps the crash key: drop definitions,
    statements, keyword and positional arguments, and replace expressions
    by one of their operands."""
    def same(src):
        st, d = run_one(cfg.with_(source=src), timeout=2.0)
        return st == "crash" and d[0] == key

    src = cfg.source
    if _parse(src) is None:
        return cfg
    tries = 0
    progress = True
    while progress and tries < budget:
        progress = False
        for cand in _candidates(src):
            tries += 1
            if len(cand) < len(src) and same(cand):
                src = cand
                progress = True
                break
            if tries >= budget:
                break
    return cfg.with_(source=src)


# ---------------------------------------------------------------------------
# Main loops
# ---------------------------------------------------------------------------

def check_subprocess(cfg, strict):
    """Replay through the real command line: a crash is a traceback or an
    exit code other than 0 and 1."""
    fd, path = tempfile.mkstemp(suffix=".py", dir=_TMPDIR)
    with os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape", newline="") as f:
        f.write(cfg.source)
    env = dict(os.environ)
    if strict:
        env["TT_FRONT_DEBUG"] = "1"
    cmd = [sys.executable, _TOOL, path, "--kernel", cfg.kernel, "--signature",
           cfg.signature, "-o", os.devnull] + cfg.flags().split()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=30, errors="replace")
    except subprocess.TimeoutExpired:
        return False
    finally:
        os.unlink(path)
    return p.returncode not in (0, 1) or "Traceback" in p.stderr


def fuzz(args):
    rng = random.Random(args.seed)
    configs = []
    for p in seed_files():
        configs.extend(load_configs(p))
    if not configs:
        sys.exit("tt_front_fuzz: no seeds found under %s" % ROOT)
    donors = []
    for c in configs:
        for fn in _nodes(_parse(c.source) or ast.Module(body=[]), ast.FunctionDef):
            donors.extend(s for s in fn.body if not isinstance(s, ast.Return))
    mut = Mutator(rng, donors)
    stats = {"ok": 0, "error": 0, "timeout": 0, "crash": 0, "skipped": 0}
    crashes = {}
    start = time.time()
    n = 0
    last_report = start
    while True:
        if args.runs is not None and n >= args.runs:
            break
        if args.seconds is not None and time.time() - start >= args.seconds:
            break
        n += 1
        cfg = rng.choice(configs)
        r = rng.random()
        src, sig = cfg.source, cfg.signature
        if r < 0.65:
            src = mut.mutate_ast(src) or src
            if rng.random() < 0.15:
                sig = mut.mutate_signature(sig)
        elif r < 0.85:
            sig = mut.mutate_signature(sig)
            if rng.random() < 0.3:
                src = mut.mutate_ast(src) or src
        elif r < 0.93:
            src = mut.mutate_raw(src)
        elif r < 0.95:
            src = mut.mutate_deep(src) or src
        else:
            # target and flags
            cfg = cfg.with_(target=rng.choice([80, 89, 90, 100]), debug=rng.random() < 0.5,
                            sanitize=rng.random() < 0.5)
        cur = cfg.with_(source=src, signature=sig)
        status, detail = run_one(cur, timeout=args.timeout)
        stats[status] += 1
        if status == "timeout" and args.crash_dir and stats["timeout"] <= 5:
            # not a crash (a static_range of 2**40 is a legitimate hang), but worth a look
            print("timeout (exec %d) -> %s" % (n, write_reproducer(
                args.crash_dir, cur, "timeout", "exceeded --timeout %gs" % args.timeout, args.strict)), flush=True)
        if status == "crash":
            key, tb = detail
            if key not in crashes:
                repro = cur
                if args.minimize_crashes:
                    repro = minimize(cur, key)
                crashes[key] = [1, repro, tb]
                where = ""
                if args.crash_dir:
                    where = " -> " + write_reproducer(args.crash_dir, repro, key, tb, args.strict)
                # the command line too: a traceback there is what a user would see
                cli = "traceback from the command line too" if check_subprocess(repro, args.strict) else \
                    "no traceback from the command line (in-process only?)"
                print("new crash %s (exec %d; %s)%s" % (key, n, cli, where), flush=True)
            else:
                crashes[key][0] += 1
        if not args.quiet and time.time() - last_report > 10:
            last_report = time.time()
            el = last_report - start
            print("  %d execs, %.1f/s, %d crashes (%d distinct)" % (n, n / el, stats["crash"], len(crashes)),
                  flush=True)
    el = max(time.time() - start, 1e-9)
    print("executions: %d" % n)
    print("executions/s: %.1f" % (n / el))
    print("outcomes: ok %d, located error %d, timeout %d, crash %d" %
          (stats["ok"], stats["error"], stats["timeout"], stats["crash"]))
    print("crashes found: %d distinct" % len(crashes))
    for key, (count, _, _) in sorted(crashes.items()):
        print("  %s  x%d" % (key, count))
    return 1 if crashes and args.fail_on_crash else 0


def regress(args):
    files = []
    for f in args.regress or []:
        files.extend(sorted(glob.glob(f)) or [f])
    if args.seeds:
        files.extend(seed_files())
    n, bad, missing = 0, 0, 0
    start = time.time()
    for path in files:
        cfgs = load_configs(path)
        if not cfgs:
            print("%s: no kernel/signature found" % path)
            missing += 1
            continue
        for cfg in cfgs:
            n += 1
            status, detail = run_one(cfg, timeout=args.timeout)
            expect = cfg.expect
            label = "%s [%s %s %s]" % (os.path.relpath(path), cfg.kernel, cfg.signature, cfg.flags())
            if status == "crash":
                bad += 1
                print("CRASH %s: %s\n%s" % (label, detail[0], detail[1]))
            elif status == "timeout":
                bad += 1
                print("TIMEOUT %s" % label)
            elif expect == "located-error" and status != "error":
                bad += 1
                print("UNEXPECTED-SUCCESS %s: expected a located error" % label)
            elif expect == "located-error" and detail is not None and (detail.file is None or detail.line is None):
                bad += 1
                print("UNLOCATED %s: %s" % (label, detail.message))
            elif expect == "ok" and status != "ok":
                bad += 1
                print("UNEXPECTED-ERROR %s: %s" % (label, detail.render().rstrip() if detail else status))
            elif args.verbose:
                print("%s %s" % (status, label))
    print("regress: %d files, %d runs, %d failures, %.1fs" % (len(files), n, bad, time.time() - start))
    return 1 if bad or missing else 0


def main(argv=None):
    ap = argparse.ArgumentParser(description="In-process fuzzer for tt-front.")
    ap.add_argument("--seconds", type=float, help="stop after this many seconds")
    ap.add_argument("--runs", type=int, help="stop after this many executions (deterministic with --seed)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--crash-dir", help="write one reproducer per distinct crash here")
    ap.add_argument("--regress", nargs="*", metavar="FILE",
                    help="re-run recorded reproducers / kernel files; exit 1 if any crashes")
    ap.add_argument("--seeds", action="store_true", help="with --regress: also re-run every seed")
    ap.add_argument("--minimize", metavar="FILE", help="minimize one reproducer, print the result")
    ap.add_argument("--no-minimize", dest="minimize_crashes", action="store_false",
                    help="write crashes as found (default: minimized)")
    ap.add_argument("--strict", action="store_true",
                    help="switch off the code generator's safety net (TT_FRONT_DEBUG=1): internal exceptions "
                         "it would turn into located errors count as crashes")
    ap.add_argument("--fail-on-crash", action="store_true", help="exit 1 when the fuzz run found a crash")
    ap.add_argument("--timeout", type=float, default=5.0, help="per-execution time limit (s)")
    ap.add_argument("--tool", default=os.path.join(ROOT, "tools", "tt-front", "tt-front"),
                    help="the tt-front whose ttfront package to fuzz (default: tools/tt-front/tt-front)")
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    if args.strict:
        os.environ["TT_FRONT_DEBUG"] = "1"
    else:
        os.environ.pop("TT_FRONT_DEBUG", None)
    load_ttfront(args.tool)
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 1000))
    if args.minimize:
        cfg = load_configs(args.minimize)[0]
        st, d = run_one(cfg)
        if st != "crash":
            print("not a crash (%s)" % st)
            return 1
        m = minimize(cfg, d[0], budget=2000)
        sys.stdout.write(m.source)
        return 0
    rc = 0
    if args.regress is not None or args.seeds:
        rc |= regress(args)
    if args.runs is not None or args.seconds is not None:
        rc |= fuzz(args)
    elif args.regress is None and not args.seeds:
        args.seconds = 60
        rc |= fuzz(args)
    return rc


if __name__ == "__main__":
    sys.exit(main())
