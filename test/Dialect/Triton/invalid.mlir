// RUN: tt-opt %s --split-input-file --verify-diagnostics

// One case per verifier rule of the `tt` dialect.

tt.func @range_not_power_of_two() {
  // expected-error @+1 {{result #0 must have a power-of-two number of elements, got 3}}
  %0 = tt.make_range {end = 3 : i32, start = 0 : i32} : tensor<3xi32>
  tt.return
}

// -----

tt.func @tensor_too_large(%x: f32) {
  // expected-error @+1 {{result #0 has 2097152 elements, more than Triton's maximum of 1048576}}
  %0 = tt.splat %x : f32 -> tensor<2048x1024xf32>
  tt.return
}

// -----

tt.func @block_pointer_too_large(%p: !tt.ptr<tensor<2048x1024xf32>>) {
  // expected-error @+1 {{operand #0 has 2097152 elements}}
  %0 = tt.load %p : !tt.ptr<tensor<2048x1024xf32>>
  tt.return
}

// -----

tt.func @mismatched_encodings(%p: tensor<4x!tt.ptr<f32>, "a">, %o: tensor<4xi32, "b">) {
  // expected-error @+1 {{requires the same encoding for all operands and results, got "a" and "b"}}
  %0 = "tt.addptr"(%p, %o) : (tensor<4x!tt.ptr<f32>, "a">, tensor<4xi32, "b">) -> tensor<4x!tt.ptr<f32>, "a">
  tt.return
}

// -----

tt.func @bitcast_width(%x: tensor<4xf32>) {
  // expected-error @+1 {{Cannot bitcast data-type of size 32 to data-type of size 16}}
  %0 = tt.bitcast %x : tensor<4xf32> -> tensor<4xi16>
  tt.return
}

// -----

tt.func @bitcast_pointer_width(%p: !tt.ptr<f32>) {
  // expected-error @+1 {{Cannot bitcast pointer to non-pointer type}}
  %0 = tt.bitcast %p : !tt.ptr<f32> -> i32
  tt.return
}

// -----

tt.func @fp_to_fp_narrowing_needs_rounding(%x: tensor<4xf32>) {
  // expected-error @+1 {{narrowing 'f32' to 'f8E5M2' requires a rounding mode}}
  %0 = tt.fp_to_fp %x : tensor<4xf32> -> tensor<4xf8E5M2>
  tt.return
}

// -----

tt.func @fp_to_fp_integer(%x: tensor<4xi32>) {
  // expected-error @+1 {{operand #0 must be floating-point or ranked tensor of floating-point values}}
  %0 = tt.fp_to_fp %x : tensor<4xi32> -> tensor<4xf16>
  tt.return
}

// -----

tt.func @advance_offsets(%p: !tt.ptr<tensor<16x16xf16>>, %o: i32) {
  // expected-error @+1 {{expects one offset per dimension of 'tensor<16x16xf16>', got 1}}
  %0 = tt.advance %p, [%o] : <tensor<16x16xf16>>
  tt.return
}

// -----

tt.func @load_block_pointer_with_mask(%p: !tt.ptr<tensor<16xf16>>, %m: tensor<16xi1>) {
  // expected-error @+1 {{through a block pointer takes no mask or other; use boundaryCheck and padding}}
  %0 = "tt.load"(%p, %m) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!tt.ptr<tensor<16xf16>>, tensor<16xi1>) -> tensor<16xf16>
  tt.return
}

// -----

tt.func @load_padding_without_block_pointer(%p: tensor<16x!tt.ptr<f16>>) {
  // expected-error @+1 {{takes 'padding' only with a block pointer}}
  %0 = tt.load %p {padding = 1 : i32} : tensor<16x!tt.ptr<f16>>
  tt.return
}

// -----

tt.func @load_boundary_check_without_block_pointer(%p: tensor<16x!tt.ptr<f16>>) {
  // expected-error @+1 {{takes 'boundaryCheck' only with a block pointer}}
  %0 = tt.load %p {boundaryCheck = array<i32: 0>} : tensor<16x!tt.ptr<f16>>
  tt.return
}

// -----

tt.func @load_boundary_check_out_of_range(%p: !tt.ptr<tensor<16x16xf16>>) {
  // expected-error @+1 {{expects 'boundaryCheck' to list distinct dimensions of 'tensor<16x16xf16>', got [0, 2]}}
  %0 = tt.load %p {boundaryCheck = array<i32: 0, 2>} : !tt.ptr<tensor<16x16xf16>>
  tt.return
}

// -----

tt.func @load_other_without_mask(%p: tensor<16x!tt.ptr<f16>>, %o: tensor<16xf16>) {
  // expected-error @+1 {{takes 'other' only together with a mask}}
  %0 = "tt.load"(%p, %o) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (tensor<16x!tt.ptr<f16>>, tensor<16xf16>) -> tensor<16xf16>
  tt.return
}

// -----

tt.func @load_mask_shape(%p: tensor<16x!tt.ptr<f16>>, %m: tensor<8xi1>) {
  // expected-error @+1 {{mask type matches ptr type}}
  %0 = "tt.load"(%p, %m) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<16x!tt.ptr<f16>>, tensor<8xi1>) -> tensor<16xf16>
  tt.return
}

// -----

tt.func @load_result_type(%p: tensor<16x!tt.ptr<f16>>) {
  // expected-error @+1 {{result matches ptr type}}
  %0 = "tt.load"(%p) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<16x!tt.ptr<f16>>) -> tensor<16xf32>
  tt.return
}

// -----

tt.func @store_block_pointer_with_mask(%p: !tt.ptr<tensor<16xf16>>, %v: tensor<16xf16>, %m: tensor<16xi1>) {
  // expected-error @+1 {{through a block pointer takes no mask; use boundaryCheck}}
  "tt.store"(%p, %v, %m) : (!tt.ptr<tensor<16xf16>>, tensor<16xf16>, tensor<16xi1>) -> ()
  tt.return
}

// -----

tt.func @store_value_type(%p: tensor<16x!tt.ptr<f16>>, %v: tensor<16xf32>) {
  // expected-error @+1 {{value type matches ptr type}}
  "tt.store"(%p, %v) : (tensor<16x!tt.ptr<f16>>, tensor<16xf32>) -> ()
  tt.return
}

// -----

tt.func @rmw_fadd_on_integers(%p: !tt.ptr<i32>, %v: i32) {
  // expected-error @+1 {{'fadd' needs floating-point values, got 'i32'}}
  %0 = tt.atomic_rmw fadd, relaxed, gpu, %p, %v : (!tt.ptr<i32>, i32) -> i32
  tt.return
}

// -----

tt.func @rmw_and_on_floats(%p: !tt.ptr<f32>, %v: f32) {
  // expected-error @+1 {{'and' needs integer values, got 'f32'}}
  %0 = tt.atomic_rmw and, relaxed, gpu, %p, %v : (!tt.ptr<f32>, f32) -> f32
  tt.return
}

// -----

tt.func @rmw_unknown_kind(%p: !tt.ptr<f32>, %v: f32) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values}}
  %0 = tt.atomic_rmw fmul, relaxed, gpu, %p, %v : (!tt.ptr<f32>, f32) -> f32
  tt.return
}

// -----

tt.func @cas_types(%p: !tt.ptr<i32>, %c: i32, %v: i64) {
  // expected-error @+1 {{'tt.atomic_cas' op failed to verify that ptr type matches value type}}
  %0 = tt.atomic_cas acq_rel, gpu, %p, %c, %v : (!tt.ptr<i32>, i32, i64) -> i32
  tt.return
}

// -----

tt.func @splat_of_tensor(%x: tensor<4xf32>) {
  // expected-error @+1 {{expects a scalar source, got 'tensor<4xf32>'}}
  %0 = tt.splat %x : tensor<4xf32> -> tensor<4xf32>
  tt.return
}

// -----

tt.func @unsplat_of_many(%x: tensor<4xf32>) {
  // expected-error @+1 {{source tensor must have exactly one element}}
  %0 = tt.unsplat %x : tensor<4xf32>
  tt.return
}

// -----

tt.func @unsplat_type(%x: tensor<1xf32>) {
  // expected-error @+1 {{result is the source's element type}}
  %0 = "tt.unsplat"(%x) : (tensor<1xf32>) -> f16
  tt.return
}

// -----

tt.func @expand_dims_axis(%x: tensor<4xf32>) {
  // expected-error @+1 {{expects axis in [0, 1], got 2}}
  %0 = tt.expand_dims %x {axis = 2 : i32} : tensor<4xf32> -> tensor<4x1xf32>
  tt.return
}

// -----

tt.func @expand_dims_shape(%x: tensor<4xf32>) {
  // expected-error @+2 {{'tt.expand_dims' op inferred type(s) 'tensor<1x4xf32>' are incompatible with return type(s) of operation 'tensor<4x1xf32>'}}
  // expected-error @+1 {{'tt.expand_dims' op failed to infer returned types}}
  %0 = tt.expand_dims %x {axis = 0 : i32} : tensor<4xf32> -> tensor<4x1xf32>
  tt.return
}

// -----

tt.func @reshape_count(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{number of src and dst elements of reshape must be the same}}
  %0 = tt.reshape %x : tensor<4x8xf32> -> tensor<16xf32>
  tt.return
}

// -----

tt.func @broadcast_non_unit(%x: tensor<4x2xf32>) {
  // expected-error @+1 {{Different dimensions at index 1 between source and result.  Broadcast requires the source dimension to be 1.}}
  %0 = tt.broadcast %x : tensor<4x2xf32> -> tensor<4x8xf32>
  tt.return
}

// -----

tt.func @broadcast_rank(%x: tensor<4xf32>) {
  // expected-error @+1 {{rank of source must be same as rank of result}}
  %0 = tt.broadcast %x : tensor<4xf32> -> tensor<4x8xf32>
  tt.return
}

// -----

tt.func @cat_shape(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{expects result shape [8, 8], got 'tensor<4x16xf32>'}}
  %0 = tt.cat %x, %x : tensor<4x8xf32> -> tensor<4x16xf32>
  tt.return
}

// -----

tt.func @join_shape(%x: tensor<4xf32>) {
  // expected-error @+1 {{'tt.join' op result shape must be (4, 2), but got 8}}
  %0 = tt.join %x, %x : tensor<4xf32> -> tensor<8xf32>
  tt.return
}

// -----

tt.func @join_operand_types(%x: tensor<4xf32>, %y: tensor<4xf16>) {
  // expected-error @+1 {{requires all operands to have the same type}}
  %0 = "tt.join"(%x, %y) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4x2xf32>
  tt.return
}

// -----

tt.func @split_last_dim(%x: tensor<4x4xf32>) {
  // expected-error @+2 {{last dimension of input tensor must be 2}}
  // expected-error @+1 {{'tt.split' op failed to infer returned types}}
  %0, %1 = tt.split %x : tensor<4x4xf32> -> tensor<4xf32>
  tt.return
}

// -----

tt.func @trans_not_permutation(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{order must be a permutation of 0..n-1}}
  %0 = tt.trans %x {order = array<i32: 1, 1>} : tensor<4x8xf32> -> tensor<8x4xf32>
  tt.return
}

// -----

tt.func @trans_order_size(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{order must have the same size as the source tensor}}
  %0 = tt.trans %x {order = array<i32: 1, 0, 2>} : tensor<4x8xf32> -> tensor<8x4xf32>
  tt.return
}

// -----

tt.func @trans_shape(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{result shape must match the permutation of the source shape}}
  %0 = tt.trans %x {order = array<i32: 1, 0>} : tensor<4x8xf32> -> tensor<4x8xf32>
  tt.return
}

// -----

tt.func @program_id_axis() {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values}}
  %0 = tt.get_program_id w : i32
  tt.return
}

// -----

tt.func @dot_k(%a: tensor<16x32xf16>, %b: tensor<16x16xf16>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{'tt.dot' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
  %0 = tt.dot %a, %b, %c : tensor<16x32xf16> * tensor<16x16xf16> -> tensor<16x16xf32>
  tt.return
}

// -----

tt.func @dot_c_shape(%a: tensor<16x32xf16>, %b: tensor<32x16xf16>, %c: tensor<16x32xf32>) {
  // expected-error @+1 {{'tt.dot' op expected the output shape to be the concatenation of the last dimension of the first operand and the last dimension of the second }}
  %0 = tt.dot %a, %b, %c : tensor<16x32xf16> * tensor<32x16xf16> -> tensor<16x32xf32>
  tt.return
}

// -----

tt.func @dot_rank(%a: tensor<16xf16>, %b: tensor<16xf16>, %c: tensor<16xf32>) {
  // expected-error @+1 {{'tt.dot' op expected operands to be 2d or 3d}}
  %0 = tt.dot %a, %b, %c : tensor<16xf16> * tensor<16xf16> -> tensor<16xf32>
  tt.return
}

// -----

tt.func @dot_batch(%a: tensor<2x16x16xf16>, %b: tensor<4x16x16xf16>, %c: tensor<2x16x16xf32>) {
  // expected-error @+1 {{'tt.dot' op expected the first dimension of the first operand to be equal to the first dimension of the result}}
  %0 = tt.dot %a, %b, %c : tensor<2x16x16xf16> * tensor<4x16x16xf16> -> tensor<2x16x16xf32>
  tt.return
}

// -----

tt.func @dot_element_widths(%a: tensor<16x16xf32>, %b: tensor<16x16xf16>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{element types of operands A and B must have same bit width}}
  %0 = tt.dot %a, %b, %c : tensor<16x16xf32> * tensor<16x16xf16> -> tensor<16x16xf32>
  tt.return
}

// -----

tt.func @dot_scaled_k(%a: tensor<16x32xf8E4M3FN>, %b: tensor<32x16xi8>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{'tt.dot_scaled' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
  %0 = tt.dot_scaled %a, %b, %c lhs = e4m3 rhs = e2m1 {fastMath = false} : tensor<16x32xf8E4M3FN> * tensor<32x16xi8> -> tensor<16x16xf32>
  tt.return
}

// -----

tt.func @reduce_axis(%x: tensor<16xf32>) {
  // expected-error @+1 {{expects axis in [0, 1), got 1}}
  %0 = "tt.reduce"(%x) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.reduce.return %s : f32
  }) : (tensor<16xf32>) -> f32
  tt.return
}

// -----

tt.func @reduce_result_type(%x: tensor<16x8xf32>) {
  // expected-error @+2 {{'tt.reduce' op inferred type(s) 'tensor<8xf32>' are incompatible with return type(s) of operation 'tensor<16xf32>'}}
  // expected-error @+1 {{'tt.reduce' op failed to infer returned types}}
  %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.reduce.return %s : f32
  }) : (tensor<16x8xf32>) -> tensor<16xf32>
  tt.return
}

// -----

tt.func @reduce_to_scalar_type(%x: tensor<16xf32>) {
  // expected-error @+2 {{'tt.reduce' op inferred type(s) 'f32' are incompatible with return type(s) of operation 'tensor<1xf32>'}}
  // expected-error @+1 {{'tt.reduce' op failed to infer returned types}}
  %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.reduce.return %s : f32
  }) : (tensor<16xf32>) -> tensor<1xf32>
  tt.return
}

// -----

tt.func @reduce_combiner_arity(%x: tensor<16xf32>) {
  // expected-error @+1 {{'tt.reduce' op nested block must take 2 arguments, but given block with 1 arguments}}
  %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%a: f32):
    tt.reduce.return %a : f32
  }) : (tensor<16xf32>) -> f32
  tt.return
}

// -----

tt.func @reduce_combiner_argument_type(%x: tensor<16xf32>) {
  // expected-error @+1 {{'tt.reduce' op type mismatch on combine operation. Expected argument 1 to have type 'f32' but got 'f16'}}
  %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f16):
    tt.reduce.return %a : f32
  }) : (tensor<16xf32>) -> f32
  tt.return
}

// -----

tt.func @reduce_combiner_results(%x: tensor<16xf32>) {
  // expected-error @+1 {{'tt.reduce' op expected combine operation to return 1 values but got 2}}
  %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    tt.reduce.return %a, %b : f32, f32
  }) : (tensor<16xf32>) -> f32
  tt.return
}

// -----

tt.func @reduce_combiner_result_type(%x: tensor<16xf32>, %y: f16) {
  // expected-error @+1 {{'tt.reduce' op type mismatch on combine operation. Expected argument 0 to have type 'f32' but got 'f16'}}
  %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %c = arith.truncf %a : f32 to f16
    tt.reduce.return %c : f16
  }) : (tensor<16xf32>) -> f32
  tt.return
}

// -----

tt.func @reduce_result_count(%x: tensor<16xf32>) {
  // expected-error @+1 {{'tt.reduce' op must have the same number of inputs as outputs}}
  %0:2 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    tt.reduce.return %a : f32
  }) : (tensor<16xf32>) -> (f32, f32)
  tt.return
}

// -----

tt.func @reduce_return_outside(%x: f32) {
  // expected-error @+1 {{expects parent op 'tt.reduce'}}
  tt.reduce.return %x : f32
}

// -----

tt.func @scan_result_type(%x: tensor<16xf32>) {
  // expected-error @+1 {{'tt.scan' op operand types and result types must agree}}
  %0 = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.scan.return %s : f32
  }) : (tensor<16xf32>) -> tensor<16xf16>
  tt.return
}

// -----

tt.func @scan_wrong_terminator(%x: tensor<16xf32>) {
  %0 = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
  ^bb0(%a: f32, %b: f32):
    // expected-error @+1 {{expects parent op 'tt.reduce'}}
    tt.reduce.return %a : f32
  }) : (tensor<16xf32>) -> tensor<16xf32>
  tt.return
}

// -----

tt.func @map_pack(%x: tensor<16xf32>) {
  // expected-error @+1 {{'tt.map_elementwise' op Pack must be a power of 2}}
  %0 = "tt.map_elementwise"(%x) <{pack = 0 : i32}> ({
  ^bb0(%a: f32):
    tt.map_elementwise.return %a : f32
  }) : (tensor<16xf32>) -> tensor<16xf32>
  tt.return
}

// -----

tt.func @map_region_arguments(%x: tensor<16xf32>) {
  // expected-error @+1 {{'tt.map_elementwise' op region has wrong number of arguments}}
  %0 = "tt.map_elementwise"(%x) <{pack = 2 : i32}> ({
  ^bb0(%a: f32):
    tt.map_elementwise.return %a, %a : f32, f32
  }) : (tensor<16xf32>) -> tensor<16xf32>
  tt.return
}

// -----

tt.func @map_pack_power_of_two(%x: tensor<16xf32>) {
  // expected-error @+1 {{'tt.map_elementwise' op Pack must be a power of 2}}
  %0 = "tt.map_elementwise"(%x) <{pack = 3 : i32}> ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    tt.map_elementwise.return %a, %b, %c : f32, f32, f32
  }) : (tensor<16xf32>) -> tensor<16xf32>
  tt.return
}

// -----

tt.func @map_store_inside(%x: tensor<16xf32>, %p: !tt.ptr<f32>) {
  %0 = "tt.map_elementwise"(%x) <{pack = 1 : i32}> ({
  ^bb0(%a: f32):
    // expected-error @+1 {{'tt.store' op Stores are not supported inside map_elementwise}}
    tt.store %p, %a : !tt.ptr<f32>
    tt.map_elementwise.return %a : f32
  }) : (tensor<16xf32>) -> tensor<16xf32>
  tt.return
}

// -----

tt.func @map_region_results(%x: tensor<16xf32>) {
  %0 = "tt.map_elementwise"(%x) <{pack = 1 : i32}> ({
  ^bb0(%a: f32):
    // expected-error @+1 {{region return does not match map_elementwise result}}
    tt.map_elementwise.return %a, %a : f32, f32
  }) : (tensor<16xf32>) -> tensor<16xf32>
  tt.return
}

// -----

tt.func @inline_asm_pack(%x: tensor<4xi32>) {
  // expected-error @+1 {{number of input elements 4 must be a multiple of the op's packed_element attribute, 8}}
  %0 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 8 : i32, pure = true} %x : tensor<4xi32> -> tensor<4xi32>
  tt.return
}

// -----

tt.func @inline_asm_shapes(%x: tensor<4xi32>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %x : tensor<4xi32> -> tensor<8xi32>
  tt.return
}

// -----

tt.func @range_empty() {
  // expected-error @+1 {{'tt.make_range' op start must be less than end}}
  %0 = tt.make_range {end = 4 : i32, start = 4 : i32} : tensor<1xi32>
  tt.return
}

// -----

tt.func @range_size() {
  // expected-error @+1 {{'tt.make_range' op number of elements in returned tensor, 16, must match size of range [0, 8), which has 8 elements}}
  %0 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<16xi32>
  tt.return
}

// -----

tt.func @range_type() {
  // expected-error @+1 {{'tt.make_range' op returned tensor must have i32 elements}}
  %0 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi64>
  tt.return
}

// -----

tt.func @histogram_rank(%x: tensor<4x4xi32>) {
  // expected-error @+1 {{expects 1-D source and result, got 'tensor<4x4xi32>' and 'tensor<8xi32>'}}
  %0 = tt.histogram %x : tensor<4x4xi32> -> tensor<8xi32>
  tt.return
}

// -----

tt.func @gather_rank(%src: tensor<16x8xf32>, %idx: tensor<4xi32>) {
  // expected-error @+1 {{'tt.gather' op input and indices ranks must match}}
  %0 = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<16x8xf32>, tensor<4xi32>) -> tensor<4xf32>
  tt.return
}

// -----

tt.func @gather_axis(%src: tensor<16x8xf32>, %idx: tensor<4x8xi32>) {
  // expected-error @+1 {{'tt.gather' op gather dimension must be less than the input rank}}
  %0 = tt.gather %src[%idx] {axis = 2 : i32} : (tensor<16x8xf32>, tensor<4x8xi32>) -> tensor<4x8xf32>
  tt.return
}

// -----

tt.func @gather_result(%src: tensor<16x8xf32>, %idx: tensor<4x8xi32>) {
  // expected-error @+1 {{'tt.gather' op input and output element types must match}}
  %0 = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<16x8xf32>, tensor<4x8xi32>) -> tensor<4x8xf16>
  tt.return
}

// -----

tt.func @gather_index_dim(%src: tensor<16x8xf32>, %idx: tensor<4x16xi32>) {
  // expected-error @+1 {{'tt.gather' op indices dimension 1 must match the corresponding input dimension}}
  %0 = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<16x8xf32>, tensor<4x16xi32>) -> tensor<4x16xf32>
  tt.return
}

// -----

tt.func @print_signedness(%x: i32) {
  // expected-error @+1 {{expects one 'isSigned' entry per argument, got 0 for 1}}
  tt.print "x" {hex = false, isSigned = array<i32>} : %x : i32
  tt.return
}

// -----

tt.func @assert_condition(%x: tensor<4xi32>) {
  // expected-error @+1 {{operand #0 must be 1-bit signless integer or ranked tensor of 1-bit signless integer values}}
  tt.assert %x, "x" : tensor<4xi32>
  tt.return
}

// -----

tt.func @tensor_ptr_operands(%p: !tt.ptr<f16>, %s: i64, %o: i32) {
  // expected-error @+1 {{expects 2 shape, stride and offset values for 'tensor<16x16xf16>'}}
  %0 = tt.make_tensor_ptr %p, [%s], [%s], [%o] {order = array<i32: 0>} : <tensor<16x16xf16>>
  tt.return
}

// -----

tt.func @tensor_ptr_order(%p: !tt.ptr<f16>, %s: i64, %o: i32) {
  // expected-error @+1 {{expects 'order' to be a permutation of [0, 2), got [0, 0]}}
  %0 = tt.make_tensor_ptr %p, [%s, %s], [%s, %s], [%o, %o] {order = array<i32: 0, 0>} : <tensor<16x16xf16>>
  tt.return
}

// -----

tt.func @tensor_ptr_base(%p: !tt.ptr<f32>, %s: i64, %o: i32) {
  // expected-error @+1 {{base type matches the block pointer's element}}
  %0 = "tt.make_tensor_ptr"(%p, %s, %s, %o) <{order = array<i32: 0>}> : (!tt.ptr<f32>, i64, i64, i32) -> !tt.ptr<tensor<16xf16>>
  tt.return
}

// -----

tt.func @descriptor_operands(%p: !tt.ptr<f16>, %m: i32, %s: i64) {
  // expected-error @+1 {{expects 2 shape and stride values for 'tensor<16x16xf16>'}}
  %0 = tt.make_tensor_descriptor %p, [%m], [%s] : <f16>, <tensor<16x16xf16>>
  tt.return
}

// -----

tt.func @descriptor_base(%p: !tt.ptr<f32>, %m: i32, %s: i64) {
  // expected-error @+1 {{expects a base pointer to 'f16', got a pointer to 'f32'}}
  %0 = tt.make_tensor_descriptor %p, [%m, %m], [%s, %s] : <f32>, <tensor<16x16xf16>>
  tt.return
}

// -----

tt.func @descriptor_load_shape(%d: !tt.tensordesc<tensor<16x16xf16>>, %i: i32) {
  // expected-error @+1 {{'tt.descriptor_load' op tensor descriptor block and tensor types must match}}
  %0 = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<16x16xf16>> -> tensor<16x32xf16>
  tt.return
}

// -----

tt.func @descriptor_store_type(%d: !tt.tensordesc<tensor<16x16xf16>>, %i: i32, %v: tensor<16x16xf32>) {
  // expected-error @+1 {{'tt.descriptor_store' op tensor descriptor block and tensor types must match}}
  tt.descriptor_store %d[%i, %i], %v : !tt.tensordesc<tensor<16x16xf16>>, tensor<16x16xf32>
  tt.return
}

// -----

tt.func @descriptor_gather_rows(%d: !tt.tensordesc<tensor<2x16xf16>>, %x: tensor<8xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op block must have exactly 1 row, but got 'tensor<2x16xf16>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<2x16xf16>>, tensor<8xi32>, i32) -> tensor<8x16xf16>
  tt.return
}

// -----

tt.func @descriptor_gather_min_rows(%d: !tt.tensordesc<tensor<1x32xf32>>, %x: tensor<4xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op gather must have at least 8 rows, but got 4}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x32xf32>>, tensor<4xi32>, i32) -> tensor<4x32xf32>
  tt.return
}

// -----

tt.func @descriptor_gather_min_columns(%d: !tt.tensordesc<tensor<1x8xf16>>, %x: tensor<8xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op gather of 'f16' must have at least 16 columns, but got 8}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x8xf16>>, tensor<8xi32>, i32) -> tensor<8x8xf16>
  tt.return
}

// -----

tt.func @descriptor_scatter_shape(%d: !tt.tensordesc<tensor<1x16xf16>>, %x: tensor<8xi32>, %y: i32, %v: tensor<16x16xf16>) {
  // expected-error @+1 {{'tt.descriptor_scatter' op result tensor must have as many rows as indices (8), but got 'tensor<16x16xf16>'}}
  tt.descriptor_scatter %d[%x, %y], %v : !tt.tensordesc<tensor<1x16xf16>>, tensor<8xi32>, i32, tensor<16x16xf16>
  tt.return
}

// -----

tt.func @call_unknown(%x: f32) {
  // expected-error @+1 {{'missing' does not reference a tt.func}}
  %0 = tt.call @missing(%x) : (f32) -> f32
  tt.return
}

// -----

tt.func private @takes_one(%x: f32) -> f32
tt.func @call_arity(%x: f32) {
  // expected-error @+1 {{passes 2 operands to 'takes_one', which takes 1}}
  %0 = tt.call @takes_one(%x, %x) : (f32, f32) -> f32
  tt.return
}

// -----

tt.func private @takes_f32(%x: f32) -> f32
tt.func @call_operand_type(%x: f16) {
  // expected-error @+1 {{operand #0 has type 'f16', but 'takes_f32' expects 'f32'}}
  %0 = tt.call @takes_f32(%x) : (f16) -> f32
  tt.return
}

// -----

tt.func private @returns_f32(%x: f32) -> f32
tt.func @call_result_type(%x: f32) {
  // expected-error @+1 {{result types do not match 'returns_f32', which returns ('f32')}}
  %0 = tt.call @returns_f32(%x) : (f32) -> i32
  tt.return
}

// -----

tt.func @return_count(%x: f32) -> f32 {
  // expected-error @+1 {{returns 0 values, but 'return_count' declares 1}}
  tt.return
}

// -----

tt.func @return_type(%x: f16) -> f32 {
  // expected-error @+1 {{value #0 has type 'f16', but 'return_type' returns 'f32'}}
  tt.return %x : f16
}

// -----

func.func @func_outside_module() {
  // expected-error @+1 {{expects parent op 'builtin.module'}}
  "tt.func"() <{function_type = () -> (), sym_name = "nested"}> ({
    tt.return
  }) : () -> ()
  return
}

// -----

// expected-error @+1 {{unknown  type `pointer` in dialect `tt`}}
tt.func @unknown_type(%x: !tt.pointer<f32>) {
  tt.return
}
