//===- EarlyCacheHit.h - repeated compiles served before start-up -*- C++ -*-===//
//
// Loading libLLVM/libMLIR and running LLVM's and MLIR's static constructors
// (option, target and pass registration) costs a cache hit nearly all of its
// time. So a `--compile --cache-dir` that exactly repeats an earlier one is
// answered by the tt-translate executable itself (Launcher.cpp), which links
// neither, from a record the earlier run left in `<cache-dir>/invocations/`;
// only on a miss does it load the tool (libtt-translate-main.so). The tool
// writes the records. EarlyCacheHit.cpp holds both halves, so that they
// compute the same key; it is built once (the TTEarlyCacheHit library) and
// linked into both.
//
// The record is keyed by everything the invocation is: the tool's build
// identity, the working directory, the arguments, the environment variables
// that locate tools, and the bytes of every file an argument names. It lists
// the files the compilation depended on without building them (ptxas,
// libdevice, the LLVM/MLIR code and the tool's library in use: size and
// modification time) and the files it wrote (their cache-entry source, size
// and checksum). Everything is checked again before anything is written; on
// any difference the full driver runs, with its own cache checks, as if the
// record did not exist. Only invocations without side outputs qualify (no
// --dump-dir, --override-dir, --timing, -v): their output is the files alone.
//
// TT_TRANSLATE_EARLY_HIT=off disables the early path; =report says on
// standard error when it served a compile (the tests use it).
//
//===----------------------------------------------------------------------===//

#ifndef TT_TOOLS_TT_TRANSLATE_EARLYCACHEHIT_H
#define TT_TOOLS_TT_TRANSLATE_EARLYCACHEHIT_H

#include "llvm/ADT/ArrayRef.h"

#include <string>
#include <string_view>
#include <vector>

namespace tt {

struct CachedOutput; // tt/Driver/CompileOptions.h: the launcher needs no more

/// The reader, run by the launcher before anything else: when this
/// invocation has a record and everything it lists still holds, writes the
/// recorded outputs and returns true (the process should exit 0); otherwise
/// returns false and the tool runs. Uses the C library, std::string and
/// LLVM's xxhash only, so that it may run before static constructors; `envp` because `environ`
/// may not be set yet.
bool serveEarlyCacheHit(int argc, char **argv, char **envp);

/// The writer's half, in the tool: keeps this process's arguments for
/// writeInvocationRecord (call first thing in ttTranslateMain).
/// The option name of an argument ("--cache-dir=x" -> "cache-dir"), or ""
/// for a positional one.
std::string_view getOptionName(std::string_view arg);
void setProcessArguments(int argc, char **argv);
/// The arguments setProcessArguments saved, the program name first.
llvm::ArrayRef<const char *> getProcessArguments();

/// After a successful `--compile --cache-dir`, records this invocation so
/// that repeating it is served early. Does nothing for invocations that
/// don't qualify; a record that can't be written is only a lost speed-up.
void writeInvocationRecord(const std::vector<std::string> &dependencies,
                           const std::vector<CachedOutput> &outputs);

} // namespace tt

#endif // TT_TOOLS_TT_TRANSLATE_EARLYCACHEHIT_H
