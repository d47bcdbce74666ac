//===- tt-layout.cpp - show where a layout puts each element ---------------===//
//
//   tt-layout 'tensor<16x16xf16, #ttg.blocked<{...}>>'        a text grid
//   tt-layout '#ttg.nvidia_mma<{...}>' --shape 128x128 --bases
//   tt-layout ENC --shape 64x64 --to OTHER_ENC                 conversion kind
//   tt-layout ENC --shape 64x64 --html grid.html               colored by warp
//
// Distributed encodings show, for each element, the thread (warp * lanes +
// lane) and register holding it; shared encodings show each element's
// offset in the buffer.
//
//===----------------------------------------------------------------------===//

#include "Dialect/TritonGPU/IR/Dialect.h"
#include "Registration/Registration.h"
#include "Tools/LayoutQueries.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/FileUtilities.h"
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
static cl::opt<bool> noGrid("no-grid", cl::desc("skip the text grid"));

namespace {
/// One element's holders: (thread, register) pairs, or a shared offset.
struct Holders {
  std::vector<std::pair<int64_t, int64_t>> places;
};

/// Parses `text` as an attribute or a type, reporting errors against the
/// command-line argument named `argName`.
template <typename T>
T parseOrReport(MLIRContext &context, StringRef text, StringRef argName,
                function_ref<T(StringRef, MLIRContext *, size_t &)> parse) {
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
    if (part.getAsInteger(10, dim) || dim <= 0)
      return std::nullopt;
    shape.push_back(dim);
  }
  return shape;
}

std::string cellText(const Holders &holders, bool shared) {
  if (holders.places.empty())
    return "-";
  auto [first, second] = holders.places.front();
  std::string text = shared ? std::to_string(first)
                            : "T" + std::to_string(first) + ":" + std::to_string(second);
  if (holders.places.size() > 1)
    text += "+" + std::to_string(holders.places.size() - 1);
  return text;
}

/// Flat element index in row-major order.
int64_t flatIndex(ArrayRef<int64_t> shape, ArrayRef<int32_t> coords) {
  int64_t index = 0;
  for (auto [dim, c] : llvm::zip(shape, coords))
    index = index * dim + c;
  return index;
}

void printGrid(raw_ostream &os, ArrayRef<int64_t> shape, ArrayRef<Holders> cells,
               bool shared) {
  int64_t cols = shape.back();
  int64_t rows = shape.size() >= 2 ? shape[shape.size() - 2] : 1;
  int64_t planes = 1;
  for (int64_t d : shape.drop_back(std::min<size_t>(2, shape.size())))
    planes *= d;
  size_t width = 1;
  for (const Holders &h : cells)
    width = std::max(width, cellText(h, shared).size());
  for (int64_t p = 0; p < planes; ++p) {
    if (planes > 1)
      os << "[plane " << p << "]\n";
    for (int64_t r = 0; r < rows; ++r) {
      for (int64_t c = 0; c < cols; ++c) {
        std::string text = cellText(cells[(p * rows + r) * cols + c], shared);
        os << (c ? " " : "") << std::string(width - text.size(), ' ') << text;
      }
      os << "\n";
    }
  }
}

void writeHtml(raw_ostream &os, ArrayRef<int64_t> shape, ArrayRef<Holders> cells, bool shared,
               int lanes, StringRef title) {
  int64_t cols = shape.back();
  int64_t rows = cells.size() / cols;
  os << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>tt-layout</title>\n"
     << "<style>table{border-collapse:collapse;font:11px monospace}"
     << "td{border:1px solid #999;padding:2px 4px;text-align:center}</style></head><body>\n"
     << "<p>" << title << "</p>\n<table>\n";
  for (int64_t r = 0; r < rows; ++r) {
    os << "<tr>";
    for (int64_t c = 0; c < cols; ++c) {
      const Holders &h = cells[r * cols + c];
      int64_t group = h.places.empty() ? 0 : (shared ? h.places.front().first / 8
                                                     : h.places.front().first / lanes);
      os << "<td style=\"background:hsl(" << (group * 67) % 360 << ",70%,85%)\">"
         << cellText(h, shared) << "</td>";
    }
    os << "</tr>\n";
  }
  os << "</table></body></html>\n";
}

/// Reports MLIR diagnostics as `<argument>:line:col: error: ...`.
class ArgumentDiagnostics {
public:
  explicit ArgumentDiagnostics(MLIRContext &context) {
    context.getDiagEngine().registerHandler([](Diagnostic &diag) {
      std::string where = "tt-layout";
      if (auto loc = dyn_cast<FileLineColLoc>(diag.getLocation()))
        where = (loc.getFilename().getValue() + ":" + Twine(loc.getLine()) + ":" +
                 Twine(loc.getColumn()))
                    .str();
      llvm::errs() << where << ": error: " << diag << "\n";
      return success();
    });
  }
};
} // namespace

static int fail(const Twine &message) {
  llvm::errs() << "tt-layout: error: " << message << "\n";
  return 1;
}

/// The encoding and shape the arguments describe.
static LogicalResult readLayout(MLIRContext &context, Attribute &encoding,
                                SmallVector<int64_t> &shape) {
  StringRef text = StringRef(layoutArg).trim();
  if (text.starts_with("tensor<") || text.starts_with("!ttg.memdesc<")) {
    Type type = parseOrReport<Type>(
        context, text, "<layout>",
        [](StringRef t, MLIRContext *c, size_t &n) { return parseType(t, c, &n); });
    if (!type)
      return failure();
    if (auto tensor = dyn_cast<RankedTensorType>(type)) {
      encoding = tensor.getEncoding();
      shape.assign(tensor.getShape().begin(), tensor.getShape().end());
    } else {
      auto memdesc = cast<MemDescType>(type);
      encoding = memdesc.getEncoding();
      shape.assign(memdesc.getShape().begin(), memdesc.getShape().end());
    }
    if (!encoding) {
      fail("the type has no encoding");
      return failure();
    }
  } else {
    encoding = parseOrReport<Attribute>(
        context, text, "<layout>",
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
  return success();
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv,
                              "tt-layout: show which thread, warp and register (or which "
                              "shared-memory offset) holds each element of a tensor\n");
  DialectRegistry registry;
  tt::registerAllDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  ArgumentDiagnostics diagnostics(context);

  Attribute encoding;
  SmallVector<int64_t> shape;
  if (failed(readLayout(context, encoding, shape)))
    return 1;
  auto layoutEncoding = dyn_cast<LayoutEncodingTrait>(encoding);
  if (!layoutEncoding)
    return fail("not a ttg layout encoding: " + llvm::formatv("{0}", encoding).str());
  if (!isa<SharedEncodingTrait>(encoding) && layoutEncoding.getRank() != shape.size())
    return fail(llvm::formatv("the encoding has rank {0} but the shape has {1} dimensions",
                              layoutEncoding.getRank(), shape.size())
                    .str());
  for (int64_t d : shape)
    if (!llvm::isPowerOf2_64(d))
      return fail(llvm::formatv("dimension {0} is not a power of two", d).str());
  std::optional<LinearLayout> layout = layoutEncoding.toLinearLayout(shape);
  if (!layout)
    return fail("this encoding has no linear layout for that shape");
  bool shared = isa<SharedEncodingTrait>(encoding);

  llvm::outs() << "layout: " << encoding << "\nshape: " << llvm::join(llvm::map_range(shape, [](int64_t d) { return std::to_string(d); }), "x") << "\n";
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

  if (!toArg.empty()) {
    Attribute other = parseOrReport<Attribute>(
        context, StringRef(toArg).trim(), "--to",
        [](StringRef t, MLIRContext *c, size_t &n) { return parseAttribute(t, c, Type(), &n); });
    if (!other)
      return 1;
    std::optional<LinearLayout> otherLayout = toLinearLayout(shape, other);
    if (!otherLayout || shared || isa<SharedEncodingTrait>(other))
      return fail("--to needs two distributed encodings of the tensor's rank");
    llvm::outs() << "conversion: "
                 << tt::stringifyConversionKind(tt::classifyConversion(*layout, *otherLayout))
                 << "\n";
  }

  // Who holds each element.
  int64_t numElements = 1;
  for (int64_t d : shape)
    numElements *= d;
  std::vector<Holders> cells(numElements);
  int lanes = layout->getInDimSize("lane");
  if (shared) {
    for (int64_t offset = 0; offset < layout->getInDimSize("offset"); ++offset) {
      auto coords = layout->apply({{"offset", int32_t(offset)}});
      cells[flatIndex(shape, coords)].places.push_back({offset, 0});
    }
  } else {
    int warps = layout->getInDimSize("warp"), blocks = layout->getInDimSize("block");
    for (int b = 0; b < blocks; ++b)
      for (int w = 0; w < warps; ++w)
        for (int l = 0; l < lanes; ++l)
          for (int r = 0; r < layout->getInDimSize("register"); ++r) {
            auto coords = layout->apply(
                {{"register", r}, {"lane", l}, {"warp", w}, {"block", b}});
            int64_t thread = (int64_t(b) * warps + w) * lanes + l;
            cells[flatIndex(shape, coords)].places.push_back({thread, r});
          }
  }
  if (!noGrid) {
    llvm::outs() << (shared ? "offset of each element:\n"
                            : "T<thread>:<register> holding each element (+N: N more "
                              "copies elsewhere):\n");
    printGrid(llvm::outs(), shape, cells, shared);
  }
  if (!htmlArg.empty()) {
    std::string error;
    auto file = openOutputFile(htmlArg, &error);
    if (!file)
      return fail(error);
    writeHtml(file->os(), shape, cells, shared, lanes,
              llvm::formatv("{0} over {1}", encoding, shapeArg).str());
    file->keep();
  }
  return 0;
}
