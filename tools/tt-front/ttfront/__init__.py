"""tt-front: turns @triton.jit kernels into the raw TTIR Triton 3.6 emits,
using only the Python standard library (the kernel file is parsed, never
imported or executed)."""
