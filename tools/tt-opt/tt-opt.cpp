//===- tt-opt.cpp - opt-style driver for Triton's IRs ----------------------===//
//
// mlir-opt with Triton's dialects and passes: every mlir-opt flag works, and
// our passes keep the flag names Triton's own triton-opt gives them.
//
//===----------------------------------------------------------------------===//

#include "tt/Registration/Registration.h"
#include "TestPasses.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

namespace {

/// `--debug` and `--debug-only=`, which LLVM registers only in builds with
/// debug output (Triton's triton-opt has them; Debian's release LLVM does
/// not). Where LLVM lacks them, tt-opt still takes them, so that command
/// lines and lit RUN lines written for triton-opt work, and says on stderr
/// that they print nothing here.
class DebugFlagsWithoutDebugOutput {
public:
  DebugFlagsWithoutDebugOutput() {
    if (llvm::cl::getRegisteredOptions().count("debug"))
      return;
    debug.emplace("debug", llvm::cl::Hidden,
                  llvm::cl::desc("Enable LLVM's debug output (none in this build of LLVM)"));
    debugOnly.emplace("debug-only", llvm::cl::Hidden, llvm::cl::CommaSeparated,
                      llvm::cl::value_desc("debug string"),
                      llvm::cl::desc("Enable a kind of LLVM debug output (none in this build)"));
  }

  void noteIfUsed() const {
    if ((debug && *debug) || (debugOnly && !debugOnly->empty()))
      llvm::errs() << "tt-opt: note: --debug and --debug-only print nothing: this LLVM was "
                      "built without debug output\n";
  }

private:
  std::optional<llvm::cl::opt<bool>> debug;
  std::optional<llvm::cl::list<std::string>> debugOnly;
};

} // namespace

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  tt::registerAllDialects(registry);
  tt::registerAllPasses();
  tt::test::registerTestPasses();
  DebugFlagsWithoutDebugOutput debugFlags;
  auto [input, output] = mlir::registerAndParseCLIOptions(
      argc, argv, "tt-opt: run passes over Triton IR (TTIR, TTGIR, LLVM)\n", registry);
  debugFlags.noteIfUsed();
  return mlir::asMainReturnCode(mlir::MlirOptMain(argc, argv, input, output, registry));
}
