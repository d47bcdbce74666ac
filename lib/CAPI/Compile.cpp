//===- Compile.cpp - tt-translate --compile as a C call -------------------===//
//
// The C options become the driver's CompileOptions (lib/Driver) with the
// input in memory and no output file: tt::compile runs the same stage
// machine, cache, dumps and overrides as `tt-translate --compile`, hands its
// notes and warnings to the context's callback, and returns the last stage
// and the metadata JSON, which the result keeps.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include "tt/Driver/CompileDriver.h"
#include "tt/Driver/CompileOptions.h"
#include "tt/Driver/Stages.h"

#include "mlir/IR/Location.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace llvm;

static std::optional<tt::Stage> toStage(TTStage stage) {
  switch (stage) {
  case TT_STAGE_TTIR:
    return tt::Stage::TTIR;
  case TT_STAGE_TTGIR:
    return tt::Stage::TTGIR;
  case TT_STAGE_LLIR:
    return tt::Stage::LLIR;
  case TT_STAGE_LLVMIR:
    return tt::Stage::LLVMIR;
  case TT_STAGE_PTX:
    return tt::Stage::PTX;
  case TT_STAGE_CUBIN:
    return tt::Stage::Cubin;
  }
  return std::nullopt;
}

static std::string orEmpty(const char *text) { return text ? text : ""; }

/// The caller's options, as far as its struct reaches (an older caller's is
/// shorter), over the defaults.
static TTCompileOptions readOptions(const TTCompileOptions *given) {
  TTCompileOptions options;
  ttCompileOptionsInit(&options);
  if (given)
    std::memcpy(&options, given, std::min(given->structSize, sizeof(TTCompileOptions)));
  options.structSize = sizeof(TTCompileOptions);
  return options;
}

static tt::CompileOptions toDriverOptions(const TTCompileOptions &given, tt::Stage from,
                                          tt::Stage to, std::string name, std::string input,
                                          TTContext *context) {
  tt::CompileOptions options;
  options.inputPath = std::move(name);
  options.inputText = std::move(input);
  options.inputStage = from;
  options.outputStage = to;
  options.reproducerBase = orEmpty(given.reproducerPath);
  if (given.target)
    options.target = given.target;
  if (given.numWarps)
    options.numWarps = given.numWarps;
  if (given.numCtas)
    options.numCtas = given.numCtas;
  if (given.numStages)
    options.numStages = given.numStages;
  tt::CodegenSettings &codegen = options.codegen;
  codegen.ptxVersion = given.ptxVersion;
  codegen.lineInfo = given.lineInfo != 0;
  codegen.optLevel = given.optLevel;
  codegen.enableFPFusion = given.enableFPFusion != 0;
  codegen.ptxasPath = orEmpty(given.ptxasPath);
  codegen.libdevicePath = orEmpty(given.libdevicePath);
  codegen.setPtxasOptions(orEmpty(given.ptxasOptions));
  options.metadata.signature = orEmpty(given.signature);
  options.dumpDir = orEmpty(given.dumpDir);
  options.overrideDir = orEmpty(given.overrideDir);
  options.cacheDir = orEmpty(given.cacheDir);
  options.diagnostics = [context](const tt::Diagnostic &diagnostic) {
    context->report(diagnostic);
  };
  return options;
}

/// Checks what the driver can't: the stages are stages, the numbers are
/// numbers. Says what is wrong through the context.
static bool checkArguments(TTContext *context, TTStage from, TTStage to,
                           const TTCompileOptions &options) {
  if (!toStage(from) || !toStage(to)) {
    context->reportError("ttCompile: unknown stage (" + Twine(static_cast<int>(from)) + " -> " +
                         Twine(static_cast<int>(to)) + ")");
    return false;
  }
  if (options.numWarps < 0 || options.numCtas < 0 || options.numStages < 0) {
    context->reportError("ttCompile: numWarps, numCtas and numStages must not be negative");
    return false;
  }
  if (options.optLevel > 3) {
    context->reportError("ttCompile: optLevel " + Twine(options.optLevel) + " is not 0-3");
    return false;
  }
  return true;
}

static TTStatus compile(TTContext *context, std::string input, std::string name, TTStage from,
                        TTStage to, const TTCompileOptions *given, TTCompileResult **result) {
  TTCompileOptions options = readOptions(given);
  if (!checkArguments(context, from, to, options))
    return TT_ERROR_INVALID_ARGUMENT;
  if (name.empty())
    name = ("<input>." + tt::getStageExtension(*toStage(from))).str();
  Expected<tt::CompileResult> compiled = tt::compile(
      toDriverOptions(options, *toStage(from), *toStage(to), name, std::move(input), context));
  if (!compiled) {
    context->reportError(toString(compiled.takeError()));
    return TT_ERROR_COMPILE;
  }
  *result = new TTCompileResult{std::move(compiled->kernel), std::move(compiled->output),
                                std::move(compiled->metadataJSON), compiled->fromCache};
  return TT_SUCCESS;
}

/// The file name a module's locations give it, else "".
static std::string nameOf(mlir::ModuleOp module) {
  if (auto file = dyn_cast<mlir::FileLineColLoc>(module->getLoc()))
    return file.getFilename().str();
  return "";
}

extern "C" {

const char *ttStageGetExtension(TTStage stage) {
  std::optional<tt::Stage> known = toStage(stage);
  return known ? tt::getStageExtension(*known).data() : nullptr;
}

void ttCompileOptionsInit(TTCompileOptions *options) {
  if (!options)
    return;
  std::memset(options, 0, sizeof(*options));
  options->structSize = sizeof(TTCompileOptions);
  options->lineInfo = 1;
  options->optLevel = 3;
  options->enableFPFusion = 1;
}

TTStatus ttCompile(TTContext *context, const char *input, size_t length, const char *name,
                   TTStage from, TTStage to, const TTCompileOptions *options,
                   TTCompileResult **result) {
  if (result)
    *result = nullptr;
  if (!context || !result || (!input && length)) {
    if (context)
      context->reportError("ttCompile: null context, input or result pointer");
    return TT_ERROR_INVALID_ARGUMENT;
  }
  return compile(context, std::string(input ? input : "", length), orEmpty(name), from, to,
                 options, result);
}

TTStatus ttCompileModule(TTModule *module, TTStage from, TTStage to,
                         const TTCompileOptions *options, TTCompileResult **result) {
  if (result)
    *result = nullptr;
  if (!module || !result) {
    if (module)
      module->owner->reportError("ttCompileModule: null result pointer");
    return TT_ERROR_INVALID_ARGUMENT;
  }
  if (from > TT_STAGE_LLIR) {
    module->owner->reportError("ttCompileModule: a module holds an MLIR stage (TTIR, TTGIR or "
                               "the LLVM dialect), not ." +
                               Twine(orEmpty(ttStageGetExtension(from))));
    return TT_ERROR_INVALID_ARGUMENT;
  }
  std::string text;
  raw_string_ostream os(text);
  module->module->print(os, mlir::OpPrintingFlags().enableDebugInfo());
  return compile(module->owner, std::move(text), nameOf(*module->module), from, to, options,
                 result);
}

const char *ttCompileResultGetOutput(const TTCompileResult *result, size_t *length) {
  if (!result)
    return nullptr;
  if (length)
    *length = result->output.size();
  return result->output.c_str();
}

const char *ttCompileResultGetMetadata(const TTCompileResult *result, size_t *length) {
  if (!result || !result->metadata)
    return nullptr;
  if (length)
    *length = result->metadata->size();
  return result->metadata->c_str();
}

const char *ttCompileResultGetKernelName(const TTCompileResult *result) {
  return result ? result->kernel.c_str() : nullptr;
}

int ttCompileResultIsFromCache(const TTCompileResult *result) {
  return result && result->fromCache;
}

void ttCompileResultDestroy(TTCompileResult *result) { delete result; }

} // extern "C"
