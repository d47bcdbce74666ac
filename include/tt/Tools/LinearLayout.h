//===- LinearLayout.h - layouts as linear maps over GF(2) -------*- C++ -*-===//
//
// A linear layout maps named input indices (register, lane, warp, block; or
// a shared-memory offset) to named output coordinates (dim0, dim1, ...). All
// sizes are powers of two and the map is linear over GF(2): the image of an
// input is the XOR of the bases of its set bits. Every Triton encoding,
// distributed or shared, is such a map; comparing, composing and inverting
// them answers the questions lowering asks (which thread holds an element, is
// a conversion free, how wide can an access be).
//
//===----------------------------------------------------------------------===//

#ifndef TT_TOOLS_LINEARLAYOUT_H
#define TT_TOOLS_LINEARLAYOUT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tt {

class LinearLayout {
public:
  /// The image of one input bit: one coordinate per output dimension.
  using Basis = llvm::SmallVector<int32_t, 4>;

  struct InDim {
    std::string name;
    std::vector<Basis> bases; // bit i of the input maps to bases[i]
  };
  struct OutDim {
    std::string name;
    int32_t size; // a power of two
  };

  /// The layout of nothing: no inputs, no outputs, one element.
  LinearLayout() = default;
  /// Builds a layout; `outs` fixes the output sizes. Asserts well-formedness
  /// (bases within the sizes, sizes powers of two): use `verify` first on
  /// untrusted input.
  LinearLayout(std::vector<InDim> ins, std::vector<OutDim> outs);

  /// Why these pieces cannot form a layout, or nullopt when they can.
  static std::optional<std::string> verify(llvm::ArrayRef<InDim> ins, llvm::ArrayRef<OutDim> outs);

  /// in[i] -> out = i, for i < size.
  static LinearLayout identity1D(int32_t size, llvm::StringRef in, llvm::StringRef out);
  /// in[i] -> out = 0, for i < size: `size` inputs all holding one element.
  static LinearLayout zeros1D(int32_t size, llvm::StringRef in, llvm::StringRef out);

  llvm::ArrayRef<InDim> getInDims() const { return ins; }
  llvm::ArrayRef<OutDim> getOutDims() const { return outs; }
  bool hasInDim(llvm::StringRef name) const { return findIn(name) >= 0; }
  bool hasOutDim(llvm::StringRef name) const { return findOut(name) >= 0; }
  /// Number of distinct input values of a dimension (1 when absent).
  int32_t getInDimSize(llvm::StringRef name) const;
  int getInDimSizeLog2(llvm::StringRef name) const;
  /// Size of an output dimension (1 when absent).
  int32_t getOutDimSize(llvm::StringRef name) const;
  int getOutDimSizeLog2(llvm::StringRef name) const;
  /// The bases of an input dimension (empty when absent).
  llvm::ArrayRef<Basis> getBases(llvm::StringRef in) const;
  int getTotalInBits() const;
  int getTotalOutBits() const;
  int64_t getTotalOutSize() const { return int64_t(1) << getTotalOutBits(); }

  /// The output coordinates of the given input values; inputs not named
  /// are zero. One coordinate per output dimension, in order.
  llvm::SmallVector<int32_t>
  apply(llvm::ArrayRef<std::pair<llvm::StringRef, int32_t>> inputs) const;

  /// The product: inputs and outputs present in both layouts concatenate,
  /// with `outer`'s bits above this layout's.
  LinearLayout operator*(const LinearLayout &outer) const;
  /// outer(this(x)). This layout's outputs must be `outer`'s inputs, with the
  /// same names and sizes.
  LinearLayout compose(const LinearLayout &outer) const;
  /// The same map with the outputs listed in `names` order (a permutation).
  LinearLayout transposeOuts(llvm::ArrayRef<std::string> names) const;
  /// Only the named inputs and outputs (others dropped; bases projected).
  LinearLayout sublayout(llvm::ArrayRef<std::string> inNames,
                         llvm::ArrayRef<std::string> outNames) const;
  /// Drops the bases of `in` that map to zero (inputs that duplicate data).
  LinearLayout removeZeroBases(llvm::StringRef in) const;
  /// Replaces the bases of `in` (keeping everything else).
  LinearLayout withBases(llvm::StringRef in, std::vector<Basis> bases) const;

  /// The inverse map (outputs -> inputs) of a bijective layout; nullopt when
  /// the layout is not a bijection.
  std::optional<LinearLayout> invert() const;
  /// A right inverse of a surjective layout: for every output, one input that
  /// reaches it (this(pseudoInvert(y)) == y). Among the inputs reaching an
  /// output it prefers those with the lowest bits, in input order (registers
  /// before lanes before warps). Nullopt when the layout is not surjective.
  std::optional<LinearLayout> pseudoInvert() const;

  /// Every input reaches a distinct output.
  bool isInjective() const;
  /// Every output is reached.
  bool isSurjective() const;

  /// The image of input bit `bit` of `in` as one integer: output dimension 0
  /// in the lowest bits, then dimension 1, and so on.
  uint64_t getFlatBasis(llvm::StringRef in, int bit) const;
  /// All flat bases of the named inputs, in order.
  std::vector<uint64_t> getFlatBases(llvm::ArrayRef<std::string> inNames) const;
  /// Turns a flat output index back into coordinates.
  llvm::SmallVector<int32_t> unflattenOut(uint64_t flat) const;

  bool operator==(const LinearLayout &other) const {
    return ins == other.ins && outs == other.outs;
  }
  bool operator!=(const LinearLayout &other) const { return !(*this == other); }

  /// `register = [[0, 1], [8, 0]], lane = [...], ...` over `dim0 = 16, ...`.
  std::string toString() const;

private:
  int findIn(llvm::StringRef name) const;
  int findOut(llvm::StringRef name) const;

  std::vector<InDim> ins;
  std::vector<OutDim> outs;

  friend bool operator==(const InDim &a, const InDim &b) {
    return a.name == b.name && a.bases == b.bases;
  }
  friend bool operator==(const OutDim &a, const OutDim &b) {
    return a.name == b.name && a.size == b.size;
  }
};

/// Linear algebra over GF(2) on vectors stored as bits of a uint64_t.
namespace gf2 {
/// Dimension of the span of `vectors`.
int rank(llvm::ArrayRef<uint64_t> vectors);
/// Whether `v` is a XOR of some of `vectors`.
bool inSpan(llvm::ArrayRef<uint64_t> vectors, uint64_t v);

/// Writes vectors in a basis: which basis vectors XOR to a given vector.
class Coordinates {
public:
  /// `basis` must be linearly independent (at most 64 vectors).
  explicit Coordinates(llvm::ArrayRef<uint64_t> basis);
  /// Bit i set when basis vector i is part of `v`; nullopt when `v` is
  /// outside the span.
  std::optional<uint64_t> of(uint64_t v) const;

private:
  /// Row-reduced basis: pivots[b] has leading bit b and remembers which
  /// basis vectors it combines.
  struct Row {
    uint64_t image = 0, combination = 0;
  };
  Row pivots[64];
};
} // namespace gf2

} // namespace tt

#endif // TT_TOOLS_LINEARLAYOUT_H
