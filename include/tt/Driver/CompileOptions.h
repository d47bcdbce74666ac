//===- CompileOptions.h - what a compile is asked ---------------*- C++ -*-===//
//
// What one compile is asked: `tt-translate --compile`'s command line (and its
// single-stage modes', which are compiles of one step), or a C API call,
// gathered in one value that the driver, the steps and the cache key read.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DRIVER_COMPILEOPTIONS_H
#define TT_DRIVER_COMPILEOPTIONS_H

#include "tt/Driver/Diagnostics.h"
#include "tt/Driver/Stages.h"
#include "tt/Target/GPUTarget.h"

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <functional>
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
  /// Sets ptxasOptions from one space-separated string, as tt-translate's
  /// --ptxas-options and the C API's ptxasOptions give them (and as a
  /// reproducer's replay command writes them back).
  void setPtxasOptions(llvm::StringRef spaceSeparated);
  /// ptxas's "Potential Performance Loss" notes (wgmma serialized) are
  /// errors, not warnings (PtxasNotes.h).
  bool werrorSerialization = false;
};

/// What `<kernel>.json` says beyond what the IR does.
struct MetadataSettings {
  std::string signature;
  std::string earlierPath; ///< --metadata-in
  /// What the metadata says whatever the IR does (the single-stage modes'
  /// --num-warps/--num-ctas; --compile's drive make-ttgir instead and are
  /// CompileOptions::numWarps/numCtas).
  std::optional<unsigned> numWarps, numCtas;
  std::optional<uint64_t> shared;
  unsigned scratchParams = 2;
};

/// A file a cached compile wrote: copied from `source` (in the cache entry)
/// to `destination` (as the options named it).
struct CachedOutput {
  std::string source, destination;
};

struct CompileOptions {
  /// Where the input is read from ("-": standard input); with `inputText`,
  /// only its name (for messages and the IR's locations).
  std::string inputPath;
  std::optional<std::string> inputText;
  /// Where the last stage goes ("-": standard output); "" to write nothing
  /// and only return it (CompileResult).
  std::string outputPath;
  /// --input-stage; else from the input's file name.
  std::optional<Stage> inputStage;
  /// The stage to stop at; else from the output's file name.
  std::optional<Stage> outputStage;
  /// --metadata PATH; else beside a .ptx/.cubin output; "" with --no-metadata.
  std::string metadataPath;
  bool writeMetadata = true;
  /// A single stage's --arch, which may name sm_90 (Triton's cuda:90 is
  /// always sm_90a): the GPU the LLVM and ptxas steps compile for.
  std::optional<GPUTarget> arch;
  /// Where a failed step's reproducer goes (Reproducers.h): beside this path.
  /// Unset: beside the output; no reproducer when that is "-" or "".
  std::optional<std::string> reproducerBase;

  /// Triton's options (make-ttgir's from TTIR; checked against what a later
  /// stage's module records otherwise). Unset: the module's, else Triton's
  /// defaults (cuda:90, 4 warps, 1 CTA, 3 stages).
  std::optional<std::string> target;
  std::optional<int> numWarps, numCtas, numStages;
  /// make-llir's check-shared-bounds: every shared-memory access checked
  /// against its buffer. Unset: the lowering's default (on in builds with
  /// assertions).
  std::optional<bool> checkSharedBounds;

  CodegenSettings codegen;
  MetadataSettings metadata;
  /// LLVM's own command-line options the user gave (`-debug-counter=..`,
  /// `--terminal-rule=true`), as written: they change the code, so they are
  /// part of the cache key.
  std::vector<std::string> llvmOptions;

  std::string dumpDir, overrideDir, cacheDir;
  bool timing = false;
  bool verbose = false;

  /// Where notes, warnings and MLIR's diagnostics go (stderr when empty).
  DiagnosticHandler diagnostics;
  /// Called when the outputs came from or went into the cache, with the
  /// files copied and those the compile used without building them
  /// (tt-translate records the invocation for its early path).
  std::function<void(const std::vector<std::string> &dependencies,
                     const std::vector<CachedOutput> &outputs)>
      onCached;
};

/// What a compile made: the last stage's bytes and, when asked for, the
/// kernel's metadata JSON.
struct CompileResult {
  std::string kernel;
  std::string output;
  std::optional<std::string> metadataJSON;
  bool fromCache = false;
};

} // namespace tt

#endif // TT_DRIVER_COMPILEOPTIONS_H
