//===- CompileKey.cpp - the hash that names a compilation -----------------===//

#include "tt/Driver/CompileKey.h"

#include "llvm/ADT/StringExtras.h"

using namespace llvm;

static void addLengthPrefixed(SHA256 &sha, StringRef text) {
  uint64_t size = text.size();
  uint8_t bytes[8];
  for (int i = 0; i < 8; ++i)
    bytes[i] = static_cast<uint8_t>(size >> (8 * i));
  sha.update(ArrayRef<uint8_t>(bytes));
  sha.update(text);
}

tt::CompileKeyBuilder &tt::CompileKeyBuilder::add(StringRef name, StringRef value) {
  addLengthPrefixed(sha, name);
  addLengthPrefixed(sha, value);
  return *this;
}

tt::CompileHash tt::CompileKeyBuilder::finish() {
  std::array<uint8_t, 32> digest = sha.final();
  return {toHex(digest, /*LowerCase=*/true), encodeBase32(digest)};
}

std::string tt::encodeBase32(ArrayRef<uint8_t> bytes) {
  static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  std::string text;
  uint32_t buffer = 0;
  int bits = 0;
  for (uint8_t byte : bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += alphabet[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0)
    text += alphabet[(buffer << (5 - bits)) & 31];
  return text;
}
