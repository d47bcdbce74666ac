//===- DIScope.cpp - enable-line-info: debug-info scopes for functions ----===//
//
// MLIR translates an op's location into a `!DILocation` only inside a
// function with a `!DISubprogram`, so line tables need one per function.
// Triton 3.6's line-info step (its LLVMDIScope pass), which this
// re-implements, works over the module in pre-order:
//
//  - an llvm.func with no subprogram fused into its location gets one:
//    named (and linkage-named) after the function, in the DIFile of its
//    location's file (the base name, in the file's directory), its line as
//    both line and scope line, a C-convention subroutine type with no types.
//    A definition is flagged Definition|Optimized and sits in the module's
//    compile unit (a `#llvm.di_compile_unit` fused into the module's
//    location) or else a new one of its own (producer "triton", DW_LANG_C,
//    optimized, sharing the subprogram's distinct id as Triton does); a
//    declaration is flagged Optimized and has no unit;
//  - an op whose location is a call site (inlining keeps the callee's
//    location with the call chain) gets every file location of the chain
//    fused with a `#llvm.di_lexical_block_file` of that file in its
//    function's subprogram, so each frame translates with its own file.
//
// Where Triton's pass would crash (a call site outside a function, in one
// whose subprogram is nested in its location) the op is left as it is, and
// frames already scoped are not scoped twice, so running it again (as
// tt-translate does on a module that went through tt-opt's pass) changes
// nothing.
//
//===----------------------------------------------------------------------===//

#include "tt/Target/LLVMIR/DebugInfo.h"
#include "tt/Target/LLVMIR/Passes.h"

#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/Support/Path.h"

#include <cstdlib>

namespace tt {
#define GEN_PASS_DEF_LLVMDISCOPE
#include "tt/Target/LLVMIR/Passes.h.inc"
} // namespace tt

using namespace mlir;

LLVM::DIEmissionKind tt::getDefaultEmissionKind() {
  const char *value = std::getenv("LLVM_EXTRACT_DI_LOCAL_VARIABLES");
  std::string lower = llvm::StringRef(value ? value : "").lower();
  bool full = lower == "1" || lower == "true" || lower == "on";
  return full ? LLVM::DIEmissionKind::Full : LLVM::DIEmissionKind::LineTablesOnly;
}

FileLineColLoc tt::getFileLineColOf(Location loc) {
  if (auto file = dyn_cast<FileLineColLoc>(loc))
    return file;
  if (auto name = dyn_cast<NameLoc>(loc))
    return getFileLineColOf(name.getChildLoc());
  if (auto opaque = dyn_cast<OpaqueLoc>(loc))
    return getFileLineColOf(opaque.getFallbackLocation());
  // A fused location with metadata may hold no locations at all.
  if (auto fused = dyn_cast<FusedLoc>(loc); fused && !fused.getLocations().empty())
    return getFileLineColOf(fused.getLocations().front());
  if (auto callSite = dyn_cast<CallSiteLoc>(loc))
    return getFileLineColOf(callSite.getCallee());
  return FileLineColLoc::get(StringAttr::get(loc.getContext(), "<unknown>"), 0, 0);
}

/// The DIFile of `location`'s file: its base name in its directory.
static LLVM::DIFileAttr getFileAttr(FileLineColLoc location) {
  StringRef path = location.getFilename().getValue();
  return LLVM::DIFileAttr::get(location.getContext(), llvm::sys::path::filename(path),
                               llvm::sys::path::parent_path(path));
}

/// The compile unit fused into the location of `op`'s module, if any.
static LLVM::DICompileUnitAttr getModuleCompileUnit(Operation *op) {
  auto module = op->getParentOfType<ModuleOp>();
  if (!module)
    return {};
  auto fused = module->getLoc()->findInstanceOf<FusedLocWith<LLVM::DICompileUnitAttr>>();
  return fused ? fused.getMetadata() : LLVM::DICompileUnitAttr();
}

static LLVM::DISubprogramAttr buildSubprogram(LLVM::LLVMFuncOp func,
                                              LLVM::DIEmissionKind emissionKind) {
  MLIRContext *context = func.getContext();
  FileLineColLoc location = tt::getFileLineColOf(func.getLoc());
  LLVM::DIFileAttr file = getFileAttr(location);
  unsigned line = location.getLine();

  DistinctAttr id;
  LLVM::DICompileUnitAttr unit;
  auto flags = LLVM::DISubprogramFlags::Optimized;
  // A declaration is defined in another unit: no id, no unit of ours.
  if (!func.isExternal()) {
    id = DistinctAttr::create(UnitAttr::get(context));
    unit = getModuleCompileUnit(func);
    if (!unit)
      unit = LLVM::DICompileUnitAttr::get(id, llvm::dwarf::DW_LANG_C, file,
                                          StringAttr::get(context, "triton"),
                                          /*isOptimized=*/true, emissionKind);
    flags = flags | LLVM::DISubprogramFlags::Definition;
  }
  auto type = LLVM::DISubroutineTypeAttr::get(context, llvm::dwarf::DW_CC_normal, {});
  StringAttr name = func.getNameAttr();
  return LLVM::DISubprogramAttr::get(context, id, unit, file, name, name, file, line,
                                     /*scopeLine=*/line, flags, type,
                                     /*retainedNodes=*/{}, /*annotations=*/{});
}

/// The subprogram fused (anywhere) into `func`'s location, if any.
static LLVM::DISubprogramAttr findSubprogram(LLVM::LLVMFuncOp func) {
  auto fused = func.getLoc()->findInstanceOf<FusedLocWith<LLVM::DISubprogramAttr>>();
  return fused ? fused.getMetadata() : LLVM::DISubprogramAttr();
}

LLVM::DISubprogramAttr tt::getOrAddSubprogram(LLVM::LLVMFuncOp func,
                                              LLVM::DIEmissionKind emissionKind) {
  if (LLVM::DISubprogramAttr existing = findSubprogram(func))
    return existing;
  LLVM::DISubprogramAttr subprogram = buildSubprogram(func, emissionKind);
  func->setLoc(FusedLoc::get(func.getContext(), {func.getLoc()}, subprogram));
  return subprogram;
}

/// `loc` with each frame of its call chain fused with a lexical block of
/// that frame's file in `subprogram`.
static Location scopeCallChain(Location loc, LLVM::DISubprogramAttr subprogram) {
  if (auto callSite = dyn_cast<CallSiteLoc>(loc))
    return CallSiteLoc::get(scopeCallChain(callSite.getCallee(), subprogram),
                            scopeCallChain(callSite.getCaller(), subprogram));
  if (isa<FusedLocWith<LLVM::DILexicalBlockFileAttr>>(loc))
    return loc;
  auto block = LLVM::DILexicalBlockFileAttr::get(
      loc.getContext(), subprogram, getFileAttr(tt::getFileLineColOf(loc)), /*discriminator=*/0);
  return FusedLoc::get(loc.getContext(), {loc}, block);
}

static void scopeCallSiteLocation(Operation *op) {
  if (!isa<CallSiteLoc>(op->getLoc()))
    return;
  auto func = op->getParentOfType<LLVM::LLVMFuncOp>();
  LLVM::DISubprogramAttr subprogram = func ? findSubprogram(func) : LLVM::DISubprogramAttr();
  if (subprogram)
    op->setLoc(scopeCallChain(op->getLoc(), subprogram));
}

void tt::addLineInfoScopes(ModuleOp module) {
  LLVM::DIEmissionKind emissionKind = getDefaultEmissionKind();
  // Pre-order: a function has its subprogram before its ops are scoped in it.
  module->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (auto func = dyn_cast<LLVM::LLVMFuncOp>(op))
      getOrAddSubprogram(func, emissionKind);
    else
      scopeCallSiteLocation(op);
  });
}

namespace {
struct LLVMDIScopePass : tt::impl::LLVMDIScopeBase<LLVMDIScopePass> {
  void runOnOperation() override { tt::addLineInfoScopes(getOperation()); }
};
} // namespace
