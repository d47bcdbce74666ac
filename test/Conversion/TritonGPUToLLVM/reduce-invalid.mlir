// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --verify-diagnostics

// A reduce whose combiner selects pointers is not lowered yet: refused on the
// op (it used to crash shuffling the combiner's unconverted !tt.ptr result).
#rows = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @pointer_reduce(%p: tensor<2x128x!tt.ptr<f32>, #rows>, %x: tensor<2x128xf32, #rows>) {
    // expected-error @+1 {{failed to legalize operation 'tt.reduce'}}
    %r:2 = "tt.reduce"(%p, %x) <{axis = 1 : i32}> ({
    ^bb0(%a: !tt.ptr<f32>, %ax: f32, %b: !tt.ptr<f32>, %bx: f32):
      %c = arith.cmpf ogt, %ax, %bx : f32
      %s = arith.select %c, %a, %b : !tt.ptr<f32>
      %m = arith.maxnumf %ax, %bx : f32
      tt.reduce.return %s, %m : !tt.ptr<f32>, f32
    }) : (tensor<2x128x!tt.ptr<f32>, #rows>, tensor<2x128xf32, #rows>) -> (tensor<2x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #rows}>>, tensor<2xf32, #ttg.slice<{dim = 1, parent = #rows}>>)
    tt.return
  }
}
