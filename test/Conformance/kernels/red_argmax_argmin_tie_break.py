# tl.argmax along axis 1 with tie_break_left=True over integer-valued fp32
# (many ties: the leftmost index must win), and tl.argmin along axis 0 with
# tie_break_left=False over randn values (no ties, so the fast combine is
# still deterministic). Rows of 250 masked inside a 256-wide block.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*i32:16,*i32:16,i32,16,256
# launch: grid = 1024, num_warps = 4
# args: f32[16384,250]=int:0:7 f32[16384,250]=randn i32[16384]=zeros i32[1024,250]=zeros i32=250
# outputs: 2 3
import triton
import triton.language as tl


@triton.jit
def red_arg_ties(a_ptr, b_ptr, amax_ptr, amin_ptr, n_cols, ROWS: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, BLOCK)
    cmask = cols < n_cols
    offs = rows[:, None] * n_cols + cols[None, :]
    a = tl.load(a_ptr + offs, mask=cmask[None, :], other=float("-inf"))
    tl.store(amax_ptr + rows, tl.argmax(a, axis=1, tie_break_left=True))
    b = tl.load(b_ptr + offs, mask=cmask[None, :], other=0.0)
    tl.store(amin_ptr + pid * n_cols + cols, tl.argmin(b, axis=0, tie_break_left=False), mask=cmask)
