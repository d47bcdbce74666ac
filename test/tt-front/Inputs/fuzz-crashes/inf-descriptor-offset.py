# fuzz-crash: OverflowError@semantic.py:1218
# fuzz-expect: located-error
# kernel: reductions
# signature: tensordesc<i32[8, 32]>,i1
# replay: tt-front FILE --kernel reductions --signature "tensordesc<i32[8, 32]>,i1" 
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
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 1649, in visit_Call
# |     return self.call_function(node, fn, args, kws)
# |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/codegen.py", line 1679, in call_function
# |     ret = fn.fn(self, *args, **kws)
# |           ^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/language.py", line 421, in method
# |     return _sem(gen).descriptor_reduce(kind, desc, _to_tensor(gen, value), offsets)
# |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/semantic.py", line 1328, in descriptor_reduce
# |     offs = self._store_like_offsets(desc, value, offsets, "atomic_" + kind)
# |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/semantic.py", line 1306, in _store_like_offsets
# |     offs = self._ir_values(offsets, False)
# |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/semantic.py", line 1238, in _ir_values
# |     return [self._ir_elem(e, require_i64) for e in xs]
# |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/semantic.py", line 1238, in <listcomp>
# |     return [self._ir_elem(e, require_i64) for e in xs]
# |             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/tmp/headutils/utils/ttfront/semantic.py", line 1218, in _ir_elem
# |     raise _err("Block pointers only support 32 bit `offsets/block_shape`, got a value %d which is out "
# |                ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# | OverflowError: cannot convert float infinity to integer
@triton.jit
def reductions(idesc, fdesc):
    i = idesc.load([0, 0])
    idesc.atomic_xor([8, 1e309], i)
