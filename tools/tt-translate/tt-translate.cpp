//===- tt-translate.cpp - LLVM IR, PTX and cubin from Triton's IRs --------===//
//
// The command line of tt-translate: one backend stage per run, or
// `--compile` from any stage to a cubin in one process (CompileDriver.h).
// Built as libtt-translate-main.so, whose ttTranslateMain the tt-translate
// executable (Launcher.cpp) runs for everything but an early cache hit.
//
//===----------------------------------------------------------------------===//

#include "tt/Driver/CompileDriver.h"
#include "EarlyCacheHit.h"
#include "PlainCompileOptions.h"
#include "tt/Driver/ToolVersion.h"

#include "tt/Target/GPUTarget.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <dlfcn.h>

using namespace llvm;

extern "C" LLVM_ATTRIBUTE_VISIBILITY_DEFAULT int ttTranslateMain(int argc, char **argv);

namespace {
enum class Mode { MLIRToLLVMIR, LLVMIRToPTX, PTXToCubin, Compile };

cl::OptionCategory category("tt-translate options");
cl::OptionCategory compileCategory("tt-translate --compile options");

cl::opt<Mode>
    mode(cl::desc("What to do:"), cl::Required, cl::cat(category),
         cl::values(clEnumValN(Mode::MLIRToLLVMIR, "mlir-to-llvmir",
                               "LLVM-dialect MLIR (with NVVM ops) -> LLVM IR: "
                               "translate, link libdevice if needed, O3"),
                    clEnumValN(Mode::LLVMIRToPTX, "llvmir-to-ptx",
                               "LLVM IR -> PTX through LLVM's NVPTX backend"),
                    clEnumValN(Mode::PTXToCubin, "ptx-to-cubin",
                               "PTX -> cubin through the CUDA toolkit's ptxas"),
                    clEnumValN(Mode::Compile, "compile",
                               "Any stage (.ttir .ttgir .llir.mlir .ll .ptx) -> the stage -o names "
                               "(.cubin + .json), in one process")));
cl::opt<std::string> inputPath(cl::Positional, cl::desc("<input file>"), cl::init("-"),
                               cl::cat(category));
cl::opt<std::string> outputPath("o", cl::desc("Output file (default: stdout)"),
                                cl::value_desc("path"), cl::init("-"), cl::cat(category));
cl::opt<std::string> arch("arch",
                          cl::desc("Target GPU of a single stage: sm_90a, sm_90, sm_80, or "
                                   "Triton's cuda:90 (default sm_90a)"),
                          cl::init("sm_90a"), cl::cat(category));
cl::opt<unsigned> ptxVersion("ptx-version",
                             cl::desc("PTX ISA version times ten (default 87, PTX 8.7 as "
                                      "Triton 3.6 writes it)"),
                             cl::init(0), cl::cat(category));

cl::opt<std::string> metadataPath(
    "metadata",
    cl::desc("Write the kernel's metadata JSON here (-o k.cubin or k.ptx writes k.json "
             "without being asked)"),
    cl::value_desc("path"), cl::cat(category));
cl::opt<std::string> metadataInPath(
    "metadata-in",
    cl::desc("An earlier stage's <kernel>.json: shared memory, num_ctas, argument names and "
             "pointer types that this stage's IR does not keep (PTX and LLVM IR lose them)"),
    cl::value_desc("path"), cl::cat(category));
cl::opt<bool> noMetadata("no-metadata", cl::desc("Don't write k.json beside -o k.cubin"),
                         cl::cat(category));
cl::opt<std::string> signature("signature",
                               cl::desc("Argument types in Triton's syntax for the metadata "
                                        "('*fp32:16,*fp32:16,i32:16,1024'); otherwise taken "
                                        "from the IR"),
                               cl::cat(category));
cl::opt<int> numWarps("num-warps",
                      cl::desc("Warps per CTA: make-ttgir's option with --compile from "
                               "TTIR, else the metadata's num_warps (default: the kernel's "
                               "reqntid/maxntid or the module's)"),
                      cl::init(-1), cl::cat(category));
cl::opt<int> numCtas("num-ctas",
                     cl::desc("CTAs per cluster: make-ttgir's option with --compile from "
                              "TTIR, else the metadata's num_ctas"),
                     cl::init(-1), cl::cat(category));
cl::opt<long long> sharedBytes("shared",
                               cl::desc("Metadata shared (dynamic shared memory bytes; "
                                        "default: the module's ttg.shared, else 0)"),
                               cl::init(-1), cl::cat(category));
cl::opt<unsigned> scratchParams("scratch-params",
                                cl::desc("Trailing scratch pointer parameters left out of the "
                                         "metadata's args (Triton 3.6 ABI: 2)"),
                                cl::init(2), cl::cat(category));

cl::opt<bool> lineInfo("line-info",
                       cl::desc("Line tables from MLIR locations, and ptxas -lineinfo "
                                "(default on, as in Triton)"),
                       cl::init(true), cl::cat(category));
cl::opt<unsigned> optLevel("opt-level",
                           cl::desc("LLVM middle-end level of the LLVM IR step (0-3, default 3)"),
                           cl::init(3), cl::cat(category));
cl::opt<bool> enableFPFusion("enable-fp-fusion", cl::desc("Contract a*b+c into fma (default on)"),
                             cl::init(true), cl::cat(category));
cl::opt<bool> reflectFTZ("enable-reflect-ftz",
                         cl::desc("Set nvvm-reflect-ftz: libdevice flushes denormals "
                                  "(default on, as in Triton)"),
                         cl::init(true), cl::cat(category));
cl::opt<std::string> libdevicePath("libdevice",
                                   cl::desc("libdevice.10.bc (default: from TT_CUDA_HOME or "
                                            "the toolkit found at configure time)"),
                                   cl::value_desc("path"), cl::cat(category));
cl::opt<std::string> ptxasPath("ptxas",
                               cl::desc("ptxas (default: TT_CUDA_HOME/bin, PATH, the "
                                        "configured toolkit)"),
                               cl::value_desc("path"), cl::cat(category));
cl::opt<std::string> ptxasOptions("ptxas-options", cl::desc("More ptxas options, space separated"),
                                  cl::cat(category));
cl::opt<bool> werrorSerialization(
    "werror-serialization",
    cl::desc("Make ptxas's wgmma serialization notes (\"Potential Performance Loss\": "
             "C7515, C7511, C7508, ...) errors instead of warnings"),
    cl::cat(category));
cl::opt<bool> verbose("v",
                      cl::desc("Print ptxas's log (registers, spills); with --compile, cache "
                               "hits and stores too"),
                      cl::cat(category));

cl::opt<std::string> target("target",
                            cl::desc("--compile's target as Triton names it, cuda:<capability> "
                                     "(default: the .ttgir's ttg.target, else cuda:90)"),
                            cl::cat(compileCategory));
cl::opt<int> numStages("num-stages",
                       cl::desc("make-ttgir's software pipelining depth: loads feeding dots "
                                "are issued num-stages - 1 iterations ahead (default 3)"),
                       cl::init(0), cl::cat(compileCategory));
cl::opt<bool> checkSharedBounds(
    "check-shared-bounds",
    cl::desc("make-llir checks every shared-memory access against its buffer: at compile "
             "time where the address is constant, else when the kernel runs "
             "(__assertfail on a violation). Default: on in builds with assertions"),
    cl::cat(compileCategory));
cl::opt<std::string> inputStage("input-stage",
                                cl::desc("The input's stage when its name doesn't say: ttir, "
                                         "ttgir, llir.mlir, llir (LLVM IR) or ptx"),
                                cl::cat(compileCategory));
cl::opt<std::string> dumpDir("dump-dir",
                             cl::desc("Write every stage to DIR/<hash>/<kernel>.<ext> "
                                      "(TRITON_KERNEL_DUMP's layout)"),
                             cl::value_desc("dir"), cl::cat(compileCategory));
cl::opt<std::string> overrideDir("override-dir",
                                 cl::desc("Replace a stage by DIR/<hash>/<kernel>.<ext> where "
                                          "it exists and compile on from it "
                                          "(TRITON_KERNEL_OVERRIDE's layout)"),
                                 cl::value_desc("dir"), cl::cat(compileCategory));
cl::opt<std::string> cacheDir("cache-dir",
                              cl::desc("Reuse and keep whole compilations in DIR, keyed by "
                                       "input, options, target and tool"),
                              cl::value_desc("dir"), cl::cat(compileCategory));
cl::opt<bool> timing("timing", cl::desc("Print the time of every step and pass"),
                     cl::cat(compileCategory));
} // namespace

static Error fail(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

static tt::CodegenSettings readCodegenSettings() {
  tt::CodegenSettings codegen;
  codegen.lineInfo = lineInfo;
  codegen.optLevel = optLevel;
  codegen.enableFPFusion = enableFPFusion;
  codegen.reflectFTZ = reflectFTZ;
  codegen.ptxVersion = ptxVersion;
  codegen.libdevicePath = libdevicePath;
  codegen.ptxasPath = ptxasPath;
  codegen.setPtxasOptions(ptxasOptions);
  codegen.werrorSerialization = werrorSerialization;
  return codegen;
}

static tt::MetadataSettings readMetadataSettings() {
  tt::MetadataSettings metadata;
  metadata.signature = signature;
  metadata.earlierPath = metadataInPath;
  if (sharedBytes >= 0)
    metadata.shared = sharedBytes;
  metadata.scratchParams = scratchParams;
  return metadata;
}

/// `-o k.cubin` writes k.json too unless --no-metadata; --metadata wins.
static std::string singleStageMetadataPath() {
  if (!metadataPath.empty())
    return metadataPath;
  if (noMetadata || mode != Mode::PTXToCubin || outputPath == "-")
    return "";
  SmallString<256> path(outputPath.getValue());
  sys::path::replace_extension(path, ".json");
  return std::string(path);
}

/// A single stage is a compile of one step, from the stage the mode names:
/// the same steps, crash guards and reproducers as --compile. Its
/// --num-warps/--num-ctas only say what the metadata says.
static Error runSingleStage() {
  for (cl::Option *option : std::initializer_list<cl::Option *>{
           &target, &numStages, &checkSharedBounds, &inputStage, &dumpDir, &overrideDir,
           &cacheDir, &timing})
    if (option->getNumOccurrences())
      return fail("--" + option->ArgStr + " applies only to --compile");
  Expected<tt::GPUTarget> gpu = tt::parseGPUTarget(arch, ptxVersion);
  if (!gpu)
    return gpu.takeError();
  tt::CompileOptions options;
  options.inputPath = inputPath;
  options.inputStage = mode == Mode::MLIRToLLVMIR  ? tt::Stage::LLIR
                       : mode == Mode::LLVMIRToPTX ? tt::Stage::LLVMIR
                                                   : tt::Stage::PTX;
  options.outputStage = tt::getNextStage(*options.inputStage);
  options.outputPath = outputPath;
  options.metadataPath = singleStageMetadataPath();
  options.writeMetadata = false;
  options.arch = *gpu;
  options.codegen = readCodegenSettings();
  options.metadata = readMetadataSettings();
  if (numWarps >= 0)
    options.metadata.numWarps = numWarps;
  if (numCtas >= 0)
    options.metadata.numCtas = numCtas;
  options.verbose = verbose;
  return tt::compile(options).takeError();
}

/// The arguments that set LLVM's own options (those outside tt-translate's
/// categories), as written, with a separate value where one follows.
static std::vector<std::string> getGivenLLVMOptions() {
  std::vector<std::string> given;
  auto &registered = cl::getRegisteredOptions();
  ArrayRef<const char *> args = tt::getProcessArguments();
  for (size_t i = 1; i < args.size(); ++i) {
    StringRef arg = args[i];
    std::string_view name = tt::getOptionName(args[i]);
    if (name.empty())
      continue;
    auto it = registered.find(StringRef(name.data(), name.size()));
    if (it == registered.end() || llvm::any_of(it->second->Categories, [](cl::OptionCategory *c) {
          return c == &category || c == &compileCategory;
        }))
      continue;
    given.push_back(arg.str());
    if (!arg.contains('=') && it->second->getValueExpectedFlag() == cl::ValueRequired &&
        i + 1 < args.size())
      given.push_back(args[++i]);
  }
  return given;
}

static Error runCompile() {
  if (arch.getNumOccurrences())
    return fail("--compile takes Triton's --target=cuda:<capability>, not --arch");
  if (outputPath == "-")
    return fail("--compile needs -o (k.cubin, or k.ptx, k.ll, k.llir.mlir, k.ttgir, k.ttir "
                "to stop at that stage)");
  tt::CompileOptions options;
  options.inputPath = inputPath;
  options.outputPath = outputPath;
  if (!inputStage.empty()) {
    options.inputStage = tt::parseStageExtension(inputStage);
    if (!options.inputStage || *options.inputStage == tt::Stage::Cubin)
      return fail("--input-stage='" + inputStage +
                  "': expected ttir, ttgir, llir.mlir, llir (or ll) or ptx");
  } else if (inputPath == "-") {
    return fail("--compile from standard input needs --input-stage");
  }
  options.metadataPath = metadataPath;
  options.writeMetadata = !noMetadata;
  if (target.getNumOccurrences())
    options.target = target;
  if (numWarps.getNumOccurrences())
    options.numWarps = numWarps;
  if (numCtas.getNumOccurrences())
    options.numCtas = numCtas;
  if (numStages.getNumOccurrences())
    options.numStages = numStages;
  if (checkSharedBounds.getNumOccurrences())
    options.checkSharedBounds = checkSharedBounds;
  options.codegen = readCodegenSettings();
  options.metadata = readMetadataSettings();
  options.llvmOptions = getGivenLLVMOptions();
  options.dumpDir = dumpDir;
  options.overrideDir = overrideDir;
  options.cacheDir = cacheDir;
  options.timing = timing;
  options.verbose = verbose;
  options.onCached = [](std::vector<std::string> dependencies,
                        const std::vector<tt::CachedOutput> &outputs) {
    // The launcher reads the record without loading this library, so the
    // record names it too: a library rebuilt or replaced under an unchanged
    // launcher must not be answered for by the old one's records.
    Dl_info info;
    if (dladdr(reinterpret_cast<const void *>(&ttTranslateMain), &info) && info.dli_fname &&
        *info.dli_fname &&
        std::find(dependencies.begin(), dependencies.end(), info.dli_fname) == dependencies.end())
      dependencies.push_back(info.dli_fname);
    tt::writeInvocationRecord(dependencies, outputs);
  };
  return tt::compile(options).takeError();
}

/// `--verify-option-table`: every entry of kPlainCompileOptions names a
/// registered option that takes a value exactly when the table says so.
int verifyPlainCompileOptionTable() {
  auto registered = cl::getRegisteredOptions();
  int mismatches = 0;
  for (const tt::PlainCompileOption &entry : tt::kPlainCompileOptions) {
    StringRef name(entry.name.data(), entry.name.size());
    auto it = registered.find(name);
    if (it == registered.end()) {
      errs() << "tt-translate: error: the plain-compile option table names '" << name
             << "', which is no option\n";
      ++mismatches;
      continue;
    }
    bool takesValue = it->second->getValueExpectedFlag() == cl::ValueRequired;
    if (takesValue != entry.takesValue) {
      errs() << "tt-translate: error: the plain-compile option table says '" << name << "' "
             << (entry.takesValue ? "takes" : "takes no") << " value, its option "
             << (takesValue ? "requires one" : "does not") << "\n";
      ++mismatches;
    }
  }
  if (mismatches)
    return 1;
  outs() << std::size(tt::kPlainCompileOptions) << " plain-compile options agree with the registered options\n";
  return 0;
}

/// tt-translate's main, run by the launcher (Launcher.cpp).
int ttTranslateMain(int argc, char **argv) {
  if (argc == 2 && StringRef(argv[1]) == "--verify-option-table")
    return verifyPlainCompileOptionTable();
  tt::setProcessArguments(argc, argv);
  InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions({&category, &compileCategory});
  cl::AddExtraVersionPrinter([](raw_ostream &os) { os << tt::getToolVersionLine() << "\n"; });
  cl::ParseCommandLineOptions(
      argc, argv,
      "tt-translate: LLVM IR, PTX and cubin from Triton's IRs\n\n"
      "  tt-translate --mlir-to-llvmir k.llir.mlir -o k.ll\n"
      "  tt-translate --llvmir-to-ptx --arch=sm_90a k.ll -o k.ptx\n"
      "  tt-translate --ptx-to-cubin --arch=sm_90a k.ptx -o k.cubin   (+ k.json)\n"
      "  tt-translate --compile k.ttir --target=cuda:90 --num-warps=4 -o k.cubin   (+ k.json)\n");

  Error error = mode == Mode::Compile ? runCompile() : runSingleStage();
  if (error) {
    WithColor::error(errs(), "tt-translate") << toString(std::move(error)) << "\n";
    return 1;
  }
  return 0;
}
