//===- StageFiles.h - dump and override folders -----------------*- C++ -*-===//
//
// --dump-dir and --override-dir hold one folder per compilation,
// `<dir>/<hash>/<kernel>.<ext>`, the layout of Triton's TRITON_KERNEL_DUMP
// and TRITON_KERNEL_OVERRIDE: every stage is dumped there as it is made, and
// a file found in the override folder replaces the stage of that name, the
// compilation resuming from it.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DRIVER_STAGEFILES_H
#define TT_DRIVER_STAGEFILES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace tt {

/// `<root>/<hash>/`: one compilation's folder.
class KernelFolder {
public:
  KernelFolder(llvm::StringRef root, llvm::StringRef hashFolder);

  const std::string &path() const { return folder; }
  std::string pathOf(llvm::StringRef fileName) const;

  /// Writes `fileName` in the folder (created if needed) through a temporary
  /// and a rename, so nobody sees it half-written.
  llvm::Error write(llvm::StringRef fileName, llvm::StringRef contents) const;

  /// Every file in the folder by name (no subfolders); none when the folder
  /// does not exist.
  llvm::Expected<std::map<std::string, std::string>> readAll() const;

private:
  std::string folder;
};

/// Writes `contents` to `path` through a temporary beside it and a rename, so
/// that nobody sees the file half-written.
llvm::Error writeFileAtomically(llvm::StringRef path, llvm::StringRef contents);

/// The override folder of one compilation, read once.
class StageOverrides {
public:
  /// Reads `<root>/<hash>/`; an empty `root` means no overrides.
  static llvm::Expected<StageOverrides> load(llvm::StringRef root, llvm::StringRef hashFolder);

  bool empty() const { return files.empty(); }
  /// Every file by name, for the cache key.
  const std::map<std::string, std::string> &getFiles() const { return files; }

  /// The path and contents of `<kernel>.<extension>`, if overridden; the
  /// file counts as used.
  std::optional<std::pair<std::string, llvm::StringRef>> take(llvm::StringRef kernel,
                                                              llvm::StringRef extension);

  /// Files that no stage took (wrong kernel name, a stage before the input).
  std::vector<std::string> getUnusedPaths() const;

private:
  std::optional<KernelFolder> folder;
  std::map<std::string, std::string> files;
  std::set<std::string> used;
};

} // namespace tt

#endif // TT_DRIVER_STAGEFILES_H
