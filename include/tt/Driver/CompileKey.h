//===- CompileKey.h - the hash that names a compilation ---------*- C++ -*-===//
//
// A compilation is named by the SHA-256 of everything that decides its
// result: the input text, every option, the target and the tool's identity
// (ToolVersion.h). As in Triton, the hex digest goes into `<kernel>.json`
// as "hash" and its base32 spelling names the `<hash>/` folder in dump,
// override and cache directories.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DRIVER_COMPILEKEY_H
#define TT_DRIVER_COMPILEKEY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/SHA256.h"

#include <cstdint>
#include <string>

namespace tt {

struct CompileHash {
  /// 64 lowercase hex digits.
  std::string hex;
  /// RFC 4648 base32 without padding (52 characters), Triton's folder name.
  std::string folder;
};

/// Feeds named fields to SHA-256 in an unambiguous encoding (lengths, not
/// separators, delimit them), so no two field lists hash alike by accident.
class CompileKeyBuilder {
public:
  CompileKeyBuilder &add(llvm::StringRef name, llvm::StringRef value);
  CompileHash finish();

private:
  llvm::SHA256 sha;
};

/// RFC 4648 base32 (A-Z, 2-7) without `=` padding, as Triton spells keys.
std::string encodeBase32(llvm::ArrayRef<uint8_t> bytes);

} // namespace tt

#endif // TT_DRIVER_COMPILEKEY_H
