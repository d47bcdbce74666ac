# fuzz-crash: TypeError@ops.py:64
# fuzz-expect: located-error
# kernel: dot_single
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32,i32,64,128,16
# replay: tt-front FILE --kernel dot_single --signature "*fp32:16,*fp32:16,*fp32:16,i32,i32,i32,64,128,16" 
# | Traceback (most recent call last):
# |   File "/work/main/utils/fuzz/tt_front_fuzz.py", line 201, in run_one
# |     driver.compile_kernel(path, cfg.kernel, cfg.signature, cfg.options(), display_name="kernel.py")
# |   File "/work/main/utils/ttfront/driver.py", line 82, in compile_kernel
# |     return Printer().print_module(module)
# |            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
# |   File "/work/main/utils/ttfront/ir.py", line 700, in print_module
# |     out.extend(self.print_func(f))
# |                ^^^^^^^^^^^^^^^^^^
# |   File "/work/main/utils/ttfront/ir.py", line 718, in print_func
# |     self._print_region_blocks(f.region, lines, "    ", entry_implicit=True)
# |   File "/work/main/utils/ttfront/ir.py", line 750, in _print_region_blocks
# |     self.print_op(op, lines, indent)
# |   File "/work/main/utils/ttfront/ir.py", line 763, in print_op
# |     body = op.printer(op, self) if op.printer else self.generic(op)
# |            ^^^^^^^^^^^^^^^^^^^^
# |   File "/work/main/utils/ttfront/ops.py", line 64, in pr
# |     return "%s %s%s : i32" % (name, "xyz"[axis], p.attr_dict(op))
# |                                     ~~~~~^^^^^^
# | TypeError: string indices must be integers, not 'float'
import triton.language as tl

@triton.jit
def dot_single(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(1.0)
