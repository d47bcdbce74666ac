//===- TensorMemoryBase.cpp - the kernel's tensor-memory allocation --------===//
//
// nvg.tensor_memory_base stands for the address of the kernel's tensor
// memory (Blackwell's per-SM accumulator storage), which exists only once
// the kernel allocates it. As Triton 3.6 does, at the kernel's entry:
//
//   pred = %tid.x < 32                       (the first warp allocates)
//   @pred tcgen05.alloc.cta_group::G.sync.aligned.shared::cta.b32 [smem], S;
//   barrier; base = ld.shared smem; barrier   (every thread reads it)
//   @pred tcgen05.relinquish_alloc_permit.cta_group::G.sync.aligned;
//
// with S the module's ttg.tensor_memory_size columns, smem the start of
// @global_smem (the address lands there) and G 2 with ttng.two-ctas, else
// 1; before every return: barrier, `@pred tcgen05.dealloc ... base, S`.
// Every base op then becomes `base` (inttoptr to address space 6).
// Partitions of ttg.warp_specialize cannot see values from above, so every
// value they now use from outside becomes an explicit capture (the
// TTGIR lowering's isolatePartitions).
//
// More than 512 columns cannot be allocated: as Triton does, the kernel
// traps (the front end reports the error) and the base is undef.
//
//===----------------------------------------------------------------------===//

#include "PatternNVGPUOpToLLVM.h"

#include "../TritonGPUToLLVM/Utility.h"
#include "../TritonGPUToLLVM/WgmmaAsm.h"

#include "tt/Dialect/NVGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace ttn = mlir::triton::nvgpu;
namespace ttg = mlir::triton::gpu;

namespace {

constexpr llvm::StringLiteral kTensorMemorySizeAttr = "ttg.tensor_memory_size";
/// Columns of tensor memory an SM has.
constexpr int64_t kMaxTensorMemoryColumns = 512;

SmallVector<ttn::TensorMemoryBaseAddressOp> collectBaseOps(ModuleOp module) {
  SmallVector<ttn::TensorMemoryBaseAddressOp> ops;
  module.walk([&](ttn::TensorMemoryBaseAddressOp op) { ops.push_back(op); });
  return ops;
}

/// `@$0 <ptx>` with the predicate and `operand` ("r"), no result.
void emitPredicatedAsm(OpBuilder &b, Location loc, const std::string &ptx, Value pred,
                       Value operand = {}) {
  InlineAsmCall call;
  call.ptx = "@$0 " + ptx;
  call.operands.push_back(pred);
  call.constraints = "b";
  if (operand) {
    call.operands.push_back(operand);
    call.constraints += ",r";
  }
  ttn::createInlineAsm(b, loc, Type(), call);
}

/// Allocates `columns` at the start of `kernel`; returns the address.
Value allocateAtEntry(OpBuilder &b, LLVM::LLVMFuncOp kernel, int64_t columns, Value pred,
                      const std::string &group) {
  Location loc = kernel.getLoc();
  auto smem = LLVM::AddressOfOp::create(b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3),
                                       kSharedMemoryGlobal);
  emitPredicatedAsm(b, loc,
                    "tcgen05.alloc." + group + ".sync.aligned.shared::cta.b32 [$1], " +
                        std::to_string(columns) + ";",
                    pred, smem);
  NVVM::Barrier0Op::create(b, loc);
  Value address = LLVM::LoadOp::create(b, loc, b.getI32Type(), smem);
  NVVM::Barrier0Op::create(b, loc);
  return LLVM::IntToPtrOp::create(b, loc, LLVM::LLVMPointerType::get(b.getContext(), 6), address);
}

void deallocateAtReturns(LLVM::LLVMFuncOp kernel, Value base, int64_t columns, Value pred,
                         const std::string &group) {
  kernel.walk([&](LLVM::ReturnOp ret) {
    OpBuilder b(ret);
    NVVM::Barrier0Op::create(b, ret.getLoc());
    // The entry's predicate, live until here (as in Triton).
    emitPredicatedAsm(b, ret.getLoc(),
                      "tcgen05.dealloc." + group + ".sync.aligned.b32 $1, " +
                          std::to_string(columns) + ";",
                      pred, base);
  });
}

/// The kernel's tensor memory, allocated at its entry and freed at its
/// returns.
Value initTensorMemory(LLVM::LLVMFuncOp kernel, int64_t columns, bool twoCTAs) {
  OpBuilder b(kernel.getContext());
  b.setInsertionPointToStart(&kernel.getBody().front());
  Location loc = kernel.getLoc();
  if (columns > kMaxTensorMemoryColumns) {
    LLVM::Trap::create(b, loc);
    return LLVM::UndefOp::create(b, loc, LLVM::LLVMPointerType::get(b.getContext(), 6));
  }
  std::string group = std::string("cta_group::") + (twoCTAs ? "2" : "1");
  // Only the kernel's first warp allocates (warp_specialize workers start
  // elsewhere).
  Value tid = NVVM::ThreadIdXOp::create(b, loc, b.getI32Type());
  Value pred = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult, tid, i32Const(b, loc, 32));
  Value base = allocateAtEntry(b, kernel, columns, pred, group);
  emitPredicatedAsm(b, loc, "tcgen05.relinquish_alloc_permit." + group + ".sync.aligned;", pred);
  deallocateAtReturns(kernel, base, columns, pred, group);
  return base;
}

} // namespace

LogicalResult ttn::checkTensorMemoryBaseLowerable(ModuleOp module) {
  SmallVector<TensorMemoryBaseAddressOp> ops = collectBaseOps(module);
  if (ops.empty())
    return success();
  auto kernel = ops.front()->getParentOfType<LLVM::LLVMFuncOp>();
  for (TensorMemoryBaseAddressOp op : ops) {
    auto func = op->getParentOfType<LLVM::LLVMFuncOp>();
    if (!func || !isKernel(func))
      return op.emitOpError("is outside a kernel (an llvm.func marked nvvm.kernel): only a "
                            "kernel allocates tensor memory");
    if (func != kernel)
      return op.emitOpError() << "is in @" << func.getSymName() << ", but @"
                              << kernel.getSymName()
                              << " uses tensor memory too: one kernel per module allocates it";
  }
  auto size = module->getAttrOfType<IntegerAttr>(kTensorMemorySizeAttr);
  if (!size || size.getInt() <= 0)
    return ops.front().emitOpError()
           << "needs the module's '" << kTensorMemorySizeAttr
           << "' (columns of tensor memory, set by triton-tensor-memory-allocation) to be positive";
  if (!module.lookupSymbol<LLVM::GlobalOp>(kSharedMemoryGlobal))
    return ops.front().emitOpError()
           << "needs @" << kSharedMemoryGlobal
           << " (the kernel's shared memory, where the allocation writes the address)";
  return success();
}

void ttn::lowerTensorMemoryBase(ModuleOp module) {
  SmallVector<TensorMemoryBaseAddressOp> ops = collectBaseOps(module);
  if (ops.empty())
    return;
  auto kernel = ops.front()->getParentOfType<LLVM::LLVMFuncOp>();
  int64_t columns = module->getAttrOfType<IntegerAttr>(kTensorMemorySizeAttr).getInt();
  auto twoCTAs = module->getAttrOfType<BoolAttr>(
      triton::nvidia_gpu::TritonNvidiaGPUDialect::getTwoCTAsAttrName());
  Value base = initTensorMemory(kernel, columns, twoCTAs && twoCTAs.getValue());
  for (TensorMemoryBaseAddressOp op : ops) {
    op.getResult().replaceAllUsesWith(base);
    op.erase();
  }
  isolatePartitions(kernel);
}
