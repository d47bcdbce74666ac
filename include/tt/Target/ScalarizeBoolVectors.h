//===- ScalarizeBoolVectors.h - vectors of i1 as scalar lanes ---*- C++ -*-===//
//
// The SLP vectorizer's vectors of i1 (compares and masks) rewritten as the
// scalar compares and logic of each extracted lane; see
// ScalarizeBoolVectors.cpp for why and where.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TARGET_SCALARIZEBOOLVECTORS_H
#define TT_TARGET_SCALARIZEBOOLVECTORS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class FunctionPass;
} // namespace llvm

namespace tt {

/// The pass for make_llir's pipeline (`--scalarize-bool-vectors=llir`).
struct ScalarizeBoolVectorsPass : llvm::PassInfoMixin<ScalarizeBoolVectorsPass> {
  llvm::PreservedAnalyses run(llvm::Function &function, llvm::FunctionAnalysisManager &);
};

/// The legacy pass, for code generation (after CodeGenPrepare).
llvm::FunctionPass *createScalarizeBoolVectorsLegacyPass();

/// Whether `--scalarize-bool-vectors=llir` moved the pass into make_llir.
bool scalarizesBoolVectorsInLLIR();

} // namespace tt

#endif // TT_TARGET_SCALARIZEBOOLVECTORS_H
