# fuzz-crash: UnicodeDecodeError@driver.py:23
# fuzz-expect: located-error
# kernel: tma_matmul
# signature: *fp16:16,*fp16:16,*fp32:16,i32,i32,i32,128,128,64,8
# replay: tt-front FILE --kernel tma_matmul --signature "*fp16:16,*fp16:16,*fp32:16,i32,i32,i32,128,128,64,8" 
# | Traceback (most recent call last):
# |   File "/work/main/utils/fuzz/tt_front_fuzz.py", line 212, in run_one
# |     driver.compile_kernel(path, cfg.kernel, cfg.signature, cfg.options(), display_name="kernel.py")
# |   File "/tmp/headutils/utils/ttfront/driver.py", line 23, in compile_kernel
# |     source = f.read()
# |              ^^^^^^^^
# |   File "<frozen codecs>", line 322, in decode
# | UnicodeDecodeError: 'utf-8' codec can't decode byte 0xc3 in position 1375: invalid continuation byte
# The matmul through device-made tensor descriptors with tails of test/GPU/lowering/tma_descriptor_matmul_tail.py.
import triton
import triton.language as tl


@triton.jit
def tma_matmul(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
               GROUP_M: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1], block_shape=[BK, BN])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, :N])
    pid = tl.program_id(0)
    num_pid_m = tl.cdiv(M, BM)
    num_pid_n = tl.cdiv(N, BN)
    group = GROUP_M * num_pid_n,    first_m = (pid // group) * GROUP_M
    group_m = min(num_pid_m - first_m, GROUP_M)
    pid_m = first_m + (pid % group) % group_m
    pid_n = (pid % group) // group_m
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = a_desc.load([pid_m * BM, k * BK])
        b = b_desc.load([k * BK, p√d_n * BN])
        acc = tl.dot(a, b, acc)
    c_desc.store([pid_m * BM, pid_n * BN], acc)
