//===- PtxasNotes.h - ptxas's performance notes as diagnostics --*- C++ -*-===//
//
// ptxas -v reports, among its infos, that it had to serialize a kernel's
// wgmma pipeline or ignore a register hint:
//
//   ptxas info    : (C7511) Potential Performance Loss: wgmma.mma_async
//   instructions are serialized due to insufficient register resources for
//   the wgmma pipeline in the function 'k'
//
// (C7515: a non-wgmma instruction touches accumulator registers in flight;
// C7508: setmaxnreg ignored; others alike.) The kernel still runs, slowly,
// so tt-translate makes each one a warning naming the kernel, or with
// --werror-serialization an error.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DRIVER_PTXASNOTES_H
#define TT_DRIVER_PTXASNOTES_H

#include "tt/Driver/Diagnostics.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace tt {

/// One "Potential Performance Loss" info of ptxas's log.
struct PtxasPerformanceNote {
  std::string code;    ///< "C7511"; empty when ptxas gave none
  std::string kernel;  ///< the function it names, else the PTX's entry
  std::string message; ///< ptxas's text after "Potential Performance Loss: "
};

/// The notes of `log`; `ptx` supplies the kernel name when a line has none.
std::vector<PtxasPerformanceNote> findPerformanceNotes(llvm::StringRef log, llvm::StringRef ptx);

/// Reports each note of `log` as a warning, naming `inputName` and the
/// kernel; with `asErrors`, returns them as one error instead.
llvm::Error reportPerformanceNotes(llvm::StringRef log, llvm::StringRef ptx,
                                   llvm::StringRef inputName, bool asErrors,
                                   const DiagnosticReporter &reporter);

} // namespace tt

#endif // TT_DRIVER_PTXASNOTES_H
