//===- LinearLayout.cpp - layouts as linear maps over GF(2) ----------------===//

#include "tt/Tools/LinearLayout.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cassert>

using namespace tt;
using llvm::ArrayRef;
using llvm::SmallVector;
using llvm::StringRef;

std::optional<std::string> LinearLayout::verify(ArrayRef<InDim> ins, ArrayRef<OutDim> outs) {
  std::string message;
  llvm::raw_string_ostream os(message);
  int outBits = 0;
  for (const OutDim &out : outs) {
    if (out.size < 1 || !llvm::isPowerOf2_32(out.size)) {
      os << "output '" << out.name << "' has size " << out.size << ", not a power of two";
      return message;
    }
    outBits += llvm::Log2_32(out.size);
  }
  if (outBits > 63)
    return std::string("more than 63 output bits");
  int inBits = 0;
  for (const InDim &in : ins) {
    inBits += in.bases.size();
    for (auto [i, basis] : llvm::enumerate(in.bases)) {
      if (basis.size() != outs.size()) {
        os << "basis " << i << " of '" << in.name << "' has " << basis.size()
           << " coordinates, expected " << outs.size();
        return message;
      }
      for (auto [coordinate, out] : llvm::zip(basis, outs)) {
        if (coordinate < 0 || coordinate >= out.size) {
          os << "basis " << i << " of '" << in.name << "' has coordinate " << coordinate
             << " outside '" << out.name << "' (size " << out.size << ")";
          return message;
        }
      }
    }
  }
  if (inBits > 63)
    return std::string("more than 63 input bits");
  return std::nullopt;
}

LinearLayout::LinearLayout(std::vector<InDim> ins, std::vector<OutDim> outs)
    : ins(std::move(ins)), outs(std::move(outs)) {
  assert(!verify(this->ins, this->outs) && "malformed linear layout");
}

LinearLayout LinearLayout::identity1D(int32_t size, StringRef in, StringRef out) {
  std::vector<Basis> bases;
  for (int32_t value = 1; value < size; value *= 2)
    bases.push_back({value});
  return LinearLayout({{in.str(), std::move(bases)}}, {{out.str(), size}});
}

LinearLayout LinearLayout::zeros1D(int32_t size, StringRef in, StringRef out) {
  std::vector<Basis> bases;
  for (int32_t value = 1; value < size; value *= 2)
    bases.push_back({0});
  return LinearLayout({{in.str(), std::move(bases)}}, {{out.str(), 1}});
}

int LinearLayout::findIn(StringRef name) const {
  for (auto [i, in] : llvm::enumerate(ins))
    if (in.name == name)
      return i;
  return -1;
}

int LinearLayout::findOut(StringRef name) const {
  for (auto [i, out] : llvm::enumerate(outs))
    if (out.name == name)
      return i;
  return -1;
}

int32_t LinearLayout::getInDimSize(StringRef name) const {
  return int32_t(1) << getInDimSizeLog2(name);
}

int LinearLayout::getInDimSizeLog2(StringRef name) const {
  int i = findIn(name);
  return i < 0 ? 0 : ins[i].bases.size();
}

int32_t LinearLayout::getOutDimSize(StringRef name) const {
  int i = findOut(name);
  return i < 0 ? 1 : outs[i].size;
}

int LinearLayout::getOutDimSizeLog2(StringRef name) const {
  return llvm::Log2_32(getOutDimSize(name));
}

ArrayRef<LinearLayout::Basis> LinearLayout::getBases(StringRef in) const {
  int i = findIn(in);
  if (i < 0)
    return {};
  return ins[i].bases;
}

int LinearLayout::getTotalInBits() const {
  int bits = 0;
  for (const InDim &in : ins)
    bits += in.bases.size();
  return bits;
}

int LinearLayout::getTotalOutBits() const {
  int bits = 0;
  for (const OutDim &out : outs)
    bits += llvm::Log2_32(out.size);
  return bits;
}

SmallVector<int32_t> LinearLayout::apply(ArrayRef<std::pair<StringRef, int32_t>> inputs) const {
  SmallVector<int32_t> result(outs.size(), 0);
  for (auto [name, value] : inputs) {
    ArrayRef<Basis> bases = getBases(name);
    for (auto [bit, basis] : llvm::enumerate(bases))
      if (value & (1 << bit))
        for (auto [coordinate, b] : llvm::zip(result, basis))
          coordinate ^= b;
  }
  return result;
}

LinearLayout LinearLayout::operator*(const LinearLayout &outer) const {
  // Outputs: ours, then those only `outer` has. A shared output grows and
  // `outer`'s coordinates move above ours.
  std::vector<OutDim> resultOuts = outs;
  SmallVector<int32_t> outerShift;
  SmallVector<int> outerIndex;
  for (const OutDim &out : outer.outs) {
    int i = findOut(out.name);
    if (i >= 0) {
      outerShift.push_back(outs[i].size);
      resultOuts[i].size *= out.size;
      outerIndex.push_back(i);
    } else {
      outerShift.push_back(1);
      outerIndex.push_back(resultOuts.size());
      resultOuts.push_back(out);
    }
  }
  auto widen = [&](const Basis &basis) {
    Basis wide(resultOuts.size(), 0);
    llvm::copy(basis, wide.begin());
    return wide;
  };
  auto placeOuter = [&](const Basis &basis) {
    Basis wide(resultOuts.size(), 0);
    for (auto [i, coordinate] : llvm::enumerate(basis))
      wide[outerIndex[i]] = coordinate * outerShift[i];
    return wide;
  };
  std::vector<InDim> resultIns;
  for (const InDim &in : ins) {
    InDim wide{in.name, {}};
    for (const Basis &basis : in.bases)
      wide.bases.push_back(widen(basis));
    resultIns.push_back(std::move(wide));
  }
  for (const InDim &in : outer.ins) {
    int i = findIn(in.name);
    if (i < 0) {
      resultIns.push_back({in.name, {}});
      i = resultIns.size() - 1;
    }
    for (const Basis &basis : in.bases)
      resultIns[i].bases.push_back(placeOuter(basis));
  }
  return LinearLayout(std::move(resultIns), std::move(resultOuts));
}

LinearLayout LinearLayout::compose(const LinearLayout &outer) const {
  assert(outs.size() == outer.ins.size() && "compose: outputs must be the outer inputs");
  std::vector<InDim> resultIns;
  for (const InDim &in : ins) {
    InDim mapped{in.name, {}};
    for (const Basis &basis : in.bases) {
      SmallVector<std::pair<StringRef, int32_t>> inputs;
      for (auto [out, coordinate] : llvm::zip(outs, basis)) {
        assert(outer.getInDimSize(out.name) == out.size && "compose: size mismatch");
        inputs.push_back({out.name, coordinate});
      }
      SmallVector<int32_t> image = outer.apply(inputs);
      mapped.bases.push_back(Basis(image.begin(), image.end()));
    }
    resultIns.push_back(std::move(mapped));
  }
  return LinearLayout(std::move(resultIns), outer.outs);
}

LinearLayout LinearLayout::transposeOuts(ArrayRef<std::string> names) const {
  assert(names.size() == outs.size() && "transposeOuts: not a permutation");
  SmallVector<int> permutation;
  std::vector<OutDim> resultOuts;
  for (const std::string &name : names) {
    int i = findOut(name);
    assert(i >= 0 && "transposeOuts: unknown output");
    permutation.push_back(i);
    resultOuts.push_back(outs[i]);
  }
  std::vector<InDim> resultIns;
  for (const InDim &in : ins) {
    InDim permuted{in.name, {}};
    for (const Basis &basis : in.bases) {
      Basis b;
      for (int i : permutation)
        b.push_back(basis[i]);
      permuted.bases.push_back(std::move(b));
    }
    resultIns.push_back(std::move(permuted));
  }
  return LinearLayout(std::move(resultIns), std::move(resultOuts));
}

LinearLayout LinearLayout::sublayout(ArrayRef<std::string> inNames,
                                     ArrayRef<std::string> outNames) const {
  SmallVector<int> kept;
  std::vector<OutDim> resultOuts;
  for (auto [i, out] : llvm::enumerate(outs))
    if (llvm::is_contained(outNames, out.name)) {
      kept.push_back(i);
      resultOuts.push_back(out);
    }
  std::vector<InDim> resultIns;
  for (const InDim &in : ins) {
    if (!llvm::is_contained(inNames, in.name))
      continue;
    InDim projected{in.name, {}};
    for (const Basis &basis : in.bases) {
      Basis b;
      for (int i : kept)
        b.push_back(basis[i]);
      projected.bases.push_back(std::move(b));
    }
    resultIns.push_back(std::move(projected));
  }
  return LinearLayout(std::move(resultIns), std::move(resultOuts));
}

LinearLayout LinearLayout::removeZeroBases(StringRef in) const {
  std::vector<Basis> kept;
  for (const Basis &basis : getBases(in))
    if (llvm::any_of(basis, [](int32_t c) { return c != 0; }))
      kept.push_back(basis);
  return withBases(in, std::move(kept));
}

LinearLayout LinearLayout::withBases(StringRef in, std::vector<Basis> bases) const {
  std::vector<InDim> resultIns = ins;
  int i = findIn(in);
  if (i < 0)
    resultIns.push_back({in.str(), std::move(bases)});
  else
    resultIns[i].bases = std::move(bases);
  return LinearLayout(std::move(resultIns), outs);
}

uint64_t LinearLayout::getFlatBasis(StringRef in, int bit) const {
  const Basis &basis = getBases(in)[bit];
  uint64_t flat = 0;
  int shift = 0;
  for (auto [coordinate, out] : llvm::zip(basis, outs)) {
    flat |= uint64_t(coordinate) << shift;
    shift += llvm::Log2_32(out.size);
  }
  return flat;
}

std::vector<uint64_t> LinearLayout::getFlatBases(ArrayRef<std::string> inNames) const {
  std::vector<uint64_t> flat;
  for (const std::string &name : inNames)
    for (int bit = 0, e = getBases(name).size(); bit < e; ++bit)
      flat.push_back(getFlatBasis(name, bit));
  return flat;
}

SmallVector<int32_t> LinearLayout::unflattenOut(uint64_t flat) const {
  SmallVector<int32_t> coordinates;
  for (const OutDim &out : outs) {
    coordinates.push_back(flat & (out.size - 1));
    flat >>= llvm::Log2_32(out.size);
  }
  return coordinates;
}

static std::vector<std::string> inNamesOf(const LinearLayout &layout) {
  std::vector<std::string> names;
  for (const auto &in : layout.getInDims())
    names.push_back(in.name);
  return names;
}

bool LinearLayout::isInjective() const {
  std::vector<uint64_t> flat = getFlatBases(inNamesOf(*this));
  return gf2::rank(flat) == static_cast<int>(flat.size());
}

bool LinearLayout::isSurjective() const {
  return gf2::rank(getFlatBases(inNamesOf(*this))) == getTotalOutBits();
}

std::optional<LinearLayout> LinearLayout::invert() const {
  if (getTotalInBits() != getTotalOutBits() || !isInjective())
    return std::nullopt;
  return pseudoInvert();
}

std::optional<LinearLayout> LinearLayout::pseudoInvert() const {
  // Gauss-Jordan over GF(2): keep, for each leading output bit, a vector
  // together with the input bits that XOR to it. Inputs are visited in
  // order, so each output bit is expressed with the earliest inputs.
  struct Row {
    uint64_t image = 0;  // output bits
    uint64_t inputs = 0; // input bits producing them
  };
  std::vector<Row> pivots(64);
  std::vector<bool> hasPivot(64, false);
  int inBit = 0;
  for (const InDim &in : ins) {
    for (int bit = 0, e = in.bases.size(); bit < e; ++bit, ++inBit) {
      Row row{getFlatBasis(in.name, bit), uint64_t(1) << inBit};
      for (int b = 63; b >= 0 && row.image; --b) {
        if (!(row.image >> b & 1))
          continue;
        if (!hasPivot[b]) {
          pivots[b] = row;
          hasPivot[b] = true;
          row.image = 0;
          break;
        }
        row.image ^= pivots[b].image;
        row.inputs ^= pivots[b].inputs;
      }
    }
  }
  int outBits = getTotalOutBits();
  // Back-substitute so that each pivot row has exactly its own bit.
  for (int b = 0; b < outBits; ++b) {
    if (!hasPivot[b])
      return std::nullopt;
    for (int higher = b + 1; higher < outBits; ++higher)
      if (pivots[higher].image >> b & 1) {
        pivots[higher].image ^= pivots[b].image;
        pivots[higher].inputs ^= pivots[b].inputs;
      }
  }
  // The inverse's inputs are our outputs; its outputs are our inputs.
  auto unflattenIn = [&](uint64_t flat) {
    Basis coordinates;
    for (const InDim &in : ins) {
      int bits = in.bases.size();
      coordinates.push_back(int32_t(flat & ((uint64_t(1) << bits) - 1)));
      flat >>= bits;
    }
    return coordinates;
  };
  std::vector<InDim> resultIns;
  int outBit = 0;
  for (const OutDim &out : outs) {
    InDim inverse{out.name, {}};
    for (int bit = 0, e = llvm::Log2_32(out.size); bit < e; ++bit, ++outBit)
      inverse.bases.push_back(unflattenIn(pivots[outBit].inputs));
    resultIns.push_back(std::move(inverse));
  }
  std::vector<OutDim> resultOuts;
  for (const InDim &in : ins)
    resultOuts.push_back({in.name, int32_t(1) << in.bases.size()});
  return LinearLayout(std::move(resultIns), std::move(resultOuts));
}

std::string LinearLayout::toString() const {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(ins, os, [&](const InDim &in) {
    os << in.name << " = [";
    llvm::interleaveComma(in.bases, os, [&](const Basis &basis) {
      os << "[";
      llvm::interleaveComma(basis, os);
      os << "]";
    });
    os << "]";
  });
  os << " -> ";
  llvm::interleaveComma(outs, os, [&](const OutDim &out) { os << out.name << " = " << out.size; });
  return text;
}

//===----------------------------------------------------------------------===//
// GF(2)
//===----------------------------------------------------------------------===//

namespace {
/// A basis of a GF(2) space, one vector per leading bit.
class Gf2Basis {
public:
  explicit Gf2Basis(ArrayRef<uint64_t> vectors) {
    for (uint64_t v : vectors)
      insert(v);
  }
  /// Adds `v`; false when it was already in the span.
  bool insert(uint64_t v) {
    v = reduce(v);
    if (!v)
      return false;
    pivots[63 - llvm::countl_zero(v)] = v;
    ++size;
    return true;
  }
  /// `v` minus its part in the span: zero iff `v` is in the span.
  uint64_t reduce(uint64_t v) const {
    for (int bit = 63; bit >= 0 && v; --bit)
      if ((v >> bit & 1) && pivots[bit])
        v ^= pivots[bit];
    return v;
  }
  int rank() const { return size; }

private:
  uint64_t pivots[64] = {};
  int size = 0;
};
} // namespace

int gf2::rank(ArrayRef<uint64_t> vectors) { return Gf2Basis(vectors).rank(); }

bool gf2::inSpan(ArrayRef<uint64_t> vectors, uint64_t v) {
  return Gf2Basis(vectors).reduce(v) == 0;
}

gf2::Coordinates::Coordinates(ArrayRef<uint64_t> basis) {
  assert(basis.size() <= 64 && "at most 64 basis vectors");
  for (auto [i, v] : llvm::enumerate(basis)) {
    Row row{v, uint64_t(1) << i};
    for (int b = 63; b >= 0 && row.image; --b) {
      if (!(row.image >> b & 1))
        continue;
      if (!pivots[b].image) {
        pivots[b] = row;
        break;
      }
      row.image ^= pivots[b].image;
      row.combination ^= pivots[b].combination;
    }
    assert(row.image && "basis vectors must be independent");
  }
}

std::optional<uint64_t> gf2::Coordinates::of(uint64_t v) const {
  uint64_t combination = 0;
  for (int b = 63; b >= 0 && v; --b) {
    if (!(v >> b & 1))
      continue;
    if (!pivots[b].image)
      return std::nullopt;
    v ^= pivots[b].image;
    combination ^= pivots[b].combination;
  }
  return combination;
}
