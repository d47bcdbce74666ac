//===- LayoutPicture.h - who holds each element, as text --------*- C++ -*-===//
//
// The pictures tt-layout draws and tt-lsp-server shows on hover: for every
// element of a tensor (row-major), who holds it, a thread and register
// (`T5:2`) for distributed layouts or an offset for shared ones, drawn as a
// grid of the last two dimensions, one plane per index of the others.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TOOLS_LAYOUTPICTURE_H
#define TT_TOOLS_LAYOUTPICTURE_H

#include "tt/Tools/LinearLayout.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <string>
#include <utility>
#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace tt {

/// Who holds one element: (thread, register) pairs of a distributed layout,
/// or (offset, CTA) pairs of a shared one; more than one for copies.
struct ElementHolders {
  std::vector<std::pair<int64_t, int64_t>> places;
};

/// The holders of every element of `shape` (row-major) in a distributed
/// layout (inputs register, lane, warp, block).
std::vector<ElementHolders> getDistributedHolders(const LinearLayout &layout,
                                                  llvm::ArrayRef<int64_t> shape);

/// The holders of every element of `shape` in a shared layout (inputs
/// offset, block); `physical` maps a logical offset to the buffer's (for
/// padded layouts).
std::vector<ElementHolders> getSharedHolders(const LinearLayout &layout,
                                             llvm::ArrayRef<int64_t> shape,
                                             llvm::function_ref<int64_t(int64_t)> physical);

/// `T<thread>:<register>`, an offset, or `C<cta>:<offset>` when the buffer
/// spans several CTAs; `+N` when N more copies exist; `-` when none.
std::string getCellText(const ElementHolders &holders, bool shared, bool ctas);

/// The grid of `cells` over `shape`, cropped to the first `maxRows` rows
/// and `maxCols` columns of each plane (and to `maxPlanes` planes).
void printLayoutGrid(llvm::raw_ostream &os, llvm::ArrayRef<int64_t> shape,
                     llvm::ArrayRef<ElementHolders> cells, bool shared, bool ctas,
                     int64_t maxRows = INT64_MAX, int64_t maxCols = INT64_MAX,
                     int64_t maxPlanes = INT64_MAX);

} // namespace tt

#endif // TT_TOOLS_LAYOUTPICTURE_H
