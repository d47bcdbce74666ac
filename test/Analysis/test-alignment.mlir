// RUN: tt-opt %s -test-print-alignment -split-input-file -verify-diagnostics=only-expected -o /dev/null

// Expected values are worked out by hand from the definitions in
// include/tt/Analysis/AxisInfo.h: contiguity (runs of consecutive values),
// divisibility (power of two dividing each run's first element; bytes for
// pointers), constancy (runs of equal values), and the known constant.
// 2^30 is what a range starting at 0 reports, 2^62 what a known 0 reports.

tt.func @sources() {
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [64], constancy = [1], constant_value = <none>}}
  %r64 = tt.make_range {end = 192 : i32, start = 64 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = 48}}
  %c48 = arith.constant 48 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [64], constant_value = 12}}
  %c12 = arith.constant dense<12> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [2, 2], constancy = [4, 8], constant_value = 6}}
  %c6 = arith.constant dense<6> : tensor<4x8xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %c0 = arith.constant 0 : index
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 1}}
  %true = arith.constant true
  // Floats are not tracked.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %f = arith.constant dense<0.0> : tensor<8xf32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %pid = tt.get_program_id x : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %np = tt.get_num_programs y : i32
  tt.return
}

// -----

tt.func @splat_args(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 8 : i32}, %m: i32) {
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant_value = <none>}}
  %0 = tt.splat %p : !tt.ptr<f16> -> tensor<64x!tt.ptr<f16>>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [8, 8], constancy = [4, 8], constant_value = <none>}}
  %1 = tt.splat %n : i32 -> tensor<4x8xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant_value = <none>}}
  %2 = tt.splat %m : i32 -> tensor<64xi32>
  tt.return
}

// -----

// addptr scales the offset's divisibility by the element size: the
// divisibility of addresses counts bytes, the contiguity counts elements.
tt.func @addptr_bytes(%f16: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %f32: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
  %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
  %c3 = arith.constant dense<3> : tensor<256xi32>
  %c8 = arith.constant dense<8> : tensor<256xi32>
  // expected-remark @below {{contiguity = [256], divisibility = [1], constancy = [1], constant_value = <none>}}
  %r3 = arith.addi %r, %c3 : tensor<256xi32>
  // expected-remark @below {{contiguity = [256], divisibility = [8], constancy = [1], constant_value = <none>}}
  %r8 = arith.addi %r, %c8 : tensor<256xi32>
  %p16 = tt.splat %f16 : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>>
  %p32 = tt.splat %f32 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
  // expected-remark @below {{contiguity = [256], divisibility = [16], constancy = [1], constant_value = <none>}}
  %a = tt.addptr %p16, %r : tensor<256x!tt.ptr<f16>>, tensor<256xi32>
  // Offsets 3, 4, ... : f16 addresses are 2-byte aligned, f32 ones 4-byte.
  // expected-remark @below {{contiguity = [256], divisibility = [2], constancy = [1], constant_value = <none>}}
  %b = tt.addptr %p16, %r3 : tensor<256x!tt.ptr<f16>>, tensor<256xi32>
  // expected-remark @below {{contiguity = [256], divisibility = [4], constancy = [1], constant_value = <none>}}
  %c = tt.addptr %p32, %r3 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
  // Offsets 8, 9, ...: 16 bytes for f16, 32 for f32, capped by the base's 16.
  // expected-remark @below {{contiguity = [256], divisibility = [16], constancy = [1], constant_value = <none>}}
  %d = tt.addptr %p16, %r8 : tensor<256x!tt.ptr<f16>>, tensor<256xi32>
  // expected-remark @below {{contiguity = [256], divisibility = [16], constancy = [1], constant_value = <none>}}
  %e = tt.addptr %p32, %r8 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
  %one = arith.constant 1 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>}}
  %s = tt.addptr %f32, %one : !tt.ptr<f32>, i32
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = <none>}}
  %t = tt.addptr %f16, %one : !tt.ptr<f16>, i32
  tt.return
}

// -----

tt.func @arith() {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %c1 = arith.constant dense<1> : tensor<128xi32>
  %c64 = arith.constant dense<64> : tensor<128xi32>
  %c66 = arith.constant dense<66> : tensor<128xi32>
  // x * 1 keeps everything.
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %m1 = arith.muli %r, %c1 : tensor<128xi32>
  // 0, 64, 128, ...: multiples of 64, no runs.
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant_value = <none>}}
  %m64 = arith.muli %r, %c64 : tensor<128xi32>
  // 0..127 / 64: runs of 64 equal values.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant_value = <none>}}
  %d64 = arith.divsi %r, %c64 : tensor<128xi32>
  // / 66: only stretches of 2 are guaranteed (66 = 2 * 33).
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [2], constant_value = <none>}}
  %d66 = arith.divui %r, %c66 : tensor<128xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [64], constancy = [1], constant_value = <none>}}
  %r64 = arith.remsi %r, %c64 : tensor<128xi32>
  // expected-remark @below {{contiguity = [2], divisibility = [2], constancy = [1], constant_value = <none>}}
  %r66 = arith.remui %r, %c66 : tensor<128xi32>
  // x % 1 is 0.
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [128], constant_value = 0}}
  %r1 = arith.remsi %r, %c1 : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [1], constancy = [1], constant_value = <none>}}
  %s1 = arith.subi %r, %c1 : tensor<128xi32>
  // 1 - [0, 1, 2, ...] decreases: not contiguous.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %s2 = arith.subi %c1, %r : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [128], constancy = [128], constant_value = 128}}
  %a = arith.addi %c64, %c64 : tensor<128xi32>
  // (x * 64) / 64 on scalars: divisibility 64 / 64.
  %x = tt.get_program_id x : i32
  %k64 = arith.constant 64 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant_value = <none>}}
  %xm = arith.muli %x, %k64 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %xd = arith.divsi %xm, %k64 : i32
  %k4 = arith.constant 4 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %xd4 = arith.divsi %xm, %k4 : i32
  tt.return
}

// -----

tt.func @shift_logic_minmax() {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %r64 = tt.make_range {end = 192 : i32, start = 64 : i32} : tensor<128xi32>
  %c4 = arith.constant dense<4> : tensor<128xi32>
  %c8 = arith.constant dense<8> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %0 = arith.shli %r, %c4 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %1 = arith.shrsi %r, %c4 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [128], constancy = [128], constant_value = 128}}
  %2 = arith.shli %c8, %c4 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %3 = arith.andi %r, %c8 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [128], constant_value = 12}}
  %4 = arith.ori %c8, %c4 : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [64], constancy = [1], constant_value = <none>}}
  %5 = arith.maxsi %r, %r64 : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [64], constancy = [1], constant_value = <none>}}
  %6 = arith.minui %r, %r64 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [128], constant_value = 8}}
  %7 = arith.maxsi %c8, %c4 : tensor<128xi32>
  tt.return
}

// -----

tt.func @shapes() {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1, 128], divisibility = [1, 1073741824], constancy = [1, 1], constant_value = <none>}}
  %e0 = tt.expand_dims %r {axis = 0 : i32} : tensor<128xi32> -> tensor<1x128xi32>
  // expected-remark @below {{contiguity = [1, 128], divisibility = [1, 1073741824], constancy = [64, 1], constant_value = <none>}}
  %b = tt.broadcast %e0 : tensor<1x128xi32> -> tensor<64x128xi32>
  // expected-remark @below {{contiguity = [128, 1], divisibility = [1073741824, 1], constancy = [1, 1], constant_value = <none>}}
  %e1 = tt.expand_dims %r {axis = 1 : i32} : tensor<128xi32> -> tensor<128x1xi32>
  // expected-remark @below {{contiguity = [128, 1], divisibility = [1073741824, 1], constancy = [1, 64], constant_value = <none>}}
  %t = tt.trans %b {order = array<i32: 1, 0>} : tensor<64x128xi32> -> tensor<128x64xi32>
  %c = arith.constant dense<64> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [64, 64], constancy = [128, 1], constant_value = 64}}
  %ce = tt.expand_dims %c {axis = 1 : i32} : tensor<128xi32> -> tensor<128x1xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [64, 64], constancy = [128, 32], constant_value = 64}}
  %cb = tt.broadcast %ce : tensor<128x1xi32> -> tensor<128x32xi32>
  // A row of 2 * [0, 1, ...]: the new dimension keeps the common divisor.
  %c2 = arith.constant dense<2> : tensor<128xi32>
  %even = arith.muli %r, %c2 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [2, 2], constancy = [1, 1], constant_value = <none>}}
  %ee = tt.expand_dims %even {axis = 1 : i32} : tensor<128xi32> -> tensor<128x1xi32>
  tt.return
}

// -----

// Masks: how long a comparison result stays constant.
tt.func @masks(%n: i32 {tt.divisibility = 16 : i32}, %m: i32) {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %ns = tt.splat %n : i32 -> tensor<128xi32>
  %ms = tt.splat %m : i32 -> tensor<128xi32>
  // [0..127] < n, n a multiple of 16: flips only at a multiple of 16.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
  %0 = arith.cmpi slt, %r, %ns : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
  %1 = arith.cmpi sgt, %ns, %r : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
  %2 = arith.cmpi sge, %r, %ns : tensor<128xi32>
  // x > n flips after n, inside a stretch: nothing known.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %3 = arith.cmpi sgt, %r, %ns : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %4 = arith.cmpi eq, %r, %ns : tensor<128xi32>
  // Without a hint on m the mask may flip anywhere.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %5 = arith.cmpi slt, %r, %ms : tensor<128xi32>
  %c4 = arith.constant dense<4> : tensor<128xi32>
  %c8 = arith.constant dense<8> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = 1}}
  %6 = arith.cmpi slt, %c4, %c8 : tensor<128xi32>
  // Scalar comparisons are not tracked.
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %7 = arith.cmpi slt, %n, %m : i32
  tt.return
}

// -----

tt.func @select(%b: i1, %mask: tensor<128xi1>, %n: i32 {tt.divisibility = 16 : i32}) {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %r2 = tt.make_range {end = 256 : i32, start = 128 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [128], constancy = [1], constant_value = <none>}}
  %0 = arith.select %b, %r, %r2 : tensor<128xi32>
  // An unknown per-element condition cuts every run.
  // expected-remark @below {{contiguity = [1], divisibility = [128], constancy = [1], constant_value = <none>}}
  %1 = arith.select %mask, %r, %r2 : tensor<128xi1>, tensor<128xi32>
  %ns = tt.splat %n : i32 -> tensor<128xi32>
  %m16 = arith.cmpi slt, %r, %ns : tensor<128xi32>
  // expected-remark @below {{contiguity = [16], divisibility = [128], constancy = [1], constant_value = <none>}}
  %2 = arith.select %m16, %r, %r2 : tensor<128xi1>, tensor<128xi32>
  %true = arith.constant true
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %3 = arith.select %true, %r, %r2 : tensor<128xi32>
  %c4 = arith.constant dense<4> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [128], constant_value = 4}}
  %4 = arith.select %b, %c4, %c4 : tensor<128xi32>
  tt.return
}

// -----

// Hints: on function arguments (an integer applies to every dimension) and
// on ops (overriding what was inferred).
tt.func @hints(%a: i32, %b: i32, %t: tensor<64xi32> {tt.divisibility = 16 : i32, tt.contiguity = 64 : i32}, %u: tensor<4x8xi32> {tt.divisibility = 8 : i32}, %p: tensor<4x64x!tt.ptr<i32>>) {
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %0 = arith.addi %a, %b {tt.divisibility = dense<16> : tensor<1xi32>} : i32
  %z = arith.constant dense<0> : tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant_value = <none>}}
  %1 = arith.addi %t, %z : tensor<64xi32>
  %z2 = arith.constant dense<0> : tensor<4x8xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [8, 8], constancy = [1, 1], constant_value = <none>}}
  %2 = arith.addi %u, %z2 : tensor<4x8xi32>
  // expected-remark @below {{contiguity = [1, 64], divisibility = [16, 16], constancy = [1, 1], constant_value = <none>}}
  %3 = tt.load %p {tt.contiguity = dense<[1, 64]> : tensor<2xi32>, tt.divisibility = dense<[16, 16]> : tensor<2xi32>} : tensor<4x64x!tt.ptr<i32>>
  tt.return
}

// -----

// Loaded values are unknown; equal addresses under an equal mask load equal
// values.
tt.func @load_constancy(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) {
  %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %c16 = arith.constant dense<16> : tensor<1024xi32>
  %c8 = arith.constant dense<8> : tensor<1024xi32>
  %d16 = arith.divsi %r, %c16 : tensor<1024xi32>
  %d8 = arith.divsi %r, %c8 : tensor<1024xi32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [16], constant_value = <none>}}
  %ptrs = tt.addptr %ps, %d16 : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
  %ns = tt.splat %n : i32 -> tensor<1024xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [8], constant_value = <none>}}
  %mask = arith.cmpi slt, %d8, %ns : tensor<1024xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
  %0 = tt.load %ptrs : tensor<1024x!tt.ptr<f32>>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [8], constant_value = <none>}}
  %1 = tt.load %ptrs, %mask : tensor<1024x!tt.ptr<f32>>
  tt.return
}

// -----

tt.func @for_iter_args() {
  %a_init = arith.constant dense<0> : tensor<128x32xi32>
  %b_init = arith.constant dense<8> : tensor<128x32xi32>
  %c_init = arith.constant dense<4> : tensor<128x32xi32>
  %lb = arith.constant 0 : index
  %ub = arith.constant 128 : index
  %step = arith.constant 16 : index
  // a is 0, then 8: multiples of 8, no longer a known constant; b and c
  // never change.
  // expected-remark @below {{contiguity = [1, 1], divisibility = [8, 8], constancy = [128, 32], constant_value = <none>}}
  // expected-remark @below {{contiguity = [1, 1], divisibility = [8, 8], constancy = [128, 32], constant_value = 8}}
  // expected-remark @below {{contiguity = [1, 1], divisibility = [4, 4], constancy = [128, 32], constant_value = 4}}
  %a, %b, %c = scf.for %iv = %lb to %ub step %step iter_args(%a = %a_init, %b = %b_init, %c = %c_init) -> (tensor<128x32xi32>, tensor<128x32xi32>, tensor<128x32xi32>) {
    // The induction variable: 0 + k * 16.
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
    %t = arith.index_cast %iv : index to i32
    scf.yield %b, %b, %c : tensor<128x32xi32>, tensor<128x32xi32>, tensor<128x32xi32>
  }
  tt.return
}

// -----

tt.func @for_dynamic(%lb: index {tt.divisibility = 16 : i32}, %step: index {tt.divisibility = 8 : i32}, %ub: index) {
  scf.for %iv = %lb to %ub step %step {
    // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
    %t = arith.index_cast %iv : index to i32
  }
  tt.return
}

// -----

// Pointers advanced in a loop: the fixpoint keeps what every iteration
// shares.
tt.func @for_pointers(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
  %lb = arith.constant 0 : i32
  %ub = arith.constant 8 : i32
  %one = arith.constant 1 : i32
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
  %p0 = tt.addptr %ps, %r : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
  %c128 = arith.constant dense<128> : tensor<128xi32>
  %c3 = arith.constant dense<3> : tensor<128xi32>
  %zero = arith.constant 0 : i32
  %six = arith.constant 6 : i32
  // Aligned steps (128 floats) keep 16-byte alignment.
  // expected-remark @below {{contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>}}
  %aligned = scf.for %i = %lb to %ub step %one iter_args(%q = %p0) -> (tensor<128x!tt.ptr<f32>>) : i32 {
    // expected-remark @below {{contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>}}
    %next = tt.addptr %q, %c128 : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
    scf.yield %next : tensor<128x!tt.ptr<f32>>
  }
  // Steps of 3 floats (12 bytes) leave 4.
  // expected-remark @below {{contiguity = [128], divisibility = [4], constancy = [1], constant_value = <none>}}
  %misaligned = scf.for %i = %lb to %ub step %one iter_args(%q = %p0) -> (tensor<128x!tt.ptr<f32>>) : i32 {
    // expected-remark @below {{contiguity = [128], divisibility = [4], constancy = [1], constant_value = <none>}}
    %next = tt.addptr %q, %c3 : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
    scf.yield %next : tensor<128x!tt.ptr<f32>>
  }
  // 0, 6, 12, ...: the first iteration alone would say "the constant 6".
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = <none>}}
  %off = scf.for %i = %lb to %ub step %one iter_args(%o = %zero) -> (i32) : i32 {
    // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = <none>}}
    %next = arith.addi %o, %six : i32
    scf.yield %next : i32
  }
  tt.return
}

// -----

tt.func @if(%b: i1) {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %r2 = tt.make_range {end = 256 : i32, start = 128 : i32} : tensor<128xi32>
  %c4 = arith.constant dense<4> : tensor<128xi32>
  // expected-remark @below {{contiguity = [128], divisibility = [128], constancy = [1], constant_value = <none>}}
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [128], constant_value = 4}}
  %0, %1 = scf.if %b -> (tensor<128xi32>, tensor<128xi32>) {
    scf.yield %r, %c4 : tensor<128xi32>, tensor<128xi32>
  } else {
    scf.yield %r2, %c4 : tensor<128xi32>, tensor<128xi32>
  }
  tt.return
}

// -----

tt.func @casts(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
  %c = arith.constant 12 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = 12}}
  %0 = arith.extsi %c : i32 to i64
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = 12}}
  %1 = arith.index_cast %c : i32 to index
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
  %ptrs = tt.addptr %ps, %r : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant_value = <none>}}
  %ints = tt.ptr_to_int %ptrs : tensor<64x!tt.ptr<f32>> -> tensor<64xi64>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant_value = <none>}}
  %back = tt.int_to_ptr %ints : tensor<64xi64> -> tensor<64x!tt.ptr<f32>>
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant_value = <none>}}
  %bc = tt.bitcast %ptrs : tensor<64x!tt.ptr<f32>> -> tensor<64x!tt.ptr<i32>>
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %wide = arith.extsi %r : tensor<64xi32> to tensor<64xi64>
  tt.return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @convert_layout() {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    // expected-remark @below {{contiguity = [512], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
    %0 = ttg.convert_layout %r : tensor<512xi32, #blocked> -> tensor<512xi32, #blocked4>
    tt.return
  }
}

// -----

// Arguments of a function that is not a kernel: what all call sites share.
module {
  tt.func @leaf(%x: i32) {
    %c1 = arith.constant 1 : i32
    // Called with multiples of 12 (via @mid) and of 8: multiples of 4.
    // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>}}
    %0 = arith.muli %x, %c1 : i32
    tt.return
  }
  tt.func @mid(%y: i32) {
    tt.call @leaf(%y) : (i32) -> ()
    tt.return
  }
  // A callee's own hint combines with its call sites.
  tt.func @hinted(%z: i32 {tt.divisibility = 2 : i32}) {
    %c1 = arith.constant 1 : i32
    // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = <none>}}
    %0 = arith.muli %z, %c1 : i32
    tt.return
  }
  tt.func @kernel(%a: i32) {
    %c12 = arith.constant 12 : i32
    %c8 = arith.constant 8 : i32
    %0 = arith.muli %a, %c12 : i32
    %1 = arith.muli %a, %c8 : i32
    tt.call @mid(%0) : (i32) -> ()
    tt.call @leaf(%1) : (i32) -> ()
    tt.call @hinted(%1) : (i32) -> ()
    tt.return
  }
}

// -----

// A warp_specialize partition's arguments are its explicit captures: the
// same facts inside as outside (a pointer hinted 16, an offset known to be
// 64 times something). The default region sees the values themselves.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @partition_captures(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) {
    %c64 = arith.constant 64 : i32
    %off = arith.muli %n, %c64 : i32
    ttg.warp_specialize(%p, %off)
    default {
      // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
      %q = tt.addptr %p, %off : !tt.ptr<f32>, i32
      ttg.warp_yield
    }
    partition0(%pp: !tt.ptr<f32>, %o: i32) num_warps(1) {
      // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant_value = <none>}}
      %o2 = arith.addi %o, %o : i32
      // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
      %q = tt.addptr %pp, %o : !tt.ptr<f32>, i32
      ttg.warp_return
    } : (!tt.ptr<f32>, i32) -> ()
    tt.return
  }
}

// -----

// Mid-conversion a tensor and the LLVM struct it lowers to stand for one
// value: the struct carries the tensor's facts (rank 2, though the struct
// itself is a scalar type) and casting back recovers them. Facts of the
// wrong rank never reach a tensor: a struct of unknown origin casts to the
// pessimistic state.
tt.func @conversion_casts(%t: tensor<64x64xi32> {tt.contiguity = dense<[8, 64]> : tensor<2xi32>, tt.divisibility = dense<[1, 16]> : tensor<2xi32>}) {
  // expected-remark @below {{contiguity = [8, 64], divisibility = [1, 16], constancy = [1, 1], constant_value = <none>}}
  %s = builtin.unrealized_conversion_cast %t : tensor<64x64xi32> to !llvm.struct<(i32, i32)>
  // expected-remark @below {{contiguity = [8, 64], divisibility = [1, 16], constancy = [1, 1], constant_value = <none>}}
  %back = builtin.unrealized_conversion_cast %s : !llvm.struct<(i32, i32)> to tensor<64x64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>}}
  %v = builtin.unrealized_conversion_cast %u : !llvm.struct<(i32, i32)> to tensor<64x64xi32>
  tt.return
}
