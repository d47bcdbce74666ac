//===- Dialect.cpp - the `ttg` dialect -------------------------------------===//

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/InlineAnywhere.h"
#include "tt/Dialect/TritonGPU/IR/MmaSupport.h"
#include "tt/Dialect/TritonGPU/IR/Target.h"
#include "tt/Dialect/Triton/IR/Interfaces.h"
#include "tt/Tools/LayoutQueries.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton::gpu;
using tt::LinearLayout;

#include "tt/Dialect/TritonGPU/IR/TritonGPUDialect.cpp.inc"

//===----------------------------------------------------------------------===//
// Module context: warps, lanes, CTAs
//===----------------------------------------------------------------------===//

static std::optional<int> getIntAttr(Operation *op, StringRef name) {
  if (auto attr = op->getAttrOfType<IntegerAttr>(name))
    return attr.getInt();
  return std::nullopt;
}

std::optional<int> TritonGPUDialect::lookupNumWarps(Operation *op) {
  for (Operation *current = op; current; current = current->getParentOp()) {
    if (auto warps = getIntAttr(current, getNumWarpsAttrName()))
      return warps;
    // Inside a warp_specialize partition, the partition's warps count.
    auto partitions = dyn_cast_if_present<WarpSpecializePartitionsOp>(current->getParentOp());
    if (!partitions)
      continue;
    auto ws = dyn_cast_if_present<WarpSpecializeOp>(partitions->getParentOp());
    unsigned index = current->getParentRegion()->getRegionNumber();
    if (ws && index < ws.getPartitionNumWarps().size())
      return ws.getPartitionNumWarps()[index];
  }
  return std::nullopt;
}

int TritonGPUDialect::getThreadsPerWarp(Operation *op) {
  auto module = isa<ModuleOp>(op) ? cast<ModuleOp>(op) : op->getParentOfType<ModuleOp>();
  return module ? getIntAttr(module, getThreadsPerWarpAttrName()).value_or(32) : 32;
}

int TritonGPUDialect::getNumCTAs(Operation *op) {
  auto module = isa<ModuleOp>(op) ? cast<ModuleOp>(op) : op->getParentOfType<ModuleOp>();
  return module ? getIntAttr(module, getNumCTAsAttrName()).value_or(1) : 1;
}

int mlir::triton::gpu::getComputeCapability(Operation *op) {
  constexpr int kDefaultCapability = 90;
  // The innermost enclosing module that names a target: a file of several
  // modules may name it once, on the outer one.
  StringAttr target;
  for (Operation *at = op; at && !target; at = at->getParentOp())
    if (isa<ModuleOp>(at))
      target = at->getAttrOfType<StringAttr>(TritonGPUDialect::getTargetAttrName());
  if (!target)
    return kDefaultCapability;
  StringRef text = target.getValue();
  int capability = 0;
  if (!text.consume_front("cuda:") || text.getAsInteger(10, capability))
    return kDefaultCapability;
  return capability;
}

LogicalResult mlir::triton::gpu::applyComputeCapabilityOption(ModuleOp module, int capability,
                                                             bool given) {
  StringRef name = TritonGPUDialect::getTargetAttrName();
  if (!given && module->hasAttr(name))
    return success();
  if (capability < 1)
    return module.emitError() << "compute-capability must be a GPU's compute capability, "
                                 "such as 90 for sm_90, got "
                              << capability;
  module->setAttr(name, StringAttr::get(module.getContext(), "cuda:" + Twine(capability)));
  return success();
}

LogicalResult mlir::triton::gpu::verifyTensorLayout(Operation *op, ArrayRef<int64_t> shape,
                                                    Attribute encoding, StringRef what) {
  // Reported as Triton words it: "<what> has an invalid layout: <reason>".
  auto fail = [&]() {
    return op->emitError() << what << " has an invalid layout: ";
  };
  auto layout = dyn_cast_if_present<DistributedEncodingTrait>(encoding);
  if (!layout) {
    if (encoding && isa<TritonGPUDialect>(encoding.getDialect()) &&
        !isa<AMDMfmaEncodingAttr, AMDWmmaEncodingAttr>(encoding))
      return fail() << "Non-distributed layout is not allowed in tensor type.";
    return success();
  }
  if (layout.getRank() != shape.size())
    return fail() << "Layout has rank " << layout.getRank()
                  << ", but the tensor it's attached to has rank " << shape.size() << ".";
  if (llvm::any_of(shape, [](int64_t dim) { return dim <= 0 || !llvm::isPowerOf2_64(dim); }))
    return fail() << "Layout has shape " << shape
                  << ", but the tensor it's attached to has shape " << shape
                  << " which is not a power of two.";
  std::optional<LinearLayout> ll = layout.toLinearLayout(shape);
  if (!ll)
    return success();
  int lanes = ll->getInDimSize(dims::kLane);
  int threadsPerWarp = TritonGPUDialect::getThreadsPerWarp(op);
  if (lanes != threadsPerWarp)
    return fail() << encoding << ".\nLayout has " << lanes
                  << " threads per warp, but the module specifies " << threadsPerWarp
                  << " threads per warp.";
  std::optional<int> numWarps = TritonGPUDialect::lookupNumWarps(op);
  if (!numWarps)
    return fail() << "Could not determine the number of warps per CTA. Operation is not in "
                     "a context with `ttg.num-warps`.";
  int warps = ll->getInDimSize(dims::kWarp);
  if (warps != *numWarps)
    return fail() << encoding << ".\nLayout has " << warps
                  << " warps per CTA, but the context requires " << *numWarps
                  << " warps per CTA.";
  int blocks = ll->getInDimSize(dims::kBlock);
  int numCTAs = TritonGPUDialect::getNumCTAs(op);
  if (blocks != numCTAs)
    return fail() << encoding << ".\nLayout has " << blocks
                  << " CTAs per CGA, but the context requires " << numCTAs
                  << " CTAs per CGA.";
  return success();
}

std::pair<Operation *, RankedTensorType>
mlir::triton::gpu::findTensor(Operation *root, function_ref<bool(RankedTensorType)> matches) {
  std::pair<Operation *, RankedTensorType> found;
  root->walk([&](Operation *op) {
    SmallVector<Type> types(op->getOperandTypes());
    llvm::append_range(types, op->getResultTypes());
    for (Region &region : op->getRegions())
      for (Block &block : region)
        llvm::append_range(types, block.getArgumentTypes());
    for (Type type : types)
      if (auto tensor = dyn_cast<RankedTensorType>(type); tensor && matches(tensor)) {
        found = {op, tensor};
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return found;
}

/// Checks every tensor an op uses or defines, as Triton does (operands first),
/// then its regions' block arguments, which Triton only sees through their
/// uses. `verified` remembers tensor types already found valid in a context
/// of the same number of warps.
static LogicalResult verifyTensorsOf(Operation *op,
                                     DenseSet<std::pair<Type, int>> &verified) {
  std::optional<int> numWarps;
  auto check = [&](Type type, function_ref<std::string()> what) -> LogicalResult {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || !tensor.getEncoding())
      return success();
    if (!numWarps)
      numWarps = TritonGPUDialect::lookupNumWarps(op).value_or(0);
    if (verified.contains({type, *numWarps}))
      return success();
    if (failed(verifyTensorLayout(op, tensor.getShape(), tensor.getEncoding(), what())))
      return failure();
    verified.insert({type, *numWarps});
    return success();
  };
  for (auto [i, operand] : llvm::enumerate(op->getOperands())) {
    auto what = [&, i = i, operand = operand]() {
      std::string name;
      llvm::raw_string_ostream os(name);
      operand.printAsOperand(os, OpPrintingFlags().assumeVerified());
      return ("Operand " + Twine(i) + " (" + name + ")").str();
    };
    if (failed(check(operand.getType(), what)))
      return failure();
  }
  for (auto [i, type] : llvm::enumerate(op->getResultTypes())) {
    auto what = [&, i = i]() {
      return op->getNumResults() == 1 ? std::string("Result")
                                      : ("Result " + Twine(i)).str();
    };
    if (failed(check(type, what)))
      return failure();
  }
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (BlockArgument arg : block.getArguments())
        if (failed(check(arg.getType(), [&]() {
              return ("Block argument " + Twine(arg.getArgNumber())).str();
            })))
          return failure();
  return success();
}

LogicalResult TritonGPUDialect::verifyOperationAttribute(Operation *op, NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  bool moduleOnly = name == getNumCTAsAttrName() || name == getThreadsPerWarpAttrName() ||
                    name == getTargetAttrName() || name == getTotalNumWarpsAttrName() ||
                    name == getSharedAttrName();
  if (moduleOnly && !isa<ModuleOp>(op))
    return op->emitOpError() << "has unexpected attribute " << name
                             << " which is expected only on `module` ops";
  if (name == getNumWarpsAttrName() && !isa<ModuleOp>(op) &&
      op->getName().getStringRef() != "tt.func")
    return op->emitOpError() << "has unexpected attribute " << name
                             << " which is expected only on `module` or `tt.func` ops";
  if (name == getTargetAttrName()) {
    if (!isa<StringAttr>(attr.getValue()))
      return op->emitOpError() << "expects " << name << " to be a string like \"cuda:90\"";
    return success();
  }
  if (name == getNumWarpsAttrName() || name == getNumCTAsAttrName() ||
      name == getThreadsPerWarpAttrName()) {
    auto value = dyn_cast<IntegerAttr>(attr.getValue());
    if (!value || value.getInt() < 1 || !llvm::isPowerOf2_64(value.getInt()))
      return op->emitOpError() << "expects " << name << " to be a power-of-two integer, got "
                               << attr.getValue();
  }
  // The kernel's warps plus whole warp groups for warp specialization
  // (4 + 8 = 12, say): any positive count.
  if (name == getTotalNumWarpsAttrName()) {
    auto value = dyn_cast<IntegerAttr>(attr.getValue());
    if (!value || value.getInt() < 1)
      return op->emitOpError() << "expects " << name << " to be a positive integer, got "
                               << attr.getValue();
  }
  // The module's warps, lanes and CTAs are known: check every tensor in it
  // once, from the attribute that fixes the warps.
  if (name == getNumWarpsAttrName() && isa<ModuleOp>(op)) {
    DenseSet<std::pair<Type, int>> verified;
    WalkResult result = op->walk([&](Operation *nested) {
      return failed(verifyTensorsOf(nested, verified)) ? WalkResult::interrupt()
                                                       : WalkResult::advance();
    });
    if (result.wasInterrupted())
      return failure();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Aliases: #blocked, #mma, #shared, #linear, #smem
//===----------------------------------------------------------------------===//

namespace {
struct TritonGPUOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    if (isa<BlockedEncodingAttr>(attr))
      os << "blocked";
    else if (isa<NvidiaMmaEncodingAttr, AMDMfmaEncodingAttr, AMDWmmaEncodingAttr>(attr))
      os << "mma";
    else if (isa<SharedEncodingTrait, AMDRotatingSharedEncodingAttr>(attr))
      os << "shared";
    else if (isa<LinearEncodingAttr>(attr))
      os << "linear";
    else if (isa<SharedMemorySpaceAttr>(attr))
      os << "smem";
    else
      return AliasResult::NoAlias;
    return AliasResult::FinalAlias;
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Encodings of tt shape ops
//===----------------------------------------------------------------------===//

namespace {
/// A linear encoding equivalent to `layout`, for results no named encoding
/// describes.
Attribute toLinearEncoding(MLIRContext *context, const LinearLayout &layout) {
  return LinearEncodingAttr::get(context, layout);
}

/// `layout` with its outputs permuted by `order` (output i = input order[i]).
LinearLayout permuteOuts(const LinearLayout &layout, ArrayRef<int32_t> order) {
  std::vector<LinearLayout::InDim> ins;
  for (const auto &in : layout.getInDims()) {
    LinearLayout::InDim permuted{in.name, {}};
    for (const auto &basis : in.bases) {
      LinearLayout::Basis b;
      for (int32_t d : order)
        b.push_back(basis[d]);
      permuted.bases.push_back(b);
    }
    ins.push_back(std::move(permuted));
  }
  std::vector<LinearLayout::OutDim> outs;
  for (auto [i, d] : llvm::enumerate(order))
    outs.push_back({dims::out(i), layout.getOutDims()[d].size});
  return LinearLayout(std::move(ins), std::move(outs));
}

SmallVector<unsigned> permute(ArrayRef<unsigned> values, ArrayRef<int32_t> order) {
  SmallVector<unsigned> result;
  for (int32_t d : order)
    result.push_back(values[d]);
  return result;
}

/// Where dimension d went: inverse of `order`.
SmallVector<unsigned> renumberOrder(ArrayRef<unsigned> dimOrder, ArrayRef<int32_t> order) {
  SmallVector<unsigned> inverse(order.size());
  for (auto [i, d] : llvm::enumerate(order))
    inverse[d] = i;
  SmallVector<unsigned> result;
  for (unsigned d : dimOrder)
    result.push_back(inverse[d]);
  return result;
}

struct TritonGPUInferLayoutInterface : public triton::DialectInferLayoutInterface {
  using DialectInferLayoutInterface::DialectInferLayoutInterface;

  LogicalResult inferReduceOpEncoding(Attribute operand, unsigned axis, Attribute &result,
                                      std::optional<Location> loc) const override {
    if (!isa<DistributedEncodingTrait>(operand))
      return emitOptionalError(loc, "reduce needs a distributed operand encoding");
    result = SliceEncodingAttr::get(operand.getContext(), axis, operand);
    return success();
  }

  LogicalResult inferExpandDimsOpEncoding(Attribute operand, unsigned axis, Attribute &result,
                                          std::optional<Location> loc) const override {
    auto slice = dyn_cast<SliceEncodingAttr>(operand);
    if (!slice)
      return emitOptionalError(loc, "expand_dims needs a slice operand encoding");
    if (slice.getDim() != axis)
      return emitOptionalError(loc, "expand_dims along ", axis,
                               " needs a slice of that dimension, got dim ", slice.getDim());
    result = slice.getParent();
    return success();
  }

  LogicalResult inferTransOpEncoding(Attribute operand, ArrayRef<int64_t> shape,
                                     ArrayRef<int32_t> order, Attribute &result,
                                     std::optional<Location> loc) const override {
    MLIRContext *context = operand.getContext();
    if (auto blocked = dyn_cast<BlockedEncodingAttr>(operand)) {
      CTALayoutAttr cta = blocked.getCTALayout();
      SmallVector<LinearLayout::Basis> ctaBases;
      for (const LinearLayout::Basis &basis : cta.getBases()) {
        LinearLayout::Basis permuted;
        for (int32_t d : order)
          permuted.push_back(basis[d]);
        ctaBases.push_back(permuted);
      }
      result = BlockedEncodingAttr::get(
          context, permute(blocked.getSizePerThread(), order),
          permute(blocked.getThreadsPerWarp(), order), permute(blocked.getWarpsPerCTA(), order),
          renumberOrder(blocked.getOrder(), order),
          CTALayoutAttr::get(context, cta.getRank(), ctaBases));
      return success();
    }
    std::optional<LinearLayout> layout = toLinearLayout(shape, operand);
    if (!layout)
      return emitOptionalError(loc, "cannot transpose encoding ", operand);
    result = toLinearEncoding(context, permuteOuts(*layout, order));
    return success();
  }

  LogicalResult inferSplitOpEncoding(Attribute operand, ArrayRef<int64_t> shape,
                                     Attribute &result,
                                     std::optional<Location> loc) const override {
    // A blocked encoding with the pair in each thread (two elements per
    // thread along the last dimension, one thread, warp and CTA) stays
    // blocked, the last dimension dropped: Triton's "simple split".
    if (auto blocked = dyn_cast<BlockedEncodingAttr>(operand)) {
      CTALayoutAttr cta = blocked.getCTALayout();
      unsigned last = blocked.getRank() - 1;
      bool pairInThread = blocked.getSizePerThread().back() == 2 &&
                          blocked.getThreadsPerWarp().back() == 1 &&
                          blocked.getWarpsPerCTA().back() == 1 &&
                          llvm::all_of(cta.getBases(), [&](const LinearLayout::Basis &basis) {
                            return basis[last] == 0;
                          });
      if (pairInThread) {
        SmallVector<unsigned> order;
        for (unsigned d : blocked.getOrder())
          if (d != last)
            order.push_back(d);
        SmallVector<LinearLayout::Basis> ctaBases;
        for (const LinearLayout::Basis &basis : cta.getBases())
          ctaBases.push_back(LinearLayout::Basis(basis.begin(), basis.end() - 1));
        MLIRContext *context = operand.getContext();
        result = BlockedEncodingAttr::get(
            context, blocked.getSizePerThread().drop_back(), blocked.getThreadsPerWarp().drop_back(),
            blocked.getWarpsPerCTA().drop_back(), order,
            CTALayoutAttr::get(context, last, ctaBases));
        return success();
      }
    }
    // Otherwise the two halves must sit in one thread's registers: the last
    // dimension's basis is a register basis.
    std::optional<LinearLayout> layout = toLinearLayout(shape, operand);
    if (!layout)
      return emitOptionalError(loc, "cannot split encoding ", operand);
    unsigned last = shape.size() - 1;
    std::vector<LinearLayout::InDim> ins;
    bool found = false;
    for (const auto &in : layout->getInDims()) {
      LinearLayout::InDim kept{in.name, {}};
      for (const auto &basis : in.bases) {
        if (basis[last] != 0) {
          if (in.name != dims::kRegister)
            return emitOptionalError(loc, "split needs the size-2 dimension held in registers "
                                          "of one thread");
          found = true;
          continue;
        }
        LinearLayout::Basis b(basis);
        b.pop_back();
        kept.bases.push_back(b);
      }
      ins.push_back(std::move(kept));
    }
    if (!found)
      return emitOptionalError(loc, "split needs the size-2 dimension held in registers");
    std::vector<LinearLayout::OutDim> outs(layout->getOutDims().begin(),
                                           layout->getOutDims().end() - 1);
    result = simplify(LinearLayout(std::move(ins), std::move(outs)), operand.getContext());
    return success();
  }

  LogicalResult inferJoinOpEncoding(Attribute operand, ArrayRef<int64_t> shape,
                                    Attribute &result,
                                    std::optional<Location> loc) const override {
    MLIRContext *context = operand.getContext();
    // A slice along the new dimension of a layout that splits back into it
    // joins into that parent.
    if (auto slice = dyn_cast<SliceEncodingAttr>(operand); slice && slice.getDim() == shape.size()) {
      SmallVector<int64_t> joinedShape(shape);
      joinedShape.push_back(2);
      Attribute split;
      if (succeeded(inferSplitOpEncoding(slice.getParent(), joinedShape, split, std::nullopt)) &&
          toLinearLayout(shape, split) == toLinearLayout(shape, operand)) {
        result = slice.getParent();
        return success();
      }
    }
    if (auto blocked = dyn_cast<BlockedEncodingAttr>(operand)) {
      // The new minor dimension lives in each thread's registers.
      auto append = [](ArrayRef<unsigned> values, unsigned v) {
        SmallVector<unsigned> result(values);
        result.push_back(v);
        return result;
      };
      unsigned rank = blocked.getRank();
      SmallVector<unsigned> order = {rank};
      order.append(blocked.getOrder().begin(), blocked.getOrder().end());
      CTALayoutAttr cta = blocked.getCTALayout();
      SmallVector<LinearLayout::Basis> ctaBases;
      for (const LinearLayout::Basis &basis : cta.getBases()) {
        LinearLayout::Basis extended(basis);
        extended.push_back(0);
        ctaBases.push_back(extended);
      }
      result = BlockedEncodingAttr::get(
          context, append(blocked.getSizePerThread(), 2), append(blocked.getThreadsPerWarp(), 1),
          append(blocked.getWarpsPerCTA(), 1), order,
          CTALayoutAttr::get(context, rank + 1, ctaBases));
      return success();
    }
    std::optional<LinearLayout> layout = toLinearLayout(shape, operand);
    if (!layout)
      return emitOptionalError(loc, "cannot join encoding ", operand);
    unsigned rank = shape.size();
    std::vector<LinearLayout::InDim> ins;
    for (const auto &in : layout->getInDims()) {
      LinearLayout::InDim extended{in.name, {}};
      if (in.name == dims::kRegister) {
        LinearLayout::Basis pair(rank + 1, 0);
        pair[rank] = 1;
        extended.bases.push_back(pair);
      }
      for (const auto &basis : in.bases) {
        LinearLayout::Basis b(basis);
        b.push_back(0);
        extended.bases.push_back(b);
      }
      ins.push_back(std::move(extended));
    }
    std::vector<LinearLayout::OutDim> outs(layout->getOutDims().begin(),
                                           layout->getOutDims().end());
    outs.push_back({dims::out(rank), 2});
    result = toLinearEncoding(context, LinearLayout(std::move(ins), std::move(outs)));
    return success();
  }

  LogicalResult inferReshapeOpEncoding(ArrayRef<int64_t> srcShape, Attribute operand,
                                       ArrayRef<int64_t> dstShape, Attribute &result,
                                       std::optional<Location> loc) const override {
    return inferReshapeEncoding(srcShape, operand, dstShape, result, loc);
  }

  /// Forward, the pairs a byte unpacks into sit side by side in one thread:
  /// a blocked or dot-operand layout whose fastest dimension is `axis`
  /// doubles its sizePerThread / kWidth there; any other layout gets a new
  /// first register bit along `axis` (Triton lays the source encoding over
  /// the result's shape for this, and so do we). Backward is the inverse and
  /// needs that register bit (two elements per thread along `axis`).
  LogicalResult inferFp4ToFpOpEncoding(ArrayRef<int64_t> shape, int axis, Attribute operand,
                                       Attribute &result, bool fwdInference,
                                       std::optional<Location> loc) const override {
    MLIRContext *context = operand.getContext();
    auto *fail = "Fp4ToFpOp requires at least 2 elements per thread in the axis dimension";
    std::optional<LinearLayout> layout = toLinearLayout(shape, operand);
    if (!layout)
      return emitOptionalError(loc, "fp4_to_fp cannot infer a layout from ", operand);
    SmallVector<unsigned> defaultOrder;
    for (unsigned d = shape.size(); d-- > 0;)
      defaultOrder.push_back(d);
    SmallVector<unsigned> order = tt::getOrderAlong(*layout, dims::kRegister, defaultOrder);
    if (auto dot = dyn_cast<DotOperandEncodingAttr>(operand)) {
      // Triton orders a dot operand K-fastest whatever its registers say.
      unsigned rank = shape.size();
      order.clear();
      if (dot.getOpIdx() == 0)
        order = {rank - 1, rank - 2};
      else
        order = {rank - 2, rank - 1};
      for (unsigned d = rank - 2; d-- > 0;)
        order.push_back(d);
    }
    if (order[axis] == 0) {
      if (auto dot = dyn_cast<DotOperandEncodingAttr>(operand)) {
        unsigned kWidth = dot.getKWidth();
        if (!fwdInference && kWidth <= 1)
          return emitOptionalError(loc, fail);
        kWidth = fwdInference ? kWidth * 2 : kWidth / 2;
        result = DotOperandEncodingAttr::get(context, dot.getOpIdx(), dot.getParent(), kWidth);
        return success();
      }
      if (auto blocked = dyn_cast<BlockedEncodingAttr>(operand)) {
        SmallVector<unsigned> sizePerThread(blocked.getSizePerThread());
        if (!fwdInference && sizePerThread[axis] <= 1)
          return emitOptionalError(loc, fail);
        sizePerThread[axis] = fwdInference ? sizePerThread[axis] * 2 : sizePerThread[axis] / 2;
        result = BlockedEncodingAttr::get(context, sizePerThread, blocked.getThreadsPerWarp(),
                                          blocked.getWarpsPerCTA(), blocked.getOrder(),
                                          blocked.getCTALayout());
        return success();
      }
    }
    std::vector<LinearLayout::InDim> ins;
    std::vector<LinearLayout::OutDim> outs(layout->getOutDims().begin(),
                                           layout->getOutDims().end());
    bool found = false;
    for (const auto &in : layout->getInDims()) {
      LinearLayout::InDim moved{in.name, {}};
      if (fwdInference && in.name == dims::kRegister) {
        LinearLayout::Basis pair(shape.size(), 0);
        pair[axis] = 1;
        moved.bases.push_back(pair);
      }
      for (LinearLayout::Basis basis : in.bases) {
        if (fwdInference) {
          basis[axis] *= 2;
        } else {
          if (basis[axis] == 1 && in.name == dims::kRegister) {
            found = true;
            continue;
          }
          basis[axis] /= 2;
        }
        moved.bases.push_back(basis);
      }
      ins.push_back(std::move(moved));
    }
    if (fwdInference)
      outs[axis].size *= 2;
    else if (!found)
      return emitOptionalError(loc, fail);
    else
      outs[axis].size /= 2;
    result = toLinearEncoding(context, LinearLayout(std::move(ins), std::move(outs)));
    return success();
  }

  LogicalResult verifyLayoutsAreEqual(ArrayRef<int64_t> shape, Attribute a, Attribute b,
                                      std::optional<Location> loc) const override {
    if (a == b)
      return success();
    std::optional<LinearLayout> la = toLinearLayout(shape, a);
    std::optional<LinearLayout> lb = toLinearLayout(shape, b);
    if (la && lb && *la == *lb)
      return success();
    return emitOptionalError(loc, "encodings ", a, " and ", b,
                             " place the elements differently");
  }

  /// Register operands of one dot come from one MMA tile walk: their kWidths
  /// agree, and once an NVIDIA MMA version is chosen it is one version for
  /// A, B and the result, and one that can compute the dot. (No dot_op of B
  /// has a Hopper parent, so a tt.dot never takes wgmma: that is
  /// ttng.warp_group_dot, with B in shared memory.)
  LogicalResult verifyDotOpEncodingCompatibility(Operation *op, Attribute a,
                                                 Attribute b) const override {
    auto dotA = dyn_cast<DotOperandEncodingAttr>(a);
    auto dotB = dyn_cast<DotOperandEncodingAttr>(b);
    if (!dotA && !dotB)
      return success();
    if (!dotA || !dotB)
      return op->emitError("mismatching encoding between A and B operands");
    if (dotA.getKWidth() != dotB.getKWidth())
      return op->emitError("mismatching kWidth between A and B operands");
    if (auto dot = dyn_cast<triton::DotOp>(op))
      return verifyMmaVersion(dot, dotA, dotB);
    return success();
  }

private:
  /// Triton's checks on a dot placed on an NVIDIA MMA version.
  static LogicalResult verifyMmaVersion(triton::DotOp dot, DotOperandEncodingAttr a,
                                        DotOperandEncodingAttr b) {
    auto mmaA = dyn_cast<NvidiaMmaEncodingAttr>(a.getParent());
    auto mmaB = dyn_cast<NvidiaMmaEncodingAttr>(b.getParent());
    auto mmaResult = dyn_cast_if_present<NvidiaMmaEncodingAttr>(dot.getType().getEncoding());
    if (!mmaA && !mmaB && !mmaResult)
      return success();
    if (!mmaA || !mmaB || !mmaResult)
      return dot.emitError("mismatching MMA encoding");
    unsigned version = mmaResult.getVersionMajor();
    if (mmaA.getVersionMajor() != version || mmaB.getVersionMajor() != version)
      return dot.emitError("mismatched MMA version.");
    SmallVector<int64_t> shapePerCTA(dot.getType().getShape());
    SmallVector<int64_t> split = mmaResult.getCTALayout().getSplitNum();
    for (auto [dim, parts] : llvm::zip(shapePerCTA, split))
      dim /= std::max<int64_t>(parts, 1);
    if (!supportsMma(dot, version, TritonGPUDialect::lookupNumWarps(dot), shapePerCTA))
      return dot.emitError("unsupported MMA version");
    return success();
  }

  static Attribute simplify(const LinearLayout &layout, MLIRContext *context) {
    return toLinearEncoding(context, layout);
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Initialization
//===----------------------------------------------------------------------===//

void TritonGPUDialect::initialize() {
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/TritonGPU/IR/TritonGPUOps.cpp.inc"
      >();
  addInterfaces<TritonGPUOpAsmInterface, TritonGPUInferLayoutInterface,
                InlineAnywhereInterface>();
}
