//===- tt-translate.cpp - LLVM IR, PTX and cubin from Triton's IRs --------===//
//
// One stage per run, each a separate step a compiler engineer can stop at,
// edit and resume from, as Triton 3.6's NVIDIA backend does them:
//
//   --mlir-to-llvmir   LLVM-dialect MLIR -> LLVM IR (make_llir's LLVM part)
//   --llvmir-to-ptx    LLVM IR -> PTX (make_ptx)
//   --ptx-to-cubin     PTX -> cubin with ptxas (make_cubin)
//
// Any stage can also write the kernel's `<kernel>.json` (--metadata); the
// cubin stage writes it beside `-o k.cubin` as k.json, where tt-run finds it.
//
//===----------------------------------------------------------------------===//

#include "OutputFiles.h"

#include "Target/CUDAToolkit.h"
#include "Target/GPUTarget.h"
#include "Target/KernelMetadata.h"
#include "Target/LLVMIROptimization.h"
#include "Target/LLVMIRTranslation.h"
#include "Target/PTXCodegen.h"
#include "Target/Ptxas.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace {
enum class Stage { MLIRToLLVMIR, LLVMIRToPTX, PTXToCubin };

cl::OptionCategory category("tt-translate options");

cl::opt<Stage> stage(
    cl::desc("Translation to perform:"), cl::Required, cl::cat(category),
    cl::values(clEnumValN(Stage::MLIRToLLVMIR, "mlir-to-llvmir",
                          "LLVM-dialect MLIR (with NVVM ops) -> LLVM IR: "
                          "translate, link libdevice if needed, O3"),
               clEnumValN(Stage::LLVMIRToPTX, "llvmir-to-ptx",
                          "LLVM IR -> PTX through LLVM's NVPTX backend"),
               clEnumValN(Stage::PTXToCubin, "ptx-to-cubin",
                          "PTX -> cubin through the CUDA toolkit's ptxas")));
cl::opt<std::string> inputPath(cl::Positional, cl::desc("<input file>"),
                               cl::init("-"), cl::cat(category));
cl::opt<std::string> outputPath("o", cl::desc("Output file (default: stdout)"),
                                cl::value_desc("path"), cl::init("-"),
                                cl::cat(category));
cl::opt<std::string> arch("arch",
                          cl::desc("Target GPU: sm_90a, sm_90, sm_80, or "
                                   "Triton's cuda:90 (default sm_90a)"),
                          cl::init("sm_90a"), cl::cat(category));
cl::opt<unsigned> ptxVersion(
    "ptx-version",
    cl::desc("PTX ISA version times ten (default 87, PTX 8.7 as Triton 3.6 "
             "writes it)"),
    cl::init(0), cl::cat(category));

cl::opt<std::string> metadataPath(
    "metadata",
    cl::desc("Write the kernel's metadata JSON here (--ptx-to-cubin -o k.cubin "
             "writes k.json without being asked)"),
    cl::value_desc("path"), cl::cat(category));
cl::opt<std::string> metadataInPath(
    "metadata-in",
    cl::desc("An earlier stage's <kernel>.json: shared memory, num_ctas, argument names and "
             "pointer types that this stage's IR does not keep (PTX and LLVM IR lose them)"),
    cl::value_desc("path"), cl::cat(category));
cl::opt<bool> noMetadata("no-metadata",
                         cl::desc("Don't write k.json beside -o k.cubin"),
                         cl::cat(category));
cl::opt<std::string> signature(
    "signature",
    cl::desc("Argument types in Triton's syntax for the metadata "
             "('*fp32:16,*fp32:16,i32:16,1024'); otherwise taken from the IR"),
    cl::cat(category));
cl::opt<int> numWarps("num-warps",
                      cl::desc("Metadata num_warps (default: from the "
                               "kernel's reqntid/maxntid or the module)"),
                      cl::init(-1), cl::cat(category));
cl::opt<int> numCtas("num-ctas", cl::desc("Metadata num_ctas"), cl::init(-1),
                     cl::cat(category));
cl::opt<long long> sharedBytes(
    "shared",
    cl::desc("Metadata shared (dynamic shared memory bytes; default: the "
             "module's ttg.shared, else 0)"),
    cl::init(-1), cl::cat(category));
cl::opt<unsigned> scratchParams(
    "scratch-params",
    cl::desc("Trailing scratch pointer parameters left out of the metadata's "
             "args (Triton 3.6 ABI: 2)"),
    cl::init(2), cl::cat(category));

cl::opt<bool> lineInfo("line-info",
                       cl::desc("Line tables from MLIR locations, and ptxas "
                                "-lineinfo (default on, as in Triton)"),
                       cl::init(true), cl::cat(category));
cl::opt<unsigned> optLevel("opt-level",
                           cl::desc("LLVM middle-end level for "
                                    "--mlir-to-llvmir (0-3, default 3)"),
                           cl::init(3), cl::cat(category));
cl::opt<bool> enableFPFusion("enable-fp-fusion",
                             cl::desc("Contract a*b+c into fma (default on)"),
                             cl::init(true), cl::cat(category));
cl::opt<bool> reflectFTZ("enable-reflect-ftz",
                         cl::desc("Set nvvm-reflect-ftz: libdevice flushes "
                                  "denormals (default on, as in Triton)"),
                         cl::init(true), cl::cat(category));
cl::opt<std::string> libdevicePath(
    "libdevice",
    cl::desc("libdevice.10.bc (default: from TT_CUDA_HOME or the toolkit "
             "found at configure time)"),
    cl::value_desc("path"), cl::cat(category));
cl::opt<std::string> ptxasPath(
    "ptxas",
    cl::desc("ptxas (default: TT_CUDA_HOME/bin, PATH, the configured toolkit)"),
    cl::value_desc("path"), cl::cat(category));
cl::opt<std::string> ptxasOptions("ptxas-options",
                                  cl::desc("More ptxas options, space separated"),
                                  cl::cat(category));
cl::opt<bool> verbose("v", cl::desc("Print ptxas's log (registers, spills)"),
                      cl::cat(category));
} // namespace

static Error fail(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

static std::string displayName() {
  return inputPath == "-" ? std::string("<stdin>") : std::string(inputPath);
}

static Expected<std::unique_ptr<MemoryBuffer>> readInput() {
  std::string error;
  std::unique_ptr<MemoryBuffer> buffer = mlir::openInputFile(inputPath, &error);
  if (!buffer)
    return fail("cannot read '" + inputPath + "': " + error);
  return std::move(buffer);
}

/// Explicit options win over what the IR says.
static void applyOverrides(tt::KernelMetadata &metadata) {
  if (numWarps >= 0)
    metadata.numWarps = numWarps;
  if (numCtas >= 0)
    metadata.numCtas = numCtas;
  if (sharedBytes >= 0)
    metadata.shared = sharedBytes;
}

/// Whether PTX or LLVM IR declares Triton's dynamic shared memory buffer,
/// whose size only TTGIR (`ttg.shared`) knows.
static bool usesDynamicSharedMemory(StringRef input) {
  return input.contains(".extern .shared") || input.contains("external addrspace(3) global");
}

/// Where the metadata goes: --metadata, else beside `-o k.cubin` as k.json.
static std::string metadataDestination() {
  if (!metadataPath.empty())
    return metadataPath;
  if (noMetadata || stage != Stage::PTXToCubin || outputPath == "-")
    return "";
  SmallString<256> path(outputPath);
  sys::path::replace_extension(path, ".json");
  return std::string(path);
}

static Error addMetadata(tt::OutputFiles &outputs,
                         tt::KernelMetadata &metadata,
                         const tt::GPUTarget &target, StringRef input) {
  std::string destination = metadataDestination();
  if (destination.empty())
    return Error::success();
  if (!metadataInPath.empty()) {
    std::string error;
    std::unique_ptr<MemoryBuffer> earlier = mlir::openInputFile(metadataInPath, &error);
    if (!earlier)
      return fail("cannot read '" + metadataInPath + "': " + error);
    if (Error error = tt::mergeEarlierMetadata(metadata, earlier->getBuffer(),
                                               metadataInPath, scratchParams))
      return error;
  }
  applyOverrides(metadata);
  if (!metadata.shared && usesDynamicSharedMemory(input))
    WithColor::warning(errs(), "tt-translate")
        << displayName() << ": kernel '" << metadata.name
        << "' uses dynamic shared memory, but its size is not in this stage's IR; "
           "the metadata says shared = 0 (pass --metadata-in with the earlier stage's "
           "json, or --shared)\n";
  if (!metadata.numWarps)
    WithColor::warning(errs(), "tt-translate")
        << displayName() << ": kernel '" << metadata.name
        << "' has no reqntid/maxntid; num_warps defaults to 4 (--num-warps)\n";
  if (!signature.empty())
    if (Error error = tt::applySignature(metadata, signature, scratchParams))
      return error;
  const char *stageName = stage == Stage::MLIRToLLVMIR  ? "llir"
                          : stage == Stage::LLVMIRToPTX ? "ptx"
                                                        : "cubin";
  std::string hash = tt::contentHash(
      {stageName, input, target.cpu(), std::to_string(target.ptxVersion),
       enableFPFusion ? "fp-fusion" : "no-fp-fusion",
       reflectFTZ ? "ftz" : "no-ftz", lineInfo ? "line-info" : "no-line-info",
       std::to_string(optLevel)});
  Expected<std::string> json =
      tt::writeMetadataJSON(metadata, target, scratchParams, hash);
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

static Error mlirToLLVMIR(const tt::GPUTarget &target,
                          tt::OutputFiles &outputs) {
  Expected<std::unique_ptr<MemoryBuffer>> buffer = readInput();
  if (!buffer)
    return buffer.takeError();
  std::string inputText = (*buffer)->getBuffer().str();

  mlir::DialectRegistry registry;
  tt::registerLLVMIRTranslationDialects(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(*buffer), SMLoc());
  mlir::SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &context);
  if (!module)
    return fail(displayName() + ": not an LLVM-dialect MLIR module "
                                "(--mlir-to-llvmir takes the output of "
                                "tt-opt --make-llir)");

  LLVMContext llvmContext;
  tt::LLVMIRTranslationOptions translation;
  translation.lineInfo = lineInfo;
  Expected<std::unique_ptr<Module>> llvmModule =
      tt::translateToLLVMIR(*module, llvmContext, translation);
  if (!llvmModule)
    return fail(displayName() + ": " + toString(llvmModule.takeError()));

  Expected<tt::KernelMetadata> metadata =
      tt::describeLLVMKernel(**llvmModule, displayName());
  if (!metadata)
    return metadata.takeError();
  tt::addMLIRModuleFacts(*module, *metadata);

  tt::LLVMOptimizationOptions optimization;
  optimization.libdevicePath = libdevicePath;
  optimization.reflectFTZ = reflectFTZ;
  optimization.optLevel = std::min(optLevel.getValue(), 3u);
  if (Error error = tt::prepareLLVMModule(**llvmModule, target, optimization))
    return fail(displayName() + ": " + toString(std::move(error)));

  outputs.add(outputPath, printModule(**llvmModule));
  return addMetadata(outputs, *metadata, target, inputText);
}

static Error llvmIRToPTX(const tt::GPUTarget &target,
                         tt::OutputFiles &outputs) {
  Expected<std::unique_ptr<MemoryBuffer>> buffer = readInput();
  if (!buffer)
    return buffer.takeError();
  std::string inputText = (*buffer)->getBuffer().str();
  LLVMContext context;
  SMDiagnostic diagnostic;
  std::unique_ptr<Module> module = parseIR(
      MemoryBufferRef(inputText, displayName()), diagnostic, context);
  if (!module) {
    diagnostic.print("tt-translate", errs());
    return fail(displayName() + ": not LLVM IR");
  }

  Expected<tt::KernelMetadata> metadata =
      tt::describeLLVMKernel(*module, displayName());
  if (!metadata)
    return metadata.takeError();

  // A module straight from the MLIR translation (tt-translate --opt-level=0,
  // mlir-translate) may still call libdevice: link it and optimize, as
  // make_llir would have.
  if (!tt::firstLibdeviceCall(*module).empty()) {
    tt::LLVMOptimizationOptions optimization;
    optimization.libdevicePath = libdevicePath;
    optimization.reflectFTZ =
        reflectFTZ && !module->getModuleFlag("nvvm-reflect-ftz");
    if (Error error = tt::prepareLLVMModule(*module, target, optimization))
      return fail(displayName() + ": " + toString(std::move(error)));
  }

  tt::PTXCodegenOptions codegen;
  codegen.enableFPFusion = enableFPFusion;
  Expected<std::string> ptx = tt::translateLLVMIRToPTX(*module, target, codegen);
  if (!ptx)
    return fail(displayName() + ": " + toString(ptx.takeError()));
  outputs.add(outputPath, std::move(*ptx));
  return addMetadata(outputs, *metadata, target, inputText);
}

static Error ptxToCubin(const tt::GPUTarget &target,
                        tt::OutputFiles &outputs) {
  Expected<std::unique_ptr<MemoryBuffer>> buffer = readInput();
  if (!buffer)
    return buffer.takeError();
  StringRef ptx = (*buffer)->getBuffer();
  Expected<tt::KernelMetadata> metadata =
      tt::describePTXKernel(ptx, displayName());
  if (!metadata)
    return metadata.takeError();

  tt::PtxasOptions options;
  options.ptxasPath = ptxasPath;
  options.enableFPFusion = enableFPFusion;
  options.lineInfo = lineInfo;
  SmallVector<StringRef> extra;
  StringRef(ptxasOptions).split(extra, ' ', -1, /*KeepEmpty=*/false);
  for (StringRef option : extra)
    options.extraOptions.push_back(option.str());
  Expected<tt::PtxasResult> result =
      tt::assembleCubin(ptx, displayName(), target, options);
  if (!result)
    return result.takeError();
  if (verbose)
    errs() << result->log;
  outputs.add(outputPath, std::move(result->cubin));
  return addMetadata(outputs, *metadata, target, ptx);
}

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(category);
  cl::ParseCommandLineOptions(
      argc, argv,
      "tt-translate: LLVM IR, PTX and cubin from Triton's IRs\n\n"
      "  tt-translate --mlir-to-llvmir k.llir.mlir -o k.ll\n"
      "  tt-translate --llvmir-to-ptx --arch=sm_90a k.ll -o k.ptx\n"
      "  tt-translate --ptx-to-cubin --arch=sm_90a k.ptx -o k.cubin   "
      "(+ k.json)\n");

  auto report = [](Error error) {
    WithColor::error(errs(), "tt-translate") << toString(std::move(error))
                                             << "\n";
    return 1;
  };
  Expected<tt::GPUTarget> target = tt::parseGPUTarget(arch, ptxVersion);
  if (!target)
    return report(target.takeError());

  tt::OutputFiles outputs;
  Error error = Error::success();
  switch (stage) {
  case Stage::MLIRToLLVMIR:
    error = mlirToLLVMIR(*target, outputs);
    break;
  case Stage::LLVMIRToPTX:
    error = llvmIRToPTX(*target, outputs);
    break;
  case Stage::PTXToCubin:
    error = ptxToCubin(*target, outputs);
    break;
  }
  if (error)
    return report(std::move(error));
  if (Error error = outputs.commit())
    return report(std::move(error));
  return 0;
}
