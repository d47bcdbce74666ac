//===- tt-translate-fuzzer.cpp - LLVM dialect -> LLVM IR -> PTX -----------===//
//
// Input: an LLVM-dialect module, as make-llir leaves it (`<k>.llir.mlir`).
// It goes through tt-translate's stages in-process: translation to LLVM IR,
// make_llir's LLVM half (data layout, libdevice, the O3 pipeline) and the
// NVPTX back end. ptxas is a separate program and is left out.
//
// Verdicts: a stage may refuse its input with an error; a stage that accepts
// it must not crash, and the LLVM IR handed to the optimizer and to the back
// end must pass LLVM's verifier (the stages check it; a module that gets
// past them invalid is a bug).
//
//===----------------------------------------------------------------------===//

#include "FuzzTarget.h"
#include "MLIRTextMutator.h"
#include "tt/Target/GPUTarget.h"
#include "tt/Target/LLVMIROptimization.h"
#include "tt/Target/LLVMIRTranslation.h"
#include "tt/Target/PTXCodegen.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Parser/Parser.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

static DialectRegistry *registry;

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  registry = new DialectRegistry();
  tt::registerLLVMIRTranslationDialects(*registry);
  return 0;
}

/// A stage's LLVM IR must verify; returns the verifier's complaint, or "".
static std::string verifierComplaint(const llvm::Module &module) {
  std::string complaint;
  llvm::raw_string_ostream os(complaint);
  llvm::verifyModule(module, &os);
  return complaint;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // MLIR's lexer reads the character after the text (a file read for
  // parsing ends in NUL; libFuzzer's buffer does not): a NUL-ended copy.
  std::string input(reinterpret_cast<const char *>(data), size);
  llvm::StringRef text(input);
  MLIRContext context(*registry, MLIRContext::Threading::DISABLED);
  tt::fuzz::DiagnosticLog log(context);
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, ParserConfig(&context));
  if (!module)
    return 0;

  llvm::LLVMContext llvmContext;
  auto llvmModule = tt::translateToLLVMIR(*module, llvmContext);
  if (!llvmModule) {
    llvm::consumeError(llvmModule.takeError());
    return 0;
  }
  if (std::string complaint = verifierComplaint(**llvmModule); !complaint.empty())
    tt::fuzz::reportBug("translation produced invalid LLVM IR", complaint + "\n" + text.str());

  tt::GPUTarget target;
  tt::LLVMOptimizationOptions optimization;
  if (llvm::Error error = tt::prepareLLVMModule(**llvmModule, target, optimization)) {
    llvm::consumeError(std::move(error));
    return 0;
  }
  if (std::string complaint = verifierComplaint(**llvmModule); !complaint.empty())
    tt::fuzz::reportBug("make_llir's LLVM half produced invalid LLVM IR",
                        complaint + "\n" + text.str());

  auto ptx = tt::translateLLVMIRToPTX(**llvmModule, target);
  if (!ptx)
    llvm::consumeError(ptx.takeError());
  return 0;
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t maxSize,
                                          unsigned seed) {
  return tt::fuzz::mutateMLIRBuffer(data, size, maxSize, seed);
}
