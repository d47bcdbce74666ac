//===- Reproducers.cpp - what a failed --compile leaves behind ------------===//

#include "tt/Driver/Reproducers.h"

#include "tt/Driver/StageFiles.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

/// `<output without extension>.<tag>.<extension>`.
static std::string besideOutput(StringRef outputPath, StringRef tag, StringRef extension) {
  SmallString<256> path(outputPath);
  sys::path::replace_extension(path, "");
  return (path + "." + tag + "." + extension).str();
}

std::string tt::getReproducerPath(StringRef outputPath, StringRef extension) {
  return besideOutput(outputPath, "repro", extension);
}

std::string tt::getReplayOutputPath(StringRef outputPath, StringRef extension) {
  return besideOutput(outputPath, "replay", extension);
}

std::string tt::getSiblingToolPath(StringRef tool) {
  static int anchor;
  std::string self = sys::fs::getMainExecutable(nullptr, &anchor);
  if (self.empty())
    return tool.str();
  SmallString<256> sibling(sys::path::parent_path(self));
  sys::path::append(sibling, tool);
  return sys::fs::can_execute(sibling) ? std::string(sibling) : tool.str();
}

static std::string quoteForShell(StringRef arg) {
  bool plain = !arg.empty() && all_of(arg, [](char c) {
    return isAlnum(c) || StringRef("-_./=:,+@%").contains(c);
  });
  if (plain)
    return arg.str();
  std::string quoted = "'";
  for (char c : arg)
    quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

std::string tt::joinShellCommand(ArrayRef<std::string> args) {
  std::string command;
  for (const std::string &arg : args)
    command += (command.empty() ? "" : " ") + quoteForShell(arg);
  return command;
}

Error tt::writeReproducer(StringRef path, StringRef input, StringRef commentPrefix,
                          StringRef failure, StringRef replayCommand) {
  std::string text = input.str();
  if (!text.empty() && text.back() != '\n')
    text += '\n';
  // At the end, so that line numbers in messages about the input stay right.
  SmallVector<StringRef> failureLines;
  failure.split(failureLines, '\n');
  text +=
      (commentPrefix + " tt-translate --compile reproducer: " + failureLines.front() + "\n").str();
  for (StringRef line : ArrayRef(failureLines).drop_front())
    text += (commentPrefix + "   " + line + "\n").str();
  text += (commentPrefix + " replay: " + replayCommand + "\n").str();
  return writeFileAtomically(path, text);
}
