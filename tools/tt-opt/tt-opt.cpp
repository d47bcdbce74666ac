//===- tt-opt.cpp - opt-style driver for Triton's IRs ----------------------===//
//
// mlir-opt with Triton's dialects and passes: every mlir-opt flag works, and
// our passes keep the flag names Triton's own triton-opt gives them.
//
//===----------------------------------------------------------------------===//

#include "tt/Registration/Registration.h"
#include "TestPasses.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  tt::registerAllDialects(registry);
  tt::registerAllPasses();
  tt::test::registerTestPasses();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "tt-opt: run passes over Triton IR (TTIR, TTGIR, LLVM)\n", registry));
}
