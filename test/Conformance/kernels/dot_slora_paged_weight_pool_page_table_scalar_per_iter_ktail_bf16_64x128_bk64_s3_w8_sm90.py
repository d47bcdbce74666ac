# S-LoRA style unified paging: the adapter's weight rows (the K dim) live in 64-row
# pages of a shared pool; each K iteration loads its physical page id from the
# adapter's page table (a scalar loaded per iteration) and the B tile's address depends
# on it. X pointers are loop-carried; K = 500 tail (last page partial), M/N tails, 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*i32:16,*i32:16,*fp32:16,i32,i32:16,i32,i32,i32:16,i32:16,i32,i32:16,64,128,64
# launch: grid = 4x2, num_warps = 8, num_stages = 3
# args: bf16[100000]=int:-2:2 bf16[245760]=int:-2:2 i32[24]=int:0:19 i32[4]=int:0:2 f32[38400]=zeros i32=200 i32=192 i32=500 i32=500 i32=12288 i32=192 i32=8 i32=192
# outputs: 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def paged_lora_gemm_kernel(x_ptr, pool_ptr, page_table_ptr, adapter_ids_ptr, out_ptr,
                           M, N, K, stride_xm, stride_pp, stride_pk, stride_pt, stride_om,
                           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, PAGE_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    adapter = tl.load(adapter_ids_ptr + pid_m)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, PAGE_K)
    m_mask = offs_m < M
    n_mask = offs_n < N
    x_ptrs = x_ptr + offs_m[:, None] * stride_xm + offs_k[None, :]
    pt_row = page_table_ptr + adapter * stride_pt
    w_tile = offs_k[:, None] * stride_pk + offs_n[None, :]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    num_pages = tl.cdiv(K, PAGE_K)
    for p in range(0, num_pages):
        page = tl.load(pt_row + p)
        k_mask = (p * PAGE_K + offs_k) < K
        x = tl.load(x_ptrs, mask=m_mask[:, None] & k_mask[None, :], other=0.0)
        w = tl.load(pool_ptr + page.to(tl.int64) * stride_pp + w_tile,
                    mask=k_mask[:, None] & n_mask[None, :], other=0.0)
        acc = tl.dot(x, w, acc)
        x_ptrs += PAGE_K
    out_ptrs = out_ptr + offs_m[:, None] * stride_om + offs_n[None, :]
    tl.store(out_ptrs, acc, mask=m_mask[:, None] & n_mask[None, :])
