//===- TensorLayoutCommand.cpp - Triton's triton-tensor-layout ------------===//
//
// Triton's command line over our layouts. Everything is checked and the
// whole text made before anything is written: the tensor type (-t), then
// the layouts of the aliases in the file (-i; those named by -alias-names
// in that order, each followed by a blank line, or else every alias that
// is a ttg layout, in file order), then the layout given by -l. Each layout
// is headed `Print layout attribute: [#name = ]<attr>` and drawn over the
// tensor's shape by LayoutText (the hardware view with -use-hw-view). The
// text goes to -o or standard output. AMD's amd_mfma is laid out here
// (AmdMfmaLayout); every other layout through its toLinearLayout.
//
// Bad input (an option missing or contradicting another, a type or layout
// that does not parse, an unknown alias, a layout that does not fit the
// tensor, a file that cannot be read or written) is one message naming the
// option (`-l:1:7: error: ...`), or the file and line, and exit status 1.
//
//===----------------------------------------------------------------------===//

#include "TensorLayoutCommand.h"

#include "AmdMfmaLayout.h"
#include "LayoutText.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/IR/Block.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::triton::gpu;
using tt::LinearLayout;

namespace cl = llvm::cl;

static constexpr llvm::StringLiteral kCommandName = "triton-tensor-layout";

static cl::SubCommand command(kCommandName,
                              "Triton's tensor layout printer: who holds each element of a "
                              "tensor (-t) in a layout (-l, or aliases of the file -i)");
static cl::OptionCategory category("triton-tensor-layout options");

static cl::opt<std::string> inputFile("i", cl::desc("file whose layout aliases (#name = ...) to print"),
                                      cl::value_desc("filename"), cl::sub(command),
                                      cl::cat(category));
static cl::opt<std::string> outputFile("o", cl::desc("write the text here instead of stdout"),
                                       cl::value_desc("filename"), cl::sub(command),
                                       cl::cat(category));
static cl::opt<std::string> layoutString("l", cl::desc("a layout attribute to print"),
                                         cl::value_desc("layout-string"), cl::sub(command),
                                         cl::cat(category));
static cl::list<std::string> aliasNames(
    "alias-names", cl::desc("the aliases of the -i file to print, in this order (default: all)"),
    cl::value_desc("name1,name2,..."), cl::CommaSeparated, cl::ZeroOrMore, cl::sub(command),
    cl::cat(category));
static cl::opt<bool> useHardwareView(
    "use-hw-view",
    cl::desc("print what each warp's lanes hold, register by register (shared layouts: what "
             "each offset holds), instead of who holds each element of the tensor"),
    cl::sub(command), cl::cat(category));
static cl::opt<std::string> tensorString("t", cl::desc("the tensor type, e.g. tensor<16x16xf16>"),
                                         cl::value_desc("tensor-type"), cl::sub(command),
                                         cl::cat(category));

/// Larger tensors (or layouts with more inputs) are refused: the text would
/// run to gigabytes.
static constexpr int64_t kMaxElementsLog2 = 24;

llvm::SmallVector<const char *> tt::selectTensorLayoutCommand(int argc, char **argv) {
  llvm::SmallVector<const char *> args(argv, argv + argc);
  if (argc > 0 && llvm::sys::path::stem(argv[0]) == kCommandName)
    args.insert(args.begin() + 1, kCommandName.data());
  cl::HideUnrelatedOptions(category, command);
  return args;
}

bool tt::isTensorLayoutCommand() { return bool(command); }

namespace {

LogicalResult fail(const Twine &where, const Twine &message) {
  llvm::errs() << where << ": error: " << message << "\n";
  return failure();
}

/// Reports diagnostics of parsing an option's value as
/// `<option>:line:col: error: ...` (the parser names its buffer after the
/// text it reads).
class OptionDiagnostics {
public:
  explicit OptionDiagnostics(MLIRContext &context)
      : handler(&context, [this](Diagnostic &diag) {
          std::string where = kCommandName.str();
          if (auto loc = dyn_cast<FileLineColLoc>(diag.getLocation()))
            where = llvm::formatv("{0}:{1}:{2}", option, loc.getLine(), loc.getColumn()).str();
          llvm::errs() << where << ": error: " << diag << "\n";
          return success();
        }) {}
  /// The option whose value is being parsed: "-l", "-t".
  std::string option;

private:
  ScopedDiagnosticHandler handler;
};

/// Parses the whole of `text` (blanks around it allowed) with `parse`;
/// reports errors against `option`.
template <typename T>
T parseOption(OptionDiagnostics &diagnostics, StringRef option, StringRef text,
              function_ref<T(StringRef, size_t &)> parse) {
  diagnostics.option = option.str();
  text = text.rtrim();
  size_t read = 0;
  T value = parse(text, read);
  if (value && read != text.size()) {
    (void)fail(llvm::formatv("{0}:1:{1}", option, read + 1).str(),
               "unexpected text after the value: '" + text.drop_front(read) + "'");
    return T();
  }
  return value;
}

LogicalResult checkOptions() {
  if (tensorString.empty())
    return fail(kCommandName, "no tensor type: pass one with -t, e.g. -t 'tensor<16x16xf16>'");
  if (!aliasNames.empty() && inputFile.empty())
    return fail("-alias-names", "names aliases of the -i file, and no -i was given");
  if (inputFile.empty() && layoutString.empty())
    return fail(kCommandName, "nothing to print: pass a layout with -l, or a file of layout "
                              "aliases with -i");
  return success();
}

/// The shape of the -t tensor type: ranked, static, powers of two.
std::optional<SmallVector<int64_t>> readTensorShape(MLIRContext &context,
                                                    OptionDiagnostics &diagnostics) {
  Type type = parseOption<Type>(diagnostics, "-t", tensorString, [&](StringRef text, size_t &n) {
    return parseType(text, &context, &n);
  });
  if (!type)
    return std::nullopt;
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || tensor.getRank() == 0) {
    (void)fail("-t", llvm::formatv("expected a ranked tensor type such as tensor<16x16xf16>, "
                                   "got {0}",
                                   type)
                         .str());
    return std::nullopt;
  }
  int64_t log2 = 0;
  for (int64_t d : tensor.getShape()) {
    if (ShapedType::isDynamic(d) || d <= 0 || !llvm::isPowerOf2_64(d)) {
      (void)fail("-t",
                 llvm::formatv("every dimension must be a power of two, got {0}", type).str());
      return std::nullopt;
    }
    log2 += llvm::Log2_64(d);
  }
  if (log2 > kMaxElementsLog2) {
    (void)fail("-t",
               llvm::formatv("{0} has more than 2^{1} elements", type, kMaxElementsLog2).str());
    return std::nullopt;
  }
  return SmallVector<int64_t>(tensor.getShape());
}

/// `layout` with its outputs in order dim0, dim1, ... .
LinearLayout withOrderedOutputs(const LinearLayout &layout) {
  std::vector<std::string> names;
  for (unsigned d = 0; d < layout.getOutDims().size(); ++d)
    names.push_back(dims::out(d));
  if (!llvm::all_of(names, [&](const std::string &name) { return layout.hasOutDim(name); }))
    return layout;
  return layout.transposeOuts(names);
}

/// Whether an attribute is meant as a tensor layout: a ttg layout, or an AMD
/// encoding the dialect keeps unread.
bool isLayoutLike(Attribute attr) {
  return isa<LayoutEncodingTrait, AMDMfmaEncodingAttr, AMDWmmaEncodingAttr,
             AMDRotatingSharedEncodingAttr>(attr);
}

/// The linear layout of `encoding` over `shape`, and whether it is shared;
/// nullopt with `error` set when there is none.
std::optional<std::pair<LinearLayout, bool>> getLayout(Attribute encoding,
                                                       ArrayRef<int64_t> shape,
                                                       std::string &error) {
  error.clear();
  auto mfma = dyn_cast<AMDMfmaEncodingAttr>(encoding);
  auto trait = dyn_cast<LayoutEncodingTrait>(encoding);
  if (!mfma && !trait) {
    error = isLayoutLike(encoding)
                ? "tt-layout reads this AMD encoding but does not lay it out (only amd_mfma)"
                : llvm::formatv("not a tensor layout (a distributed or shared ttg encoding): {0}",
                                encoding)
                      .str();
    return std::nullopt;
  }
  bool shared = trait && isa<SharedEncodingTrait>(encoding);
  unsigned rank = mfma ? tt::getAmdMfmaRank(mfma) : trait.getRank();
  if (!shared && rank != 0 && rank != shape.size()) {
    error = llvm::formatv("the layout has rank {0} but the tensor has {1} dimension{2}", rank,
                          shape.size(), shape.size() == 1 ? "" : "s")
                .str();
    return std::nullopt;
  }
  std::optional<LinearLayout> layout =
      mfma ? tt::getAmdMfmaLayout(mfma, shape, error) : trait.toLinearLayout(shape);
  if (!layout && error.empty())
    error = "the layout has no linear layout over a tensor of shape " +
            llvm::join(llvm::map_range(shape, [](int64_t d) { return std::to_string(d); }), "x");
  if (!layout)
    return std::nullopt;
  return std::make_pair(withOrderedOutputs(*layout), shared);
}

/// The text of `encoding` over `shape`; nullopt with `error` set when it
/// cannot be drawn.
std::optional<std::string> getLayoutText(Attribute encoding, ArrayRef<int64_t> shape,
                                         std::string &error) {
  auto layout = getLayout(encoding, shape, error);
  if (!layout)
    return std::nullopt;
  auto &[linear, shared] = *layout;
  if (linear.getTotalInBits() > kMaxElementsLog2) {
    error = llvm::formatv("the layout has more than 2^{0} inputs", kMaxElementsLog2).str();
    return std::nullopt;
  }
  if (!shared)
    return tt::getDistributedLayoutText(linear, useHardwareView);
  int64_t perBlock = linear.getTotalOutSize() / linear.getInDimSize("block");
  if (linear.getInDimSize("offset") < perBlock) {
    error = "the shared layout's offsets do not cover the tensor";
    return std::nullopt;
  }
  return tt::getSharedLayoutText(linear, useHardwareView);
}

/// The aliases of the file to print: those named by -alias-names, or every
/// layout alias. Reports a missing or non-layout one.
std::optional<SmallVector<const AsmParserState::AttributeAliasDefinition *>>
chooseAliases(const AsmParserState &state) {
  SmallVector<const AsmParserState::AttributeAliasDefinition *> chosen;
  if (aliasNames.empty()) {
    for (const auto &def : state.getAttributeAliasDefs())
      if (isLayoutLike(def.value))
        chosen.push_back(&def);
    if (chosen.empty()) {
      (void)fail(inputFile, "no layout aliases (#name = #ttg.<layout>) in the file");
      return std::nullopt;
    }
    return chosen;
  }
  for (StringRef name : aliasNames) {
    const auto *def = state.getAttributeAliasDef(name.ltrim('#'));
    if (!def) {
      SmallVector<std::string> known;
      for (const auto &other : state.getAttributeAliasDefs())
        known.push_back(("#" + other.name).str());
      (void)fail("-alias-names",
                 "no alias #" + name.ltrim('#') + " in '" + inputFile + "'" +
                     (known.empty() ? std::string(" (it has none)")
                                    : " (it has " + llvm::join(known, ", ") + ")"));
      return std::nullopt;
    }
    chosen.push_back(def);
  }
  return chosen;
}

/// Appends the layouts of the -i file's aliases over `shape` to `text`.
LogicalResult printFromFile(MLIRContext &context, ArrayRef<int64_t> shape, std::string &text) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input = openInputFile(inputFile, &error);
  if (!input)
    return fail(kCommandName, error);
  llvm::SourceMgr sources;
  sources.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  SourceMgrDiagnosticHandler located(sources, &context);
  Block parsed;
  AsmParserState state;
  if (failed(parseAsmSourceFile(sources, &parsed, ParserConfig(&context), &state)))
    return failure();
  auto chosen = chooseAliases(state);
  if (!chosen)
    return failure();
  for (const AsmParserState::AttributeAliasDefinition *def : *chosen) {
    text += ("Print layout attribute: #" + def->name + " = ").str();
    llvm::raw_string_ostream(text) << def->value << "\n";
    std::optional<std::string> drawn = getLayoutText(def->value, shape, error);
    if (!drawn) {
      sources.PrintMessage(llvm::errs(), def->definition.loc.Start, llvm::SourceMgr::DK_Error,
                           "#" + def->name + ": " + error);
      return failure();
    }
    text += *drawn;
    if (!aliasNames.empty())
      text += "\n";
  }
  return success();
}

/// Appends the layout given by -l over `shape` to `text`.
LogicalResult printFromString(MLIRContext &context, OptionDiagnostics &diagnostics,
                              ArrayRef<int64_t> shape, std::string &text) {
  Attribute encoding =
      parseOption<Attribute>(diagnostics, "-l", layoutString, [&](StringRef t, size_t &n) {
        return parseAttribute(t, &context, Type(), &n);
      });
  if (!encoding)
    return failure();
  std::string error;
  std::optional<std::string> drawn = getLayoutText(encoding, shape, error);
  if (!drawn)
    return fail("-l", error);
  llvm::raw_string_ostream(text) << "Print layout attribute: " << encoding << "\n";
  text += *drawn;
  return success();
}

LogicalResult writeOutput(StringRef text) {
  if (outputFile.empty()) {
    llvm::outs() << text;
    return success();
  }
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> output = openOutputFile(outputFile, &error);
  if (!output)
    return fail(kCommandName, error);
  output->os() << text;
  output->keep();
  return success();
}

} // namespace

int tt::runTensorLayoutCommand(MLIRContext &context) {
  if (failed(checkOptions()))
    return 1;
  OptionDiagnostics diagnostics(context);
  std::optional<SmallVector<int64_t>> shape = readTensorShape(context, diagnostics);
  if (!shape)
    return 1;
  std::string text;
  if (!inputFile.empty() && failed(printFromFile(context, *shape, text)))
    return 1;
  if (!layoutString.empty() && failed(printFromString(context, diagnostics, *shape, text)))
    return 1;
  return failed(writeOutput(text)) ? 1 : 0;
}
