"""The AST code generator: walks the Python AST of an ``@triton.jit`` function
and builds TTIR the way Triton 3.6's CodeGenerator does (same visiting order,
same locations, same structured control flow, same callee specialisation and
name mangling). The names it looks up come from the program loader
(loader.py), default values from constant evaluation (consteval.py), callee
names from mangle.py."""
import ast
import copy
import operator
import sys

from . import language as L
from . import ops as P
from . import types as T
from .consteval import eval_const
from .errors import FrontendError, SemanticError
from .ir import Block, Builder, FileLoc, Func, NameLoc, Op, UNKNOWN
from .loader import (CONSTEXPR_CLASS, PY_FLOAT, PY_GETATTR, PY_HASATTR, PY_INT, PY_ISINSTANCE, PY_LEN, PY_LIST,
                     PY_RANGE, STATIC_ASSERT, STATIC_PRINT, STATIC_RANGE, TL_DTYPE, TL_RANGE, TL_TENSOR, JitFunction,
                     Marker, OpaqueGlobal)
from .mangle import mangle_fn
from .semantic import Semantic
from .values import (constexpr, constexpr_type, flatten, is_value, slice_value, tensor, tensor_descriptor,
                     tuple_value, unwrap)


# ---------------------------------------------------------------------------
# Tensor members that are jit functions of the standard library
# ---------------------------------------------------------------------------

STDLIB_TENSOR_MEMBERS = ("cdiv", "sigmoid", "softmax", "ravel", "max", "argmax", "min", "argmin", "sum",
                         "xor_sum", "reduce_or", "cumsum", "cumprod", "sort", "flip")


class BoundJIT:
    """A standard-library jit function reached as a tensor member (`x.sum(0)`):
    called with the tensor as its first argument."""

    def __init__(self, self_value, fn):
        self.self_value = self_value
        self.fn = fn


# ---------------------------------------------------------------------------
# Helpers mirroring Triton's code generator
# ---------------------------------------------------------------------------

def _is_constexpr(o):
    return o is None or isinstance(o, (constexpr, T.dtype, JitFunction)) and not isinstance(o, T.block_type)


def _is_tensor(o):
    return isinstance(o, tensor)


def _is_non_scalar_tensor(o):
    return _is_tensor(o) and o.type.is_block() and o.numel != 1


def find_paths_if(x, pred, path=()):
    out = []
    if isinstance(x, tuple_value):
        for i, v in enumerate(x.values):
            out += find_paths_if(v, pred, path + (i, ))
        return out
    if isinstance(x, (list, tuple)):
        for i, v in enumerate(x):
            out += find_paths_if(v, pred, path + (i, ))
        return out
    if pred(path, x):
        out.append(path)
    return out


def get_path(x, path):
    for i in path:
        x = x.values[i] if isinstance(x, tuple_value) else x[i]
    return x


def unflatten(handles, types):
    """Rebuild front-end values of ``types`` from a flat list of IR values."""
    out = []
    cur = 0

    def one(ty, proto):
        nonlocal cur
        if isinstance(proto, tuple_value):
            return tuple_value([one(None, p) for p in proto.values])
        if isinstance(proto, tensor_descriptor):
            # the handle, then the shape and the strides (Triton's _unflatten_ir)
            h = handles[cur]
            cur += 1
            shape = [one(None, p) for p in proto.shape]
            strides = [one(None, p) for p in proto.strides]
            return tensor_descriptor(h, proto.block_type, shape, strides)
        if isinstance(proto, tensor):
            h = handles[cur]
            cur += 1
            return tensor(h, proto.type)
        return proto
    for proto in types:
        out.append(one(None, proto))
    return out


def _clone(v):
    if isinstance(v, tensor):
        return tensor(v.handle, v.type)
    if isinstance(v, tuple_value):
        return tuple_value([_clone(x) for x in v.values])
    if isinstance(v, tensor_descriptor):
        return tensor_descriptor(v.handle, v.block_type, [_clone(x) for x in v.shape],
                                 [_clone(x) for x in v.strides])
    return v


def _clone_scope(scope):
    return {k: _clone(v) if is_value(v) else v for k, v in scope.items()}


class ContainsReturnChecker(ast.NodeVisitor):

    def generic_visit(self, node):
        ret = False
        for _, value in ast.iter_fields(node):
            if isinstance(value, list):
                for item in value:
                    if isinstance(item, ast.AST):
                        ret = ret or self.visit(item)
            elif isinstance(value, ast.AST):
                ret = ret or self.visit(value)
        return ret

    def visit_Return(self, node):
        return True

    def visit_Assign(self, node):
        return False

    def visit_AugAssign(self, node):
        return False

    def visit_FunctionDef(self, node):
        return any(self.visit(s) for s in node.body)

    def visit_If(self, node):
        ret = any(self.visit(s) for s in node.body)
        if node.orelse:
            ret = ret or any(self.visit(s) for s in node.orelse)
        return ret

    def visit_IfExp(self, node):
        return self.visit(node.body) or self.visit(node.orelse)

    def visit_Call(self, node):
        return self.visit(node.func)

    def visit_Name(self, node):
        return False

    def visit_Attribute(self, node):
        return self.visit(node.value) if not isinstance(node.value, ast.Name) else False


class CompileError(Exception):
    """A located error raised while generating code (converted to FrontendError)."""

    def __init__(self, message, scope, node):
        super().__init__(message)
        self.message = message
        self.scope = scope
        self.node = node


# ---------------------------------------------------------------------------
# The code generator
# ---------------------------------------------------------------------------

class CodeGenerator(ast.NodeVisitor):

    def __init__(self, program, module, fn, function_name, arg_values, arg_attrs, is_kernel, options,
                 function_ret_types, noinline=False, call_stack=()):
        self.program = program
        self.module = module
        self.jit_fn = fn
        self.scope = fn.scope
        self.file_name = fn.scope.file_name
        self.builder = Builder()
        self.semantic = Semantic(self.builder, options)
        self.options = options
        self.function_name = function_name
        self.arg_values = arg_values        # per arg name: front-end value prototype or constexpr
        self.arg_attrs = arg_attrs          # per flattened IR arg index: dict of attributes
        self.is_kernel = is_kernel
        self.noinline = noinline
        self.function_ret_types = function_ret_types
        self.call_stack = call_stack
        self.lscope = {}
        self.local_defs = {}
        self.name_loc_as_prefix = None
        self.scf_stack = []
        self.ret_type = None
        self.fn = None
        self.cur_node = None
        self.builder.loc = FileLoc(self.file_name, fn.node.lineno, 0)
        self.visiting_arg_default_value = False

    # -- errors --
    def error(self, node, message):
        return CompileError(message, self.scope, node)

    def stdlib_fn(self, name):
        return self.program.stdlib[name]

    # -- name lookup --
    BUILTIN_NAMES = {
        "range": PY_RANGE, "len": PY_LEN, "int": PY_INT, "float": PY_FLOAT, "isinstance": PY_ISINSTANCE,
        "getattr": PY_GETATTR, "hasattr": PY_HASATTR, "list": PY_LIST,
        "print": L.BUILTINS["device_print"], "min": L.BUILTINS["minimum"], "max": L.BUILTINS["maximum"],
    }

    def dereference_name(self, name, node):
        if name in self.lscope:
            return self.lscope[name]
        g = self.scope.globals
        if name in g:
            v = g[name]
            if isinstance(v, OpaqueGlobal):
                if v.what == "global":
                    raise self.error(node, "Cannot access global variable %s from within @jit'ed function. Triton "
                                           "kernels can only access global variables that are instantiated as "
                                           "constexpr (`x = triton.language.constexpr(42)`)." % name)
                if v.what == "function":
                    raise self.error(node, "cannot call '%s' from a kernel: it is not a @triton.jit function" %
                                     name)
                raise self.error(node, "'%s' (a %s) cannot be used inside a @triton.jit function" % (name, v.what))
            return v
        if name in self.BUILTIN_NAMES:
            return self.BUILTIN_NAMES[name]
        if name in ("True", "False", "None"):
            return constexpr({"True": True, "False": False, "None": None}[name])
        raise self.error(node, "name '%s' is not defined" % name)

    def set_value(self, name, value):
        self.lscope[name] = value
        self.local_defs[name] = value

    def _maybe_set_loc_to_name(self, val, name):
        if isinstance(val, tuple_value):
            handles = flatten([val])
        elif is_value(val):
            handles = flatten([val])
        elif hasattr(val, "type") and hasattr(val, "owner"):
            handles = [val]
        else:
            return
        for h in handles:
            h.set_loc(NameLoc(name, h.get_loc()))

    # -- visiting with locations --
    def visit(self, node):
        if node is None:
            return None
        last_node = self.cur_node
        last_loc = self.builder.loc
        self.cur_node = node
        if hasattr(node, "lineno") and hasattr(node, "col_offset"):
            here = FileLoc(self.file_name, node.lineno, node.col_offset)
            if self.name_loc_as_prefix is not None:
                here = NameLoc(self.name_loc_as_prefix, here)
            self.builder.loc = here
            last_loc = here
        try:
            ret = super().visit(node)
        except CompileError:
            raise
        except FrontendError:
            raise
        except SemanticError as e:
            raise self.error(self.cur_node or node, str(e))
        except RecursionError:
            # recursive @jit calls are refused in call_jit; this is depth
            raise self.error(node, "too deeply nested for tt-front's code generator (Python's recursion limit)")
        except (ValueError, TypeError, AssertionError, KeyError, IndexError, AttributeError, ArithmeticError) as e:
            # ArithmeticError: OverflowError (int(inf), %d of inf), ZeroDivisionError, as ValueError
            import os
            if os.environ.get("TT_FRONT_DEBUG"):
                raise
            raise self.error(self.cur_node or node, str(e) or type(e).__name__)
        self.cur_node = last_node
        self.builder.loc = last_loc
        return ret

    def generic_visit(self, node):
        raise self.error(node, "unsupported AST node type: %s" % type(node).__name__)

    def visit_compound_statement(self, stmts):
        if not isinstance(stmts, (list, tuple)):
            stmts = [stmts]
        for stmt in stmts:
            self.visit(stmt)
            if isinstance(stmt, ast.Return):
                break

    # -- function definition --
    def visit_FunctionDef(self, node):
        arg_names = [a.arg for a in node.args.args]
        if node.args.vararg or node.args.kwarg or node.args.kwonlyargs:
            raise self.error(node, "*args, **kwargs and keyword-only parameters are not supported in "
                                   "@triton.jit functions")
        # defaults
        defaults = node.args.defaults
        for i, default_value in enumerate(defaults[::-1]):
            arg_node = node.args.args[-i - 1]
            st = ast.Name(id=arg_node.arg, ctx=ast.Store())
            if arg_node.annotation is None:
                init = ast.Assign(targets=[st], value=default_value)
            else:
                init = ast.AnnAssign(target=st, value=default_value, annotation=arg_node.annotation, simple=1)
            self.visiting_arg_default_value = True
            try:
                self.visit(init)
            finally:
                self.visiting_arg_default_value = False
        # function
        flat_types = []
        for name in arg_names:
            v = self.arg_values[name]
            for h in flatten([v]) if is_value(v) else []:
                flat_types.append(h.type)
        visibility = "public" if self.is_kernel else "private"
        self.fn = Func(self.function_name, flat_types, visibility, self.noinline)
        self.fn.loc = FileLoc(self.file_name, node.lineno, 0)
        for i, a in enumerate(self.fn.args):
            a.loc = self.fn.loc
            if i < len(self.arg_attrs):
                self.fn.arg_attrs[i] = dict(self.arg_attrs[i])
        self.module.funcs.append(self.fn)
        entry = self.fn.region.blocks[0]
        cursor = 0
        bound = {}
        for name in arg_names:
            proto = self.arg_values[name]
            if is_value(proto):
                n = len(flatten([proto]))
                val = unflatten(entry.args[cursor:cursor + n], [proto])[0]
                cursor += n
            else:
                val = proto
            bound[name] = val
        for name in arg_names:
            self._maybe_set_loc_to_name(bound[name], name)
            self.set_value(name, bound[name])
        self.builder.set_insertion_point_to_end(entry)
        self.visit_compound_statement(node.body)
        blk = self.builder.block
        if blk.has_terminator():
            raise self.error(node, "internal error: block already terminated")
        if self.ret_type is None or self.ret_type == "void":
            self.ret_type = "void"
            self.builder.create("tt.return", [], [], None, P.ret("tt.return"))
        else:
            rts = self._ret_ir_types(self.ret_type)
            self.fn.ret_types = rts
            handles = []
            for t in rts:
                o = self.builder.create("ub.poison", [], [t], None, P.poison)
                handles.append(o.results[0])
            self.builder.create("tt.return", handles, [], None, P.ret("tt.return"))

    def _ret_ir_types(self, rt):
        if isinstance(rt, tuple_value):
            return [h.type for h in flatten([rt])]
        return [h.type for h in flatten([rt])]

    # -- statements --
    def visit_Return(self, node):
        if self.scf_stack:
            raise self.error(node, "Cannot have `return` statements inside `while` or `for` statements in triton.")
        ret_value = self.visit(node.value)

        def decay(v):
            if isinstance(v, tuple_value):
                return tuple_value([decay(x) for x in v.values])
            if isinstance(v, constexpr) or isinstance(v, (int, float)):
                return self.semantic.to_tensor(v)
            return v
        ret_value = decay(ret_value)
        if ret_value is None or (isinstance(ret_value, constexpr) and ret_value.value is None):
            handles = []
            sig = "void"
        else:
            if not is_value(ret_value):
                raise self.error(node, "cannot return a value of type %s" % type(ret_value).__name__)
            handles = flatten([ret_value])
            sig = _proto(ret_value)
        self.builder.create("tt.return", handles, [], None, P.ret("tt.return"))
        if self.ret_type is None:
            self.ret_type = sig
        elif _sig_key(self.ret_type) != _sig_key(sig):
            raise self.error(node, "Inconsistent return types: %s and %s" % (_sig_str(self.ret_type), _sig_str(sig)))
        post = Block()
        self.builder.block.region.add_block(post)
        self.builder.set_insertion_point_to_end(post)

    def visit_Pass(self, node):
        pass

    def visit_Expr(self, node):
        node.value._is_unused = True
        self.visit(node.value)

    def visit_AnnAssign(self, node):
        annotation = self.visit(node.annotation)
        target = node.target.id if isinstance(node.target, ast.Name) else None
        if node.value is None:
            return None
        if annotation is CONSTEXPR_CLASS:
            value = self.visit(node.value)
            if target in self.lscope and not self.visiting_arg_default_value:
                raise self.error(node, "%s is already defined. constexpr cannot be reassigned." % target)
            value = constexpr(value) if not is_value(value) else value
            if is_value(value):
                raise self.error(node, "%s is annotated tl.constexpr but its value is not a compile-time constant"
                                 % target)
            self.lscope[target] = value
            return value
        return self.visit_Assign(node)

    def assign_target(self, target, value, node):
        if isinstance(target, ast.Subscript):
            raise self.error(target, "__setitem__ is not supported in triton")
        if isinstance(target, (ast.Tuple, ast.List)):
            vals = value.values if isinstance(value, tuple_value) else None
            if vals is None:
                raw = unwrap(value)
                if isinstance(raw, (list, tuple)):
                    vals = [constexpr(v) for v in raw]
            if vals is None or len(vals) != len(target.elts):
                raise self.error(node, "cannot unpack %s into %d values" % (_describe(value), len(target.elts)))
            for t, v in zip(target.elts, vals):
                self.assign_target(t, v, node)
            return
        if isinstance(target, ast.Attribute):
            raise self.error(target, "Attribute assignment is not supported in triton")
        if not isinstance(target, ast.Name):
            raise self.error(target, "unsupported assignment target")
        self.set_value(target.id, value)

    def visit_Assign(self, node):
        targets = [node.target] if isinstance(node, ast.AnnAssign) else node.targets
        if len(targets) != 1:
            raise self.error(node, "chained assignment (a = b = ...) is not supported")
        target = targets[0]
        if isinstance(target, ast.Name):
            prev = self.name_loc_as_prefix
            self.name_loc_as_prefix = target.id
            try:
                values = self._sanitize_assign(self.visit(node.value))
            finally:
                self.name_loc_as_prefix = None
        else:
            values = self._sanitize_assign(self.visit(node.value))
        self.assign_target(target, values, node)

    def _sanitize_assign(self, value):
        if isinstance(value, tuple_value):
            return tuple_value([self._sanitize_assign(v) for v in value.values])
        raw = unwrap(value)
        if raw is not None and not is_value(raw) and not isinstance(raw, T.dtype):
            if isinstance(raw, (bool, int, float)):
                return self.semantic.to_tensor(raw)
            if isinstance(raw, (list, tuple)):
                return value
            return value
        if isinstance(raw, T.dtype):
            return raw
        return raw if raw is not None else None

    def visit_AugAssign(self, node):
        lhs = copy.deepcopy(node.target)
        lhs.ctx = ast.Load()
        rhs = ast.BinOp(lhs, node.op, node.value)
        ast.copy_location(rhs, node)
        assign = ast.Assign(targets=[node.target], value=rhs)
        ast.copy_location(assign, node)
        self.visit(assign)
        return self.visit(lhs)

    def visit_Name(self, node):
        if isinstance(node.ctx, ast.Store):
            return node.id
        return self.dereference_name(node.id, node)

    def visit_Constant(self, node):
        return constexpr(node.value)

    def visit_Tuple(self, node):
        return tuple_value([self.visit(x) for x in node.elts])

    def visit_List(self, node):
        return tuple_value([self.visit(x) for x in node.elts])

    def visit_ListComp(self, node):
        if len(node.generators) != 1:
            raise self.error(node, "nested comprehensions are not supported")
        comp = node.generators[0]
        it = self.visit(comp.iter)
        if not isinstance(it, tuple_value):
            raise self.error(node, "only tuple comprehensions are supported")
        results = []
        for item in it.values:
            self.set_value(comp.target.id, item)
            results.append(self.visit(node.elt))
        return tuple_value(results)

    def visit_Starred(self, node):
        args = self.visit(node.value)
        if not isinstance(args, tuple_value):
            raise self.error(node, "only tuples can be unpacked with *")
        return list(args.values)

    def visit_JoinedStr(self, node):
        parts = []
        for v in node.values:
            if isinstance(v, ast.Constant):
                parts.append(str(v.value))
            elif isinstance(v, ast.FormattedValue):
                ev = self.visit(v.value)
                if not _is_constexpr(ev):
                    raise self.error(node, "Cannot evaluate f-string containing non-constexpr conversion values, "
                                           "found conversion of type %s" % type(ev).__name__)
                val = unwrap(ev)
                conv = v.conversion
                s = repr(val) if conv == ord("r") else str(val)
                if v.format_spec is not None:
                    spec = self.visit(v.format_spec)
                    s = format(val, unwrap(spec))
                parts.append(s)
        return "".join(parts)

    # -- operators --
    _BIN_METHOD = {ast.Add: "add", ast.Sub: "sub", ast.Mult: "mul", ast.Div: "truediv", ast.FloorDiv: "floordiv",
                   ast.Mod: "mod", ast.Pow: "pow", ast.LShift: "lshift", ast.RShift: "rshift", ast.BitAnd: "and",
                   ast.BitOr: "or", ast.BitXor: "xor"}

    def visit_BinOp(self, node):
        lhs = self.visit(node.left)
        rhs = self.visit(node.right)
        m = self._BIN_METHOD.get(type(node.op))
        if m is None:
            raise self.error(node, "AST binary operator '%s' is not (currently) implemented." %
                             type(node.op).__name__)
        return self.apply_binary(m, lhs, rhs, node)

    def apply_binary(self, m, lhs, rhs, node):
        s = self.semantic
        if _is_tensor(lhs):
            return self.tensor_binary(m, lhs, rhs, False, node)
        if _is_tensor(rhs):
            return self.tensor_binary(m, rhs, lhs, True, node)
        # compile-time arithmetic
        a, b = unwrap(lhs), unwrap(rhs)
        if isinstance(a, tuple_value) or isinstance(b, tuple_value):
            av = a.values if isinstance(a, tuple_value) else list(a) if isinstance(a, (list, tuple)) else None
            bv = b.values if isinstance(b, tuple_value) else list(b) if isinstance(b, (list, tuple)) else None
            if m == "add" and av is not None and bv is not None:
                return tuple_value(av + bv)
            if m == "mul" and av is not None and isinstance(b, int):
                return tuple_value(av * b)
            if m == "mul" and bv is not None and isinstance(a, int):
                return tuple_value(bv * a)
            raise self.error(node, "unsupported operand types for %s: %s and %s" % (m, _describe(lhs),
                                                                                     _describe(rhs)))
        if isinstance(a, tensor_descriptor) or isinstance(b, tensor_descriptor):
            raise self.error(node, "unsupported operand types for %s: %s and %s" % (m, _describe(lhs), _describe(rhs)))
        fn = {"add": operator.add, "sub": operator.sub, "mul": operator.mul, "truediv": operator.truediv,
              "floordiv": operator.floordiv, "mod": operator.mod, "pow": operator.pow, "lshift": operator.lshift,
              "rshift": operator.rshift, "and": operator.and_, "or": operator.or_, "xor": operator.xor,
              "eq": operator.eq, "ne": operator.ne, "lt": operator.lt, "le": operator.le, "gt": operator.gt,
              "ge": operator.ge}[m]
        try:
            return constexpr(fn(a, b))
        except ZeroDivisionError:
            raise self.error(node, "division by zero in a compile-time expression")
        except TypeError:
            raise self.error(node, "unsupported operand types for %s: %s and %s" % (m, _describe(lhs),
                                                                                     _describe(rhs)))

    def tensor_binary(self, m, t, other, reverse, node):
        s = self.semantic
        if m in ("lt", "le", "gt", "ge", "eq", "ne"):
            other = s.to_tensor(other)
            a, b = (other, t) if reverse else (t, other)
            return {"lt": s.less_than, "le": s.less_equal, "gt": s.greater_than, "ge": s.greater_equal,
                    "eq": s.equal, "ne": s.not_equal}[m](a, b)
        if m in ("logical_and", "logical_or"):
            other = s.to_tensor(other)
            a, b = (other, t) if reverse else (t, other)
            return (s.logical_and if m == "logical_and" else s.logical_or)(a, b)
        o = unwrap(other)
        if isinstance(o, (tuple_value, str)) or o is None or isinstance(o, T.BaseType):
            raise self.error(node, "unsupported operand types for %s: %s and %s" % (m, _describe(t), _describe(other)))
        a, b = (o, t) if reverse else (t, o)
        if m == "add":
            return s.add(a, b, True)
        if m == "sub":
            return s.sub(a, b, True)
        if m == "mul":
            return s.mul(a, b, True)
        if m == "truediv":
            return s.truediv(a, b)
        if m == "floordiv":
            return s.floordiv(a, b)
        if m == "mod":
            return s.mod(a, b)
        if m == "and":
            return s.and_(a, b)
        if m == "or":
            return s.or_(a, b)
        if m == "xor":
            return s.xor_(a, b)
        if m == "lshift":
            return s.shl(a, b)
        if m == "rshift":
            if t.dtype.is_int_signed():
                return s.ashr(a, b)
            return s.lshr(a, b)
        raise self.error(node, "operator %s is not supported on tensors" % m)

    _CMP_METHOD = {ast.Eq: "eq", ast.NotEq: "ne", ast.Lt: "lt", ast.LtE: "le", ast.Gt: "gt", ast.GtE: "ge"}

    def visit_Compare(self, node):
        if len(node.comparators) != 1 or len(node.ops) != 1:
            raise self.error(node, "simultaneous multiple comparison is not supported")
        lhs = self.visit(node.left)
        rhs = self.visit(node.comparators[0])
        lv, rv = unwrap(lhs), unwrap(rhs)
        op = type(node.ops[0])
        if op is ast.Is:
            return constexpr(lv is rv)
        if op is ast.IsNot:
            return constexpr(lv is not rv)
        if op in (ast.In, ast.NotIn):
            if _is_tensor(lhs) or _is_tensor(rhs):
                raise self.error(node, "'in' is not supported on tensors")
            seq = rv.values if isinstance(rv, tuple_value) else rv
            seq = [unwrap(x) for x in seq]
            r = lv in seq
            return constexpr(r if op is ast.In else not r)
        m = self._CMP_METHOD.get(op)
        if m is None:
            raise self.error(node, "AST comparison operator '%s' is not (currently) implemented." % op.__name__)
        if _is_tensor(lhs):
            return self.tensor_binary(m, lhs, rhs, False, node)
        if _is_tensor(rhs):
            rev = {"lt": "gt", "le": "ge", "gt": "lt", "ge": "le", "eq": "eq", "ne": "ne"}
            # __rlt__(self=rhs, other=lhs) computes less_than(other, self)
            return self.tensor_binary(m, rhs, lhs, True, node)
        if isinstance(lv, tuple_value) or isinstance(rv, tuple_value):
            la = [unwrap(x) for x in lv.values] if isinstance(lv, tuple_value) else lv
            ra = [unwrap(x) for x in rv.values] if isinstance(rv, tuple_value) else rv
            la = list(la) if isinstance(la, (list, tuple)) else la
            ra = list(ra) if isinstance(ra, (list, tuple)) else ra
            return constexpr({"eq": la == ra, "ne": la != ra}.get(m, False))
        return self.apply_binary(m, lhs, rhs, node)

    def visit_UnaryOp(self, node):
        operand = self.visit(node.operand)
        op = type(node.op)
        s = self.semantic
        if _is_tensor(operand):
            if op is ast.USub:
                return s.minus(operand)
            if op is ast.UAdd:
                return operand
            if op is ast.Not:
                return s.not_(operand)
            if op is ast.Invert:
                return s.invert(operand)
        v = unwrap(operand)
        try:
            if op is ast.USub:
                return constexpr(-v)
            if op is ast.UAdd:
                return constexpr(+v)
            if op is ast.Not:
                return constexpr(not v)
            if op is ast.Invert:
                return constexpr(~v)
        except TypeError:
            pass
        raise self.error(node, "AST unary operator '%s' is not (currently) implemented on type %s" %
                         (op.__name__, _describe(operand)))

    def visit_BoolOp(self, node):
        m = "logical_and" if isinstance(node.op, ast.And) else "logical_or"
        nontrivial = []
        for sub in node.values:
            value = self.visit(sub)
            if not _is_tensor(value):
                bv = bool(unwrap(value))
                if bv is False and m == "logical_and":
                    return value
                if bv is True and m == "logical_or":
                    return value
            else:
                nontrivial.append(value)
        if not nontrivial:
            nontrivial.append(value)
        while len(nontrivial) >= 2:
            rhs = nontrivial.pop()
            lhs = nontrivial.pop()
            if _is_tensor(lhs):
                res = self.tensor_binary(m, lhs, rhs, False, node)
            elif _is_tensor(rhs):
                res = self.tensor_binary(m, rhs, lhs, True, node)
            else:
                res = constexpr(unwrap(lhs) and unwrap(rhs)) if m == "logical_and" else \
                    constexpr(unwrap(lhs) or unwrap(rhs))
            nontrivial.append(res)
        return nontrivial[0]

    # -- control flow --
    def visit_If(self, node):
        cond = self.visit(node.test)
        if _is_tensor(cond):
            if _is_non_scalar_tensor(cond):
                raise self.error(node, "Boolean value of Tensor with more than one value is ambiguous")
            if cond.type.is_block():
                cond = L._unsplat(self, cond)
            cond = self.semantic.cast(cond, T.int1)
            if ContainsReturnChecker().visit(node):
                if self.scf_stack:
                    raise self.error(node, "Cannot have `return` statements inside `while` or `for` statements in "
                                           "triton.")
                self.visit_if_top_level(cond, node)
            else:
                self.visit_if_scf(cond, node)
        else:
            c = unwrap(cond)
            if type(c) not in (bool, int, type(None)):
                raise self.error(node, "`if` conditionals can only accept values of type {bool, int, NoneType}, "
                                       "not objects of type %s" % type(c).__name__)
            self.visit_compound_statement(node.body if c else node.orelse)

    def _new_block(self):
        b = Block()
        self.builder.block.region.add_block(b)
        return b

    def visit_then_else_blocks(self, node, liveins, then_block, else_block):
        self.builder.set_insertion_point_to_start(then_block)
        self.visit_compound_statement(node.body)
        then_block = self.builder.block
        then_defs = dict(self.local_defs)
        then_vals = dict(self.lscope)
        else_defs = {}
        else_vals = dict(liveins)
        if node.orelse:
            self.builder.set_insertion_point_to_start(else_block)
            self.lscope = dict(liveins)
            self.local_defs = {}
            self.visit_compound_statement(node.orelse)
            else_defs = dict(self.local_defs)
            else_block = self.builder.block
            else_vals = dict(self.lscope)
        names = []
        for name, value in liveins.items():
            if not is_value(value):
                continue
            th = flatten([then_vals[name]])
            eh = flatten([else_vals[name]])
            if [id(h) for h in th] == [id(h) for h in eh]:
                continue
            names.append(name)
            then_defs[name] = then_vals[name]
            else_defs[name] = else_vals[name]
            for defs, bname in ((then_defs, "then"), (else_defs, "else")):
                if type(defs[name]) is not type(value) or _sig_key(_proto(defs[name])) != _sig_key(_proto(value)):
                    raise self.error(node, "initial value for `%s` is of type %s, but the %s block redefines it "
                                           "as %s" % (name, _describe(value), bname, _describe(defs[name])))
        for name in sorted(then_defs.keys() & else_defs.keys()):
            if name in names:
                continue
            tv, ev = then_defs[name], else_defs[name]
            if type(tv) is not type(ev) or (is_value(tv) and _sig_key(_proto(tv)) != _sig_key(_proto(ev))):
                raise self.error(node, "Mismatched type for %s between then block (%s) and else block (%s)" %
                                 (name, _describe(tv), _describe(ev)))
            if not is_value(tv):
                continue
            names.append(name)
        return then_defs, else_defs, then_block, else_block, names

    def _enter(self):
        liveins = _clone_scope(self.lscope)
        prev_defs = _clone_scope(self.local_defs)
        self.local_defs = {}
        ip = self.builder.get_insertion_point()
        return liveins, prev_defs, ip

    def _exit(self, saved, resume=None):
        """Leaves a structured op's regions: scopes back as they were, and
        building goes on at `resume` (right after the op just built), else
        where it was when the op was entered."""
        liveins, prev_defs, ip = saved
        self.builder.restore_insertion_point(resume or ip)
        self.lscope = liveins
        self.local_defs = prev_defs

    def visit_if_top_level(self, cond, node):
        saved = self._enter()
        liveins = saved[0]
        ip_block = self.builder.block
        then_block = self._new_block()
        else_block = self._new_block()
        self.builder.set_insertion_point_to_end(ip_block)
        br = self.builder.create("cf.cond_br", [cond.handle], [], None, P.cond_br)
        br.successors = [(then_block, []), (else_block, [])]
        then_defs, else_defs, then_block, else_block, names = self.visit_then_else_blocks(
            node, liveins, then_block, else_block)
        endif = self._new_block()
        self.builder.set_insertion_point_to_end(then_block)
        th = flatten([then_defs[n] for n in names])
        o = self.builder.create("cf.br", th, [], None, P.br)
        o.successors = [(endif, th)]
        self.builder.set_insertion_point_to_end(else_block)
        eh = flatten([else_defs[n] for n in names])
        o = self.builder.create("cf.br", eh, [], None, P.br)
        o.successors = [(endif, eh)]
        for h in th:
            endif.add_argument(h.type, self.builder.loc)
        self._exit(saved)
        self.builder.set_insertion_point_to_start(endif)
        new_values = unflatten(endif.args, [then_defs[n] for n in names])
        for name, v in zip(names, new_values):
            self.set_value(name, v)

    def visit_if_scf(self, cond, node):
        saved = self._enter()
        liveins = saved[0]
        ip, last_loc = self.builder.get_insertion_point(), self.builder.loc
        then_block = self._new_block()
        else_block = self._new_block() if node.orelse else None
        then_defs, else_defs, then_block, else_block, names = self.visit_then_else_blocks(
            node, liveins, then_block, else_block)
        th = flatten([then_defs[n] for n in names])
        for name, val in zip(names, [then_defs[n] for n in names]):
            self._maybe_set_loc_to_name(val, name)
        self.builder.restore_insertion_point(ip)
        self.builder.loc = last_loc
        if_op = self.builder.create("scf.if", [cond.handle], [h.type for h in th], None, P.scf_if, nregions=2)
        after_if = self.builder.get_insertion_point()
        tb = Block()
        if_op.regions[0].add_block(tb)
        eb = Block()
        if_op.regions[1].add_block(eb)
        _move_ops(then_block, tb)
        if names:
            self.builder.set_insertion_point_to_end(tb)
            self.builder.create("scf.yield", th, [], None, P.yield_("scf.yield"))
        if node.orelse:
            _move_ops(else_block, eb)
        if names:
            self.builder.set_insertion_point_to_end(eb)
            eh = flatten([else_defs[n] for n in names])
            for name, val in zip(names, [else_defs[n] for n in names]):
                self._maybe_set_loc_to_name(val, name)
            self.builder.create("scf.yield", eh, [], None, P.yield_("scf.yield"))
        self._exit(saved, after_if)
        new_values = unflatten(if_op.results, [then_defs[n] for n in names])
        for name, v in zip(names, new_values):
            self.set_value(name, v)

    def visit_IfExp(self, node):
        cond = self.visit(node.test)
        if _is_tensor(cond):
            cond = self.semantic.cast(cond, T.int1)
            saved = self._enter()
            ip, last_loc = self.builder.get_insertion_point(), self.builder.loc
            then_block = self._new_block()
            self.builder.set_insertion_point_to_start(then_block)
            then_val = self._ternary_operand(node.body)
            then_block = self.builder.block
            else_block = self._new_block()
            self.builder.set_insertion_point_to_start(else_block)
            else_val = self._ternary_operand(node.orelse)
            else_block = self.builder.block
            self.builder.restore_insertion_point(ip)
            self.builder.loc = last_loc
            if then_val.type != else_val.type:
                raise self.error(node, "Ternary expression with dynamic condition has inconsistent types %s and %s" %
                                 (then_val.type, else_val.type))
            if_op = self.builder.create("scf.if", [cond.handle], [then_val.type.ir()], None, P.scf_if, nregions=2)
            after_if = self.builder.get_insertion_point()
            tb, eb = Block(), Block()
            if_op.regions[0].add_block(tb)
            if_op.regions[1].add_block(eb)
            _move_ops(then_block, tb)
            self.builder.set_insertion_point_to_end(tb)
            self.builder.create("scf.yield", [then_val.handle], [], None, P.yield_("scf.yield"))
            _move_ops(else_block, eb)
            self.builder.set_insertion_point_to_end(eb)
            self.builder.create("scf.yield", [else_val.handle], [], None, P.yield_("scf.yield"))
            self._exit(saved, after_if)
            return tensor(if_op.results[0], then_val.type)
        c = unwrap(cond)
        if type(c) not in (bool, int, type(None)):
            raise self.error(node, "`if` conditionals can only accept values of type {bool, int, NoneType}, not "
                                   "objects of type %s" % type(c).__name__)
        return self.visit(node.body) if c else self.visit(node.orelse)

    def _ternary_operand(self, node):
        """A branch of a ternary with a dynamic condition: Triton's to_tensor,
        which takes no tensor descriptor (nor tuple)."""
        v = self.visit(node)
        if isinstance(v, tensor_descriptor):
            raise self.error(node, "cannot convert %s to tensor: a ternary with a dynamic condition takes tensors "
                                   "only; use an `if` statement to choose a descriptor" % v.type)
        return self.semantic.to_tensor(v)

    def _verify_carried(self, name, loop_val, live_val, node):
        if not is_value(loop_val) or not is_value(live_val):
            raise self.error(node, "cannot reassign constexpr %s in the loop" % name)
        if type(loop_val) is not type(live_val):
            raise self.error(node, "Loop carried variable %s changed type, was %s but is now %s" %
                             (name, _describe(live_val), _describe(loop_val)))
        if _is_tensor(loop_val) and loop_val.type != live_val.type:
            raise self.error(node, "Loop-carried variable %s has initial type %s but is re-assigned to %s in loop! "
                                   "Please make sure that the type stays consistent." %
                             (name, live_val.type, loop_val.type))
        # Triton checks tensors only; a descriptor of another block type makes
        # a loop whose yield does not verify, so say so here
        if isinstance(loop_val, tensor_descriptor) and loop_val.type != live_val.type:
            raise self.error(node, "Loop-carried variable %s has initial type %s but is re-assigned to %s in loop! "
                                   "Please make sure that the type stays consistent." %
                             (name, live_val.type, loop_val.type))

    def _find_carries(self, node, liveins):
        block = self._new_block()
        self.builder.set_insertion_point_to_start(block)
        self.scf_stack.append(node)
        self.visit_compound_statement(node.body)
        self.scf_stack.pop()
        block.erase()
        init_protos, init_handles, names = [], [], []
        for name, live_val in liveins.items():
            if is_value(live_val):
                loop_val = self.lscope[name]
                self._verify_carried(name, loop_val, live_val, node)
                lh = flatten([live_val])
                loh = flatten([loop_val])
                if [id(h) for h in lh] != [id(h) for h in loh]:
                    names.append(name)
                    init_protos.append(live_val)
                    init_handles.extend(lh)
            elif name in self.local_defs:
                raise self.error(node, "Loop carried variable %s is not a triton value" % name)
        self.lscope = dict(liveins)
        self.local_defs = {}
        return names, init_handles, init_protos

    def visit_For(self, node):
        if not isinstance(node.iter, ast.Call):
            raise self.error(node.iter, "Only `range` and `static_range` iterators are currently supported")
        if not isinstance(node.target, ast.Name):
            raise self.error(node.target, "for-loop target must be a single name")
        it_cls = unwrap(self.visit(node.iter.func))
        iter_args = [self.visit(a) for a in node.iter.args]
        iter_kwargs = dict(self.visit(k) for k in node.iter.keywords)
        if it_cls is STATIC_RANGE:
            vals = [unwrap(a) for a in iter_args]
            for v in vals:
                if not isinstance(v, int):
                    raise self.error(node.iter, "static_range arguments must be constexpr integers")
            if len(vals) == 1:
                rng = range(vals[0])
            elif len(vals) == 2:
                rng = range(vals[0], vals[1])
            elif len(vals) == 3:
                rng = range(*vals)
            else:
                raise self.error(node.iter, "static_range takes 1 to 3 arguments")
            for i in rng:
                self.lscope[node.target.id] = constexpr(i)
                self.visit_compound_statement(node.body)
            return
        num_stages = loop_unroll = None
        disallow = flatten_attr = warp_spec = disable_licm = False
        if it_cls is TL_RANGE:
            a = list(iter_args)
            kw = dict(iter_kwargs)
            names = ["arg1", "arg2", "step", "num_stages", "loop_unroll_factor", "disallow_acc_multi_buffer",
                     "flatten", "warp_specialize", "disable_licm"]
            vals = dict(zip(names, a))
            for k, v in kw.items():
                if k not in names:
                    raise self.error(node.iter, "tl.range() got an unexpected keyword argument '%s'" % k)
                vals[k] = v
            step = vals.get("step", constexpr(1))
            if step is None or unwrap(step) is None:
                step = constexpr(1)
            if "arg2" not in vals or unwrap(vals.get("arg2")) is None:
                lb, ub = constexpr(0), vals["arg1"]
            else:
                lb, ub = vals["arg1"], vals["arg2"]
            num_stages = unwrap(vals.get("num_stages"))
            loop_unroll = unwrap(vals.get("loop_unroll_factor"))
            disallow = bool(unwrap(vals.get("disallow_acc_multi_buffer", False)))
            flatten_attr = bool(unwrap(vals.get("flatten", False)))
            warp_spec = bool(unwrap(vals.get("warp_specialize", False)))
            disable_licm = bool(unwrap(vals.get("disable_licm", False)))
        elif it_cls is PY_RANGE:
            if iter_kwargs:
                raise self.error(node.iter, "range() does not take keyword arguments")
            if not 1 <= len(iter_args) <= 3:
                raise self.error(node.iter, "range expected 1 to 3 arguments, got %d" % len(iter_args))
            lb = iter_args[0] if len(iter_args) > 1 else constexpr(0)
            # Triton's front end visits a lone bound a second time, so an
            # expression there (range(tl.cdiv(K, B))) is emitted twice.
            ub = iter_args[1] if len(iter_args) > 1 else self.visit(node.iter.args[0])
            step = iter_args[2] if len(iter_args) > 2 else constexpr(1)
        else:
            raise self.error(node.iter, "Only `range` and `static_range` iterators are currently supported")
        negative_step = False
        if _is_constexpr(step) and isinstance(unwrap(step), int) and unwrap(step) < 0:
            step = constexpr(-unwrap(step))
            negative_step = True
            lb, ub = ub, lb
        s = self.semantic
        lb = s.to_tensor(lb)
        ub = s.to_tensor(ub)
        step = s.to_tensor(step)
        if not lb.dtype.is_int() or not ub.dtype.is_int() or not step.dtype.is_int():
            raise self.error(node.iter, "For loop bounds and step must all be ints, are (%s, %s, %s)" %
                             (lb.dtype, ub.dtype, step.dtype))
        iv_type = s.integer_promote(lb.dtype, ub.dtype)
        iv_type = s.integer_promote(iv_type, step.dtype)
        signed = iv_type.is_int_signed()
        lb = s.int_cast(lb, iv_type, signed)
        ub = s.int_cast(ub, iv_type, signed)
        step = s.int_cast(step, iv_type, signed)
        iv_placeholder = self.builder.create("ub.poison", [], [iv_type.ir()], None, P.poison)
        self.set_value(node.target.id, tensor(iv_placeholder.results[0], iv_type))

        saved = self._enter()
        liveins = saved[0]
        ip, last_loc = self.builder.get_insertion_point(), self.builder.loc
        names, init_handles, init_protos = self._find_carries(node, liveins)
        self.builder.restore_insertion_point(ip)
        self.builder.loc = last_loc
        attrs = []
        if num_stages is not None:
            attrs.append(("tt.num_stages", "%d : i32" % num_stages))
        if loop_unroll is not None:
            attrs.append(("tt.loop_unroll_factor", "%d : i32" % loop_unroll))
        if disallow:
            attrs.append(("tt.disallow_acc_multi_buffer", None))
        if flatten_attr:
            attrs.append(("tt.flatten", None))
        if warp_spec:
            attrs.append(("tt.warp_specialize", None))
        if disable_licm:
            attrs.append(("llvm.loop_annotation", "#llvm.loop_annotation<licm = <disable = true>>"))
        attrs = sorted(attrs)
        attr_text = [(k, v) if v is not None else (k, None) for k, v in attrs]
        for_op = self.builder.create("scf.for", [lb.handle, ub.handle, step.handle] + init_handles,
                                     [h.type for h in init_handles], None, _for_printer(attr_text), nregions=1)
        after_loop = self.builder.get_insertion_point()
        body = Block([iv_type.ir()] + [h.type for h in init_handles])
        for_op.regions[0].add_block(body)
        for a in body.args:
            a.loc = for_op.loc
        self.scf_stack.append(node)
        self.builder.set_insertion_point_to_start(body)
        block_args = unflatten(body.args[1:], init_protos)
        for name, val in zip(names, block_args):
            self._maybe_set_loc_to_name(val, name)
            self.set_value(name, val)
        self.visit_compound_statement(node.body)
        self.scf_stack.pop()
        yh = flatten([self.lscope[n] for n in names])
        if yh:
            self.builder.create("scf.yield", yh, [], None, P.yield_("scf.yield"))
        self.builder.set_insertion_point_to_start(body)
        iv = body.args[0]
        if negative_step:
            x = self.builder.create("arith.subi", [ub.handle, iv], [iv.type], None, P.binary).results[0]
            iv = self.builder.create("arith.addi", [x, lb.handle], [iv.type], None, P.binary).results[0]
        self.lscope[node.target.id].handle.replace_all_uses_with(iv)
        self.set_value(node.target.id, tensor(iv, iv_type))
        self._maybe_set_loc_to_name(iv, node.target.id)
        self._exit(saved, after_loop)
        results = unflatten(for_op.results, init_protos)
        for name, val in zip(names, results):
            self.set_value(name, val)
            self._maybe_set_loc_to_name(val, name)
        if node.orelse:
            raise self.error(node, "`for ... else` is not supported")

    def visit_While(self, node):
        saved = self._enter()
        liveins = saved[0]
        ip, last_loc = self.builder.get_insertion_point(), self.builder.loc
        names, init_handles, init_protos = self._find_carries(node, liveins)
        init_tys = [h.type for h in init_handles]
        self.builder.restore_insertion_point(ip)
        self.builder.loc = last_loc
        while_op = self.builder.create("scf.while", init_handles, init_tys, None, P.scf_while, nregions=2)
        after_loop = self.builder.get_insertion_point()
        before = Block(init_tys)
        while_op.regions[0].add_block(before)
        for a in before.args:
            a.loc = while_op.loc
        self.builder.set_insertion_point_to_start(before)
        cond_args = unflatten(before.args, init_protos)
        for name, val in zip(names, cond_args):
            self.lscope[name] = val
            self.local_defs[name] = val
            self._maybe_set_loc_to_name(val, name)
        cond = self.visit(node.test)
        if not _is_tensor(cond):
            cond = self.semantic.to_tensor(cond)
        if cond.dtype != T.int1:
            cond = self.semantic.cast(cond, T.int1)
        self.builder.set_insertion_point_to_end(before)
        self.builder.create("scf.condition", [cond.handle] + list(before.args), [], None, P.condition)
        after = Block(init_tys)
        while_op.regions[1].add_block(after)
        for a in after.args:
            a.loc = while_op.loc
        self.builder.set_insertion_point_to_start(after)
        body_args = unflatten(after.args, init_protos)
        for name, val in zip(names, body_args):
            self.lscope[name] = val
            self.local_defs[name] = val
            self._maybe_set_loc_to_name(val, name)
        self.scf_stack.append(node)
        self.visit_compound_statement(node.body)
        self.scf_stack.pop()
        yh = flatten([self.lscope[n] for n in names])
        self.builder.create("scf.yield", yh, [], None, P.yield_("scf.yield"))
        self._exit(saved, after_loop)
        results = unflatten(while_op.results, init_protos)
        for name, val in zip(names, results):
            self.lscope[name] = val
            self.local_defs[name] = val
            self._maybe_set_loc_to_name(val, name)
        if node.orelse:
            raise self.error(node, "`while ... else` is not supported")

    def visit_Break(self, node):
        raise self.error(node, "`break` is not supported in triton kernels")

    def visit_Continue(self, node):
        raise self.error(node, "`continue` is not supported in triton kernels")

    def visit_With(self, node):
        raise self.error(node, "`with` statements are not supported by tt-front")

    def visit_Lambda(self, node):
        raise self.error(node, "lambda expressions are not supported in triton kernels")

    def visit_Global(self, node):
        raise self.error(node, "`global` is not supported in triton kernels")

    def visit_Nonlocal(self, node):
        raise self.error(node, "`nonlocal` is not supported in triton kernels")

    def visit_Try(self, node):
        raise self.error(node, "`try` is not supported in triton kernels")

    def visit_Raise(self, node):
        raise self.error(node, "`raise` is not supported in triton kernels")

    def visit_Delete(self, node):
        raise self.error(node, "`del` is not supported in triton kernels")

    def visit_Assert(self, node):
        test = self.visit(node.test)
        msg = self.visit(node.msg) if node.msg is not None else ""
        return L.BUILTINS["device_assert"].fn(self, test, msg)

    # -- subscripts, attributes --
    def visit_Subscript(self, node):
        if not isinstance(node.ctx, ast.Load):
            raise self.error(node, "__setitem__ is not supported in triton")
        lhs = self.visit(node.value)
        sl = self.visit(node.slice)
        if _is_tensor(lhs):
            return self.tensor_getitem(lhs, sl, node)
        base = unwrap(lhs)
        idx = unwrap(sl)
        if isinstance(base, tuple_value):
            if isinstance(idx, slice_value):
                r = base.values[slice(unwrap(idx.lower), unwrap(idx.upper), unwrap(idx.step))]
                return tuple_value(r)
            if not isinstance(idx, int):
                raise self.error(node, "tuple indices must be constexpr integers")
            try:
                return base.values[idx]
            except IndexError:
                raise self.error(node, "tuple index %d out of range" % idx)
        if isinstance(base, (list, tuple, str)):
            if isinstance(idx, slice_value):
                return constexpr(base[slice(unwrap(idx.lower), unwrap(idx.upper), unwrap(idx.step))])
            return constexpr(base[idx])
        raise self.error(node, "'%s' object is not subscriptable" % _describe(lhs))

    def tensor_getitem(self, t, sl, node):
        if isinstance(sl, tuple_value):
            slices = sl.values
        else:
            slices = [sl]
        ret = t
        for dim, s in enumerate(slices):
            if unwrap(s) is None:
                ret = self.semantic.expand_dims(ret, dim)
            elif isinstance(s, slice_value) and all(unwrap(x) is None for x in (s.lower, s.upper, s.step)):
                pass
            else:
                raise self.error(node, "unsupported tensor index: %s" % _describe(s))
        return ret

    def visit_Slice(self, node):
        return slice_value(self.visit(node.lower), self.visit(node.upper), self.visit(node.step))

    def visit_Index(self, node):
        return self.visit(node.value)

    def visit_keyword(self, node):
        return node.arg, self.visit(node.value)

    def visit_Attribute(self, node):
        lhs = self.visit(node.value)
        return self.get_attr(lhs, node.attr, node)

    def get_attr(self, lhs, attr, node):
        if _is_tensor(lhs):
            if attr == "T":
                return self.semantic.permute(lhs, (1, 0))
            if attr == "dtype":
                return lhs.dtype
            if attr == "shape":
                return tuple_value([constexpr(s) for s in lhs.shape])
            if attr == "type":
                return lhs.type
            if attr == "numel":
                return constexpr(lhs.numel)
            if attr == "handle":
                raise self.error(node, "tensor.handle is not accessible")
            if attr in L.TENSOR_METHODS:
                return L.BoundBuiltin(L.TENSOR_METHODS[attr], lhs)
            if attr in STDLIB_TENSOR_MEMBERS:
                return BoundJIT(lhs, self.program.stdlib[attr])
            raise self.error(node, "'tensor' object has no attribute '%s'" % attr)
        if isinstance(lhs, tensor_descriptor):
            if attr in L.DESC_METHODS:
                return L.BoundBuiltin(L.DESC_METHODS[attr], lhs)
            if attr == "shape":
                return tuple_value(lhs.shape)
            if attr == "strides":
                return tuple_value(lhs.strides)
            if attr == "block_shape":
                return tuple_value([constexpr(s) for s in lhs.block_shape])
            if attr == "dtype":
                return lhs.dtype
            if attr == "block_type":
                return lhs.block_type
            raise self.error(node, "'tensor_descriptor' object has no attribute '%s'" % attr)
        if isinstance(lhs, L.Namespace):
            try:
                return lhs.lookup(attr)
            except SemanticError as e:
                raise self.error(node, str(e))
        if isinstance(lhs, constexpr) and attr not in ("value", "type"):
            lhs = lhs.value
        elif isinstance(lhs, constexpr):
            return lhs.value if attr == "value" else lhs.type
        if isinstance(lhs, T.BaseType):
            if attr == "shape" and isinstance(lhs, T.block_type):
                return tuple_value([constexpr(s) for s in lhs.shape])
            if attr in ("element_ty", "scalar") and not isinstance(lhs, (T.block_type, T.pointer_type)):
                return lhs
            try:
                v = getattr(lhs, attr)
            except AttributeError:
                raise self.error(node, "'%s' object has no attribute '%s'" % (_describe(lhs), attr))
            return v
        if isinstance(lhs, tuple_value):
            raise self.error(node, "'tuple' object has no attribute '%s'" % attr)
        if isinstance(lhs, OpaqueGlobal):
            raise self.error(node, "'%s' cannot be used inside a @triton.jit function" % lhs.name)
        try:
            return getattr(lhs, attr)
        except AttributeError:
            raise self.error(node, "'%s' object has no attribute '%s'" % (_describe(lhs), attr))

    # -- calls --
    def visit_Call(self, node):
        fn = unwrap(self.visit(node.func))
        if fn is STATIC_ASSERT:
            return self.execute_static_assert(node)
        if fn is STATIC_PRINT:
            kws = {k: unwrap(v) for k, v in (self.visit(kw) for kw in node.keywords)}
            args = [unwrap(self.visit(a)) for a in node.args]
            sys.stderr.write(" ".join(str(_show(a)) for a in args) + kws.get("end", "\n"))
            return constexpr(None)
        if fn is PY_INT or fn is PY_LEN:
            kws = {k: unwrap(v) for k, v in (self.visit(kw) for kw in node.keywords)}
            args = [unwrap(self.visit(a)) for a in node.args]
            if fn is PY_LEN:
                a = args[0]
                if isinstance(a, tuple_value):
                    return constexpr(len(a.values))
                try:
                    return constexpr(len(a))
                except TypeError:
                    raise self.error(node, "object of type %s has no len()" % _describe(a))
            try:
                return constexpr(int(*args, **kws))
            except (TypeError, ValueError) as e:
                raise self.error(node, "int() argument must be a compile-time constant: %s" % e)
        mur = isinstance(fn, L.BoundBuiltin) and fn.builtin.name == "advance" or \
            isinstance(fn, L.Builtin) and fn.name == "advance"
        if mur and getattr(node, "_is_unused", False):
            raise self.error(node, "The result of %s is not being used. Note that tl.advance does not have any side "
                                   "effects. To move the block pointer, you need to assign the result of tl.advance "
                                   "to a variable." % ast.unparse(node.func))
        kws = dict(self.visit(k) for k in node.keywords)
        if None in kws:
            raise self.error(node, "**kwargs in calls are not supported")
        args = []
        for a in node.args:
            v = self.visit(a)
            if isinstance(v, list):
                args.extend(v)
            else:
                args.append(v)
        return self.call_function(node, fn, args, kws)

    def execute_static_assert(self, node):
        if not 0 < len(node.args) <= 2 or node.keywords:
            raise self.error(node, "`static_assert` requires one or two positional arguments only")
        passed = unwrap(self.visit(node.args[0]))
        if not isinstance(passed, bool):
            raise self.error(node, "Assertion condition could not be determined at compile-time. Make sure that it "
                                   "depends only on `constexpr` values")
        if not passed:
            msg = unwrap(self.visit(node.args[1])) if len(node.args) > 1 else ""
            raise self.error(node, "static_assert failed" + (": %s" % msg if msg else ""))
        return None

    def call_function(self, node, fn, args, kws):
        if isinstance(fn, BoundJIT):
            args.insert(0, fn.self_value)
            fn = fn.fn
        if isinstance(fn, JitFunction):
            if fn.noinline:
                for a in args:
                    if _is_non_scalar_tensor(a):
                        raise self.error(node, "Function %s is marked noinline, but was called with non-scalar "
                                               "argument" % fn.name)
            return self.call_jit(fn, args, kws, node)
        if isinstance(fn, L.BoundBuiltin):
            args.insert(0, fn.self_value)
            fn = fn.builtin
        if isinstance(fn, L.Builtin):
            try:
                ret = fn.fn(self, *args, **kws)
            except TypeError as e:
                msg = str(e)
                if "argument" in msg:
                    raise self.error(node, "%s: %s" % (fn.name, msg.replace("fn()", fn.name + "()")))
                raise
            if isinstance(ret, tuple) and not isinstance(ret, tuple_value):
                ret = tuple_value(list(ret))
            return ret
        if isinstance(fn, L.ConstexprFunction):
            a = [unwrap(x) for x in args]
            k = {n: unwrap(v) for n, v in kws.items()}
            try:
                return constexpr(fn.fn(*a, **k))
            except (TypeError, ValueError, AttributeError) as e:
                raise self.error(node, "%s: %s" % (fn.name, e))
        if fn is CONSTEXPR_CLASS:
            if len(args) != 1:
                raise self.error(node, "constexpr() takes exactly one argument")
            if is_value(args[0]):
                raise self.error(node, "constexpr() argument must be a compile-time constant, got %s" %
                                 _describe(args[0]))
            return constexpr(args[0])
        if fn in (PY_RANGE, TL_RANGE, STATIC_RANGE):
            raise self.error(node, "range objects can only be used as the iterator of a for loop")
        if fn is PY_FLOAT:
            return constexpr(float(*[unwrap(a) for a in args]))
        if fn is PY_ISINSTANCE:
            obj, cls = args
            cls = unwrap(cls)
            if cls is TL_TENSOR:
                return constexpr(_is_tensor(obj))
            if cls is CONSTEXPR_CLASS:
                return constexpr(isinstance(obj, constexpr))
            if cls is TL_DTYPE:
                return constexpr(isinstance(unwrap(obj), T.dtype))
            raise self.error(node, "isinstance() with this class is not supported by tt-front")
        if fn is PY_GETATTR:
            return self.get_attr(args[0], unwrap(args[1]), node)
        if fn is PY_HASATTR:
            try:
                self.get_attr(args[0], unwrap(args[1]), node)
                return constexpr(True)
            except CompileError:
                return constexpr(False)
        if fn is PY_LIST:
            return tuple_value(list(unwrap(args[0]).values)) if args else tuple_value([])
        if isinstance(fn, OpaqueGlobal):
            raise self.error(node, "'%s' cannot be used inside a @triton.jit function" % fn.name)
        if callable(fn) and not isinstance(fn, (Marker, type)):
            # bound Python methods of compile-time objects (dtype.is_floating() ...)
            a = [unwrap(x) for x in args]
            k = {n: unwrap(v) for n, v in kws.items()}
            try:
                ret = fn(*a, **k)
            except Exception as e:
                raise self.error(node, "error calling %s: %s" % (getattr(fn, "__name__", "function"), e))
            return ret if is_value(ret) else constexpr(ret)
        raise self.error(node, "'%s' object is not callable" % _describe(fn))

    def call_jit(self, fn, args, kwargs, node=None):
        node = node or self.cur_node
        # bind arguments (Python call semantics with the callee's defaults)
        names = fn.arg_names
        defaults = fn.node.args.defaults
        bound = {}
        if len(args) > len(names):
            raise self.error(node, "%s() takes %d positional arguments but %d were given" %
                             (fn.name, len(names), len(args)))
        for n, a in zip(names, args):
            bound[n] = a
        for k, v in kwargs.items():
            if k not in names:
                raise self.error(node, "%s() got an unexpected keyword argument '%s'" % (fn.name, k))
            if k in bound:
                raise self.error(node, "%s() got multiple values for argument '%s'" % (fn.name, k))
            bound[k] = v
        first_default = len(names) - len(defaults)
        for i, n in enumerate(names):
            if n not in bound:
                if i < first_default:
                    raise self.error(node, "%s() missing required argument: '%s'" % (fn.name, n))
                try:
                    dv = eval_const(defaults[i - first_default], fn.scope, self.program)
                except Exception:
                    raise self.error(node, "cannot evaluate the default value of '%s' of %s()" % (n, fn.name))
                bound[n] = dv
        arglist = [bound[n] for n in names]
        for i, a in enumerate(arglist):
            if isinstance(a, (T.dtype, float, int, bool, JitFunction)) and not isinstance(a, T.block_type):
                arglist[i] = constexpr(a)
            elif isinstance(a, (list, tuple)):
                arglist[i] = tuple_value([constexpr(x) if not is_value(x) and not isinstance(x, constexpr) else x
                                          for x in a])
            elif isinstance(a, str):
                arglist[i] = constexpr(a)
        cst_paths = find_paths_if(arglist, lambda _, x: _is_constexpr(x))
        args_cst = {p: get_path(arglist, p) for p in cst_paths}
        val_paths = find_paths_if(arglist, lambda _, x: not _is_constexpr(x))
        args_val = [get_path(arglist, p) for p in val_paths]
        for v in args_val:
            if not is_value(v):
                raise self.error(node, "cannot pass a value of type %s to @triton.jit function %s" %
                                 (_describe(v), fn.name))
        fn_name = mangle_fn(fn.full_name, [v.type for v in args_val], args_cst)
        if self.module.get_function(fn_name) is None:
            if fn_name in self.call_stack:
                raise self.error(node, "recursive call to %s is not supported" % fn.name)
            # ASTFunction.deserialize binds every constant of the callee as
            # constexpr(val): a default None the call left out is mangled
            # "cNone" here, but inside the callee it is constexpr(None), which
            # a further call mangles "cconstexpr_None_" (repr constexpr[None]).
            arg_values = {}
            for n, a in zip(names, arglist):
                arg_values[n] = constexpr(None) if a is None else _to_proto(a)
            gen = CodeGenerator(self.program, self.module, fn, fn_name, arg_values, [], False, self.options,
                                self.function_ret_types, fn.noinline, self.call_stack + (fn_name, ))
            try:
                gen.visit(fn.node)
            except CompileError as e:
                raise _wrap_callee_error(self, node, e, fn)
            self.function_ret_types[fn_name] = gen.ret_type
        ret_sig = self.function_ret_types[fn_name]
        handles = flatten(args_val)
        func = self.module.get_function(fn_name)
        from .ir import sym
        o = self.builder.create("tt.call", handles, list(func.ret_types), None, P.call(sym(fn_name)))
        if ret_sig == "void":
            return None
        return unflatten(o.results, [ret_sig])[0]

    # -- misc --
    def visit_arguments(self, node):
        raise self.error(node, "unexpected arguments node")


def _for_printer(attrs):
    def pr(op, p):
        text = P.scf_for([])(op, p)
        # the loop's attributes and hints set on its iteration arguments
        # (tt.divisibility_arg1 ...): one attr-dict, sorted by name
        items = list(attrs) + list((op.attrs.get("__extra__") or {}).items())
        if items:
            parts = []
            for k, v in sorted(items, key=lambda kv: kv[0]):
                parts.append(k if v is None else "%s = %s" % (k, v))
            text += " {" + ", ".join(parts) + "}"
        return text
    return pr


def _move_ops(src, dst):
    for op in src.ops:
        op.block = dst
    dst.ops[0:0] = src.ops
    src.ops = []
    if src.region is not None and src in src.region.blocks:
        src.region.blocks.remove(src)


def _to_proto(a):
    """A prototype value describing an argument of a specialised callee."""
    return a


def _proto(v):
    return v


def _sig_key(v):
    if v == "void":
        return "void"
    if isinstance(v, tuple_value):
        return tuple(_sig_key(x) for x in v.values)
    if isinstance(v, (tensor, tensor_descriptor)):
        return ("t", v.type.ir() if hasattr(v.type, "ir") else repr(v.type), repr(v.type))
    return repr(v)


def _sig_str(v):
    if v == "void":
        return "void"
    return _describe(v)


def _describe(v):
    v2 = unwrap(v)
    if isinstance(v2, tensor):
        return repr(v2.type) if v2.type.is_block() else str(v2.type)
    if isinstance(v2, tuple_value):
        return "tuple"
    if isinstance(v2, T.dtype):
        return "dtype"
    if isinstance(v, constexpr):
        return "constexpr[%s]" % type(v2).__name__
    return type(v2).__name__


def _show(a):
    if isinstance(a, constexpr):
        return a.value
    if isinstance(a, tuple_value):
        return tuple(_show(x) for x in a.values)
    return a


def _wrap_callee_error(gen, node, e, fn):
    """An error inside a callee: errors in user code stay where they are, with a
    note for the call site; errors inside the standard library are reported at
    the user's call site."""
    if e.scope.module_name.startswith("triton."):
        err = CompileError(e.message, gen.scope, node)
        err.notes = ["%s:%d:%d: note: in '%s' of the Triton standard library" % (
            e.scope.file_name, getattr(e.node, "lineno", 0), getattr(e.node, "col_offset", 0) + 1, fn.name)]
        return err
    e.notes = getattr(e, "notes", []) + ["%s:%d:%d: note: in function '%s' called from here" % (
        gen.scope.file_name, getattr(node, "lineno", 0), getattr(node, "col_offset", 0) + 1, fn.name)]
    return e
