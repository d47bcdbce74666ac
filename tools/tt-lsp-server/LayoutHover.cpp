//===- LayoutHover.cpp - tt-layout's picture for the layout under the cursor ===//
//
// Works on the document's text, so it answers on files that do not parse
// yet: the token under the cursor must start with `#`; an alias is looked
// up in the document's `#name = ...` definitions; the enclosing
// `tensor<` or `!ttg.memdesc<` gives the shape (its leading `AxBx...`).
//
//===----------------------------------------------------------------------===//

#include "LayoutHover.h"

#include "tt/Analysis/Allocation.h"
#include "tt/Dialect/Triton/IR/Types.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Tools/LayoutPicture.h"
#include "tt/Tools/LayoutQueries.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::triton::gpu;

namespace {

/// Rows and columns of the grid a hover shows.
constexpr int64_t kShownRows = 16, kShownCols = 16, kShownPlanes = 2;

bool isTokenChar(char c) { return llvm::isAlnum(c) || llvm::is_contained("_.$-#", c); }

/// The `#...` token around `column` of `line`, as [start, end).
std::optional<std::pair<size_t, size_t>> findHashToken(StringRef line, size_t column) {
  if (column > line.size())
    return std::nullopt;
  size_t start = column, end = column;
  while (start > 0 && isTokenChar(line[start - 1]) && line[start] != '#')
    --start;
  if (start >= line.size() || line[start] != '#')
    return std::nullopt;
  while (end < line.size() && isTokenChar(line[end]))
    ++end;
  return std::make_pair(start, end);
}

/// The end of the `<...>` starting at `open` (one past its `>`), or npos.
size_t findClosingAngle(StringRef text, size_t open) {
  int depth = 0;
  for (size_t i = open; i < text.size(); ++i) {
    if (text[i] == '<')
      ++depth;
    else if (text[i] == '>' && --depth == 0)
      return i + 1;
  }
  return StringRef::npos;
}

/// The shape and element type (as written) of the `tensor<...>` or
/// `!ttg.memdesc<...>` enclosing `pos`.
struct EnclosingType {
  SmallVector<int64_t> shape;
  StringRef elementType;
};

std::optional<EnclosingType> findEnclosingType(StringRef line, size_t pos) {
  int depth = 0;
  for (size_t i = pos; i-- > 0;) {
    if (line[i] == '>')
      ++depth;
    else if (line[i] == '<' && depth-- == 0) {
      StringRef before = line.take_front(i);
      if (!before.ends_with("tensor") && !before.ends_with("!ttg.memdesc"))
        return std::nullopt;
      SmallVector<int64_t> shape;
      StringRef rest = line.drop_front(i + 1);
      while (!rest.empty() && llvm::isDigit(rest.front())) {
        int64_t dim = 0;
        size_t n = 0;
        while (n < rest.size() && llvm::isDigit(rest[n]))
          dim = dim * 10 + (rest[n++] - '0');
        if (n >= rest.size() || rest[n] != 'x')
          return std::nullopt;
        shape.push_back(dim);
        rest = rest.drop_front(n + 1);
      }
      if (shape.empty())
        return std::nullopt;
      return EnclosingType{shape, rest.take_until([](char c) { return c == ',' || c == '>'; }).trim()};
    }
  }
  return std::nullopt;
}

/// The attribute text of alias `name` (`#blocked`) in `document`.
std::optional<std::string> findAliasDefinition(StringRef document, StringRef name) {
  SmallVector<StringRef> lines;
  document.split(lines, '\n');
  for (StringRef line : lines) {
    StringRef rest = line.ltrim();
    if (!rest.consume_front(name))
      continue;
    rest = rest.ltrim();
    if (!rest.consume_front("="))
      continue;
    return rest.trim().str();
  }
  return std::nullopt;
}

} // namespace

std::optional<std::string> tt::getLayoutHover(MLIRContext &context, StringRef document,
                                              unsigned lineNumber, unsigned character) {
  SmallVector<StringRef> lines;
  document.split(lines, '\n');
  if (lineNumber >= lines.size())
    return std::nullopt;
  StringRef line = lines[lineNumber];
  auto token = findHashToken(line, character);
  if (!token)
    return std::nullopt;
  StringRef name = line.slice(token->first, token->second);
  std::string attrText;
  if (name.contains('.')) {
    size_t end = token->second < line.size() && line[token->second] == '<'
                     ? findClosingAngle(line, token->second)
                     : StringRef::npos;
    if (end == StringRef::npos)
      return std::nullopt;
    attrText = line.slice(token->first, end).str();
  } else if (std::optional<std::string> definition = findAliasDefinition(document, name)) {
    attrText = *definition;
  } else {
    return std::nullopt;
  }
  std::optional<EnclosingType> type = findEnclosingType(line, token->first);
  if (!type)
    return std::nullopt;
  SmallVector<int64_t> *shape = &type->shape;

  ScopedDiagnosticHandler quiet(&context, [](Diagnostic &) { return success(); });
  Attribute attr = parseAttribute(attrText, &context);
  auto encoding = dyn_cast_or_null<LayoutEncodingTrait>(attr);
  if (!encoding || encoding.getRank() != shape->size())
    return std::nullopt;
  int64_t elements = 1;
  for (int64_t d : *shape) {
    if (d <= 0 || !llvm::isPowerOf2_64(d))
      return std::nullopt;
    elements *= d;
  }
  if (elements > (int64_t(1) << 20))
    return std::nullopt;
  std::optional<LinearLayout> layout = encoding.toLinearLayout(*shape);
  if (!layout)
    return std::nullopt;

  bool shared = isa<SharedEncodingTrait>(attr);
  bool ctas = layout->hasInDim("block") && layout->getInDimSize("block") > 1;
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "**" << name << "** over " << llvm::join(llvm::map_range(*shape, [](int64_t d) {
         return std::to_string(d);
       }), "x") << "\n\n```\n";
  std::vector<ElementHolders> cells;
  if (shared) {
    os << "offset of each element";
    cells = getSharedHolders(*layout, *shape, [](int64_t offset) { return offset; });
  } else {
    // The width the elements have in memory (booleans as bytes); an element
    // type that does not parse counts as a pointer.
    Type element = parseType(type->elementType, &context);
    unsigned bits = element && (element.isIntOrFloat() || isa<triton::PointerType>(element))
                        ? triton::getSharedBitwidth(RankedTensorType::get(*shape, element))
                        : 64;
    os << summarizeLayout(*layout, bits) << "\nT<thread>:<register> holding each element";
    cells = getDistributedHolders(*layout, *shape);
  }
  int64_t rows = shape->size() >= 2 ? (*shape)[shape->size() - 2] : 1;
  if (rows > kShownRows || shape->back() > kShownCols)
    os << " (the first " << std::min(rows, kShownRows) << "x" << std::min(shape->back(), kShownCols)
       << ")";
  os << ":\n";
  printLayoutGrid(os, *shape, cells, shared, ctas, kShownRows, kShownCols, kShownPlanes);
  os << "```";
  return text;
}
