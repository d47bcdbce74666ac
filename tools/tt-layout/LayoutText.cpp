//===- LayoutText.cpp - a layout in triton-tensor-layout's text -----------===//
//
// The layout is evaluated at every input: for a distributed layout every
// (block, warp, lane, register) in that order, for a shared one every
// (block, offset). Each input gives the output coordinates it holds; the
// two views are then written from those lists.
//
// Tensor view: the tensor, row-major, as nested brackets. A dimension's
// bracket opens before its first element and closes after its last; the
// first element of a line is preceded by one space per dimension whose
// bracket did not open there. Elements are separated by ", " (distributed)
// or "," (shared), lines end where the last dimension wraps.
//   - distributed: each element lists its holders in input order, joined
//     by "|", each `T<thread>:<register>` (`B<block>:` before it when there
//     are several blocks), thread = warp * lanes + lane, and preceded by
//     the spaces that would right-align block, thread and register to the
//     widths of their counts;
//   - shared: the element at flat position p shows the coordinates that
//     offset p of the buffer (blocks one after the other) holds, as
//     `(c0:c1:...)`.
// Hardware view:
//   - distributed: per block (`Block<b>:` when there are several), per warp
//     (`Warp<w>:`), one line per register listing each lane's coordinates
//     `(c0,c1,...)`, joined by ", ";
//   - shared: per block `Block: <b>:`, then `Offset: <o> -> (c0,c1,...)`.
// Coordinates are right-aligned to the width of their dimension's size.
//
//===----------------------------------------------------------------------===//

#include "LayoutText.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

using llvm::ArrayRef;
using llvm::SmallVector;
using llvm::StringRef;

namespace {

/// The spaces that right-align `value` to the width of `limit`.
std::string alignment(int64_t value, int64_t limit) {
  size_t width = std::to_string(limit).size();
  size_t own = std::to_string(value).size();
  return std::string(width > own ? width - own : 0, ' ');
}

/// `value` right-aligned to the width of `limit`.
std::string aligned(int64_t value, int64_t limit) {
  return alignment(value, limit) + std::to_string(value);
}

/// `(c0<separator>c1...)`, each coordinate aligned to its dimension's size.
std::string coordinateText(ArrayRef<int32_t> coordinates, ArrayRef<int64_t> shape,
                           StringRef separator) {
  std::string text = "(";
  for (auto [i, c] : llvm::enumerate(coordinates)) {
    if (i > 0)
      text += separator;
    text += aligned(c, shape[i]);
  }
  return text + ")";
}

SmallVector<int64_t> outShape(const tt::LinearLayout &layout) {
  SmallVector<int64_t> shape;
  for (const tt::LinearLayout::OutDim &out : layout.getOutDims())
    shape.push_back(out.size);
  return shape;
}

int64_t product(ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

/// The row-major index of `coordinates` in `shape`.
int64_t flatten(ArrayRef<int32_t> coordinates, ArrayRef<int64_t> shape) {
  int64_t flat = 0;
  for (auto [c, d] : llvm::zip(coordinates, shape))
    flat = flat * d + c;
  return flat;
}

/// How many trailing dimensions have index 0 at row-major position `flat`
/// (taken modulo the tensor's size, so the position after the last is 0).
unsigned trailingZeroIndices(int64_t flat, ArrayRef<int64_t> shape) {
  unsigned count = 0;
  for (int64_t d : llvm::reverse(shape)) {
    if (flat % d != 0)
      break;
    ++count;
    flat /= d;
  }
  return count;
}

/// The tensor view: `cells` (row-major over `shape`) in nested brackets.
std::string nestedText(ArrayRef<std::string> cells, ArrayRef<int64_t> shape,
                       StringRef separator) {
  std::string text;
  unsigned rank = shape.size();
  bool lineStart = true;
  for (auto [i, cell] : llvm::enumerate(cells)) {
    unsigned opened = trailingZeroIndices(i, shape);
    text.append(opened, '[');
    if (lineStart)
      text.append(rank - opened, ' ');
    lineStart = false;
    text += cell;
    unsigned closed = trailingZeroIndices(i + 1, shape);
    text.append(closed, ']');
    if (closed > 0) {
      text += "\n";
      lineStart = true;
    } else {
      text += separator;
    }
  }
  return text;
}

} // namespace

std::string tt::getDistributedLayoutText(const LinearLayout &layout, bool hardwareView) {
  SmallVector<int64_t> shape = outShape(layout);
  int32_t blocks = layout.getInDimSize("block"), warps = layout.getInDimSize("warp");
  int32_t lanes = layout.getInDimSize("lane"), registers = layout.getInDimSize("register");
  int64_t threads = int64_t(warps) * lanes;
  std::vector<std::string> holders(product(shape));
  // Per input, in (block, warp, lane, register) order: what it holds.
  std::vector<std::string> held;
  for (int32_t block = 0; block < blocks; ++block) {
    for (int32_t warp = 0; warp < warps; ++warp) {
      for (int32_t lane = 0; lane < lanes; ++lane) {
        int64_t thread = int64_t(warp) * lanes + lane;
        for (int32_t reg = 0; reg < registers; ++reg) {
          SmallVector<int32_t> coordinates = layout.apply(
              {{"block", block}, {"warp", warp}, {"lane", lane}, {"register", reg}});
          std::string &cell = holders[flatten(coordinates, shape)];
          if (!cell.empty())
            cell += "|";
          cell += alignment(block, blocks) + alignment(thread, threads) +
                  alignment(reg, registers);
          if (blocks > 1)
            cell += "B" + std::to_string(block) + ":";
          cell += "T" + std::to_string(thread) + ":" + std::to_string(reg);
          held.push_back(coordinateText(coordinates, shape, ","));
        }
      }
    }
  }
  if (!hardwareView)
    return nestedText(holders, shape, ", ");

  std::string text;
  for (int32_t block = 0; block < blocks; ++block) {
    if (blocks > 1)
      text += "Block" + std::to_string(block) + ":\n";
    for (int32_t warp = 0; warp < warps; ++warp) {
      text += "Warp" + std::to_string(warp) + ":\n";
      int64_t first = (int64_t(block) * warps + warp) * lanes * registers;
      for (int32_t reg = 0; reg < registers; ++reg) {
        for (int32_t lane = 0; lane < lanes; ++lane) {
          text += held[first + int64_t(lane) * registers + reg];
          text += lane + 1 < lanes ? ", " : "\n";
        }
      }
    }
  }
  return text;
}

std::string tt::getSharedLayoutText(const LinearLayout &layout, bool hardwareView) {
  SmallVector<int64_t> shape = outShape(layout);
  int32_t blocks = layout.getInDimSize("block");
  int64_t offsets = product(shape) / blocks;
  // Per (block, offset), in that order: the element it holds.
  std::vector<std::string> elements, offsetLines;
  for (int32_t block = 0; block < blocks; ++block) {
    for (int64_t offset = 0; offset < offsets; ++offset) {
      SmallVector<int32_t> coordinates =
          layout.apply({{"block", block}, {"offset", int32_t(offset)}});
      elements.push_back(coordinateText(coordinates, shape, ":"));
      offsetLines.push_back(coordinateText(coordinates, shape, ","));
    }
  }
  if (!hardwareView)
    return nestedText(elements, shape, ",");

  std::string text;
  for (int32_t block = 0; block < blocks; ++block) {
    text += "Block: " + std::to_string(block) + ":\n";
    for (int64_t offset = 0; offset < offsets; ++offset)
      text += "Offset: " + std::to_string(offset) + " -> " +
              offsetLines[block * offsets + offset] + "\n";
  }
  return text;
}
