//===- MemoryOpToLLVM.cpp - ttg.local_* and memdesc views -----------------===//
//
// A shared-memory descriptor lowers to `{!llvm.ptr<3>, i32 x rank}`: the
// address of the buffer its view lives in and where the view starts in it
// (TypeConverter.cpp). ttg.local_alloc takes its address from the
// allocation (allocate-shared-memory-nv), memdesc_index moves it to one
// buffer of a multi-buffered allocation, memdesc_subslice adds to the
// offsets (or, when its result is a buffer of its own shape, moves the
// address to the tile), memdesc_trans permutes them, memdesc_reinterpret
// starts a buffer of its own where the view starts (L^-1 of the starts,
// bit by bit when they are dynamic), and memdesc_reshape sees a view that
// starts at its buffer's origin with another shape.
//
// local_store and local_load move a distributed tensor's registers with the
// shared helpers of SharedMemoryAccess.h: the element at view coordinates c
// lives at offset L^-1(c + start), L being the linear layout of the
// buffer's shared encoding over its allocation shape. When every start is a
// multiple of the view's extent (always true of Triton's subslices into
// power-of-two tiles), c + start = c XOR start, so the offset stays linear in
// (register, lane, warp) plus one constant, and accesses vectorise.
// As in Triton, local_load uses ldmatrix (sm_75+) and local_store and
// local_alloc use stmatrix (sm_90+) whenever the composed layout fits them
// (SharedMemoryAccess.h).
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "ElementwiseUtility.h"
#include "SharedMemoryAccess.h"
#include "SharedViewAccess.h"
#include "Utility.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Target.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace ttg = mlir::triton::gpu;
namespace dims = mlir::triton::gpu::dims;

namespace {

/// The ldmatrix or stmatrix plan of `access` (plain first, then
/// transposed), when the target has the instruction and the layout and
/// the buffer fit it, as Triton's lowering tries them first for every
/// local_load, local_store and local_alloc.
std::optional<MatrixAccessPlan> planMatrixViewAccess(Operation *op, const ViewAccess &access,
                                                     bool isStore) {
  if (ttg::getComputeCapability(op) < (isStore ? 90 : 75))
    return std::nullopt;
  unsigned bitwidth = access.carrier.getIntOrFloatBitWidth();
  for (bool transposed : {false, true})
    if (std::optional<MatrixAccessPlan> plan =
            planMatrixAccess(access.bits, bitwidth, transposed, access.startOffset))
      return plan;
  return std::nullopt;
}

/// The order of a tile's stores into a buffer of `descType`. Into an NVMMA
/// layout (a wgmma operand), Triton's: the stores of one base address
/// together; elsewhere (ldmatrix's swizzled operands, other buffers)
/// register order. Measured on an H200 (bench/store-order-h200-2026-11-28/):
/// Triton's order made the fp8 K loops that store B by bytes into an NVMMA
/// buffer 0.87-0.91x Triton's time (1.09x in register order), and mma v2
/// K loops slower (dot_kloop_bf16_tb_w4_sm80 1.015x against 0.845x,
/// dot_kloop_i8_w4_sm80 1.030x against 0.933x).
SharedAccessOrder getStoreOrder(ttg::MemDescType descType) {
  return isa<ttg::NVMMASharedEncodingAttr>(descType.getEncoding())
             ? SharedAccessOrder::ByBaseAddress
             : SharedAccessOrder::Registers;
}

/// Stores the registers of `lowered` (a tensor of `tensorType`) into the
/// view `loweredView` of `descType`.
LogicalResult storeTensor(Operation *op, RankedTensorType tensorType, Value lowered,
                          ttg::MemDescType descType, Value loweredView,
                          const TypeConverter &converter, OpBuilder &b) {
  FailureOr<ViewAccess> access =
      planViewAccess(op, tensorType, descType, loweredView, converter, b);
  if (failed(access))
    return failure();
  Location loc = op->getLoc();
  SmallVector<Value> values = unpackElements(b, loc, lowered);
  SmallVector<Value> distinct(access->plan.registers.size());
  for (unsigned r = 0, e = values.size(); r < e; ++r)
    if ((r & access->copyBits) == 0)
      distinct[getDistinctRegister(r, access->copyBits)] = values[r];
  if (std::optional<MatrixAccessPlan> matrix = planMatrixViewAccess(op, *access, true)) {
    Value rowOffset = emitMatrixRowOffset(b, loc, *matrix, access->startOffset);
    storeRegistersWithStmatrix(b, loc, *matrix, 0, access->base, rowOffset, access->carrier,
                               distinct);
    return success();
  }
  access->threadOffset = emitThreadOffset(b, loc, *access);
  storeRegistersToShared(b, loc, access->plan, 0, access->base, access->threadOffset,
                         access->carrier, distinct, getStoreOrder(descType));
  return success();
}

struct LocalAllocOpConversion : OpConversionPattern<ttg::LocalAllocOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ttg::LocalAllocOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (!op->hasAttr("allocation.offset"))
      return op.emitOpError("has no shared memory: run allocate-shared-memory-nv first");
    Type structType = getTypeConverter()->convertType(op.getType());
    if (!structType)
      return failure();
    Location loc = op.getLoc();
    SharedView view{getSharedMemoryBase(rewriter, loc, op), {}};
    for (int64_t d = 0, e = op.getType().getRank(); d < e; ++d)
      view.starts.push_back(i32Const(rewriter, loc, 0));
    Value lowered = packView(rewriter, loc, structType, view);
    if (Value src = op.getSrc())
      if (failed(storeTensor(op, cast<RankedTensorType>(src.getType()), adaptor.getSrc(),
                             op.getType(), lowered, *getTypeConverter(), rewriter)))
        return failure();
    rewriter.replaceOp(op, lowered);
    return success();
  }
};

struct LocalDeallocOpConversion : OpConversionPattern<ttg::LocalDeallocOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ttg::LocalDeallocOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    // Shared memory is allocated statically; the end of a lifetime only
    // mattered to the allocation.
    rewriter.eraseOp(op);
    return success();
  }
};

struct LocalStoreOpConversion : OpConversionPattern<ttg::LocalStoreOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ttg::LocalStoreOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (failed(storeTensor(op, op.getSrc().getType(), adaptor.getSrc(), op.getDst().getType(),
                           adaptor.getDst(), *getTypeConverter(), rewriter)))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

struct LocalLoadOpConversion : OpConversionPattern<ttg::LocalLoadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ttg::LocalLoadOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    RankedTensorType type = op.getType();
    Type structType = getTypeConverter()->convertType(type);
    if (!structType)
      return failure();
    FailureOr<ViewAccess> access = planViewAccess(op, type, op.getSrc().getType(), adaptor.getSrc(),
                                                  *getTypeConverter(), rewriter);
    if (failed(access))
      return failure();
    Location loc = op.getLoc();
    Type elementType = cast<LLVM::LLVMStructType>(structType).getBody().front();
    SmallVector<Value> distinct(access->plan.registers.size());
    if (std::optional<MatrixAccessPlan> matrix = planMatrixViewAccess(op, *access, false)) {
      Value rowOffset = emitMatrixRowOffset(rewriter, loc, *matrix, access->startOffset);
      loadRegistersWithLdmatrix(rewriter, loc, *matrix, 0, access->base, rowOffset,
                                access->carrier, distinct);
    } else {
      access->threadOffset = emitThreadOffset(rewriter, loc, *access);
      loadRegistersFromShared(rewriter, loc, access->plan, 0, access->base, access->threadOffset,
                              access->carrier, distinct, elementType);
    }
    SmallVector<Value> results;
    for (unsigned r = 0, e = getNumRegisters(type); r < e; ++r)
      results.push_back(fromSharedCarrier(
          rewriter, loc, distinct[getDistinctRegister(r & ~access->copyBits, access->copyBits)],
          elementType));
    rewriter.replaceOp(op, packElements(rewriter, loc, structType, results));
    return success();
  }
};

/// The view a memdesc op makes of its source's view: each a function of
/// the op, the source's lowered descriptor (unpacked where the builder
/// needs it, so its IR follows Triton's order), the op's lowered operands
/// and the converter (for element types).
using ViewBuilder = FailureOr<SharedView> (*)(Operation *op, Value source, ValueRange operands,
                                              const TypeConverter &converter,
                                              ConversionPatternRewriter &rewriter);

/// memdesc_index: buffers of a multi-buffered allocation follow each other
/// (the leading dimension is the outermost), so the index moves the base.
FailureOr<SharedView> indexView(Operation *op, Value source, ValueRange operands,
                                const TypeConverter &converter,
                                ConversionPatternRewriter &rewriter) {
  auto index = cast<ttg::MemDescIndexOp>(op);
  ttg::MemDescType srcType = index.getSrc().getType();
  if (isa<ttg::PaddedSharedEncodingAttr>(srcType.getEncoding()))
    return op->emitOpError("padded shared layouts are not lowered yet");
  int64_t bufferElements = 1;
  for (int64_t size : llvm::drop_begin(srcType.getAllocShape()))
    bufferElements *= llvm::PowerOf2Ceil(size);
  Location loc = op->getLoc();
  Value elementOffset =
      LLVM::MulOp::create(rewriter, loc, operands[1], i32Const(rewriter, loc, bufferElements));
  SharedView view = unpackView(rewriter, loc, source);
  Type element = converter.convertType(srcType.getElementType());
  view.base = LLVM::GEPOp::create(rewriter, loc, view.base.getType(), element, view.base,
                                  ValueRange{elementOffset});
  view.starts.erase(view.starts.begin());
  return view;
}

/// memdesc_subslice whose result is a buffer of its own shape (the
/// verifier checked the source stores the tile as one, at a whole tile's
/// offset): the base moves to the tile's first element, L^-1(start), and the
/// view starts at its origin.
FailureOr<SharedView> rebaseSubslice(ttg::MemDescSubsliceOp subslice, SharedView view,
                                     const TypeConverter &converter,
                                     ConversionPatternRewriter &rewriter) {
  ttg::MemDescType srcType = subslice.getSrc().getType();
  ttg::MemDescType dstType = subslice.getType();
  if (isa<ttg::PaddedSharedEncodingAttr>(srcType.getEncoding()))
    return subslice.emitOpError("padded shared layouts are not lowered yet");
  std::optional<SmallVector<int32_t>> starts = getConstantStarts(srcType, view.starts);
  if (!starts)
    return subslice.emitOpError("of a view starting at a dynamic offset, into a buffer of its "
                                "own shape, is not lowered");
  SmallVector<int32_t> tileStart;
  for (auto [d, start, offset] : llvm::enumerate(*starts, subslice.getOffsets())) {
    int64_t at = int64_t(start) + offset;
    if (at % dstType.getDimSize(d) != 0)
      return subslice.emitOpError("of a view not aligned to its tiles, into a buffer of its own "
                                  "shape, is not lowered");
    tileStart.push_back(int32_t(at));
  }
  std::optional<tt::LinearLayout> layout = ttg::toLinearLayout(
      srcType.getAllocShape().take_back(srcType.getRank()), srcType.getEncoding());
  std::optional<tt::LinearLayout> inverse = layout ? layout->invert() : std::nullopt;
  if (!inverse || !layout->hasInDim(dims::kOffset))
    return subslice.emitOpError("has a shared layout that is not a bijection onto its buffer");
  SmallVector<int32_t> located = ttg::applyToCoords(*inverse, tileStart);
  int64_t element = 0;
  for (auto [i, outDim] : llvm::enumerate(inverse->getOutDims()))
    if (outDim.name == dims::kOffset)
      element = located[i];
  Type carrier =
      getSharedCarrierType(rewriter, converter.convertType(srcType.getElementType()));
  Location loc = subslice.getLoc();
  Value bytes = i32Const(rewriter, loc, element * carrier.getIntOrFloatBitWidth() / 8);
  Value base = LLVM::GEPOp::create(rewriter, loc, view.base.getType(), rewriter.getI8Type(),
                                   view.base, ValueRange{bytes});
  return SharedView{base, SmallVector<Value>(starts->size(), i32Const(rewriter, loc, 0))};
}

/// memdesc_subslice: the starts move by the op's constant offsets.
FailureOr<SharedView> subsliceView(Operation *op, Value source, ValueRange,
                                   const TypeConverter &converter,
                                   ConversionPatternRewriter &rewriter) {
  Location loc = op->getLoc();
  SharedView view = unpackView(rewriter, loc, source);
  auto subslice = cast<ttg::MemDescSubsliceOp>(op);
  if (subslice.getType().getAllocShape() != subslice.getSrc().getType().getAllocShape())
    return rebaseSubslice(subslice, view, converter, rewriter);
  if (std::optional<SmallVector<int32_t>> known =
          getConstantStarts(subslice.getSrc().getType(), view.starts))
    for (auto [start, constant] : llvm::zip(view.starts, *known))
      start = i32Const(rewriter, loc, constant);
  for (auto [start, offset] : llvm::zip(view.starts, subslice.getOffsets())) {
    if (offset == 0)
      continue;
    // Folded here: the accesses need constant starts to stay linear.
    if (std::optional<int64_t> constant = getLoweredI32Constant(start))
      start = i32Const(rewriter, loc, *constant + offset);
    else
      start = LLVM::AddOp::create(rewriter, loc, start, i32Const(rewriter, loc, offset));
  }
  return view;
}

/// memdesc_trans: the starts follow the dimensions.
FailureOr<SharedView> transView(Operation *op, Value source, ValueRange, const TypeConverter &,
                                ConversionPatternRewriter &rewriter) {
  SharedView view = unpackView(rewriter, op->getLoc(), source);
  SharedView transposed{view.base, {}};
  for (int32_t d : cast<ttg::MemDescTransOp>(op).getOrder())
    transposed.starts.push_back(view.starts[d]);
  return transposed;
}

/// memdesc_reshape: the same buffer seen with another shape, from its
/// origin.
FailureOr<SharedView> reshapeView(Operation *op, Value source, ValueRange,
                                  const TypeConverter &, ConversionPatternRewriter &rewriter) {
  SharedView view = unpackView(rewriter, op->getLoc(), source);
  std::optional<SmallVector<int32_t>> starts =
      getConstantStarts(cast<ttg::MemDescType>(op->getOperand(0).getType()), view.starts);
  if (!starts || llvm::any_of(*starts, [](int32_t s) { return s != 0; }))
    return op->emitOpError("of a view that does not start at its buffer's origin is not "
                           "lowered");
  auto rank = cast<ttg::MemDescType>(op->getResult(0).getType()).getRank();
  return SharedView{view.base, SmallVector<Value>(rank, i32Const(rewriter, op->getLoc(), 0))};
}

/// memdesc_reinterpret: a new buffer of another type and shape that begins
/// where the view does.
FailureOr<SharedView> reinterpretView(Operation *op, Value source, ValueRange,
                                      const TypeConverter &converter,
                                      ConversionPatternRewriter &rewriter) {
  SharedView view = unpackView(rewriter, op->getLoc(), source);
  auto reinterpret = cast<ttg::MemDescReinterpretOp>(op);
  FailureOr<Value> start = emitViewStartAddress(op, view,
                                                reinterpret.getSrc().getType(), converter, rewriter);
  if (failed(start))
    return failure();
  Value zero = i32Const(rewriter, op->getLoc(), 0);
  return SharedView{*start, SmallVector<Value>(reinterpret.getType().getRank(), zero)};
}

/// A memdesc op that makes a new view of its first operand's buffer.
template <typename OpTy, ViewBuilder buildView>
struct MemDescViewConversion : OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;

  LogicalResult matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type structType = this->getTypeConverter()->convertType(op.getType());
    if (!structType)
      return failure();
    Location loc = op.getLoc();
    FailureOr<SharedView> view =
        buildView(op, adaptor.getSrc(), adaptor.getOperands(), *this->getTypeConverter(), rewriter);
    if (failed(view))
      return failure();
    rewriter.replaceOp(op, packView(rewriter, loc, structType, *view));
    return success();
  }
};

} // namespace

void mlir::triton::populateMemoryOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                  RewritePatternSet &patterns) {
  patterns.add<LocalAllocOpConversion, LocalDeallocOpConversion, LocalStoreOpConversion,
               LocalLoadOpConversion, MemDescViewConversion<ttg::MemDescIndexOp, indexView>,
               MemDescViewConversion<ttg::MemDescSubsliceOp, subsliceView>,
               MemDescViewConversion<ttg::MemDescTransOp, transView>,
               MemDescViewConversion<ttg::MemDescReshapeOp, reshapeView>,
               MemDescViewConversion<ttg::MemDescReinterpretOp, reinterpretView>>(converter,
                                                                             patterns.getContext());
}
