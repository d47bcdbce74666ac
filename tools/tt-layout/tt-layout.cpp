//===- tt-layout.cpp - show where a layout puts each element ---------------===//
//
//   tt-layout 'tensor<16x16xf16, #ttg.blocked<{...}>>'        a text grid
//   tt-layout '#ttg.nvidia_mma<{...}>' --shape 128x128 --bases
//   tt-layout ENC --shape 64x64 --to OTHER_ENC                 conversion kind
//   tt-layout ENC --shape 64x64 --html grid.html               colored by warp
//   tt-layout --annotate k.ttgir                               layouts as comments
//   triton-tensor-layout -l ENC -t 'tensor<16x16xf16>'         Triton's tool
//     (= tt-layout triton-tensor-layout ...; see TensorLayoutCommand.h)
//
// Distributed encodings show, for each element, the thread (warp * lanes +
// lane) and register holding it; shared encodings show each element's
// offset in the buffer.
//
//===----------------------------------------------------------------------===//

#include "Annotate.h"
#include "TensorLayoutCommand.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Registration/Registration.h"
#include "tt/Tools/LayoutPicture.h"
#include "tt/Tools/LayoutQueries.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

using namespace mlir;
using namespace mlir::triton::gpu;
using tt::LinearLayout;

namespace cl = llvm::cl;

static cl::opt<std::string> layoutArg(cl::Positional, cl::Required,
                                      cl::desc("<encoding or tensor type>"));
static cl::opt<std::string> shapeArg("shape", cl::desc("tensor shape, e.g. 128x64"),
                                     cl::value_desc("AxB"));
static cl::opt<bool> showBases("bases", cl::desc("print the linear layout's bases"));
static cl::opt<std::string> toArg("to", cl::desc("classify converting to this encoding"),
                                  cl::value_desc("encoding"));
static cl::opt<std::string> htmlArg("html", cl::desc("also write an HTML table colored by warp"),
                                    cl::value_desc("file"));
static cl::opt<bool> showInverse(
    "inverse", cl::desc("print, for each tensor coordinate bit, which register, lane, warp "
                        "and CTA (or offset) holds it (a right inverse of the layout)"));
static cl::opt<bool> noGrid("no-grid", cl::desc("skip the text grid"));
static cl::opt<bool> annotate("annotate",
                              cl::desc("the argument is a TTGIR file: print it with each tensor "
                                       "result's layout read out in a comment"));
static cl::opt<std::string> outputArg("o", cl::desc("with --annotate: where the module goes"),
                                      cl::value_desc("file"), cl::init("-"));

namespace {
/// Reports MLIR diagnostics as `<argument>:line:col: error: ...`. The
/// parser names its buffer after the text it reads, so the location's file
/// is replaced by the name of the argument being parsed.
class ArgumentDiagnostics {
public:
  explicit ArgumentDiagnostics(MLIRContext &context) {
    context.getDiagEngine().registerHandler([this](Diagnostic &diag) {
      std::string where = "tt-layout";
      if (auto loc = dyn_cast<FileLineColLoc>(diag.getLocation()))
        where = (argName + ":" + Twine(loc.getLine()) + ":" + Twine(loc.getColumn())).str();
      llvm::errs() << where << ": error: " << diag << "\n";
      return success();
    });
  }
  /// The argument the next diagnostics are about.
  std::string argName = "<layout>";
};

/// Parses `text` as an attribute or a type, reporting errors against the
/// command-line argument named `argName`.
template <typename T>
T parseOrReport(MLIRContext &context, ArgumentDiagnostics &diagnostics, StringRef text,
                StringRef argName, function_ref<T(StringRef, MLIRContext *, size_t &)> parse) {
  diagnostics.argName = argName.str();
  size_t read = 0;
  T value = parse(text, &context, read);
  if (value && read != text.size()) {
    llvm::errs() << argName << ":1:" << read + 1 << ": error: unexpected trailing text '"
                 << text.drop_front(read) << "'\n";
    return T();
  }
  return value;
}

/// `128x64` -> {128, 64}.
std::optional<SmallVector<int64_t>> parseShape(StringRef text) {
  SmallVector<int64_t> shape;
  SmallVector<StringRef> parts;
  text.split(parts, 'x');
  for (StringRef part : parts) {
    int64_t dim;
    if (part.getAsInteger(10, dim) || dim < 0)
      return std::nullopt;
    shape.push_back(dim);
  }
  return shape;
}

void writeHtml(raw_ostream &os, ArrayRef<int64_t> shape, ArrayRef<tt::ElementHolders> cells, bool shared,
               bool ctas, int lanes, StringRef title) {
  int64_t cols = shape.back();
  int64_t rows = cells.size() / cols;
  os << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>tt-layout</title>\n"
     << "<style>table{border-collapse:collapse;font:11px monospace}"
     << "td{border:1px solid #999;padding:2px 4px;text-align:center}</style></head><body>\n"
     << "<p>";
  llvm::printHTMLEscaped(title, os);
  os << "</p>\n<table>\n";
  for (int64_t r = 0; r < rows; ++r) {
    os << "<tr>";
    for (int64_t c = 0; c < cols; ++c) {
      const tt::ElementHolders &h = cells[r * cols + c];
      int64_t group = h.places.empty() ? 0 : (shared ? h.places.front().first / 8
                                                     : h.places.front().first / lanes);
      os << "<td style=\"background:hsl(" << (group * 67) % 360 << ",70%,85%)\">"
         << tt::getCellText(h, shared, ctas) << "</td>";
    }
    os << "</tr>\n";
  }
  os << "</table></body></html>\n";
}

} // namespace

static int fail(const Twine &message) {
  llvm::errs() << "tt-layout: error: " << message << "\n";
  return 1;
}

/// The first of tt-layout's own options given, if any. The
/// triton-tensor-layout subcommand would accept them (LLVM lets subcommands
/// see top-level options) and ignore them.
static const cl::Option *getOwnOptionGiven() {
  const cl::Option *own[] = {&shapeArg,    &showBases, &toArg,    &htmlArg,
                             &showInverse, &noGrid,    &annotate, &outputArg};
  for (const cl::Option *option : own)
    if (option->getNumOccurrences() > 0)
      return option;
  return nullptr;
}

/// Larger tensors are refused: the grid would be unreadable and the
/// coordinates overflow.
static constexpr int64_t kMaxElements = int64_t(1) << 24;

/// The encoding and shape the arguments describe.
static LogicalResult readLayout(MLIRContext &context, ArgumentDiagnostics &diagnostics,
                                Attribute &encoding, SmallVector<int64_t> &shape) {
  // Leading blanks are skipped by the parser (and keep columns right);
  // trailing ones would count as trailing text.
  StringRef text = StringRef(layoutArg).rtrim();
  StringRef start = text.ltrim();
  if (start.starts_with("tensor<") || start.starts_with("!ttg.memdesc<")) {
    Type type = parseOrReport<Type>(
        context, diagnostics, text, "<layout>",
        [](StringRef t, MLIRContext *c, size_t &n) { return parseType(t, c, &n); });
    if (!type)
      return failure();
    if (auto tensor = dyn_cast<RankedTensorType>(type)) {
      encoding = tensor.getEncoding();
      shape.assign(tensor.getShape().begin(), tensor.getShape().end());
    } else if (auto memdesc = dyn_cast<MemDescType>(type)) {
      encoding = memdesc.getEncoding();
      shape.assign(memdesc.getShape().begin(), memdesc.getShape().end());
    } else {
      fail("expected a ranked tensor or !ttg.memdesc type");
      return failure();
    }
    if (!encoding) {
      fail("the type has no encoding");
      return failure();
    }
  } else {
    encoding = parseOrReport<Attribute>(
        context, diagnostics, text, "<layout>",
        [](StringRef t, MLIRContext *c, size_t &n) { return parseAttribute(t, c, Type(), &n); });
    if (!encoding)
      return failure();
  }
  if (!shapeArg.empty()) {
    auto parsed = parseShape(shapeArg);
    if (!parsed) {
      fail("--shape expects dimensions like 128x64, got '" + shapeArg + "'");
      return failure();
    }
    shape = *parsed;
  }
  if (shape.empty()) {
    fail("no shape: pass a tensor type or --shape");
    return failure();
  }
  int64_t elements = 1;
  for (int64_t d : shape) {
    if (ShapedType::isDynamic(d)) {
      fail("dimensions must be static, got '?'");
      return failure();
    }
    if (d <= 0 || !llvm::isPowerOf2_64(d)) {
      fail(llvm::formatv("dimension {0} is not a power of two", d).str());
      return failure();
    }
    elements *= d;
    if (elements > kMaxElements) {
      fail(llvm::formatv("the tensor has more than {0} elements", kMaxElements).str());
      return failure();
    }
  }
  return success();
}

static std::string shapeString(ArrayRef<int64_t> shape) {
  return llvm::join(llvm::map_range(shape, [](int64_t d) { return std::to_string(d); }), "x");
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  SmallVector<const char *> args = tt::selectTensorLayoutCommand(argc, argv);
  cl::ParseCommandLineOptions(args.size(), args.data(),
                              "tt-layout: show which thread, warp and register (or which "
                              "shared-memory offset) holds each element of a tensor\n");
  DialectRegistry registry;
  tt::registerAllDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  if (tt::isTensorLayoutCommand()) {
    if (const cl::Option *own = getOwnOptionGiven()) {
      llvm::errs() << "triton-tensor-layout: error: --" << own->ArgStr
                   << " is tt-layout's option, not triton-tensor-layout's (see --help)\n";
      return 1;
    }
    return tt::runTensorLayoutCommand(context);
  }
  if (annotate)
    return tt::annotateLayouts(context, layoutArg, outputArg);
  ArgumentDiagnostics diagnostics(context);

  // Everything is checked before anything is printed or written.
  Attribute encoding;
  SmallVector<int64_t> shape;
  if (failed(readLayout(context, diagnostics, encoding, shape)))
    return 1;
  auto layoutEncoding = dyn_cast<LayoutEncodingTrait>(encoding);
  if (!layoutEncoding)
    return fail("not a ttg layout encoding: " + llvm::formatv("{0}", encoding).str());
  bool shared = isa<SharedEncodingTrait>(encoding);
  if (!shared && layoutEncoding.getRank() != shape.size())
    return fail(llvm::formatv("the encoding has rank {0} but the shape has {1} dimension{2}",
                              layoutEncoding.getRank(), shape.size(),
                              shape.size() == 1 ? "" : "s")
                    .str());
  std::optional<LinearLayout> layout = layoutEncoding.toLinearLayout(shape);
  if (!layout)
    return fail("this encoding has no linear layout for shape " + shapeString(shape));

  std::optional<LinearLayout> otherLayout;
  if (!toArg.empty()) {
    Attribute other = parseOrReport<Attribute>(
        context, diagnostics, StringRef(toArg).rtrim(), "--to",
        [](StringRef t, MLIRContext *c, size_t &n) { return parseAttribute(t, c, Type(), &n); });
    if (!other)
      return 1;
    if (shared || !isa<DistributedEncodingTrait>(other))
      return fail("--to needs two distributed encodings, got " +
                  llvm::formatv("{0}", shared ? encoding : other).str());
    otherLayout = toLinearLayout(shape, other);
    if (!otherLayout)
      return fail(llvm::formatv("--to: {0} has no linear layout for shape {1}", other,
                                shapeString(shape))
                      .str());
  }

  std::unique_ptr<llvm::ToolOutputFile> htmlFile;
  if (!htmlArg.empty()) {
    std::string error;
    htmlFile = openOutputFile(htmlArg, &error);
    if (!htmlFile)
      return fail("--html: " + error);
  }

  llvm::outs() << "layout: " << encoding << "\nshape: " << shapeString(shape) << "\n";
  if (!shared) {
    llvm::outs() << "registers per thread: " << layout->getInDimSize("register")
                 << ", lanes: " << layout->getInDimSize("lane")
                 << ", warps: " << layout->getInDimSize("warp")
                 << ", CTAs: " << layout->getInDimSize("block") << "\n";
    unsigned last = shape.size() - 1;
    llvm::outs() << "contiguous elements per thread along dim" << last << ": "
                 << tt::getContiguousElementsPerThread(*layout, last) << "\n";
  }
  if (showBases)
    llvm::outs() << "bases: " << layout->toString() << "\n";
  if (showInverse) {
    if (std::optional<LinearLayout> inverse = layout->pseudoInvert())
      llvm::outs() << "inverse: " << inverse->toString() << "\n";
    else
      llvm::outs() << "inverse: none (some elements are held by no thread)\n";
  }
  if (otherLayout)
    llvm::outs() << "conversion: "
                 << tt::stringifyConversionKind(tt::classifyConversion(*layout, *otherLayout))
                 << "\n";
  if (noGrid && !htmlFile)
    return 0;

  // Who holds each element.
  int lanes = layout->getInDimSize("lane");
  int blocks = layout->getInDimSize("block");
  std::vector<tt::ElementHolders> cells;
  if (shared) {
    // Offsets count from the start of each CTA's buffer; a padded layout
    // inserts paddings[i] elements after every intervals[i].
    auto padded = dyn_cast<PaddedSharedEncodingAttr>(encoding);
    cells = tt::getSharedHolders(*layout, shape, [&](int64_t offset) {
      int64_t address = offset;
      if (padded)
        for (auto [interval, padding] : llvm::zip(padded.getIntervals(), padded.getPaddings()))
          address += offset / interval * padding;
      return address;
    });
  } else {
    cells = tt::getDistributedHolders(*layout, shape);
  }
  if (!noGrid) {
    llvm::outs() << (shared ? (blocks > 1 ? "C<cta>:<offset> of each element:\n"
                                          : "offset of each element:\n")
                            : "T<thread>:<register> holding each element (+N: N more "
                              "copies elsewhere):\n");
    tt::printLayoutGrid(llvm::outs(), shape, cells, shared, blocks > 1);
  }
  if (htmlFile) {
    writeHtml(htmlFile->os(), shape, cells, shared, blocks > 1, lanes,
              llvm::formatv("{0} over {1}", encoding, shapeString(shape)).str());
    htmlFile->keep();
  }
  return 0;
}
