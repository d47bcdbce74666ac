# fuzz-crash: OverflowError@language.py:241
# fuzz-expect: located-error
# kernel: cumsum_f32
# signature: *fp32:16,*fp32:16,i32,1024
# replay: tt-front FILE --kernel cumsum_f32 --signature "*fp32:16,*fp32:16,i32,1024" 
# | Traceback (most recent call last):
# |   File "/work/main/utils/fuzz/tt_front_fuzz.py", line 212, in run_one
# |     driver.compile_kernel(path, cfg.kernel, cfg.signature, cfg.options(), display_name="kernel.py")
# |   File "/tmp/headutils/utils/ttfront/driver.py", line 75, in compile_kernel
# |     gen.visit(node)
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 587, in visit
# |     ret = super().visit(node)
# |           ^^^^^^^^^^^^^^^^^^^
# |   File "/usr/lib/python3.11/ast.py", line 418, in visit
# |     return visitor(node)
# |            ^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 666, in visit_FunctionDef
# |     self.visit_compound_statement(node.body)
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 612, in visit_compound_statement
# |     self.visit(stmt)
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 587, in visit
# |     ret = super().visit(node)
# |           ^^^^^^^^^^^^^^^^^^^
# |   File "/usr/lib/python3.11/ast.py", line 418, in visit
# |     return visitor(node)
# |            ^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 722, in visit_Expr
# |     self.visit(node.value)
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 587, in visit
# |     ret = super().visit(node)
# |           ^^^^^^^^^^^^^^^^^^^
# |   File "/usr/lib/python3.11/ast.py", line 418, in visit
# |     return visitor(node)
# |            ^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 1644, in visit_Call
# |     v = self.visit(a)
# |         ^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 587, in visit
# |     ret = super().visit(node)
# |           ^^^^^^^^^^^^^^^^^^^
# |   File "/usr/lib/python3.11/ast.py", line 418, in visit
# |     return visitor(node)
# |            ^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 1649, in visit_Call
# |     return self.call_function(node, fn, args, kws)
# |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 1673, in call_function
# |     return self.call_jit(fn, args, kws, node)
# |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 1797, in call_jit
# |     gen.visit(fn.node)
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 587, in visit
# |     ret = super().visit(node)
# |           ^^^^^^^^^^^^^^^^^^^
# |   File "/usr/lib/python3.11/ast.py", line 418, in visit
# |     return visitor(node)
# |            ^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 666, in visit_FunctionDef
# |     self.visit_compound_statement(node.body)
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 612, in visit_compound_statement
# |     self.visit(stmt)
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 587, in visit
# |     ret = super().visit(node)
# |           ^^^^^^^^^^^^^^^^^^^
# |   File "/usr/lib/python3.11/ast.py", line 418, in visit
# |     return visitor(node)
# |            ^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 691, in visit_Return
# |     ret_value = self.visit(node.value)
# |                 ^^^^^^^^^^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 587, in visit
# |     ret = super().visit(node)
# |           ^^^^^^^^^^^^^^^^^^^
# |   File "/usr/lib/python3.11/ast.py", line 418, in visit
# |     return visitor(node)
# |            ^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 1649, in visit_Call
# |     return self.call_function(node, fn, args, kws)
# |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 1679, in call_function
# |     ret = fn.fn(self, *args, **kws)
# |           ^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/language.py", line 595, in associative_scan
# |     return associative_scan.fn(gen, tuple_value([input]), axis, combine_fn, reverse).values[0]
# |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/language.py", line 600, in associative_scan
# |     axis = _wrap_axis(axis, len(inputs[0].shape))
# |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/language.py", line 241, in _wrap_axis
# |     raise SemanticError("invalid axis %d. Expected %d <= axis < %d" % (axis, -ndim, ndim))
# |                         ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~^~~~~~~~~~~~~~~~~~~~~
# | OverflowError: cannot convert float infinity to integer
import triton.language as tl

@triton.jit
def cumsum_f32(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    x = tl.load(x_ptr)
    tl.store(tl.cumsum(x, axis=1e309))
