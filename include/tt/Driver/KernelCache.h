//===- KernelCache.h - --compile's content-addressed cache ------*- C++ -*-===//
//
// `--cache-dir DIR` keeps every compilation's files in `DIR/<key>/`, named
// by the base32 SHA-256 of its inputs (CompileKey.h), with a manifest of
// their sizes and checksums written last. An entry is built in a private
// temporary folder and renamed into place whole, so a reader sees all of it
// or nothing, however many compiles of the same kernel run at once; on a hit
// every file is checked against the manifest, and an entry that does not
// match (cut short, edited, damaged) is reported and rebuilt.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DRIVER_KERNELCACHE_H
#define TT_DRIVER_KERNELCACHE_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace tt {

/// The files of one compilation: `<kernel>.<ext>` for each stage it made and
/// `<kernel>.json`.
struct CacheEntry {
  std::string kernel;
  std::vector<std::pair<std::string, std::string>> files; ///< name, contents

  /// The contents of `name`, or nullptr.
  const std::string *find(llvm::StringRef name) const;
};

class KernelCache {
public:
  explicit KernelCache(llvm::StringRef directory) : directory(directory.str()) {}

  /// `<directory>/<key>`.
  std::string getEntryPath(llvm::StringRef key) const;

  /// The entry for `key` if it is there and intact. An entry that fails the
  /// check is reported through `warn` and treated as missing.
  std::optional<CacheEntry> lookup(llvm::StringRef key,
                                   llvm::function_ref<void(const llvm::Twine &)> warn) const;

  /// Publishes `entry` under `key`. An intact entry someone else published
  /// meanwhile is kept; a damaged one is replaced.
  llvm::Error store(llvm::StringRef key, const CacheEntry &entry) const;

private:
  std::string directory;
};

} // namespace tt

#endif // TT_DRIVER_KERNELCACHE_H
