//===- OutputFiles.h - all of a run's outputs, or none ----------*- C++ -*-===//
//
// tt-translate writes a stage's output and its `<kernel>.json` together:
// each goes to a temporary beside its destination and is renamed into place
// only when every one of them was written, so a failed run leaves nothing.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DRIVER_OUTPUTFILES_H
#define TT_DRIVER_OUTPUTFILES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace tt {

class OutputFiles {
public:
  /// Queues `contents` for `path` ("-" is standard output).
  void add(llvm::StringRef path, std::string contents);
  /// Writes every queued file, or none of them.
  llvm::Error commit();

private:
  struct Pending {
    std::string path;
    std::string contents;
  };
  std::vector<Pending> pending;
};

} // namespace tt

#endif // TT_DRIVER_OUTPUTFILES_H
