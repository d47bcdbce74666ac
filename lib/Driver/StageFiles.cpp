//===- StageFiles.cpp - dump and override folders -------------------------===//

#include "tt/Driver/StageFiles.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static Error fileError(const Twine &what, StringRef path, const Twine &why) {
  return createStringError(inconvertibleErrorCode(), what + " '" + path + "': " + why);
}

Error tt::writeFileAtomically(StringRef path, StringRef contents) {
  Expected<sys::fs::TempFile> temp = sys::fs::TempFile::create(path + ".tmp-%%%%%%%%");
  if (!temp)
    return fileError("cannot write", path, toString(temp.takeError()));
  {
    raw_fd_ostream stream(temp->FD, /*shouldClose=*/false);
    stream << contents;
    stream.flush();
    if (std::error_code error = stream.error()) {
      consumeError(temp->discard());
      return fileError("cannot write", path, error.message());
    }
  }
  if (Error error = temp->keep(path))
    return fileError("cannot write", path, toString(std::move(error)));
  return Error::success();
}

tt::KernelFolder::KernelFolder(StringRef root, StringRef hashFolder) {
  SmallString<256> path(root);
  sys::path::append(path, hashFolder);
  folder = std::string(path);
}

std::string tt::KernelFolder::pathOf(StringRef fileName) const {
  SmallString<256> path(folder);
  sys::path::append(path, fileName);
  return std::string(path);
}

Error tt::KernelFolder::write(StringRef fileName, StringRef contents) const {
  if (std::error_code error = sys::fs::create_directories(folder))
    return fileError("cannot create folder", folder, error.message());
  return writeFileAtomically(pathOf(fileName), contents);
}

Expected<std::map<std::string, std::string>> tt::KernelFolder::readAll() const {
  std::map<std::string, std::string> files;
  std::error_code error;
  for (sys::fs::directory_iterator it(folder, error), end; !error && it != end;
       it.increment(error)) {
    if (it->type() == sys::fs::file_type::directory_file)
      continue;
    ErrorOr<std::unique_ptr<MemoryBuffer>> buffer =
        MemoryBuffer::getFile(it->path(), /*IsText=*/false, /*RequiresNullTerminator=*/false);
    if (!buffer)
      return fileError("cannot read", it->path(), buffer.getError().message());
    files[sys::path::filename(it->path()).str()] = (*buffer)->getBuffer().str();
  }
  if (error && error != std::errc::no_such_file_or_directory)
    return fileError("cannot read folder", folder, error.message());
  return files;
}

Expected<tt::StageOverrides> tt::StageOverrides::load(StringRef root, StringRef hashFolder) {
  StageOverrides overrides;
  if (root.empty())
    return overrides;
  overrides.folder.emplace(root, hashFolder);
  Expected<std::map<std::string, std::string>> files = overrides.folder->readAll();
  if (!files)
    return files.takeError();
  overrides.files = std::move(*files);
  return overrides;
}

std::optional<std::pair<std::string, StringRef>> tt::StageOverrides::take(StringRef kernel,
                                                                          StringRef extension) {
  std::string name = (kernel + "." + extension).str();
  auto it = files.find(name);
  if (it == files.end())
    return std::nullopt;
  used.insert(name);
  return std::make_pair(folder->pathOf(name), StringRef(it->second));
}

std::vector<std::string> tt::StageOverrides::getUnusedPaths() const {
  std::vector<std::string> unused;
  for (const auto &[name, contents] : files)
    if (!used.count(name))
      unused.push_back(folder->pathOf(name));
  return unused;
}
