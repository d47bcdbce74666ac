//===- KernelFacts.cpp - the kernel as each MLIR stage shows it -----------===//

#include "KernelFacts.h"

#include "Dialect/Triton/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"

#include "llvm/ADT/StringExtras.h"

using namespace llvm;

static Error fail(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

/// Triton's name for a scalar type, or "" when it has none.
static std::string spellScalar(mlir::Type type) {
  if (auto integer = mlir::dyn_cast<mlir::IntegerType>(type)) {
    unsigned width = integer.getWidth();
    if (width == 1 || width == 8 || width == 16 || width == 32 || width == 64)
      return "i" + std::to_string(width);
    return "";
  }
  if (type.isF16())
    return "fp16";
  if (type.isBF16())
    return "bf16";
  if (type.isF32())
    return "fp32";
  if (type.isF64())
    return "fp64";
  if (mlir::isa<mlir::Float8E4M3FNType>(type))
    return "fp8e4nv";
  if (mlir::isa<mlir::Float8E5M2Type>(type))
    return "fp8e5";
  if (mlir::isa<mlir::Float8E4M3FNUZType>(type))
    return "fp8e4b8";
  if (mlir::isa<mlir::Float8E5M2FNUZType>(type))
    return "fp8e5b16";
  return "";
}

static std::string argumentName(mlir::BlockArgument arg) {
  if (auto name = mlir::dyn_cast<mlir::NameLoc>(arg.getLoc()))
    return name.getName().str();
  return "";
}

static Error unexpectedKernelCount(StringRef fileName, ArrayRef<std::string> names,
                                   StringRef what) {
  if (names.empty())
    return fail(fileName + ": no kernel in the module (expected one " + what + ")");
  return fail(fileName + ": " + Twine(names.size()) + " kernels (" + join(names, ", ") +
              "); expected exactly one " + what);
}

Expected<tt::KernelMetadata> tt::describeTritonKernel(mlir::ModuleOp module, StringRef fileName) {
  SmallVector<mlir::triton::FuncOp> kernels;
  SmallVector<std::string> names;
  for (auto func : module.getOps<mlir::triton::FuncOp>())
    if (func.isPublic() && !func.isExternal()) {
      kernels.push_back(func);
      names.push_back(func.getName().str());
    }
  if (kernels.size() != 1)
    return unexpectedKernelCount(fileName, names, "public tt.func with a body");

  mlir::triton::FuncOp kernel = kernels.front();
  KernelMetadata metadata;
  metadata.name = kernel.getName().str();
  for (mlir::BlockArgument arg : kernel.getArguments()) {
    KernelParam param;
    param.name = argumentName(arg);
    if (auto pointer = mlir::dyn_cast<mlir::triton::PointerType>(arg.getType())) {
      param.isPointer = true;
      std::string element = spellScalar(pointer.getPointeeType());
      param.type = element.empty() ? "" : "*" + element;
    } else {
      param.type = spellScalar(arg.getType());
    }
    metadata.params.push_back(std::move(param));
  }
  ModuleSettings settings = readModuleSettings(module);
  if (settings.numWarps)
    metadata.numWarps = *settings.numWarps;
  if (settings.numCtas)
    metadata.numCtas = *settings.numCtas;
  return metadata;
}

static bool isKernel(mlir::LLVM::LLVMFuncOp func) {
  return !func.isExternal() &&
         (func->hasAttr("nvvm.kernel") || func.getCConv() == mlir::LLVM::cconv::CConv::PTX_Kernel);
}

Expected<tt::KernelMetadata> tt::describeLLVMDialectKernel(mlir::ModuleOp module,
                                                           StringRef fileName) {
  SmallVector<mlir::LLVM::LLVMFuncOp> kernels;
  SmallVector<std::string> names;
  for (auto func : module.getOps<mlir::LLVM::LLVMFuncOp>())
    if (isKernel(func)) {
      kernels.push_back(func);
      names.push_back(func.getName().str());
    }
  if (kernels.size() != 1)
    return unexpectedKernelCount(fileName, names, "llvm.func marked nvvm.kernel");

  mlir::LLVM::LLVMFuncOp kernel = kernels.front();
  KernelMetadata metadata;
  metadata.name = kernel.getName().str();
  for (mlir::Type type : kernel.getArgumentTypes()) {
    KernelParam param;
    param.isPointer = mlir::isa<mlir::LLVM::LLVMPointerType>(type);
    param.type = param.isPointer ? "*i8" : spellScalar(type);
    metadata.params.push_back(std::move(param));
  }
  addMLIRModuleFacts(module, metadata);
  return metadata;
}

tt::ModuleSettings tt::readModuleSettings(mlir::ModuleOp module) {
  ModuleSettings settings;
  if (auto target = module->getAttrOfType<mlir::StringAttr>("ttg.target"))
    settings.target = target.getValue().str();
  if (auto warps = module->getAttrOfType<mlir::IntegerAttr>("ttg.num-warps"))
    settings.numWarps = warps.getInt();
  if (auto ctas = module->getAttrOfType<mlir::IntegerAttr>("ttg.num-ctas"))
    settings.numCtas = ctas.getInt();
  return settings;
}
