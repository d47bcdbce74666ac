//===- KernelMetadata.cpp - <kernel>.json for tt-run ----------------------===//

#include "tt/Target/KernelMetadata.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/CallingConv.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/SHA256.h"

using namespace llvm;

static Error fail(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

/// Triton's spelling of a scalar LLVM type, or "" for one it has none for.
static std::string spellScalar(Type *type) {
  if (type->isIntegerTy())
    switch (type->getIntegerBitWidth()) {
    case 1:
    case 8:
    case 16:
    case 32:
    case 64:
      return "i" + std::to_string(type->getIntegerBitWidth());
    }
  if (type->isHalfTy())
    return "fp16";
  if (type->isBFloatTy())
    return "bf16";
  if (type->isFloatTy())
    return "fp32";
  if (type->isDoubleTy())
    return "fp64";
  return "";
}

static bool isHostTensorDescriptor(const Argument &arg) {
  auto *bytes = dyn_cast_or_null<ArrayType>(arg.getParamByValType());
  return bytes && bytes->getElementType()->isIntegerTy(8) && bytes->getNumElements() == 128;
}

/// `*T` from the GEPs based on the argument when their (non-byte) element
/// types agree; `*i8` otherwise.
static std::string spellPointer(const Argument &arg) {
  SmallVector<std::string, 2> seen;
  for (const User *user : arg.users())
    if (const auto *gep = dyn_cast<GEPOperator>(user))
      if (gep->getPointerOperand() == &arg) {
        std::string element = spellScalar(gep->getSourceElementType());
        if (!element.empty() && element != "i8" && !is_contained(seen, element))
          seen.push_back(element);
      }
  return "*" + (seen.size() == 1 ? seen.front() : std::string("i8"));
}

/// "128" or "128,1,1" -> 128.
static std::optional<unsigned> threadCount(StringRef dims) {
  unsigned total = 1;
  SmallVector<StringRef> parts;
  dims.split(parts, ',');
  for (StringRef part : parts) {
    unsigned value;
    if (part.trim().getAsInteger(10, value))
      return std::nullopt;
    total *= value;
  }
  return total;
}

static Expected<unsigned> warpsFromThreads(unsigned threads, StringRef what, StringRef kernel) {
  if (threads == 0 || threads % 32)
    return fail("kernel '" + kernel + "': " + what + " of " + Twine(threads) +
                " threads is not a whole number of warps");
  return threads / 32;
}

/// Kernels marked the pre-LLVM-20 way: !nvvm.annotations = !{!{ptr @k, !"kernel", i32 1}, ...}.
static void readAnnotations(const Module &module, const Function &function, bool &isKernel,
                            std::optional<unsigned> &reqntid, std::optional<unsigned> &maxntid) {
  const NamedMDNode *annotations = module.getNamedMetadata("nvvm.annotations");
  if (!annotations)
    return;
  for (const MDNode *node : annotations->operands()) {
    if (node->getNumOperands() < 3)
      continue;
    auto *target = dyn_cast_or_null<ValueAsMetadata>(node->getOperand(0));
    if (!target || target->getValue() != &function)
      continue;
    for (unsigned i = 1; i + 1 < node->getNumOperands(); i += 2) {
      auto *key = dyn_cast_or_null<MDString>(node->getOperand(i));
      auto *value = mdconst::dyn_extract_or_null<ConstantInt>(node->getOperand(i + 1));
      if (!key || !value)
        continue;
      unsigned v = value->getZExtValue();
      if (key->getString() == "kernel")
        isKernel |= v != 0;
      else if (key->getString() == "reqntidx")
        reqntid = v;
      else if (key->getString() == "maxntidx")
        maxntid = v;
    }
  }
}

Expected<tt::KernelMetadata> tt::describeLLVMKernel(const Module &module, StringRef fileName) {
  const Function *kernel = nullptr;
  std::optional<unsigned> reqntid, maxntid;
  SmallVector<std::string> kernels;
  for (const Function &function : module) {
    if (function.isDeclaration())
      continue;
    bool isKernel = function.getCallingConv() == CallingConv::PTX_Kernel;
    std::optional<unsigned> req, max;
    readAnnotations(module, function, isKernel, req, max);
    if (!isKernel)
      continue;
    kernels.push_back(function.getName().str());
    kernel = &function;
    if (Attribute attr = function.getFnAttribute("nvvm.reqntid"); attr.isValid())
      req = threadCount(attr.getValueAsString());
    if (Attribute attr = function.getFnAttribute("nvvm.maxntid"); attr.isValid())
      max = threadCount(attr.getValueAsString());
    reqntid = req;
    maxntid = max;
  }
  if (kernels.empty())
    return fail(fileName + ": no kernel in the module (expected one function "
                           "defined with the ptx_kernel calling convention)");
  if (kernels.size() > 1)
    return fail(fileName + ": " + Twine(kernels.size()) + " kernels (" + join(kernels, ", ") +
                "); expected exactly one, as Triton "
                "compiles one kernel per module");

  KernelMetadata metadata;
  metadata.name = kernel->getName().str();
  if (reqntid || maxntid) {
    Expected<unsigned> warps = warpsFromThreads(
        reqntid ? *reqntid : *maxntid, reqntid ? "nvvm.reqntid" : "nvvm.maxntid", metadata.name);
    if (!warps)
      return warps.takeError();
    metadata.numWarps = *warps;
  }
  for (const Argument &arg : kernel->args()) {
    KernelParam param;
    param.isPointer = arg.getType()->isPointerTy() && !isHostTensorDescriptor(arg);
    param.type = isHostTensorDescriptor(arg) ? tt::kHostTensorDescriptorType
                 : param.isPointer          ? spellPointer(arg)
                                            : spellScalar(arg.getType());
    if (arg.hasName() && !isDigit(arg.getName().front()))
      param.name = arg.getName().str();
    if (param.type.empty()) {
      std::string typeText;
      raw_string_ostream os(typeText);
      arg.getType()->print(os);
      return fail(fileName + ": parameter " + Twine(arg.getArgNo()) + " of kernel '" +
                  metadata.name + "' has type " + typeText +
                  ", which has no Triton signature type");
    }
    metadata.params.push_back(std::move(param));
  }
  return metadata;
}

Expected<tt::KernelMetadata> tt::describePTXKernel(StringRef ptx, StringRef fileName) {
  SmallVector<StringRef> lines;
  ptx.split(lines, '\n');
  KernelMetadata metadata;
  SmallVector<std::string> entries;
  std::optional<unsigned> reqntid, maxntid;
  bool inParams = false;
  for (auto [index, rawLine] : llvm::enumerate(lines)) {
    StringRef line = rawLine.split("//").first.trim();
    size_t entry = line.find(".entry ");
    if (entry != StringRef::npos && !line.starts_with("//")) {
      StringRef name = line.substr(entry + 7).trim();
      name = name.take_until([](char c) { return c == '(' || isSpace(c); });
      entries.push_back(name.str());
      metadata.name = name.str();
      inParams = line.contains('(') && !line.contains(')');
      continue;
    }
    if (inParams) {
      if (line.starts_with(")")) {
        inParams = false;
        continue;
      }
      if (!line.consume_front(".param"))
        continue;
      line = line.rtrim(',').trim();
      SmallVector<StringRef> words;
      line.split(words, ' ', -1, /*KeepEmpty=*/false);
      KernelParam param;
      param.isPointer = is_contained(words, ".ptr");
      StringRef type = words.empty() ? "" : words.front();
      if (param.isPointer)
        param.type = "*i8";
      else if (type == ".align" && line.ends_with("[128]") && is_contained(words, ".b8"))
        param.type = tt::kHostTensorDescriptorType;
      else if (line.contains('['))
        return fail(fileName + ":" + Twine(index + 1) + ": parameter '" + words.back() +
                    "' of kernel '" + metadata.name +
                    "' is a byte array (a struct passed by value), which "
                    "Triton kernels don't take");
      else
        param.type = StringSwitch<std::string>(type)
                         .Cases({".u64", ".s64", ".b64"}, "i64")
                         .Cases({".u32", ".s32", ".b32"}, "i32")
                         .Cases({".u16", ".s16", ".b16"}, "i16")
                         .Cases({".u8", ".s8", ".b8"}, "i8")
                         .Case(".f64", "fp64")
                         .Case(".f32", "fp32")
                         .Default("");
      if (param.type.empty())
        return fail(fileName + ":" + Twine(index + 1) + ": unknown parameter type '" + type +
                    "' in kernel '" + metadata.name + "'");
      metadata.params.push_back(std::move(param));
      continue;
    }
    auto readDims = [&](StringRef directive, std::optional<unsigned> &out) {
      if (line.consume_front(directive))
        out = threadCount(line.rtrim(';'));
    };
    readDims(".reqntid", reqntid);
    readDims(".maxntid", maxntid);
  }
  if (entries.empty())
    return fail(fileName + ": no kernel in the PTX (expected one '.entry')");
  if (entries.size() > 1)
    return fail(fileName + ": " + Twine(entries.size()) + " kernels (" + join(entries, ", ") +
                "); expected exactly one '.entry'");
  if (reqntid || maxntid) {
    Expected<unsigned> warps = warpsFromThreads(reqntid ? *reqntid : *maxntid,
                                                reqntid ? ".reqntid" : ".maxntid", metadata.name);
    if (!warps)
      return warps.takeError();
    metadata.numWarps = *warps;
  }
  return metadata;
}

std::string tt::getTritonTypeName(mlir::Type type) {
  if (auto integer = mlir::dyn_cast<mlir::IntegerType>(type)) {
    unsigned width = integer.getWidth();
    if (width == 1 || width == 8 || width == 16 || width == 32 || width == 64)
      return "i" + std::to_string(width);
    return "";
  }
  if (type.isF16())
    return "fp16";
  if (type.isBF16())
    return "bf16";
  if (type.isF32())
    return "fp32";
  if (type.isF64())
    return "fp64";
  if (mlir::isa<mlir::Float8E4M3FNType>(type))
    return "fp8e4nv";
  if (mlir::isa<mlir::Float8E5M2Type>(type))
    return "fp8e5";
  if (mlir::isa<mlir::Float8E4M3FNUZType>(type))
    return "fp8e4b8";
  if (mlir::isa<mlir::Float8E5M2FNUZType>(type))
    return "fp8e5b16";
  return "";
}

void tt::addMLIRModuleFacts(mlir::ModuleOp module, KernelMetadata &metadata) {
  auto intAttr = [&](StringRef name) -> std::optional<uint64_t> {
    if (auto attr = module->getAttrOfType<mlir::IntegerAttr>(name))
      return attr.getValue().getZExtValue();
    return std::nullopt;
  };
  if (auto warps = intAttr("ttg.total-num-warps"))
    metadata.numWarps = *warps;
  else if (auto warps = intAttr("ttg.num-warps"); warps && !metadata.numWarps)
    metadata.numWarps = *warps;
  if (auto ctas = intAttr("ttg.num-ctas"))
    metadata.numCtas = *ctas;
  if (auto shared = intAttr("ttg.shared"))
    metadata.shared = *shared;
  if (auto v = intAttr("ttg.global_scratch_memory_size"))
    metadata.globalScratchSize = *v;
  if (auto v = intAttr("ttg.global_scratch_memory_alignment"))
    metadata.globalScratchAlign = *v;
  if (auto v = intAttr("ttg.profile_scratch_memory_size"))
    metadata.profileScratchSize = *v;
  if (auto v = intAttr("ttg.profile_scratch_memory_alignment"))
    metadata.profileScratchAlign = *v;

  auto kernel = module.lookupSymbol<mlir::LLVM::LLVMFuncOp>(metadata.name);
  if (!kernel || kernel.isExternal() || kernel.getNumArguments() != metadata.params.size())
    return;
  // The lowering records what a pointer points to (LLVM's pointers are
  // opaque, and a pointer only passed on to a call has no GEP to tell).
  auto pointees = kernel->getAttrOfType<mlir::ArrayAttr>(kArgPointeesAttrName);
  for (auto [i, param, arg] : llvm::enumerate(metadata.params, kernel.getArguments())) {
    if (auto name = mlir::dyn_cast<mlir::NameLoc>(arg.getLoc()))
      param.name = name.getName().str();
    if (auto pointee = pointees && i < pointees.size()
                           ? mlir::dyn_cast<mlir::TypeAttr>(pointees[i])
                           : mlir::TypeAttr()) {
      std::string element = getTritonTypeName(pointee.getValue());
      if (param.isPointer && !element.empty())
        param.type = "*" + element;
    }
  }
}

namespace {
struct SignatureEntry {
  std::string type;
  bool isPointer;
};
} // namespace

/// The element types tt-run knows (Triton's spellings).
static bool isKnownDType(StringRef type) {
  return StringSwitch<bool>(type)
      .Cases({"i1", "i8", "i16", "i32", "i64"}, true)
      .Cases({"u1", "u8", "u16", "u32", "u64"}, true)
      .Cases({"fp16", "bf16", "fp32", "fp64"}, true)
      .Cases({"fp8e4nv", "fp8e5", "fp8e4b15", "fp8e4b8", "fp8e5b16"}, true)
      .Default(false);
}

Error tt::applySignature(KernelMetadata &metadata, StringRef signature, unsigned scratchParams) {
  SmallVector<StringRef> items;
  signature.split(items, ',');
  std::vector<SignatureEntry> runtime;
  for (auto [index, item] : llvm::enumerate(items)) {
    StringRef text = item.trim();
    auto [type, hint] = text.split(':');
    bool isPointer = type.consume_front("*");
    if (!isPointer && !isKnownDType(type)) {
      // A bare literal is a constexpr: not a kernel parameter.
      if (hint.empty() && !type.empty() &&
          (isDigit(type.front()) || type.front() == '-' || type == "True" || type == "False" ||
           type == "constexpr"))
        continue;
      return fail("--signature entry " + Twine(index) + " '" + text +
                  "': unknown type (expected *T, T or a constexpr literal; T "
                  "one of i1 i8 i16 i32 i64 u8 u16 u32 u64 fp16 bf16 fp32 "
                  "fp64 fp8e4nv fp8e5 fp8e4b15)");
    }
    if (isPointer && !isKnownDType(type))
      return fail("--signature entry " + Twine(index) + " '" + text + "': unknown element type '" +
                  type + "'");
    if (!hint.empty() && hint != "16" && hint != "1")
      return fail("--signature entry " + Twine(index) + " '" + text + "': unknown hint ':" + hint +
                  "' (expected :16 or :1)");
    // Triton specializes integers equal to one away (`i32:1`).
    if (!isPointer && hint == "1" && type.starts_with_insensitive("i"))
      continue;
    if (!isPointer && hint == "1" && type.starts_with("u"))
      continue;
    runtime.push_back({(isPointer ? "*" : "") + type.str(), isPointer});
  }
  size_t available =
      metadata.params.size() >= scratchParams ? metadata.params.size() - scratchParams : 0;
  if (runtime.size() != available)
    return fail("--signature has " + Twine(runtime.size()) + " runtime arguments but kernel '" +
                metadata.name + "' takes " + Twine(available) + " (plus " + Twine(scratchParams) +
                " scratch pointers)");
  for (size_t i = 0; i < runtime.size(); ++i) {
    KernelParam &param = metadata.params[i];
    if (runtime[i].isPointer != param.isPointer)
      return fail("--signature argument " + Twine(i) + " is " +
                  (runtime[i].isPointer ? "a pointer" : "a scalar") + " ('" + runtime[i].type +
                  "') but kernel parameter " + Twine(i) + " is " + param.type);
    param.type = runtime[i].type;
  }
  return Error::success();
}

/// The unsigned integer field `key` of `object`, if present; an error if it
/// is there but not a non-negative integer.
static Expected<std::optional<uint64_t>> readCount(const json::Object &object, StringRef key,
                                                   StringRef fileName) {
  const json::Value *value = object.get(key);
  if (!value || value->kind() == json::Value::Null)
    return std::optional<uint64_t>();
  std::optional<int64_t> number = value->getAsInteger();
  if (!number || *number < 0)
    return fail(fileName + ": '" + key + "' is not a non-negative integer");
  return std::optional<uint64_t>(static_cast<uint64_t>(*number));
}

/// Bytes of a scalar in Triton's spelling (i1 travels as a byte).
static unsigned scalarBytes(StringRef type) {
  StringRef digits = type.drop_while([](char c) { return !isDigit(c); });
  unsigned bits = 0;
  if (digits.getAsInteger(10, bits) || bits == 0)
    return 0;
  return (bits + 7) / 8;
}

/// A list of positive extents ([128, 64]).
static Expected<std::vector<int64_t>> readExtents(const json::Value &value, StringRef fileName,
                                                 const Twine &what) {
  const json::Array *array = value.getAsArray();
  std::vector<int64_t> extents;
  for (const json::Value &item : array ? *array : json::Array()) {
    std::optional<int64_t> extent = item.getAsInteger();
    if (!extent || *extent < 1)
      break;
    extents.push_back(*extent);
  }
  if (!array || array->empty() || extents.size() != array->size())
    return fail(fileName + ": " + what + " is not a list of positive integers");
  return extents;
}

/// One entry of Triton's `tensordesc_meta`.
static Expected<tt::TMADescriptorEncoding> readTMAEncoding(const json::Value &value,
                                                           StringRef fileName, size_t index) {
  std::string what = ("'tensordesc_meta' entry " + Twine(index)).str();
  const json::Object *entry = value.getAsObject();
  if (!entry)
    return fail(fileName + ": " + what + " is not an object");
  tt::TMADescriptorEncoding tma;
  for (auto [key, field] : {std::pair<StringRef, unsigned *>{"swizzle", &tma.swizzle},
                            {"elem_size", &tma.elementSize},
                            {"elem_type", &tma.elementType}}) {
    Expected<std::optional<uint64_t>> number = readCount(*entry, key, fileName);
    if (!number)
      return number.takeError();
    if (!*number || **number > 0xffff)
      return fail(fileName + ": " + what + " needs a small non-negative integer '" + key + "'");
    *field = static_cast<unsigned>(**number);
  }
  const json::Value *box = entry->get("block_size");
  if (!box)
    return fail(fileName + ": " + what + " has no 'block_size'");
  Expected<std::vector<int64_t>> extents = readExtents(*box, fileName, what + "'s 'block_size'");
  if (!extents)
    return extents.takeError();
  tma.box = std::move(*extents);
  tma.fp4Padded = entry->getBoolean("fp4_padded").value_or(false);
  return tma;
}

/// Triton's `tensordesc_meta`: one entry per host descriptor argument, in
/// order.
static Error readTensorDescMeta(const json::Object &root, std::vector<tt::KernelParam> &args,
                                StringRef fileName) {
  const json::Value *value = root.get("tensordesc_meta");
  if (!value || value->kind() == json::Value::Null)
    return Error::success();
  const json::Array *entries = value->getAsArray();
  if (!entries)
    return fail(fileName + ": 'tensordesc_meta' is not a list");
  size_t next = 0;
  for (tt::KernelParam &arg : args) {
    if (arg.type != tt::kHostTensorDescriptorType)
      continue;
    if (next == entries->size())
      break;
    Expected<tt::TMADescriptorEncoding> tma = readTMAEncoding((*entries)[next], fileName, next);
    if (!tma)
      return tma.takeError();
    arg.tma = std::move(*tma);
    ++next;
  }
  size_t descriptors = llvm::count_if(
      args, [](const tt::KernelParam &arg) { return arg.type == tt::kHostTensorDescriptorType; });
  if (next != entries->size() || descriptors != entries->size())
    return fail(fileName + ": 'tensordesc_meta' has " + Twine(entries->size()) +
                " entries, but 'args' lists " + Twine(descriptors) + " " +
                tt::kHostTensorDescriptorType + " arguments");
  return Error::success();
}

Expected<tt::EarlierMetadata> tt::parseEarlierMetadata(StringRef jsonText, StringRef fileName) {
  Expected<json::Value> parsed = json::parse(jsonText);
  if (!parsed)
    return fail(fileName + ": not valid JSON: " + toString(parsed.takeError()));
  const json::Object *root = parsed->getAsObject();
  if (!root)
    return fail(fileName + ": expected a JSON object (a <kernel>.json)");
  std::optional<StringRef> name = root->getString("name");
  if (!name)
    return fail(fileName + ": no 'name' field");

  EarlierMetadata earlier;
  earlier.name = name->str();
  for (auto [key, field] :
       {std::pair<StringRef, std::optional<uint64_t> *>{"shared", &earlier.shared},
        {"num_ctas", &earlier.numCtas},
        {"num_warps", &earlier.numWarps},
        {"global_scratch_size", &earlier.globalScratchSize},
        {"global_scratch_align", &earlier.globalScratchAlign},
        {"profile_scratch_size", &earlier.profileScratchSize},
        {"profile_scratch_align", &earlier.profileScratchAlign}}) {
    Expected<std::optional<uint64_t>> value = readCount(*root, key, fileName);
    if (!value)
      return value.takeError();
    *field = *value;
  }

  const json::Array *args = root->getArray("args");
  if (!args)
    return earlier;
  earlier.args.emplace();
  for (auto [i, value] : llvm::enumerate(*args)) {
    const json::Object *arg = value.getAsObject();
    std::optional<StringRef> argName = arg ? arg->getString("name") : std::nullopt;
    std::optional<StringRef> type = arg ? arg->getString("type") : std::nullopt;
    if (!argName || !type)
      return fail(fileName + ": argument " + Twine(i) + " needs a 'name' and a 'type'");
    tt::KernelParam param{argName->str(), type->str(), type->starts_with("*")};
    if (const json::Value *block = arg->get("block_shape")) {
      Expected<std::vector<int64_t>> shape =
          readExtents(*block, fileName, "argument " + Twine(i) + "'s 'block_shape'");
      if (!shape)
        return shape.takeError();
      param.blockShape = std::move(*shape);
    }
    earlier.args->push_back(std::move(param));
  }
  if (Error error = readTensorDescMeta(*root, *earlier.args, fileName))
    return std::move(error);
  return earlier;
}

tt::EarlierMetadata tt::summarizeMetadata(const KernelMetadata &metadata, unsigned scratchParams,
                                          bool exactTypes) {
  EarlierMetadata earlier;
  earlier.name = metadata.name;
  earlier.shared = metadata.shared;
  earlier.numCtas = metadata.numCtas;
  if (metadata.numWarps)
    earlier.numWarps = *metadata.numWarps;
  earlier.globalScratchSize = metadata.globalScratchSize;
  earlier.globalScratchAlign = metadata.globalScratchAlign;
  earlier.profileScratchSize = metadata.profileScratchSize;
  earlier.profileScratchAlign = metadata.profileScratchAlign;
  size_t runtime = metadata.params.size() >= scratchParams ? metadata.params.size() - scratchParams
                                                           : metadata.params.size();
  earlier.args.emplace(metadata.params.begin(), metadata.params.begin() + runtime);
  earlier.exactTypes = exactTypes;
  return earlier;
}

/// Takes the earlier stage's view of argument `i` where this stage's IR is
/// vaguer, after checking that both describe the same kind of argument.
static Error mergeArgument(tt::KernelParam &param, const tt::KernelParam &earlier, size_t i,
                           bool exactTypes, StringRef origin) {
  auto mismatch = [&] {
    std::string label = earlier.name.empty() ? "" : " ('" + earlier.name + "')";
    return fail(origin + ": argument " + Twine(i) + label + " is " + earlier.type +
                ", but the kernel's parameter " + Twine(i) + " is " + param.type);
  };
  if (earlier.type.empty()) {
    if (param.name.empty())
      param.name = earlier.name;
    return Error::success();
  }
  if (earlier.isPointer != param.isPointer)
    return mismatch();
  if (param.name.empty())
    param.name = earlier.name;
  if (param.blockShape.empty())
    param.blockShape = earlier.blockShape;
  if (!param.tma)
    param.tma = earlier.tma;
  // PTX keeps no element types and spells scalars by width (fp16 is .b16),
  // and LLVM IR's GEPs only hint at them, so the earlier stage's type wins
  // as long as the width agrees.
  if (param.isPointer) {
    if (param.type == "*i8" || exactTypes)
      param.type = earlier.type;
    return Error::success();
  }
  if (scalarBytes(earlier.type) != scalarBytes(param.type))
    return mismatch();
  param.type = earlier.type;
  return Error::success();
}

Error tt::mergeEarlierMetadata(KernelMetadata &metadata, const EarlierMetadata &earlier,
                               StringRef origin, unsigned scratchParams) {
  if (!earlier.name.empty() && earlier.name != metadata.name)
    return fail(origin + ": describes kernel '" + earlier.name + "', but this stage's kernel is '" +
                metadata.name + "'");
  for (auto [field, value] : {std::pair<uint64_t *, std::optional<uint64_t>>{
                                  &metadata.globalScratchSize, earlier.globalScratchSize},
                              {&metadata.globalScratchAlign, earlier.globalScratchAlign},
                              {&metadata.profileScratchSize, earlier.profileScratchSize},
                              {&metadata.profileScratchAlign, earlier.profileScratchAlign}})
    if (value)
      *field = *value;
  if (earlier.shared && !metadata.shared)
    metadata.shared = *earlier.shared;
  if (earlier.numCtas)
    metadata.numCtas = *earlier.numCtas;
  if (earlier.numWarps && !metadata.numWarps)
    metadata.numWarps = *earlier.numWarps;

  if (!earlier.args)
    return Error::success();
  size_t runtime = metadata.params.size() >= scratchParams ? metadata.params.size() - scratchParams
                                                           : metadata.params.size();
  if (earlier.args->size() != runtime)
    return fail(origin + ": lists " + Twine(earlier.args->size()) + " arguments, but kernel '" +
                metadata.name + "' takes " + Twine(runtime));
  for (size_t i = 0; i < runtime; ++i)
    if (Error error =
            mergeArgument(metadata.params[i], (*earlier.args)[i], i, earlier.exactTypes, origin))
      return error;
  return Error::success();
}

Error tt::mergeEarlierMetadata(KernelMetadata &metadata, StringRef jsonText, StringRef fileName,
                               unsigned scratchParams) {
  Expected<EarlierMetadata> earlier = parseEarlierMetadata(jsonText, fileName);
  if (!earlier)
    return earlier.takeError();
  return mergeEarlierMetadata(metadata, *earlier, fileName, scratchParams);
}

/// Triton's `tensordesc_meta` for the host descriptor parameters, when the
/// kernel has some and every one of them has its TMA encoding (a launcher
/// cannot encode a descriptor without it).
static std::optional<json::Array> writeTensorDescMeta(ArrayRef<tt::KernelParam> params) {
  json::Array entries;
  for (const tt::KernelParam &param : params) {
    if (param.type != tt::kHostTensorDescriptorType)
      continue;
    if (!param.tma)
      return std::nullopt;
    entries.push_back(json::Object{{"swizzle", param.tma->swizzle},
                                   {"elem_size", param.tma->elementSize},
                                   {"elem_type", param.tma->elementType},
                                   {"block_size", json::Array(param.tma->box)},
                                   {"fp4_padded", param.tma->fp4Padded}});
  }
  if (entries.empty())
    return std::nullopt;
  return entries;
}

Expected<std::string> tt::writeMetadataJSON(const KernelMetadata &metadata, const GPUTarget &target,
                                            unsigned scratchParams, StringRef hash) {
  if (metadata.params.size() < scratchParams)
    return fail("kernel '" + metadata.name + "' has " + Twine(metadata.params.size()) +
                " parameters, fewer than the " + Twine(scratchParams) +
                " scratch pointers Triton 3.6 appends (use --scratch-params)");
  size_t runtime = metadata.params.size() - scratchParams;
  for (size_t i = runtime; i < metadata.params.size(); ++i)
    if (!metadata.params[i].isPointer)
      return fail("kernel '" + metadata.name + "': parameter " + Twine(i) +
                  " should be a scratch pointer (Triton 3.6 appends global and "
                  "profile scratch) but is " +
                  metadata.params[i].type + " (use --scratch-params=N for another ABI)");
  json::Array args;
  for (size_t i = 0; i < runtime; ++i) {
    const KernelParam &param = metadata.params[i];
    json::Object arg{{"name", param.name.empty() ? "arg" + std::to_string(i) : param.name},
                     {"type", param.type}};
    if (!param.blockShape.empty())
      arg["block_shape"] = json::Array(param.blockShape);
    args.push_back(std::move(arg));
  }
  json::Object root{
      {"name", metadata.name},
      {"num_warps", metadata.numWarps ? *metadata.numWarps : 4},
      {"num_ctas", metadata.numCtas},
      {"shared", metadata.shared ? *metadata.shared : 0},
      {"global_scratch_size", metadata.globalScratchSize},
      {"global_scratch_align", metadata.globalScratchAlign},
      {"profile_scratch_size", metadata.profileScratchSize},
      {"profile_scratch_align", metadata.profileScratchAlign},
      {"target", target.tritonTarget()},
      {"arch", target.tritonArch()},
      {"backend_name", "cuda"},
      {"warp_size", 32},
      {"ptx_version", target.ptxVersion},
      {"hash", hash},
      {"args", std::move(args)},
  };
  if (std::optional<json::Array> tensordescMeta = writeTensorDescMeta(metadata.params))
    root["tensordesc_meta"] = std::move(*tensordescMeta);
  std::string text;
  raw_string_ostream os(text);
  os << formatv("{0:1}", json::Value(std::move(root))) << "\n";
  return text;
}

bool tt::declaresDynamicSharedMemory(StringRef llvmIROrPTX) {
  return llvmIROrPTX.contains(".extern .shared") ||
         llvmIROrPTX.contains("external addrspace(3) global");
}

std::string tt::contentHash(ArrayRef<StringRef> parts) {
  SHA256 sha;
  for (StringRef part : parts) {
    sha.update(part);
    sha.update(StringRef("\0", 1));
  }
  return toHex(sha.final(), /*LowerCase=*/true);
}
