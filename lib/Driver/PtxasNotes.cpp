//===- PtxasNotes.cpp - ptxas's performance notes as diagnostics ----------===//
//
// Scans the log line by line for "Potential Performance Loss", takes the
// "(Cnnnn)" code before it and the last quoted name after "function", and
// prints or returns one diagnostic per note.
//
//===----------------------------------------------------------------------===//

#include "tt/Driver/PtxasNotes.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static constexpr StringLiteral kMarker = "Potential Performance Loss";

/// The name after the PTX's first `.entry`, or "".
static std::string entryName(StringRef ptx) {
  size_t at = ptx.find(".entry ");
  if (at == StringRef::npos)
    return "";
  StringRef rest = ptx.drop_front(at + strlen(".entry ")).ltrim();
  return rest.take_while([](char c) { return isAlnum(c) || c == '_' || c == '$' || c == '.'; })
      .str();
}

/// The name quoted after "function" in a ptxas line, or "".
static std::string functionName(StringRef line) {
  size_t at = line.rfind("function '");
  if (at == StringRef::npos)
    return "";
  StringRef rest = line.drop_front(at + strlen("function '"));
  return rest.take_until([](char c) { return c == '\''; }).str();
}

std::vector<tt::PtxasPerformanceNote> tt::findPerformanceNotes(StringRef log, StringRef ptx) {
  std::vector<PtxasPerformanceNote> notes;
  SmallVector<StringRef> lines;
  log.split(lines, '\n', -1, /*KeepEmpty=*/false);
  std::string entry;
  for (StringRef line : lines) {
    size_t marker = line.find(kMarker);
    if (marker == StringRef::npos)
      continue;
    PtxasPerformanceNote note;
    StringRef head = line.take_front(marker);
    if (size_t open = head.rfind("(C"); open != StringRef::npos)
      note.code = head.drop_front(open + 1).take_until([](char c) { return c == ')'; }).str();
    note.message = line.drop_front(marker + kMarker.size()).ltrim(": ").rtrim().str();
    note.kernel = functionName(line);
    if (note.kernel.empty()) {
      if (entry.empty())
        entry = entryName(ptx);
      note.kernel = entry;
    }
    notes.push_back(std::move(note));
  }
  return notes;
}

Error tt::reportPerformanceNotes(StringRef log, StringRef ptx, StringRef inputName, bool asErrors,
                                 const DiagnosticReporter &reporter) {
  std::vector<PtxasPerformanceNote> notes = findPerformanceNotes(log, ptx);
  if (notes.empty())
    return Error::success();
  std::string text;
  raw_string_ostream os(text);
  for (auto [i, note] : llvm::enumerate(notes)) {
    if (i)
      os << "\n";
    os << inputName << ": kernel '" << note.kernel << "': ptxas";
    if (!note.code.empty())
      os << " " << note.code;
    os << ": " << kMarker << ": " << note.message;
  }
  if (asErrors)
    return createStringError(inconvertibleErrorCode(),
                             text + "\n(an error because of --werror-serialization)");
  SmallVector<StringRef> lines;
  StringRef(text).split(lines, '\n');
  for (StringRef line : lines)
    reporter.warning(line);
  return Error::success();
}
