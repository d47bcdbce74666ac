//===- Ptxas.cpp - PTX to cubin through the CUDA toolkit's ptxas ----------===//

#include "tt/Target/Ptxas.h"
#include "tt/Target/CUDAToolkit.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static Expected<std::string> readWhole(StringRef path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer =
      MemoryBuffer::getFile(path, /*IsText=*/false,
                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return createStringError(buffer.getError(),
                             "cannot read '" + path +
                                 "': " + buffer.getError().message());
  return (*buffer)->getBuffer().str();
}

Expected<tt::PtxasResult> tt::assembleCubin(StringRef ptx, StringRef ptxName,
                                            const GPUTarget &target,
                                            const PtxasOptions &options) {
  Expected<std::string> ptxas = findPtxas(options.ptxasPath);
  if (!ptxas)
    return ptxas.takeError();

  // ptxas reads and writes files: three temporaries, removed on every path.
  SmallString<128> input, output, log;
  for (auto [path, suffix] : {std::pair{&input, "ptx"}, {&output, "cubin"},
                              {&log, "log"}})
    if (std::error_code ec =
            sys::fs::createTemporaryFile("tt-translate", suffix, *path))
      return createStringError(ec, "cannot create a temporary file: " +
                                       ec.message());
  scope_exit cleanup([&] {
    sys::fs::remove(input);
    sys::fs::remove(output);
    sys::fs::remove(log);
  });
  {
    std::error_code ec;
    raw_fd_ostream stream(input, ec);
    if (ec)
      return createStringError(ec, "cannot write '" + input +
                                       "': " + ec.message());
    stream << ptx;
  }

  std::string gpuName = "--gpu-name=" + target.cpu();
  std::vector<std::string> args = {*ptxas};
  if (options.lineInfo)
    args.push_back("-lineinfo");
  if (!options.enableFPFusion)
    args.push_back("--fmad=false");
  args.push_back("-v");
  for (const std::string &extra : options.extraOptions)
    args.push_back(extra);
  args.insert(args.end(), {gpuName, std::string(input), "-o",
                           std::string(output)});
  SmallVector<StringRef> argRefs(args.begin(), args.end());

  PtxasResult result;
  for (StringRef arg : argRefs)
    result.command += (result.command.empty() ? "" : " ") + arg.str();
  std::optional<StringRef> redirects[] = {std::nullopt, StringRef(log),
                                          StringRef(log)};
  std::string launchError;
  int status = sys::ExecuteAndWait(*ptxas, argRefs, std::nullopt, redirects,
                                   /*SecondsToWait=*/0, /*MemoryLimit=*/0,
                                   &launchError);
  if (Expected<std::string> text = readWhole(log))
    result.log = std::move(*text);
  else
    consumeError(text.takeError());
  // The log names the temporary; name the real input instead.
  for (size_t at; (at = result.log.find(input.str().str())) != std::string::npos;)
    result.log.replace(at, input.size(), ptxName.str());

  if (status != 0) {
    std::string why =
        status < 0 ? "could not run: " + launchError
                   : "failed with exit status " + std::to_string(status);
    return createStringError(inconvertibleErrorCode(),
                             "ptxas " + why + " on '" + ptxName +
                                 "'\nptxas log:\n" + result.log +
                                 "command: " + result.command);
  }
  Expected<std::string> cubin = readWhole(output);
  if (!cubin)
    return cubin.takeError();
  result.cubin = std::move(*cubin);
  return result;
}
