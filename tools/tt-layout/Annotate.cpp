//===- Annotate.cpp - a TTGIR module with its layouts spelled out ---------===//
//
// The module is printed once with an AsmState, so every value has the name
// it gets in the text. Each line that defines results (`%a = ...`,
// `%a:2 = ...`, `%a, %b = ...`) is matched back to its op's results by
// those names, and gets `// name: summary` for each result that is a
// tensor with a distributed layout.
//
//===----------------------------------------------------------------------===//

#include "Annotate.h"

#include "tt/Analysis/Allocation.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Tools/LayoutQueries.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

namespace {

/// The summary of a tensor value's layout, or "" when it has none.
std::string summarize(Value value) {
  auto tensor = dyn_cast<RankedTensorType>(value.getType());
  if (!tensor || !tensor.getEncoding())
    return "";
  std::optional<tt::LinearLayout> layout = triton::gpu::toLinearLayout(tensor.getShape(), tensor.getEncoding());
  if (!layout || !layout->hasInDim("register") || !layout->hasInDim("lane"))
    return "";
  // The width the tensor's elements have in memory (booleans as bytes).
  return tt::summarizeLayout(*layout, triton::getSharedBitwidth(tensor));
}

/// Name -> comment for every op result in the module, by the names the
/// printer gives them. A multi-result value `%a:2` is named by `%a#i`.
llvm::StringMap<std::string> collectComments(ModuleOp module, AsmState &state) {
  llvm::StringMap<std::string> comments;
  module->walk([&](Operation *op) {
    for (OpResult result : op->getResults()) {
      std::string summary = summarize(result);
      if (summary.empty())
        continue;
      std::string name;
      llvm::raw_string_ostream os(name);
      result.printAsOperand(os, state);
      comments[name] = summary;
    }
  });
  return comments;
}

/// The result names a printed line defines, or none: `%a = `, `%a:2 = `
/// (named %a#0, %a#1), `%a, %b = `.
SmallVector<std::string> definedNames(StringRef line) {
  SmallVector<std::string> names;
  StringRef text = line.ltrim();
  if (!text.starts_with("%"))
    return names;
  size_t eq = text.find(" = ");
  if (eq == StringRef::npos)
    return names;
  SmallVector<StringRef> parts;
  text.take_front(eq).split(parts, ", ");
  for (StringRef part : parts) {
    auto [name, count] = part.split(':');
    unsigned n = 0;
    if (count.empty())
      names.push_back(name.str());
    else if (!count.getAsInteger(10, n))
      for (unsigned i = 0; i < n; ++i)
        names.push_back((name + "#" + Twine(i)).str());
  }
  return names;
}

} // namespace

int tt::annotateLayouts(MLIRContext &context, StringRef inputPath, StringRef outputPath) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input = openInputFile(inputPath, &error);
  if (!input) {
    llvm::errs() << "tt-layout: error: " << error << "\n";
    return 1;
  }
  llvm::SourceMgr sources;
  sources.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  SourceMgrDiagnosticHandler located(sources, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sources, &context);
  if (!module || failed(verify(*module)))
    return 1;

  AsmState state(*module);
  llvm::StringMap<std::string> comments = collectComments(*module, state);
  std::string text;
  llvm::raw_string_ostream printed(text);
  module->print(printed, state);

  std::unique_ptr<llvm::ToolOutputFile> output = openOutputFile(outputPath, &error);
  if (!output) {
    llvm::errs() << "tt-layout: error: " << error << "\n";
    return 1;
  }
  SmallVector<StringRef> lines;
  StringRef(text).split(lines, '\n');
  for (StringRef line : lines) {
    output->os() << line;
    SmallVector<std::string> names = definedNames(line);
    bool first = true;
    for (const std::string &name : names) {
      auto it = comments.find(name);
      if (it == comments.end())
        continue;
      output->os() << (first ? "  // " : "; ") << name << ": " << it->second;
      first = false;
    }
    output->os() << "\n";
  }
  output->keep();
  return 0;
}
