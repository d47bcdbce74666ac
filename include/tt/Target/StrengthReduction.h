//===- StrengthReduction.h - Straight-line strength reduction ---*- C++ -*-===//
//
// Straight-line strength reduction as Triton 3.6's LLVM does it: each
// candidate is rewritten from its nearest dominating basis. LLVM 22's own
// pass rebases candidates differently (see StrengthReduction.cpp); the PTX
// code generation runs this one in its place.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TARGET_STRENGTHREDUCTION_H
#define TT_TARGET_STRENGTHREDUCTION_H

namespace llvm {
class FunctionPass;
} // namespace llvm

namespace tt {

/// The legacy pass (code generation runs the legacy pass manager).
llvm::FunctionPass *createNearestBasisStrengthReductionPass();

} // namespace tt

#endif // TT_TARGET_STRENGTHREDUCTION_H
