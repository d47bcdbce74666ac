//===- OutputFiles.cpp - all of a run's outputs, or none ------------------===//

#include "tt/Driver/OutputFiles.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

void tt::OutputFiles::add(StringRef path, std::string contents) {
  pending.push_back({path.str(), std::move(contents)});
}

Error tt::OutputFiles::commit() {
  std::vector<std::pair<sys::fs::TempFile, std::string>> written;
  auto discardAll = [&] {
    for (auto &[temp, path] : written)
      consumeError(temp.discard());
  };
  for (const Pending &file : pending) {
    if (file.path == "-")
      continue;
    Expected<sys::fs::TempFile> temp = sys::fs::TempFile::create(file.path + ".tmp-%%%%%%");
    if (!temp) {
      discardAll();
      return createStringError(inconvertibleErrorCode(),
                               "cannot write '" + file.path + "': " + toString(temp.takeError()));
    }
    raw_fd_ostream stream(temp->FD, /*shouldClose=*/false);
    stream << file.contents;
    stream.flush();
    std::error_code error = stream.error();
    written.emplace_back(std::move(*temp), file.path);
    if (error) {
      discardAll();
      return createStringError(error, "cannot write '" + file.path + "': " + error.message());
    }
  }
  for (auto &[temp, path] : written)
    if (Error error = temp.keep(path)) {
      discardAll();
      return createStringError(inconvertibleErrorCode(),
                               "cannot write '" + path + "': " + toString(std::move(error)));
    }
  for (const Pending &file : pending)
    if (file.path == "-")
      outs() << file.contents;
  outs().flush();
  return Error::success();
}
