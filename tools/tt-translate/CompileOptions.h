//===- CompileOptions.h - what tt-translate --compile is asked --*- C++ -*-===//
//
// The command line of `tt-translate --compile`, gathered in one value that
// the driver, the steps and the cache key read.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TOOLS_TT_TRANSLATE_COMPILEOPTIONS_H
#define TT_TOOLS_TT_TRANSLATE_COMPILEOPTIONS_H

#include "Stages.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tt {

/// Code generation settings every LLVM and ptxas step shares (the
/// single-stage modes use them too).
struct CodegenSettings {
  bool lineInfo = true;
  unsigned optLevel = 3;
  bool enableFPFusion = true;
  bool reflectFTZ = true;
  /// PTX ISA version times ten; 0: tt::kDefaultPTXVersion.
  unsigned ptxVersion = 0;
  std::string libdevicePath;
  std::string ptxasPath;
  std::vector<std::string> ptxasOptions;
  /// ptxas's "Potential Performance Loss" notes (wgmma serialized) are
  /// errors, not warnings (PtxasNotes.h).
  bool werrorSerialization = false;
};

/// What `<kernel>.json` says beyond what the IR does.
struct MetadataSettings {
  std::string signature;
  std::string earlierPath; ///< --metadata-in
  /// --num-warps/--num-ctas of the single-stage modes (--compile has its
  /// own, CompileOptions::numWarps, which also drive make-ttgir).
  std::optional<unsigned> numWarps, numCtas;
  std::optional<uint64_t> shared;
  unsigned scratchParams = 2;
};

struct CompileOptions {
  std::string inputPath;
  std::string outputPath;
  /// --input-stage; else from the input's file name.
  std::optional<Stage> inputStage;
  /// --metadata PATH; else beside a .ptx/.cubin output; "" with --no-metadata.
  std::string metadataPath;
  bool writeMetadata = true;

  /// Triton's options (make-ttgir's from TTIR; checked against what a later
  /// stage's module records otherwise). Unset: the module's, else Triton's
  /// defaults (cuda:90, 4 warps, 1 CTA, 3 stages).
  std::optional<std::string> target;
  std::optional<int> numWarps, numCtas, numStages;

  CodegenSettings codegen;
  MetadataSettings metadata;

  std::string dumpDir, overrideDir, cacheDir;
  bool timing = false;
  bool verbose = false;
};

} // namespace tt

#endif // TT_TOOLS_TT_TRANSLATE_COMPILEOPTIONS_H
