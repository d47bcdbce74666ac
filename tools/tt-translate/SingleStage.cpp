//===- SingleStage.cpp - tt-translate's one-stage modes -------------------===//

#include "SingleStage.h"

#include "CompileSteps.h"
#include "Registration/Registration.h"
#include "KernelFacts.h"
#include "OutputFiles.h"
#include "PtxasNotes.h"

#include "Dialect/Triton/IR/Dialect.h"
#include "Dialect/TritonGPU/IR/Dialect.h"
#include "Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "Target/KernelMetadata.h"
#include "Target/LLVMIROptimization.h"
#include "Target/LLVMIRTranslation.h"
#include "Target/PTXCodegen.h"
#include "Target/Ptxas.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static Error fail(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

namespace {
/// One run of a single stage.
class StageRun {
public:
  explicit StageRun(const tt::SingleStageOptions &options) : options(options) {}

  Error run();

private:
  Error mlirToLLVMIR();
  Error llvmIRToPTX();
  Error ptxToCubin();
  Expected<std::unique_ptr<MemoryBuffer>> readInput() const;
  Error addMetadata(tt::KernelMetadata &metadata, StringRef input);
  std::string displayName() const {
    return options.inputPath == "-" ? std::string("<stdin>") : options.inputPath;
  }

  const tt::SingleStageOptions &options;
  tt::OutputFiles outputs;
};
} // namespace

/// The whole of `path` ("-": standard input), or an error naming it.
static Expected<std::unique_ptr<MemoryBuffer>> readFile(StringRef path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer = MemoryBuffer::getFileOrSTDIN(path);
  if (!buffer)
    return fail("cannot read '" + path + "': " + buffer.getError().message());
  return std::move(*buffer);
}

Expected<std::unique_ptr<MemoryBuffer>> StageRun::readInput() const {
  return readFile(options.inputPath);
}

Error StageRun::addMetadata(tt::KernelMetadata &metadata, StringRef input) {
  const std::string &destination = options.metadataPath;
  if (destination.empty())
    return Error::success();
  const tt::MetadataSettings &settings = options.metadata;
  if (!settings.earlierPath.empty()) {
    Expected<std::unique_ptr<MemoryBuffer>> earlier = readFile(settings.earlierPath);
    if (!earlier)
      return earlier.takeError();
    if (Error error = tt::mergeEarlierMetadata(metadata, (*earlier)->getBuffer(),
                                               settings.earlierPath, settings.scratchParams))
      return error;
  }
  // Explicit options win over what the IR says.
  if (settings.numWarps)
    metadata.numWarps = *settings.numWarps;
  if (settings.numCtas)
    metadata.numCtas = *settings.numCtas;
  if (settings.shared)
    metadata.shared = *settings.shared;
  if (!metadata.shared && tt::declaresDynamicSharedMemory(input))
    WithColor::warning(errs(), "tt-translate")
        << displayName() << ": kernel '" << metadata.name
        << "' uses dynamic shared memory, but its size is not in this stage's IR; "
           "the metadata says shared = 0 (pass --metadata-in with the earlier stage's "
           "json, or --shared)\n";
  if (!metadata.numWarps)
    WithColor::warning(errs(), "tt-translate")
        << displayName() << ": kernel '" << metadata.name
        << "' has no reqntid/maxntid; num_warps defaults to 4 (--num-warps)\n";
  if (!settings.signature.empty())
    if (Error error = tt::applySignature(metadata, settings.signature, settings.scratchParams))
      return error;
  const tt::CodegenSettings &codegen = options.codegen;
  const char *stageName = options.stage == tt::SingleStage::MLIRToLLVMIR  ? "llir"
                          : options.stage == tt::SingleStage::LLVMIRToPTX ? "ptx"
                                                                          : "cubin";
  std::string hash = tt::contentHash(
      {stageName, input, options.target.cpu(), std::to_string(options.target.ptxVersion),
       codegen.enableFPFusion ? "fp-fusion" : "no-fp-fusion", codegen.reflectFTZ ? "ftz" : "no-ftz",
       codegen.lineInfo ? "line-info" : "no-line-info", std::to_string(codegen.optLevel)});
  Expected<std::string> json =
      tt::writeMetadataJSON(metadata, options.target, settings.scratchParams, hash);
  if (!json)
    return json.takeError();
  outputs.add(destination, std::move(*json));
  return Error::success();
}

static std::string printModule(const Module &module) {
  std::string text;
  raw_string_ostream os(text);
  module.print(os, nullptr);
  return text;
}

Error StageRun::mlirToLLVMIR() {
  Expected<std::unique_ptr<MemoryBuffer>> buffer = readInput();
  if (!buffer)
    return buffer.takeError();
  std::string inputText = (*buffer)->getBuffer().str();

  mlir::DialectRegistry registry;
  // Triton's dialects too: a host descriptor parameter keeps its type.
  tt::registerCompileDialects(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(*buffer), SMLoc());
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &context);
  // Triton's dialects parse (a host descriptor parameter keeps its
  // !tt.tensordesc type as an attribute), but their ops are not lowered yet.
  mlir::Operation *unlowered = nullptr;
  if (module)
    module->walk<mlir::WalkOrder::PreOrder>([&](mlir::Operation *op) {
      if (mlir::isa<mlir::triton::TritonDialect, mlir::triton::gpu::TritonGPUDialect,
                    mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect>(op->getDialect())) {
        unlowered = op;
        return mlir::WalkResult::interrupt();
      }
      return mlir::WalkResult::advance();
    });
  if (unlowered)
    unlowered->emitError() << "'" << unlowered->getName() << "' is not an LLVM-dialect op";
  if (!module || unlowered)
    return fail(displayName() + ": not an LLVM-dialect MLIR module "
                                "(--mlir-to-llvmir takes the output of tt-opt --make-llir)");

  LLVMContext llvmContext;
  tt::LLVMIRTranslationOptions translation;
  translation.lineInfo = options.codegen.lineInfo;
  Expected<std::unique_ptr<Module>> llvmModule =
      tt::translateToLLVMIR(*module, llvmContext, translation);
  if (!llvmModule)
    return fail(displayName() + ": " + toString(llvmModule.takeError()));

  Expected<tt::KernelMetadata> metadata = tt::describeLLVMKernel(**llvmModule, displayName());
  if (!metadata)
    return metadata.takeError();
  tt::addMLIRModuleFacts(*module, *metadata);
  tt::addHostDescriptorFacts(*module, *metadata);

  tt::LLVMOptimizationOptions optimization;
  optimization.libdevicePath = options.codegen.libdevicePath;
  optimization.reflectFTZ = options.codegen.reflectFTZ;
  optimization.optLevel = std::min(options.codegen.optLevel, 3u);
  if (Error error = tt::prepareLLVMModule(**llvmModule, options.target, optimization))
    return fail(displayName() + ": " + toString(std::move(error)));

  outputs.add(options.outputPath, printModule(**llvmModule));
  return addMetadata(*metadata, inputText);
}

Error StageRun::llvmIRToPTX() {
  Expected<std::unique_ptr<MemoryBuffer>> buffer = readInput();
  if (!buffer)
    return buffer.takeError();
  std::string inputText = (*buffer)->getBuffer().str();
  LLVMContext context;
  SMDiagnostic diagnostic;
  std::unique_ptr<Module> module =
      parseIR(MemoryBufferRef(inputText, displayName()), diagnostic, context);
  if (!module) {
    diagnostic.print("tt-translate", errs());
    return fail(displayName() + ": not LLVM IR");
  }

  Expected<tt::KernelMetadata> metadata = tt::describeLLVMKernel(*module, displayName());
  if (!metadata)
    return metadata.takeError();

  // A module straight from the MLIR translation (tt-translate --opt-level=0,
  // mlir-translate) may still call libdevice: link it and optimize, as
  // make_llir would have.
  if (!tt::firstLibdeviceCall(*module).empty()) {
    tt::LLVMOptimizationOptions optimization;
    optimization.libdevicePath = options.codegen.libdevicePath;
    optimization.reflectFTZ =
        options.codegen.reflectFTZ && !module->getModuleFlag("nvvm-reflect-ftz");
    if (Error error = tt::prepareLLVMModule(*module, options.target, optimization))
      return fail(displayName() + ": " + toString(std::move(error)));
  }

  tt::PTXCodegenOptions codegen;
  codegen.enableFPFusion = options.codegen.enableFPFusion;
  Expected<std::string> ptx = tt::translateLLVMIRToPTX(*module, options.target, codegen);
  if (!ptx)
    return fail(displayName() + ": " + toString(ptx.takeError()));
  outputs.add(options.outputPath, std::move(*ptx));
  return addMetadata(*metadata, inputText);
}

Error StageRun::ptxToCubin() {
  Expected<std::unique_ptr<MemoryBuffer>> buffer = readInput();
  if (!buffer)
    return buffer.takeError();
  StringRef ptx = (*buffer)->getBuffer();
  Expected<tt::KernelMetadata> metadata = tt::describePTXKernel(ptx, displayName());
  if (!metadata)
    return metadata.takeError();

  tt::PtxasOptions ptxas;
  ptxas.ptxasPath = options.codegen.ptxasPath;
  ptxas.enableFPFusion = options.codegen.enableFPFusion;
  ptxas.lineInfo = options.codegen.lineInfo;
  ptxas.extraOptions = options.codegen.ptxasOptions;
  Expected<tt::PtxasResult> result = tt::assembleCubin(ptx, displayName(), options.target, ptxas);
  if (!result)
    return result.takeError();
  if (options.verbose)
    errs() << result->log;
  if (Error notes = tt::reportPerformanceNotes(result->log, ptx, displayName(),
                                               options.codegen.werrorSerialization))
    return notes;
  outputs.add(options.outputPath, std::move(result->cubin));
  return addMetadata(*metadata, ptx);
}

Error StageRun::run() {
  auto stage = [&] {
    switch (options.stage) {
    case tt::SingleStage::MLIRToLLVMIR:
      return mlirToLLVMIR();
    case tt::SingleStage::LLVMIRToPTX:
      return llvmIRToPTX();
    case tt::SingleStage::PTXToCubin:
      return ptxToCubin();
    }
    llvm_unreachable("unknown stage");
  };
  if (Error error = stage())
    return error;
  return outputs.commit();
}

Error tt::runSingleStage(const SingleStageOptions &options) { return StageRun(options).run(); }
