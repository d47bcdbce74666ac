//===- ScalarizeBoolVectors.cpp - vectors of i1 as scalar lanes -----------===//
//
// The SLP vectorizer (run without a target machine, as Triton runs it)
// packs isomorphic compares into vectors of i1 (`icmp <32 x i32>`, masks
// `and`ed lane by lane) whose lanes are then extracted one by one. NVPTX
// has no vector predicates: it legalizes such a vector into the bits of
// 16-bit registers (a selp, shift and or per lane) and extracts them
// again. Each extracted lane becomes scalar compares and logic on the
// lanes of the operands instead, and the vector code dies.
//
// A lane is computed right after the vector it belongs to, where the
// vector was computed (as Triton's compares stand), not where the lane is
// used: the compares' operands die there as they did, and only their i1
// results live on. (On the 34 conformance kernels this moves, ours/Triton
// geomean 0.999 -> 0.998 on an H200, non-dot 0.999 -> 0.993; on an H100
// ma_dropout_lowmem stays at 1.055x: Triton keeps those 32 compares as
// packed bits, and its LLVM IR through our back end runs at 0.988x there.)
//
// Where: right after code generation's CodeGenPrepare (the default), not at
// the end of make_llir's optimization (`--scalarize-bool-vectors=llir`, as
// until 2026-11-28). CodeGenPrepare copies a scalar compare into each block
// that uses it; Triton's vector compares, whose lanes are extracted where
// the vector is made, are not copied. A tile's row mask (`rows < M`), read
// on every iteration of a K loop, so stays out of the loop as in Triton,
// where scalarized before CodeGenPrepare it came back into the loop as one
// setp per element (124 more per iteration in an fp8 matmul of 128x64
// tiles). The LLVM IR make_llir writes keeps Triton's vector compares.
//
//===----------------------------------------------------------------------===//

#include "tt/Target/ScalarizeBoolVectors.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Pass.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace {

enum class Placement { Codegen, LLIR };

cl::opt<Placement> placement(
    "scalarize-bool-vectors",
    cl::desc("Where vectors of i1 become scalar lanes: after code generation's CodeGenPrepare "
             "(codegen, the default) or at the end of make_llir's optimization (llir)"),
    cl::values(clEnumValN(Placement::Codegen, "codegen", "after CodeGenPrepare"),
               clEnumValN(Placement::LLIR, "llir", "at the end of make_llir's optimization")),
    cl::init(Placement::Codegen));

bool isBoolVector(Value *value) {
  auto *type = dyn_cast<FixedVectorType>(value->getType());
  return type && type->getElementType()->isIntegerTy(1);
}

/// A vector of i1 made by compares, logic and shuffles that can be
/// computed lane by lane.
bool isScalarizable(Value *value) {
  if (!isBoolVector(value))
    return false;
  if (isa<CmpInst>(value) || isa<ShuffleVectorInst>(value))
    return true;
  if (auto *op = dyn_cast<BinaryOperator>(value))
    return op->getOpcode() == Instruction::And || op->getOpcode() == Instruction::Or ||
           op->getOpcode() == Instruction::Xor;
  return false;
}

/// The lanes of vectors, each computed once, right after its vector's
/// definition (so it dominates every use of the vector; a DAG of masks
/// shares operands, whose lanes would otherwise be rebuilt per path).
class Lanes {
public:
  explicit Lanes(Function &function) : function(function), builder(function.getContext()) {}

  Value *get(Value *value, uint64_t lane) {
    if (auto *constant = dyn_cast<Constant>(value))
      if (Constant *element = constant->getAggregateElement(lane))
        return element;
    if (Value *known = computed.lookup({value, lane}))
      return known;
    Value *result = compute(value, lane);
    computed[{value, lane}] = result;
    return result;
  }

private:
  Value *compute(Value *value, uint64_t lane) {
    if (!isScalarizable(value)) {
      setInsertPointAfter(value);
      return builder.CreateExtractElement(value, lane);
    }
    auto *inst = cast<Instruction>(value);
    if (auto *shuffle = dyn_cast<ShuffleVectorInst>(inst)) {
      int source = shuffle->getMaskValue(lane);
      if (source < 0)
        return PoisonValue::get(builder.getInt1Ty());
      unsigned width = cast<FixedVectorType>(shuffle->getOperand(0)->getType())->getNumElements();
      return get(shuffle->getOperand(unsigned(source) / width), unsigned(source) % width);
    }
    Value *lhs = get(inst->getOperand(0), lane);
    Value *rhs = get(inst->getOperand(1), lane);
    setInsertPointAfter(inst);
    if (auto *cmp = dyn_cast<CmpInst>(inst))
      return builder.CreateCmp(cmp->getPredicate(), lhs, rhs);
    return builder.CreateBinOp(cast<BinaryOperator>(inst)->getOpcode(), lhs, rhs);
  }

  /// Before what followed `value`'s definition when first asked: the
  /// scalars of one vector come in the order they are made.
  void setInsertPointAfter(Value *value) {
    Instruction *&before = following[value];
    if (!before) {
      if (auto *phi = dyn_cast<PHINode>(value))
        before = &*phi->getParent()->getFirstInsertionPt();
      else if (auto *inst = dyn_cast<Instruction>(value))
        before = inst->getNextNode();
      else
        before = &*function.getEntryBlock().getFirstInsertionPt();
    }
    builder.SetInsertPoint(before);
  }

  Function &function;
  IRBuilder<> builder;
  DenseMap<std::pair<Value *, uint64_t>, Value *> computed;
  DenseMap<Value *, Instruction *> following;
};

bool scalarizeBoolVectors(Function &function) {
  SmallVector<ExtractElementInst *> extracts;
  for (Instruction &inst : instructions(function))
    if (auto *extract = dyn_cast<ExtractElementInst>(&inst))
      if (isa<ConstantInt>(extract->getIndexOperand()) &&
          isScalarizable(extract->getVectorOperand()))
        extracts.push_back(extract);
  if (extracts.empty())
    return false;
  Lanes lanes(function);
  SmallVector<WeakTrackingVH> vectors;
  for (ExtractElementInst *extract : extracts) {
    uint64_t lane = cast<ConstantInt>(extract->getIndexOperand())->getZExtValue();
    vectors.push_back(extract->getVectorOperand());
    extract->replaceAllUsesWith(lanes.get(extract->getVectorOperand(), lane));
  }
  // Erased only now: an extract may be where later lanes are inserted.
  for (ExtractElementInst *extract : extracts)
    extract->eraseFromParent();
  // The vector code left without users (code generation splits what
  // remains of the operands' vectors into scalars anyway).
  RecursivelyDeleteTriviallyDeadInstructionsPermissive(vectors);
  return true;
}

class ScalarizeBoolVectorsLegacyPass : public FunctionPass {
public:
  static char ID;
  ScalarizeBoolVectorsLegacyPass() : FunctionPass(ID) {}

  StringRef getPassName() const override { return "Scalarize vectors of i1"; }

  void getAnalysisUsage(AnalysisUsage &usage) const override { usage.setPreservesCFG(); }

  bool runOnFunction(Function &function) override {
    return !skipFunction(function) && scalarizeBoolVectors(function);
  }
};

char ScalarizeBoolVectorsLegacyPass::ID = 0;

} // namespace

PreservedAnalyses tt::ScalarizeBoolVectorsPass::run(Function &function,
                                                    FunctionAnalysisManager &) {
  return scalarizeBoolVectors(function) ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

FunctionPass *tt::createScalarizeBoolVectorsLegacyPass() {
  return new ScalarizeBoolVectorsLegacyPass();
}

bool tt::scalarizesBoolVectorsInLLIR() { return placement == Placement::LLIR; }
