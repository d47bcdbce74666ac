//===- AxisInfo.cpp - contiguity, divisibility and constancy ---------------===//
//
// Transfer rules per op, the data-flow analysis that applies them to a
// function until nothing changes, and the module-level driver that carries
// facts from call sites into callees. The rules are Triton 3.6's; each one is
// argued next to its code.
//
//===----------------------------------------------------------------------===//

#include "tt/Analysis/AxisInfo.h"
#include "tt/Analysis/IsolatedRegions.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Tools/LayoutQueries.h"

#include "mlir/Analysis/DataFlow/ConstantPropagationAnalysis.h"
#include "mlir/Analysis/DataFlow/DeadCodeAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <numeric>

using namespace mlir;
using namespace mlir::triton;

namespace {

constexpr int64_t kMaxDivisor = AxisInfo::kMaxDivisor;
/// What Triton prints for make_range's divisibility when it starts at 0: the
/// highest power of two its 32-bit bound helper yields.
constexpr int64_t kRangeZeroDivisor = int64_t(1) << 30;

/// gcd in which 0 means "no constraint".
int64_t gcd(int64_t a, int64_t b) {
  if (a == 0)
    return b;
  if (b == 0)
    return a;
  return std::gcd(a, b);
}
template <typename... Rest> int64_t gcd(int64_t a, int64_t b, int64_t c, Rest... rest) {
  return gcd(gcd(a, b), c, rest...);
}

/// The largest power of two dividing `v`; kMaxDivisor for 0.
int64_t pow2Divisor(int64_t v) {
  if (v == 0)
    return kMaxDivisor;
  uint64_t bits = static_cast<uint64_t>(v);
  uint64_t low = bits & (~bits + 1);
  return low > static_cast<uint64_t>(kMaxDivisor) ? kMaxDivisor : static_cast<int64_t>(low);
}

/// a * b for powers of two, saturating at kMaxDivisor.
int64_t mulDivisor(int64_t a, int64_t b) {
  if (b != 0 && a > kMaxDivisor / b)
    return kMaxDivisor;
  return a * b;
}

/// Divisibility of a value that is one of two others, element by element.
/// When the contiguities differ the runs are cut at new places: a run start
/// may then be an interior element of either side, divisible only by what the
/// contiguity allows. [[0, 1], [4, 5]] against [16, 17, 18, 19]: runs of 2,
/// and 18 is not a multiple of 4. A side whose contiguity is still the
/// optimistic maximum (a loop not yet resolved) does not cut.
int64_t mixedDivisibility(const AxisInfo &lhs, const AxisInfo &rhs, unsigned d) {
  int64_t lc = lhs.getContiguity(d), rc = rhs.getContiguity(d);
  if (lc == rc || lc == kMaxDivisor || rc == kMaxDivisor)
    return gcd(lhs.getDivisibility(d), rhs.getDivisibility(d));
  return gcd(lhs.getDivisibility(d), rhs.getDivisibility(d), lc, rc);
}

int64_t rankOf(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.getRank();
  if (auto ptr = dyn_cast<PointerType>(type))
    if (auto block = dyn_cast<RankedTensorType>(ptr.getPointeeType()))
      return block.getRank();
  return 1;
}

/// Size of each dimension of a tensor result; 1 for a scalar.
AxisInfo::DimVectorT shapeOrOnes(Type type, unsigned rank) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return AxisInfo::DimVectorT(tensor.getShape());
  return AxisInfo::DimVectorT(rank, 1);
}

/// Bytes of the element a pointer (or tensor of pointers) points at.
int64_t pointeeBytes(Type ptrLike) {
  Type pointee = getPointeeType(ptrLike);
  if (!pointee)
    return 1;
  Type element = getElementTypeOrSelf(pointee);
  if (!element.isIntOrFloat() && !isa<PointerType>(element))
    return 1;
  return std::max<int64_t>(1, getElementBitWidth(element) / 8);
}

/// A known constant, the value all elements hold.
bool isConst(const AxisInfo &info, int64_t value) {
  return info.getConstantValue() == value;
}

/// The info of a value every element of which is `value`.
AxisInfo constantInfo(Type type, unsigned rank, int64_t value) {
  return AxisInfo(AxisInfo::DimVectorT(rank, 1),
                  AxisInfo::DimVectorT(rank, pow2Divisor(value)), shapeOrOnes(type, rank),
                  value);
}

bool coversDim(int64_t facts, Type type, unsigned d) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && facts == tensor.getDimSize(d);
}

//===----------------------------------------------------------------------===//
// Binary arithmetic
//===----------------------------------------------------------------------===//

/// Per-dimension rules of one binary integer op. Unset members keep the
/// default: contiguity 1, divisibility 1, constancy the gcd of the operands'.
struct BinaryRules {
  std::function<int64_t(unsigned)> contiguity;
  std::function<int64_t(unsigned)> divisibility;
  std::function<int64_t(unsigned)> constancy;
  std::optional<int64_t> constant;
};

AxisInfo applyBinary(Operation *op, const AxisInfo &lhs, const AxisInfo &rhs,
                     const BinaryRules &rules) {
  unsigned rank = lhs.getRank();
  Type type = op->getResult(0).getType();
  // A result known exactly is constant over the whole tensor.
  if (rules.constant)
    return constantInfo(type, rank, *rules.constant);
  AxisInfo::DimVectorT contiguity, divisibility, constancy;
  for (unsigned d = 0; d < rank; ++d) {
    contiguity.push_back(rules.contiguity ? rules.contiguity(d) : 1);
    divisibility.push_back(rules.divisibility ? rules.divisibility(d) : 1);
    constancy.push_back(rules.constancy ? rules.constancy(d)
                                        : gcd(lhs.getConstancy(d), rhs.getConstancy(d)));
  }
  return AxisInfo(contiguity, divisibility, constancy);
}

std::optional<int64_t> foldBoth(const AxisInfo &lhs, const AxisInfo &rhs,
                                llvm::function_ref<std::optional<int64_t>(int64_t, int64_t)> fn) {
  if (!lhs.getConstantValue() || !rhs.getConstantValue())
    return std::nullopt;
  return fn(*lhs.getConstantValue(), *rhs.getConstantValue());
}

/// add, sub and addptr. A run of consecutive values plus a run of one value
/// stays consecutive; the sum of multiples of a and b is a multiple of their
/// gcd. addptr scales the offset by the element size: addresses count bytes.
AxisInfo visitAddSub(Operation *op, const AxisInfo &lhs, const AxisInfo &rhs) {
  bool isSub = isa<arith::SubIOp>(op);
  int64_t scale = 1;
  if (auto addPtr = dyn_cast<AddPtrOp>(op))
    scale = pointeeBytes(addPtr.getPtr().getType());
  BinaryRules rules;
  rules.contiguity = [&](unsigned d) {
    // Only an increasing sequence is contiguous: x - [0, 1, 2] is not.
    if (isSub)
      return gcd(lhs.getContiguity(d), rhs.getConstancy(d));
    return std::max(gcd(lhs.getConstancy(d), rhs.getContiguity(d)),
                    gcd(lhs.getContiguity(d), rhs.getConstancy(d)));
  };
  rules.divisibility = [&](unsigned d) {
    return gcd(lhs.getDivisibility(d), mulDivisor(rhs.getDivisibility(d), scale));
  };
  rules.constant = foldBoth(lhs, rhs, [&](int64_t a, int64_t b) -> std::optional<int64_t> {
    return isSub ? a - b : a + b * scale;
  });
  return applyBinary(op, lhs, rhs, rules);
}

/// mul. x * 1 keeps x's runs; otherwise the result divides by the product of
/// the divisors, where a run [2^n, 2^n+1, ...] counts as divisible by 1 only
/// (its other elements are odd).
AxisInfo visitMul(Operation *op, const AxisInfo &lhs, const AxisInfo &rhs) {
  BinaryRules rules;
  rules.contiguity = [&](unsigned d) {
    return std::max<int64_t>(isConst(rhs, 1) ? lhs.getContiguity(d) : 1,
                             isConst(lhs, 1) ? rhs.getContiguity(d) : 1);
  };
  rules.divisibility = [&](unsigned d) {
    int64_t l = lhs.getContiguity(d) > 1 && !isConst(rhs, 1) ? 1 : lhs.getDivisibility(d);
    int64_t r = rhs.getContiguity(d) > 1 && !isConst(lhs, 1) ? 1 : rhs.getDivisibility(d);
    return mulDivisor(l, r);
  };
  rules.constant = foldBoth(lhs, rhs, [](int64_t a, int64_t b) -> std::optional<int64_t> {
    return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
  });
  if (!rules.constant && (isConst(lhs, 0) || isConst(rhs, 0)))
    rules.constant = 0;
  return applyBinary(op, lhs, rhs, rules);
}

/// divsi, divui. Consecutive values divided by a constant c stay equal over
/// stretches as long as the common power-of-two factor of the run start and c.
AxisInfo visitDiv(Operation *op, const AxisInfo &lhs, const AxisInfo &rhs) {
  Type type = op->getResult(0).getType();
  BinaryRules rules;
  rules.contiguity = [&](unsigned d) {
    return isConst(rhs, 1) ? lhs.getContiguity(d) : int64_t(1);
  };
  rules.constancy = [&](unsigned d) {
    int64_t constancy = gcd(lhs.getConstancy(d), rhs.getConstancy(d));
    if (coversDim(lhs.getContiguity(d), type, d) && coversDim(rhs.getConstancy(d), type, d))
      constancy = std::max(constancy, gcd(lhs.getContiguity(d), lhs.getDivisibility(d),
                                          rhs.getDivisibility(d)));
    return constancy;
  };
  rules.divisibility = [&](unsigned d) -> int64_t {
    if (isConst(lhs, 0) || isConst(rhs, 1))
      return lhs.getDivisibility(d);
    if (auto c = rhs.getConstantValue()) {
      uint64_t magnitude = *c < 0 ? 0 - static_cast<uint64_t>(*c) : static_cast<uint64_t>(*c);
      if (llvm::isPowerOf2_64(magnitude) && lhs.getContiguity(d) == 1)
        return std::max<int64_t>(1, lhs.getDivisibility(d) / static_cast<int64_t>(magnitude));
    }
    return 1;
  };
  rules.constant = foldBoth(lhs, rhs, [](int64_t a, int64_t b) -> std::optional<int64_t> {
    if (b == 0 || (a == INT64_MIN && b == -1))
      return std::nullopt;
    return a / b;
  });
  return applyBinary(op, lhs, rhs, rules);
}

/// remsi, remui. A run of consecutive values modulo a constant c wraps at
/// multiples of c: runs as long as the common power-of-two factor.
AxisInfo visitRem(Operation *op, const AxisInfo &lhs, const AxisInfo &rhs) {
  Type type = op->getResult(0).getType();
  BinaryRules rules;
  rules.contiguity = [&](unsigned d) -> int64_t {
    if (coversDim(lhs.getContiguity(d), type, d) && coversDim(rhs.getConstancy(d), type, d))
      return gcd(lhs.getContiguity(d), lhs.getDivisibility(d), rhs.getDivisibility(d));
    return 1;
  };
  rules.divisibility = [&](unsigned d) -> int64_t {
    // a - q*b with a, b multiples of g is a multiple of g; needs b constant
    // over the run ([2, 2, 4, 4] % [0, 1, 2, 3] is [., 0, 0, 1]).
    if (rhs.getConstancy(d) > 1)
      return gcd(lhs.getDivisibility(d), rhs.getDivisibility(d));
    return 1;
  };
  rules.constancy = [&](unsigned d) -> int64_t {
    if (isConst(rhs, 1))
      if (auto tensor = dyn_cast<RankedTensorType>(type))
        return tensor.getDimSize(d);
    return gcd(lhs.getConstancy(d), rhs.getConstancy(d));
  };
  rules.constant = foldBoth(lhs, rhs, [](int64_t a, int64_t b) -> std::optional<int64_t> {
    if (b == 0 || b == -1)
      return b == -1 ? std::optional<int64_t>(0) : std::nullopt;
    return a % b;
  });
  if (!rules.constant && isConst(rhs, 1))
    rules.constant = 0;
  return applyBinary(op, lhs, rhs, rules);
}

/// andi, ori, xori: only constancy survives.
AxisInfo visitLogical(Operation *op, const AxisInfo &lhs, const AxisInfo &rhs) {
  BinaryRules rules;
  rules.constant = foldBoth(lhs, rhs, [&](int64_t a, int64_t b) -> std::optional<int64_t> {
    if (isa<arith::AndIOp>(op))
      return a & b;
    if (isa<arith::OrIOp>(op))
      return a | b;
    return a ^ b;
  });
  return applyBinary(op, lhs, rhs, rules);
}

/// shli, shrsi, shrui by a constant amount.
AxisInfo visitShift(Operation *op, const AxisInfo &lhs, const AxisInfo &rhs) {
  bool left = isa<arith::ShLIOp>(op);
  std::optional<int64_t> amount = rhs.getConstantValue();
  BinaryRules rules;
  rules.contiguity = [&](unsigned d) {
    return isConst(rhs, 0) ? lhs.getContiguity(d) : int64_t(1);
  };
  rules.divisibility = [&](unsigned d) -> int64_t {
    if (!left && !amount)
      return 1;
    int64_t shift = amount.value_or(0);
    int64_t base = lhs.getContiguity(d) > 1 && shift ? 1 : lhs.getDivisibility(d);
    if (shift < 0 || shift >= 62)
      return left ? kMaxDivisor : 1;
    if (left)
      return mulDivisor(base, int64_t(1) << shift);
    return std::max<int64_t>(1, base >> shift);
  };
  rules.constant = foldBoth(lhs, rhs, [&](int64_t a, int64_t b) -> std::optional<int64_t> {
    if (b < 0 || b >= 64)
      return std::nullopt;
    if (left)
      return static_cast<int64_t>(static_cast<uint64_t>(a) << b);
    return a >> b;
  });
  return applyBinary(op, lhs, rhs, rules);
}

/// minsi, maxsi, minui, maxui: the result is one side or the other, per
/// element.
AxisInfo visitMinMax(Operation *op, const AxisInfo &lhs, const AxisInfo &rhs) {
  unsigned rank = lhs.getRank();
  Type type = op->getResult(0).getType();
  if (auto both = foldBoth(lhs, rhs, [&](int64_t a, int64_t b) -> std::optional<int64_t> {
        return isa<arith::MaxSIOp, arith::MaxUIOp>(op) ? std::max(a, b) : std::min(a, b);
      }))
    return constantInfo(type, rank, *both);
  AxisInfo::DimVectorT contiguity, divisibility, constancy;
  for (unsigned d = 0; d < rank; ++d) {
    contiguity.push_back(gcd(lhs.getContiguity(d), rhs.getContiguity(d)));
    divisibility.push_back(mixedDivisibility(lhs, rhs, d));
    constancy.push_back(gcd(lhs.getConstancy(d), rhs.getConstancy(d)));
  }
  return AxisInfo(contiguity, divisibility, constancy);
}

//===----------------------------------------------------------------------===//
// Comparisons and selects
//===----------------------------------------------------------------------===//

bool evaluate(arith::CmpIPredicate predicate, int64_t a, int64_t b) {
  auto ua = static_cast<uint64_t>(a), ub = static_cast<uint64_t>(b);
  switch (predicate) {
  case arith::CmpIPredicate::eq:
    return a == b;
  case arith::CmpIPredicate::ne:
    return a != b;
  case arith::CmpIPredicate::slt:
    return a < b;
  case arith::CmpIPredicate::sle:
    return a <= b;
  case arith::CmpIPredicate::sgt:
    return a > b;
  case arith::CmpIPredicate::sge:
    return a >= b;
  case arith::CmpIPredicate::ult:
    return ua < ub;
  case arith::CmpIPredicate::ule:
    return ua <= ub;
  case arith::CmpIPredicate::ugt:
    return ua > ub;
  case arith::CmpIPredicate::uge:
    return ua >= ub;
  }
  return false;
}

/// cmpi on tensors (a scalar comparison is left unknown, as in Triton). The
/// result is an i1 mask; what matters is how long it stays constant. A run
/// c, c+1, c+2, ... compared with a constant k flips at most once, at k, so
/// it is constant over stretches of the common power-of-two factor of the
/// run start and k - for the predicates whose flip lies at a stretch boundary
/// (x < k, x >= k, k > x, k <= x).
AxisInfo visitCmp(arith::CmpIOp op, const AxisInfo &lhs, const AxisInfo &rhs) {
  auto type = dyn_cast<RankedTensorType>(op.getType());
  if (!type)
    return AxisInfo();
  arith::CmpIPredicate pred = op.getPredicate();
  using P = arith::CmpIPredicate;
  bool gtOrLe = pred == P::sgt || pred == P::ugt || pred == P::sle || pred == P::ule;
  bool ltOrGe = pred == P::slt || pred == P::ult || pred == P::sge || pred == P::uge;
  unsigned rank = type.getRank();
  if (lhs.getConstantValue() && rhs.getConstantValue())
    return AxisInfo(AxisInfo::DimVectorT(rank, 1), AxisInfo::DimVectorT(rank, 1),
                    AxisInfo::DimVectorT(type.getShape()),
                    evaluate(pred, *lhs.getConstantValue(), *rhs.getConstantValue()) ? 1 : 0);
  AxisInfo::DimVectorT constancy;
  for (unsigned d = 0; d < rank; ++d) {
    int64_t c = gcd(lhs.getConstancy(d), rhs.getConstancy(d));
    if (gtOrLe && coversDim(lhs.getConstancy(d), type, d))
      c = std::max(c, gcd(rhs.getContiguity(d), lhs.getDivisibility(d), rhs.getDivisibility(d)));
    else if (ltOrGe && coversDim(rhs.getConstancy(d), type, d))
      c = std::max(c, gcd(lhs.getContiguity(d), lhs.getDivisibility(d), rhs.getDivisibility(d)));
    constancy.push_back(c);
  }
  return AxisInfo(AxisInfo::DimVectorT(rank, 1), AxisInfo::DimVectorT(rank, 1), constancy);
}

/// select: a known condition picks one side; otherwise runs survive only
/// where both sides (and a tensor condition) agree on them.
AxisInfo visitSelect(arith::SelectOp op, const AxisInfo &cond, const AxisInfo &lhs,
                     const AxisInfo &rhs) {
  if (auto c = cond.getConstantValue())
    return *c == 0 ? rhs : lhs;
  bool scalarCond = !isa<ShapedType>(op.getCondition().getType());
  unsigned rank = lhs.getRank();
  AxisInfo::DimVectorT contiguity, divisibility, constancy;
  for (unsigned d = 0; d < rank; ++d) {
    int64_t condRuns = scalarCond ? 0 : cond.getConstancy(d);
    contiguity.push_back(gcd(lhs.getContiguity(d), rhs.getContiguity(d), condRuns));
    divisibility.push_back(mixedDivisibility(lhs, rhs, d));
    constancy.push_back(gcd(lhs.getConstancy(d), rhs.getConstancy(d), condRuns));
  }
  std::optional<int64_t> constant;
  if (lhs.getConstantValue() && lhs.getConstantValue() == rhs.getConstantValue()) {
    constant = lhs.getConstantValue();
    constancy = shapeOrOnes(op.getType(), rank);
  }
  return AxisInfo(contiguity, divisibility, constancy, constant);
}

//===----------------------------------------------------------------------===//
// Sources and shape ops
//===----------------------------------------------------------------------===//

AxisInfo visitConstant(arith::ConstantOp op) {
  if (auto attr = dyn_cast<IntegerAttr>(op.getValue())) {
    if (attr.getValue().getActiveBits() > 64)
      return AxisInfo();
    return constantInfo(op.getType(), 1, static_cast<int64_t>(attr.getValue().getZExtValue()));
  }
  auto splat = dyn_cast<SplatElementsAttr>(op.getValue());
  if (!splat || !splat.getElementType().isIntOrIndex())
    return AxisInfo();
  APInt value = splat.getSplatValue<APInt>();
  if (value.getActiveBits() > 64)
    return AxisInfo();
  auto type = cast<RankedTensorType>(splat.getType());
  return constantInfo(type, type.getRank(), static_cast<int64_t>(value.getZExtValue()));
}

AxisInfo visitMakeRange(MakeRangeOp op) {
  int64_t start = op.getStartAttr().getInt();
  int64_t end = op.getEndAttr().getInt();
  return AxisInfo({end - start}, {start == 0 ? kRangeZeroDivisor : pow2Divisor(start)}, {1});
}

AxisInfo visitSplat(SplatOp op, const AxisInfo &src) {
  auto type = cast<RankedTensorType>(op.getType());
  unsigned rank = type.getRank();
  return AxisInfo(AxisInfo::DimVectorT(rank, 1),
                  AxisInfo::DimVectorT(rank, src.getDivisibility(0)),
                  AxisInfo::DimVectorT(type.getShape()), src.getConstantValue());
}

/// A new dimension of size 1: its only "run" starts at every element, so it
/// divides by what all elements divide by.
AxisInfo visitExpandDims(ExpandDimsOp op, const AxisInfo &src) {
  AxisInfo::DimVectorT contiguity = src.getContiguity();
  AxisInfo::DimVectorT divisibility = src.getDivisibility();
  AxisInfo::DimVectorT constancy = src.getConstancy();
  int64_t newDivisibility = 1;
  if (auto c = src.getConstantValue()) {
    newDivisibility = pow2Divisor(*c);
  } else {
    newDivisibility = 0;
    for (unsigned d = 0; d < src.getRank(); ++d)
      newDivisibility = gcd(newDivisibility, src.getContiguity(d) > 1 ? 1 : src.getDivisibility(d));
    newDivisibility = std::max<int64_t>(1, newDivisibility);
  }
  unsigned axis = op.getAxis();
  contiguity.insert(contiguity.begin() + axis, 1);
  divisibility.insert(divisibility.begin() + axis, newDivisibility);
  constancy.insert(constancy.begin() + axis, 1);
  return AxisInfo(contiguity, divisibility, constancy, src.getConstantValue());
}

AxisInfo visitBroadcast(BroadcastOp op, const AxisInfo &src) {
  auto srcShape = cast<RankedTensorType>(op.getSrc().getType()).getShape();
  auto dstShape = cast<RankedTensorType>(op.getType()).getShape();
  AxisInfo::DimVectorT contiguity, divisibility, constancy;
  for (unsigned d = 0; d < dstShape.size(); ++d) {
    bool stretched = srcShape[d] == 1;
    contiguity.push_back(stretched ? 1 : src.getContiguity(d));
    divisibility.push_back(src.getDivisibility(d));
    constancy.push_back(stretched ? dstShape[d] : src.getConstancy(d));
  }
  return AxisInfo(contiguity, divisibility, constancy, src.getConstantValue());
}

AxisInfo visitTrans(TransOp op, const AxisInfo &src) {
  AxisInfo::DimVectorT contiguity, divisibility, constancy;
  for (int32_t from : op.getOrder()) {
    contiguity.push_back(src.getContiguity(from));
    divisibility.push_back(src.getDivisibility(from));
    constancy.push_back(src.getConstancy(from));
  }
  return AxisInfo(contiguity, divisibility, constancy, src.getConstantValue());
}

/// Loaded values are unknown, but equal pointers under an equal mask load
/// equal values.
AxisInfo visitLoad(LoadOp op, const AxisInfo &ptr, const AxisInfo *mask) {
  unsigned rank = ptr.getRank();
  AxisInfo::DimVectorT constancy;
  for (unsigned d = 0; d < rank; ++d)
    constancy.push_back(gcd(ptr.getConstancy(d), mask ? mask->getConstancy(d) : 0));
  return AxisInfo(AxisInfo::DimVectorT(rank, 1), AxisInfo::DimVectorT(rank, 1), constancy);
}

/// The rules, by op. An empty result means "unknown": the results take
/// their pessimistic state.
AxisInfo transfer(Operation *op, ArrayRef<const AxisInfo *> in) {
  return llvm::TypeSwitch<Operation *, AxisInfo>(op)
      // Casts that keep every element's value (or address).
      .Case<arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp, arith::IndexCastOp,
            arith::IndexCastUIOp, BitcastOp, IntToPtrOp, PtrToIntOp, mlir::triton::gpu::ConvertLayoutOp>(
          [&](Operation *) { return *in[0]; })
      .Case([&](UnrealizedConversionCastOp cast) -> AxisInfo {
        // Mid-conversion, a tensor and the LLVM struct it lowers to are one
        // value: the struct carries the tensor's facts, whatever its own
        // type's rank, so that casting back recovers them. Only a tensor
        // result must get facts of its own rank.
        if (cast->getNumOperands() != 1 || cast->getNumResults() != 1)
          return AxisInfo();
        auto tensor = dyn_cast<RankedTensorType>(cast.getResult(0).getType());
        if (tensor && in[0]->getRank() != tensor.getRank())
          return AxisInfo();
        return *in[0];
      })
      .Case([&](ub::PoisonOp poison) {
        // Never read: as optimistic as it gets.
        unsigned rank = rankOf(poison.getType());
        AxisInfo::DimVectorT all(rank, kMaxDivisor);
        return AxisInfo(all, all, all);
      })
      .Case([&](arith::ConstantOp c) { return visitConstant(c); })
      .Case([&](MakeRangeOp r) { return visitMakeRange(r); })
      .Case<arith::AddIOp, arith::SubIOp, AddPtrOp>(
          [&](Operation *o) { return visitAddSub(o, *in[0], *in[1]); })
      .Case([&](arith::MulIOp o) { return visitMul(o, *in[0], *in[1]); })
      .Case<arith::DivSIOp, arith::DivUIOp>([&](Operation *o) { return visitDiv(o, *in[0], *in[1]); })
      .Case<arith::RemSIOp, arith::RemUIOp>([&](Operation *o) { return visitRem(o, *in[0], *in[1]); })
      .Case<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(
          [&](Operation *o) { return visitLogical(o, *in[0], *in[1]); })
      .Case<arith::ShLIOp, arith::ShRSIOp, arith::ShRUIOp>(
          [&](Operation *o) { return visitShift(o, *in[0], *in[1]); })
      .Case<arith::MaxSIOp, arith::MaxUIOp, arith::MinSIOp, arith::MinUIOp>(
          [&](Operation *o) { return visitMinMax(o, *in[0], *in[1]); })
      .Case([&](arith::CmpIOp o) { return visitCmp(o, *in[0], *in[1]); })
      .Case([&](arith::SelectOp o) { return visitSelect(o, *in[0], *in[1], *in[2]); })
      .Case([&](SplatOp o) { return visitSplat(o, *in[0]); })
      .Case([&](ExpandDimsOp o) { return visitExpandDims(o, *in[0]); })
      .Case([&](BroadcastOp o) { return visitBroadcast(o, *in[0]); })
      .Case([&](TransOp o) { return visitTrans(o, *in[0]); })
      .Case([&](LoadOp o) {
        const AxisInfo *mask = nullptr;
        if (o.getMask()) // operands: ptr, mask, other
          mask = in[1];
        return visitLoad(o, *in[0], mask);
      })
      .Default([](Operation *) { return AxisInfo(); });
}

/// Hints an op carries about its own results override what was inferred.
AxisInfo applyOpHints(Operation *op, const AxisInfo &info) {
  AxisInfo::DimVectorT contiguity = info.getContiguity();
  AxisInfo::DimVectorT divisibility = info.getDivisibility();
  AxisInfo::DimVectorT constancy = info.getConstancy();
  AxisInfo::applyHint(op->getDiscardableAttr("tt.contiguity"), contiguity);
  AxisInfo::applyHint(op->getDiscardableAttr("tt.divisibility"), divisibility);
  AxisInfo::applyHint(op->getDiscardableAttr("tt.constancy"), constancy);
  return AxisInfo(contiguity, divisibility, constancy, info.getConstantValue());
}

/// Per-dimension gcd of everything, constant dropped: the facts true of
/// every call site's argument.
AxisInfo meetCallSite(const AxisInfo &acc, const AxisInfo &site) {
  if (acc.isUninitialized())
    return AxisInfo(site.getContiguity(), site.getDivisibility(), site.getConstancy());
  AxisInfo::DimVectorT contiguity, divisibility, constancy;
  for (unsigned d = 0; d < acc.getRank(); ++d) {
    contiguity.push_back(gcd(acc.getContiguity(d), site.getContiguity(d)));
    divisibility.push_back(gcd(acc.getDivisibility(d), site.getDivisibility(d)));
    constancy.push_back(gcd(acc.getConstancy(d), site.getConstancy(d)));
  }
  return AxisInfo(contiguity, divisibility, constancy);
}

} // namespace

//===----------------------------------------------------------------------===//
// AxisInfo
//===----------------------------------------------------------------------===//

AxisInfo::AxisInfo(ArrayRef<int64_t> contiguity, ArrayRef<int64_t> divisibility,
                   ArrayRef<int64_t> constancy, std::optional<int64_t> constantValue)
    : contiguity(contiguity), divisibility(divisibility), constancy(constancy),
      constantValue(constantValue) {
  assert(divisibility.size() == contiguity.size() && constancy.size() == contiguity.size() &&
         "AxisInfo: one entry per dimension in each vector");
}

void AxisInfo::applyHint(Attribute hint, DimVectorT &vec) {
  if (!hint)
    return;
  if (auto integer = dyn_cast<IntegerAttr>(hint)) {
    vec.assign(vec.empty() ? 1 : vec.size(), static_cast<int64_t>(integer.getValue().getZExtValue()));
    return;
  }
  if (auto dense = dyn_cast<DenseIntElementsAttr>(hint)) {
    DimVectorT values;
    for (const APInt &v : dense.getValues<APInt>())
      values.push_back(static_cast<int64_t>(v.getZExtValue()));
    // A hint of the wrong rank is ignored rather than trusted.
    if (vec.empty() || values.size() == vec.size())
      vec = values;
  }
}

AxisInfo AxisInfo::getPessimisticValueState(Value value) {
  unsigned rank = rankOf(value.getType());
  DimVectorT contiguity(rank, 1), divisibility(rank, 1), constancy(rank, 1);
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    Block *block = arg.getOwner();
    if (block->isEntryBlock())
      if (auto func = dyn_cast_or_null<FunctionOpInterface>(block->getParentOp())) {
        applyHint(func.getArgAttr(arg.getArgNumber(), "tt.contiguity"), contiguity);
        applyHint(func.getArgAttr(arg.getArgNumber(), "tt.divisibility"), divisibility);
        applyHint(func.getArgAttr(arg.getArgNumber(), "tt.constancy"), constancy);
      }
  } else if (Operation *op = value.getDefiningOp()) {
    applyHint(op->getDiscardableAttr("tt.contiguity"), contiguity);
    applyHint(op->getDiscardableAttr("tt.divisibility"), divisibility);
    applyHint(op->getDiscardableAttr("tt.constancy"), constancy);
  }
  return AxisInfo(contiguity, divisibility, constancy);
}

AxisInfo AxisInfo::join(const AxisInfo &lhs, const AxisInfo &rhs) {
  if (lhs.isUninitialized())
    return rhs;
  if (rhs.isUninitialized())
    return lhs;
  if (lhs.getRank() != rhs.getRank())
    return AxisInfo(DimVectorT(lhs.getRank(), 1), DimVectorT(lhs.getRank(), 1),
                    DimVectorT(lhs.getRank(), 1));
  DimVectorT contiguity, divisibility, constancy;
  for (unsigned d = 0; d < lhs.getRank(); ++d) {
    contiguity.push_back(gcd(lhs.getContiguity(d), rhs.getContiguity(d)));
    divisibility.push_back(mixedDivisibility(lhs, rhs, d));
    constancy.push_back(gcd(lhs.getConstancy(d), rhs.getConstancy(d)));
  }
  std::optional<int64_t> constant;
  if (lhs.getConstantValue() && lhs.getConstantValue() == rhs.getConstantValue())
    constant = lhs.getConstantValue();
  return AxisInfo(contiguity, divisibility, constancy, constant);
}

void AxisInfo::print(raw_ostream &os) const {
  auto list = [&](StringRef name, const DimVectorT &vec) {
    os << name << " = [";
    llvm::interleaveComma(vec, os);
    os << "]";
  };
  list("contiguity", contiguity);
  list(", divisibility", divisibility);
  list(", constancy", constancy);
  os << ", constant_value = ";
  if (constantValue)
    os << *constantValue;
  else
    os << "<none>";
}

//===----------------------------------------------------------------------===//
// AxisInfoAnalysis
//===----------------------------------------------------------------------===//

/// Whether `value` is an argument of a warp_specialize partition: it holds
/// the explicit capture of the same position.
static bool isPartitionArgument(Value value) {
  auto arg = dyn_cast<BlockArgument>(value);
  return arg && arg.getOwner()->isEntryBlock() &&
         isa_and_nonnull<mlir::triton::gpu::WarpSpecializePartitionsOp>(arg.getOwner()->getParentOp());
}

void AxisInfoAnalysis::setToEntryState(LatticeT *lattice) {
  Value value = lattice->getAnchor();
  // Known only from its capture (visitNonControlFlowArguments): until the
  // capture is known it stays unknown, and a partition whose captures never
  // become known (dead code) ends with the pessimistic state.
  if (isPartitionArgument(value))
    return;
  AxisInfo state = AxisInfo::getPessimisticValueState(value);
  // A callee's argument: what every call site passes, combined with the
  // callee's own hints (a hint absent counts as no constraint).
  if (auto arg = dyn_cast<BlockArgument>(value); arg && calleeArgs && arg.getOwner()->isEntryBlock()) {
    Operation *func = arg.getOwner()->getParentOp();
    auto it = calleeArgs->find(func);
    if (it != calleeArgs->end() && arg.getArgNumber() < it->second.size()) {
      const AxisInfo &sites = it->second[arg.getArgNumber()];
      auto f = cast<FunctionOpInterface>(func);
      if (!sites.isUninitialized() && sites.getRank() == state.getRank()) {
        auto combine = [&](StringRef name, const AxisInfo::DimVectorT &fromSites) {
          AxisInfo::DimVectorT hinted(state.getRank(), 0);
          AxisInfo::applyHint(f.getArgAttr(arg.getArgNumber(), name), hinted);
          AxisInfo::DimVectorT out;
          for (unsigned d = 0; d < state.getRank(); ++d)
            out.push_back(gcd(hinted[d], fromSites[d]));
          return out;
        };
        state = AxisInfo(combine("tt.contiguity", sites.getContiguity()),
                         combine("tt.divisibility", sites.getDivisibility()),
                         combine("tt.constancy", sites.getConstancy()));
      }
    }
  }
  propagateIfChanged(lattice, lattice->join(state));
}

LogicalResult AxisInfoAnalysis::visitOperation(Operation *op, ArrayRef<const LatticeT *> operands,
                                               ArrayRef<LatticeT *> results) {
  // Wait until every operand is known: its update revisits this op.
  SmallVector<const AxisInfo *> in;
  for (const LatticeT *operand : operands) {
    if (operand->getValue().isUninitialized())
      return success();
    in.push_back(&operand->getValue());
  }
  AxisInfo info = transfer(op, in);
  if (info.isUninitialized()) {
    setAllToEntryStates(results);
    return success();
  }
  info = applyOpHints(op, info);
  for (LatticeT *result : results)
    propagateIfChanged(result, result->join(info));
  return success();
}

void AxisInfoAnalysis::visitNonControlFlowArguments(Operation *op,
                                                    const RegionSuccessor &successor,
                                                    ArrayRef<LatticeT *> argLattices,
                                                    unsigned firstIndex) {
  if (auto partitions = dyn_cast<mlir::triton::gpu::WarpSpecializePartitionsOp>(op)) {
    visitPartitionArguments(partitions, argLattices);
    return;
  }
  auto forOp = dyn_cast<scf::ForOp>(op);
  if (!forOp || argLattices.empty()) {
    SparseForwardDataFlowAnalysis::visitNonControlFlowArguments(op, successor, argLattices,
                                                                firstIndex);
    return;
  }
  // The induction variable: lb + k * step, a multiple of gcd(lb, step).
  ProgramPoint *point = getProgramPointAfter(op);
  const AxisInfo &lb = getLatticeElementFor(point, forOp.getLowerBound())->getValue();
  const AxisInfo &step = getLatticeElementFor(point, forOp.getStep())->getValue();
  if (lb.isUninitialized() || step.isUninitialized())
    return;
  AxisInfo iv({1}, {gcd(lb.getDivisibility(0), step.getDivisibility(0))}, {1});
  propagateIfChanged(argLattices[0], argLattices[0]->join(iv));
}

void AxisInfoAnalysis::visitPartitionArguments(Operation *partitions,
                                               ArrayRef<LatticeT *> argLattices) {
  // A partition's arguments are the warp_specialize's explicit captures, in
  // order: the same values, so the same facts.
  auto ws = cast<mlir::triton::gpu::WarpSpecializeOp>(partitions->getParentOp());
  ProgramPoint *point = getProgramPointAfter(ws);
  for (auto [capture, lattice] : llvm::zip(ws.getExplicitCaptures(), argLattices))
    propagateIfChanged(lattice, lattice->join(getLatticeElementFor(point, capture)->getValue()));
}

//===----------------------------------------------------------------------===//
// ModuleAxisInfoAnalysis
//===----------------------------------------------------------------------===//

/// Triton's analysis also writes what a call site passes into the callee's
/// argument attributes (the gcd with what is there, scalars only), which is
/// how its TTGIR shows them on noinline functions; kept so that ours does.
/// Reading them back as hints changes nothing: they agree with the sites.
static void writeCallSiteAttrs(FunctionOpInterface callee, unsigned index, const AxisInfo &site) {
  if (site.getRank() != 1 || index >= callee.getNumArguments())
    return;
  auto set = [&](StringRef name, int64_t value) {
    int64_t previous = kMaxDivisor;
    if (auto attr = callee.getArgAttrOfType<IntegerAttr>(index, name))
      previous = attr.getInt();
    callee.setArgAttr(index, name,
                      IntegerAttr::get(IntegerType::get(callee.getContext(), 64), gcd(previous, value)));
  };
  set("tt.contiguity", site.getContiguity(0));
  set("tt.divisibility", site.getDivisibility(0));
  set("tt.constancy", site.getConstancy(0));
}

ModuleAxisInfoAnalysis::ModuleAxisInfoAnalysis(ModuleOp module) {
  SmallVector<FunctionOpInterface> funcs;
  module.walk([&](FunctionOpInterface func) {
    if (!func.isExternal())
      funcs.push_back(func);
  });

  // Call edges; callers go before their callees (Kahn's order).
  SymbolTableCollection symbols;
  DenseMap<Operation *, SmallVector<std::pair<CallOpInterface, Operation *>>> calls;
  DenseMap<Operation *, unsigned> pendingCallers;
  for (FunctionOpInterface func : funcs) {
    func.walk([&](CallOpInterface call) {
      auto callee = dyn_cast_or_null<FunctionOpInterface>(call.resolveCallableInTable(&symbols));
      if (!callee || callee.isExternal())
        return;
      calls[func].push_back({call, callee});
      ++pendingCallers[callee];
    });
  }
  SmallVector<Operation *> ready;
  for (FunctionOpInterface func : funcs)
    if (!pendingCallers.lookup(func))
      ready.push_back(func);
  DenseSet<Operation *> done;
  while (!ready.empty()) {
    Operation *func = ready.pop_back_val();
    analyseFunction(cast<FunctionOpInterface>(func));
    done.insert(func);
    for (auto &[call, callee] : calls.lookup(func)) {
      SmallVector<AxisInfo> &args = calleeArgs[callee];
      args.resize(call->getNumOperands());
      for (auto [i, operand] : llvm::enumerate(call->getOperands())) {
        auto it = infos.find(operand);
        AxisInfo site = it != infos.end() ? it->second : AxisInfo::getPessimisticValueState(operand);
        args[i] = meetCallSite(args[i], site);
        writeCallSiteAttrs(cast<FunctionOpInterface>(callee), i, site);
      }
      if (--pendingCallers[callee] == 0)
        ready.push_back(callee);
    }
  }
  // Functions on call cycles: only their own hints are trusted.
  for (FunctionOpInterface func : funcs)
    if (!done.contains(func)) {
      calleeArgs.erase(func);
      analyseFunction(func);
    }
}

void ModuleAxisInfoAnalysis::analyseFunction(FunctionOpInterface func) {
  DataFlowSolver solver(DataFlowConfig().setInterprocedural(false));
  solver.load<dataflow::DeadCodeAnalysis>();
  solver.load<dataflow::SparseConstantPropagation>();
  solver.load<AxisInfoAnalysis>(&calleeArgs);
  // Nested too: warp_specialize partitions learn from their captures.
  if (failed(initializeAndRunNested(solver, func)))
    return;
  auto record = [&](Value value) {
    const auto *lattice = solver.lookupState<AxisInfoAnalysis::LatticeT>(value);
    AxisInfo info = lattice && !lattice->getValue().isUninitialized()
                        ? lattice->getValue()
                        : AxisInfo::getPessimisticValueState(value);
    infos[value] = info;
  };
  func->walk([&](Operation *op) {
    for (Value result : op->getResults())
      record(result);
  });
  func->walk([&](Block *block) {
    for (Value arg : block->getArguments())
      record(arg);
  });
}

const AxisInfo *ModuleAxisInfoAnalysis::getAxisInfo(Value value) const {
  auto it = infos.find(value);
  return it == infos.end() ? nullptr : &it->second;
}

unsigned ModuleAxisInfoAnalysis::getFastestDim(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || tensor.getRank() == 0)
    return 0;
  unsigned rank = tensor.getRank();
  Attribute encoding = tensor.getEncoding();
  if (auto blocked = dyn_cast_or_null<mlir::triton::gpu::BlockedEncodingAttr>(encoding))
    return blocked.getOrder().front();
  if (encoding)
    if (std::optional<tt::LinearLayout> layout = mlir::triton::gpu::toLinearLayout(tensor.getShape(), encoding)) {
      // The first output dimension a register (then lane, warp, block) bit
      // moves along.
      for (StringRef in : {mlir::triton::gpu::dims::kRegister, mlir::triton::gpu::dims::kLane, mlir::triton::gpu::dims::kWarp,
                           mlir::triton::gpu::dims::kBlock})
        for (const tt::LinearLayout::Basis &basis : layout->getBases(in))
          for (unsigned d = 0; d < basis.size() && d < rank; ++d)
            if (basis[d] != 0)
              return d;
    }
  return rank - 1;
}

unsigned ModuleAxisInfoAnalysis::getContigPerThread(Type type, unsigned dim) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.getEncoding())
    return 0;
  std::optional<tt::LinearLayout> layout =
      mlir::triton::gpu::toLinearLayout(tensor.getShape(), tensor.getEncoding());
  if (!layout)
    return 0;
  return std::max(1, tt::getContiguousElementsPerThread(*layout, dim));
}

unsigned ModuleAxisInfoAnalysis::getPtrAlignment(Value ptr) const {
  return getPtrAlignment(ptr, getFastestDim(ptr.getType()));
}

unsigned ModuleAxisInfoAnalysis::getPtrAlignment(Value ptr, unsigned dim) const {
  auto tensor = dyn_cast<RankedTensorType>(ptr.getType());
  const AxisInfo *info = getAxisInfo(ptr);
  if (!tensor || !info || dim >= info->getRank())
    return 1;
  int64_t bytes = pointeeBytes(tensor);
  int64_t multiple = std::max<int64_t>(info->getDivisibility(dim) / bytes, 1);
  return static_cast<unsigned>(std::min(multiple, info->getContiguity(dim)));
}

unsigned ModuleAxisInfoAnalysis::getPtrContiguity(Value ptr) const {
  return getPtrContiguity(ptr, getFastestDim(ptr.getType()));
}

unsigned ModuleAxisInfoAnalysis::getPtrContiguity(Value ptr, unsigned dim) const {
  unsigned alignment = getPtrAlignment(ptr, dim);
  unsigned perThread = getContigPerThread(ptr.getType(), dim);
  return perThread ? std::min(alignment, perThread) : alignment;
}

unsigned ModuleAxisInfoAnalysis::getMaskAlignment(Value mask) const {
  return getMaskAlignment(mask, getFastestDim(mask.getType()));
}

unsigned ModuleAxisInfoAnalysis::getMaskAlignment(Value mask, unsigned dim) const {
  const AxisInfo *info = getAxisInfo(mask);
  if (!isa<RankedTensorType>(mask.getType()) || !info || dim >= info->getRank())
    return 1;
  return static_cast<unsigned>(std::max<int64_t>(info->getConstancy(dim), 1));
}

unsigned ModuleAxisInfoAnalysis::getAlignment(Value value, unsigned elementBitWidth) const {
  auto tensor = dyn_cast<RankedTensorType>(value.getType());
  const AxisInfo *info = getAxisInfo(value);
  unsigned dim = getFastestDim(value.getType());
  if (!tensor || !info || dim >= info->getRank())
    return 1;
  int64_t divisibility = info->getDivisibility(dim);
  if (isa<PointerType>(tensor.getElementType()))
    divisibility = std::max<int64_t>(divisibility / std::max(elementBitWidth / 8, 1u), 1);
  return static_cast<unsigned>(std::min(divisibility, info->getContiguity(dim)));
}

unsigned ModuleAxisInfoAnalysis::getContiguity(Value value, unsigned elementBitWidth) const {
  unsigned dim = getFastestDim(value.getType());
  unsigned alignment = getAlignment(value, elementBitWidth);
  unsigned perThread = getContigPerThread(value.getType(), dim);
  return perThread ? std::min(alignment, perThread) : alignment;
}

unsigned ModuleAxisInfoAnalysis::getAccessVectorSize(Value ptr, Value mask) const {
  if (!isa<RankedTensorType>(ptr.getType()))
    return 1;
  unsigned vec = std::max(1u, getPtrContiguity(ptr));
  if (mask)
    vec = std::min(vec, std::max(1u, getMaskAlignment(mask)));
  return vec;
}
