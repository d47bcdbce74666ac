//===- CompileDriver.cpp - one compile, any stage to any later one --------===//

#include "tt/Driver/CompileDriver.h"

#include "tt/Driver/CompileKey.h"
#include "tt/Driver/CompileSteps.h"
#include "tt/Registration/Registration.h"
#include "tt/Driver/KernelCache.h"
#include "tt/Driver/KernelFacts.h"
#include "tt/Driver/OutputFiles.h"
#include "tt/Driver/StageFiles.h"
#include "tt/Driver/Timing.h"
#include "tt/Driver/ToolVersion.h"

#include "tt/Target/CUDAToolkit.h"
#include "tt/Target/KernelMetadata.h"
#include "tt/Target/PTXCodegen.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static Error fail(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}


/// The input names --compile knows, for messages.
static constexpr StringLiteral kInputKinds =
    ".ttir, .ttgir, .llir.mlir, .ll (or Triton's .llir) or .ptx";

namespace {
/// One compile.
class Compilation {
public:
  explicit Compilation(const tt::CompileOptions &options)
      : options(options), reporter(options.diagnostics), timing(options.timing) {}

  Expected<tt::CompileResult> run();

private:
  Error readInput();
  Error planStages();
  Error checkOptions() const;
  void computeHash();
  Error loadOverrides();
  std::string computeCacheKey() const;
  std::optional<tt::CacheEntry> lookUp(const tt::KernelCache &cache);
  bool isComplete(const tt::CacheEntry &entry) const;
  Error emitFromCache(const tt::CacheEntry &entry);
  Error compileAndEmit(const tt::KernelCache *cache);
  Error readEarlierMetadata();
  Error compileStages();
  Error describe(const tt::LoadedStage &stage);
  Error learn(tt::Stage stage, tt::KernelMetadata described, StringRef origin);
  Error resolveSettings(const tt::LoadedStage &input);
  Error keepFile(std::string name, std::string text);
  Expected<std::string> makeMetadataJSON();
  Error writeOutputs(StringRef output, const std::optional<std::string> &json);
  void storeInCache(const tt::KernelCache &cache);
  void recordInvocation(const tt::KernelCache &cache) const;
  void reportUnusedOverrides() const;

  bool wantsMetadata() const;
  std::string metadataDestination() const;
  std::string stageFileName(tt::Stage stage) const;
  std::string inputName() const;
  std::string inputSourceName() const;

  const tt::CompileOptions &options;
  tt::DiagnosticReporter reporter;
  tt::CompileTiming timing;

  std::string inputText;
  tt::Stage inputStage = tt::Stage::TTIR, firstStage = tt::Stage::TTIR,
            lastStage = tt::Stage::Cubin;
  tt::CompileHash hash;
  tt::StageOverrides overrides;
  std::string cacheKey;
  bool cached = false;

  tt::StepSettings settings;
  std::string kernel;
  /// What the stages so far said about the kernel, and where it came from.
  std::optional<tt::EarlierMetadata> known;
  std::string knownOrigin;
  bool knownTypesExact = false;
  std::optional<tt::KernelMetadata> finalMetadata;

  /// Every stage made (or overridden) and the json, by file name, in order.
  std::vector<std::pair<std::string, std::string>> produced;
  /// The last stage's text (what -o gets) and the json.
  std::string outputText;
  std::optional<std::string> metadataJSON;
};
} // namespace

std::string Compilation::inputName() const {
  return options.inputPath == "-" ? std::string("<stdin>") : options.inputPath;
}

/// The input's file name without its folder: what its IR calls it.
std::string Compilation::inputSourceName() const {
  return options.inputPath == "-" ? std::string("<stdin>")
                                  : sys::path::filename(options.inputPath).str();
}

std::string Compilation::stageFileName(tt::Stage stage) const {
  return kernel + "." + tt::getStageExtension(stage).str();
}

/// The json is made when it is written or returned, and for the cache, so
/// that its entries are complete whoever asks next.
bool Compilation::wantsMetadata() const {
  return !options.metadataPath.empty() ||
         (lastStage >= tt::Stage::PTX && (options.writeMetadata || !options.cacheDir.empty()));
}

std::string Compilation::metadataDestination() const {
  if (!options.metadataPath.empty())
    return options.metadataPath;
  if (!options.writeMetadata || lastStage < tt::Stage::PTX || options.outputPath.empty() ||
      options.outputPath == "-")
    return "";
  SmallString<256> path(options.outputPath);
  sys::path::replace_extension(path, ".json");
  return std::string(path);
}

/// The whole of `path` ("-": standard input), or an error naming it.
static Expected<std::string> readFile(StringRef path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer =
      MemoryBuffer::getFileOrSTDIN(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!buffer)
    return fail("cannot read '" + path + "': " + buffer.getError().message());
  return (*buffer)->getBuffer().str();
}

Error Compilation::readInput() {
  if (options.inputText) {
    inputText = *options.inputText;
    return Error::success();
  }
  mlir::TimingScope timer = timing.root().nest("read input");
  Expected<std::string> text = readFile(options.inputPath);
  if (!text)
    return text.takeError();
  inputText = std::move(*text);
  return Error::success();
}

Error Compilation::planStages() {
  std::optional<tt::Stage> input = options.inputStage;
  if (!input)
    input = tt::getStageOfFileName(options.inputPath);
  if (!input)
    return fail("cannot tell which stage '" + inputName() + "' holds from its name (expected " +
                kInputKinds + "); say it with --input-stage");
  if (*input == tt::Stage::Cubin)
    return fail("'" + inputName() + "' is a cubin: there is nothing left to compile");
  inputStage = *input;
  firstStage = *tt::getFirstProducedStage(inputStage);

  std::optional<tt::Stage> output = options.outputStage;
  if (!output)
    output = tt::getStageOfFileName(options.outputPath);
  if (!output)
    return fail("cannot tell which stage to write to '" + options.outputPath +
                "' from its name (expected .cubin, .ptx, .ll or .llir, .llir.mlir, .ttgir or "
                ".ttir)");
  lastStage = *output;
  if (lastStage < firstStage) {
    std::string asker = options.outputPath.empty() ? std::string("the compile")
                                                   : "-o '" + options.outputPath + "'";
    return fail(asker + " asks for the " + tt::getStageExtension(lastStage) +
                " stage, which compiling a ." + tt::getStageExtension(inputStage) +
                " input does not make (it starts at " + tt::getStageExtension(firstStage) + ")");
  }
  if (!options.metadataPath.empty() && lastStage < tt::Stage::LLVMIR)
    return fail("--metadata needs the LLVM IR stage or a later one (-o k.ll, k.ptx or "
                "k.cubin); -o '" +
                options.outputPath + "' stops before it");
  return Error::success();
}

Error Compilation::checkOptions() const {
  if (options.numStages && inputStage != tt::Stage::TTIR)
    return fail("--num-stages is an option of make-ttgir, which compiling a ." +
                tt::getStageExtension(inputStage) + " input skips");
  if (options.checkSharedBounds && inputStage > tt::Stage::TTGIR)
    return fail("--check-shared-bounds is an option of make-llir, which compiling a ." +
                tt::getStageExtension(inputStage) + " input skips");
  for (auto [name, value] :
       {std::pair<StringRef, std::optional<int>>{"--num-warps", options.numWarps},
        {"--num-ctas", options.numCtas},
        {"--num-stages", options.numStages}})
    if (value && *value <= 0)
      return fail(name + "=" + Twine(*value) + " is not a positive number");
  // A cubin needs ptxas: say so before compiling anything.
  if (lastStage == tt::Stage::Cubin)
    if (Expected<std::string> ptxas = tt::findPtxas(options.codegen.ptxasPath); !ptxas)
      return ptxas.takeError();
  if (options.target) {
    StringRef target = *options.target;
    if (!target.starts_with("cuda:"))
      return fail("--target='" + target + "': expected Triton's cuda:<capability>, e.g. cuda:90");
    if (Expected<tt::GPUTarget> gpu =
            tt::parseGPUTarget(target, options.codegen.ptxVersion, "--target");
        !gpu)
      return gpu.takeError();
  }
  return Error::success();
}

/// What the cache key says about a file the compile reads but didn't build.
static std::string identityOf(Expected<std::string> path) {
  if (!path)
    return "unavailable: " + toString(path.takeError());
  return tt::describeFileIdentity(*path);
}

void Compilation::computeHash() {
  const tt::CodegenSettings &codegen = options.codegen;
  const tt::MetadataSettings &metadata = options.metadata;
  auto optional = [](const std::optional<int> &value) {
    return value ? std::to_string(*value) : std::string("unset");
  };
  std::string earlierJSON;
  if (!metadata.earlierPath.empty())
    if (ErrorOr<std::unique_ptr<MemoryBuffer>> buffer = MemoryBuffer::getFile(metadata.earlierPath))
      earlierJSON = (*buffer)->getBuffer().str();
  tt::CompileKeyBuilder builder;
  builder.add("format", "tt-translate --compile 1")
      .add("tool", tt::getBuildIdentity())
      .add("libraries", tt::getRuntimeLibraryIdentity())
      .add("input-stage", tt::getStageExtension(inputStage))
      .add("input-name", inputSourceName())
      .add("input", inputText)
      .add("target", options.target.value_or("unset"))
      .add("num-warps", optional(options.numWarps))
      .add("num-ctas", optional(options.numCtas))
      .add("num-stages", optional(options.numStages))
      .add("check-shared-bounds",
           options.checkSharedBounds ? (*options.checkSharedBounds ? "1" : "0") : "unset")
      .add("ptx-version", std::to_string(codegen.ptxVersion))
      .add("line-info", codegen.lineInfo ? "1" : "0")
      .add("opt-level", std::to_string(codegen.optLevel))
      .add("fp-fusion", codegen.enableFPFusion ? "1" : "0")
      .add("reflect-ftz", codegen.reflectFTZ ? "1" : "0")
      .add("llvm-slsr", tt::usesLLVMStrengthReduction() ? "1" : "0")
      .add("llvm-options", join(options.llvmOptions, " "))
      .add("libdevice", identityOf(tt::findLibdevice(codegen.libdevicePath)))
      .add("ptxas", identityOf(tt::findPtxas(codegen.ptxasPath)))
      .add("ptxas-options", join(codegen.ptxasOptions, " "))
      // A compile that only warned must not satisfy one that would fail.
      .add("werror-serialization", codegen.werrorSerialization ? "1" : "0")
      .add("signature", metadata.signature)
      .add("scratch-params", std::to_string(metadata.scratchParams))
      .add("shared", metadata.shared ? std::to_string(*metadata.shared) : "unset")
      .add("metadata-in", earlierJSON);
  hash = builder.finish();
}

Error Compilation::loadOverrides() {
  Expected<tt::StageOverrides> loaded = tt::StageOverrides::load(options.overrideDir, hash.folder);
  if (!loaded)
    return loaded.takeError();
  overrides = std::move(*loaded);
  if (!options.overrideDir.empty() && overrides.empty())
    reporter.note(Twine( "no overrides for this compilation: '") +
                  tt::KernelFolder(options.overrideDir, hash.folder).path() + "' has no files");
  return Error::success();
}

std::string Compilation::computeCacheKey() const {
  tt::CompileKeyBuilder builder;
  builder.add("compilation", hash.hex)
      .add("last-stage", tt::getStageExtension(lastStage))
      .add("metadata", wantsMetadata() ? "1" : "0");
  for (const auto &[name, contents] : overrides.getFiles())
    builder.add("override " + name, contents);
  return builder.finish().folder;
}

Error Compilation::writeOutputs(StringRef output, const std::optional<std::string> &json) {
  if (options.outputPath.empty() && options.metadataPath.empty())
    return Error::success();
  mlir::TimingScope timer = timing.root().nest("write outputs");
  tt::OutputFiles outputs;
  if (!options.outputPath.empty())
    outputs.add(options.outputPath, output.str());
  std::string destination = metadataDestination();
  if (json && !destination.empty())
    outputs.add(destination, *json);
  return outputs.commit();
}

bool Compilation::isComplete(const tt::CacheEntry &entry) const {
  std::string stem = entry.kernel + ".";
  return entry.find(stem + tt::getStageExtension(lastStage).str()) &&
         (!wantsMetadata() || entry.find(stem + "json"));
}

Error Compilation::emitFromCache(const tt::CacheEntry &entry) {
  kernel = entry.kernel;
  outputText = *entry.find(stageFileName(lastStage));
  if (wantsMetadata())
    metadataJSON = *entry.find(kernel + ".json");
  if (!options.dumpDir.empty()) {
    mlir::TimingScope timer = timing.root().nest("dump");
    tt::KernelFolder folder(options.dumpDir, hash.folder);
    for (const auto &[name, contents] : entry.files)
      if (Error error = folder.write(name, contents))
        return error;
  }
  return writeOutputs(outputText, metadataJSON);
}

Error Compilation::resolveSettings(const tt::LoadedStage &input) {
  tt::ModuleSettings module;
  if (input.stage == tt::Stage::TTGIR || input.stage == tt::Stage::LLIR)
    module = tt::readModuleSettings(*input.module);
  auto pick = [&](StringRef option, const auto &given, const auto &recorded, const auto &fallback,
                  auto &result) -> Error {
    if (given && recorded && *given != *recorded)
      return fail(option + "=" + Twine(*given) + ", but '" + input.name + "' was made for " +
                  Twine(*recorded) + " (its module attributes say so)");
    result = given ? *given : recorded ? *recorded : fallback;
    return Error::success();
  };
  if (Error error =
          pick("--target", options.target, module.target, std::string("cuda:90"), settings.target))
    return error;
  if (Error error = pick("--num-warps", options.numWarps, module.numWarps, 4, settings.numWarps))
    return error;
  if (Error error = pick("--num-ctas", options.numCtas, module.numCtas, 1, settings.numCtas))
    return error;
  settings.numStages = options.numStages.value_or(3);
  Expected<tt::GPUTarget> gpu = tt::parseGPUTarget(settings.target, options.codegen.ptxVersion,
                                                   "target (ttg.target of " + input.name + ")");
  if (!gpu)
    return gpu.takeError();
  settings.gpu = options.arch ? *options.arch : *gpu;
  return Error::success();
}

Error Compilation::keepFile(std::string name, std::string text) {
  if (!options.dumpDir.empty()) {
    mlir::TimingScope timer = timing.root().nest("dump");
    if (Error error = tt::KernelFolder(options.dumpDir, hash.folder).write(name, text))
      return error;
  }
  produced.emplace_back(std::move(name), std::move(text));
  return Error::success();
}

Error Compilation::learn(tt::Stage stage, tt::KernelMetadata described, StringRef origin) {
  unsigned scratch = stage <= tt::Stage::TTGIR ? 0 : options.metadata.scratchParams;
  if (known)
    if (Error error = tt::mergeEarlierMetadata(described, *known, knownOrigin, scratch))
      return error;
  if (kernel.empty())
    kernel = described.name;
  knownTypesExact |= stage <= tt::Stage::TTGIR;
  known = tt::summarizeMetadata(described, scratch, knownTypesExact);
  // Scratch is sized when make-llir allocates it: a TTIR or TTGIR stage's
  // zeros mean "not yet", and must not override what the LLVM stage says.
  if (stage <= tt::Stage::TTGIR)
    known->globalScratchSize = known->globalScratchAlign = known->profileScratchSize =
        known->profileScratchAlign = std::nullopt;
  knownOrigin = origin.str();
  finalMetadata = std::move(described);
  return Error::success();
}

Error Compilation::describe(const tt::LoadedStage &stage) {
  Expected<std::optional<tt::KernelMetadata>> described = tt::describeStage(stage);
  if (!described)
    return described.takeError();
  if (!*described)
    return Error::success();
  return learn(stage.stage, std::move(**described), stage.name);
}

Error Compilation::readEarlierMetadata() {
  const std::string &path = options.metadata.earlierPath;
  if (path.empty())
    return Error::success();
  Expected<std::string> text = readFile(path);
  if (!text)
    return text.takeError();
  Expected<tt::EarlierMetadata> earlier = tt::parseEarlierMetadata(*text, path);
  if (!earlier)
    return earlier.takeError();
  known = std::move(*earlier);
  knownOrigin = path;
  return Error::success();
}

Error Compilation::compileStages() {
  mlir::DialectRegistry registry;
  tt::registerCompileDialects(registry);
  // One thread: MLIR's local reproducers need it, and one kernel per module
  // leaves nothing to run in parallel.
  mlir::MLIRContext context(registry, mlir::MLIRContext::Threading::DISABLED);
  tt::StageLoader loader(context, reporter);
  settings.options = &options;
  settings.reporter = &reporter;

  tt::Stage heldStage = inputStage;
  std::string heldText = inputText, heldName = inputName();
  bool holdsInput = true;
  for (tt::Stage stage = firstStage;; stage = *tt::getNextStage(stage)) {
    mlir::TimingScope stepTimer = timing.root().nest(tt::getStepName(stage).str());
    std::string sourceName = holdsInput ? inputSourceName() : stageFileName(heldStage);
    Expected<tt::LoadedStage> held =
        loader.load(heldStage, std::move(heldText), heldName, sourceName, stepTimer);
    if (!held)
      return held.takeError();
    if (Error error = describe(*held))
      return error;
    if (holdsInput)
      if (Error error = resolveSettings(*held))
        return error;
    holdsInput = false;

    std::string text, name;
    if (auto replacement = overrides.take(kernel, tt::getStageExtension(stage))) {
      reporter.note("overriding the " + tt::getStageExtension(stage) + " stage with '" +
                    replacement->first + "'");
      name = replacement->first;
      text = replacement->second.str();
    } else {
      Expected<std::string> made = tt::runStep(stage, *held, settings, stepTimer);
      if (!made)
        return made.takeError();
      text = std::move(*made);
      name = options.dumpDir.empty()
                 ? stageFileName(stage)
                 : tt::KernelFolder(options.dumpDir, hash.folder).pathOf(stageFileName(stage));
    }
    if (Error error = keepFile(stageFileName(stage), text))
      return error;
    if (stage == lastStage)
      outputText = text;
    heldStage = stage;
    heldText = std::move(text);
    heldName = std::move(name);
    if (stage == lastStage)
      break;
  }

  // What the last stage itself says (a PTX's reqntid and parameters).
  if (!wantsMetadata() || lastStage == tt::Stage::Cubin)
    return Error::success();
  mlir::TimingScope timer =
      timing.root().nest("describe " + tt::getStageExtension(lastStage).str());
  Expected<tt::LoadedStage> last =
      loader.load(lastStage, std::move(heldText), heldName, stageFileName(lastStage), timer);
  if (!last)
    return last.takeError();
  return describe(*last);
}

Expected<std::string> Compilation::makeMetadataJSON() {
  if (auto replacement = overrides.take(kernel, "json")) {
    Expected<tt::EarlierMetadata> parsed =
        tt::parseEarlierMetadata(replacement->second, replacement->first);
    if (!parsed)
      return parsed.takeError();
    if (parsed->name != kernel)
      return fail(replacement->first + ": describes kernel '" + parsed->name +
                  "', but this compilation's kernel is '" + kernel + "'");
    reporter.note("overriding the json stage with '" + replacement->first + "'");
    return replacement->second.str();
  }
  tt::KernelMetadata &metadata = *finalMetadata;
  // From TTIR or TTGIR, --num-warps/--num-ctas made (or were checked
  // against) the IR, which an override may have replaced since: the IR
  // tells. From LLVM IR or PTX they fill in what the IR doesn't say.
  if (inputStage >= tt::Stage::LLVMIR && options.numWarps) {
    if (metadata.numWarps && *metadata.numWarps != static_cast<unsigned>(*options.numWarps))
      return fail("--num-warps=" + Twine(*options.numWarps) + ", but kernel '" + kernel + "' in '" +
                  inputName() + "' has " + Twine(*metadata.numWarps) + " warps (its reqntid)");
    metadata.numWarps = *options.numWarps;
  }
  if (inputStage >= tt::Stage::LLVMIR && options.numCtas)
    metadata.numCtas = *options.numCtas;
  if (options.metadata.numWarps)
    metadata.numWarps = *options.metadata.numWarps;
  if (options.metadata.numCtas)
    metadata.numCtas = *options.metadata.numCtas;
  if (options.metadata.shared)
    metadata.shared = *options.metadata.shared;
  if (!metadata.shared && inputStage >= tt::Stage::LLVMIR &&
      tt::declaresDynamicSharedMemory(inputText))
    reporter.warning(inputName() + ": kernel '" + kernel +
                     "' uses dynamic shared memory, but its size is not in this stage's IR; the "
                     "metadata says shared = 0 (pass --metadata-in with the earlier stage's "
                     "json, or --shared)");
  if (!metadata.numWarps)
    reporter.warning(inputName() + ": kernel '" + kernel +
                     "' has no reqntid/maxntid; num_warps defaults to 4 (--num-warps)");
  if (!options.metadata.signature.empty())
    if (Error error = tt::applySignature(metadata, options.metadata.signature,
                                         options.metadata.scratchParams))
      return std::move(error);
  return tt::writeMetadataJSON(metadata, settings.gpu, options.metadata.scratchParams, hash.hex);
}

void Compilation::storeInCache(const tt::KernelCache &cache) {
  mlir::TimingScope timer = timing.root().nest("cache store");
  tt::CacheEntry entry;
  entry.kernel = kernel;
  entry.files = produced;
  if (Error error = cache.store(cacheKey, entry)) {
    reporter.warning("not cached: " + toString(std::move(error)));
    return;
  }
  cached = true;
  if (options.verbose)
    reporter.note("cached in '" + cache.getEntryPath(cacheKey) + "'");
}

void Compilation::reportUnusedOverrides() const {
  for (const std::string &path : overrides.getUnusedPaths())
    reporter.warning("override '" + path + "' was not used: compiling kernel '" + kernel +
                     "' from a ." + tt::getStageExtension(inputStage) + " input to ." +
                     tt::getStageExtension(lastStage) + " makes no stage of that name");
}

std::optional<tt::CacheEntry> Compilation::lookUp(const tt::KernelCache &cache) {
  mlir::TimingScope timer = timing.root().nest("cache lookup");
  std::optional<tt::CacheEntry> entry =
      cache.lookup(cacheKey, [&](const Twine &message) { reporter.warning(message); });
  if (entry && !isComplete(*entry)) {
    reporter.warning("cache entry '" + cache.getEntryPath(cacheKey) +
                     "' lacks this compilation's outputs; rebuilding it");
    return std::nullopt;
  }
  if (entry && options.verbose)
    reporter.note("cache hit: '" + cache.getEntryPath(cacheKey) + "'");
  return entry;
}

Error Compilation::compileAndEmit(const tt::KernelCache *cache) {
  if (Error error = readEarlierMetadata())
    return error;
  if (Error error = compileStages())
    return error;
  if (wantsMetadata()) {
    Expected<std::string> made = makeMetadataJSON();
    if (!made)
      return made.takeError();
    metadataJSON = std::move(*made);
    if (Error error = keepFile(kernel + ".json", *metadataJSON))
      return error;
  }
  if (cache)
    storeInCache(*cache);
  reportUnusedOverrides();
  return writeOutputs(outputText, metadataJSON);
}

Expected<tt::CompileResult> Compilation::run() {
  if (Error error = planStages())
    return error;
  if (Error error = checkOptions())
    return error;
  if (Error error = readInput())
    return error;
  {
    mlir::TimingScope timer = timing.root().nest("hash");
    computeHash();
  }
  if (Error error = loadOverrides())
    return error;
  bool hit = false;
  if (options.cacheDir.empty()) {
    if (Error error = compileAndEmit(/*cache=*/nullptr))
      return std::move(error);
  } else {
    tt::KernelCache cache(options.cacheDir);
    cacheKey = computeCacheKey();
    if (std::optional<tt::CacheEntry> entry = lookUp(cache)) {
      if (Error error = emitFromCache(*entry))
        return std::move(error);
      cached = hit = true;
    } else if (Error error = compileAndEmit(&cache)) {
      return std::move(error);
    }
    if (cached)
      recordInvocation(cache);
  }
  return tt::CompileResult{kernel, std::move(outputText), std::move(metadataJSON), hit};
}

/// Tells whoever asked (tt-translate's early path, EarlyCacheHit.h) which
/// cache entry files became the outputs, and the files the key described
/// without building them.
void Compilation::recordInvocation(const tt::KernelCache &cache) const {
  if (!options.onCached || options.outputPath.empty() || options.outputPath == "-")
    return;
  std::string entry = cache.getEntryPath(cacheKey);
  std::vector<tt::CachedOutput> outputs{
      {entry + "/" + stageFileName(lastStage), options.outputPath}};
  std::string metadata = metadataDestination();
  if (wantsMetadata() && !metadata.empty())
    outputs.push_back({entry + "/" + kernel + ".json", metadata});
  std::vector<std::string> dependencies = tt::getRuntimeObjectFiles();
  auto addTool = [&](Expected<std::string> tool) {
    if (tool)
      dependencies.push_back(std::move(*tool));
    else
      consumeError(tool.takeError());
  };
  addTool(tt::findPtxas(options.codegen.ptxasPath));
  addTool(tt::findLibdevice(options.codegen.libdevicePath));
  options.onCached(dependencies, outputs);
}

Expected<tt::CompileResult> tt::compile(const CompileOptions &options) {
  return Compilation(options).run();
}
