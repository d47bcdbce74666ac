//===- InlineAnywhere.h - inliner rules for ttg and ttng ops -----*- C++ -*-===//
//
// The inliner interface of dialects whose ops may be inlined into any
// region, and whose regions may receive inlined code: `tt`, `ttg` and
// `ttng`, as in Triton. A `tt.call` inside a warp_specialize partition (a
// region of a ttg op) is inlined there, and a callee made of ttg/ttng ops is
// inlined at its call. Which calls are inlined at all is the `tt` dialect's
// rule (its interface extends this one).
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_INLINEANYWHERE_H
#define TT_DIALECT_INLINEANYWHERE_H

#include "mlir/Transforms/InliningUtils.h"

namespace mlir::triton {

struct InlineAnywhereInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  bool isLegalToInline(Region *dest, Region *src, bool wouldBeCloned,
                       IRMapping &valueMapping) const override {
    return true;
  }
  bool isLegalToInline(Operation *op, Region *dest, bool wouldBeCloned,
                       IRMapping &valueMapping) const override {
    return true;
  }
};

} // namespace mlir::triton

#endif // TT_DIALECT_INLINEANYWHERE_H
