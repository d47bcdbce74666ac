//===- CompileSteps.cpp - one step of a compile ---------------------------===//

#include "tt/Driver/CompileSteps.h"

#include "tt/Driver/KernelFacts.h"
#include "tt/Driver/PtxasNotes.h"
#include "tt/Driver/Reproducers.h"
#include "tt/Driver/StageFiles.h"

#include "tt/Dialect/NVGPU/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Pipelines/Pipelines.h"
#include "tt/Target/LLVMIROptimization.h"
#include "tt/Target/LLVMIRTranslation.h"
#include "tt/Target/PTXCodegen.h"
#include "tt/Target/Ptxas.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/Transforms/InlinerInterfaceImpl.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/LLVMTranslationInterface.h"

#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

using namespace llvm;

static Error fail(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

//===----------------------------------------------------------------------===//
// Loading and describing stages
//===----------------------------------------------------------------------===//

tt::StageLoader::StageLoader(mlir::MLIRContext &context, const DiagnosticReporter &reporter)
    : context(context), reporter(reporter), handler(sourceMgr, &context),
      forwarder(reporter.forward(context)),
      remarkFilter(&context, [](mlir::Diagnostic &diagnostic) {
        static const bool showRemarks = [] {
          const char *value = std::getenv("MLIR_ENABLE_REMARK");
          return value && llvm::StringRef(value) != "0" && !llvm::StringRef(value).empty();
        }();
        // Handled (dropped) when it is a remark nobody asked for; otherwise
        // on to the handler that prints it.
        return mlir::success(diagnostic.getSeverity() == mlir::DiagnosticSeverity::Remark &&
                             !showRemarks);
      }) {}

/// What each MLIR stage is expected to be, for a file that isn't.
static StringRef describeExpectedModule(tt::Stage stage) {
  switch (stage) {
  case tt::Stage::TTIR:
    return "a TTIR module";
  case tt::Stage::TTGIR:
    return "a TTGIR module";
  default:
    return "an LLVM-dialect MLIR module (the output of make-llir)";
  }
}

/// Triton's dialects parse in an LLVM-dialect module (a host descriptor
/// parameter keeps its `!tt.tensordesc` type), but no Triton op translates:
/// one left over means the module skipped make-llir, which is worth saying
/// when it is loaded rather than when the translation fails on it.
static Error checkLowered(tt::LoadedStage &input) {
  mlir::Operation *unlowered = nullptr;
  input.module->walk<mlir::WalkOrder::PreOrder>([&](mlir::Operation *op) {
    if (!mlir::isa<mlir::triton::TritonDialect, mlir::triton::gpu::TritonGPUDialect,
                   mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect>(op->getDialect()))
      return mlir::WalkResult::advance();
    unlowered = op;
    return mlir::WalkResult::interrupt();
  });
  if (!unlowered)
    return Error::success();
  unlowered->emitError() << "'" << unlowered->getName() << "' is not an LLVM-dialect op";
  return fail(input.name + ": not an LLVM-dialect MLIR module (the output of make-llir)");
}

Expected<tt::LoadedStage> tt::StageLoader::load(Stage stage, std::string text, std::string name,
                                                StringRef sourceName, mlir::TimingScope &timer) {
  LoadedStage loaded;
  loaded.stage = stage;
  loaded.text = std::move(text);
  loaded.name = std::move(name);
  if (isMLIRStage(stage)) {
    mlir::TimingScope parseTimer = timer.nest("parse " + getStageExtension(stage).str());
    SourceMgr parseSourceMgr;
    parseSourceMgr.AddNewSourceBuffer(
        MemoryBuffer::getMemBuffer(loaded.text, sourceName, /*RequiresNullTerminator=*/false),
        SMLoc());
    std::optional<mlir::SourceMgrDiagnosticHandler> parseHandler;
    if (!reporter.forwards())
      parseHandler.emplace(parseSourceMgr, &context);
    loaded.module =
        mlir::parseSourceFile<mlir::ModuleOp>(parseSourceMgr, mlir::ParserConfig(&context));
    if (!loaded.module)
      return fail(loaded.name + ": not " + describeExpectedModule(stage));
    if (stage == Stage::LLIR)
      if (Error error = checkLowered(loaded))
        return std::move(error);
    return loaded;
  }
  if (stage == Stage::LLVMIR) {
    mlir::TimingScope parseTimer = timer.nest("parse llir");
    loaded.llvmContext = std::make_unique<LLVMContext>();
    SMDiagnostic diagnostic;
    loaded.llvmModule =
        parseIR(MemoryBufferRef(loaded.text, sourceName), diagnostic, *loaded.llvmContext);
    if (!loaded.llvmModule) {
      reporter.report(diagnostic);
      return fail(loaded.name + ": not LLVM IR");
    }
  }
  return loaded;
}

/// What the stage's IR says about the kernel (all but a cubin say something).
static Expected<tt::KernelMetadata> describeKernel(const tt::LoadedStage &stage) {
  switch (stage.stage) {
  case tt::Stage::TTIR:
  case tt::Stage::TTGIR:
    return tt::describeTritonKernel(*stage.module, stage.name);
  case tt::Stage::LLIR:
    return tt::describeLLVMDialectKernel(*stage.module, stage.name);
  case tt::Stage::LLVMIR:
    return tt::describeLLVMKernel(*stage.llvmModule, stage.name);
  case tt::Stage::PTX:
    return tt::describePTXKernel(stage.text, stage.name);
  case tt::Stage::Cubin:
    break;
  }
  llvm_unreachable("a cubin is not described");
}

Expected<std::optional<tt::KernelMetadata>> tt::describeStage(const LoadedStage &stage) {
  if (stage.stage == Stage::Cubin)
    return std::nullopt;
  Expected<KernelMetadata> metadata = describeKernel(stage);
  if (!metadata)
    return metadata.takeError();
  return std::optional<KernelMetadata>(std::move(*metadata));
}

//===----------------------------------------------------------------------===//
// MLIR steps: make-ttir, make-ttgir, make-llir
//===----------------------------------------------------------------------===//

static LogicalResult buildPipeline(tt::Stage produced, mlir::OpPassManager &pm,
                                   const tt::StepSettings &settings, std::string &error) {
  auto onError = [&](const Twine &message) {
    error = message.str();
    return failure();
  };
  switch (produced) {
  case tt::Stage::TTIR: {
    tt::MakeTTIROptions options;
    options.target = settings.target;
    return tt::buildMakeTTIRPipeline(pm, options, onError);
  }
  case tt::Stage::TTGIR: {
    tt::MakeTTGIROptions options;
    options.target = settings.target;
    options.numWarps = settings.numWarps;
    options.numCTAs = settings.numCtas;
    options.numStages = settings.numStages;
    return tt::buildMakeTTGIRPipeline(pm, options, onError);
  }
  case tt::Stage::LLIR: {
    tt::MakeLLIROptions options;
    options.target = settings.target;
    options.ptxVersion = settings.gpu.ptxVersion;
    if (settings.options && settings.options->checkSharedBounds)
      options.checkSharedBounds = *settings.options->checkSharedBounds;
    return tt::buildMakeLLIRPipeline(pm, options, onError);
  }
  default:
    llvm_unreachable("not an MLIR step");
  }
}

namespace {
/// Keeps MLIR's reproducer in memory; it is written to its file (whose name
/// MLIR's message gives) once the pass manager gives up.
struct ReproducerBuffer : mlir::ReproducerStream {
  ReproducerBuffer(std::string path, std::string &text) : path(std::move(path)), stream(text) {}
  StringRef description() override { return path; }
  raw_ostream &os() override { return stream; }

  std::string path;
  raw_string_ostream stream;
};
} // namespace

/// MLIR prints reproducers with the default printing flags, which follow the
/// `--mlir-print-debuginfo` option: turned on, the replayed IR keeps the
/// kernel's source locations and its errors point where the original did.
static void printReproducersWithLocations() {
  static bool done = [] {
    mlir::registerAsmPrinterCLOptions();
    tt::setLLVMBoolOption("mlir-print-debuginfo", true);
    return true;
  }();
  (void)done;
}

static std::string printMLIR(mlir::ModuleOp module) {
  std::string text;
  raw_string_ostream os(text);
  module->print(os, mlir::OpPrintingFlags().enableDebugInfo());
  os << '\n';
  return text;
}

/// What a failed step's reproducer is named after (Reproducers.h); none
/// when the compile writes to standard output or nowhere.
static std::optional<std::string> getReproducerBase(const tt::CompileOptions &options) {
  std::string base = options.reproducerBase.value_or(options.outputPath);
  if (base.empty() || base == "-")
    return std::nullopt;
  return base;
}

static Expected<std::string> runPipeline(tt::Stage produced, tt::LoadedStage &input,
                                         const tt::StepSettings &settings,
                                         mlir::TimingScope &timer) {
  StringRef step = tt::getStepName(produced);
  mlir::MLIRContext *context = input.module->getContext();
  mlir::PassManager pm(context, mlir::ModuleOp::getOperationName(),
                       mlir::OpPassManager::Nesting::Implicit);
  std::string pipelineError;
  if (failed(buildPipeline(produced, pm, settings, pipelineError)))
    return fail(pipelineError);

  std::optional<std::string> base = getReproducerBase(*settings.options);
  std::string reproducerPath = base ? tt::getReproducerPath(*base, "mlir") : "";
  std::string reproducer;
  if (base) {
    printReproducersWithLocations();
    pm.enableCrashReproducerGeneration(
        [&](std::string &) -> std::unique_ptr<mlir::ReproducerStream> {
          return std::make_unique<ReproducerBuffer>(reproducerPath, reproducer);
        },
        /*genLocalReproducer=*/true);
  }
  pm.enableTiming(timer);
  if (succeeded(pm.run(*input.module))) {
    mlir::TimingScope printTimer = timer.nest("print " + tt::getStageExtension(produced).str());
    return printMLIR(*input.module);
  }
  std::string message = (step + " failed on " + input.name).str();
  if (reproducer.empty())
    return fail(message);
  if (Error error = tt::writeFileAtomically(reproducerPath, reproducer))
    return fail(message + "\n(no reproducer: " + toString(std::move(error)) + ")");
  return fail(
      message + "\nreproducer: " + reproducerPath + "\nreplay: " +
      tt::joinShellCommand({tt::getSiblingToolPath("tt-opt"), "--run-reproducer", reproducerPath}));
}

//===----------------------------------------------------------------------===//
// LLVM and ptxas steps
//===----------------------------------------------------------------------===//

namespace {
/// The reason of the last LLVM fatal error, for the message of a crashed
/// step.
std::string lastFatalError;

void recoverFromFatalError(void *, const char *reason, bool) {
  lastFatalError = reason;
  if (CrashRecoveryContext *recovery = CrashRecoveryContext::GetCurrent())
    recovery->HandleExit(1);
  errs() << "LLVM ERROR: " << reason << "\n";
  sys::Process::Exit(1);
}

/// Runs an LLVM step so that a crash (a signal, an LLVM fatal error) in it
/// becomes a failure with a reproducer instead of the end of the process.
class CrashGuard {
public:
  CrashGuard() {
    CrashRecoveryContext::Enable();
    install_fatal_error_handler(recoverFromFatalError);
  }
  ~CrashGuard() { remove_fatal_error_handler(); }

  /// Whether `body` ran to its end; otherwise why it stopped (LLVM's fatal
  /// error, if that was it).
  std::optional<std::string> run(function_ref<void()> body) {
    lastFatalError.clear();
    CrashRecoveryContext recovery;
    if (recovery.RunSafely(body))
      return std::nullopt;
    return lastFatalError.empty() ? std::string("a signal") : "LLVM ERROR: " + lastFatalError;
  }
};
} // namespace

/// The command that reruns just the step making `produced`, from its input
/// saved as `reproducer` (named after `base`): --compile from that stage to
/// the next, with this compile's settings.
static std::string replayCommand(tt::Stage produced, StringRef reproducer, StringRef base,
                                 const tt::StepSettings &settings) {
  const tt::CodegenSettings &codegen = settings.options->codegen;
  std::vector<std::string> args = {tt::getSiblingToolPath("tt-translate"), "--compile",
                                   reproducer.str(), "--target=" + settings.target,
                                   "--ptx-version=" + std::to_string(settings.gpu.ptxVersion)};
  if (!codegen.lineInfo)
    args.push_back("--line-info=false");
  if (codegen.optLevel != 3)
    args.push_back("--opt-level=" + std::to_string(codegen.optLevel));
  if (!codegen.enableFPFusion)
    args.push_back("--enable-fp-fusion=false");
  if (!codegen.reflectFTZ)
    args.push_back("--enable-reflect-ftz=false");
  if (!codegen.libdevicePath.empty())
    args.push_back("--libdevice=" + codegen.libdevicePath);
  if (!codegen.ptxasPath.empty())
    args.push_back("--ptxas=" + codegen.ptxasPath);
  if (!codegen.ptxasOptions.empty())
    args.push_back("--ptxas-options=" + join(codegen.ptxasOptions, " "));
  StringRef extension = produced == tt::Stage::LLVMIR ? "ll" : tt::getStageExtension(produced);
  args.insert(args.end(), {"--no-metadata", "-o", tt::getReplayOutputPath(base, extension)});
  return tt::joinShellCommand(args);
}

/// Turns a failed LLVM or ptxas step into an error that names its reproducer
/// (the step's input, written beside the output).
static Error failWithReproducer(tt::Stage produced, const tt::LoadedStage &input,
                                const tt::StepSettings &settings, const Twine &message) {
  StringRef extension = produced == tt::Stage::LLVMIR ? "llir.mlir"
                        : produced == tt::Stage::PTX  ? "ll"
                                                      : "ptx";
  StringRef comment = produced == tt::Stage::PTX ? ";" : "//";
  std::optional<std::string> base = getReproducerBase(*settings.options);
  if (!base)
    return fail(message);
  std::string path = tt::getReproducerPath(*base, extension);
  std::string command = replayCommand(produced, path, *base, settings);
  if (Error error = tt::writeReproducer(path, input.text, comment, message.str(), command))
    return fail(message + "\n(no reproducer: " + toString(std::move(error)) + ")");
  return fail(message + "\nreproducer: " + path + "\nreplay: " + command);
}

static std::string printLLVM(const Module &module) {
  std::string text;
  raw_string_ostream os(text);
  module.print(os, nullptr);
  return text;
}

static tt::LLVMOptimizationOptions optimizationOptions(const tt::StepSettings &settings) {
  tt::LLVMOptimizationOptions optimization;
  optimization.libdevicePath = settings.options->codegen.libdevicePath;
  optimization.reflectFTZ = settings.options->codegen.reflectFTZ;
  optimization.optLevel = std::min(settings.options->codegen.optLevel, 3u);
  return optimization;
}

/// LLVM-dialect module -> LLVM IR: translation, libdevice, O3 (what
/// `tt-translate --mlir-to-llvmir` does).
static Expected<std::string> translateStep(tt::LoadedStage &input, const tt::StepSettings &settings,
                                           mlir::TimingScope &timer) {
  std::string text, failure;
  auto context = std::make_unique<LLVMContext>();
  std::unique_ptr<Module> module;
  CrashGuard guard;
  std::optional<std::string> crash = guard.run([&] {
    tt::LLVMIRTranslationOptions translation;
    translation.lineInfo = settings.options->codegen.lineInfo;
    {
      mlir::TimingScope translateTimer = timer.nest("translate");
      Expected<std::unique_ptr<Module>> translated =
          tt::translateToLLVMIR(*input.module, *context, translation);
      if (!translated) {
        failure = toString(translated.takeError());
        return;
      }
      module = std::move(*translated);
    }
    {
      mlir::TimingScope optimizeTimer = timer.nest("optimize (libdevice, O3)");
      if (Error error =
              tt::prepareLLVMModule(*module, settings.gpu, optimizationOptions(settings))) {
        failure = toString(std::move(error));
        return;
      }
    }
    mlir::TimingScope printTimer = timer.nest("print llir");
    text = printLLVM(*module);
  });
  if (crash) {
    // The module and its context may be in any state: leave them be.
    (void)module.release();
    (void)context.release();
    return failWithReproducer(tt::Stage::LLVMIR, input, settings,
                              "translation to LLVM IR crashed on " + input.name + ": " + *crash);
  }
  if (!failure.empty()) {
    // The translation's own diagnostics said why; its error only says that.
    std::string why =
        StringRef(failure).starts_with("translation to LLVM IR failed") ? "" : ": " + failure;
    return failWithReproducer(tt::Stage::LLVMIR, input, settings,
                              "translation to LLVM IR failed on " + input.name + why);
  }
  return text;
}

/// LLVM IR -> PTX (what `tt-translate --llvmir-to-ptx` does).
static Expected<std::string> generatePTX(tt::LoadedStage &input, const tt::StepSettings &settings,
                                         mlir::TimingScope &timer) {
  std::string text, failure;
  Module &module = *input.llvmModule;
  CrashGuard guard;
  std::optional<std::string> crash = guard.run([&] {
    // A module straight from the translation may still call libdevice:
    // link it and optimize, as make_llir would have.
    if (!tt::firstLibdeviceCall(module).empty()) {
      mlir::TimingScope optimizeTimer = timer.nest("optimize (libdevice, O3)");
      tt::LLVMOptimizationOptions optimization = optimizationOptions(settings);
      optimization.reflectFTZ =
          optimization.reflectFTZ && !module.getModuleFlag("nvvm-reflect-ftz");
      optimization.optLevel = 3;
      if (Error error = tt::prepareLLVMModule(module, settings.gpu, optimization)) {
        failure = toString(std::move(error));
        return;
      }
    }
    mlir::TimingScope codegenTimer = timer.nest("NVPTX codegen");
    tt::PTXCodegenOptions codegen;
    codegen.enableFPFusion = settings.options->codegen.enableFPFusion;
    Expected<std::string> ptx = tt::translateLLVMIRToPTX(module, settings.gpu, codegen);
    if (!ptx) {
      failure = toString(ptx.takeError());
      return;
    }
    text = std::move(*ptx);
  });
  if (crash) {
    (void)input.llvmModule.release();
    (void)input.llvmContext.release();
    return failWithReproducer(tt::Stage::PTX, input, settings,
                              "PTX code generation crashed on " + input.name + ": " + *crash);
  }
  if (!failure.empty())
    return failWithReproducer(tt::Stage::PTX, input, settings,
                              "PTX code generation failed on " + input.name + ": " + failure);
  return text;
}

/// PTX -> cubin (what `tt-translate --ptx-to-cubin` does).
static Expected<std::string> assemble(tt::LoadedStage &input, const tt::StepSettings &settings,
                                      mlir::TimingScope &timer) {
  const tt::CodegenSettings &codegen = settings.options->codegen;
  tt::PtxasOptions options;
  options.ptxasPath = codegen.ptxasPath;
  options.enableFPFusion = codegen.enableFPFusion;
  options.lineInfo = codegen.lineInfo;
  options.extraOptions = codegen.ptxasOptions;
  Expected<tt::PtxasResult> result =
      tt::assembleCubin(input.text, input.name, settings.gpu, options);
  if (!result)
    return failWithReproducer(tt::Stage::Cubin, input, settings, toString(result.takeError()));
  if (settings.options->verbose)
    errs() << result->log;
  if (Error notes = tt::reportPerformanceNotes(result->log, input.text, input.name,
                                               codegen.werrorSerialization, *settings.reporter))
    return failWithReproducer(tt::Stage::Cubin, input, settings, toString(std::move(notes)));
  return std::move(result->cubin);
}

Expected<std::string> tt::runStep(Stage produced, LoadedStage &input, const StepSettings &settings,
                                  mlir::TimingScope &timer) {
  switch (produced) {
  case Stage::TTIR:
  case Stage::TTGIR:
  case Stage::LLIR:
    return runPipeline(produced, input, settings, timer);
  case Stage::LLVMIR:
    return translateStep(input, settings, timer);
  case Stage::PTX:
    return generatePTX(input, settings, timer);
  case Stage::Cubin:
    return assemble(input, settings, timer);
  }
  llvm_unreachable("unknown stage");
}
