//===- Dialect.cpp - the `ttng` dialect and its attributes -----------------===//

#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/InlineAnywhere.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"

#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::nvidia_gpu;
namespace ttg = mlir::triton::gpu;

#include "tt/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUDialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tt/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUAttrDefs.cpp.inc"

namespace {
/// `#tmem`, `#tmem_scales`: the short names Triton prints at the top of a
/// module for the tensor-memory encodings.
struct TritonNvidiaGPUOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    if (isa<TensorMemoryEncodingAttr>(attr)) {
      os << "tmem";
      return AliasResult::FinalAlias;
    }
    if (isa<TensorMemoryScalesEncodingAttr>(attr)) {
      os << "tmem_scales";
      return AliasResult::FinalAlias;
    }
    return AliasResult::NoAlias;
  }
};
} // namespace

void TritonNvidiaGPUDialect::initialize() {
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUOps.cpp.inc"
      >();
  addInterfaces<TritonNvidiaGPUOpAsmInterface,
                InlineAnywhereInterface>();
}

void TritonNvidiaGPUDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tt/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUAttrDefs.cpp.inc"
      >();
}

LogicalResult TritonNvidiaGPUDialect::verifyOperationAttribute(Operation *op,
                                                               NamedAttribute attr) {
  if (attr.getName() != getTwoCTAsAttrName())
    return success();
  if (!isa<ModuleOp>(op))
    return op->emitOpError() << "has unexpected attribute " << attr.getName()
                             << " which is expected only on `module` ops";
  if (!isa<BoolAttr>(attr.getValue()))
    return op->emitOpError() << "expects " << attr.getName() << " to be a boolean, got "
                             << attr.getValue();
  return success();
}

//===----------------------------------------------------------------------===//
// Encodings
//===----------------------------------------------------------------------===//

static LogicalResult verifyCTASplits(function_ref<InFlightDiagnostic()> emitError,
                                     unsigned splitM, unsigned splitN) {
  if (splitM == 0 || splitN == 0 || !llvm::isPowerOf2_32(splitM) ||
      !llvm::isPowerOf2_32(splitN))
    return emitError() << "expects CTASplitM and CTASplitN to be positive powers of two, got "
                       << splitM << " and " << splitN;
  return success();
}

LogicalResult TensorMemoryEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                               unsigned blockM, unsigned blockN,
                                               unsigned colStride, unsigned CTASplitM,
                                               unsigned CTASplitN, bool twoCTAs) {
  if (blockM != 64 && blockM != 128)
    return emitError() << "expects blockM to be 64 or 128, got " << blockM;
  if (blockN == 0 || !llvm::isPowerOf2_32(blockN) || blockN > 512)
    return emitError() << "expects blockN to be a power of two no larger than 512, got "
                       << blockN;
  if (colStride == 0 || !llvm::isPowerOf2_32(colStride) || colStride > 32)
    return emitError() << "expects colStride to be a power of two no larger than 32, got "
                       << colStride;
  return verifyCTASplits(emitError, CTASplitM, CTASplitN);
}

LogicalResult
TensorMemoryScalesEncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                       unsigned CTASplitM, unsigned CTASplitN) {
  return verifyCTASplits(emitError, CTASplitM, CTASplitN);
}

//===----------------------------------------------------------------------===//
// Memory descriptors in tensor and shared memory
//===----------------------------------------------------------------------===//

bool nvidia_gpu::isTensorMemory(ttg::MemDescType type) {
  return isa_and_nonnull<TensorMemorySpaceAttr>(type.getMemorySpace());
}

bool nvidia_gpu::isSharedMemory(ttg::MemDescType type) {
  return isa_and_nonnull<ttg::SharedMemorySpaceAttr>(type.getMemorySpace());
}

LogicalResult nvidia_gpu::verifyTensorMemoryDesc(Operation *op, ttg::MemDescType type,
                                                 StringRef what) {
  if (!isTensorMemory(type))
    return op->emitOpError() << "expects " << what
                             << " to be in tensor memory (#ttng.tensor_memory), got " << type;
  if (!type.getElementType().isIntOrFloat())
    return op->emitOpError() << "expects " << what
                             << " in tensor memory to hold integers or floats, got " << type;
  Attribute encoding = type.getEncoding();
  unsigned bitWidth = type.getElementType().getIntOrFloatBitWidth();
  ArrayRef<int64_t> shape = type.getShape();
  if (auto tmem = dyn_cast_or_null<TensorMemoryEncodingAttr>(encoding)) {
    if (shape.size() != 2 && shape.size() != 3)
      return op->emitOpError() << "expects " << what
                               << " to be 2-D (or 3-D, multi-buffered) in tensor memory, got "
                               << type;
    if (bitWidth * tmem.getColStride() > 32)
      return op->emitOpError() << "expects " << what << " elements of " << bitWidth
                               << " bits to fit in a 32-bit column with colStride "
                               << tmem.getColStride();
    ArrayRef<int64_t> alloc = type.getAllocShape().take_back(2);
    int64_t minM = int64_t(tmem.getBlockM()) * tmem.getCTASplitM();
    int64_t minN = int64_t(tmem.getBlockN()) * tmem.getCTASplitN();
    if (alloc[0] < minM || alloc[1] < minN)
      return op->emitOpError() << "expects the allocation of " << what << " to be at least "
                               << minM << "x" << minN << " (blockM x blockN per CTA split), got "
                               << alloc[0] << "x" << alloc[1];
    return success();
  }
  if (isa_and_nonnull<TensorMemoryScalesEncodingAttr>(encoding)) {
    if (shape.size() != 2 && shape.size() != 3)
      return op->emitOpError() << "expects " << what
                               << " scales to be 2-D (or 3-D, multi-buffered), got " << type;
    if (bitWidth != 8)
      return op->emitOpError() << "expects " << what << " scales of 8-bit elements, got "
                               << type.getElementType();
    return success();
  }
  return op->emitOpError() << "expects " << what
                           << " in tensor memory to have a #ttng.tensor_memory_encoding or "
                              "#ttng.tensor_memory_scales_encoding, got "
                           << encoding;
}
