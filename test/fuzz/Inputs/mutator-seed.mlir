#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @row_sums(%x: !tt.ptr<f32>, %y: !tt.ptr<f32>) {
    %c0 = arith.constant 0 : i32
    %rows = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %cols = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %r = tt.expand_dims %rows {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
    %c = tt.expand_dims %cols {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %cst = arith.constant dense<64> : tensor<16x1xi32, #blocked>
    %rs = arith.muli %r, %cst : tensor<16x1xi32, #blocked>
    %rb = tt.broadcast %rs : tensor<16x1xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %cb = tt.broadcast %c : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %offs = arith.addi %rb, %cb : tensor<16x64xi32, #blocked>
    %xs = tt.splat %x : !tt.ptr<f32> -> tensor<16x64x!tt.ptr<f32>, #blocked>
    %ptrs = tt.addptr %xs, %offs : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
    %v = tt.load %ptrs : tensor<16x64x!tt.ptr<f32>, #blocked>
    %s = "tt.reduce"(%v) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %sum = arith.addf %a, %b : f32
      tt.reduce.return %sum : f32
    }) : (tensor<16x64xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %sc = ttg.convert_layout %s : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16xf32, #blocked1>
    %rows1 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked1>
    %ys = tt.splat %y : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #blocked1>
    %yp = tt.addptr %ys, %rows1 : tensor<16x!tt.ptr<f32>, #blocked1>, tensor<16xi32, #blocked1>
    tt.store %yp, %sc : tensor<16x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
