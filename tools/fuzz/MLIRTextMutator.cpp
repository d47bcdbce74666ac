//===- MLIRTextMutator.cpp - structure-aware mutations of MLIR text -------===//
//
// Each mutation finds the spans of one kind of token with a regular
// expression, picks one at random and rewrites it:
//
//   layout number   an integer inside a `<{...}>` attribute body
//                   (sizePerThread, warpsPerCTA, order, vec, ...) -> 0..64
//   shape dim       a dimension of tensor<...>/memdesc<...> -> power of two
//   element type    of a tensor, memdesc or pointer: f32, f16, bf16, i1, i8,
//                   i32, i64, f64, fp8 -> another
//   module number   "ttg.num-warps" and friends -> power of two
//   layout alias    a use of #name -> another alias the file defines
//   value use       a use of %x -> another value the file defines
//   constant        the value of an integer constant -> 0, 1, -1, 2^k
//   drop line       delete one line
//   clone line      duplicate one line, renaming what it defines
//
// A type edit changes one occurrence or, most of the time, every occurrence
// of the same text, so that uses keep agreeing with definitions; a value use
// is mostly swapped for a value of the same type. A mutation
// that finds nothing to rewrite leaves the text unchanged and the caller
// tries another.
//
//===----------------------------------------------------------------------===//

#include "MLIRTextMutator.h"

#include <cstring>
#include <regex>
#include <vector>

extern "C" size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

namespace {

using Span = std::pair<size_t, size_t>; // offset, length

std::vector<Span> findAll(const std::string &text, const std::regex &re, int group = 0) {
  std::vector<Span> spans;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), re); it != std::sregex_iterator();
       ++it)
    if ((*it)[group].matched)
      spans.emplace_back(it->position(group), it->length(group));
  return spans;
}

std::vector<Span> lines(const std::string &text);

template <typename T> const T &pick(const std::vector<T> &items, std::minstd_rand &rng) {
  return items[rng() % items.size()];
}

std::string powerOfTwo(std::minstd_rand &rng, unsigned maxLog2) {
  return std::to_string(1u << (rng() % (maxLog2 + 1)));
}

/// Replaces a randomly chosen span with `make(old)`.
template <typename Make>
bool rewriteOne(std::string &text, const std::vector<Span> &spans, std::minstd_rand &rng,
                Make make) {
  if (spans.empty())
    return false;
  Span span = pick(spans, rng);
  text.replace(span.first, span.second, make(text.substr(span.first, span.second)));
  return true;
}

bool mutateLayoutNumber(std::string &text, std::minstd_rand &rng) {
  static const std::regex body(R"(<\{[^{}]*\}>)");
  static const std::regex number(R"(\b\d+\b)");
  std::vector<Span> numbers;
  for (Span b : findAll(text, body))
    for (Span n : findAll(text.substr(b.first, b.second), number))
      numbers.emplace_back(b.first + n.first, n.second);
  return rewriteOne(text, numbers, rng, [&](const std::string &) {
    return rng() % 4 == 0 ? std::to_string(rng() % 3) : powerOfTwo(rng, 6);
  });
}

/// Replaces the span's text by `replacement`, and most of the time every
/// other occurrence of the same text too, so that a type changed where a
/// value is defined changes where it is used as well.
void replaceSpan(std::string &text, Span span, const std::string &replacement,
                 std::minstd_rand &rng) {
  std::string old = text.substr(span.first, span.second);
  if (rng() % 4 == 0) {
    text.replace(span.first, span.second, replacement);
    return;
  }
  for (size_t at = text.find(old); at != std::string::npos;
       at = text.find(old, at + replacement.size())) {
    text.replace(at, old.size(), replacement);
  }
}

/// A shaped type's prefix `tensor<16x64x` (or memdesc) with one dimension
/// changed to a power of two.
bool mutateShapeDim(std::string &text, std::minstd_rand &rng) {
  static const std::regex shape(R"((?:tensor|memdesc)<(?:\d+x)+)");
  std::vector<Span> shapes = findAll(text, shape);
  if (shapes.empty())
    return false;
  Span span = pick(shapes, rng);
  std::string prefix = text.substr(span.first, span.second);
  static const std::regex dim(R"(\d+)");
  std::vector<Span> dims = findAll(prefix, dim);
  Span d = pick(dims, rng);
  std::string changed = prefix;
  changed.replace(d.first, d.second, powerOfTwo(rng, 8));
  replaceSpan(text, span, changed, rng);
  return true;
}

/// The element type of a tensor, memdesc or pointer type -> another.
bool mutateElementType(std::string &text, std::minstd_rand &rng) {
  static const std::vector<std::string> types = {"f32", "f16", "bf16", "f64", "i1", "i8",
                                                 "i16", "i32", "i64", "f8E4M3FN", "f8E5M2"};
  static const std::regex element(
      R"((?:(?:tensor|memdesc)<(?:\d+x)+|!tt\.ptr<)(?:!tt\.ptr<)?(f32|f16|bf16|f64|i1|i8|i16|i32|i64|f8E4M3FN|f8E5M2)\b)");
  std::vector<Span> spans = findAll(text, element);
  if (spans.empty())
    return false;
  Span span = pick(spans, rng);
  std::string whole = text.substr(span.first, span.second);
  std::smatch m;
  std::regex_search(whole, m, element);
  std::string changed = whole.substr(0, m.position(1)) + pick(types, rng);
  replaceSpan(text, span, changed, rng);
  return true;
}

bool mutateModuleNumber(std::string &text, std::minstd_rand &rng) {
  static const std::regex number(
      R"re("ttg\.(?:num-warps|threads-per-warp|num-ctas|total-num-warps)"\s*=\s*(\d+))re");
  return rewriteOne(text, findAll(text, number, 1), rng,
                    [&](const std::string &) { return powerOfTwo(rng, 5); });
}

/// Names defined by `definition`'s group 1 and the spans of their uses.
bool swapUse(std::string &text, std::minstd_rand &rng, const std::regex &definition,
             const std::regex &use) {
  std::vector<std::string> names;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), definition);
       it != std::sregex_iterator(); ++it)
    names.push_back((*it)[1].str());
  if (names.size() < 2)
    return false;
  return rewriteOne(text, findAll(text, use, 1), rng,
                    [&](const std::string &) { return pick(names, rng); });
}

/// A type's layout alias (`tensor<16x64xf32, #blocked>`) -> another alias
/// the file defines, in that type wherever it occurs (replaceSpan); now and
/// then any alias use, nested ones (`parent = #blocked`) included.
bool mutateLayoutAlias(std::string &text, std::minstd_rand &rng) {
  static const std::regex definition(R"((?:^|\n)(#[A-Za-z_][\w$]*)\s*=)");
  // Alias names have no dot; `#ttg.blocked<` is an attribute, not an alias.
  static const std::regex use(R"([<,=]\s*(#[A-Za-z_][\w$]*)(?![\w.<$]))");
  static const std::regex typed(R"((?:tensor|memdesc)<[^<>]*,\s*(#[A-Za-z_][\w$]*)>)");
  std::vector<Span> types = findAll(text, typed);
  if (types.empty() || rng() % 4 == 0)
    return swapUse(text, rng, definition, use);
  std::vector<std::string> aliases;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), definition);
       it != std::sregex_iterator(); ++it)
    aliases.push_back((*it)[1].str());
  if (aliases.empty())
    return false;
  Span span = pick(types, rng);
  std::string type = text.substr(span.first, span.second);
  size_t hash = type.rfind('#');
  replaceSpan(text, span, type.substr(0, hash) + pick(aliases, rng) + ">", rng);
  return true;
}

/// The type a one-result op's line gives its result, as the generic and
/// most custom forms end: after the last `->`, else after the last `:`.
std::string resultTypeOfLine(const std::string &line) {
  size_t arrow = line.rfind("->");
  size_t colon = line.rfind(" : ");
  if (arrow != std::string::npos && (colon == std::string::npos || arrow > colon))
    return line.substr(arrow + 2);
  return colon == std::string::npos ? "" : line.substr(colon + 3);
}

/// A use of %x -> another value, of the same type (as its defining line
/// says) four times out of five: a type clash only tests the parser.
bool mutateValueUse(std::string &text, std::minstd_rand &rng) {
  static const std::regex definition(R"(^\s*(%[\w.$-]+)\s*=(.*)$)");
  static const std::regex use(R"([(,\s](%[\w.$-]+)\b(?!\s*[=:]))");
  std::vector<std::pair<std::string, std::string>> values; // name, type
  for (Span line : lines(text)) {
    std::string body = text.substr(line.first, line.second);
    if (!body.empty() && body.back() == '\n')
      body.pop_back();
    std::smatch m;
    if (std::regex_match(body, m, definition))
      values.emplace_back(m[1].str(), resultTypeOfLine(m[2].str()));
  }
  std::vector<Span> uses = findAll(text, use, 1);
  if (values.size() < 2 || uses.empty())
    return false;
  Span span = pick(uses, rng);
  std::string used = text.substr(span.first, span.second);
  std::string type;
  for (const auto &[name, valueType] : values)
    if (name == used)
      type = valueType;
  std::vector<std::string> candidates;
  for (const auto &[name, valueType] : values)
    if (name != used && (rng() % 5 == 0 || (!type.empty() && valueType == type)))
      candidates.push_back(name);
  if (candidates.empty())
    return false;
  text.replace(span.first, span.second, pick(candidates, rng));
  return true;
}

bool mutateConstant(std::string &text, std::minstd_rand &rng) {
  static const std::regex constant(R"((?:arith\.constant|dense<)\s*(-?\d+)\b)");
  return rewriteOne(text, findAll(text, constant, 1), rng, [&](const std::string &) {
    switch (rng() % 4) {
    case 0:
      return std::string("0");
    case 1:
      return std::string("-1");
    default:
      return powerOfTwo(rng, 12);
    }
  });
}

std::vector<Span> lines(const std::string &text) {
  std::vector<Span> spans;
  for (size_t start = 0; start < text.size();) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos)
      end = text.size();
    spans.emplace_back(start, end - start + (end < text.size()));
    start = end + 1;
  }
  return spans;
}

bool dropLine(std::string &text, std::minstd_rand &rng) {
  return rewriteOne(text, lines(text), rng, [](const std::string &) { return std::string(); });
}

bool cloneLine(std::string &text, std::minstd_rand &rng) {
  std::vector<Span> all = lines(text);
  if (all.empty())
    return false;
  Span line = pick(all, rng);
  std::string copy = text.substr(line.first, line.second);
  // A clone must not redefine what the original defines: rename %x to %x_c
  // and #alias to #alias_c.
  static const std::regex defined(R"(^(\s*)((?:[%#][\w.$-]+(?::\d+)?\s*,?\s*)+)=)");
  std::smatch m;
  if (std::regex_search(copy, m, defined)) {
    static const std::regex name(R"([%#][\w.$-]+)");
    std::string renamed = std::regex_replace(m[2].str(), name, "$&_c");
    copy = m[1].str() + renamed + "=" + copy.substr(m.length(0));
  }
  if (copy.empty() || copy.back() != '\n')
    copy.push_back('\n');
  text.insert(line.first + line.second, copy);
  return true;
}

} // namespace

std::string tt::fuzz::mutateMLIRText(llvm::StringRef input, std::minstd_rand &rng) {
  using Mutation = bool (*)(std::string &, std::minstd_rand &);
  static const Mutation mutations[] = {mutateLayoutNumber, mutateShapeDim,   mutateElementType,
                                       mutateModuleNumber, mutateLayoutAlias, mutateValueUse,
                                       mutateConstant,     dropLine,          cloneLine};
  std::string text = input.str();
  for (int attempt = 0; attempt < 4; ++attempt)
    if (mutations[rng() % std::size(mutations)](text, rng))
      break;
  return text;
}

size_t tt::fuzz::mutateMLIRBuffer(uint8_t *data, size_t size, size_t maxSize, unsigned seed) {
  std::minstd_rand rng(seed ? seed : 1);
  if (rng() % 10 == 0)
    return LLVMFuzzerMutate(data, size, maxSize);
  std::string text(reinterpret_cast<const char *>(data), size);
  // Mostly one edit: libFuzzer stacks mutations across generations anyway,
  // and each edit risks the input's parseability.
  unsigned roll = rng() % 10;
  for (unsigned edits = roll < 6 ? 1 : roll < 9 ? 2 : 3; edits > 0; --edits)
    text = mutateMLIRText(text, rng);
  if (text.size() > maxSize || (text.size() == size && !std::memcmp(text.data(), data, size)))
    return LLVMFuzzerMutate(data, size, maxSize);
  std::memcpy(data, text.data(), text.size());
  return text.size();
}
