//===- CompileOptions.cpp - what a compile is asked -----------------------===//

#include "tt/Driver/CompileOptions.h"

#include "llvm/ADT/SmallVector.h"

void tt::CodegenSettings::setPtxasOptions(llvm::StringRef spaceSeparated) {
  llvm::SmallVector<llvm::StringRef> words;
  spaceSeparated.split(words, ' ', -1, /*KeepEmpty=*/false);
  ptxasOptions.assign(words.begin(), words.end());
}
