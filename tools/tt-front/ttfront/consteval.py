"""Constant evaluation: the value of a compile-time expression outside a
kernel body (a module-level ``tl.constexpr(...)``, a parameter's default
value), computed in Python from the AST and the file's globals, as Triton
gets it by running the module."""
import ast
import operator

from . import language as L
from . import types as T
from .loader import JitFunction
from .values import constexpr


_BINOPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
           ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod, ast.Pow: operator.pow,
           ast.LShift: operator.lshift, ast.RShift: operator.rshift, ast.BitAnd: operator.and_,
           ast.BitOr: operator.or_, ast.BitXor: operator.xor}


def eval_const(node, scope, program):
    """Evaluate a compile-time expression (module-level constants, default values)."""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.UnaryOp):
        v = eval_const(node.operand, scope, program)
        if isinstance(node.op, ast.USub):
            return -v
        if isinstance(node.op, ast.UAdd):
            return +v
        if isinstance(node.op, ast.Not):
            return not v
        if isinstance(node.op, ast.Invert):
            return ~v
    if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
        return _BINOPS[type(node.op)](eval_const(node.left, scope, program), eval_const(node.right, scope, program))
    if isinstance(node, ast.Name):
        v = scope.globals.get(node.id)
        if isinstance(v, constexpr):
            return v.value
        if isinstance(v, (T.dtype, JitFunction)):
            return v
        raise ValueError(node.id)
    if isinstance(node, ast.Attribute):
        base = _eval_const_obj(node.value, scope, program)
        if isinstance(base, L.Namespace):
            v = base.lookup(node.attr)
            return v.value if isinstance(v, constexpr) else v
        raise ValueError(node.attr)
    if isinstance(node, (ast.Tuple, ast.List)):
        return tuple(eval_const(e, scope, program) for e in node.elts)
    if isinstance(node, ast.Call) and program._decorator_name(node.func).endswith("constexpr") and len(node.args) == 1:
        return eval_const(node.args[0], scope, program)
    raise ValueError(ast.dump(node))


def _eval_const_obj(node, scope, program):
    if isinstance(node, ast.Name):
        return scope.globals.get(node.id)
    if isinstance(node, ast.Attribute):
        base = _eval_const_obj(node.value, scope, program)
        if isinstance(base, L.Namespace):
            return base.lookup(node.attr)
    raise ValueError("not a namespace")
