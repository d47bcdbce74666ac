//===- KernelFacts.h - the kernel as each MLIR stage shows it ---*- C++ -*-===//
//
// --compile builds `<kernel>.json` from every stage it holds, each adding
// what only it knows: TTIR and TTGIR the kernel's declared argument types
// (`!tt.ptr<f16>` is `*fp16`, which LLVM IR's GEPs may no longer say), the
// LLVM-dialect module the shared memory size and argument names, LLVM IR and
// PTX the final parameter list and thread count (Target/KernelMetadata.h).
//
//===----------------------------------------------------------------------===//

#ifndef TT_DRIVER_KERNELFACTS_H
#define TT_DRIVER_KERNELFACTS_H

#include "tt/Target/KernelMetadata.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>

namespace mlir {
class ModuleOp;
} // namespace mlir

namespace tt {

/// The kernel of a TTIR or TTGIR module, its one public `tt.func` with a
/// body: name, parameters in Triton's signature spelling (an empty type where
/// there is none, e.g. block pointers), names from `loc("x_ptr")`, and
/// num_warps/num_ctas when the module records them.
llvm::Expected<KernelMetadata> describeTritonKernel(mlir::ModuleOp module,
                                                    llvm::StringRef fileName);

/// The kernel of an LLVM-dialect module, its `llvm.func` marked
/// `nvvm.kernel` (or `ptx_kernel`): parameters by LLVM type (pointers are
/// `*i8`), plus what the module's `ttg.*` attributes say (addMLIRModuleFacts).
llvm::Expected<KernelMetadata> describeLLVMDialectKernel(mlir::ModuleOp module,
                                                         llvm::StringRef fileName);

/// The host descriptors of an LLVM-dialect kernel: the lowering keeps each
/// one's `!tt.tensordesc` type on its parameter (`tt.tensordesc`), from
/// which come its block and, with the block's shared encoding, how the host
/// must encode it (Triton's tensordesc_meta).
void addHostDescriptorFacts(mlir::ModuleOp module, KernelMetadata &metadata);

/// What a TTGIR or LLVM-dialect module says it was made for.
struct ModuleSettings {
  std::optional<std::string> target; ///< `ttg.target`, e.g. "cuda:90".
  std::optional<int> numWarps;       ///< `ttg.num-warps`.
  std::optional<int> numCtas;        ///< `ttg.num-ctas`.
};
ModuleSettings readModuleSettings(mlir::ModuleOp module);

} // namespace tt

#endif // TT_DRIVER_KERNELFACTS_H
