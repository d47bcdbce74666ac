//===- tt-reduce.cpp - test-case reducer for Triton's IRs ------------------===//
//
// Shrinks a module of any of our IRs (TTIR, TTGIR, the LLVM dialect) while
// an interestingness test keeps saying yes (Reducer.h says how), and writes
// what is left:
//
//   tt-reduce bug.mlir --test utils/reduce/fails-with.sh \
//       --test-arg=--message --test-arg="cannot be planned" \
//       --test-arg=tt-opt --test-arg=--make-ttgir=num-ctas=2 -o small.mlir
//
// The test runs as `SCRIPT TEST-ARGS... CANDIDATE` and answers
// "interesting" with a non-zero exit status, as mlir-reduce's does;
// utils/reduce/ holds scripts for a failure with a given message (crash
// reproducers included) and for output that differs from a reference.
// An input that is not interesting to begin with is an error.
//
//===----------------------------------------------------------------------===//

#include "Reducer.h"
#include "tt/Registration/Registration.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace {
cl::opt<std::string> inputPath(cl::Positional, cl::desc("<input .mlir>"), cl::Required);
cl::opt<std::string> outputPath("o", cl::desc("Where the reduced module goes (default: stdout)"),
                                cl::value_desc("file"), cl::init("-"));
cl::opt<std::string> testScript("test", cl::desc("The interestingness test: non-zero exit = interesting"),
                                cl::value_desc("script"), cl::Required);
cl::list<std::string> testArgs("test-arg", cl::desc("An argument for the test (repeatable), before the candidate"));
cl::opt<bool> verbose("v", cl::desc("Print each accepted rewrite and the module's size after it"));

int fail(const Twine &message) {
  errs() << "tt-reduce: error: " << message << "\n";
  return 1;
}
} // namespace

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "tt-reduce: shrink a Triton IR module while a test stays interesting\n");

  mlir::DialectRegistry registry;
  tt::registerAllDialects(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();

  std::string error;
  std::unique_ptr<MemoryBuffer> input = mlir::openInputFile(inputPath, &error);
  if (!input)
    return fail(error);
  if (!sys::fs::can_execute(testScript))
    return fail("the test '" + testScript + "' is not an executable file");
  SourceMgr sources;
  sources.AddNewSourceBuffer(std::move(input), SMLoc());
  mlir::OwningOpRef<mlir::ModuleOp> module;
  {
    mlir::SourceMgrDiagnosticHandler located(sources, &context);
    module = mlir::parseSourceFile<mlir::ModuleOp>(sources, &context);
    if (!module || failed(mlir::verify(*module)))
      return 1; // reported, with the place
  }
  // Candidates that do not verify are expected along the way; their
  // diagnostics are noise.
  mlir::ScopedDiagnosticHandler quiet(&context, [](mlir::Diagnostic &) { return mlir::success(); });

  std::vector<std::string> args(testArgs.begin(), testArgs.end());
  mlir::Tester tester(testScript, args);
  if (tester.isInteresting(*module).first != mlir::Tester::Interestingness::True)
    return fail("the input is not interesting: '" + testScript + "' exits with 0 on it");

  tt::ReductionStats stats = tt::reduceModule(module, tester, [](StringRef rewrite, size_t ops) {
    if (verbose)
      errs() << "tt-reduce: " << rewrite << " -> " << ops << " ops\n";
  });
  if (verbose)
    errs() << "tt-reduce: " << stats.accepted << " rewrites in " << stats.rounds << " rounds, "
           << stats.tests << " tests\n";

  std::unique_ptr<ToolOutputFile> output = mlir::openOutputFile(outputPath, &error);
  if (!output)
    return fail(error);
  module->print(output->os());
  output->os() << "\n";
  output->keep();
  return 0;
}
