# Line info from the Python source to the PTX: tt-front's locations survive
# make-ttir, make-ttgir and the lowering into the LLVM debug info, and the
# PTX carries `.loc` lines for the kernel's own lines (the load on line 22,
# the multiply on 23, the store on 24) and `.file` for this file, so
# nvdisasm --print-line-info and Nsight Compute map SASS back to them.
# --line-info=false leaves them out.
#
# REQUIRES: tt-front
# RUN: rm -rf %t && mkdir -p %t
# RUN: tt-front %s --kernel scale --signature "*fp32:16,*fp32:16,i32" -o %t/scale.ttir
# RUN: tt-translate --compile %t/scale.ttir --num-warps=4 -o %t/scale.ptx
# RUN: FileCheck %s < %t/scale.ptx
# RUN: tt-translate --compile %t/scale.ttir --num-warps=4 --line-info=false -o %t/bare.ptx
# RUN: FileCheck %s --check-prefix=BARE < %t/bare.ptx
import triton
import triton.language as tl


@triton.jit
def scale(x_ptr, y_ptr, n):
    offs = tl.program_id(0) * 128 + tl.arange(0, 128)
    x = tl.load(x_ptr + offs, mask=offs < n)
    y = x * 3.0
    tl.store(y_ptr + offs, y, mask=offs < n)

# CHECK: .loc 1 22 {{[0-9]+}}
# CHECK: ld.global
# CHECK: .loc 1 23 {{[0-9]+}}
# CHECK-NEXT: mul.f32
# CHECK: .loc 1 24 {{[0-9]+}}
# CHECK: st.global
# CHECK: .file 1 "{{.*}}test/tt-translate/line-info.py"
# BARE-NOT: .loc
# BARE-NOT: .file
