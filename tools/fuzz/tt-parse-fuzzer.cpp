//===- tt-parse-fuzzer.cpp - the IR parser, printer and verifiers ---------===//
//
// Input: MLIR text. With every dialect of ours and upstream's registered it
// is parsed (which verifies); a module that parses must print, and its
// printed form must parse back and print identically, in both the custom and
// the generic form. A failed parse must say why.
//
//===----------------------------------------------------------------------===//

#include "FuzzTarget.h"
#include "MLIRTextMutator.h"
#include "tt/Registration/Registration.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Parser/Parser.h"

using namespace mlir;

static DialectRegistry *registry;

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  registry = new DialectRegistry();
  tt::registerAllDialects(*registry);
  return 0;
}

/// Parses `text` (named `what` in reports); a failure without an error
/// diagnostic is a bug, and so is any failure when `mustParse`.
static OwningOpRef<ModuleOp> parseOrExplain(MLIRContext &context, llvm::StringRef text,
                                            const std::string &what, bool mustParse) {
  tt::fuzz::DiagnosticLog log(context);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, ParserConfig(&context));
  if (!module && log.getErrorCount() == 0)
    tt::fuzz::reportBug(what + " failed to parse without an error", text);
  if (!module && mustParse)
    tt::fuzz::reportBug(what + " does not parse back", log.getText() + "\n" + text.str());
  return module;
}

/// print -> parse -> print gives the same text.
static void checkRoundTrip(MLIRContext &context, ModuleOp module, bool generic) {
  std::string form = generic ? "generic form" : "custom form";
  std::string first = tt::fuzz::printOperation(module, generic);
  OwningOpRef<ModuleOp> again = parseOrExplain(context, first, "the printed " + form,
                                               /*mustParse=*/true);
  std::string second = tt::fuzz::printOperation(*again, generic);
  if (first != second)
    tt::fuzz::reportBug("print -> parse -> print changes the " + form,
                        first + "\n---- printed again:\n" + second);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  MLIRContext context(*registry, MLIRContext::Threading::DISABLED);
  // MLIR's lexer reads the character after the text (a file read for
  // parsing ends in NUL; libFuzzer's buffer does not): a NUL-ended copy.
  std::string input(reinterpret_cast<const char *>(data), size);
  llvm::StringRef text(input);
  OwningOpRef<ModuleOp> module = parseOrExplain(context, text, "the input", /*mustParse=*/false);
  if (!module)
    return 0;
  checkRoundTrip(context, *module, /*generic=*/false);
  checkRoundTrip(context, *module, /*generic=*/true);
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t maxSize,
                                          unsigned seed) {
  return tt::fuzz::mutateMLIRBuffer(data, size, maxSize, seed);
}
