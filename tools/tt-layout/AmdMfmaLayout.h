//===- AmdMfmaLayout.h - amd_mfma encodings as linear layouts ---*- C++ -*-===//
//
// The ttg dialect keeps AMD encodings as their written parameters; tt-layout
// lays out `#ttg.amd_mfma` itself so that layouts from AMD kernels (and
// Triton's own triton-tensor-layout test) can be shown.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LAYOUT_AMDMFMALAYOUT_H
#define TT_LAYOUT_AMDMFMALAYOUT_H

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include <optional>
#include <string>

namespace tt {

/// The linear layout (register, lane, warp, block -> dim0, ...) of an
/// amd_mfma accumulator over `shape` (its rank, powers of two), in one CTA.
/// Nullopt with `error` set when the parameters cannot be laid out.
std::optional<LinearLayout> getAmdMfmaLayout(mlir::triton::gpu::AMDMfmaEncodingAttr mfma,
                                             llvm::ArrayRef<int64_t> shape, std::string &error);

/// The rank an amd_mfma encoding describes (the length of its warpsPerCTA),
/// or 0 when that parameter is missing or malformed.
unsigned getAmdMfmaRank(mlir::triton::gpu::AMDMfmaEncodingAttr mfma);

} // namespace tt

#endif // TT_LAYOUT_AMDMFMALAYOUT_H
