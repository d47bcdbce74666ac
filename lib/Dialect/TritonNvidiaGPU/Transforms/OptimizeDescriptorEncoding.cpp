//===- OptimizeDescriptorEncoding.cpp - shared layouts for TMA blocks -----===//
//
// triton-nvidia-optimize-descriptor-encoding gives every tensor
// descriptor's block type the shared encoding its TMA messages will write
// (or read), as Triton 3.6 does:
//   1. Descriptors that must have one encoding form a class: a loop's init,
//      region argument, yielded value and result, an if's yielded values and
//      result (scf.for, scf.while, scf.if).
//   2. Each use says what it wants: a descriptor_load or descriptor_gather
//      whose result goes into a local_alloc or local_store of a
//      non-transposed nvmma_shared layout wants that layout (the TMA copy
//      can then fill the buffer the dot reads); every load, gather and
//      store-like use (store, reduce, scatter) bounds the block shape used.
//   3. A class keeps the default when its layout is seen from outside: a
//      descriptor passed to or returned from a call, an argument of a
//      non-kernel function, one made by reinterpret_tensor_descriptor.
//      Two uses that want different layouts fall back to the default too.
//   4. The default is the nvmma_shared layout of the (used) block shape in
//      row-major order (getNVMMASharedEncoding, as wgmma operands get it).
// Function signatures follow their arguments' new types; descriptor
// results get the default.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/EquivalenceClasses.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_TRITONNVIDIAGPUOPTIMIZEDESCRIPTORENCODING
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;
using namespace mlir::triton;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

bool isDescriptor(Value v) { return isa<TensorDescType>(v.getType()); }

/// What the uses of one class of descriptors ask for.
struct ClassWishes {
  llvm::SetVector<Attribute> wanted;
  SmallVector<int64_t> usedShape;
  bool keepDefault = false;
};

//===-- Step 1: classes of descriptors that share a layout -----------------===//

void tieDescriptors(llvm::EquivalenceClasses<Value> &classes, ValueRange a, ValueRange b) {
  for (auto [x, y] : llvm::zip(a, b))
    if (isDescriptor(x) && isDescriptor(y))
      classes.unionSets(x, y);
}

void tieRegionValues(FunctionOpInterface func, llvm::EquivalenceClasses<Value> &classes) {
  func.walk([&](Operation *op) {
    for (Value v : op->getResults())
      if (isDescriptor(v))
        classes.insert(v);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Value arg : block.getArguments())
          if (isDescriptor(arg))
            classes.insert(arg);
    if (auto loop = dyn_cast<scf::ForOp>(op)) {
      tieDescriptors(classes, loop.getInitArgs(), loop.getRegionIterArgs());
      tieDescriptors(classes, loop.getInitArgs(), loop.getResults());
      tieDescriptors(classes, loop.getInitArgs(), loop.getYieldedValues());
    } else if (auto loop = dyn_cast<scf::WhileOp>(op)) {
      tieDescriptors(classes, loop.getInits(), loop.getBeforeArguments());
      tieDescriptors(classes, loop.getInits(), loop.getYieldOp().getResults());
      tieDescriptors(classes, loop.getConditionOp().getArgs(), loop.getAfterArguments());
      tieDescriptors(classes, loop.getConditionOp().getArgs(), loop.getResults());
    } else if (auto branch = dyn_cast<scf::IfOp>(op)) {
      tieDescriptors(classes, branch.getResults(), branch.thenYield().getResults());
      if (!branch.getElseRegion().empty())
        tieDescriptors(classes, branch.getResults(), branch.elseYield().getResults());
    }
  });
}

//===-- Step 2 and 3: what the uses want ----------------------------------===//

/// The non-transposed nvmma_shared layout a loaded block is stored in, if
/// one of its users stores it in one.
Attribute getWantedLoadEncoding(Value loaded) {
  for (Operation *user : loaded.getUsers()) {
    Attribute encoding;
    if (auto alloc = dyn_cast<ttg::LocalAllocOp>(user))
      encoding = alloc.getType().getEncoding();
    else if (auto store = dyn_cast<ttg::LocalStoreOp>(user))
      encoding = store.getDst().getType().getEncoding();
    auto nvmma = dyn_cast_or_null<ttg::NVMMASharedEncodingAttr>(encoding);
    if (nvmma && !nvmma.getTransposed())
      return nvmma;
  }
  return {};
}

/// `shape` padded with leading 1s to `rank` dimensions (a load may drop
/// leading unit dimensions of the block).
SmallVector<int64_t> expandToRank(ArrayRef<int64_t> shape, unsigned rank) {
  SmallVector<int64_t> expanded(rank - std::min<unsigned>(rank, shape.size()), 1);
  expanded.append(shape.begin(), shape.end());
  return expanded;
}

void addUsedShape(ClassWishes &wishes, ArrayRef<int64_t> shape) {
  if (wishes.usedShape.empty()) {
    wishes.usedShape.assign(shape.begin(), shape.end());
    return;
  }
  for (auto [used, extent] : llvm::zip(wishes.usedShape, shape))
    used = std::min(used, extent);
}

/// Records what `op` asks of the descriptors it uses.
void collectWishes(Operation *op, llvm::EquivalenceClasses<Value> &classes,
                   llvm::MapVector<Value, ClassWishes> &wishes) {
  auto wishesOf = [&](Value desc) -> ClassWishes & { return wishes[classes.getLeaderValue(desc)]; };
  auto blockRank = [](Value desc) {
    return unsigned(cast<TensorDescType>(desc.getType()).getBlockType().getRank());
  };
  auto addLoad = [&](Value desc, Value result) {
    ClassWishes &w = wishesOf(desc);
    if (Attribute wanted = getWantedLoadEncoding(result))
      w.wanted.insert(wanted);
    addUsedShape(w, expandToRank(cast<RankedTensorType>(result.getType()).getShape(), blockRank(desc)));
  };
  auto addStore = [&](Value desc, Value src) {
    addUsedShape(wishesOf(desc),
                 expandToRank(cast<RankedTensorType>(src.getType()).getShape(), blockRank(desc)));
  };
  if (auto load = dyn_cast<DescriptorLoadOp>(op))
    return addLoad(load.getDesc(), load.getResult());
  if (auto gather = dyn_cast<DescriptorGatherOp>(op))
    return addLoad(gather.getDesc(), gather.getResult());
  if (auto store = dyn_cast<DescriptorStoreOp>(op))
    return addStore(store.getDesc(), store.getSrc());
  if (auto reduce = dyn_cast<DescriptorReduceOp>(op))
    return addStore(reduce.getDesc(), reduce.getSrc());
  if (auto scatter = dyn_cast<DescriptorScatterOp>(op))
    return addStore(scatter.getDesc(), scatter.getSrc());
  // Seen from outside: the layout must be the one everybody assumes.
  if (isa<CallOp, ReturnOp, ttng::ReinterpretTensorDescOp>(op)) {
    for (Value v : llvm::concat<Value>(op->getOperands(), op->getResults()))
      if (isDescriptor(v))
        wishesOf(v).keepDefault = true;
  }
}

//===-- Step 4: the chosen layouts ----------------------------------------===//

Attribute getDefaultEncoding(RankedTensorType block, ArrayRef<int64_t> usedShape) {
  unsigned rank = block.getRank();
  SmallVector<unsigned> order;
  for (unsigned d = rank; d-- > 0;)
    order.push_back(d);
  ArrayRef<int64_t> shape = usedShape.empty() ? block.getShape() : usedShape;
  return ttg::getNVMMASharedEncoding(shape, order, ttg::CTALayoutAttr::getDefault(block.getContext(), rank),
                                     block.getElementType());
}

Attribute chooseEncoding(RankedTensorType block, const ClassWishes *wishes) {
  if (!wishes || wishes->keepDefault || wishes->wanted.size() > 1)
    return getDefaultEncoding(block, {});
  if (wishes->wanted.size() == 1)
    return wishes->wanted.front();
  return getDefaultEncoding(block, wishes->usedShape);
}

/// `encoding` for a block of `rank` dimensions (Triton's
/// updateEncodingForShape): the layout a lower-rank buffer wants (a load that
/// drops the block's leading unit dimensions) gets the block's rank, its
/// cluster bases led by zeros.
Attribute forBlockRank(Attribute encoding, unsigned rank) {
  auto nvmma = dyn_cast<ttg::NVMMASharedEncodingAttr>(encoding);
  if (!nvmma || nvmma.getRank() >= rank)
    return encoding;
  MLIRContext *context = encoding.getContext();
  ttg::CTALayoutAttr cluster = nvmma.getCTALayout();
  SmallVector<int32_t> flat;
  for (const auto &basis : cluster.getBases()) {
    flat.append(rank - basis.size(), 0);
    flat.append(basis.begin(), basis.end());
  }
  auto wider = ttg::CTALayoutAttr::get(context, rank, flat);
  return ttg::NVMMASharedEncodingAttr::get(context, nvmma.getSwizzlingByteWidth(),
                                           nvmma.getTransposed(), nvmma.getElementBitWidth(),
                                           nvmma.getFp4Padded(), wider);
}

Type withEncoding(Type type, Attribute encoding) {
  auto desc = cast<TensorDescType>(type);
  RankedTensorType block = desc.getBlockType();
  return TensorDescType::get(type.getContext(),
                             block.cloneWithEncoding(forBlockRank(encoding, block.getRank())));
}

void assignEncodings(FuncOp func) {
  if (func.isExternal())
    return;
  llvm::EquivalenceClasses<Value> classes;
  for (Value arg : func.getArguments())
    if (isDescriptor(arg))
      classes.insert(arg);
  tieRegionValues(func, classes);
  llvm::MapVector<Value, ClassWishes> wishes;
  // A non-kernel function's descriptor arguments come from its callers.
  if (!func.isPublic())
    for (Value arg : func.getArguments())
      if (isDescriptor(arg))
        wishes[classes.getLeaderValue(arg)].keepDefault = true;
  func.walk([&](Operation *op) { collectWishes(op, classes, wishes); });

  for (auto it = classes.begin(); it != classes.end(); ++it) {
    if (!(*it)->isLeader())
      continue;
    Value leader = (*it)->getData();
    auto found = wishes.find(leader);
    auto block = cast<TensorDescType>(leader.getType()).getBlockType();
    Attribute encoding = chooseEncoding(block, found == wishes.end() ? nullptr : &found->second);
    for (auto member = classes.member_begin(**it); member != classes.member_end(); ++member) {
      Value value = *member;
      value.setType(withEncoding(value.getType(), encoding));
    }
  }

  SmallVector<Type> results(func.getResultTypes());
  for (Type &type : results)
    if (auto desc = dyn_cast<TensorDescType>(type))
      type = withEncoding(type, getDefaultEncoding(desc.getBlockType(), {}));
  func.setFunctionType(FunctionType::get(func.getContext(), func.front().getArgumentTypes(), results));
}

struct OptimizeDescriptorEncodingPass
    : ttng::impl::TritonNvidiaGPUOptimizeDescriptorEncodingBase<OptimizeDescriptorEncodingPass> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<FuncOp>())
      assignEncodings(func);
  }
};

} // namespace
