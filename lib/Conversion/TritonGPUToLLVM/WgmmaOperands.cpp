//===- WgmmaOperands.cpp - where a wgmma finds its operands ---------------===//
//
// The shared-memory descriptor (PTX ISA, "matrix descriptor"): bits 0-13
// start address >> 4, 16-29 leading byte offset >> 4, 32-45 stride byte
// offset >> 4, 62-63 swizzle mode (1: 128 B, 2: 64 B, 3: 32 B, 0: none).
//
// The hardware sees an operand tile as atoms: 8 rows of the strided
// dimension times one swizzle width (or 16 bytes without swizzle) of the
// contiguous one; it finds the next atom along each dimension at the
// leading or stride byte offset, and XORs address bits 4.. with bits 7..
// (the swizzle phase) on the final address. Which offset goes with which
// dimension (Triton's MMAHelpers.h, checked against the corpus matmul's
// PTX): M/N-major and swizzled, the leading offset steps along M/N and the
// stride offset along K; otherwise the stride offset steps along M/N and
// the leading one along K.
//
// So the plan reads both offsets off the inverted layout at the first step
// past an atom, then recomputes every basis of one instruction's tile the
// hardware's way and compares: any mismatch (another shared layout, a view
// inside a swizzle atom, a too-small tile) is an error on the op.
//
//===----------------------------------------------------------------------===//

#include "WgmmaOperands.h"

#include "tt/Dialect/TritonGPU/IR/NVMMASwizzle.h"

#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace ttg = mlir::triton::gpu;
namespace dims = mlir::triton::gpu::dims;
using Basis = tt::LinearLayout::Basis;

uint64_t WgmmaSharedOperand::descriptorTemplate() const {
  uint64_t mode = 0;
  switch (swizzleBytes) {
  case 128:
    mode = 1;
    break;
  case 64:
    mode = 2;
    break;
  case 32:
    mode = 3;
    break;
  }
  return ((leadingByteOffset >> 4) & 0x3FFF) << 16 | ((strideByteOffset >> 4) & 0x3FFF) << 32 |
         mode << 62;
}

int64_t WgmmaSharedOperand::byteOffsetOf(int32_t mn, int32_t k) const {
  int32_t coords[2];
  coords[mnDim] = mn + start[mnDim];
  coords[1 - mnDim] = k + start[1 - mnDim];
  int64_t elements = ttg::applyToCoords(offsets, coords).front();
  return elements * elementBytes;
}

bool WgmmaSharedOperand::canStartAtOffset(uint64_t byteOffset) const {
  uint64_t phaseBits = uint64_t(tt::getNVMMASwizzlePhases(swizzleBytes) - 1) << 7;
  return (byteOffset & (phaseBits | tileBits)) == 0;
}

bool WgmmaSharedOperand::canStartAt(int32_t mn, int32_t k) const {
  int64_t mnCoord = mn + start[mnDim], kCoord = k + start[1 - mnDim];
  return mnCoord % instrMN == 0 && kCoord % instrK == 0 &&
         canStartAtOffset(uint64_t(byteOffsetOf(mn, k)));
}

namespace {

/// The swizzle the hardware applies to a final byte address.
uint64_t swizzleAddress(uint64_t address, unsigned swizzleBytes) {
  if (swizzleBytes == 0)
    return address;
  uint64_t phase = (address >> 7) & (tt::getNVMMASwizzlePhases(swizzleBytes) - 1);
  return address ^ (phase << 4);
}

/// Byte offset in the buffer of element `value` along `dim` (the other
/// coordinate 0; the view's start ignored).
int64_t offsetAlong(const WgmmaSharedOperand &operand, unsigned dim, int32_t value) {
  int32_t coords[2] = {0, 0};
  coords[dim] = value;
  return int64_t(operand.elementBytes) *
         ttg::applyToCoords(operand.offsets, coords).front();
}

/// Elements of an atom along `dim`.
int64_t atomExtent(const WgmmaSharedOperand &operand, unsigned dim) {
  unsigned kDim = 1 - operand.mnDim;
  unsigned contiguousDim = operand.mnMajor ? operand.mnDim : kDim;
  if (dim != contiguousDim)
    return 8;
  return (operand.swizzleBytes ? operand.swizzleBytes : 16) / operand.elementBytes;
}

/// The descriptor offset that steps to the next atom along `dim`.
uint64_t &atomStride(WgmmaSharedOperand &operand, unsigned dim) {
  bool alongMN = dim == operand.mnDim;
  bool leadingStepsMN = operand.mnMajor && operand.swizzleBytes != 0;
  return alongMN == leadingStepsMN ? operand.leadingByteOffset : operand.strideByteOffset;
}

/// Where the hardware reads the element `value` along `dim` from the
/// instruction's start, before swizzling.
uint64_t unswizzledOffsetAlong(WgmmaSharedOperand &operand, unsigned dim, int64_t value) {
  int64_t atom = atomExtent(operand, dim);
  unsigned kDim = 1 - operand.mnDim;
  unsigned contiguousDim = operand.mnMajor ? operand.mnDim : kDim;
  uint64_t unswizzled;
  if (value >= atom)
    unswizzled = atomStride(operand, dim) * uint64_t(value / atom);
  else if (dim == contiguousDim)
    unswizzled = value * operand.elementBytes;
  else
    unswizzled = value * atomExtent(operand, contiguousDim) * operand.elementBytes;
  return unswizzled;
}

} // namespace

FailureOr<WgmmaSharedOperand>
mlir::triton::lowering::planWgmmaSharedOperand(Operation *op, StringRef name,
                                               ttg::MemDescType type, ArrayRef<int32_t> start,
                                               unsigned mnDim, int64_t instrMN, int64_t instrK) {
  auto encoding = dyn_cast_or_null<ttg::NVMMASharedEncodingAttr>(type.getEncoding());
  if (!encoding)
    return op->emitOpError() << "reads operand '" << name
                             << "' through a wgmma descriptor, which needs a #ttg.nvmma_shared "
                                "layout, got "
                             << type.getEncoding();
  if (encoding.getFp4Padded())
    return op->emitOpError() << "operand '" << name << "': fp4-padded layouts are not lowered";
  if (type.getRank() != 2 || type.getAllocShape().size() != 2)
    return op->emitOpError() << "operand '" << name
                             << "' must be a 2-D view of a 2-D buffer (index multi-buffered "
                                "allocations first)";
  unsigned bits = type.getElementType().getIntOrFloatBitWidth();
  if (bits != encoding.getElementBitWidth() || bits % 8 != 0)
    return op->emitOpError() << "operand '" << name << "' has " << bits
                             << "-bit elements in a layout for "
                             << encoding.getElementBitWidth() << "-bit ones";
  unsigned kDim = 1 - mnDim;
  if (type.getShape()[mnDim] < instrMN || type.getShape()[kDim] < instrK)
    return op->emitOpError() << "operand '" << name << "' (" << type.getShape()[0] << "x"
                             << type.getShape()[1] << ") is smaller than one wgmma's "
                             << (mnDim == 0 ? instrMN : instrK) << "x"
                             << (mnDim == 0 ? instrK : instrMN) << " tile";

  std::optional<tt::LinearLayout> layout =
      ttg::toLinearLayout(type.getAllocShape(), type.getEncoding());
  std::optional<tt::LinearLayout> inverse = layout ? layout->invert() : std::nullopt;
  if (!inverse)
    return op->emitOpError() << "operand '" << name
                             << "' has a shared layout that is not a bijection onto its buffer";

  WgmmaSharedOperand operand;
  operand.offsets = *inverse;
  operand.start.assign(start.begin(), start.end());
  operand.mnDim = mnDim;
  operand.elementBytes = bits / 8;
  operand.swizzleBytes = encoding.getSwizzlingByteWidth();
  // Major-ness from the layout itself: which dimension's unit step is the
  // next element in memory.
  if (offsetAlong(operand, kDim, 1) == operand.elementBytes)
    operand.mnMajor = false;
  else if (offsetAlong(operand, mnDim, 1) == operand.elementBytes)
    operand.mnMajor = true;
  else
    return op->emitOpError() << "operand '" << name
                             << "' is contiguous along neither M/N nor K in shared memory";
  if (operand.mnMajor && bits != 16)
    return op->emitOpError() << "operand '" << name << "' is M/N-major (transposed) with " << bits
                             << "-bit elements: wgmma transposes only 16-bit operands";

  // The offsets to the next atom along each dimension, where the
  // instruction's tile extends past one atom.
  operand.instrMN = instrMN;
  operand.instrK = instrK;
  int64_t instrExtent[2];
  instrExtent[mnDim] = instrMN;
  instrExtent[kDim] = instrK;
  for (unsigned dim : {mnDim, kDim}) {
    int64_t atom = atomExtent(operand, dim);
    if (instrExtent[dim] > atom)
      atomStride(operand, dim) = offsetAlong(operand, dim, atom);
  }
  if (operand.leadingByteOffset % 16 || operand.strideByteOffset % 16 ||
      operand.leadingByteOffset >= (1 << 18) || operand.strideByteOffset >= (1 << 18))
    return op->emitOpError() << "operand '" << name
                             << "': atom offsets do not fit a wgmma descriptor";

  // Every basis of one tile, as the layout places it and as the hardware
  // will read it.
  for (unsigned dim : {mnDim, kDim}) {
    for (int64_t value = 1; value < instrExtent[dim]; value *= 2) {
      uint64_t laidOut = offsetAlong(operand, dim, value);
      uint64_t unswizzled = unswizzledOffsetAlong(operand, dim, value);
      operand.tileBits |= unswizzled;
      uint64_t read = swizzleAddress(unswizzled, operand.swizzleBytes);
      if (laidOut != read)
        return op->emitOpError()
               << "operand '" << name << "': its layout " << type.getEncoding()
               << " puts element " << value << " along dimension " << dim << " at byte "
               << laidOut << ", where a wgmma descriptor reads byte " << read;
    }
  }
  return operand;
}

LogicalResult mlir::triton::lowering::checkWgmmaFragment(Operation *op, StringRef what,
                                                         const tt::LinearLayout &layout,
                                                         ArrayRef<Basis> registerBases,
                                                         ArrayRef<Basis> laneBases) {
  auto fail = [&](StringRef part) {
    return op->emitOpError() << "has " << what << " whose layout's " << part
                             << " bases do not match wgmma's register fragment";
  };
  ArrayRef<Basis> registers = layout.getBases(dims::kRegister);
  if (registers.size() < registerBases.size() ||
      registers.take_front(registerBases.size()) != registerBases)
    return fail("register");
  if (layout.getBases(dims::kLane) != laneBases)
    return fail("lane");
  // The 4 warps of a warpgroup stack 16-row slices.
  ArrayRef<Basis> warps = layout.getBases(dims::kWarp);
  if (warps.size() < 2 || warps[0] != Basis{16, 0} || warps[1] != Basis{32, 0})
    return fail("warp");
  return success();
}

SmallVector<Basis> mlir::triton::lowering::wgmmaAccumulatorRegisterBases(int64_t n) {
  SmallVector<Basis> bases{{0, 1}, {8, 0}};
  for (int32_t column = 8; column < n; column *= 2)
    bases.push_back({0, column});
  return bases;
}

SmallVector<Basis> mlir::triton::lowering::wgmmaAccumulatorLaneBases() {
  return {{0, 2}, {0, 4}, {1, 0}, {2, 0}, {4, 0}};
}

SmallVector<Basis> mlir::triton::lowering::wgmmaOperandARegisterBases(unsigned elementBytes) {
  int32_t perRegister = 4 / elementBytes;
  SmallVector<Basis> bases;
  for (int32_t k = 1; k < perRegister; k *= 2)
    bases.push_back({0, k});
  bases.push_back({8, 0});
  bases.push_back({0, 4 * perRegister});
  return bases;
}

SmallVector<Basis> mlir::triton::lowering::wgmmaOperandALaneBases(unsigned elementBytes) {
  int32_t perRegister = 4 / elementBytes;
  return {{0, perRegister}, {0, 2 * perRegister}, {1, 0}, {2, 0}, {4, 0}};
}
