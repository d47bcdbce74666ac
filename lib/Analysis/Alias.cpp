//===- Alias.cpp - shared-memory alias analysis ----------------------------===//

#include "tt/Analysis/Alias.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "mlir/Analysis/DataFlow/ConstantPropagationAnalysis.h"
#include "mlir/Analysis/DataFlow/DeadCodeAnalysis.h"

using namespace mlir;
using namespace mlir::triton;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

AliasInfo AliasInfo::join(const AliasInfo &lhs, const AliasInfo &rhs) {
  if (lhs == rhs)
    return lhs;
  AliasInfo result = lhs;
  for (Value alloc : rhs.allocs)
    result.insert(alloc);
  return result;
}

void AliasInfo::print(raw_ostream &os) const {
  os << "{";
  llvm::interleaveComma(allocs, os, [&](Value v) { v.printAsOperand(os, OpPrintingFlags()); });
  os << "}";
}

/// Whether `type` is a descriptor of shared memory (not tensor memory).
static bool isSharedMemDesc(Type type) {
  auto desc = dyn_cast<ttg::MemDescType>(type);
  return desc && isa_and_nonnull<ttg::SharedMemorySpaceAttr>(desc.getMemorySpace());
}

LogicalResult SharedMemoryAliasAnalysis::visitOperation(Operation *op,
                                                        ArrayRef<const LatticeT *> operands,
                                                        ArrayRef<LatticeT *> results) {
  if (results.empty())
    return success();

  if (auto alloc = dyn_cast<ttg::LocalAllocOp>(op)) {
    if (isSharedMemDesc(alloc.getType()))
      propagateIfChanged(results[0], results[0]->join(AliasInfo(alloc.getResult())));
    return success();
  }

  // Views: the result names (part of) what operand 0 names.
  if (isa<ttg::MemDescIndexOp, ttg::MemDescSubsliceOp, ttg::MemDescTransOp,
          ttg::MemDescReshapeOp, ttg::MemDescReinterpretOp>(op)) {
    propagateIfChanged(results[0], results[0]->join(operands[0]->getValue()));
    return success();
  }

  // The wait hands back each operand as its result.
  if (isa<ttng::WarpGroupDotWaitOp>(op)) {
    for (auto [operand, result] : llvm::zip(operands, results))
      propagateIfChanged(result, result->join(operand->getValue()));
    return success();
  }

  // Anything else makes no alias of a local buffer.
  setAllToEntryStates(results);
  return success();
}

void SharedMemoryAliasAnalysis::setToEntryState(LatticeT *lattice) {
  propagateIfChanged(lattice, lattice->join(AliasInfo()));
}

void SharedMemoryAliasAnalysis::visitNonControlFlowArguments(Operation *op,
                                                             const RegionSuccessor &successor,
                                                             ArrayRef<LatticeT *> argLattices,
                                                             unsigned firstIndex) {
  auto partitions = dyn_cast<ttg::WarpSpecializePartitionsOp>(op);
  if (!partitions) {
    SparseForwardDataFlowAnalysis::visitNonControlFlowArguments(op, successor, argLattices,
                                                                firstIndex);
    return;
  }
  // Each partition receives the captures as its arguments, in order (the
  // verifier checks the types agree).
  auto ws = cast<ttg::WarpSpecializeOp>(partitions->getParentOp());
  ProgramPoint *point = getProgramPointAfter(ws);
  for (auto [capture, lattice] : llvm::zip(ws.getExplicitCaptures(), argLattices))
    propagateIfChanged(lattice, lattice->join(getLatticeElementFor(point, capture)->getValue()));
}

std::unique_ptr<DataFlowSolver> mlir::triton::createAliasSolver() {
  auto solver = std::make_unique<DataFlowSolver>(DataFlowConfig().setInterprocedural(false));
  solver->load<dataflow::DeadCodeAnalysis>();
  solver->load<dataflow::SparseConstantPropagation>();
  solver->load<SharedMemoryAliasAnalysis>();
  return solver;
}

const AliasInfo *mlir::triton::lookupAliasInfo(const DataFlowSolver &solver, Value value) {
  const auto *lattice = solver.lookupState<SharedMemoryAliasAnalysis::LatticeT>(value);
  return lattice ? &lattice->getValue() : nullptr;
}
