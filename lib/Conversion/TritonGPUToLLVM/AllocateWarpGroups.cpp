//===- AllocateWarpGroups.cpp - tritongpu-allocate-warp-groups -------------===//
//
// Warps and registers for the partitions of every `ttg.warp_specialize`, as
// Triton 3.6 assigns them before lowering:
//
// 1. Warps. Every warp_specialize is padded with empty partitions (powers of
//    two, largest first) to the same whole number of extra warp groups, the
//    most any of them needs, so that every worker warp exists (setmaxnreg
//    works on whole warp groups). Partitions start after the kernel's own
//    warps, the largest first; the module's `ttg.total-num-warps` is the
//    kernel's warps plus the extra groups.
// 2. Registers, where the partitions ask (`requestedRegisters`) and fill
//    whole warp groups: each warp group gets its largest request rounded up
//    to 8; what the 64K registers leave over, spread over the default warps
//    and rounded down to 8, becomes the default warps' share
//    (`actualRegisters`, default first), unless under 24. `ttg.maxnreg` is
//    then the registers each thread starts with (64K over all threads,
//    rounded down to 8, unless the user set it). Kernels of 256 threads or
//    fewer (a 4-warp kernel with one 4-warp partition) have nothing to
//    move: every thread may have the 255 registers PTX allows.
//
//===----------------------------------------------------------------------===//

#include "tt/Conversion/TritonGPUToLLVM/Passes.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::triton {
#define GEN_PASS_DEF_TRITONGPUALLOCATEWARPGROUPS
#include "tt/Conversion/TritonGPUToLLVM/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
namespace ttg = mlir::triton::gpu;

static constexpr llvm::StringLiteral kTotalNumWarpsAttr = "ttg.total-num-warps";
static constexpr llvm::StringLiteral kMaxRegistersAttr = "ttg.maxnreg";
static constexpr int kRegistersPerCTA = 64 * 1024;
static constexpr int kIdlePartitionRegisters = 16;
static constexpr int kMinDefaultRegisters = 24;
static constexpr int kMostRegistersPerThread = 255;

static int partitionWarps(ttg::WarpSpecializeOp op) {
  int total = 0;
  for (int32_t warps : op.getPartitionNumWarps())
    total += warps;
  return total;
}

/// Empty partitions (powers of two, largest first) until `op`'s partitions
/// fill `warpGroups` warp groups of 4 warps.
static void padToWarpGroups(ttg::WarpSpecializeOp op, int warpGroups) {
  int missing = warpGroups * 4 - partitionWarps(op);
  SmallVector<int> padding;
  while (missing > 0) {
    int size = int(llvm::bit_floor(unsigned(missing)));
    padding.push_back(size);
    missing -= size;
  }
  if (padding.empty())
    return;

  // Regions cannot be added to an op: rebuild the partitions holder.
  ttg::WarpSpecializePartitionsOp holder = op.getPartitionOp();
  OperationState state(holder.getLoc(), holder->getName());
  for (Region &region : holder->getRegions())
    state.addRegion()->takeBody(region);
  SmallVector<int32_t> numWarps(op.getPartitionNumWarps());
  for (int size : padding) {
    numWarps.push_back(size);
    Block &body = state.addRegion()->emplaceBlock();
    for (Value capture : op.getExplicitCaptures())
      body.addArgument(capture.getType(), capture.getLoc());
    // (The region has no parent op yet to take a context from.)
    OpBuilder b(op.getContext());
    b.setInsertionPointToEnd(&body);
    ttg::WarpReturnOp::create(b, op.getLoc());
  }
  op.setPartitionNumWarps(numWarps);
  if (std::optional<ArrayRef<int32_t>> requested = op.getRequestedRegisters()) {
    SmallVector<int32_t> registers(*requested);
    registers.append(padding.size(), kIdlePartitionRegisters);
    op.setRequestedRegisters(registers);
  }
  OpBuilder b(holder);
  b.create(state);
  holder.erase();
}

/// The first warp of each partition: after the kernel's `baseWarps`, the
/// largest partitions first (ties in order).
static SmallVector<int32_t> assignStartWarps(ttg::WarpSpecializeOp op, int baseWarps) {
  ArrayRef<int32_t> numWarps = op.getPartitionNumWarps();
  SmallVector<unsigned> order = llvm::to_vector(llvm::seq<unsigned>(numWarps.size()));
  llvm::stable_sort(order, [&](unsigned a, unsigned b) { return numWarps[a] > numWarps[b]; });
  SmallVector<int32_t> starts(numWarps.size());
  int next = baseWarps;
  for (unsigned i : order) {
    starts[i] = next;
    next += numWarps[i];
  }
  return starts;
}

/// `actualRegisters` (default warps first) for `op`'s partitions starting at
/// `starts`, every thread starting with `maxnreg`; nothing when the
/// partitions ask for nothing, do not fill whole warp groups, or leave the
/// default warps too few.
static std::optional<SmallVector<int32_t>>
assignRegisters(ttg::WarpSpecializeOp op, ArrayRef<int32_t> starts, int baseWarps,
                int threadsPerWarp, int maxnreg) {
  std::optional<ArrayRef<int32_t>> requested = op.getRequestedRegisters();
  ArrayRef<int32_t> numWarps = op.getPartitionNumWarps();
  if (!requested || partitionWarps(op) % 4 != 0)
    return std::nullopt;

  // Warp groups in warp order: a partition starting on a multiple of 4
  // opens one, the next ones join it.
  struct WarpGroup {
    SmallVector<unsigned> partitions;
    int registers = 0;
    int warps = 0;
  };
  SmallVector<unsigned> byStart = llvm::to_vector(llvm::seq<unsigned>(numWarps.size()));
  llvm::stable_sort(byStart, [&](unsigned a, unsigned b) { return starts[a] < starts[b]; });
  SmallVector<WarpGroup> groups;
  for (unsigned i : byStart) {
    if (starts[i] % 4 == 0 || groups.empty())
      groups.emplace_back();
    groups.back().partitions.push_back(i);
    groups.back().registers =
        std::max(groups.back().registers, int(llvm::alignTo((*requested)[i], 8)));
    groups.back().warps += numWarps[i];
  }

  int budget = maxnreg * baseWarps * threadsPerWarp;
  for (const WarpGroup &group : groups)
    budget += (maxnreg - group.registers) * group.warps * threadsPerWarp;
  if (budget <= 0)
    return std::nullopt;
  int defaultRegisters = budget / (baseWarps * threadsPerWarp) / 8 * 8;
  if (defaultRegisters < kMinDefaultRegisters)
    return std::nullopt;

  SmallVector<int32_t> actual(1 + numWarps.size());
  actual.front() = defaultRegisters;
  for (const WarpGroup &group : groups)
    for (unsigned i : group.partitions)
      actual[1 + i] = group.registers;
  return actual;
}

namespace {

struct AllocateWarpGroupsPass
    : mlir::triton::impl::TritonGPUAllocateWarpGroupsBase<AllocateWarpGroupsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    Builder b(&getContext());

    int extraWarps = 0;
    module.walk([&](ttg::WarpSpecializeOp op) { extraWarps = std::max(extraWarps, partitionWarps(op)); });
    int warpGroups = int(llvm::divideCeil(extraWarps, 4));
    module.walk([&](ttg::WarpSpecializeOp op) { padToWarpGroups(op, warpGroups); });

    int threadsPerWarp = ttg::TritonGPUDialect::getThreadsPerWarp(module);
    int baseWarps = ttg::TritonGPUDialect::lookupNumWarps(module).value_or(4);
    int totalWarps = baseWarps + warpGroups * 4;
    int maxnreg = kRegistersPerCTA / (totalWarps * threadsPerWarp) / 8 * 8;
    auto user = module->getAttrOfType<IntegerAttr>(kMaxRegistersAttr);
    if (user)
      maxnreg = int(user.getInt());
    // With 256 threads or fewer every thread can have the most a thread
    // may (255; ptxas ignores a larger .maxnreg): nothing to move.
    bool moveRegisters = user || maxnreg <= kMostRegistersPerThread;

    module.walk([&](ttg::WarpSpecializeOp op) {
      SmallVector<int32_t> starts = assignStartWarps(op, baseWarps);
      op.setWarpGroupStartIds(starts);
      if (!moveRegisters)
        return;
      if (std::optional<SmallVector<int32_t>> actual =
              assignRegisters(op, starts, baseWarps, threadsPerWarp, maxnreg)) {
        op.setActualRegisters(*actual);
        // ptxas honours setmaxnreg only under a known starting count.
        module->setAttr(kMaxRegistersAttr, b.getI32IntegerAttr(maxnreg));
      }
    });
    module->setAttr(kTotalNumWarpsAttr, b.getI32IntegerAttr(totalWarps));
  }
};

} // namespace
