//===- DotOpToLLVM.h - the tt.dot pattern families -------------*- C++ -*-===//
//
// tt.dot lowers by the parent layout of its operands: a blocked parent to a
// loop of multiply-adds in each thread (DotOpFMAToLLVM.cpp), an mma v2
// parent to mma.sync (DotOpMMAv2ToLLVM.cpp). DotOpToLLVM.cpp registers both
// and refuses, with an error on the op, every dot neither takes.
//
// Both work from the linear layouts of A, B and C rather than from the
// encodings' parameters: a register's coordinates are what the layouts say
// they are, so the lowering cannot disagree with the layouts the rest of the
// pipeline uses.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LIB_CONVERSION_TRITONGPUTOLLVM_DOTOPTOLLVM_H
#define TT_LIB_CONVERSION_TRITONGPUTOLLVM_DOTOPTOLLVM_H

#include "TypeConverter.h"

#include "tt/Tools/LinearLayout.h"

#include "mlir/IR/PatternMatch.h"

#include <map>
#include <optional>

namespace mlir::triton {
class DotOp;
}

namespace mlir::triton::dot {

/// The output dimensions of a dot's tensors: rank 3 dots have a leading
/// batch dimension; then rows (M, or K for B) and columns (K for A, or N).
struct DotAxes {
  explicit DotAxes(unsigned rank)
      : batch(rank == 3 ? std::optional<unsigned>(0) : std::nullopt), row(rank - 2),
        col(rank - 1) {}
  std::optional<unsigned> batch;
  unsigned row;
  unsigned col;
};

/// A register's coordinates, relative to the thread's own (register 0).
using Offsets = SmallVector<int32_t, 4>;

/// Register index of every register of `layout` by its offsets.
std::map<Offsets, unsigned> indexRegistersByOffsets(const tt::LinearLayout &layout);

/// True when the dimensions of `a` at `aDims` equal those of `b` at
/// `bDims`, for every lane and warp basis (the threads holding a row of A
/// also hold that row of C, and so on), and `a` is zero at `zeroDims` (the
/// dims threads must not split, such as K for FMA dots).
bool threadsAgree(const tt::LinearLayout &a, ArrayRef<unsigned> aDims, const tt::LinearLayout &b,
                  ArrayRef<unsigned> bDims, ArrayRef<unsigned> zeroDims = {});

/// `a * b + c` for tensors of blocked-parent dot operands.
void populateDotOpFMAPatterns(TritonGPUToLLVMTypeConverter &converter,
                              RewritePatternSet &patterns);
/// `a * b + c` with mma.sync for tensors of mma v2 dot operands.
void populateDotOpMMAv2Patterns(TritonGPUToLLVMTypeConverter &converter,
                                RewritePatternSet &patterns);

} // namespace mlir::triton::dot

#endif // TT_LIB_CONVERSION_TRITONGPUTOLLVM_DOTOPTOLLVM_H
