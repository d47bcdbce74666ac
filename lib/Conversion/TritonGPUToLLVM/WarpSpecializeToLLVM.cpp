//===- WarpSpecializeToLLVM.cpp - convert-warp-specialize-to-llvm ---------===//
//
// Lowers `ttg.warp_specialize` once everything inside it is LLVM, as Triton
// 3.6 does. The kernel is launched with ttg.total-num-warps warps; the
// first num-warps ("default" warps) run the function, the others
// ("workers") wait in a loop for work:
//
//   entry:       wid = shfl.idx(tid / 32, 0)            (warp-uniform)
//                wid < num-warps ? function : switch_loop
//   switch_loop: [setmaxnreg down to the workers' share]
//                barrier.cta.sync.all 1                 (wait for a release)
//                state = state_bytes[wid - num-warps]
//                switch state: partition k -> its code, last -> exit,
//                              other -> idle (two barriers: the round's
//                              entry and exit), back to switch_loop
//
// At each warp_specialize the default warps write every worker's state
// byte (-1: idle this round) and the explicit captures, then
// barrier 1 (release), barrier 1 (captures read; their memory may be
// reused), run the default region, and barrier 1 (join). A partition loads
// its captures, passes barrier 1, runs, passes barrier 1 at its end and
// goes back to switch_loop. `tt.return` writes "exit" for every worker and
// passes barrier 1.
//
// Around that: CTA barriers (`bar.sync 0`) inside the default warps become
// `bar.sync 0, 32 * num-warps`, inside partition i `bar.sync i + 2,
// 32 * its warps` (barrier 1 is the switch loop's); with actualRegisters,
// setmaxnreg gives the default warps and the running partition theirs.
// Captures that are pure functions of kernel arguments (16 ops at most) are
// recomputed in each partition instead.
//
//===----------------------------------------------------------------------===//

#include "tt/Conversion/TritonGPUToLLVM/Passes.h"

#include "TypeConverter.h"
#include "Utility.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Analysis/TopologicalSortUtils.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::triton {
#define GEN_PASS_DEF_CONVERTWARPSPECIALIZETOLLVM
#include "tt/Conversion/TritonGPUToLLVM/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton::lowering;
namespace ttg = mlir::triton::gpu;

namespace {

/// Hardware barriers: 0 for the default warps, 1 for the switch loop, the
/// partitions from 2 on.
enum : unsigned { kDefaultWarpsBarrier = 0, kSwitchLoopBarrier = 1, kFirstPartitionBarrier = 2 };
constexpr unsigned kNumBarriers = 16;
constexpr int kMaxRematerializedOps = 16;
constexpr int kLowestWorkerRegisters = 24;
constexpr int kMostRegisters = 256;

/// `bar.sync id, threads`; `bar.warp.sync` for a single warp.
void emitGroupBarrier(OpBuilder &b, Location loc, unsigned id, unsigned threads) {
  if (threads == 32) {
    NVVM::SyncWarpOp::create(b, loc, i32Const(b, loc, -1));
    return;
  }
  // (As an intrinsic call: nvvm.barrier's printed form does not parse back
  // with a location after it.)
  LLVM::CallIntrinsicOp::create(b, loc, b.getStringAttr("llvm.nvvm.barrier.cta.sync.aligned.count"),
                                ValueRange{i32Const(b, loc, id), i32Const(b, loc, threads)});
}

/// `barrier.cta.sync.all id`: every thread of the CTA, not necessarily at
/// the same instruction (default warps and workers meet on different ones).
void emitCTABarrier(OpBuilder &b, Location loc, unsigned id) {
  LLVM::CallIntrinsicOp::create(b, loc, b.getStringAttr("llvm.nvvm.barrier.cta.sync.all"),
                                ValueRange{i32Const(b, loc, id)});
}

void emitSetMaxRegisters(OpBuilder &b, Location loc, int current, int wanted) {
  current = std::min(kMostRegisters, current);
  wanted = std::min(kMostRegisters, wanted);
  auto action = wanted < current ? NVVM::SetMaxRegisterAction::decrease
                                 : NVVM::SetMaxRegisterAction::increase;
  NVVM::SetMaxRegisterOp::create(b, loc, wanted, action);
}

//===----------------------------------------------------------------------===//
// Types: the ops and their regions take the lowered types
//===----------------------------------------------------------------------===//

/// Gives `op`'s operands, region arguments and results their LLVM types,
/// with casts at the edges that reconcile-unrealized-casts then removes.
void convertOpTypes(Operation *op, const TypeConverter &converter) {
  OpBuilder b(op);
  Location loc = op->getLoc();
  SmallVector<Value> operands(op->getOperands());
  for (Value &operand : operands) {
    Type type = converter.convertType(operand.getType());
    if (type && type != operand.getType())
      operand = UnrealizedConversionCastOp::create(b, loc, type, operand).getResult(0);
  }
  op->setOperands(operands);

  for (Region &region : op->getRegions()) {
    if (region.empty())
      continue;
    Block &entry = region.front();
    b.setInsertionPointToStart(&entry);
    for (unsigned i = 0, e = entry.getNumArguments(); i < e; ++i) {
      BlockArgument arg = entry.getArgument(i);
      Type type = converter.convertType(arg.getType());
      if (!type || type == arg.getType())
        continue;
      BlockArgument lowered = entry.insertArgument(i, type, arg.getLoc());
      auto cast = UnrealizedConversionCastOp::create(b, arg.getLoc(), arg.getType(), lowered);
      arg.replaceAllUsesWith(cast.getResult(0));
      entry.eraseArgument(i + 1);
    }
  }

  SmallVector<Type> resultTypes;
  if (failed(converter.convertTypes(op->getResultTypes(), resultTypes)) ||
      TypeRange(resultTypes) == op->getResultTypes())
    return;
  OperationState state(loc, op->getName(), op->getOperands(), resultTypes, op->getAttrs());
  for (Region &region : op->getRegions())
    state.addRegion()->takeBody(region);
  b.setInsertionPoint(op);
  Operation *lowered = b.create(state);
  for (auto [old, now] : llvm::zip(op->getResults(), lowered->getResults()))
    old.replaceAllUsesWith(
        UnrealizedConversionCastOp::create(b, loc, old.getType(), now).getResult(0));
  op->erase();
}

//===----------------------------------------------------------------------===//
// Barriers of the warp groups
//===----------------------------------------------------------------------===//

/// Narrows every `bar.sync 0` to the warps that reach it.
LogicalResult narrowCTABarriers(LLVM::LLVMFuncOp func, ArrayRef<ttg::WarpSpecializeOp> wsOps,
                                unsigned threadsPerWarp, unsigned defaultThreads) {
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<ttg::WarpSpecializePartitionsOp>(op))
      return WalkResult::skip();
    if (auto bar = dyn_cast<NVVM::Barrier0Op>(op)) {
      OpBuilder b(bar);
      emitGroupBarrier(b, bar.getLoc(), kDefaultWarpsBarrier, defaultThreads);
      bar.erase();
      return WalkResult::skip();
    }
    return WalkResult::advance();
  });
  for (ttg::WarpSpecializeOp ws : wsOps) {
    for (auto [index, partition] : llvm::enumerate(ws.getPartitionRegions())) {
      unsigned id = kFirstPartitionBarrier + index;
      if (id >= kNumBarriers)
        return ws.emitError("convert-warp-specialize-to-llvm: more than ")
               << (kNumBarriers - kFirstPartitionBarrier)
               << " partitions; there are 16 hardware barriers and two are reserved";
      unsigned threads = threadsPerWarp * ws.getPartitionNumWarps()[index];
      partition->walk([&](NVVM::Barrier0Op bar) {
        OpBuilder b(bar);
        emitGroupBarrier(b, bar.getLoc(), id, threads);
        bar.erase();
      });
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Captures
//===----------------------------------------------------------------------===//

/// The pure ops computing `capture` from kernel arguments, if there are few.
FailureOr<SetVector<Operation *>> findRecomputableSlice(LLVM::LLVMFuncOp func, Value capture) {
  SetVector<Operation *> slice;
  SetVector<Value> worklist;
  worklist.insert(capture);
  for (unsigned i = 0; i < worklist.size(); ++i) {
    Value value = worklist[i];
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      if (arg.getOwner() == &func.getBody().front())
        continue;
      return failure();
    }
    Operation *op = value.getDefiningOp();
    if (!isPure(op) || op->getNumRegions() != 0)
      return failure();
    slice.insert(op);
    worklist.insert(op->operand_begin(), op->operand_end());
  }
  if (slice.size() > kMaxRematerializedOps)
    return failure();
  return SetVector<Operation *>(topologicalSort(slice));
}

/// Recomputes in each partition the captures `findRecomputableSlice` allows,
/// and drops them from the op.
void recomputeTrivialCaptures(LLVM::LLVMFuncOp func, ArrayRef<ttg::WarpSpecializeOp> wsOps) {
  for (ttg::WarpSpecializeOp ws : wsOps) {
    llvm::BitVector dropped(ws->getNumOperands());
    for (auto [i, capture] : llvm::enumerate(ws.getExplicitCaptures())) {
      FailureOr<SetVector<Operation *>> slice = findRecomputableSlice(func, capture);
      if (failed(slice))
        continue;
      dropped.set(i);
      for (Region *partition : ws.getPartitionRegions()) {
        OpBuilder b = OpBuilder::atBlockBegin(&partition->front());
        IRMapping mapping;
        for (Operation *op : *slice)
          b.clone(*op, mapping);
        partition->getArgument(i).replaceAllUsesWith(mapping.lookupOrDefault(capture));
      }
    }
    ws->eraseOperands(dropped);
    for (Region *partition : ws.getPartitionRegions())
      partition->front().eraseArguments(dropped);
  }
}

/// The explicit captures as a packed struct at the op's shared buffer.
LLVM::LLVMStructType captureStructType(ttg::WarpSpecializeOp ws) {
  return LLVM::LLVMStructType::getLiteral(ws.getContext(), llvm::to_vector(ws->getOperandTypes()),
                                          /*isPacked=*/true);
}

Value captureAddress(OpBuilder &b, Location loc, ttg::WarpSpecializeOp ws, Value base, int32_t i) {
  return LLVM::GEPOp::create(b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3),
                             captureStructType(ws), base, ArrayRef<LLVM::GEPArg>{0, i});
}

//===----------------------------------------------------------------------===//
// Registers
//===----------------------------------------------------------------------===//

/// Registers per thread: at the start (`ttg.maxnreg`), for the default
/// warps outside warp_specialize, and for idle workers. The workers give up
/// as many as the default warps can take, down to 24, up to 256 for them.
struct RegisterPlan {
  int start = -1, defaults = -1, idle = -1;
  bool enabled() const { return start > 0; }
};

RegisterPlan planRegisters(ModuleOp module, int defaultWarps, int totalWarps) {
  RegisterPlan plan;
  auto maxnreg = module->getAttrOfType<IntegerAttr>("ttg.maxnreg");
  if (!maxnreg)
    return plan;
  int workers = totalWarps - defaultWarps;
  plan.start = int(maxnreg.getInt());
  plan.idle = kLowestWorkerRegisters;
  plan.defaults = (plan.start + (plan.start - plan.idle) * workers / defaultWarps) / 8 * 8;
  if (plan.defaults > kMostRegisters) {
    plan.defaults = kMostRegisters;
    int given = (plan.defaults - plan.start) * defaultWarps / workers;
    plan.idle = (plan.start - given) / 8 * 8;
  }
  return plan;
}

//===----------------------------------------------------------------------===//
// The state machine
//===----------------------------------------------------------------------===//

struct KernelShape {
  unsigned threadsPerWarp;
  int defaultWarps;
  int totalWarps;
  RegisterPlan registers;
};

/// Partition regions: captures from shared memory, the entry barrier, and
/// back to the switch loop at the end.
void rewritePartitions(ttg::WarpSpecializeOp ws, Block *switchLoop, const KernelShape &shape) {
  std::optional<ArrayRef<int32_t>> actual = ws.getActualRegisters();
  for (Region *partition : ws.getPartitionRegions()) {
    Location loc = ws.getLoc();
    Block &entry = partition->front();
    OpBuilder b = OpBuilder::atBlockBegin(&entry);
    int index = int(partition->getRegionNumber());
    if (actual && shape.registers.enabled())
      emitSetMaxRegisters(b, loc, shape.registers.idle, (*actual)[index + 1]);
    if (entry.getNumArguments() > 0) {
      // The arguments have the captures' types (the op's verifier).
      Value base = getSharedMemoryBase(b, loc, ws);
      for (BlockArgument arg : entry.getArguments()) {
        Value address = captureAddress(b, loc, ws, base, int32_t(arg.getArgNumber()));
        arg.replaceAllUsesWith(LLVM::LoadOp::create(b, loc, arg.getType(), address, /*alignment=*/1));
      }
      entry.eraseArguments([](BlockArgument) { return true; });
    }
    // The captures' memory is free once every worker has read them.
    emitCTABarrier(b, loc, kSwitchLoopBarrier);
    partition->walk([&](ttg::WarpReturnOp ret) {
      OpBuilder rb(ret);
      emitCTABarrier(rb, ret.getLoc(), kSwitchLoopBarrier);
      if (actual && shape.registers.enabled())
        emitSetMaxRegisters(rb, ret.getLoc(), (*actual)[index + 1], shape.registers.idle);
      LLVM::BrOp::create(rb, ret.getLoc(), switchLoop);
      ret.erase();
    });
  }
}

/// Keeps LLVM from hoisting partition code into the switch loop's header:
/// nothing would sink it back, and the workers run on few registers.
void disableLICM(LLVM::BrOp latch) {
  MLIRContext *context = latch.getContext();
  Builder b(context);
  auto licm = LLVM::LoopLICMAttr::get(context, b.getBoolAttr(true), {});
  latch.setLoopAnnotationAttr(LLVM::LoopAnnotationAttr::get(
      context, {}, {}, {}, {}, {}, licm, {}, {}, {}, {}, {}, {}, {}, {}, {}));
}

/// Writes `states` (one byte per worker warp) at the function's state buffer.
void storeWarpStates(OpBuilder &b, Location loc, LLVM::LLVMFuncOp func, ArrayRef<int32_t> states) {
  Value base = getSharedMemoryBase(b, loc, func);
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 3);
  for (auto [i, state] : llvm::enumerate(states)) {
    Value address = LLVM::GEPOp::create(b, loc, ptrType, b.getI8Type(), base,
                                        ArrayRef<LLVM::GEPArg>{int32_t(i)});
    Value byte = LLVM::ConstantOp::create(b, loc, b.getI8Type(), b.getI8IntegerAttr(int8_t(state)));
    LLVM::StoreOp::create(b, loc, byte, address);
  }
}

/// The default warps' side of `ws`: states and captures out, release,
/// default region inline, join.
void inlineDefaultRegion(ttg::WarpSpecializeOp ws, LLVM::LLVMFuncOp func, ArrayRef<int32_t> states,
                         const KernelShape &shape) {
  Location loc = ws.getLoc();
  Block *before = ws->getBlock();
  Block *after = before->splitBlock(ws);
  OpBuilder b = OpBuilder::atBlockEnd(before);
  storeWarpStates(b, loc, func, states);
  if (ws->getNumOperands() > 0) {
    Value base = getSharedMemoryBase(b, loc, ws);
    for (auto [i, capture] : llvm::enumerate(ws->getOperands()))
      LLVM::StoreOp::create(b, loc, capture, captureAddress(b, loc, ws, base, int32_t(i)),
                            /*alignment=*/1);
  }
  std::optional<ArrayRef<int32_t>> actual = ws.getActualRegisters();
  bool moveRegisters = actual && shape.registers.enabled();
  emitCTABarrier(b, loc, kSwitchLoopBarrier);
  if (moveRegisters)
    emitSetMaxRegisters(b, loc, shape.registers.defaults, actual->front());
  emitCTABarrier(b, loc, kSwitchLoopBarrier);
  LLVM::BrOp::create(b, loc, &ws.getDefaultRegion().front());

  ws.getDefaultRegion().walk([&](ttg::WarpYieldOp yield) {
    OpBuilder yb(yield);
    emitCTABarrier(yb, yield.getLoc(), kSwitchLoopBarrier);
    if (moveRegisters)
      emitSetMaxRegisters(yb, yield.getLoc(), actual->front(), shape.registers.defaults);
    LLVM::BrOp::create(yb, yield.getLoc(), yield.getOperands(), after);
    yield.erase();
  });
  after->getParent()->getBlocks().splice(after->getIterator(), ws.getDefaultRegion().getBlocks());
  SmallVector<Location> locs(ws->getNumResults(), loc);
  auto results = after->addArguments(ws->getResultTypes(), locs);
  ws->replaceAllUsesWith(results);
  ws.erase();
}

LogicalResult lowerWarpSpecialize(LLVM::LLVMFuncOp func) {
  SmallVector<ttg::WarpSpecializeOp> wsOps;
  func.walk([&](ttg::WarpSpecializeOp op) { wsOps.push_back(op); });
  if (wsOps.empty())
    return success();

  auto module = func->getParentOfType<ModuleOp>();
  KernelShape shape;
  shape.threadsPerWarp = unsigned(getThreadsPerWarp(module));
  shape.defaultWarps = getNumWarps(module);
  auto total = module->getAttrOfType<IntegerAttr>("ttg.total-num-warps");
  if (!total)
    return module.emitError("convert-warp-specialize-to-llvm: the module has no "
                            "'ttg.total-num-warps' (run tritongpu-allocate-warp-groups first)");
  shape.totalWarps = int(total.getInt());
  for (ttg::WarpSpecializeOp ws : wsOps) {
    if (!ws.getWarpGroupStartIds() || (!ws->hasAttr("allocation.offset") && ws->getNumOperands() > 0))
      return ws.emitError("convert-warp-specialize-to-llvm: the op has no warp group start ids or "
                          "capture buffer (run tritongpu-allocate-warp-groups and "
                          "allocate-shared-memory-nv first)");
  }
  if (!func->hasAttr("allocation.offset"))
    return func.emitError("convert-warp-specialize-to-llvm: the function has no state buffer "
                          "(run allocate-shared-memory-nv first)");
  if (failed(narrowCTABarriers(func, wsOps, shape.threadsPerWarp,
                               shape.threadsPerWarp * unsigned(shape.defaultWarps))))
    return failure();
  shape.registers = planRegisters(module, shape.defaultWarps, shape.totalWarps);
  recomputeTrivialCaptures(func, wsOps);

  MLIRContext *context = func.getContext();
  Location loc = func.getLoc();
  OpBuilder b(context);

  // entry: default warps to the function, workers to the switch loop.
  Block *body = &func.getBody().front();
  SmallVector<Location> argLocs;
  for (BlockArgument arg : func.getArguments())
    argLocs.push_back(arg.getLoc());
  Block *entry = b.createBlock(body, func.getArgumentTypes(), argLocs);
  Block *switchLoop = b.createBlock(body);
  b.setInsertionPointToStart(entry);
  Value tid = NVVM::ThreadIdXOp::create(b, loc, b.getI32Type());
  Value warp = LLVM::UDivOp::create(b, loc, tid, i32Const(b, loc, shape.threadsPerWarp));
  warp = shuffleIdx(b, loc, warp, i32Const(b, loc, 0)); // warp-uniform for ptxas
  Value isDefault = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult, warp,
                                         i32Const(b, loc, shape.defaultWarps));
  LLVM::CondBrOp::create(b, loc, isDefault, body, switchLoop);
  for (auto [now, old] : llvm::zip(entry->getArguments(), body->getArguments()))
    old.replaceAllUsesWith(now);
  body->eraseArguments([](BlockArgument) { return true; });
  if (shape.registers.enabled()) {
    b.setInsertionPointToStart(body);
    emitSetMaxRegisters(b, loc, shape.registers.start, shape.registers.defaults);
  }

  // switch_loop: wait, read this warp's state.
  b.setInsertionPointToStart(switchLoop);
  if (shape.registers.enabled())
    emitSetMaxRegisters(b, loc, shape.registers.start, shape.registers.idle);
  emitCTABarrier(b, loc, kSwitchLoopBarrier);
  Value worker = LLVM::SubOp::create(b, loc, warp, i32Const(b, loc, shape.defaultWarps));
  Value stateAddress =
      LLVM::GEPOp::create(b, loc, LLVM::LLVMPointerType::get(context, 3), b.getI8Type(),
                          getSharedMemoryBase(b, loc, func), ArrayRef<LLVM::GEPArg>{worker});
  Value state = LLVM::LoadOp::create(b, loc, b.getI8Type(), stateAddress);

  // Each warp_specialize's states: partition k's warps run state k (counted
  // over all ops), the rest idle (-1).
  int workers = shape.totalWarps - shape.defaultWarps;
  SmallVector<SmallVector<int32_t>> statesPerOp;
  SmallVector<Block *> targets;
  for (ttg::WarpSpecializeOp ws : wsOps) {
    rewritePartitions(ws, switchLoop, shape);
    SmallVector<int32_t> states(workers, -1);
    for (auto [partition, warps, start] :
         llvm::zip(ws.getPartitionRegions(), ws.getPartitionNumWarps(), *ws.getWarpGroupStartIds())) {
      int32_t id = int32_t(targets.size());
      targets.push_back(&partition->front());
      for (int w = start - shape.defaultWarps, e = w + warps; w < e && w < workers; ++w)
        states[w] = id;
    }
    statesPerOp.push_back(std::move(states));
  }
  int32_t exitState = int32_t(targets.size());
  if (exitState > 255)
    return func.emitError("convert-warp-specialize-to-llvm: more than 255 partitions in one kernel");

  Region::BlockListType &blocks = func.getBody().getBlocks();
  for (Block *target : llvm::reverse(targets))
    blocks.splice(std::next(switchLoop->getIterator()), target->getParent()->getBlocks());

  // Idle round: meet the release and the join, then wait again.
  auto *idle = new Block;
  blocks.insert(std::next(switchLoop->getIterator()), idle);
  b.setInsertionPointToStart(idle);
  emitCTABarrier(b, loc, kSwitchLoopBarrier);
  emitCTABarrier(b, loc, kSwitchLoopBarrier);
  disableLICM(LLVM::BrOp::create(b, loc, switchLoop));

  auto *exit = new Block;
  blocks.insert(std::next(idle->getIterator()), exit);
  b.setInsertionPointToStart(exit);
  LLVM::ReturnOp::create(b, loc, ValueRange());
  targets.push_back(exit);

  b.setInsertionPointToEnd(switchLoop);
  SmallVector<APInt> cases;
  for (int32_t s = 0; s <= exitState; ++s)
    cases.push_back(APInt(8, s));
  LLVM::SwitchOp::create(b, loc, state, idle, ValueRange(), cases, targets,
                         SmallVector<ValueRange>(targets.size(), ValueRange()));

  for (auto [ws, states] : llvm::zip(wsOps, statesPerOp))
    inlineDefaultRegion(ws, func, states, shape);

  // Returning: every worker leaves its loop.
  SmallVector<int32_t> exits(workers, exitState);
  func.walk([&](LLVM::ReturnOp ret) {
    if (ret->getBlock() == exit)
      return;
    OpBuilder rb(ret);
    storeWarpStates(rb, ret.getLoc(), func, exits);
    emitCTABarrier(rb, ret.getLoc(), kSwitchLoopBarrier);
  });
  return success();
}

struct ConvertWarpSpecializeToLLVMPass
    : mlir::triton::impl::ConvertWarpSpecializeToLLVMBase<ConvertWarpSpecializeToLLVMPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    bool any = false;
    module.walk([&](ttg::WarpSpecializeOp) { any = true; });
    if (!any)
      return;

    LowerToLLVMOptions options(&getContext());
    options.overrideIndexBitwidth(32); // as convert-triton-gpu-to-llvm
    mlir::triton::TritonGPUToLLVMTypeConverter converter(&getContext(), options);
    SmallVector<Operation *> ops;
    module.walk([&](Operation *op) {
      if (isa<ttg::WarpSpecializeOp, ttg::WarpSpecializePartitionsOp, ttg::WarpYieldOp>(op))
        ops.push_back(op);
    });
    for (Operation *op : ops)
      convertOpTypes(op, converter);
    OpPassManager pm(ModuleOp::getOperationName());
    pm.addPass(createReconcileUnrealizedCastsPass());
    if (failed(runPipeline(pm, module)))
      return signalPassFailure();

    for (auto func : llvm::to_vector(module.getOps<LLVM::LLVMFuncOp>())) {
      bool inKernel = false;
      func.walk([&](ttg::WarpSpecializeOp) { inKernel = true; });
      if (!inKernel)
        continue;
      // A kernel, or an externally visible function as Triton takes it (its tests lower bare
      // llvm.funcs); device functions are lowered with internal linkage.
      bool external = func.isPublic() && func.getLinkage() == LLVM::Linkage::External;
      if (!isKernel(func) && !external) {
        func.emitError("convert-warp-specialize-to-llvm: warp_specialize outside a kernel");
        return signalPassFailure();
      }
      if (failed(lowerWarpSpecialize(func)))
        return signalPassFailure();
    }
  }
};

} // namespace
