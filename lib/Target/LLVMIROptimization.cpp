//===- LLVMIROptimization.cpp - the LLVM half of Triton's make_llir -------===//

#include "tt/Target/LLVMIROptimization.h"
#include "tt/Target/CUDAToolkit.h"
#include "tt/Target/GPUTarget.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Analysis/VectorUtils.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

static cl::opt<bool> scalarizeBoolVectors(
    "tt-scalarize-bool-vectors", cl::Hidden, cl::init(true),
    cl::desc("Compute the lanes of vectors of i1 as scalars (ScalarizeBoolVectorsPass)"));
static cl::opt<bool> scalarizeBoolExtracts(
    "tt-scalarize-bool-extracts", cl::Hidden, cl::init(true),
    cl::desc("ScalarizeBoolVectorsPass also computes extracted lanes as scalars"));

bool tt::hasExternalDependencies(const Module &module) {
  for (const GlobalVariable &global : module.globals())
    if (global.hasExternalLinkage() && global.getName() != "global_smem")
      return true;
  for (const Function &function : module)
    if (function.hasExternalLinkage() && !function.hasExactDefinition() &&
        !function.isIntrinsic())
      return true;
  return false;
}

StringRef tt::firstLibdeviceCall(const Module &module) {
  for (const Function &function : module)
    if (function.isDeclaration() && function.getName().starts_with("__nv_"))
      return function.getName();
  return "";
}

Error tt::linkLibdevice(Module &module, StringRef path) {
  SMDiagnostic diagnostic;
  std::unique_ptr<Module> library =
      parseIRFile(path, diagnostic, module.getContext());
  if (!library)
    return createStringError(inconvertibleErrorCode(),
                             "cannot read libdevice '" + path +
                                 "': " + diagnostic.getMessage());
  library->setTargetTriple(module.getTargetTriple());
  library->setDataLayout(module.getDataLayout());
  StringSet<> defined;
  for (const Function &function : *library)
    if (!function.isDeclaration())
      defined.insert(function.getName());
  if (Linker(module).linkInModule(std::move(library),
                                  Linker::Flags::LinkOnlyNeeded))
    return createStringError(inconvertibleErrorCode(),
                             "cannot link libdevice '" + path + "'");
  for (Function &function : module)
    if (defined.contains(function.getName()))
      function.setLinkage(GlobalValue::InternalLinkage);
  return Error::success();
}

Error tt::attachNVPTXDataLayout(Module &module, const GPUTarget &target) {
  auto machine = createNVPTXTargetMachine(target);
  if (!machine)
    return machine.takeError();
  module.setDataLayout((*machine)->createDataLayout());
  return Error::success();
}

void tt::setReflectFTZ(Module &module, bool enabled) {
  // Module::Override (4), as Triton's set_nvvm_reflect_ftz writes it.
  module.addModuleFlag(Module::Override, "nvvm-reflect-ftz", enabled ? 1 : 0);
}

namespace {
/// Triton lowers tensors to LLVM structs, and loops carry them through phis
/// that most scalar passes can't see into. Splits each struct phi into one
/// phi per field and rebuilds the struct after the phis.
struct BreakStructPhiNodesPass : PassInfoMixin<BreakStructPhiNodesPass> {
  PreservedAnalyses run(Function &function, FunctionAnalysisManager &) {
    SmallVector<PHINode *> structPhis;
    for (BasicBlock &block : function)
      for (PHINode &phi : block.phis())
        if (isa<StructType>(phi.getType()))
          structPhis.push_back(&phi);
    for (PHINode *phi : structPhis)
      split(phi);
    return structPhis.empty() ? PreservedAnalyses::all()
                              : PreservedAnalyses::none();
  }

  static void split(PHINode *phi) {
    auto *type = cast<StructType>(phi->getType());
    IRBuilder<> builder(phi);
    SmallVector<PHINode *> fields;
    for (unsigned i = 0, e = type->getNumElements(); i < e; ++i) {
      builder.SetInsertPoint(phi);
      PHINode *field = builder.CreatePHI(type->getElementType(i),
                                         phi->getNumIncomingValues());
      for (unsigned j = 0, n = phi->getNumIncomingValues(); j < n; ++j) {
        BasicBlock *from = phi->getIncomingBlock(j);
        builder.SetInsertPoint(from->getTerminator());
        field->addIncoming(builder.CreateExtractValue(phi->getIncomingValue(j), i),
                           from);
      }
      fields.push_back(field);
    }
    builder.SetInsertPoint(phi->getParent(),
                           phi->getParent()->getFirstInsertionPt());
    Value *rebuilt = PoisonValue::get(type);
    for (auto [i, field] : llvm::enumerate(fields))
      rebuilt = builder.CreateInsertValue(rebuilt, field, i);
    phi->replaceAllUsesWith(rebuilt);
    phi->eraseFromParent();
  }
};

/// The SLP vectorizer (run without a target machine, as Triton runs it)
/// packs isomorphic compares into vectors of i1 (`icmp <32 x i32>`, masks
/// `and`ed lane by lane) whose lanes are then extracted one by one. NVPTX
/// has no vector predicates: it legalizes such a vector into the bits of
/// 16-bit registers (a selp, shift and or per lane) and extracts them
/// again. Each extracted lane becomes scalar compares and logic on the
/// lanes of the operands instead, a select on such a vector one select per
/// lane (scalarizeSelect), and the vector code dies.
///
/// A lane is computed right after the vector it belongs to, where the
/// vector was computed (as Triton's compares stand), not where the lane is
/// used: the compares' operands die there as they did, and only their i1
/// results live on. (On the 34 conformance kernels this moves, ours/Triton
/// geomean 0.999 -> 0.998 on an H200, non-dot 0.999 -> 0.993; on an H100
/// ma_dropout_lowmem stays at 1.055x: Triton keeps those 32 compares as
/// packed bits, and its LLVM IR through our back end runs at 0.988x there.)
struct ScalarizeBoolVectorsPass : PassInfoMixin<ScalarizeBoolVectorsPass> {
  class Lanes;

  PreservedAnalyses run(Function &function, FunctionAnalysisManager &analyses) {
    SmallVector<ExtractElementInst *> extracts;
    SmallVector<SelectInst *> selects;
    for (Instruction &inst : instructions(function)) {
      if (auto *extract = dyn_cast<ExtractElementInst>(&inst))
        if (scalarizeBoolExtracts && isa<ConstantInt>(extract->getIndexOperand()) &&
            isScalarizable(extract->getVectorOperand()))
          extracts.push_back(extract);
      if (auto *select = dyn_cast<SelectInst>(&inst))
        if (isScalarizable(select->getCondition()))
          selects.push_back(select);
    }
    if (extracts.empty() && selects.empty())
      return PreservedAnalyses::all();
    Lanes lanes(function);
    SmallVector<WeakTrackingVH> vectors;
    for (ExtractElementInst *extract : extracts) {
      uint64_t lane = cast<ConstantInt>(extract->getIndexOperand())->getZExtValue();
      vectors.push_back(extract->getVectorOperand());
      extract->replaceAllUsesWith(lanes.get(extract->getVectorOperand(), lane));
    }
    for (SelectInst *select : selects) {
      vectors.push_back(select->getCondition());
      scalarizeSelect(select, lanes);
    }
    // Erased only now: an extract or a select may be where later lanes are
    // inserted.
    for (ExtractElementInst *extract : extracts)
      extract->eraseFromParent();
    for (SelectInst *select : selects)
      select->eraseFromParent();
    // The vector code left without users (code generation splits what
    // remains of the operands' vectors into scalars anyway).
    RecursivelyDeleteTriviallyDeadInstructionsPermissive(vectors);
    // A select's lanes recompute compares the vectorizer also kept as
    // scalars for other users (an i64 select beside the f32 one): one each.
    if (!selects.empty()) {
      analyses.invalidate(function, PreservedAnalyses::none());
      EarlyCSEPass().run(function, analyses);
    }
    return PreservedAnalyses::none();
  }

  /// A select on a vector of i1 becomes a select per lane, on the lanes of
  /// its mask (scalar compares and logic, as above) and of its values (the
  /// scalars the vectorizer packed, where it packed them), gathered back
  /// into the vector its users take (the select itself is erased by the
  /// caller). Left whole, NVPTX widens the mask into registers and selects
  /// again on them, and the compares are made twice: once in the vector,
  /// once as the scalars the vectorizer kept.
  static void scalarizeSelect(SelectInst *select, Lanes &lanes) {
    IRBuilder<> builder(select);
    auto laneOf = [&](Value *vector, unsigned lane) -> Value * {
      if (Value *scalar = findScalarElement(vector, lane))
        return scalar;
      return builder.CreateExtractElement(vector, lane);
    };
    auto *type = cast<FixedVectorType>(select->getType());
    // Every lane of the mask first, then the selects: code generation's own
    // split of a vector select orders them so (Triton's PTX of tl.sort).
    SmallVector<Value *> conditions;
    for (unsigned lane = 0, e = type->getNumElements(); lane < e; ++lane)
      conditions.push_back(lanes.get(select->getCondition(), lane));
    builder.SetInsertPoint(select);
    Value *rebuilt = PoisonValue::get(type);
    for (auto [lane, condition] : llvm::enumerate(conditions)) {
      Value *chosen = builder.CreateSelect(condition, laneOf(select->getTrueValue(), lane),
                                           laneOf(select->getFalseValue(), lane));
      rebuilt = builder.CreateInsertElement(rebuilt, chosen, lane);
    }
    select->replaceAllUsesWith(rebuilt);
  }

  static bool isBoolVector(Value *value) {
    auto *type = dyn_cast<FixedVectorType>(value->getType());
    return type && type->getElementType()->isIntegerTy(1);
  }

  /// A vector of i1 made by compares, logic and shuffles that can be
  /// computed lane by lane.
  static bool isScalarizable(Value *value) {
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
        if (Value *scalar = findScalarElement(value, lane))
          return scalar; // a vector packed from scalars: that scalar
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
};

/// Offsets of a tensor's elements are `or disjoint` of a base and a
/// constant (x | 1, x | 2, ...: the base's low bits are known zero), and
/// Philox multiplies them by its constants. At code generation Triton's LLVM
/// distributes such a multiply as over an add, (x | c) * K = x*K + c*K, so a
/// row of products becomes one multiply and adds of constants; LLVM 22's DAG
/// combiner no longer takes the `or` for an add there and multiplies every
/// element. Each `or disjoint` multiplied by a constant is written as the
/// `add nuw nsw` it equals (no carry can occur between disjoint bits, so
/// neither wrap does). Products by a runtime value (a row times a stride)
/// keep the `or`, which code generation's strength reduction reads as an add
/// (StrengthReduction.cpp). (With adds there, LLVM 22's own strength
/// reduction, which ran then, chained the rows' 64-bit addresses:
/// ctl_where_masks went from 0.99x to 1.08x Triton's time on an H100.)
/// Runs last: InstCombine would turn the adds back into ors.
struct AddLikeMultiplicandsPass : PassInfoMixin<AddLikeMultiplicandsPass> {
  PreservedAnalyses run(Function &function, FunctionAnalysisManager &) {
    DenseMap<Value *, Value *> addFor;
    for (Instruction &inst : instructions(function)) {
      auto *mul = dyn_cast<BinaryOperator>(&inst);
      if (!mul || mul->getOpcode() != Instruction::Mul)
        continue;
      for (Use &operand : mul->operands())
        if (isDisjointOrWithConstant(operand.get()) &&
            isa<Constant>(mul->getOperand(1 - operand.getOperandNo()))) {
          Value *&add = addFor[operand.get()];
          if (!add)
            add = createEquivalentAdd(cast<PossiblyDisjointInst>(operand.get()));
          operand.set(add);
        }
    }
    // The ors whose only users were multiplies.
    for (auto [disjoint, add] : addFor)
      if (disjoint->use_empty())
        cast<Instruction>(disjoint)->eraseFromParent();
    return addFor.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
  }

  static bool isDisjointOrWithConstant(Value *value) {
    auto *disjoint = dyn_cast<PossiblyDisjointInst>(value);
    return disjoint && disjoint->isDisjoint() && isa<Constant>(disjoint->getOperand(1));
  }

  /// `x + c` right after `x | c`.
  static Value *createEquivalentAdd(PossiblyDisjointInst *disjoint) {
    auto *add = BinaryOperator::CreateAdd(disjoint->getOperand(0), disjoint->getOperand(1),
                                          disjoint->getName() + ".add");
    add->setHasNoUnsignedWrap();
    add->setHasNoSignedWrap();
    add->insertAfter(disjoint->getIterator());
    add->setDebugLoc(disjoint->getDebugLoc());
    return add;
  }
};
} // namespace

void tt::optimizeModule(Module &module, unsigned optLevel) {
  if (optLevel == 0)
    return;
  LoopAnalysisManager lam;
  FunctionAnalysisManager fam;
  CGSCCAnalysisManager cgam;
  ModuleAnalysisManager mam;
  // LLVM 22's SLP vectorizer also bundles "copyable" elements (x beside
  // x | C), which Triton's LLVM does not: it turned a dot's index
  // arithmetic into <32 x i32> shuffles and extracts that Triton's IR keeps
  // scalar (dot_single_i8_tb_w4_sm80). Off, unless the user sets it.
  setLLVMOptionUnlessGiven("slp-copyable-elements", "false");
  PipelineTuningOptions tuning;
  tuning.LoopUnrolling = true;
  tuning.LoopInterleaving = true;
  tuning.LoopVectorization = true;
  tuning.SLPVectorization = true;
  // Like Triton, no target machine: the middle end stays target-neutral and
  // the NVPTX specifics happen at code generation.
  PassBuilder builder(/*TM=*/nullptr, tuning);
  // Without a target machine Triton also declares no C library: no call is
  // recognized as a libm or libc function (registered before the default).
  TargetLibraryInfoImpl libraryInfo(module.getTargetTriple());
  libraryInfo.disableAllFunctions();
  fam.registerPass([&] { return TargetLibraryAnalysis(libraryInfo); });
  builder.registerModuleAnalyses(mam);
  builder.registerCGSCCAnalyses(cgam);
  builder.registerFunctionAnalyses(fam);
  builder.registerLoopAnalyses(lam);
  builder.crossRegisterProxies(lam, fam, cgam, mam);
  builder.registerVectorizerStartEPCallback(
      [](FunctionPassManager &fpm, OptimizationLevel) {
        fpm.addPass(BreakStructPhiNodesPass());
        fpm.addPass(InstCombinePass());
      });
  builder.registerOptimizerLastEPCallback(
      [](ModulePassManager &mpm, OptimizationLevel, ThinOrFullLTOPhase) {
        if (scalarizeBoolVectors)
          mpm.addPass(createModuleToFunctionPassAdaptor(ScalarizeBoolVectorsPass()));
        mpm.addPass(createModuleToFunctionPassAdaptor(AddLikeMultiplicandsPass()));
      });
  OptimizationLevel level = optLevel == 1   ? OptimizationLevel::O1
                            : optLevel == 2 ? OptimizationLevel::O2
                                            : OptimizationLevel::O3;
  ModulePassManager mpm = builder.buildPerModuleDefaultPipeline(level);
  mpm.run(module, mam);
}

Error tt::prepareLLVMModule(Module &module, const GPUTarget &target,
                            const LLVMOptimizationOptions &options) {
  if (Error error = attachNVPTXDataLayout(module, target))
    return error;
  if (options.reflectFTZ)
    setReflectFTZ(module, true);
  if (hasExternalDependencies(module)) {
    Expected<std::string> libdevice = findLibdevice(options.libdevicePath);
    if (!libdevice) {
      // Only a libdevice call makes a missing library an error; other
      // external symbols (vprintf, __assertfail) come from the driver.
      StringRef callee = firstLibdeviceCall(module);
      if (!callee.empty())
        return createStringError(inconvertibleErrorCode(),
                                 "the module calls " + callee + ", but " +
                                     toString(libdevice.takeError()));
      consumeError(libdevice.takeError());
    } else if (Error error = linkLibdevice(module, *libdevice)) {
      return error;
    }
  }
  optimizeModule(module, options.optLevel);
  return Error::success();
}
