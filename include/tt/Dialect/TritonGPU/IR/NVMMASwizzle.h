//===- NVMMASwizzle.h - the swizzle of an nvmma_shared buffer ---*- C++ -*-===//
//
// An `#ttg.nvmma_shared` buffer with a swizzle of S bytes (32, 64 or 128; 0
// for none) is what wgmma and TMA read: within each row of S bytes, its
// 16-byte chunks are XORed with a phase taken from the address bits above
// 128 bytes, which cycles through S / 16 values. The layout
// (toLinearLayout), the allocator (a buffer must start at phase 0) and the
// wgmma descriptors (which offsets keep the phase) all need that number;
// this is the one place it is computed.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_TRITONGPU_IR_NVMMASWIZZLE_H
#define TT_DIALECT_TRITONGPU_IR_NVMMASWIZZLE_H

namespace tt {

/// How many phases the swizzle cycles through (the maxPhase of the
/// equivalent swizzled layout): S / 16, and 1 without swizzling.
constexpr unsigned getNVMMASwizzlePhases(unsigned swizzleBytes) {
  return swizzleBytes ? swizzleBytes / 16 : 1;
}

/// Bytes of one swizzle atom, 8 rows of 16 bytes per phase (128 bytes
/// unswizzled): a buffer aligned to it starts at phase 0.
constexpr unsigned getNVMMASwizzleAtomBytes(unsigned swizzleBytes) {
  return 128 * getNVMMASwizzlePhases(swizzleBytes);
}

} // namespace tt

#endif // TT_DIALECT_TRITONGPU_IR_NVMMASWIZZLE_H
