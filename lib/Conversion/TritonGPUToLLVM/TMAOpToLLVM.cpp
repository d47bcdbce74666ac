//===- TMAOpToLLVM.cpp - TMA copies and device-side descriptors -----------===//
//
// A tensor descriptor lowers to the generic address of its 128-byte
// CUtensorMap (reinterpret_tensor_descriptor casts the global pointer).
//
// TMA copies move a block between global and shared memory in boxes
// (getTMABoxShape: what the descriptor's box_dim says, which
// tensormap_create and the host agree on). For each box:
//   - its origin in the block gives its shared address, through the
//     buffer's layout (a box is one contiguous, swizzled run of the buffer),
//     and its global coordinates: the op's, plus the origin, innermost
//     first;
//   - the boxes go out in rounds of up to num_warps, box first + w of a
//     round from warp w, by the lane elect.sync picks (as Triton: ptxas
//     then knows one thread of the warp issues it); the box's shared offset
//     and origin are bit maps of the warp id, so a round is one instruction
//     (planIssuedBoxes);
//   - async_tma_copy_global_to_local, where `pred` holds: cp.async.bulk
//     .tensor ... mbarrier::complete_tx::bytes, which the barrier's
//     expect_tx counts;
//   - async_tma_copy_local_to_global and async_tma_reduce (the stores):
//     every thread then commits its boxes as one bulk group (empty in the
//     threads that issued none), so that async_tma_store_wait
//     (cp.async.bulk.wait_group.read, in every thread) waits for each box
//     in the thread that issued it. A store's box is
//     cp.async.bulk.tensor.<N>d.global.shared::cta.bulk_group; a
//     reduction's is cp.reduce.async.bulk.tensor.<N>d.global.shared::cta
//     .<kind>.bulk_group, as Triton 3.6 writes it (no load mode: .tile is
//     the default), which combines each element into global memory with a
//     relaxed atomic. The operation's type is the descriptor's element type
//     (min and max of Triton's si32/si64 descriptors compare signed, of
//     ui32/ui64 and signless ones unsigned, as their CUtensorMap says). The
//     kinds and element types that go together are PTX's: add on i32, i64,
//     f16, bf16, f32; min and max on i32, i64, f16, bf16; inc and dec on
//     i32; and, or and xor on i32, i64 (Triton's frontend asks the same of
//     desc.atomic_*, and has no inc or dec). Any other pair is refused on
//     the op.
//
// TMA gathers and scatters (async_tma_gather/scatter, rows picked by
// offsets) need sm_100's cp.async.bulk.tensor.2d.tile::gather4/scatter4;
// Triton 3.6 cannot compile them for sm_90 (ptxas rejects the instruction
// there), and neither do we: they are refused on the op.
//
// tensormap_create writes a descriptor in the op's 128 bytes of shared
// scratch: warp 0 zeroes it, thread 0 sets each field with
// tensormap.replace (address, rank, box, global shape, byte strides,
// element strides, element type, interleave, swizzle, fill), then warp 0
// copies it to global memory with tensormap.cp_fenceproxy (release at GPU
// scope). tensormap_fenceproxy_acquire: warp 0 acquires it for the
// tensormap proxy, commits and waits for an empty bulk-async group (Triton's
// workaround for ptxas missing the fence), then the CTA synchronises, so no
// TMA op reads it early. Their PTX is PTXBuilder's: addresses as
// `[ $0 + 0 ]`, immediates in hex, the predicate the last operand.
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "SharedViewAccess.h"
#include "Utility.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Target.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TMA.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

Value inFirstWarp(OpBuilder &b, Location loc) {
  Value tid = getThreadId(b, loc);
  return LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult, tid, i32Const(b, loc, 32));
}

Value electOneLane(OpBuilder &b, Location loc) {
  return NVVM::ElectSyncOp::create(b, loc, b.getI1Type(), /*membermask=*/Value());
}

/// An immediate as PTXBuilder writes one: 0x80.
std::string hexImmediate(uint64_t value) { return "0x" + llvm::utohexstr(value, /*LowerCase=*/true); }

//===-- Boxes -------------------------------------------------------------===//

/// One TMA message: where its box starts in the block.
struct Box {
  SmallVector<int64_t> origin;
};

/// The boxes covering a block of `type` addressed by `numCoords`
/// coordinates, reported on `op` when TMA cannot move it.
FailureOr<SmallVector<Box>> getBoxes(Operation *op, ttg::MemDescType type, size_t numCoords) {
  if (numCoords < size_t(type.getRank()))
    return op->emitOpError() << "has " << numCoords << " coordinates for a rank-" << type.getRank() << " buffer";
  std::optional<SmallVector<int64_t>> box =
      ttng::getTMABoxShape(type.getEncoding(), type.getShape(), type.getElementTypeBitWidth());
  if (!box)
    return op->emitOpError() << "moves a block TMA cannot move in " << type.getEncoding();
  SmallVector<Box> boxes{{SmallVector<int64_t>(type.getRank(), 0)}};
  for (unsigned d = 0; d < type.getRank(); ++d) {
    SmallVector<Box> next;
    for (const Box &partial : boxes)
      for (int64_t start = 0; start < type.getShape()[d]; start += (*box)[d]) {
        next.push_back(partial);
        next.back().origin[d] = start;
      }
    boxes = std::move(next);
  }
  return boxes;
}

/// Whether box i's shared offset and origin are box 0's moved by a bit map
/// of i (XOR for the offset, a layout being GF(2)-linear; + for the origin,
/// whose bits the boxes' steps keep apart). Blocks of power-of-two shapes
/// always are.
bool boxesAreLinear(ArrayRef<Box> boxes, ArrayRef<int64_t> byteOffsets) {
  if (!llvm::isPowerOf2_64(boxes.size()))
    return false;
  for (size_t i = 1; i < boxes.size(); ++i) {
    int64_t offset = byteOffsets[0];
    SmallVector<int64_t> origin(boxes[0].origin.size(), 0);
    for (size_t bit = 1; bit < boxes.size(); bit <<= 1) {
      if (!(i & bit))
        continue;
      offset ^= byteOffsets[bit] ^ byteOffsets[0];
      for (auto [o, step] : llvm::zip_equal(origin, boxes[bit].origin))
        o += step;
    }
    if (offset != byteOffsets[i] || origin != boxes[i].origin)
      return false;
  }
  return true;
}

/// One TMA instruction as every thread issues it: whether this lane sends
/// it, the shared address of its box and the box's global coordinates
/// (outermost first).
struct IssuedBox {
  Value issuer;
  Value shared;
  SmallVector<Value> coords;
};

/// The TMA instructions moving the block at `coords` of a descriptor to or
/// from the lowered view `view` of `type`. The boxes go out in rounds of up
/// to num_warps: in a round of `count` boxes from box `first`, the
/// elect.sync lane of warp w < count issues box first + w, whose shared
/// offset and origin are box first's moved by a bit map of w
/// (boxesAreLinear), so each round is one instruction whatever the warp, as
/// in Triton. Boxes that are not linear go out one per round, from warp 0.
FailureOr<SmallVector<IssuedBox>> planIssuedBoxes(Operation *op, Value view, ttg::MemDescType type,
                                                  ValueRange coords, const TypeConverter &converter,
                                                  OpBuilder &b) {
  Location loc = op->getLoc();
  FailureOr<SmallVector<Box>> boxes = getBoxes(op, type, coords.size());
  if (failed(boxes))
    return failure();
  SmallVector<SmallVector<int64_t>> origins;
  for (const Box &box : *boxes)
    origins.push_back(box.origin);
  FailureOr<SmallVector<int64_t>> offsets =
      getViewElementByteOffsets(op, view, type, origins, converter, b);
  if (failed(offsets))
    return failure();
  ArrayRef<int64_t> byteOffsets = *offsets;
  int64_t numBoxes = boxes->size();
  int64_t numWarps = getNumWarps(op);
  int64_t roundSize = boxesAreLinear(*boxes, byteOffsets) ? std::min(numBoxes, numWarps) : 1;
  Value base = unpackView(b, loc, view).base;
  Value elected = electOneLane(b, loc);
  unsigned dropped = coords.size() - type.getRank();

  SmallVector<IssuedBox> issued;
  for (int64_t first = 0; first < numBoxes; first += roundSize) {
    int64_t count = std::min(roundSize, numBoxes - first);
    // The warp's box within the round: box first's value, moved by a bit map
    // of the warp id whose images `step` gives per bit.
    auto forWarp = [&](auto step) -> Value {
      SmallVector<uint32_t> images;
      for (int64_t bit = 1; bit < count; bit <<= 1)
        images.push_back(uint32_t(step(bit)));
      return emitBitMap(b, loc, getWarpId(b, loc), images);
    };
    IssuedBox box;
    Value inRound = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult, getThreadId(b, loc),
                                         i32Const(b, loc, count * getThreadsPerWarp(op)));
    box.issuer = andPredicates(b, loc, elected, inRound);
    Value offset = i32Const(b, loc, byteOffsets[first]);
    if (count > 1) {
      Value moved = forWarp([&](int64_t bit) { return byteOffsets[bit] ^ byteOffsets[0]; });
      offset = byteOffsets[first] == 0 ? moved : LLVM::XOrOp::create(b, loc, moved, offset);
    }
    box.shared = LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(), base, ValueRange{offset});
    for (auto [d, coord] : llvm::enumerate(coords)) {
      if (d < dropped) {
        box.coords.push_back(coord);
        continue;
      }
      unsigned dim = d - dropped;
      if (int64_t origin = (*boxes)[first].origin[dim])
        coord = LLVM::AddOp::create(b, loc, coord, i32Const(b, loc, origin));
      auto stepAlong = [&](int64_t bit) { return (*boxes)[bit].origin[dim]; };
      if (count > 1 && llvm::any_of(llvm::seq<int64_t>(1, count), stepAlong))
        coord = LLVM::AddOp::create(b, loc, coord, forWarp(stepAlong));
      box.coords.push_back(coord);
    }
    issued.push_back(std::move(box));
  }
  return issued;
}

/// "{$first, $first+1, ...}" for a box's coordinates, innermost first, and
/// their values.
std::string appendCoordinates(ArrayRef<Value> coords, unsigned first, SmallVector<Value> &operands,
                              std::string &constraints) {
  std::string text = "{";
  for (auto [i, coord] : llvm::enumerate(llvm::reverse(coords))) {
    operands.push_back(coord);
    constraints += ",r";
    text += (i ? ", $" : "$") + std::to_string(first + i);
  }
  return text + "}";
}

struct AsyncTMACopyGlobalToLocalOpConversion : OpConversionPattern<ttng::AsyncTMACopyGlobalToLocalOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ttng::AsyncTMACopyGlobalToLocalOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (op.getCache() != CacheModifier::NONE || op.getEvict() != EvictionPolicy::NORMAL || op.getIsVolatile())
      return op.emitOpError("with a cache modifier, an eviction policy or volatile is not lowered yet");
    Location loc = op.getLoc();
    ttg::MemDescType type = op.getResult().getType();
    auto barrierType = op.getBarrier().getType();
    FailureOr<Value> barrier = getViewElementAddress(op, adaptor.getBarrier(), barrierType,
                                                     SmallVector<int64_t>(barrierType.getRank(), 0),
                                                     *getTypeConverter(), rewriter);
    if (failed(barrier))
      return failure();
    FailureOr<SmallVector<IssuedBox>> boxes =
        planIssuedBoxes(op, adaptor.getResult(), type, adaptor.getCoord(), *getTypeConverter(), rewriter);
    if (failed(boxes))
      return failure();
    unsigned rank = adaptor.getCoord().size();
    for (const IssuedBox &box : *boxes) {
      SmallVector<Value> operands{andPredicates(rewriter, loc, adaptor.getPred(), box.issuer), box.shared,
                                  adaptor.getDesc()};
      std::string constraints = "b,r,l";
      std::string coords = appendCoordinates(box.coords, 3, operands, constraints);
      operands.push_back(*barrier);
      constraints += ",r";
      emitInlinePTX(rewriter, loc, Type(),
                    "@$0 cp.async.bulk.tensor." + std::to_string(rank) +
                        "d.shared::cluster.global.mbarrier::complete_tx::bytes [$1], [$2, " + coords + "], [$" +
                        std::to_string(3 + rank) + "];",
                    constraints, operands);
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// A TMA store of `src` (of `type`) to the block at `coords` of `desc`:
/// each box's issuer (planIssuedBoxes) issues "<instruction> [desc,
/// {coords}], [box];", then every thread commits its boxes as a bulk group.
LogicalResult issueStoreBoxes(Operation *op, StringRef instruction, Value desc, ValueRange coords, Value src,
                              ttg::MemDescType type, const TypeConverter &converter,
                              ConversionPatternRewriter &rewriter) {
  Location loc = op->getLoc();
  FailureOr<SmallVector<IssuedBox>> boxes = planIssuedBoxes(op, src, type, coords, converter, rewriter);
  if (failed(boxes))
    return failure();
  unsigned rank = coords.size();
  for (const IssuedBox &box : *boxes) {
    SmallVector<Value> operands{box.issuer, desc};
    std::string constraints = "b,l";
    std::string text = appendCoordinates(box.coords, 2, operands, constraints);
    operands.push_back(box.shared);
    constraints += ",r";
    emitInlinePTX(rewriter, loc, Type(),
                  "@$0 " + instruction.str() + " [$1, " + text + "], [$" + std::to_string(2 + rank) + "];",
                  constraints, operands);
  }
  NVVM::CpAsyncBulkCommitGroupOp::create(rewriter, loc);
  return success();
}

struct AsyncTMACopyLocalToGlobalOpConversion : OpConversionPattern<ttng::AsyncTMACopyLocalToGlobalOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ttng::AsyncTMACopyLocalToGlobalOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (op.getEvict() != EvictionPolicy::NORMAL)
      return op.emitOpError("with an eviction policy is not lowered yet");
    std::string instruction =
        "cp.async.bulk.tensor." + std::to_string(adaptor.getCoord().size()) + "d.global.shared::cta.bulk_group";
    if (failed(issueStoreBoxes(op, instruction, adaptor.getDesc(), adaptor.getCoord(), adaptor.getSrc(),
                               op.getSrc().getType(), *getTypeConverter(), rewriter)))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// The element types a TMA reduction of `kind` combines, of those TMA
/// reduces at all.
bool canReduce(DescriptorReduceKind kind, Type element) {
  bool i32 = element.isInteger(32), i64 = element.isInteger(64);
  bool half = element.isF16() || element.isBF16();
  switch (kind) {
  case DescriptorReduceKind::ADD:
    return i32 || i64 || half || element.isF32();
  case DescriptorReduceKind::MIN:
  case DescriptorReduceKind::MAX:
    return i32 || i64 || half;
  case DescriptorReduceKind::INC:
  case DescriptorReduceKind::DEC:
    return i32;
  case DescriptorReduceKind::AND:
  case DescriptorReduceKind::OR:
  case DescriptorReduceKind::XOR:
    return i32 || i64;
  case DescriptorReduceKind::NONE:
    return false;
  }
  return false;
}

std::string printType(Type type) {
  std::string text;
  llvm::raw_string_ostream(text) << type;
  return text;
}

struct AsyncTMAReduceOpConversion : OpConversionPattern<ttng::AsyncTMAReduceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ttng::AsyncTMAReduceOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    ttg::MemDescType type = op.getSrc().getType();
    Type element = type.getElementType();
    StringRef kind = stringifyDescriptorReduceKind(op.getKind());
    if (!canReduce(op.getKind(), element)) {
      // The message lists what the kind takes, from the same table.
      MLIRContext *ctx = op.getContext();
      SmallVector<std::string> takes;
      for (Type t : {Type(IntegerType::get(ctx, 32)), Type(IntegerType::get(ctx, 64)), Type(Float16Type::get(ctx)),
                     Type(BFloat16Type::get(ctx)), Type(Float32Type::get(ctx))})
        if (canReduce(op.getKind(), t))
          takes.push_back(printType(t));
      std::string list = takes.back();
      if (takes.size() > 1)
        list = llvm::join(ArrayRef(takes).drop_back(), ", ") + " and " + list;
      return op.emitOpError() << "cannot reduce " << printType(element) << " elements with '" << kind
                              << "': a TMA reduction takes '" << kind << "' on " << list << " only";
    }
    std::string instruction = "cp.reduce.async.bulk.tensor." + std::to_string(adaptor.getCoord().size()) +
                              "d.global.shared::cta." + kind.str() + ".bulk_group";
    if (failed(issueStoreBoxes(op, instruction, adaptor.getDesc(), adaptor.getCoord(), adaptor.getSrc(), type,
                               *getTypeConverter(), rewriter)))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// Gathers and scatters of rows: refused, located (see the top of the
/// file).
template <typename OpTy>
struct TMARowsOpConversion : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;
  using OpAdaptor = typename OpConversionPattern<OpTy>::OpAdaptor;

  LogicalResult matchAndRewrite(OpTy op, OpAdaptor, ConversionPatternRewriter &) const override {
    constexpr bool isGather = std::is_same_v<OpTy, ttng::AsyncTMAGatherOp>;
    StringRef what = isGather ? "gather" : "scatter";
    StringRef instruction = isGather ? "tile::gather4" : "tile::scatter4";
    int capability = ttg::getComputeCapability(op);
    if (capability < 100)
      return op.emitOpError() << "needs sm_100's TMA row " << what << " (cp.async.bulk.tensor.2d." << instruction
                              << "), which sm_" << capability << " lacks; Triton 3.6 cannot compile it for cuda:"
                              << capability << " either";
    return op.emitOpError() << "(TMA row " << what << ", " << instruction << ") is not lowered yet";
  }
};

struct TMAStoreWaitOpConversion : OpConversionPattern<ttng::TMAStoreWaitOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ttng::TMAStoreWaitOp op, OpAdaptor,
                                ConversionPatternRewriter &rewriter) const override {
    NVVM::CpAsyncBulkWaitGroupOp::create(rewriter, op.getLoc(), rewriter.getI32IntegerAttr(op.getPendings()),
                                         /*read=*/rewriter.getUnitAttr());
    rewriter.eraseOp(op);
    return success();
  }
};

//===-- Device-side descriptors -------------------------------------------===//

/// Thread 0 sets one field of the descriptor at `smem`:
/// tensormap.replace.tile.<field> [smem], (<ordinal>,) value.
void replaceField(OpBuilder &b, Location loc, Value smem, StringRef field, std::optional<int> ordinal,
                  Value value) {
  bool wide = getElementBits(value.getType()) == 64;
  std::string ptx = "@$2 tensormap.replace.tile." + field.str() + ".shared::cta.b1024." + (wide ? "b64" : "b32") +
                    " [ $0 + 0 ], " + (ordinal ? hexImmediate(*ordinal) + ", " : "") + "$1;";
  emitInlinePTX(b, loc, Type(), ptx, std::string("r,") + (wide ? "l" : "r") + ",b",
                {smem, value, emitThreadIs(b, loc, 0)});
}

void replaceField(OpBuilder &b, Location loc, Value smem, StringRef field, int32_t value) {
  std::string ptx = "@$1 tensormap.replace.tile." + field.str() + ".shared::cta.b1024.b32 [ $0 + 0 ], " +
                    hexImmediate(uint32_t(value)) + ";";
  emitInlinePTX(b, loc, Type(), ptx, "r,b", {smem, emitThreadIs(b, loc, 0)});
}

struct TensormapCreateOpConversion : OpConversionPattern<ttng::TensormapCreateOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ttng::TensormapCreateOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value scratch = getSharedMemoryBase(rewriter, loc, op);
    Value smem = getSharedAddress32(rewriter, loc, scratch);
    // Warp 0 zeroes the 128 bytes, 4 per lane.
    Value word = LLVM::GEPOp::create(rewriter, loc, scratch.getType(), rewriter.getI32Type(), scratch,
                                     ValueRange{getThreadId(rewriter, loc)});
    emitStoreShared(rewriter, loc, word, i32Const(rewriter, loc, 0), inFirstWarp(rewriter, loc));
    emitInlinePTX(rewriter, loc, Type(), "bar.warp.sync -1;", "", {});

    unsigned rank = adaptor.getBoxDim().size();
    replaceField(rewriter, loc, smem, "global_address", std::nullopt, adaptor.getGlobalAddress());
    replaceField(rewriter, loc, smem, "rank", int32_t(rank) - 1);
    for (auto [i, v] : llvm::enumerate(adaptor.getBoxDim()))
      replaceField(rewriter, loc, smem, "box_dim", int(i), v);
    for (auto [i, v] : llvm::enumerate(adaptor.getGlobalDim()))
      replaceField(rewriter, loc, smem, "global_dim", int(i), v);
    for (auto [i, v] : llvm::enumerate(adaptor.getGlobalStride()))
      replaceField(rewriter, loc, smem, "global_stride", int(i), v);
    for (auto [i, v] : llvm::enumerate(adaptor.getElementStride()))
      replaceField(rewriter, loc, smem, "element_stride", int(i), v);
    replaceField(rewriter, loc, smem, "elemtype", int32_t(op.getElemType()));
    replaceField(rewriter, loc, smem, "interleave_layout", int32_t(op.getInterleaveLayout()));
    replaceField(rewriter, loc, smem, "swizzle_mode", int32_t(op.getSwizzleMode()));
    replaceField(rewriter, loc, smem, "fill_mode", int32_t(op.getFillMode()));
    // No warp barrier first: the copy is .sync.aligned, warp 0 converges.
    emitInlinePTX(rewriter, loc, Type(),
                  "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned "
                  "[ $0 + 0 ], [ $1 + 0 ], " +
                      hexImmediate(ttng::kTMADescriptorBytes) + ";",
                  "l,r,b", {adaptor.getDescPtr(), smem, inFirstWarp(rewriter, loc)});
    rewriter.eraseOp(op);
    return success();
  }
};

struct TensormapFenceproxyAcquireOpConversion : OpConversionPattern<ttng::TensormapFenceproxyAcquireOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ttng::TensormapFenceproxyAcquireOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value firstWarp = inFirstWarp(rewriter, loc);
    emitInlinePTX(rewriter, loc, Type(),
                  "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], " +
                      hexImmediate(ttng::kTMADescriptorBytes) + ";",
                  "l,b", {adaptor.getDescPtr(), firstWarp});
    // Triton 3.6 follows the fence with an empty bulk-async group and waits
    // for it: ptxas can miss the fence otherwise (its workaround, kept).
    emitInlinePTX(rewriter, loc, Type(), "@$0 cp.async.bulk.commit_group;", "b", {firstWarp});
    emitInlinePTX(rewriter, loc, Type(), "@$0 cp.async.bulk.wait_group.read 0;", "b", {firstWarp});
    NVVM::Barrier0Op::create(rewriter, loc);
    rewriter.eraseOp(op);
    return success();
  }
};

struct ReinterpretTensorDescOpConversion : OpConversionPattern<ttng::ReinterpretTensorDescOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ttng::ReinterpretTensorDescOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type descType = getTypeConverter()->convertType(op.getType());
    rewriter.replaceOpWithNewOp<LLVM::AddrSpaceCastOp>(op, descType, adaptor.getRawDesc());
    return success();
  }
};

} // namespace

void mlir::triton::populateTMAOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                               RewritePatternSet &patterns) {
  patterns.add<AsyncTMACopyGlobalToLocalOpConversion, AsyncTMACopyLocalToGlobalOpConversion,
               AsyncTMAReduceOpConversion, TMARowsOpConversion<ttng::AsyncTMAGatherOp>,
               TMARowsOpConversion<ttng::AsyncTMAScatterOp>, TMAStoreWaitOpConversion,
               TensormapCreateOpConversion, TensormapFenceproxyAcquireOpConversion,
               ReinterpretTensorDescOpConversion>(converter, patterns.getContext());
}
