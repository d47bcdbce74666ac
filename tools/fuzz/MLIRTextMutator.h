//===- MLIRTextMutator.h - structure-aware mutations of MLIR text -*- C++ -*-===//
//
// Byte flips rarely get past the MLIR parser; these edits keep text parseable
// and aim at what Triton's passes branch on: layout parameters, shapes,
// element types, the module's warp count, which layout a value has, which
// value an op uses, and which ops exist.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TOOLS_FUZZ_MLIRTEXTMUTATOR_H
#define TT_TOOLS_FUZZ_MLIRTEXTMUTATOR_H

#include "llvm/ADT/StringRef.h"

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>

namespace tt::fuzz {

/// One edit of `text` chosen by `rng`; `text` unchanged when none applies.
std::string mutateMLIRText(llvm::StringRef text, std::minstd_rand &rng);

/// A libFuzzer custom mutator over MLIR text held in `data` (`size` bytes of
/// `maxSize`): one to three text edits (mostly one), or libFuzzer's own byte mutator now
/// and then and whenever the edits do not fit. Returns the new size.
size_t mutateMLIRBuffer(uint8_t *data, size_t size, size_t maxSize, unsigned seed);

} // namespace tt::fuzz

#endif // TT_TOOLS_FUZZ_MLIRTEXTMUTATOR_H
