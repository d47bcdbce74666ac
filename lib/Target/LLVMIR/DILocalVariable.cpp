//===- DILocalVariable.cpp - extract-variable-info: named values to dbg ---===//
//
// Triton's front end names the locations of values bound to source
// variables (`loc("offsets"(#file_loc))`). Triton 3.6's
// extract-variable-info, re-implemented here, makes them debugger-visible:
// after each op in an llvm.func whose location is such a name, it inserts
//
//   llvm.intr.dbg.value #di_local_variable<scope = <function's subprogram>,
//       name = "<the name>", file = <"<unknown>" in "<unknown>">,
//       type = <basic type of the first result>> = %result   loc(<inner loc>)
//
// The basic type is read off the result type as Triton reads it: i1 "bool"
// (boolean, 1 bit), other integers "int" (signed), f16/f32/f64 "half",
// "float", "double" (float), vectors of integers or floats "vector" (float,
// all their bits), anything else "unknown_type" (signed, 0 bits).
//
// The function's subprogram is the one enable-line-info attached; a
// function without one gets it here (with a full-debug-info compile unit,
// Triton's choice for this pass), where Triton would leave the variables in
// a scope no function has, which LLVM's verifier rejects. Ops a dbg.value
// cannot describe or follow are skipped where Triton would build invalid
// IR: results of non-LLVM types (TTGIR tensors), void results, terminators,
// ops outside llvm.func.
//
//===----------------------------------------------------------------------===//

#include "tt/Target/LLVMIR/DebugInfo.h"
#include "tt/Target/LLVMIR/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/Builders.h"

#include "llvm/BinaryFormat/Dwarf.h"

#include <optional>

namespace tt {
#define GEN_PASS_DEF_LLVMDILOCALVARIABLE
#include "tt/Target/LLVMIR/Passes.h.inc"
} // namespace tt

using namespace mlir;

/// All the bits of an integer, float or vector of them.
static std::optional<uint64_t> getTotalBitWidth(Type type) {
  if (type.isIntOrFloat())
    return type.getIntOrFloatBitWidth();
  auto vector = dyn_cast<VectorType>(type);
  if (!vector)
    return std::nullopt;
  std::optional<uint64_t> element = getTotalBitWidth(vector.getElementType());
  if (!element)
    return std::nullopt;
  return *element * vector.getNumElements();
}

static LLVM::DIBasicTypeAttr getBasicType(MLIRContext *context, StringRef name,
                                          uint64_t bits, unsigned encoding) {
  return LLVM::DIBasicTypeAttr::get(context, llvm::dwarf::DW_TAG_base_type,
                                    StringAttr::get(context, name), bits, encoding);
}

/// Triton's mapping of a result type to a debug-info basic type.
static LLVM::DITypeAttr getVariableType(Type type) {
  MLIRContext *context = type.getContext();
  if (type.isInteger(1))
    return getBasicType(context, "bool", 1, llvm::dwarf::DW_ATE_boolean);
  if (type.isInteger())
    return getBasicType(context, "int", type.getIntOrFloatBitWidth(),
                        llvm::dwarf::DW_ATE_signed);
  if (type.isF16())
    return getBasicType(context, "half", 16, llvm::dwarf::DW_ATE_float);
  if (type.isF32())
    return getBasicType(context, "float", 32, llvm::dwarf::DW_ATE_float);
  if (type.isF64())
    return getBasicType(context, "double", 64, llvm::dwarf::DW_ATE_float);
  // Triton calls every vector a float one, integer elements included.
  if (isa<VectorType>(type))
    if (std::optional<uint64_t> bits = getTotalBitWidth(type))
      return getBasicType(context, "vector", *bits, llvm::dwarf::DW_ATE_float);
  return getBasicType(context, "unknown_type", 0, llvm::dwarf::DW_ATE_signed);
}

/// Whether a dbg.value of `op`'s first result can follow `op`.
static bool canDescribe(Operation *op) {
  if (op->getNumResults() == 0 || op->hasTrait<OpTrait::IsTerminator>())
    return false;
  Type type = op->getResult(0).getType();
  return !isa<LLVM::LLVMVoidType>(type) && LLVM::isCompatibleType(type);
}

/// The dbg.values of `func`'s named values; the subprogram is looked up (or
/// attached) only once one is needed, so functions without names keep their
/// locations.
static void describeNamedValues(LLVM::LLVMFuncOp func) {
  LLVM::DISubprogramAttr subprogram;
  MLIRContext *context = func.getContext();
  auto file = LLVM::DIFileAttr::get(context, "<unknown>", "<unknown>");
  func.getBody().walk([&](Operation *op) {
    auto name = dyn_cast<NameLoc>(op->getLoc());
    if (!name || !canDescribe(op))
      return;
    if (!subprogram)
      subprogram = tt::getOrAddSubprogram(func, LLVM::DIEmissionKind::Full);
    Value value = op->getResult(0);
    auto variable = LLVM::DILocalVariableAttr::get(
        context, subprogram, name.getName(), file, /*line=*/0, /*arg=*/0,
        /*alignInBits=*/0, getVariableType(value.getType()), LLVM::DIFlags::Zero);
    OpBuilder builder = OpBuilder::atBlockEnd(op->getBlock());
    builder.setInsertionPointAfter(op);
    LLVM::DbgValueOp::create(builder, name.getChildLoc(), value, variable,
                             LLVM::DIExpressionAttr::get(context));
  });
}

namespace {
struct LLVMDILocalVariablePass : tt::impl::LLVMDILocalVariableBase<LLVMDILocalVariablePass> {
  void runOnOperation() override {
    getOperation()->walk([](LLVM::LLVMFuncOp func) { describeNamedValues(func); });
  }
};
} // namespace
