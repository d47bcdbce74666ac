//===- EarlyCacheHit.h - repeated compiles served before start-up -*- C++ -*-===//
//
// LLVM and MLIR register their options, targets and passes in static
// constructors; in a cache hit those take most of the time (and the dynamic
// loader the rest, in a shared build). So a `--compile --cache-dir` that
// exactly repeats an earlier one is answered from `.preinit_array`, before
// any static constructor runs, from a record the earlier run left in
// `<cache-dir>/invocations/`.
//
// The record is keyed by everything the invocation is: the tool's build
// identity, the working directory, the arguments, the environment variables
// that locate tools, and the bytes of every file an argument names. It lists
// the files the compilation depended on without building them (ptxas,
// libdevice, the LLVM/MLIR code in use: size and modification time) and the
// files it wrote (their cache-entry source, size and checksum). Everything
// is checked again before anything is written; on any difference the full
// driver runs, with its own cache checks, as if the record did not exist.
// Only invocations without side outputs qualify (no --dump-dir,
// --override-dir, --timing, -v): their output is the files alone.
//
// TT_TRANSLATE_EARLY_HIT=off disables the early path; =report says on
// standard error when it served a compile (the tests use it).
//
//===----------------------------------------------------------------------===//

#ifndef TT_TOOLS_TT_TRANSLATE_EARLYCACHEHIT_H
#define TT_TOOLS_TT_TRANSLATE_EARLYCACHEHIT_H

#include <optional>
#include <string>
#include <vector>

namespace tt {

/// Keeps this process's arguments for writeInvocationRecord (call first
/// thing in main).
void setProcessArguments(int argc, char **argv);

/// One file a compilation wrote: copied from `source` (in a cache entry) to
/// `destination` (as the command line named it).
struct RecordedOutput {
  std::string source, destination;
};

/// After a successful `--compile --cache-dir`, records this invocation so
/// that repeating it is served early. Does nothing for invocations that
/// don't qualify; a record that can't be written is only a lost speed-up.
void writeInvocationRecord(const std::vector<std::string> &dependencies,
                           const std::vector<RecordedOutput> &outputs);

} // namespace tt

#endif // TT_TOOLS_TT_TRANSLATE_EARLYCACHEHIT_H
