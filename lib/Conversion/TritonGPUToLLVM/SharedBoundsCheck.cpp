//===- SharedBoundsCheck.cpp - shared-memory accesses against their buffers ===//
//
// See SharedBoundsCheck.h. After the conversion, for each access of `bytes`
// bytes at address `a`:
//
//   1. The buffers `a` may point into: `a` is followed back through
//      getelementptr, struct fields (a lowered memdesc carries its
//      buffer's address in field 0), selects and the arguments of branches
//      (loop-carried views) to marked bases. Where a step leads anywhere
//      else (a function's or a warp_specialize partition's argument, a
//      loaded pointer), the buffer is unknown and the access is checked
//      against the kernel's whole shared memory, [0, ttg.shared) from
//      @global_smem.
//   2. When `a` is one base plus constant offsets, the check is done now:
//      in range, nothing is emitted; out of range, a located error.
//   3. Otherwise, before the access, the access is out of range when
//      `a - smem - offset >u size - bytes` for every candidate buffer (smem:
//      the function's shared memory, @global_smem in a kernel, its
//      shared-memory parameter in a device function) and, for predicated
//      PTX, its predicate is true; then a branch calls `__assertfail` with
//      the buffer, the op's source line and the function's name.
//
// Why __assertfail rather than a bare `trap`: it prints what was violated,
// where in the source, and in which block and thread, and the launch fails
// with cudaErrorAssert, which tells a bounds violation from any other
// crash. The branch splits blocks, which is why this runs on the lowered
// IR, where no pattern holds a block any more.
//
// Widths: loads, stores and atomics their type's, ldmatrix and stmatrix a
// 16-byte row per lane, cp.async its copy size, inline PTX the type suffix
// after `.shared` (`.b32`, `.u32`, `.b64`, `.b1024`, times `.v2`/`.v4`);
// without one (TMA boxes, bulk copies) and for a shared address turned
// into an integer for other uses (a wgmma descriptor's start), only the
// first byte. Accesses made by later passes (convert-warp-specialize-to-
// llvm's captures and state bytes) are not seen.
//
//===----------------------------------------------------------------------===//

#include "SharedBoundsCheck.h"

#include "Utility.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringMap.h"

#include <set>
#include <vector>

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace ttg = mlir::triton::gpu;

namespace {

/// A buffer as the allocation placed it: bytes [offset, offset + size) of
/// its function's shared memory, owned by `owner` (for messages).
struct Buffer {
  int64_t offset = 0, size = 0;
  std::string owner;
};

DictionaryAttr getBufferAttr(MLIRContext *context, const Buffer &buffer) {
  Builder b(context);
  return b.getDictionaryAttr({b.getNamedAttr("offset", b.getI64IntegerAttr(buffer.offset)),
                              b.getNamedAttr("size", b.getI64IntegerAttr(buffer.size)),
                              b.getNamedAttr("owner", b.getStringAttr(buffer.owner))});
}

Buffer readBufferAttr(Operation *op) {
  auto attr = op->getAttrOfType<DictionaryAttr>(kSharedBufferAttr);
  return {attr.getAs<IntegerAttr>("offset").getInt(), attr.getAs<IntegerAttr>("size").getInt(),
          attr.getAs<StringAttr>("owner").str()};
}

/// The buffer the allocation gave `op` (placed at `offset`, as the op says).
Buffer getBuffer(Operation *op, int64_t offset, Allocation &plan) {
  Buffer buffer{offset, 0, op->getName().getStringRef().str()};
  bool isExplicit = isa<ttg::LocalAllocOp>(op);
  Allocation::BufferId id =
      isExplicit ? plan.getBufferId(op->getResult(0)) : plan.getBufferId(op);
  // No buffer at all: every access the lowering makes for the op is out of
  // range, which is what the check is for.
  if (id == Allocation::InvalidBufferId)
    return buffer;
  buffer.size = int64_t(plan.getAllocatedSize(id));
  if (!isExplicit)
    buffer.owner += plan.isVirtualBuffer(id) ? " callee frame" : " scratch";
  return buffer;
}

//===-- accesses ----------------------------------------------------------===//

/// One access: `bytes` bytes at `address` (an `!llvm.ptr<3>`), made by
/// `op` when `predicate` holds (null: always).
struct Access {
  Operation *op;
  Value address;
  int64_t bytes;
  Value predicate;
};

bool isSharedPointer(Type type) {
  auto pointer = dyn_cast<LLVM::LLVMPointerType>(type);
  return pointer && pointer.getAddressSpace() == 3;
}

/// Bytes a value of `type` occupies in memory; nullopt for aggregates.
std::optional<int64_t> getStoreBytes(Type type) {
  if (auto vector = dyn_cast<VectorType>(type)) {
    std::optional<int64_t> element = getStoreBytes(vector.getElementType());
    if (!element)
      return std::nullopt;
    return *element * vector.getNumElements();
  }
  if (auto pointer = dyn_cast<LLVM::LLVMPointerType>(type))
    return pointer.getAddressSpace() == 3 ? 4 : 8;
  if (type.isIntOrFloat())
    return std::max<int64_t>(1, (type.getIntOrFloatBitWidth() + 7) / 8);
  return std::nullopt;
}

/// Bytes an inline PTX instruction moves at its shared operand: cp.async's
/// copy size, else the type suffix of the first instruction on `.shared`
/// (times its vector width); 1 without one.
int64_t getInlinePTXBytes(StringRef ptx) {
  // `cp.async.{ca,cg}.shared.global [dst], [src], cp-size, ...`: the copy
  // writes cp-size bytes (4, 8 or 16) at dst.
  if (size_t at = ptx.find("cp.async.c"); at != StringRef::npos) {
    StringRef rest = ptx.drop_front(at);
    size_t size = rest.rfind("], ");
    uint64_t bytes = 0;
    if (size != StringRef::npos &&
        !rest.drop_front(size + 3).take_until([](char c) { return c == ','; }).trim().getAsInteger(
            0, bytes))
      return std::max<int64_t>(1, bytes);
  }
  size_t at = ptx.find(".shared");
  if (at == StringRef::npos)
    return 1;
  StringRef name = ptx.drop_front(at).take_until([](char c) { return c == ' ' || c == '\t'; });
  SmallVector<StringRef> parts;
  name.split(parts, '.');
  int64_t vector = 1, bits = 0;
  for (StringRef part : parts) {
    unsigned n = 0;
    if (part.size() < 2 || part.drop_front().getAsInteger(10, n))
      continue;
    if (part[0] == 'v')
      vector = n;
    else if (bits == 0 && StringRef("busf").contains(part[0]))
      bits = n;
  }
  return bits == 0 ? 1 : std::max<int64_t>(1, vector * bits / 8);
}

/// The operand an inline PTX guard `@$N` at the start of the text names;
/// null without one. PTX numbers the results' constraints first.
Value getInlinePTXPredicate(LLVM::InlineAsmOp op) {
  StringRef ptx = op.getAsmString().ltrim();
  unsigned index = 0;
  if (!ptx.consume_front("@$") || ptx.consumeInteger(10, index))
    return {};
  SmallVector<StringRef> constraints;
  op.getConstraints().split(constraints, ',');
  unsigned numOutputs = llvm::count_if(constraints, [](StringRef c) { return c.starts_with("="); });
  if (index < numOutputs || index - numOutputs >= op.getNumOperands())
    return {};
  Value predicate = op.getOperand(index - numOutputs);
  return predicate.getType().isInteger(1) ? predicate : Value();
}

/// The shared addresses `op` accesses, with their widths.
void collectAccesses(Operation *op, std::vector<Access> &accesses) {
  auto add = [&](Value address, std::optional<int64_t> bytes, Value predicate = {}) {
    if (isSharedPointer(address.getType()))
      accesses.push_back({op, address, bytes.value_or(1), predicate});
  };
  if (auto load = dyn_cast<LLVM::LoadOp>(op))
    return add(load.getAddr(), getStoreBytes(load.getType()));
  if (auto store = dyn_cast<LLVM::StoreOp>(op))
    return add(store.getAddr(), getStoreBytes(store.getValue().getType()));
  if (auto rmw = dyn_cast<LLVM::AtomicRMWOp>(op))
    return add(rmw.getPtr(), getStoreBytes(rmw.getVal().getType()));
  if (auto cas = dyn_cast<LLVM::AtomicCmpXchgOp>(op))
    return add(cas.getPtr(), getStoreBytes(cas.getVal().getType()));
  if (auto inlinePTX = dyn_cast<LLVM::InlineAsmOp>(op)) {
    int64_t bytes = getInlinePTXBytes(inlinePTX.getAsmString());
    Value predicate = getInlinePTXPredicate(inlinePTX);
    for (Value operand : op->getOperands()) {
      if (auto toInt = operand.getDefiningOp<LLVM::PtrToIntOp>())
        operand = toInt.getArg();
      add(operand, bytes, predicate);
    }
    return;
  }
  // A shared address made an integer for anything but inline PTX (a wgmma
  // descriptor): its first byte.
  if (auto toInt = dyn_cast<LLVM::PtrToIntOp>(op)) {
    if (!llvm::all_of(op->getUsers(), [](Operation *user) { return isa<LLVM::InlineAsmOp>(user); }))
      add(toInt.getArg(), 1);
    return;
  }
  if (isa<NVVM::NVVMDialect>(op->getDialect())) {
    std::optional<int64_t> bytes = 1;
    if (isa<NVVM::LdMatrixOp, NVVM::StMatrixOp>(op))
      bytes = 16; // each lane addresses one 16-byte row
    else if (auto copy = dyn_cast<NVVM::CpAsyncOp>(op))
      bytes = copy.getSize();
    for (Value operand : op->getOperands())
      add(operand, bytes);
  }
}

//===-- where an address comes from ---------------------------------------===//

/// A struct field path, outermost first (an address is the empty path).
using FieldPath = std::vector<int64_t>;

/// The marked bases a value (or its field at a path) may come from.
class BaseFinder {
public:
  /// Adds to `bases` the origins of `value` at `path`; false when one of
  /// them is not a marked base.
  bool find(Value value, const FieldPath &path = {}) {
    if (!visited.insert({value.getAsOpaquePointer(), path}).second)
      return true; // a cycle through branch arguments adds nothing
    if (auto argument = dyn_cast<BlockArgument>(value))
      return findIncoming(argument, path);
    Operation *op = value.getDefiningOp();
    if (path.empty() && op->hasAttr(kSharedBufferAttr)) {
      bases.insert(op);
      return true;
    }
    if (auto gep = dyn_cast<LLVM::GEPOp>(op))
      return path.empty() && find(gep.getBase(), path);
    if (auto extract = dyn_cast<LLVM::ExtractValueOp>(op)) {
      FieldPath inner(extract.getPosition().begin(), extract.getPosition().end());
      inner.insert(inner.end(), path.begin(), path.end());
      return find(extract.getContainer(), inner);
    }
    if (auto insert = dyn_cast<LLVM::InsertValueOp>(op)) {
      ArrayRef<int64_t> position = insert.getPosition(), wanted = path;
      if (wanted.take_front(position.size()) == position)
        return find(insert.getValue(), FieldPath(wanted.begin() + position.size(), wanted.end()));
      if (position.take_front(wanted.size()) == wanted)
        return false; // an aggregate holding the inserted field
      return find(insert.getContainer(), path);
    }
    if (auto select = dyn_cast<LLVM::SelectOp>(op))
      return find(select.getTrueValue(), path) && find(select.getFalseValue(), path);
    return isa<LLVM::UndefOp, LLVM::PoisonOp>(op); // fields never set add nothing
  }

  llvm::SetVector<Operation *> bases;

private:
  bool findIncoming(BlockArgument argument, const FieldPath &path) {
    Block *block = argument.getOwner();
    if (block->isEntryBlock())
      return false;
    for (Block *predecessor : block->getPredecessors()) {
      auto branch = dyn_cast<BranchOpInterface>(predecessor->getTerminator());
      if (!branch)
        return false;
      for (unsigned i = 0, e = branch->getNumSuccessors(); i < e; ++i) {
        if (branch->getSuccessor(i) != block)
          continue;
        Value incoming = branch.getSuccessorOperands(i)[argument.getArgNumber()];
        if (!incoming || !find(incoming, path))
          return false;
      }
    }
    return true;
  }

  std::set<std::pair<const void *, FieldPath>> visited;
};

/// The value of an integer computed from constants only.
std::optional<int64_t> evaluateConstant(Value value, unsigned depth = 0) {
  Operation *op = value.getDefiningOp();
  if (!op || depth > 8)
    return std::nullopt;
  if (auto constant = dyn_cast<LLVM::ConstantOp>(op)) {
    if (auto integer = dyn_cast<IntegerAttr>(constant.getValue()))
      return integer.getValue().getSExtValue();
    return std::nullopt;
  }
  if (!isa<LLVM::AddOp, LLVM::SubOp, LLVM::MulOp, LLVM::ShlOp, LLVM::XOrOp, LLVM::OrOp,
           LLVM::AndOp>(op))
    return std::nullopt;
  std::optional<int64_t> lhs = evaluateConstant(op->getOperand(0), depth + 1);
  std::optional<int64_t> rhs = evaluateConstant(op->getOperand(1), depth + 1);
  if (!lhs || !rhs)
    return std::nullopt;
  if (isa<LLVM::AddOp>(op))
    return *lhs + *rhs;
  if (isa<LLVM::SubOp>(op))
    return *lhs - *rhs;
  if (isa<LLVM::MulOp>(op))
    return *lhs * *rhs;
  if (isa<LLVM::ShlOp>(op))
    return *rhs < 0 || *rhs > 62 ? std::nullopt : std::optional<int64_t>(*lhs << *rhs);
  if (isa<LLVM::XOrOp>(op))
    return *lhs ^ *rhs;
  if (isa<LLVM::OrOp>(op))
    return *lhs | *rhs;
  return *lhs & *rhs;
}

/// The bytes a one-index getelementptr adds, when its index is a constant.
std::optional<int64_t> getConstantStep(LLVM::GEPOp gep) {
  auto indices = gep.getIndices();
  if (indices.size() != 1)
    return std::nullopt;
  auto index = *indices.begin();
  std::optional<int64_t> count;
  if (auto attr = llvm::dyn_cast_if_present<IntegerAttr>(index))
    count = attr.getValue().getSExtValue();
  else
    count = evaluateConstant(llvm::cast<Value>(index));
  std::optional<int64_t> size = getStoreBytes(gep.getElemType());
  if (!count || !size)
    return std::nullopt;
  return *count * *size;
}

/// When `address` is one marked base plus constant steps: that base and
/// the byte offset from it.
std::optional<std::pair<Operation *, int64_t>> getConstantOffset(Value address) {
  int64_t offset = 0;
  FieldPath path;
  Value value = address;
  for (unsigned steps = 0; steps < 64; ++steps) {
    Operation *op = value.getDefiningOp();
    if (!op)
      return std::nullopt;
    if (path.empty() && op->hasAttr(kSharedBufferAttr))
      return std::make_pair(op, offset);
    if (auto gep = dyn_cast<LLVM::GEPOp>(op)) {
      std::optional<int64_t> step = getConstantStep(gep);
      if (!path.empty() || !step)
        return std::nullopt;
      offset += *step;
      value = gep.getBase();
    } else if (auto extract = dyn_cast<LLVM::ExtractValueOp>(op)) {
      path.insert(path.begin(), extract.getPosition().begin(), extract.getPosition().end());
      value = extract.getContainer();
    } else if (auto insert = dyn_cast<LLVM::InsertValueOp>(op)) {
      ArrayRef<int64_t> position = insert.getPosition(), wanted = path;
      if (wanted.take_front(position.size()) == position) {
        path.erase(path.begin(), path.begin() + position.size());
        value = insert.getValue();
      } else if (position.take_front(wanted.size()) == wanted) {
        return std::nullopt;
      } else {
        value = insert.getContainer();
      }
    } else {
      return std::nullopt;
    }
  }
  return std::nullopt;
}

//===-- the checks --------------------------------------------------------===//

/// Emits the checks of one module, sharing its message strings.
class CheckEmitter {
public:
  CheckEmitter(ModuleOp module, int64_t sharedBytes) : module(module), sharedBytes(sharedBytes) {}

  LogicalResult check(const Access &access);

private:
  /// How many buffers a runtime check compares against before it falls
  /// back to the whole shared memory.
  static constexpr size_t kMaxCandidates = 4;

  void emitFailure(OpBuilder &b, Location loc, Operation *op, StringRef message);
  Value getString(OpBuilder &b, Location loc, StringRef text);

  ModuleOp module;
  int64_t sharedBytes;
  llvm::StringMap<std::string> strings;
};

std::string describe(ArrayRef<Buffer> buffers) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(buffers, os, [&](const Buffer &buffer) {
    os << buffer.owner << " bytes [" << buffer.offset << ", " << buffer.offset + buffer.size
       << ")";
  });
  return text;
}

LogicalResult CheckEmitter::check(const Access &access) {
  Operation *op = access.op;
  Location loc = op->getLoc();
  BaseFinder finder;
  bool known = finder.find(access.address) && !finder.bases.empty() &&
               finder.bases.size() <= kMaxCandidates;
  SmallVector<Buffer> buffers;
  if (known) {
    for (Operation *base : finder.bases)
      buffers.push_back(readBufferAttr(base));
  } else {
    // A module that declares no shared memory (device functions alone)
    // gives nothing to check against.
    if (sharedBytes == 0)
      return success();
    buffers.push_back({0, sharedBytes, "the kernel's shared memory"});
  }

  if (known && buffers.size() == 1)
    if (std::optional<std::pair<Operation *, int64_t>> constant =
            getConstantOffset(access.address)) {
      int64_t at = constant->second;
      const Buffer &buffer = buffers.front();
      if (at >= 0 && at + access.bytes <= buffer.size)
        return success();
      return emitError(loc) << "check-shared-bounds: this op accesses shared-memory bytes ["
                            << buffer.offset + at << ", " << buffer.offset + at + access.bytes
                            << "), outside its buffer: " << describe(buffers);
    }

  OpBuilder b(op);
  Type i32 = b.getI32Type();
  Value smem = known ? getFunctionSharedMemory(b, loc, op)
                     : LLVM::AddressOfOp::create(b, loc, LLVM::LLVMPointerType::get(b.getContext(), 3),
                                                 kSharedMemoryGlobal);
  Value relative = LLVM::SubOp::create(b, loc, LLVM::PtrToIntOp::create(b, loc, i32, access.address),
                                       LLVM::PtrToIntOp::create(b, loc, i32, smem));
  Value outOfRange;
  for (const Buffer &buffer : buffers) {
    if (buffer.size < access.bytes)
      continue;
    Value distance = buffer.offset == 0 ? relative
                                        : Value(LLVM::SubOp::create(b, loc, relative,
                                                                    i32Const(b, loc, buffer.offset)));
    Value past = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ugt, distance,
                                      i32Const(b, loc, buffer.size - access.bytes));
    outOfRange = outOfRange ? Value(LLVM::AndOp::create(b, loc, outOfRange, past)) : past;
  }
  if (!outOfRange)
    return emitError(loc) << "check-shared-bounds: this op accesses " << access.bytes
                          << " bytes of shared memory at once, more than its buffer holds: "
                          << describe(buffers);
  if (access.predicate)
    outOfRange = LLVM::AndOp::create(b, loc, outOfRange, access.predicate);

  // before: ... cond_br outOfRange, fail, after
  // fail:   __assertfail(...); br after
  // after:  the access and what follows it
  Block *before = op->getBlock();
  Block *after = before->splitBlock(op);
  Block *fail = b.createBlock(after);
  std::string message = "shared-memory access out of bounds: " + std::to_string(access.bytes) +
                        " bytes at an address outside " + describe(buffers);
  emitFailure(b, loc, op, message);
  LLVM::BrOp::create(b, loc, after);
  b.setInsertionPointToEnd(before);
  LLVM::CondBrOp::create(b, loc, outOfRange, fail, after);
  return success();
}

void CheckEmitter::emitFailure(OpBuilder &b, Location loc, Operation *op, StringRef message) {
  auto [file, line] = getFileAndLine(loc);
  auto func = op->getParentOfType<LLVM::LLVMFuncOp>();
  Value args[] = {getString(b, loc, message), getString(b, loc, file), i32Const(b, loc, line),
                  getString(b, loc, func ? func.getSymName() : "unknown"),
                  LLVM::ConstantOp::create(b, loc, b.getI64Type(), b.getI64IntegerAttr(1))};
  LLVM::CallOp::create(b, loc, getOrDeclareAssertFail(b, module), args);
}

/// The address of a constant global holding `text`, null-terminated; one
/// global per distinct text.
Value CheckEmitter::getString(OpBuilder &b, Location loc, StringRef text) {
  std::string &name = strings[text];
  if (name.empty()) {
    for (unsigned n = strings.size() - 1;; ++n) {
      name = "sharedBoundsString_" + std::to_string(n);
      if (!module.lookupSymbol(name))
        break;
    }
    std::string content = text.str();
    content.push_back('\0');
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    LLVM::GlobalOp::create(b, UnknownLoc::get(b.getContext()),
                           LLVM::LLVMArrayType::get(b.getI8Type(), content.size()),
                           /*isConstant=*/true, LLVM::Linkage::Internal, name,
                           b.getStringAttr(content));
  }
  return LLVM::AddressOfOp::create(b, loc, LLVM::LLVMPointerType::get(b.getContext()), name);
}

} // namespace

int64_t lowering::getKernelSharedBytes(ModuleOp module, ModuleAllocation &allocation) {
  if (auto shared = module->getAttrOfType<IntegerAttr>("ttg.shared"))
    return shared.getInt();
  return int64_t(allocation.getSharedMemorySize());
}

LogicalResult lowering::markSharedBuffers(ModuleOp module, ModuleAllocation &allocation) {
  int64_t sharedBytes = getKernelSharedBytes(module, allocation);
  // The attribute is this pass's own: one the input carries means nothing.
  module.walk([](Operation *op) { op->removeAttr(kSharedBufferAttr); });
  bool failed = false;
  for (FunctionOpInterface func : allocation.getFunctions()) {
    Allocation *plan = allocation.getFuncData(func);
    func->walk([&](Operation *op) {
      auto offset = op->getAttrOfType<IntegerAttr>("allocation.offset");
      if (!offset)
        return;
      Buffer buffer = getBuffer(op, offset.getInt(), *plan);
      // An empty buffer is never accessed, wherever it is said to be.
      if (buffer.size > 0 && (buffer.offset < 0 || buffer.offset + buffer.size > sharedBytes)) {
        op->emitError() << "check-shared-bounds: the " << buffer.owner << " buffer, bytes ["
                        << buffer.offset << ", " << buffer.offset + buffer.size
                        << "), ends past the kernel's " << sharedBytes
                        << " bytes of shared memory";
        failed = true;
      }
      op->setAttr(kSharedBufferAttr, getBufferAttr(op->getContext(), buffer));
    });
  }
  return failure(failed);
}

LogicalResult lowering::insertSharedBoundsChecks(ModuleOp module, int64_t sharedBytes) {
  std::vector<Access> accesses;
  module.walk([&](LLVM::LLVMFuncOp func) {
    func.walk([&](Operation *op) { collectAccesses(op, accesses); });
  });
  CheckEmitter emitter(module, sharedBytes);
  bool failed = false;
  for (const Access &access : accesses)
    failed |= llvm::failed(emitter.check(access));
  module.walk([](Operation *op) { op->removeAttr(kSharedBufferAttr); });
  return failure(failed);
}
