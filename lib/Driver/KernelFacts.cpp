//===- KernelFacts.cpp - the kernel as each MLIR stage shows it -----------===//

#include "tt/Driver/KernelFacts.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TMA.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"

#include "llvm/ADT/StringExtras.h"

using namespace llvm;

static Error fail(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

static std::string argumentName(mlir::BlockArgument arg) {
  if (auto name = mlir::dyn_cast<mlir::NameLoc>(arg.getLoc()))
    return name.getName().str();
  return "";
}

/// What the host needs to encode a descriptor of `type` (Triton's
/// tensordesc_meta entry); none until the block has a shared encoding TMA
/// can write.
static std::optional<tt::TMADescriptorEncoding>
describeTMAEncoding(mlir::triton::TensorDescType type) {
  namespace ttng = mlir::triton::nvidia_gpu;
  mlir::RankedTensorType block = type.getBlockType();
  mlir::Attribute encoding = block.getEncoding();
  unsigned bits = block.getElementTypeBitWidth();
  std::optional<unsigned> swizzle = ttng::getTMASwizzleMode(encoding);
  std::optional<unsigned> elementType = ttng::getTMAElementType(block.getElementType());
  std::optional<SmallVector<int64_t>> box = ttng::getTMABoxShape(encoding, block.getShape(), bits);
  if (!encoding || !swizzle || !elementType || !box)
    return std::nullopt;
  tt::TMADescriptorEncoding tma;
  tma.swizzle = *swizzle;
  tma.elementSize = bits / 8;
  tma.elementType = *elementType;
  tma.box.assign(box->begin(), box->end());
  if (auto nvmma = mlir::dyn_cast<mlir::triton::gpu::NVMMASharedEncodingAttr>(encoding))
    tma.fp4Padded = nvmma.getFp4Padded();
  return tma;
}

/// A host descriptor parameter's block, and its encoding once known.
static void describeHostDescriptor(mlir::triton::TensorDescType descriptor,
                                   tt::KernelParam &param) {
  param.blockShape.assign(descriptor.getBlockType().getShape().begin(),
                          descriptor.getBlockType().getShape().end());
  param.tma = describeTMAEncoding(descriptor);
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
    if (auto descriptor = mlir::dyn_cast<mlir::triton::TensorDescType>(arg.getType())) {
      param.type = tt::kHostTensorDescriptorType;
      describeHostDescriptor(descriptor, param);
    } else if (auto pointer = mlir::dyn_cast<mlir::triton::PointerType>(arg.getType())) {
      param.isPointer = true;
      std::string element = tt::getTritonTypeName(pointer.getPointeeType());
      param.type = element.empty() ? "" : "*" + element;
    } else {
      param.type = tt::getTritonTypeName(arg.getType());
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
  for (auto [i, type] : llvm::enumerate(kernel.getArgumentTypes())) {
    KernelParam param;
    // A host descriptor is the pointer to its by-value parameter.
    bool hostDescriptor = bool(kernel.getArgAttr(i, mlir::LLVM::LLVMDialect::getByValAttrName()));
    param.isPointer = mlir::isa<mlir::LLVM::LLVMPointerType>(type) && !hostDescriptor;
    param.type = hostDescriptor ? tt::kHostTensorDescriptorType
                 : param.isPointer ? "*i8"
                                   : tt::getTritonTypeName(type);
    metadata.params.push_back(std::move(param));
  }
  addMLIRModuleFacts(module, metadata);
  addHostDescriptorFacts(module, metadata);
  return metadata;
}

void tt::addHostDescriptorFacts(mlir::ModuleOp module, KernelMetadata &metadata) {
  auto kernel = module.lookupSymbol<mlir::LLVM::LLVMFuncOp>(metadata.name);
  if (!kernel || kernel.getNumArguments() != metadata.params.size())
    return;
  for (auto [i, param] : llvm::enumerate(metadata.params))
    if (auto attr = kernel.getArgAttrOfType<mlir::TypeAttr>(i, "tt.tensordesc"))
      if (auto descriptor = mlir::dyn_cast<mlir::triton::TensorDescType>(attr.getValue()))
        describeHostDescriptor(descriptor, param);
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
