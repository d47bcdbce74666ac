//===- StrengthReduction.cpp - Nearest-basis strength reduction -----------===//
//
// Straight-line code computes many values that differ from an earlier one by
// a constant multiple of a common stride: unrolled rows of a tile address
// `(b | k) * stride` for k = 0, 1, 2, ...; offsets `b + k * s`; pointers
// `&p[k * s]`. Code generation rewrites each such value from one computed
// before it, which costs one add instead of a multiply.
//
// The algorithm (straight-line strength reduction, as Triton 3.6's LLVM runs
// it in the NVPTX pipeline):
//   1. Walk the dominator tree depth first and record every candidate, an
//      instruction of one of three forms with a constant index i:
//        add:  B + i * S      (also B + (S << i), and B + S as i = 1)
//        mul:  (B + i) * S    (B | i with disjoint bits counts as B + i)
//        gep:  &B[i * S]      (i * S with no signed wrap, or sign-extended)
//      An instruction may give several candidates (either operand as S).
//   2. A candidate's basis is the nearest earlier candidate of the same form,
//      base, stride and type whose block dominates it; candidates that an
//      address folds for free, or already in their simplest form, get none.
//   3. From the last candidate to the first, replace each that has a basis
//      by basis + (i' - i) * S, the bump being S, -S, a shift or a multiply.
//
// Why not LLVM 22's pass: it rebases candidates on the root of a chain (row
// k becomes row0 + k * S, a multiply each) and walks sign-extended sums into
// chained 64-bit pointer adds. Triton's LLVM keeps rows chained by one
// 32-bit add each and addresses every row from its own index. On kernels
// that address 16 rows of a tile (cf_for_online_softmax_stats), ptxas then
// gives LLVM 22's form 96 registers against Triton's 128 and it runs ~9%
// slower on an H200 with everything else equal.
//
//===----------------------------------------------------------------------===//

#include "tt/Target/StrengthReduction.h"

#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Operator.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/IR/ValueHandle.h"
#include "llvm/Pass.h"
#include "llvm/Transforms/Utils/Local.h"

#include <list>

using namespace llvm;
using namespace llvm::PatternMatch;

namespace {

struct Candidate {
  enum Form { Add, Mul, GEP };
  Form form;
  const SCEV *base;
  /// i; for a gep, i times the element size, as wide as the pointer's index.
  APInt index;
  Value *stride;
  Instruction *inst;
  Candidate *basis = nullptr;
};

class NearestBasisReducer {
public:
  NearestBasisReducer(const DataLayout &layout, DominatorTree &domTree, ScalarEvolution &scev,
                      TargetTransformInfo &tti)
      : layout(layout), domTree(domTree), scev(scev), tti(tti) {}

  bool run(Function &function) {
    for (DomTreeNode *node : depth_first(&domTree))
      for (Instruction &inst : *node->getBlock())
        collect(inst);
    for (auto it = candidates.rbegin(); it != candidates.rend(); ++it)
      if (it->basis && !replaced.contains(it->inst))
        rewrite(*it);
    bool changed = !replaced.empty();
    for (WeakVH &handle : deadHandles)
      if (auto *inst = dyn_cast_or_null<Instruction>(handle))
        RecursivelyDeleteTriviallyDeadInstructions(inst);
    return changed;
  }

private:
  // --- Step 1: candidates ---------------------------------------------------

  void collect(Instruction &inst) {
    if (auto *gep = dyn_cast<GetElementPtrInst>(&inst))
      return collectGEP(gep);
    if (!inst.getType()->isIntegerTy())
      return;
    if (inst.getOpcode() == Instruction::Add || inst.getOpcode() == Instruction::Mul) {
      Value *lhs = inst.getOperand(0), *rhs = inst.getOperand(1);
      collectBinary(inst, lhs, rhs);
      if (lhs != rhs)
        collectBinary(inst, rhs, lhs);
    }
  }

  /// `inst` = `first` op `second`, with `second` read as the stride's side.
  void collectBinary(Instruction &inst, Value *first, Value *second) {
    unsigned bits = inst.getType()->getIntegerBitWidth();
    Value *stride = nullptr;
    ConstantInt *constant = nullptr;
    if (inst.getOpcode() == Instruction::Add) {
      if (match(second, m_Mul(m_Value(stride), m_ConstantInt(constant))))
        return add(Candidate::Add, scev.getSCEV(first), constant->getValue(), stride, inst);
      if (match(second, m_Shl(m_Value(stride), m_ConstantInt(constant))) &&
          constant->getValue().ult(bits))
        return add(Candidate::Add, scev.getSCEV(first),
                   APInt::getOneBitSet(bits, unsigned(constant->getZExtValue())), stride, inst);
      return add(Candidate::Add, scev.getSCEV(first), APInt(bits, 1), second, inst);
    }
    // (B + i) * S with `first` as B + i and `second` as S.
    Value *base = nullptr;
    if (match(first, m_c_Add(m_Value(base), m_ConstantInt(constant))) ||
        (match(first, m_c_Or(m_Value(base), m_ConstantInt(constant))) &&
         haveDisjointBits(first, base, constant)))
      return add(Candidate::Mul, scev.getSCEV(base), constant->getValue(), second, inst);
    add(Candidate::Mul, scev.getSCEV(first), APInt(bits, 0), second, inst);
  }

  bool haveDisjointBits(Value *orValue, Value *base, ConstantInt *constant) {
    if (auto *disjoint = dyn_cast<PossiblyDisjointInst>(orValue); disjoint && disjoint->isDisjoint())
      return true;
    return haveNoCommonBitsSet(base, constant, SimplifyQuery(layout));
  }

  /// Every non-struct index of the gep, once as a whole (i = 1) and once
  /// factored as `x * c` / `x << c` (no signed wrap), looking through a sext.
  void collectGEP(GetElementPtrInst *gep) {
    if (gep->getType()->isVectorTy())
      return;
    SmallVector<const SCEV *, 4> indexExprs;
    for (Use &index : gep->indices())
      indexExprs.push_back(scev.getSCEV(index));
    unsigned indexBits = layout.getIndexSizeInBits(gep->getAddressSpace());
    gep_type_iterator type = gep_type_begin(gep);
    for (unsigned operand = 1; operand < gep->getNumOperands(); ++operand, ++type) {
      if (type.isStruct())
        continue;
      // The base: the gep with this index zero.
      const SCEV *saved = indexExprs[operand - 1];
      indexExprs[operand - 1] = scev.getZero(saved->getType());
      const SCEV *base = scev.getGEPExpr(cast<GEPOperator>(gep), indexExprs);
      indexExprs[operand - 1] = saved;

      Value *index = gep->getOperand(operand);
      uint64_t elementSize = type.getSequentialElementStride(layout);
      if (index->getType()->getIntegerBitWidth() <= indexBits)
        collectGEPIndex(gep, base, index, elementSize, indexBits);
      Value *narrow = nullptr;
      if (match(index, m_SExt(m_Value(narrow))) &&
          narrow->getType()->getIntegerBitWidth() <= indexBits)
        collectGEPIndex(gep, base, narrow, elementSize, indexBits);
    }
  }

  void collectGEPIndex(GetElementPtrInst *gep, const SCEV *base, Value *index,
                       uint64_t elementSize, unsigned indexBits) {
    auto addScaled = [&](const APInt &factor, Value *stride) {
      APInt size(indexBits, elementSize, /*isSigned=*/false, /*implicitTrunc=*/true);
      APInt scaled = factor.sextOrTrunc(indexBits) * size;
      add(Candidate::GEP, base, scaled, stride, *gep);
    };
    unsigned bits = index->getType()->getIntegerBitWidth();
    addScaled(APInt(bits, 1), index);
    Value *stride = nullptr;
    ConstantInt *constant = nullptr;
    if (match(index, m_NSWMul(m_Value(stride), m_ConstantInt(constant))))
      addScaled(constant->getValue(), stride);
    else if (match(index, m_NSWShl(m_Value(stride), m_ConstantInt(constant))) &&
             constant->getValue().ult(bits))
      addScaled(APInt::getOneBitSet(bits, unsigned(constant->getZExtValue())), stride);
  }

  // --- Step 2: the nearest basis --------------------------------------------

  void add(Candidate::Form form, const SCEV *base, const APInt &index, Value *stride,
           Instruction &inst) {
    Candidate candidate{form, base, index, stride, &inst};
    if (!foldsIntoAddress(candidate) && !isSimplest(candidate))
      candidate.basis = findNearestBasis(candidate);
    candidates.push_back(candidate);
  }

  Candidate *findNearestBasis(const Candidate &candidate) {
    // A bounded look back keeps the pass linear.
    constexpr unsigned kLookBack = 50;
    unsigned looked = 0;
    for (auto it = candidates.rbegin(); it != candidates.rend() && looked < kLookBack;
         ++it, ++looked)
      if (isBasis(*it, candidate))
        return &*it;
    return nullptr;
  }

  bool isBasis(const Candidate &basis, const Candidate &candidate) {
    return basis.inst != candidate.inst && basis.form == candidate.form &&
           basis.base == candidate.base && basis.stride == candidate.stride &&
           basis.inst->getType() == candidate.inst->getType() &&
           domTree.dominates(basis.inst->getParent(), candidate.inst->getParent());
  }

  /// A gep the target addresses for free, or `B + i * S` an address mode
  /// holds: rewriting it would add work.
  bool foldsIntoAddress(const Candidate &candidate) {
    if (candidate.form == Candidate::GEP) {
      auto *gep = cast<GetElementPtrInst>(candidate.inst);
      SmallVector<const Value *, 4> indices(gep->indices());
      return tti.getGEPCost(gep->getSourceElementType(), gep->getPointerOperand(), indices) ==
             TargetTransformInfo::TCC_Free;
    }
    if (candidate.form == Candidate::Add)
      return candidate.index.getBitWidth() <= 64 &&
             tti.isLegalAddressingMode(candidate.base->getType(), nullptr, 0, true,
                                       candidate.index.getSExtValue(),
                                       /*AddrSpace=*/~0u);
    return false;
  }

  /// `B ± S`, `(B + 0) * S`, a lone `&B[±S]`: nothing cheaper exists.
  static bool isSimplest(const Candidate &candidate) {
    bool unitIndex = candidate.index.isOne() || candidate.index.isAllOnes();
    switch (candidate.form) {
    case Candidate::Add:
      return unitIndex;
    case Candidate::Mul:
      return candidate.index.isZero();
    case Candidate::GEP:
      return unitIndex && hasOneNonZeroIndex(cast<GetElementPtrInst>(candidate.inst));
    }
    return false;
  }

  static bool hasOneNonZeroIndex(GetElementPtrInst *gep) {
    unsigned nonZero = 0;
    for (Use &index : gep->indices())
      if (auto *constant = dyn_cast<ConstantInt>(index); !constant || !constant->isZero())
        ++nonZero;
    return nonZero <= 1;
  }

  // --- Step 3: rewriting ----------------------------------------------------

  void rewrite(const Candidate &candidate) {
    const Candidate &basis = *candidate.basis;
    IRBuilder<> builder(candidate.inst);
    auto [bump, negated] = emitBump(basis, candidate, builder);
    Value *reduced;
    if (candidate.form == Candidate::GEP) {
      if (negated)
        bump = builder.CreateNeg(bump);
      bool inBounds = cast<GetElementPtrInst>(candidate.inst)->isInBounds();
      reduced = builder.CreatePtrAdd(basis.inst, bump, "", inBounds ? GEPNoWrapFlags::inBounds()
                                                                     : GEPNoWrapFlags::none());
    } else {
      // No wrap flags: (i' - i) * S may wrap where the original did not.
      reduced = negated ? builder.CreateSub(basis.inst, bump) : builder.CreateAdd(basis.inst, bump);
    }
    reduced->takeName(candidate.inst);
    candidate.inst->replaceAllUsesWith(reduced);
    replaced.insert(candidate.inst);
    deadHandles.emplace_back(candidate.inst);
  }

  /// (i' - i) * S as a value and whether it is to be subtracted: S itself for
  /// a difference of ±1, a shift for ± a power of two, else a multiply.
  static std::pair<Value *, bool> emitBump(const Candidate &basis, const Candidate &candidate,
                                           IRBuilder<> &builder) {
    unsigned bits = std::max(basis.index.getBitWidth(), candidate.index.getBitWidth());
    APInt difference = candidate.index.sext(bits) - basis.index.sext(bits);
    if (difference.isOne())
      return {candidate.stride, false};
    if (difference.isAllOnes())
      return {candidate.stride, true};
    Value *stride = builder.CreateSExtOrTrunc(candidate.stride, builder.getIntNTy(bits));
    if (difference.isPowerOf2())
      return {builder.CreateShl(stride, difference.logBase2()), false};
    if (difference.isNegatedPowerOf2())
      return {builder.CreateShl(stride, (-difference).logBase2()), true};
    return {builder.CreateMul(stride, ConstantInt::get(stride->getType(), difference)), false};
  }

  const DataLayout &layout;
  DominatorTree &domTree;
  ScalarEvolution &scev;
  TargetTransformInfo &tti;
  /// A list: candidates point at their basis, so addresses must stay put.
  std::list<Candidate> candidates;
  SmallPtrSet<Instruction *, 32> replaced;
  /// The replaced instructions, deleted at the end (with what only they
  /// used); a handle goes null if an earlier deletion took its instruction.
  SmallVector<WeakVH, 32> deadHandles;
};

class NearestBasisStrengthReductionPass : public FunctionPass {
public:
  static char ID;
  NearestBasisStrengthReductionPass() : FunctionPass(ID) {}

  StringRef getPassName() const override { return "Nearest-basis strength reduction"; }

  void getAnalysisUsage(AnalysisUsage &usage) const override {
    usage.addRequired<DominatorTreeWrapperPass>();
    usage.addRequired<ScalarEvolutionWrapperPass>();
    usage.addRequired<TargetTransformInfoWrapperPass>();
    usage.setPreservesCFG();
  }

  bool runOnFunction(Function &function) override {
    if (skipFunction(function))
      return false;
    NearestBasisReducer reducer(function.getDataLayout(),
                                getAnalysis<DominatorTreeWrapperPass>().getDomTree(),
                                getAnalysis<ScalarEvolutionWrapperPass>().getSE(),
                                getAnalysis<TargetTransformInfoWrapperPass>().getTTI(function));
    return reducer.run(function);
  }
};

char NearestBasisStrengthReductionPass::ID = 0;

} // namespace

FunctionPass *tt::createNearestBasisStrengthReductionPass() {
  return new NearestBasisStrengthReductionPass();
}
