//===- KernelMetadata.h - <kernel>.json for tt-run --------------*- C++ -*-===//
//
// What a launcher needs to know about the one kernel in a module, gathered
// from whichever stage we start at (LLVM-dialect MLIR, LLVM IR or PTX), and
// written in Triton's field names plus the `args` list tt-run reads
// (tools/tt-run/README.md):
//
//   {"name": "vadd", "num_warps": 4, "num_ctas": 1, "shared": 0,
//    "target": "GPUTarget(backend='cuda', arch=90, warp_size=32)", ...,
//    "args": [{"name": "x_ptr", "type": "*fp32"}, ..., {"name": "n", "type": "i32"}]}
//
//===----------------------------------------------------------------------===//

#ifndef TT_TARGET_KERNELMETADATA_H
#define TT_TARGET_KERNELMETADATA_H

#include "tt/Target/GPUTarget.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace mlir {
class ModuleOp;
class Type;
} // namespace mlir

namespace tt {

/// The lowered kernel's attribute naming what each argument points to (a
/// type per pointer argument, unit for the others), which LLVM's opaque
/// pointers no longer say: convert-triton-gpu-to-llvm writes it, the
/// metadata of an LLVM-dialect stage reads it.
constexpr llvm::StringLiteral kArgPointeesAttrName = "tt.arg_pointees";

/// Triton's launcher's name for a tensor descriptor the host passes: its
/// CUtensorMap, 128 bytes by value (a `!tt.tensordesc` kernel argument;
/// byval [128 x i8] in LLVM; `.param .align 64 .b8 name[128]` in PTX).
inline constexpr const char *kHostTensorDescriptorType = "nvTmaDesc";

/// How the host must encode a descriptor argument's CUtensorMap: one entry
/// of Triton's `tensordesc_meta`, known once the block has its shared
/// encoding (TTGIR onwards).
struct TMADescriptorEncoding {
  unsigned swizzle = 0;     ///< CU_TENSOR_MAP_SWIZZLE_*.
  unsigned elementSize = 0; ///< Bytes.
  unsigned elementType = 0; ///< PTX's tensormap element type enum (Triton's "elem_type").
  std::vector<int64_t> box; ///< One TMA message's box (Triton's "block_size").
  bool fp4Padded = false;
};

/// One parameter of the kernel entry, in Triton's signature spelling.
struct KernelParam {
  std::string name; ///< "" when the IR doesn't say.
  std::string type; ///< "*fp32", "*i8" (element type unknown), "i32", "fp32", "nvTmaDesc".
  bool isPointer = false;
  /// Host descriptors only: the block the kernel moves (the tensordesc's
  /// block type), empty when no stage said.
  std::vector<int64_t> blockShape;
  /// Host descriptors only, when a TTGIR stage said.
  std::optional<TMADescriptorEncoding> tma;
};

struct KernelMetadata {
  std::string name;
  std::optional<unsigned> numWarps; ///< From reqntid/maxntid or the module.
  unsigned numCtas = 1;
  std::optional<uint64_t> shared; ///< Dynamic shared memory bytes.
  uint64_t globalScratchSize = 0, globalScratchAlign = 1;
  uint64_t profileScratchSize = 0, profileScratchAlign = 1;
  /// Every parameter of the entry, the trailing scratch pointers included.
  std::vector<KernelParam> params;
};

/// The kernel of an LLVM module: the one defined function with the
/// `ptx_kernel` calling convention (or a `!nvvm.annotations` kernel entry).
/// num_warps from `"nvvm.reqntid"` (else `"nvvm.maxntid"`) / 32. Pointer
/// parameters are typed from the element type of the GEPs based on them when
/// those agree (`*fp32` for `getelementptr float, ptr %0`), else `*i8`.
llvm::Expected<KernelMetadata> describeLLVMKernel(const llvm::Module &module,
                                                  llvm::StringRef fileName);

/// The kernel of a PTX file: its one `.entry`, `.reqntid`/`.maxntid`, and
/// parameters by PTX type (`.u64 .ptr` -> `*i8`, `.u32` -> `i32`, `.f32` ->
/// `fp32`, `.b16` -> `i16`; PTX does not keep element types).
llvm::Expected<KernelMetadata> describePTXKernel(llvm::StringRef ptx, llvm::StringRef fileName);

/// What only the MLIR module knows: `ttg.shared`, `ttg.num-warps` /
/// `ttg.total-num-warps`, `ttg.num-ctas`, the scratch sizes, and parameter
/// names from the arguments' name locations (`loc("x_ptr"(...))`).
void addMLIRModuleFacts(mlir::ModuleOp module, KernelMetadata &metadata);

/// Triton's signature spelling of an element type of the TTIR/TTGIR
/// ("fp32", "i8", "fp8e4nv", ...), or "" for a type it has none for.
std::string getTritonTypeName(mlir::Type type);

/// Applies a Triton signature (`*fp32:16,*fp32:16,i32:16,1024`): bare
/// literals are constexprs and `i32:1` arguments are specialized away, as
/// Triton does; the rest must match the kernel's runtime parameters (those
/// before the `scratchParams` trailing pointers) in number and kind.
llvm::Error applySignature(KernelMetadata &metadata, llvm::StringRef signature,
                           unsigned scratchParams);

/// What an earlier stage knew about the kernel: an earlier `<kernel>.json`,
/// or the metadata of an earlier IR. Unset fields are unknown.
struct EarlierMetadata {
  std::string name; ///< "" when unknown.
  std::optional<uint64_t> shared, numCtas, numWarps;
  std::optional<uint64_t> globalScratchSize, globalScratchAlign;
  std::optional<uint64_t> profileScratchSize, profileScratchAlign;
  /// The runtime arguments (without scratch pointers). An argument with an
  /// empty type contributes only its name.
  std::optional<std::vector<KernelParam>> args;
  /// The types are the kernel's declared ones (TTIR's `!tt.ptr<f16>`), which
  /// win over element types a later stage guessed from its GEPs.
  bool exactTypes = false;
};

/// Reads a `<kernel>.json` (`jsonText`, read from `fileName`).
llvm::Expected<EarlierMetadata> parseEarlierMetadata(llvm::StringRef jsonText,
                                                     llvm::StringRef fileName);

/// `metadata` as an earlier stage's knowledge; its last `scratchParams`
/// parameters are scratch pointers, not runtime arguments.
EarlierMetadata summarizeMetadata(const KernelMetadata &metadata, unsigned scratchParams,
                                  bool exactTypes = false);

/// Fills in what an earlier stage knows and this stage's IR does not:
/// `shared` and the scratch sizes (PTX and LLVM IR never say), `num_ctas`,
/// `num_warps` when the IR has no reqntid, parameter names, and pointer
/// element types where this stage only knows `*i8` (any pointer type when
/// `earlier.exactTypes`). It must describe the same kernel (name, and as many
/// runtime arguments of the same kinds); anything else is an error naming
/// `origin`.
llvm::Error mergeEarlierMetadata(KernelMetadata &metadata, const EarlierMetadata &earlier,
                                 llvm::StringRef origin, unsigned scratchParams);

/// The same from an earlier stage's `<kernel>.json` (`jsonText`, read from
/// `fileName`).
llvm::Error mergeEarlierMetadata(KernelMetadata &metadata, llvm::StringRef jsonText,
                                 llvm::StringRef fileName, unsigned scratchParams);

/// Whether LLVM IR or PTX text declares Triton's dynamic shared memory
/// buffer (`global_smem`), whose size only the TTGIR knows (`ttg.shared`).
bool declaresDynamicSharedMemory(llvm::StringRef llvmIROrPTX);

/// The JSON text. `scratchParams` trailing pointers (Triton 3.6 appends two:
/// global and profile scratch) are left out of `args`, as tt-run appends
/// them; they must be pointers. `hash` is the caller's content hash.
llvm::Expected<std::string> writeMetadataJSON(const KernelMetadata &metadata,
                                              const GPUTarget &target, unsigned scratchParams,
                                              llvm::StringRef hash);

/// Hex SHA-256 of `parts` joined with NUL separators.
std::string contentHash(llvm::ArrayRef<llvm::StringRef> parts);

} // namespace tt

#endif // TT_TARGET_KERNELMETADATA_H
