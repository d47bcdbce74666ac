//===- Utility.h - shared helpers of the TTGIR to LLVM lowering -*- C++ -*-===//
//
// Building blocks every pattern family uses: lowered tensors as structs of
// register values, thread ids, a linear layout applied to this thread's
// registers (the coordinates of the elements it holds), shared-memory
// addresses, predicated PTX and warp shuffles.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LIB_CONVERSION_TRITONGPUTOLLVM_UTILITY_H
#define TT_LIB_CONVERSION_TRITONGPUTOLLVM_UTILITY_H

#include "tt/Tools/LinearLayout.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"

#include <functional>

namespace mlir {
class ConversionPatternRewriter;
class TypeConverter;
} // namespace mlir

namespace mlir::triton::lowering {

/// Name of the module's dynamic shared memory (`extern __shared__`).
inline constexpr llvm::StringLiteral kSharedMemoryGlobal = "global_smem";

/// With check-shared-bounds, the buffer of an op that owns shared memory,
/// and of the base address getSharedMemoryBase makes for it:
/// `{offset, size, owner}` (SharedBoundsCheck.h).
inline constexpr llvm::StringLiteral kSharedBufferAttr = "tt.shared_buffer";

//===-- constants and values ----------------------------------------------===//

Value i32Const(OpBuilder &b, Location loc, int64_t value);
Value i1Const(OpBuilder &b, Location loc, bool value);
/// A constant of an integer or float type.
Value scalarConst(OpBuilder &b, Location loc, Type type, TypedAttr value);

/// `a && b`, treating a null value as true.
Value andPredicates(OpBuilder &b, Location loc, Value a, Value c);

//===-- lowered tensors ---------------------------------------------------===//

/// The register values of a lowered tensor (an `!llvm.struct`), or `{v}`
/// for a scalar.
SmallVector<Value> unpackElements(OpBuilder &b, Location loc, Value value);
/// An `!llvm.struct` of `structType` holding `elements` in order.
Value packElements(OpBuilder &b, Location loc, Type structType, ValueRange elements);
/// An `!llvm.struct` of `structType` with `scalar` in each of its `count`
/// registers, through one `llvm.bitcast` to its own type, as Triton lowers a
/// splat: LLVM drops the cast, and IR checks written against Triton's output
/// expect it.
Value packSplat(OpBuilder &b, Location loc, Type structType, Value scalar, unsigned count);
/// The elements of an operand: a lowered tensor's registers, or a scalar
/// repeated `count` times.
SmallVector<Value> unpackOrSplat(OpBuilder &b, Location loc, Value value, unsigned count);

/// The linear layout of a distributed tensor type; nullopt otherwise.
std::optional<tt::LinearLayout> getDistributedLayout(Type type);
/// Registers per thread of a distributed tensor type (1 for scalars).
unsigned getNumRegisters(Type type);

//===-- threads -----------------------------------------------------------===//

/// The warps `op` runs on (its warp_specialize partition's, else the
/// module's `ttg.num-warps`) and the lanes per warp (`ttg.threads-per-warp`).
int getNumWarps(Operation *op);
int getThreadsPerWarp(Operation *op);

/// `%tid.x`, masked to the thread count of the warps running the insertion
/// point as Triton does; inside a warp_specialize partition, counted from
/// the partition's first thread.
Value getThreadId(OpBuilder &b, Location loc);

/// The warp's index (`ttg.warp_id`, counted as getThreadId counts threads),
/// left for convert-nv-gpu-to-llvm as in Triton: the CSE between the two
/// passes keeps one per function, computed where it is first needed (a
/// shuffle from lane 0, so ptxas sees it warp-uniform), instead of one
/// inside every loop that needs it.
Value getWarpId(OpBuilder &b, Location loc);

/// Where code inside a warp_specialize partition runs: its warps, and the
/// first of them (-1 before tritongpu-allocate-warp-groups).
struct WarpGroupScope {
  int numWarps = 0;
  int firstWarp = -1;
};
std::optional<WarpGroupScope> getWarpGroupScope(Block *block);

/// Every value that a warp_specialize partition under `root` uses from
/// above (lowering reads function arguments and values of the enclosing
/// function inside partitions, whose regions are isolated) becomes an
/// explicit capture, a new argument of each partition region;
/// convert-warp-specialize-to-llvm recomputes them in place where it can.
void isolatePartitions(Operation *root);

/// Whether this is thread `thread` of the CTA (an i1).
Value emitThreadIs(OpBuilder &b, Location loc, int64_t thread);

/// A shared-memory pointer as the 32-bit address PTX's shared-space
/// instructions take.
Value getSharedAddress32(OpBuilder &b, Location loc, Value ptr);

/// The coordinates (one i32 per output dimension) of what this thread holds
/// in register 0: the layout applied to its lane and warp (block 0). Runs of
/// thread-id bits that map to consecutive coordinate bits become one
/// mask-and-shift.
SmallVector<Value> emitThreadCoordinates(OpBuilder &b, Location loc, const tt::LinearLayout &layout,
                                         Value tid);
/// The coordinates of every register's element: [register][dimension].
SmallVector<SmallVector<Value>> emitIndices(OpBuilder &b, Location loc,
                                            const tt::LinearLayout &layout, Value tid);
/// Bit i set when the i-th basis of `inDims` (in order, bits counted across
/// them) is zero: that index bit selects a copy, not another element.
uint32_t getCopyBitsMask(const tt::LinearLayout &layout, ArrayRef<StringRef> inDims);

/// True on the one thread that owns each element when lanes or warps hold
/// copies (zero bases): their bits must be 0. Null when nobody duplicates.
Value emitOwnerPredicate(OpBuilder &b, Location loc, const tt::LinearLayout &layout, Value tid);

//===-- memory and PTX ----------------------------------------------------===//

/// The shared-memory address of `op`'s buffer (the function's shared memory,
/// getFunctionSharedMemory, plus its `allocation.offset`), as `!llvm.ptr<3>`.
/// With check-shared-bounds, an op's `tt.shared_buffer` goes onto the
/// address, so that the accesses derived from it can be traced back to it.
Value getSharedMemoryBase(OpBuilder &b, Location loc, Operation *op);

/// The inline-asm constraint letter and integer type of a PTX register of
/// `bits` bits: "h"/i16 up to 16 bits, "r"/i32, else "l"/i64.
std::pair<StringRef, Type> getPTXRegister(OpBuilder &b, unsigned bits);
/// `elements` (of one type) as one integer register for inline PTX: the
/// element's bits, or a vector of them bitcast; zero-extended to `carrier`.
Value packWord(OpBuilder &b, Location loc, ArrayRef<Value> elements, Type carrier);
/// The `elemsPerWord` elements of `elementType` (`elementBits` wide) in
/// the integer register `word` (truncated first when it is wider).
SmallVector<Value> unpackWord(OpBuilder &b, Location loc, Value word, Type elementType,
                              unsigned elemsPerWord, unsigned elementBits);

/// `{ $first, ..., $first+count-1 }`: a PTX vector of asm operands, braces
/// around one operand too, as Triton's PTXBuilder prints a list.
std::string ptxOperandList(unsigned first, unsigned count);

/// `asm volatile` with PTX text `ptx`, LLVM constraints and operands. A null
/// result type means no result. Without `hasSideEffects` the asm is a pure
/// function of its operands (LLVM may merge, move or drop it), as Triton
/// emits its arithmetic.
Value emitInlinePTX(OpBuilder &b, Location loc, Type resultType, StringRef ptx,
                    StringRef constraints, ValueRange operands, bool hasSideEffects = true);

/// `@pred st.shared.bN [ptr], value` (pred may be null: always).
void emitStoreShared(OpBuilder &b, Location loc, Value ptr, Value value, Value pred);
/// `@pred ld.shared.bN value, [ptr]` of `type`; undefined where pred is false.
Value emitLoadShared(OpBuilder &b, Location loc, Value ptr, Type type, Value pred);

/// The file and line of `loc`, looking through call sites (the callee's)
/// and names; ("unknown", 0) without one.
std::pair<StringRef, int> getFileAndLine(Location loc);

/// CUDA's device-side assertion, `void __assertfail(const char *message,
/// const char *file, unsigned line, const char *function, size_t
/// charSize)`: prints the message with the failing block and thread and
/// stops the kernel. Declared in `module` on first use.
LLVM::LLVMFuncOp getOrDeclareAssertFail(OpBuilder &b, ModuleOp module);

/// `shfl.sync.bfly` of a value of any type up to 64 bits, over the full
/// warp.
Value shuffleXor(OpBuilder &b, Location loc, Value value, int laneMask);

/// `value` (an integer, float or pointer of `bits` width) as the integer of
/// the same width, and back.
Value bitcastToInt(OpBuilder &b, Location loc, Value value);
Value bitcastFromInt(OpBuilder &b, Location loc, Value value, Type type);
/// Bit width of a lowered element type (pointers: 64).
unsigned getElementBits(Type type);

//===-- moving registers --------------------------------------------------===//

/// Result coordinates -> source coordinates of a data-free shape change.
using CoordinateMap = std::function<SmallVector<int32_t>(ArrayRef<int32_t>)>;

/// For each register of `dst`, the register of `src` holding the element
/// `toSource` maps it to, in the same thread; nullopt when some lane or
/// warp basis of `dst` does not map onto `src`'s (data crosses threads).
std::optional<SmallVector<unsigned>> mapRegistersWithinThreads(const tt::LinearLayout &src,
                                                               const tt::LinearLayout &dst,
                                                               const CoordinateMap &toSource);

/// The registers of a tensor of layout `dst` whose element at coordinates c
/// is the one `srcValues` (registers of layout `src`) hold at `toSource(c)`;
/// nullopt when some of them live in other threads.
std::optional<SmallVector<Value>> moveRegistersWithinThreads(const tt::LinearLayout &src,
                                                             const tt::LinearLayout &dst,
                                                             const CoordinateMap &toSource,
                                                             ArrayRef<Value> srcValues);

/// The error on `op` when its layouts would move elements between threads.
LogicalResult emitCrossThreadMoveError(Operation *op);

/// Replaces `op` (one tensor result) by `loweredSrc`'s registers renumbered
/// through `toSource`; an error on `op` when data would cross threads.
LogicalResult rewriteAsRegisterMove(Operation *op, Value src, Value loweredSrc,
                                    const CoordinateMap &toSource, const TypeConverter &converter,
                                    ConversionPatternRewriter &rewriter);

//===-- functions (Triton's ABI) ------------------------------------------===//
//
// A lowered tt.func takes its own parameters, then: a device function (not
// a kernel) the shared memory its caller set aside for it (!llvm.ptr<3>);
// every function its global scratch and its profile scratch (!llvm.ptr<1>).
// A kernel's shared memory is @global_smem, and its global scratch
// parameter is the whole grid's: each program owns a slice.

/// Their places, counted from the end (1: the last parameter).
inline constexpr unsigned kSharedMemoryParamFromEnd = 3; // device functions only
inline constexpr unsigned kGlobalScratchParamFromEnd = 2;
inline constexpr unsigned kProfileScratchParamFromEnd = 1;

/// Whether `func` (a lowered tt.func, an llvm.func) is a kernel.
bool isKernel(Operation *func);

/// The shared memory of the function around `op`: @global_smem in a
/// kernel, the shared-memory parameter in a device function.
Value getFunctionSharedMemory(OpBuilder &b, Location loc, Operation *op);

/// This program's global scratch plus `offset` bytes (none when absent), in
/// the function around `op`: in a kernel its global-scratch parameter plus
/// the program's linear id times the module's
/// ttg.global_scratch_memory_size, in a device function its parameter.
/// Null outside a lowered function.
Value getGlobalScratchPtr(OpBuilder &b, Location loc, Operation *op, std::optional<int32_t> offset);

/// The profile-scratch parameter of the function around `op`.
Value getProfileScratchPtr(Operation *op);

//===-- more warp shuffles; bit maps of runtime indices -------------------===//

/// `shfl.sync.up` over the full warp (values up to 64 bits): the value of
/// the lane `delta` below; the lowest `delta` lanes get their own.
Value shuffleUp(OpBuilder &b, Location loc, Value value, int delta);
/// `shfl.sync.down`: the value of the lane `delta` above; the highest
/// `delta` lanes get their own.
Value shuffleDown(OpBuilder &b, Location loc, Value value, int delta);
/// `shfl.sync.idx`: the value of lane `lane` (an i32).
Value shuffleIdx(OpBuilder &b, Location loc, Value value, Value lane);

/// The GF(2)-linear image of the i32 `x`: the XOR of `images[i]` over the
/// set bits i of `x` (bits past `images` are ignored), built as Triton 3.6
/// builds it (one mask-and-shift per diagonal of the bit matrix).
Value emitBitMap(OpBuilder &b, Location loc, Value x, ArrayRef<uint32_t> images);

/// The constant a lowered i32 holds, looking through the `insertvalue` /
/// `extractvalue` pairs that packing and unpacking structs leave behind.
std::optional<int64_t> getLoweredI32Constant(Value value);

} // namespace mlir::triton::lowering

#endif // TT_LIB_CONVERSION_TRITONGPUTOLLVM_UTILITY_H
