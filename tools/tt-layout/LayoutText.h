//===- LayoutText.h - a layout in triton-tensor-layout's text ---*- C++ -*-===//
//
// The text Triton's `triton-tensor-layout` prints for a layout, made from our
// linear layouts: a tensor view (who holds each element) and a hardware view
// (what each warp's lanes, or each shared-memory offset, hold). The format
// is described in LayoutText.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LAYOUT_LAYOUTTEXT_H
#define TT_LAYOUT_LAYOUTTEXT_H

#include "tt/Tools/LinearLayout.h"

#include <string>

namespace tt {

/// A distributed layout (inputs register, lane, warp, block; outputs dim0,
/// dim1, ... sized as the tensor) as text: the tensor view, or with
/// `hardwareView` the coordinates each lane holds, warp by warp.
std::string getDistributedLayoutText(const LinearLayout &layout, bool hardwareView);

/// A shared layout (inputs offset, block) as text: the tensor view, or with
/// `hardwareView` the coordinates at each offset, block by block. The
/// offsets of a block must number the tensor's elements divided by the
/// blocks (checked by the caller).
std::string getSharedLayoutText(const LinearLayout &layout, bool hardwareView);

} // namespace tt

#endif // TT_LAYOUT_LAYOUTTEXT_H
