//===- LayoutPicture.cpp - who holds each element, as text ----------------===//

#include "tt/Tools/LayoutPicture.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace tt;

namespace {
/// Flat element index in row-major order.
int64_t flatIndex(llvm::ArrayRef<int64_t> shape, llvm::ArrayRef<int32_t> coords) {
  int64_t index = 0;
  for (auto [dim, c] : llvm::zip(shape, coords))
    index = index * dim + c;
  return index;
}

int64_t countElements(llvm::ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}
} // namespace

std::vector<ElementHolders> tt::getDistributedHolders(const LinearLayout &layout,
                                                      llvm::ArrayRef<int64_t> shape) {
  std::vector<ElementHolders> cells(countElements(shape));
  int lanes = layout.getInDimSize("lane");
  int warps = layout.getInDimSize("warp");
  int blocks = layout.hasInDim("block") ? layout.getInDimSize("block") : 1;
  for (int b = 0; b < blocks; ++b)
    for (int w = 0; w < warps; ++w)
      for (int l = 0; l < lanes; ++l)
        for (int r = 0; r < layout.getInDimSize("register"); ++r) {
          auto coords = layout.apply({{"register", r}, {"lane", l}, {"warp", w}, {"block", b}});
          int64_t thread = (int64_t(b) * warps + w) * lanes + l;
          cells[flatIndex(shape, coords)].places.push_back({thread, r});
        }
  return cells;
}

std::vector<ElementHolders> tt::getSharedHolders(const LinearLayout &layout,
                                                 llvm::ArrayRef<int64_t> shape,
                                                 llvm::function_ref<int64_t(int64_t)> physical) {
  std::vector<ElementHolders> cells(countElements(shape));
  int blocks = layout.hasInDim("block") ? layout.getInDimSize("block") : 1;
  for (int b = 0; b < blocks; ++b)
    for (int64_t offset = 0; offset < layout.getInDimSize("offset"); ++offset) {
      auto coords = layout.apply({{"offset", int32_t(offset)}, {"block", b}});
      cells[flatIndex(shape, coords)].places.push_back({physical(offset), b});
    }
  return cells;
}

std::string tt::getCellText(const ElementHolders &holders, bool shared, bool ctas) {
  if (holders.places.empty())
    return "-";
  auto [first, second] = holders.places.front();
  std::string text;
  if (!shared)
    text = "T" + std::to_string(first) + ":" + std::to_string(second);
  else if (ctas)
    text = "C" + std::to_string(second) + ":" + std::to_string(first);
  else
    text = std::to_string(first);
  if (holders.places.size() > 1)
    text += "+" + std::to_string(holders.places.size() - 1);
  return text;
}

void tt::printLayoutGrid(llvm::raw_ostream &os, llvm::ArrayRef<int64_t> shape,
                         llvm::ArrayRef<ElementHolders> cells, bool shared, bool ctas,
                         int64_t maxRows, int64_t maxCols, int64_t maxPlanes) {
  int64_t cols = shape.back();
  int64_t rows = shape.size() >= 2 ? shape[shape.size() - 2] : 1;
  int64_t planes = 1;
  for (int64_t d : shape.drop_back(std::min<size_t>(2, shape.size())))
    planes *= d;
  int64_t shownRows = std::min(rows, maxRows), shownCols = std::min(cols, maxCols);
  int64_t shownPlanes = std::min(planes, maxPlanes);
  size_t width = 1;
  for (int64_t p = 0; p < shownPlanes; ++p)
    for (int64_t r = 0; r < shownRows; ++r)
      for (int64_t c = 0; c < shownCols; ++c)
        width = std::max(width, getCellText(cells[(p * rows + r) * cols + c], shared, ctas).size());
  for (int64_t p = 0; p < shownPlanes; ++p) {
    if (planes > 1)
      os << "[plane " << p << "]\n";
    for (int64_t r = 0; r < shownRows; ++r) {
      for (int64_t c = 0; c < shownCols; ++c) {
        std::string text = getCellText(cells[(p * rows + r) * cols + c], shared, ctas);
        os << (c ? " " : "") << std::string(width - text.size(), ' ') << text;
      }
      os << (shownCols < cols ? " ...\n" : "\n");
    }
    if (shownRows < rows)
      os << "...\n";
  }
}
