//===- LayoutQueries.h - what lowering asks of distributed layouts -*- C++ -*-===//
//
// Questions about distributed linear layouts (inputs register, lane, warp,
// block) that code generation answers before it emits anything: how a
// layout conversion has to move data, and how wide a thread's accesses can
// be.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TOOLS_LAYOUTQUERIES_H
#define TT_TOOLS_LAYOUTQUERIES_H

#include "tt/Tools/LinearLayout.h"

namespace tt {

/// The cheapest way to convert a tensor between two distributed layouts.
enum class ConversionKind {
  /// The layouts are the same: nothing to do.
  Free,
  /// Each thread already holds the elements it needs, in other registers.
  RegisterPermutation,
  /// Elements move between the lanes of a warp only (shuffles).
  WarpShuffle,
  /// Elements move between warps of a CTA: through shared memory.
  SharedMemory,
  /// Elements move between CTAs of a cluster: distributed shared memory.
  DistributedSharedMemory,
};

llvm::StringRef stringifyConversionKind(ConversionKind kind);

/// How converting from `src` to `dst` (same outputs) must move data.
ConversionKind classifyConversion(const LinearLayout &src, const LinearLayout &dst);

/// Whether Triton 3.6 stages this conversion through shared memory (its
/// cvtNeedsSharedMemory), which passes that must make Triton's IR ask. It
/// does for some conversions classifyConversion calls warp shuffles: those
/// whose warps hold copies another warp needs, and those needing two or
/// more register<->lane transpositions.
bool tritonConvertsThroughSharedMemory(const LinearLayout &src, const LinearLayout &dst);

/// For a conversion whose elements stay within warps (classifyConversion's
/// WarpShuffle): whether Triton shuffles it (cvtNeedsWarpShuffle), i.e.
/// every warp keeps its place and at most one register bit trades places
/// with a lane bit. tritonConvertsThroughSharedMemory and planWarpShuffle
/// both ask this.
bool tritonShufflesWithinWarps(const LinearLayout &src, const LinearLayout &dst);

/// Whether a conversion staged through shared memory needs only each warp
/// to synchronise with itself (Triton's isCvtWarpSync): every warp keeps
/// its elements, and no warp holds copies of another's.
bool isWarpSynchronousConversion(const LinearLayout &src, const LinearLayout &dst);

/// How many elements consecutive along output `dim` a thread holds in its
/// first registers (a power of two, at least 1).
int getContiguousElementsPerThread(const LinearLayout &layout, unsigned dim);

/// The widest access, in elements, one thread can make along `dim` for
/// elements of `elementBits`, capped at `maxBits` (128 on NVIDIA GPUs).
int getVectorWidth(const LinearLayout &layout, unsigned dim, unsigned elementBits,
                   unsigned maxBits = 128);

/// Dimensions in the order input `in` ("register", "lane", ...) of `layout`
/// first steps along them (each basis counts for the first dimension it
/// moves along), then the others in `defaultOrder`, then the rest, last
/// dimension first.
llvm::SmallVector<unsigned> getOrderAlong(const LinearLayout &layout, llvm::StringRef in,
                                          llvm::ArrayRef<unsigned> defaultOrder);

/// The order a tensor in `layout` is best written to memory in: the order of
/// its registers, unless a thread holds a single element along the
/// dimension its lanes are fastest in; then the order of its lanes.
llvm::SmallVector<unsigned> getOrderForMemory(const LinearLayout &layout);

/// A one-line reading of a distributed layout for elements of
/// `elementBits`: registers per thread and how many are distinct copies,
/// the widest access and along which dimension, the lanes' footprint, and
/// the coordinates each warp holds along each dimension, e.g.
///   `8 regs/thread, 128-bit along d1; lanes 4x8; warps [0:16, 0:64] [16:32, 0:64]`
/// (`0:32+64:96` for a warp holding two stripes, `=w0` for a warp holding
/// the same elements as warp 0; warps beyond `maxWarps` are only counted).
std::string summarizeLayout(const LinearLayout &layout, unsigned elementBits,
                            unsigned maxWarps = 4);

} // namespace tt

#endif // TT_TOOLS_LAYOUTQUERIES_H
