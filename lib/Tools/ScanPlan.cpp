//===- ScanPlan.cpp - where a scan's positions live in its layout ---------===//

#include "tt/Tools/ScanPlan.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace tt;

namespace {

enum class BasisKind { Zero, Axis, Other, Mixed };

BasisKind classify(const tt::LinearLayout::Basis &basis, unsigned axis) {
  bool alongAxis = basis[axis] != 0;
  bool alongOthers = false;
  for (auto [d, x] : llvm::enumerate(basis))
    if (d != axis && x != 0)
      alongOthers = true;
  if (alongAxis && alongOthers)
    return BasisKind::Mixed;
  if (alongAxis)
    return llvm::isPowerOf2_32(basis[axis]) ? BasisKind::Axis : BasisKind::Mixed;
  return alongOthers ? BasisKind::Other : BasisKind::Zero;
}

} // namespace

llvm::FailureOr<tt::ScanPlan> tt::planScan(const tt::LinearLayout &layout, unsigned axis, std::string &why) {
  ScanPlan plan;
  // The verifier takes any axis, as Triton's does.
  if (axis >= unsigned(layout.getOutDims().size())) {
    why = "axis " + std::to_string(axis) + " is not a dimension of a rank-" +
          std::to_string(layout.getOutDims().size()) + " tensor";
    return llvm::failure();
  }
  for (const auto &basis : layout.getBases("block"))
    if (basis[axis] != 0) {
      why = "the axis spans several CTAs";
      return llvm::failure();
    }

  // Registers: the non-zero bases must be independent so that each unique
  // register is one bit pattern over them.
  llvm::ArrayRef<tt::LinearLayout::Basis> regBases = layout.getBases("register");
  llvm::SmallVector<int> uniqueBits;
  llvm::SmallVector<uint64_t> flat;
  for (auto [bit, basis] : llvm::enumerate(regBases))
    if (classify(basis, axis) != BasisKind::Zero) {
      uniqueBits.push_back(int(bit));
      flat.push_back(layout.getFlatBasis("register", int(bit)));
    }
  if (tt::gf2::rank(flat) != int(flat.size())) {
    why = "registers hold the same element under different register bits";
    return llvm::failure();
  }
  for (int32_t r = 0, e = layout.getInDimSize("register"); r < e; ++r) {
    unsigned u = 0;
    for (auto [k, bit] : llvm::enumerate(uniqueBits))
      if (r & (1 << bit))
        u |= 1u << k;
    plan.uniqueOf.push_back(u);
  }

  // Every bit moving along the axis, by the position bit it moves.
  enum class Owner { Register, Lane, Warp };
  struct AxisBit {
    int position;
    Owner owner;
    int bit; // register bits: the unique register bit
  };
  llvm::SmallVector<AxisBit> axisBits;
  llvm::SmallVector<int> rowBits;
  auto add = [&](const tt::LinearLayout::Basis &basis, Owner owner, int bit,
                 llvm::SmallVectorImpl<int> &others, uint32_t *copyMask) -> bool {
    switch (classify(basis, axis)) {
    case BasisKind::Mixed:
      why = "a basis moves along the axis by several position bits at once, or along another "
            "dimension too";
      return false;
    case BasisKind::Axis:
      axisBits.push_back({int(llvm::Log2_32(basis[axis])), owner, bit});
      return true;
    case BasisKind::Other:
      others.push_back(bit);
      return true;
    case BasisKind::Zero:
      if (copyMask)
        *copyMask |= 1u << bit;
      return true;
    }
    return true;
  };
  for (auto [k, bit] : llvm::enumerate(uniqueBits))
    if (!add(regBases[bit], Owner::Register, int(k), rowBits, nullptr))
      return llvm::failure();
  for (auto [j, basis] : llvm::enumerate(layout.getBases("lane")))
    if (!add(basis, Owner::Lane, int(j), plan.laneOtherBits, &plan.laneCopyMask))
      return llvm::failure();
  for (auto [j, basis] : llvm::enumerate(layout.getBases("warp")))
    if (!add(basis, Owner::Warp, int(j), plan.warpOtherBits, &plan.warpCopyMask))
      return llvm::failure();

  llvm::sort(axisBits, [](const AxisBit &a, const AxisBit &b) { return a.position < b.position; });
  for (auto [i, axisBit] : llvm::enumerate(axisBits))
    if (axisBit.position != int(i)) {
      why = "some positions along the axis are held by several bits";
      return llvm::failure();
    }

  // register* lane* register* warp* register*, from the lowest position.
  size_t i = 0, n = axisBits.size();
  llvm::SmallVector<int> chunkBits, blockBits;
  auto take = [&](Owner owner, llvm::SmallVectorImpl<int> &bits) {
    for (; i < n && axisBits[i].owner == owner; ++i)
      bits.push_back(axisBits[i].bit);
  };
  take(Owner::Register, chunkBits);
  take(Owner::Lane, plan.laneAxisBits);
  take(Owner::Register, blockBits);
  plan.blocksPerWarp = 1u << blockBits.size();
  take(Owner::Warp, plan.warpAxisBits);
  take(Owner::Register, blockBits);
  if (i != n) {
    why = "registers, lanes and warps do not follow each other along the axis in the order "
          "registers, lanes, registers, warps, registers";
    return llvm::failure();
  }

  plan.chunkSize = 1u << chunkBits.size();
  plan.numBlocks = 1u << blockBits.size();
  plan.numRows = 1u << rowBits.size();
  plan.regs.assign(plan.numRows, llvm::SmallVector<llvm::SmallVector<unsigned>>(
                                     plan.numBlocks, llvm::SmallVector<unsigned>(plan.chunkSize)));
  auto bitsOf = [](unsigned u, llvm::ArrayRef<int> bits) {
    unsigned v = 0;
    for (auto [k, bit] : llvm::enumerate(bits))
      if (u & (1u << bit))
        v |= 1u << k;
    return v;
  };
  for (unsigned u = 0, e = 1u << uniqueBits.size(); u < e; ++u)
    plan.regs[bitsOf(u, rowBits)][bitsOf(u, blockBits)][bitsOf(u, chunkBits)] = u;
  return plan;
}
