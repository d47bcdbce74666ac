# fuzz-crash: TypeError@language.py:240 (strict)
# kernel: if_in_loop
# signature: *i8:16,*i32:16,i32:16,i32,128
# replay: tt-front FILE --kernel if_in_loop --signature "*i8:16,*i32:16,i32:16,i32,128"   (with TT_FRONT_DEBUG=1)
# | Traceback (most recent call last):
# |   File "/work/main/utils/fuzz/tt_front_fuzz.py", line 223, in run_one
# |     driver.compile_kernel(path, cfg.kernel, cfg.signature, cfg.options(), display_name="kernel.py")
# |   File "/work/main/tools/tt-front/ttfront/driver.py", line 75, in compile_kernel
# |     gen.visit(node)
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 275, in visit
# |     ret = super().visit(node)
# |           ^^^^^^^^^^^^^^^^^^^
# |   File "/root/.pyenv/versions/3.11.7/lib/python3.11/ast.py", line 418, in visit
# |     return visitor(node)
# |            ^^^^^^^^^^^^^
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 356, in visit_FunctionDef
# |     self.visit_compound_statement(node.body)
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 302, in visit_compound_statement
# |     self.visit(stmt)
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 275, in visit
# |     ret = super().visit(node)
# |           ^^^^^^^^^^^^^^^^^^^
# |   File "/root/.pyenv/versions/3.11.7/lib/python3.11/ast.py", line 418, in visit
# |     return visitor(node)
# |            ^^^^^^^^^^^^^
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 412, in visit_Expr
# |     self.visit(node.value)
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 275, in visit
# |     ret = super().visit(node)
# |           ^^^^^^^^^^^^^^^^^^^
# |   File "/root/.pyenv/versions/3.11.7/lib/python3.11/ast.py", line 418, in visit
# |     return visitor(node)
# |            ^^^^^^^^^^^^^
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 1334, in visit_Call
# |     v = self.visit(a)
# |         ^^^^^^^^^^^^^
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 275, in visit
# |     ret = super().visit(node)
# |           ^^^^^^^^^^^^^^^^^^^
# |   File "/root/.pyenv/versions/3.11.7/lib/python3.11/ast.py", line 418, in visit
# |     return visitor(node)
# |            ^^^^^^^^^^^^^
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 1339, in visit_Call
# |     return self.call_function(node, fn, args, kws)
# |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 1363, in call_function
# |     return self.call_jit(fn, args, kws, node)
# |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 1487, in call_jit
# |     gen.visit(fn.node)
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 275, in visit
# |     ret = super().visit(node)
# |           ^^^^^^^^^^^^^^^^^^^
# |   File "/root/.pyenv/versions/3.11.7/lib/python3.11/ast.py", line 418, in visit
# |     return visitor(node)
# |            ^^^^^^^^^^^^^
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 356, in visit_FunctionDef
# |     self.visit_compound_statement(node.body)
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 302, in visit_compound_statement
# |     self.visit(stmt)
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 275, in visit
# |     ret = super().visit(node)
# |           ^^^^^^^^^^^^^^^^^^^
# |   File "/root/.pyenv/versions/3.11.7/lib/python3.11/ast.py", line 418, in visit
# |     return visitor(node)
# |            ^^^^^^^^^^^^^
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 381, in visit_Return
# |     ret_value = self.visit(node.value)
# |                 ^^^^^^^^^^^^^^^^^^^^^^
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 275, in visit
# |     ret = super().visit(node)
# |           ^^^^^^^^^^^^^^^^^^^
# |   File "/root/.pyenv/versions/3.11.7/lib/python3.11/ast.py", line 418, in visit
# |     return visitor(node)
# |            ^^^^^^^^^^^^^
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 1339, in visit_Call
# |     return self.call_function(node, fn, args, kws)
# |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/work/main/tools/tt-front/ttfront/codegen.py", line 1369, in call_function
# |     ret = fn.fn(self, *args, **kws)
# |           ^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/work/main/tools/tt-front/ttfront/language.py", line 547, in reduce
# |     return reduce.fn(gen, tuple_value([input]), axis, combine_fn, keep_dims).values[0]
# |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/work/main/tools/tt-front/ttfront/language.py", line 553, in reduce
# |     axis = _wrap_axis(axis, len(inputs[0].shape))
# |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/work/main/tools/tt-front/ttfront/language.py", line 240, in _wrap_axis
# |     if not -ndim <= axis < ndim:
# |            ^^^^^^^^^^^^^^^^^^^^
# | TypeError: '<=' not supported between instances of 'int' and 'tuple_value'
import triton.language as tl

@triton.jit
def if_in_loop(x_ptr, y_ptr, n_cols, split, BLOCK: tl.constexpr):
    acc = tl.zeros([BLOCK], dtype=tl.int32)
    tl.store(tl.sum(acc, axis=(0, 1)))
