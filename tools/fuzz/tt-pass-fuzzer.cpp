//===- tt-pass-fuzzer.cpp - our passes and pipelines on fuzzed IR ---------===//
//
// Input: MLIR text whose first line may name the pass to run,
//
//   // tt-pass: convert-triton-to-tritongpu{num-warps=8 target=cuda:90}
//
// (a line tt-opt ignores, so a crash reproduces with
// `tt-opt --pass-pipeline='builtin.module(...)' crash-file`). Without that
// line the input's hash picks a pass. Only our passes run: those of our
// Passes.td files (the generated PassTable.inc), Triton's three stage
// pipelines and the analysis printers.
//
// Verdicts: a pass may refuse IR, but with an error diagnostic; a pass that
// succeeds must leave IR that verifies and prints. Anything else is a bug.
// The mutator rewrites the pass line now and then (another pass, other
// option values) and otherwise mutates the IR below it.
//
//===----------------------------------------------------------------------===//

#include "FuzzTarget.h"
#include "MLIRTextMutator.h"
#include "tt/Registration/Registration.h"
#include "TestPasses.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>
#include <random>
#include <vector>

using namespace mlir;

namespace {

struct PassOption {
  const char *name, *type, *defaultValue;
};

struct PassEntry {
  const char *name;
  std::vector<PassOption> options;
};

/// Our passes (generated from Passes.td), then what is registered in C++:
/// the stage pipelines (include/tt/Pipelines/Pipelines.h) and the analysis
/// printers of test/lib.
const std::vector<PassEntry> &getPasses() {
  static const std::vector<PassEntry> passes = {
#include "PassTable.inc"
      {"make-ttir", {{"target", "std::string", "cuda:90"}}},
      {"make-ttgir",
       {{"target", "std::string", "cuda:90"},
        {"num-warps", "int", "4"},
        {"threads-per-warp", "int", "32"},
        {"num-stages", "int", "3"},
        {"num-ctas", "int", "1"}}},
      {"make-llir",
       {{"target", "std::string", "cuda:90"},
        {"ptx-version", "int", "87"},
        {"check-shared-bounds", "bool", "false"}}},
      {"test-print-alias", {}},
      {"test-print-alignment", {}},
      {"test-print-ptr-alignment", {}},
      {"test-print-allocation", {}},
      {"test-print-membar", {}},
      {"triton-test-loop-peeling", {}},
  };
  return passes;
}

const PassEntry *findPass(llvm::StringRef name) {
  for (const PassEntry &entry : getPasses())
    if (name == entry.name)
      return &entry;
  return nullptr;
}

constexpr llvm::StringLiteral kPassLine = "// tt-pass: ";

/// A value for an option of `type`: mostly plausible, sometimes not (a pass
/// must refuse an option value it cannot use, not crash on it).
std::string pickOptionValue(const PassOption &option, std::minstd_rand &rng) {
  llvm::StringRef type = option.type;
  if (type == "bool")
    return rng() % 2 ? "true" : "false";
  if (type == "std::string") {
    static const char *targets[] = {"cuda:80", "cuda:90", "cuda:100", "cuda:120", "", "hip:gfx942"};
    return targets[rng() % std::size(targets)];
  }
  static const int numbers[] = {0, 1, 2, 3, 4, 8, 16, 32, 64, 80, 90, 100, 87, -1};
  return std::to_string(numbers[rng() % std::size(numbers)]);
}

/// `name{opt=value ...}` with each option set with probability 1/2.
std::string pickPipelineElement(std::minstd_rand &rng) {
  const PassEntry &entry = getPasses()[rng() % getPasses().size()];
  std::string element = entry.name;
  std::string options;
  for (const PassOption &option : entry.options)
    if (rng() % 2)
      options += (options.empty() ? "" : " ") + std::string(option.name) + "=" +
                 pickOptionValue(option, rng);
  if (!options.empty())
    element += "{" + options + "}";
  return element;
}

/// The pipeline element the input names, or one its hash picks.
std::string getPipelineElement(llvm::StringRef text) {
  if (text.consume_front(kPassLine))
    return text.take_until([](char c) { return c == '\n'; }).trim().str();
  std::minstd_rand rng(static_cast<unsigned>(llvm::hash_value(text)));
  return pickPipelineElement(rng);
}

DialectRegistry *registry;

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  registry = new DialectRegistry();
  tt::registerAllDialects(*registry);
  tt::registerAllPasses();
  tt::test::registerTestPasses();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // MLIR's lexer reads the character after the text (a file read for
  // parsing ends in NUL; libFuzzer's buffer does not): a NUL-ended copy.
  std::string source(reinterpret_cast<const char *>(data), size);
  llvm::StringRef text(source);
  std::string element = getPipelineElement(text);
  llvm::StringRef passName = llvm::StringRef(element).take_until([](char c) { return c == '{'; });
  if (!findPass(passName))
    return 0; // upstream passes are upstream's to fuzz

  MLIRContext context(*registry, MLIRContext::Threading::DISABLED);
  tt::fuzz::DiagnosticLog log(context);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, ParserConfig(&context));
  if (!module)
    return 0;

  PassManager pm(&context);
  // Verified below, so that a pass's invalid output is told from its refusal.
  pm.enableVerifier(false);
  std::string pipelineErrors;
  llvm::raw_string_ostream errorStream(pipelineErrors);
  if (failed(parsePassPipeline("builtin.module(" + element + ")", pm, errorStream)))
    return 0; // an option value the pass's parser refuses

  std::string input = tt::fuzz::printOperation(*module);
  if (failed(pm.run(*module))) {
    if (log.getErrorCount() == 0)
      tt::fuzz::reportBug(passName + " failed without an error diagnostic",
                          kPassLine.str() + element + "\n" + input);
    return 0;
  }
  if (failed(verify(*module)))
    tt::fuzz::reportBug(passName + " produced IR that does not verify",
                        log.getText() + "\n" + kPassLine.str() + element + "\n" + input);
  tt::fuzz::printOperation(*module);
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t maxSize,
                                          unsigned seed) {
  std::minstd_rand rng(seed);
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  if (rng() % 4 != 0) {
    // Mutate the IR, keeping the pass line (if any) as it is.
    size_t header = text.starts_with(kPassLine) ? text.find('\n') + 1 : 0;
    if (header == 0 || header > size)
      return tt::fuzz::mutateMLIRBuffer(data, size, maxSize, seed);
    return header + tt::fuzz::mutateMLIRBuffer(data + header, size - header, maxSize - header,
                                               seed);
  }
  // Choose another pass and options.
  if (text.starts_with(kPassLine))
    text = text.drop_front(std::min(text.size(), text.find('\n') + 1));
  std::string out = kPassLine.str() + pickPipelineElement(rng) + "\n" + text.str();
  if (out.size() > maxSize)
    return size;
  std::memmove(data, out.data(), out.size());
  return out.size();
}
