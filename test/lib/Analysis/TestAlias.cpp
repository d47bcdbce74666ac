//===- TestAlias.cpp - print the shared-memory alias sets ------------------===//
//
// `-test-print-alias`, as in Triton: for every memdesc value that may alias
// a local buffer, a remark at its op's location reading
//   %value -> %alloc0,%alloc1
// (allocations sorted by name). Loop-carried arguments are reported at the
// loop, block arguments at the branch that ends their block's predecessor.
// As Triton's printer does, a loop-carried argument is printed with what its
// initial value names, not what the loop joins into it (the loop's results
// show the join), so that Triton's expectations read the same with tt-opt.
//
//===----------------------------------------------------------------------===//

#include "tt/Analysis/Alias.h"
#include "tt/Analysis/IsolatedRegions.h"
#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;

namespace {

struct TestAliasPass : PassWrapper<TestAliasPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestAliasPass)

  StringRef getArgument() const final { return "test-print-alias"; }
  StringRef getDescription() const final {
    return "Print the local buffers every shared-memory value may alias";
  }

  static std::string nameOf(Value value, AsmState &state) {
    std::string name;
    llvm::raw_string_ostream os(name);
    value.printAsOperand(os, state);
    return name;
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    AsmState state(module);
    module.walk([&](triton::FuncOp func) {
      std::unique_ptr<DataFlowSolver> solver = triton::createAliasSolver();
      if (failed(triton::initializeAndRunNested(*solver, func))) {
        signalPassFailure();
        return;
      }
      auto allocNames = [&](Value value) {
        SmallVector<std::string> names;
        if (const triton::AliasInfo *info = triton::lookupAliasInfo(*solver, value))
          for (Value alloc : info->getAllocs())
            names.push_back(nameOf(alloc, state));
        llvm::sort(names);
        return names;
      };
      // `value` printed with the buffers `aliasesOf` may name.
      auto emit = [&](Location loc, Value value, Value aliasesOf) {
        SmallVector<std::string> names = allocNames(aliasesOf);
        if (names.empty())
          return;
        emitRemark(loc) << nameOf(value, state) << " -> " << llvm::join(names, ",");
      };
      func->walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (op->getNumResults() == 0) {
          if (isa<BranchOpInterface>(op))
            for (BlockArgument arg : op->getBlock()->getArguments())
              emit(op->getLoc(), arg, arg);
          return;
        }
        if (auto forOp = dyn_cast<scf::ForOp>(op))
          for (BlockArgument arg : forOp.getRegionIterArgs())
            emit(op->getLoc(), arg, forOp.getTiedLoopInit(arg)->get());
        for (Value result : op->getResults())
          emit(op->getLoc(), result, result);
      });
    });
  }
};

} // namespace

namespace tt::test {
void registerTestAliasPass() { PassRegistration<TestAliasPass>(); }
} // namespace tt::test
