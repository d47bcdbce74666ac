//===- EarlyCacheHit.cpp - repeated compiles served before start-up -------===//
//
// The reader runs in the launcher, before static constructors, so it uses
// the C library, std::string/std::vector and LLVM's xxhash functions (plain
// functions on bytes, which the launcher links from libLLVMSupport.a alone)
// only: nothing that needs a constructed global, nothing from libLLVM.so.
//
//===----------------------------------------------------------------------===//

#include "EarlyCacheHit.h"
#include "PlainCompileOptions.h"
#include "tt/Driver/CompileOptions.h"

#include "ToolVersion.inc"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/xxhash.h"

#include <algorithm>
#include <cerrno>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <string_view>
#include <sys/stat.h>
#include <unistd.h>

extern char **environ;

namespace {

constexpr const char *kRecordMagic = "tt-translate invocation record 1";

/// The arguments main received (null before setProcessArguments).
int savedArgc = 0;
char **savedArgv = nullptr;


bool readWholeFile(const std::string &path, std::string &contents) {
  int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return false;
  contents.clear();
  char buffer[1 << 16];
  ssize_t got;
  while ((got = read(fd, buffer, sizeof buffer)) > 0)
    contents.append(buffer, size_t(got));
  close(fd);
  return got == 0;
}

bool isRegularFile(const std::string &path) {
  struct stat status;
  return stat(path.c_str(), &status) == 0 && S_ISREG(status.st_mode);
}

void addField(std::string &key, std::string_view field) {
  key += std::to_string(field.size());
  key += ':';
  key += field;
}

/// The record of this invocation in its cache: nullopt when it does not
/// qualify. `args` excludes the program name.
std::optional<std::string> getRecordPath(const std::vector<std::string_view> &args, char **envp) {
  bool compile = false;
  std::string cacheDir;
  for (size_t i = 0; i < args.size(); ++i) {
    std::string_view name = tt::getOptionName(args[i]);
    if (args[i] == "-")
      return std::nullopt; // standard input: nothing to fingerprint
    if (name.empty())
      continue;
    if (!tt::findPlainCompileOption(name))
      return std::nullopt;
    compile |= name == "compile";
    if (name == "cache-dir") {
      size_t equals = args[i].find('=');
      if (equals != std::string_view::npos)
        cacheDir = std::string(args[i].substr(equals + 1));
      else if (i + 1 < args.size())
        cacheDir = std::string(args[i + 1]);
    }
  }
  if (!compile || cacheDir.empty())
    return std::nullopt;

  std::string key;
  addField(key, kRecordMagic);
  addField(key, TT_TOOL_COMMIT);
  addField(key, TT_TOOL_SOURCES_SHA256);
  addField(key, TT_TOOL_TOOLCHAIN);
  char cwd[4096];
  if (!getcwd(cwd, sizeof cwd))
    return std::nullopt;
  addField(key, cwd);
  // Where tools are found from, in a stable order.
  std::vector<std::string_view> variables;
  for (char **env = envp; env && *env; ++env) {
    std::string_view variable(*env);
    for (std::string_view prefix : {"PATH=", "TT_", "CUDA", "TRITON"})
      if (variable.substr(0, prefix.size()) == prefix) {
        variables.push_back(variable);
        break;
      }
  }
  std::sort(variables.begin(), variables.end());
  constexpr std::string_view kOwnSwitch = "TT_TRANSLATE_EARLY_HIT=";
  for (std::string_view variable : variables)
    if (variable.substr(0, kOwnSwitch.size()) != kOwnSwitch)
      addField(key, variable);
  // Every argument, and the bytes of the files the compile reads: the
  // positional input and --metadata-in's json. (The tools it runs are
  // checked by identity from the record; -o's file is what it writes.)
  for (size_t i = 0; i < args.size(); ++i) {
    std::string_view arg = args[i], name = tt::getOptionName(arg);
    addField(key, arg);
    std::string path;
    if (name.empty()) {
      path = std::string(arg);
    } else if (tt::findPlainCompileOption(name)->takesValue) { // getRecordPath admitted it
      size_t equals = arg.find('=');
      std::string_view value;
      if (equals != std::string_view::npos) {
        value = arg.substr(equals + 1);
      } else if (i + 1 < args.size()) {
        value = args[++i];
        addField(key, value);
      }
      if (name == "metadata-in")
        path = std::string(value);
    }
    std::string contents;
    if (!path.empty() && isRegularFile(path) && readWholeFile(path, contents))
      addField(key, contents);
  }
  llvm::XXH128_hash_t hash = llvm::xxh3_128bits(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(key.data()), key.size()));
  char hex[33];
  snprintf(hex, sizeof hex, "%016" PRIx64 "%016" PRIx64, hash.high64, hash.low64);
  return cacheDir + "/invocations/" + hex;
}

uint64_t checksum(const std::string &contents) {
  return llvm::xxh3_64bits(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(contents.data()), contents.size()));
}

/// "<size> <mtime ns>" of a file, or "" when it can't be read.
std::string describeDependency(const std::string &path) {
  struct stat status;
  if (stat(path.c_str(), &status) != 0)
    return "";
  return std::to_string(status.st_size) + " " +
         std::to_string(int64_t(status.st_mtim.tv_sec) * 1000000000 + status.st_mtim.tv_nsec);
}

/// Writes `contents` to `path` through a temporary file and a rename.
bool writeFileAtomically(const std::string &path, const std::string &contents) {
  std::string temporary = path + ".tt-translate." + std::to_string(getpid()) + ".tmp";
  int fd = open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0)
    return false;
  size_t written = 0;
  while (written < contents.size()) {
    ssize_t n = write(fd, contents.data() + written, contents.size() - written);
    if (n <= 0)
      break;
    written += size_t(n);
  }
  bool ok = written == contents.size() && close(fd) == 0;
  if (ok && rename(temporary.c_str(), path.c_str()) == 0)
    return true;
  unlink(temporary.c_str());
  return false;
}

/// The value of environment variable `name` in `envp` (getenv can't be
/// used yet: the C library sets up `environ` after the preinit functions of
/// a dynamically linked program).
const char *findVariable(char **envp, std::string_view name) {
  for (char **env = envp; env && *env; ++env) {
    std::string_view variable(*env);
    if (variable.size() > name.size() && variable.substr(0, name.size()) == name &&
        variable[name.size()] == '=')
      return *env + name.size() + 1;
  }
  return nullptr;
}

} // namespace

bool tt::serveEarlyCacheHit(int argc, char **argv, char **envp) {
  const char *mode = findVariable(envp, "TT_TRANSLATE_EARLY_HIT");
  if (mode && strcmp(mode, "off") == 0)
    return false;
  std::vector<std::string_view> args(argv + 1, argv + argc);
  std::optional<std::string> recordPath = getRecordPath(args, envp);
  std::string record;
  if (!recordPath || !readWholeFile(*recordPath, record)) {
    if (recordPath && mode && strcmp(mode, "report") == 0)
      fprintf(stderr, "tt-translate: note: no early cache record '%s'\n", recordPath->c_str());
    return false;
  }

  bool report = mode && strcmp(mode, "report") == 0;
  auto decline = [&](const std::string &why) {
    if (report)
      fprintf(stderr, "tt-translate: note: early cache record '%s' not used: %s\n",
              recordPath->c_str(), why.c_str());
    return false;
  };

  // Parse and check everything before writing anything.
  std::vector<std::pair<std::string, std::string>> outputs; // destination, contents
  size_t start = 0;
  bool sawMagic = false;
  while (start < record.size()) {
    size_t end = record.find('\n', start);
    if (end == std::string::npos)
      return decline("it is cut short");
    std::string line = record.substr(start, end - start);
    start = end + 1;
    if (!sawMagic) {
      if (line != kRecordMagic)
        return decline("not a record of this format");
      sawMagic = true;
      continue;
    }
    size_t tab = line.find('\t');
    if (tab == std::string::npos)
      return decline("malformed line");
    std::string fields = line.substr(0, tab), rest = line.substr(tab + 1);
    if (fields.rfind("depends ", 0) == 0) {
      if (describeDependency(rest) != fields.substr(8))
        return decline("'" + rest + "' changed");
      continue;
    }
    unsigned long long size = 0, sum = 0;
    size_t tab2 = rest.find('\t');
    if (fields.rfind("output ", 0) != 0 || tab2 == std::string::npos ||
        sscanf(fields.c_str() + 7, "%llu %llx", &size, &sum) != 2)
      return decline("malformed line");
    std::string source = rest.substr(0, tab2), contents;
    if (!readWholeFile(source, contents) || contents.size() != size || checksum(contents) != sum)
      return decline("'" + source + "' is missing or changed");
    outputs.emplace_back(rest.substr(tab2 + 1), std::move(contents));
  }
  if (!sawMagic || outputs.empty())
    return decline("it lists no outputs");
  for (const auto &[destination, contents] : outputs)
    if (!writeFileAtomically(destination, contents))
      return decline("'" + destination + "' can't be written"); // the driver writes all again
  if (report)
    fprintf(stderr, "tt-translate: note: early cache hit: '%s'\n", recordPath->c_str());
  return true;
}

std::string_view tt::getOptionName(std::string_view arg) {
  if (arg.size() < 2 || arg[0] != '-')
    return {};
  arg.remove_prefix(arg[1] == '-' ? 2 : 1);
  return arg.substr(0, arg.find('='));
}

void tt::setProcessArguments(int argc, char **argv) {
  savedArgc = argc;
  savedArgv = argv;
}

llvm::ArrayRef<const char *> tt::getProcessArguments() {
  return llvm::ArrayRef<const char *>(const_cast<const char **>(savedArgv), size_t(savedArgc));
}

void tt::writeInvocationRecord(const std::vector<std::string> &dependencies,
                               const std::vector<tt::CachedOutput> &outputs) {
  if (!savedArgv || outputs.empty())
    return;
  std::vector<std::string_view> args(savedArgv + 1, savedArgv + savedArgc);
  std::optional<std::string> recordPath = getRecordPath(args, environ);
  if (!recordPath)
    return;
  auto plain = [](const std::string &text) {
    return text.find_first_of("\t\n") == std::string::npos;
  };
  std::string record = std::string(kRecordMagic) + "\n";
  for (const std::string &path : dependencies) {
    std::string identity = describeDependency(path);
    if (identity.empty() || !plain(path))
      return;
    record += "depends " + identity + "\t" + path + "\n";
  }
  for (const tt::CachedOutput &output : outputs) {
    std::string contents;
    if (!plain(output.source) || !plain(output.destination) ||
        !readWholeFile(output.source, contents))
      return;
    char sum[17];
    snprintf(sum, sizeof sum, "%016" PRIx64, checksum(contents));
    record += "output " + std::to_string(contents.size()) + " " + sum + "\t" + output.source +
              "\t" + output.destination + "\n";
  }
  std::string folder = recordPath->substr(0, recordPath->rfind('/'));
  mkdir(folder.c_str(), 0755); // exists already after the first record
  writeFileAtomically(*recordPath, record);
}
