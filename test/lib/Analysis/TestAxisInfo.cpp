//===- TestAxisInfo.cpp - print AxisInfo, one remark per result ------------===//
//
// `-test-print-alignment`, as in Triton: for every result of every op in every
// function, a remark at the op's location reading
//   <the op> => contiguity = [..], divisibility = [..], constancy = [..],
//   constant_value = ..
// Tests match them with `expected-remark` or FileCheck on stderr.
//
//===----------------------------------------------------------------------===//

#include "tt/Analysis/AxisInfo.h"
#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

namespace {

struct TestAxisInfoPass : PassWrapper<TestAxisInfoPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestAxisInfoPass)

  StringRef getArgument() const final { return "test-print-alignment"; }
  StringRef getDescription() const final {
    return "Print the contiguity, divisibility and constancy of every op result";
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    triton::ModuleAxisInfoAnalysis analysis(module);
    module.walk([&](FunctionOpInterface func) {
      func->walk([&](Operation *op) {
        for (Value result : op->getResults()) {
          InFlightDiagnostic remark = emitRemark(op->getLoc());
          remark << result << " => ";
          if (const triton::AxisInfo *info = analysis.getAxisInfo(result)) {
            std::string text;
            llvm::raw_string_ostream os(text);
            info->print(os);
            remark << text;
          }
        }
      });
    });
  }
};

/// `-test-print-ptr-alignment` (ours): what lowering and coalescing ask of
/// the analysis for each tt.load and tt.store, in elements along the
/// tensor's fastest dimension.
struct TestPtrAlignmentPass : PassWrapper<TestPtrAlignmentPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestPtrAlignmentPass)

  StringRef getArgument() const final { return "test-print-ptr-alignment"; }
  StringRef getDescription() const final {
    return "Print getPtrContiguity/getPtrAlignment/getMaskAlignment of every load and store";
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    triton::ModuleAxisInfoAnalysis analysis(module);
    module.walk([&](Operation *op) {
      Value ptr, mask;
      if (auto load = dyn_cast<triton::LoadOp>(op)) {
        ptr = load.getPtr();
        mask = load.getMask();
      } else if (auto store = dyn_cast<triton::StoreOp>(op)) {
        ptr = store.getPtr();
        mask = store.getMask();
      } else {
        return;
      }
      InFlightDiagnostic remark = emitRemark(op->getLoc());
      remark << "fastest dim = " << triton::ModuleAxisInfoAnalysis::getFastestDim(ptr.getType())
             << ", ptr contiguity = " << analysis.getPtrContiguity(ptr)
             << ", ptr alignment = " << analysis.getPtrAlignment(ptr);
      if (mask)
        remark << ", mask alignment = " << analysis.getMaskAlignment(mask);
    });
  }
};

} // namespace

namespace tt::test {
void registerTestAxisInfoPass() {
  PassRegistration<TestAxisInfoPass>();
  PassRegistration<TestPtrAlignmentPass>();
}
} // namespace tt::test
