//===- Utility.cpp - shared helpers of the TTGIR to LLVM lowering ---------===//

#include "Utility.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"

#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/RegionUtils.h"

#include "llvm/Support/MathExtras.h"

#include <map>

using namespace mlir;
using namespace mlir::triton;
namespace dims = mlir::triton::gpu::dims;

namespace mlir::triton::lowering {

Value i32Const(OpBuilder &b, Location loc, int64_t value) {
  return LLVM::ConstantOp::create(b, loc, b.getI32Type(), b.getI32IntegerAttr(int32_t(value)));
}

Value i1Const(OpBuilder &b, Location loc, bool value) {
  return LLVM::ConstantOp::create(b, loc, b.getI1Type(), b.getBoolAttr(value));
}

Value scalarConst(OpBuilder &b, Location loc, Type type, TypedAttr value) {
  return LLVM::ConstantOp::create(b, loc, type, value);
}

Value andPredicates(OpBuilder &b, Location loc, Value a, Value c) {
  if (!a)
    return c;
  if (!c)
    return a;
  return LLVM::AndOp::create(b, loc, a, c);
}

SmallVector<Value> unpackElements(OpBuilder &b, Location loc, Value value) {
  auto structType = dyn_cast<LLVM::LLVMStructType>(value.getType());
  if (!structType)
    return {value};
  SmallVector<Value> elements;
  for (unsigned i = 0, e = structType.getBody().size(); i < e; ++i)
    elements.push_back(LLVM::ExtractValueOp::create(b, loc, value, i));
  return elements;
}

Value packElements(OpBuilder &b, Location loc, Type structType, ValueRange elements) {
  Value result = LLVM::UndefOp::create(b, loc, structType);
  for (auto [i, element] : llvm::enumerate(elements))
    result = LLVM::InsertValueOp::create(b, loc, result, element, i);
  return result;
}

Value packSplat(OpBuilder &b, Location loc, Type structType, Value scalar, unsigned count) {
  Type type = scalar.getType();
  if (type.isIntOrFloat() || isa<LLVM::LLVMPointerType, VectorType>(type))
    scalar = LLVM::BitcastOp::create(b, loc, type, scalar);
  return packElements(b, loc, structType, SmallVector<Value>(count, scalar));
}

SmallVector<Value> unpackOrSplat(OpBuilder &b, Location loc, Value value, unsigned count) {
  if (isa<LLVM::LLVMStructType>(value.getType()))
    return unpackElements(b, loc, value);
  return SmallVector<Value>(count, value);
}

std::optional<tt::LinearLayout> getDistributedLayout(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !isa_and_nonnull<triton::gpu::DistributedEncodingTrait>(tensor.getEncoding()))
    return std::nullopt;
  return triton::gpu::toLinearLayout(tensor.getShape(), tensor.getEncoding());
}

unsigned getNumRegisters(Type type) {
  std::optional<tt::LinearLayout> layout = getDistributedLayout(type);
  return layout ? layout->getInDimSize(dims::kRegister) : 1;
}

static int getModuleIntAttr(Operation *op, StringRef name, int fallback) {
  auto module = isa<ModuleOp>(op) ? cast<ModuleOp>(op) : op->getParentOfType<ModuleOp>();
  if (!module)
    return fallback;
  if (auto attr = module->getAttrOfType<IntegerAttr>(name))
    return attr.getInt();
  return fallback;
}

int getNumWarps(Operation *op) {
  if (std::optional<int> warps = triton::gpu::TritonGPUDialect::lookupNumWarps(op))
    return *warps;
  return getModuleIntAttr(op, "ttg.num-warps", 4);
}
int getThreadsPerWarp(Operation *op) { return getModuleIntAttr(op, "ttg.threads-per-warp", 32); }

/// The warp_specialize partition whose code `block` is part of, if any.
static Region *getEnclosingPartition(Block *block) {
  while (block && block->getParentOp() &&
         !isa<triton::gpu::WarpSpecializePartitionsOp>(block->getParentOp()))
    block = block->getParentOp()->getBlock();
  if (!block || !block->getParentOp())
    return nullptr;
  return block->getParent();
}

std::optional<WarpGroupScope> getWarpGroupScope(Block *block) {
  Region *partition = getEnclosingPartition(block);
  if (!partition)
    return std::nullopt;
  auto ws = cast<triton::gpu::WarpSpecializeOp>(partition->getParentOp()->getParentOp());
  unsigned index = partition->getRegionNumber();
  std::optional<ArrayRef<int32_t>> starts = ws.getWarpGroupStartIds();
  WarpGroupScope scope;
  scope.numWarps = ws.getPartitionNumWarps()[index];
  scope.firstWarp = starts && index < starts->size() ? (*starts)[index] : -1;
  return scope;
}

void isolatePartitions(Operation *root) {
  root->walk([](triton::gpu::WarpSpecializeOp ws) {
    SetVector<Value> fromAbove;
    getUsedValuesDefinedAbove(ws.getPartitionOpHolder(), fromAbove);
    for (Value value : fromAbove) {
      ws->insertOperands(ws->getNumOperands(), value);
      for (Region *partition : ws.getPartitionRegions())
        replaceAllUsesInRegionWith(value, partition->addArgument(value.getType(), value.getLoc()),
                                   *partition);
    }
  });
}

Value getWarpId(OpBuilder &b, Location loc) { return triton::gpu::WarpIdOp::create(b, loc); }

Value getThreadId(OpBuilder &b, Location loc) {
  Value tid = NVVM::ThreadIdXOp::create(b, loc, b.getI32Type());
  Block *block = b.getInsertionBlock();
  Operation *scope = block ? block->getParentOp() : nullptr;
  if (!scope)
    return tid;
  unsigned warps = getNumWarps(scope);
  // Inside a warp_specialize partition, threads count from the partition's
  // first warp (tritongpu-allocate-warp-groups placed it).
  if (std::optional<WarpGroupScope> group = getWarpGroupScope(block)) {
    warps = group->numWarps;
    if (group->firstWarp > 0)
      tid = LLVM::SubOp::create(b, loc, tid,
                                i32Const(b, loc, group->firstWarp * getThreadsPerWarp(scope)));
  }
  // As Triton does: the mask tells LLVM's known-bits analysis that the id is
  // below the group's thread count, which shapes how it folds the index
  // arithmetic built on it (and so ptxas's register allocation).
  unsigned threads = warps * getThreadsPerWarp(scope);
  if (!llvm::isPowerOf2_32(threads))
    return tid;
  return LLVM::AndOp::create(b, loc, tid, i32Const(b, loc, threads - 1));
}

SmallVector<Value> emitThreadCoordinates(OpBuilder &b, Location loc, const tt::LinearLayout &layout,
                                         Value tid) {
  // Bit j of the thread id is lane bit j below log2(lanes), warp bit
  // j - log2(lanes) above: each coordinate is a GF(2)-linear map of it.
  SmallVector<Value> coords;
  for (unsigned d = 0, e = layout.getOutDims().size(); d < e; ++d) {
    SmallVector<uint32_t> images;
    for (StringRef in : {dims::kLane, dims::kWarp})
      for (const auto &basis : layout.getBases(in))
        images.push_back(uint32_t(basis[d]));
    coords.push_back(emitBitMap(b, loc, tid, images));
  }
  return coords;
}

SmallVector<SmallVector<Value>> emitIndices(OpBuilder &b, Location loc,
                                            const tt::LinearLayout &layout, Value tid) {
  SmallVector<Value> thread = emitThreadCoordinates(b, loc, layout, tid);
  SmallVector<SmallVector<Value>> indices;
  for (int32_t r = 0, e = layout.getInDimSize(dims::kRegister); r < e; ++r) {
    SmallVector<int32_t> offsets = layout.apply({{dims::kRegister, r}});
    SmallVector<Value> coords;
    for (auto [d, offset] : llvm::enumerate(offsets))
      coords.push_back(offset == 0
                           ? thread[d]
                           : Value(LLVM::XOrOp::create(b, loc, thread[d], i32Const(b, loc, offset))));
    indices.push_back(std::move(coords));
  }
  return indices;
}

uint32_t getCopyBitsMask(const tt::LinearLayout &layout, ArrayRef<StringRef> inDims) {
  uint32_t mask = 0;
  int bit = 0;
  for (StringRef dim : inDims)
    for (const auto &basis : layout.getBases(dim)) {
      if (llvm::all_of(basis, [](int32_t x) { return x == 0; }))
        mask |= 1u << bit;
      ++bit;
    }
  return mask;
}

Value emitOwnerPredicate(OpBuilder &b, Location loc, const tt::LinearLayout &layout, Value tid) {
  uint32_t mask = getCopyBitsMask(layout, {StringRef(dims::kLane), StringRef(dims::kWarp)});
  if (mask == 0)
    return {};
  Value masked = LLVM::AndOp::create(b, loc, tid, i32Const(b, loc, mask));
  return LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, masked, i32Const(b, loc, 0));
}

Value getSharedMemoryBase(OpBuilder &b, Location loc, Operation *op) {
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 3);
  Value base = getFunctionSharedMemory(b, loc, op);
  int64_t offset = 0;
  if (auto attr = op->getAttrOfType<IntegerAttr>("allocation.offset"))
    offset = attr.getInt();
  Attribute buffer = op->getAttr(kSharedBufferAttr);
  // A GEP at offset 0 too, as Triton's IR has it (LLVM folds it away).
  auto address = LLVM::GEPOp::create(b, loc, ptrType, b.getI8Type(), base,
                                     ArrayRef<LLVM::GEPArg>{int32_t(offset)});
  if (buffer)
    address->setAttr(kSharedBufferAttr, buffer);
  return address;
}

std::pair<StringRef, int> getFileAndLine(Location loc) {
  while (auto callSite = dyn_cast<CallSiteLoc>(loc))
    loc = callSite.getCallee();
  while (auto name = dyn_cast<NameLoc>(loc))
    loc = name.getChildLoc();
  if (auto fileLine = dyn_cast<FileLineColLoc>(loc))
    return {fileLine.getFilename(), int(fileLine.getLine())};
  return {"unknown", 0};
}

LLVM::LLVMFuncOp getOrDeclareAssertFail(OpBuilder &b, ModuleOp module) {
  constexpr llvm::StringLiteral name = "__assertfail";
  if (auto func = module.lookupSymbol<LLVM::LLVMFuncOp>(name))
    return func;
  MLIRContext *context = b.getContext();
  auto ptrType = LLVM::LLVMPointerType::get(context);
  auto type = LLVM::LLVMFunctionType::get(
      LLVM::LLVMVoidType::get(context), {ptrType, ptrType, b.getI32Type(), ptrType, b.getI64Type()});
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  return LLVM::LLVMFuncOp::create(b, UnknownLoc::get(context), name, type);
}

Value packWord(OpBuilder &b, Location loc, ArrayRef<Value> elements, Type carrier) {
  Value word;
  if (elements.size() == 1) {
    word = bitcastToInt(b, loc, elements[0]);
  } else {
    auto vecType = VectorType::get(int64_t(elements.size()), elements[0].getType());
    Value vec = LLVM::UndefOp::create(b, loc, vecType);
    for (auto [i, element] : llvm::enumerate(elements))
      vec = LLVM::InsertElementOp::create(b, loc, vec, element, i32Const(b, loc, i));
    word = LLVM::BitcastOp::create(
        b, loc, b.getIntegerType(vecType.getNumElements() * getElementBits(elements[0].getType())),
        vec);
  }
  if (word.getType() != carrier)
    word = LLVM::ZExtOp::create(b, loc, carrier, word);
  return word;
}

SmallVector<Value> unpackWord(OpBuilder &b, Location loc, Value word, Type elementType,
                              unsigned elemsPerWord, unsigned elementBits) {
  if (elemsPerWord == 1) {
    if (word.getType().getIntOrFloatBitWidth() != elementBits)
      word = LLVM::TruncOp::create(b, loc, b.getIntegerType(elementBits), word);
    return {bitcastFromInt(b, loc, word, elementType)};
  }
  auto vecType = VectorType::get(int64_t(elemsPerWord), elementType);
  Value vec = LLVM::BitcastOp::create(b, loc, vecType, word);
  SmallVector<Value> elements;
  for (unsigned i = 0; i < elemsPerWord; ++i)
    elements.push_back(LLVM::ExtractElementOp::create(b, loc, vec, i32Const(b, loc, i)));
  return elements;
}

std::string ptxOperandList(unsigned first, unsigned count) {
  std::string list = "{ ";
  for (unsigned i = 0; i < count; ++i)
    list += (i ? ", $" : "$") + std::to_string(first + i);
  return list + " }";
}

Value emitInlinePTX(OpBuilder &b, Location loc, Type resultType, StringRef ptx,
                    StringRef constraints, ValueRange operands, bool hasSideEffects) {
  auto dialect = LLVM::AsmDialectAttr::get(b.getContext(), LLVM::AsmDialect::AD_ATT);
  // No result is a void one, as Triton's PTXBuilder writes it (`-> !llvm.void`).
  Type asmResult = resultType ? resultType : LLVM::LLVMVoidType::get(b.getContext());
  auto op = LLVM::InlineAsmOp::create(
      b, loc, asmResult, operands, ptx, constraints, hasSideEffects, /*is_align_stack=*/false,
      LLVM::tailcallkind::TailCallKind::None,
      // Triton's PTXBuilder gives an empty list: `operand_attrs = []`.
      dialect, /*operand_attrs=*/b.getArrayAttr({}));
  return resultType ? op.getRes() : Value();
}

unsigned getElementBits(Type type) {
  if (isa<LLVM::LLVMPointerType>(type))
    return 64;
  return type.getIntOrFloatBitWidth();
}

Value bitcastToInt(OpBuilder &b, Location loc, Value value) {
  Type type = value.getType();
  if (isa<IntegerType>(type))
    return value;
  if (isa<LLVM::LLVMPointerType>(type))
    return LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), value);
  return LLVM::BitcastOp::create(b, loc, b.getIntegerType(type.getIntOrFloatBitWidth()), value);
}

Value bitcastFromInt(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  if (isa<LLVM::LLVMPointerType>(type))
    return LLVM::IntToPtrOp::create(b, loc, type, value);
  return LLVM::BitcastOp::create(b, loc, type, value);
}

/// The PTX register constraint and the integer type carrying `bits`.
std::pair<StringRef, Type> getPTXRegister(OpBuilder &b, unsigned bits) {
  if (bits <= 16)
    return {"h", b.getI16Type()};
  if (bits == 32)
    return {"r", b.getI32Type()};
  return {"l", b.getI64Type()};
}

Value getSharedAddress32(OpBuilder &b, Location loc, Value ptr) {
  return LLVM::PtrToIntOp::create(b, loc, b.getI32Type(), ptr);
}

Value emitThreadIs(OpBuilder &b, Location loc, int64_t thread) {
  // The id first, then the constant: in that order whatever the C++
  // compiler's order of evaluating arguments (and as Triton's IR reads).
  Value tid = getThreadId(b, loc);
  return LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, tid, i32Const(b, loc, thread));
}

void emitStoreShared(OpBuilder &b, Location loc, Value ptr, Value value, Value pred) {
  unsigned bits = getElementBits(value.getType());
  auto [constraint, carrier] = getPTXRegister(b, bits);
  Value word = bitcastToInt(b, loc, value);
  if (word.getType() != carrier)
    word = LLVM::ZExtOp::create(b, loc, carrier, word);
  unsigned ptxBits = std::max(bits, 8u);
  std::string ptx =
      (llvm::Twine("@$2 st.shared.b") + llvm::Twine(ptxBits) + " [ $0 + 0 ], $1;").str();
  emitInlinePTX(b, loc, Type(), ptx, (llvm::Twine("r,") + constraint + ",b").str(),
                {getSharedAddress32(b, loc, ptr), word, pred ? pred : i1Const(b, loc, true)});
}

Value emitLoadShared(OpBuilder &b, Location loc, Value ptr, Type type, Value pred) {
  unsigned bits = getElementBits(type);
  auto [constraint, carrier] = getPTXRegister(b, bits);
  unsigned ptxBits = std::max(bits, 8u);
  std::string ptx =
      (llvm::Twine("@$2 ld.shared.b") + llvm::Twine(ptxBits) + " $0, [ $1 + 0 ];").str();
  Value word = emitInlinePTX(b, loc, carrier, ptx, (llvm::Twine("=") + constraint + ",r,b").str(),
                             {getSharedAddress32(b, loc, ptr), pred ? pred : i1Const(b, loc, true)});
  if (bits < carrier.getIntOrFloatBitWidth())
    word = LLVM::TruncOp::create(b, loc, b.getIntegerType(bits), word);
  return bitcastFromInt(b, loc, word, type);
}

Value shuffleXor(OpBuilder &b, Location loc, Value value, int laneMask) {
  Type type = value.getType();
  unsigned bits = getElementBits(type);
  Type i32 = b.getI32Type();
  auto shuffle32 = [&](Value word) -> Value {
    return NVVM::ShflOp::create(b, loc, i32, i32Const(b, loc, -1), word,
                                i32Const(b, loc, laneMask), i32Const(b, loc, 0x1f),
                                NVVM::ShflKind::bfly, UnitAttr());
  };
  Value word = bitcastToInt(b, loc, value);
  if (bits == 64) {
    Value lo = LLVM::TruncOp::create(b, loc, i32, word);
    Value hi = LLVM::TruncOp::create(
        b, loc, i32, LLVM::LShrOp::create(b, loc, word, LLVM::ConstantOp::create(
                                                            b, loc, b.getI64Type(),
                                                            b.getI64IntegerAttr(32))));
    Value rlo = LLVM::ZExtOp::create(b, loc, b.getI64Type(), shuffle32(lo));
    Value rhi = LLVM::ZExtOp::create(b, loc, b.getI64Type(), shuffle32(hi));
    Value joined = LLVM::OrOp::create(
        b, loc, rlo,
        LLVM::ShlOp::create(b, loc, rhi,
                            LLVM::ConstantOp::create(b, loc, b.getI64Type(), b.getI64IntegerAttr(32))));
    return bitcastFromInt(b, loc, joined, type);
  }
  if (bits < 32)
    word = LLVM::ZExtOp::create(b, loc, i32, word);
  Value result = shuffle32(word);
  if (bits < 32)
    result = LLVM::TruncOp::create(b, loc, b.getIntegerType(bits), result);
  return bitcastFromInt(b, loc, result, type);
}

/// The source register each result register copies, or nullopt when the
/// move crosses threads.
std::optional<SmallVector<unsigned>> mapRegistersWithinThreads(const tt::LinearLayout &src,
                                                  const tt::LinearLayout &dst,
                                                  const CoordinateMap &toSource) {
  for (StringRef dim : {StringRef(dims::kLane), StringRef(dims::kWarp), StringRef(dims::kBlock)}) {
    if (src.getInDimSizeLog2(dim) != dst.getInDimSizeLog2(dim))
      return std::nullopt;
    for (int bit = 0, e = dst.getInDimSizeLog2(dim); bit < e; ++bit) {
      SmallVector<int32_t> mapped = toSource(dst.apply({{dim, int32_t(1) << bit}}));
      if (mapped != src.apply({{dim, int32_t(1) << bit}}))
        return std::nullopt;
    }
  }
  std::map<SmallVector<int32_t>, unsigned> byCoords;
  for (int32_t r = 0, e = src.getInDimSize(dims::kRegister); r < e; ++r)
    byCoords.emplace(src.apply({{dims::kRegister, r}}), r);
  SmallVector<unsigned> sources;
  for (int32_t r = 0, e = dst.getInDimSize(dims::kRegister); r < e; ++r) {
    auto it = byCoords.find(toSource(dst.apply({{dims::kRegister, r}})));
    if (it == byCoords.end())
      return std::nullopt;
    sources.push_back(it->second);
  }
  return sources;
}

std::optional<SmallVector<Value>> moveRegistersWithinThreads(const tt::LinearLayout &src,
                                                             const tt::LinearLayout &dst,
                                                             const CoordinateMap &toSource,
                                                             ArrayRef<Value> srcValues) {
  std::optional<SmallVector<unsigned>> sources = mapRegistersWithinThreads(src, dst, toSource);
  if (!sources)
    return std::nullopt;
  SmallVector<Value> values;
  for (unsigned s : *sources)
    values.push_back(srcValues[s]);
  return values;
}

LogicalResult emitCrossThreadMoveError(Operation *op) {
  return op->emitError() << "'" << op->getName()
                         << "' would move elements between threads with these layouts; "
                            "this is not supported (a ttg.convert_layout must come first)";
}

LogicalResult rewriteAsRegisterMove(Operation *op, Value src, Value loweredSrc,
                                    const CoordinateMap &toSource, const TypeConverter &converter,
                                    ConversionPatternRewriter &rewriter) {
  std::optional<tt::LinearLayout> srcLayout = getDistributedLayout(src.getType());
  std::optional<tt::LinearLayout> dstLayout = getDistributedLayout(op->getResult(0).getType());
  if (!srcLayout || !dstLayout)
    return rewriter.notifyMatchFailure(op, "operand or result without a distributed layout");
  Location loc = op->getLoc();
  std::optional<SmallVector<Value>> values = moveRegistersWithinThreads(
      *srcLayout, *dstLayout, toSource, unpackElements(rewriter, loc, loweredSrc));
  if (!values)
    return emitCrossThreadMoveError(op);
  Type structType = converter.convertType(op->getResult(0).getType());
  rewriter.replaceOp(op, packElements(rewriter, loc, structType, *values));
  return success();
}

bool isKernel(Operation *func) { return func->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName()); }

/// Parameter `fromEnd` (1: the last) of the lowered function around `op`;
/// null outside one.
static Value getTrailingParameter(Operation *op, unsigned fromEnd) {
  auto func = op->getParentOfType<LLVM::LLVMFuncOp>();
  if (!func || func.isExternal() || func.getNumArguments() < fromEnd)
    return {};
  return func.getArgument(func.getNumArguments() - fromEnd);
}

Value getFunctionSharedMemory(OpBuilder &b, Location loc, Operation *op) {
  auto func = op->getParentOfType<LLVM::LLVMFuncOp>();
  if (func && !isKernel(func))
    if (Value param = getTrailingParameter(op, kSharedMemoryParamFromEnd))
      return param;
  return LLVM::AddressOfOp::create(b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3),
                                   kSharedMemoryGlobal);
}

/// x + nx * (y + ny * z): Triton's order of the programs in global scratch.
static Value getProgramLinearId(OpBuilder &b, Location loc) {
  Type i32 = b.getI32Type();
  Value x = NVVM::BlockIdXOp::create(b, loc, i32);
  Value y = NVVM::BlockIdYOp::create(b, loc, i32);
  Value z = NVVM::BlockIdZOp::create(b, loc, i32);
  Value nx = NVVM::GridDimXOp::create(b, loc, i32);
  Value ny = NVVM::GridDimYOp::create(b, loc, i32);
  Value yz = LLVM::AddOp::create(b, loc, y, LLVM::MulOp::create(b, loc, z, ny));
  return LLVM::AddOp::create(b, loc, x, LLVM::MulOp::create(b, loc, yz, nx));
}

Value getGlobalScratchPtr(OpBuilder &b, Location loc, Operation *op,
                          std::optional<int32_t> offset) {
  Value base = getTrailingParameter(op, kGlobalScratchParamFromEnd);
  if (!base)
    return {};
  auto ptrType = LLVM::LLVMPointerType::get(b.getContext(), 1);
  Value bytes = offset ? i32Const(b, loc, *offset) : Value();
  auto module = op->getParentOfType<ModuleOp>();
  auto size = module->getAttrOfType<IntegerAttr>("ttg.global_scratch_memory_size");
  if (isKernel(op->getParentOfType<LLVM::LLVMFuncOp>())) {
    // Without the allocation pass there is no per-program size: Triton
    // then hands out the parameter itself.
    if (!size)
      return base;
    Value slice =
        LLVM::MulOp::create(b, loc, getProgramLinearId(b, loc), i32Const(b, loc, size.getInt()));
    bytes = bytes ? Value(LLVM::AddOp::create(b, loc, slice, bytes)) : slice;
  }
  if (!bytes)
    return base;
  return LLVM::GEPOp::create(b, loc, ptrType, b.getI8Type(), base, ValueRange{bytes});
}

Value getProfileScratchPtr(Operation *op) {
  return getTrailingParameter(op, kProfileScratchParamFromEnd);
}

/// `shfl.sync` of `kind` over the full warp; 64-bit values move as two
/// 32-bit halves, narrower ones widened to 32 bits.
static Value shuffleSync(OpBuilder &b, Location loc, Value value, NVVM::ShflKind kind,
                         Value laneArg, int clamp) {
  Type type = value.getType();
  Type i32 = b.getI32Type();
  Type i64 = b.getI64Type();
  auto shuffle32 = [&](Value word) -> Value {
    return NVVM::ShflOp::create(b, loc, i32, i32Const(b, loc, -1), word, laneArg,
                                i32Const(b, loc, clamp), kind, UnitAttr());
  };
  unsigned bits = getElementBits(type);
  Value word = bitcastToInt(b, loc, value);
  if (bits == 64) {
    Value c32 = LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(32));
    Value lo = shuffle32(LLVM::TruncOp::create(b, loc, i32, word));
    Value hi = shuffle32(
        LLVM::TruncOp::create(b, loc, i32, LLVM::LShrOp::create(b, loc, word, c32)));
    Value joined = LLVM::OrOp::create(
        b, loc, LLVM::ZExtOp::create(b, loc, i64, lo),
        LLVM::ShlOp::create(b, loc, LLVM::ZExtOp::create(b, loc, i64, hi), c32));
    return bitcastFromInt(b, loc, joined, type);
  }
  if (bits < 32)
    word = LLVM::ZExtOp::create(b, loc, i32, word);
  Value result = shuffle32(word);
  if (bits < 32)
    result = LLVM::TruncOp::create(b, loc, b.getIntegerType(bits), result);
  return bitcastFromInt(b, loc, result, type);
}

// The clamp operand: 0 lets `up` stop at lane 0; 0x1f bounds the others by
// the warp's last lane.
Value shuffleUp(OpBuilder &b, Location loc, Value value, int delta) {
  return shuffleSync(b, loc, value, NVVM::ShflKind::up, i32Const(b, loc, delta), 0);
}

Value shuffleDown(OpBuilder &b, Location loc, Value value, int delta) {
  return shuffleSync(b, loc, value, NVVM::ShflKind::down, i32Const(b, loc, delta), 0x1f);
}

Value shuffleIdx(OpBuilder &b, Location loc, Value value, Value lane) {
  return shuffleSync(b, loc, value, NVVM::ShflKind::idx, lane, 0x1f);
}

namespace {
/// The bits of `images` read along one diagonal: input bit c whose image
/// has bit c - shift set (shift > 0 moves bits down).
struct Diagonal {
  uint32_t mask = 0;    // the input bits on it
  bool uniqueRows = true; // every output bit it sets comes from it alone
};

Diagonal readDiagonal(ArrayRef<uint32_t> images, uint32_t uniqueRows, int shift) {
  Diagonal d;
  for (int c = std::max(shift, 0), e = images.size(); c < e && c - shift < 32; ++c) {
    int row = c - shift;
    if (!(images[c] >> row & 1))
      continue;
    d.mask |= 1u << c;
    d.uniqueRows &= bool(uniqueRows >> row & 1);
  }
  return d;
}

/// Balanced pairwise reduction of `terms` (0 when empty).
Value reduceTree(OpBuilder &b, Location loc, SmallVector<Value> terms,
                 function_ref<Value(Value, Value)> combine) {
  if (terms.empty())
    return i32Const(b, loc, 0);
  while (terms.size() > 1) {
    SmallVector<Value> next;
    for (size_t i = 0; i + 1 < terms.size(); i += 2)
      next.push_back(combine(terms[i], terms[i + 1]));
    if (terms.size() % 2)
      next.push_back(terms.back());
    terms = std::move(next);
  }
  return terms[0];
}
} // namespace

// Triton 3.6's matrix-vector product (its applyLinearLayout), term for term,
// so LLVM sees the same arithmetic:
//   - the matrix is read along its diagonals, each a mask-and-shift of x;
//   - input bits left alone on a diagonal once the others are taken
//     ("explicit columns", to a fixed point) become a select of their image;
//   - terms whose output bits no other term sets are ORed (disjoint), the
//     rest XORed, each list reduced pairwise, and the two ORed.
// Only the no-ops LLVM folds at once (a shift by 0, an OR with an empty
// list's 0) are left out.
Value emitBitMap(OpBuilder &b, Location loc, Value x, ArrayRef<uint32_t> images) {
  int columns = images.size();
  uint32_t uniqueRows = 0;
  for (int row = 0; row < 32; ++row) {
    int count = 0;
    for (uint32_t image : images)
      count += image >> row & 1;
    if (count == 1)
      uniqueRows |= 1u << row;
  }
  // Diagonals from shift -31 (bits moved up the most) to columns - 1, read
  // once.
  SmallVector<std::pair<int, Diagonal>> diagonals;
  for (int shift = -31; shift < columns; ++shift)
    diagonals.push_back({shift, readDiagonal(images, uniqueRows, shift)});

  uint32_t explicitColumns = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (const auto &[shift, d] : diagonals) {
      uint32_t rest = d.mask & ~explicitColumns;
      if (llvm::isPowerOf2_32(rest)) {
        explicitColumns |= rest;
        changed = true;
      }
    }
  }

  SmallVector<Value> ors, xors;
  for (const auto &[shift, d] : diagonals) {
    uint32_t mask = d.mask & ~explicitColumns;
    if (mask == 0)
      continue;
    Value term = LLVM::AndOp::create(b, loc, x, i32Const(b, loc, int32_t(mask)));
    if (shift > 0)
      term = LLVM::LShrOp::create(b, loc, term, i32Const(b, loc, shift));
    else if (shift < 0)
      term = LLVM::ShlOp::create(b, loc, term, i32Const(b, loc, -shift));
    (d.uniqueRows ? ors : xors).push_back(term);
  }
  Value zero = i32Const(b, loc, 0);
  for (int c = 0; c < columns; ++c) {
    if (!(explicitColumns >> c & 1) || images[c] == 0)
      continue;
    Value bit = LLVM::AndOp::create(b, loc, x, i32Const(b, loc, int32_t(1u << c)));
    Value isZero = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, bit, zero);
    Value term = LLVM::SelectOp::create(b, loc, isZero, zero, i32Const(b, loc, int32_t(images[c])));
    ((uniqueRows & images[c]) == images[c] ? ors : xors).push_back(term);
  }
  auto disjointOr = [&](Value l, Value r) -> Value {
    auto op = LLVM::OrOp::create(b, loc, l, r);
    op.setIsDisjoint(true);
    return op;
  };
  Value orPart = reduceTree(b, loc, ors, disjointOr);
  Value xorPart = reduceTree(b, loc, xors, [&](Value l, Value r) -> Value {
    return LLVM::XOrOp::create(b, loc, l, r);
  });
  // Triton also shifts by 0 and ORs an empty part's 0, which LLVM's first
  // InstCombine removes; they are left out here.
  if (ors.empty() || xors.empty())
    return ors.empty() ? xorPart : orPart;
  return disjointOr(orPart, xorPart);
}

/// Where a warp_specialize partition's captured view starts: where the
/// captured value does (a whole buffer starts at 0).
static std::optional<int64_t> getCapturedViewStart(BlockArgument arg) {
  Region *partition = arg.getOwner()->getParent();
  auto partitions = dyn_cast_or_null<triton::gpu::WarpSpecializePartitionsOp>(
      partition ? partition->getParentOp() : nullptr);
  if (!partitions || !arg.getOwner()->isEntryBlock())
    return std::nullopt;
  Operation *ws = partitions->getParentOp();
  if (arg.getArgNumber() >= ws->getNumOperands())
    return std::nullopt;
  Value captured = ws->getOperand(arg.getArgNumber());
  while (auto cast = captured.getDefiningOp<UnrealizedConversionCastOp>())
    captured = cast.getInputs().front();
  if (captured.getDefiningOp<triton::gpu::LocalAllocOp>())
    return 0;
  return std::nullopt;
}

/// The constant a lowered i32 holds, looking through the `insertvalue` /
/// `extractvalue` pairs that packing and unpacking leave behind.
std::optional<int64_t> getLoweredI32Constant(Value value) {
  while (auto extract = value.getDefiningOp<LLVM::ExtractValueOp>()) {
    Value aggregate = extract.getContainer();
    ArrayRef<int64_t> position = extract.getPosition();
    Value found;
    while (auto insert = aggregate.getDefiningOp<LLVM::InsertValueOp>()) {
      if (insert.getPosition() == position) {
        found = insert.getValue();
        break;
      }
      aggregate = insert.getContainer();
    }
    // A view a partition captured: its starts (fields 1..) are the
    // captured value's.
    if (auto cast = aggregate.getDefiningOp<UnrealizedConversionCastOp>(); !found && cast)
      if (auto arg = dyn_cast<BlockArgument>(cast.getInputs().front());
          arg && position.size() == 1 && position[0] >= 1)
        return getCapturedViewStart(arg);
    if (!found)
      return std::nullopt;
    value = found;
  }
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return constant.getSExtValue();
  return std::nullopt;
}

} // namespace mlir::triton::lowering
