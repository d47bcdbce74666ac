//===- Module.cpp - parse, verify, transform and print IR from C ----------===//
//
// Parsing keeps verification a separate step, so that a caller can tell a
// text that is no module (TT_ERROR_PARSE) from a module that breaks an op's
// rules (TT_ERROR_VERIFY). Pipelines run as tt-opt runs them: a textual
// pipeline anchored on builtin.module, or a bare list nested under it, with
// verification after every pass. A pass that crashes is caught by MLIR's
// crash recovery (the reproducer it would write is discarded) and reported
// as a failed pass rather than taking the caller's process with it.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <cstring>

using namespace llvm;

static TTStatus parseBuffer(TTContext *context, std::unique_ptr<MemoryBuffer> buffer,
                            TTModule **module) {
  SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(buffer), SMLoc());
  mlir::ParserConfig config(&context->context, /*verifyAfterParse=*/false);
  mlir::OwningOpRef<mlir::ModuleOp> parsed =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, config);
  if (!parsed)
    return TT_ERROR_PARSE;
  if (failed(mlir::verify(*parsed)))
    return TT_ERROR_VERIFY;
  *module = new TTModule{context, std::move(parsed)};
  return TT_SUCCESS;
}

namespace {
/// Where MLIR's crash recovery writes its reproducer: nowhere we keep.
struct DiscardedReproducer : mlir::ReproducerStream {
  StringRef description() override { return "(discarded)"; }
  raw_ostream &os() override { return stream; }
  std::string text;
  raw_string_ostream stream{text};
};
} // namespace

/// Fills `pm` from `pipeline`: anchored ("builtin.module(...)") or a bare
/// list of passes, which nests under the module as tt-opt's flags do.
static LogicalResult parsePipeline(StringRef pipeline, mlir::PassManager &pm,
                                   raw_ostream &errors) {
  if (pipeline.trim().starts_with("builtin.module(")) {
    FailureOr<mlir::OpPassManager> parsed = mlir::parsePassPipeline(pipeline, errors);
    if (failed(parsed))
      return failure();
    static_cast<mlir::OpPassManager &>(pm) = std::move(*parsed);
    return success();
  }
  return mlir::parsePassPipeline(pipeline, pm, errors);
}

extern "C" {

TTStatus ttModuleParse(TTContext *context, const char *text, size_t length, const char *name,
                       TTModule **module) {
  if (module)
    *module = nullptr;
  if (!context || !module || (!text && length)) {
    if (context)
      context->reportError("ttModuleParse: null context, text or module pointer");
    return TT_ERROR_INVALID_ARGUMENT;
  }
  return parseBuffer(context,
                     MemoryBuffer::getMemBufferCopy(StringRef(text ? text : "", length),
                                                    name ? name : "<string>"),
                     module);
}

TTStatus ttModuleParseFile(TTContext *context, const char *path, TTModule **module) {
  if (module)
    *module = nullptr;
  if (!context || !path || !module) {
    if (context)
      context->reportError("ttModuleParseFile: null context, path or module pointer");
    return TT_ERROR_INVALID_ARGUMENT;
  }
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer = MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!buffer) {
    context->reportError(Twine("cannot read '") + path + "': " + buffer.getError().message());
    return TT_ERROR_IO;
  }
  return parseBuffer(context, std::move(*buffer), module);
}

TTStatus ttModuleVerify(TTModule *module) {
  if (!module)
    return TT_ERROR_INVALID_ARGUMENT;
  return succeeded(mlir::verify(*module->module)) ? TT_SUCCESS : TT_ERROR_VERIFY;
}

TTStatus ttModuleRunPipeline(TTModule *module, const char *pipeline) {
  if (!module)
    return TT_ERROR_INVALID_ARGUMENT;
  if (!pipeline) {
    module->owner->reportError("ttModuleRunPipeline: null pipeline");
    return TT_ERROR_INVALID_ARGUMENT;
  }
  mlir::PassManager pm(&module->owner->context, mlir::ModuleOp::getOperationName(),
                       mlir::OpPassManager::Nesting::Implicit);
  std::string errors;
  raw_string_ostream errorStream(errors);
  if (failed(parsePipeline(pipeline, pm, errorStream))) {
    // MLIR's message is a located line, then the pipeline and a caret.
    StringRef why = StringRef(errors).trim().split('\n').first;
    module->owner->reportError(Twine("invalid pass pipeline '") + pipeline + "': " + why);
    return TT_ERROR_PASS;
  }
  pm.enableCrashReproducerGeneration(
      [](std::string &) -> std::unique_ptr<mlir::ReproducerStream> {
        return std::make_unique<DiscardedReproducer>();
      },
      /*genLocalReproducer=*/true);
  return succeeded(pm.run(*module->module)) ? TT_SUCCESS : TT_ERROR_PASS;
}

TTStatus ttModulePrint(TTModule *module, int withLocations, char **text, size_t *length) {
  if (text)
    *text = nullptr;
  if (!module || !text)
    return TT_ERROR_INVALID_ARGUMENT;
  std::string printed;
  raw_string_ostream os(printed);
  mlir::OpPrintingFlags flags;
  if (withLocations)
    flags.enableDebugInfo();
  module->module->print(os, flags);
  os << '\n';
  char *copy = static_cast<char *>(std::malloc(printed.size() + 1));
  if (!copy)
    return TT_ERROR_IO;
  std::memcpy(copy, printed.c_str(), printed.size() + 1);
  *text = copy;
  if (length)
    *length = printed.size();
  return TT_SUCCESS;
}

void ttModuleDestroy(TTModule *module) { delete module; }

} // extern "C"
