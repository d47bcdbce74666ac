//===- KernelCache.cpp - --compile's content-addressed cache --------------===//

#include "tt/Driver/KernelCache.h"

#include "tt/Driver/StageFiles.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"

#include <chrono>

using namespace llvm;

/// Written last into an entry; its name can't be a `<kernel>.<ext>` (a
/// kernel name has no '-').
static constexpr StringLiteral kManifestName = "tt-cache-manifest.json";
static constexpr StringLiteral kManifestFormat = "tt-translate-cache-1";

static std::string sha256Hex(StringRef contents) {
  return toHex(SHA256::hash(arrayRefFromStringRef(contents)), /*LowerCase=*/true);
}

static std::string joinPath(StringRef folder, StringRef name) {
  SmallString<256> path(folder);
  sys::path::append(path, name);
  return std::string(path);
}

static std::optional<std::string> readWhole(StringRef path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer =
      MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!buffer)
    return std::nullopt;
  return (*buffer)->getBuffer().str();
}

const std::string *tt::CacheEntry::find(StringRef name) const {
  for (const auto &[fileName, contents] : files)
    if (fileName == name)
      return &contents;
  return nullptr;
}

std::string tt::KernelCache::getEntryPath(StringRef key) const { return joinPath(directory, key); }

namespace {
/// Why an entry can't be used, or success with its files.
struct EntryCheck {
  std::optional<tt::CacheEntry> entry;
  std::string problem; ///< Empty for a missing entry (a plain miss).
};
} // namespace

static EntryCheck checkEntry(StringRef folder, StringRef key) {
  if (!sys::fs::is_directory(folder))
    return {};
  std::optional<std::string> manifestText = readWhole(joinPath(folder, kManifestName));
  if (!manifestText)
    return {std::nullopt, "it has no " + kManifestName.str() + " (an interrupted write?)"};
  Expected<json::Value> manifest = json::parse(*manifestText);
  if (!manifest) {
    std::string why = toString(manifest.takeError());
    return {std::nullopt, kManifestName.str() + " is not valid JSON: " + why};
  }
  const json::Object *root = manifest->getAsObject();
  const json::Array *files = root ? root->getArray("files") : nullptr;
  std::optional<StringRef> format = root ? root->getString("format") : std::nullopt;
  std::optional<StringRef> manifestKey = root ? root->getString("key") : std::nullopt;
  std::optional<StringRef> kernel = root ? root->getString("kernel") : std::nullopt;
  if (!files || !format || *format != kManifestFormat || !manifestKey || !kernel)
    return {std::nullopt, kManifestName.str() + " is not a " + kManifestFormat.str() + " manifest"};
  if (*manifestKey != key)
    return {std::nullopt, kManifestName.str() + " names another key (" + manifestKey->str() + ")"};

  tt::CacheEntry entry;
  entry.kernel = kernel->str();
  for (const json::Value &value : *files) {
    const json::Object *file = value.getAsObject();
    std::optional<StringRef> name = file ? file->getString("name") : std::nullopt;
    std::optional<int64_t> size = file ? file->getInteger("size") : std::nullopt;
    std::optional<StringRef> sha = file ? file->getString("sha256") : std::nullopt;
    if (!name || !size || !sha || name->contains('/'))
      return {std::nullopt, kManifestName.str() + " has a malformed file record"};
    std::optional<std::string> contents = readWhole(joinPath(folder, *name));
    if (!contents)
      return {std::nullopt, name->str() + " is missing"};
    if (static_cast<int64_t>(contents->size()) != *size)
      return {std::nullopt,
              formatv("{0} has {1} bytes, the manifest says {2}", *name, contents->size(), *size)
                  .str()};
    if (sha256Hex(*contents) != *sha)
      return {std::nullopt, name->str() + " does not match its checksum in the manifest"};
    entry.files.emplace_back(name->str(), std::move(*contents));
  }
  return {std::move(entry), ""};
}

std::optional<tt::CacheEntry>
tt::KernelCache::lookup(StringRef key, function_ref<void(const Twine &)> warn) const {
  std::string folder = getEntryPath(key);
  EntryCheck check = checkEntry(folder, key);
  if (!check.entry && !check.problem.empty())
    warn("cache entry '" + folder + "' is damaged: " + check.problem + "; rebuilding it");
  return std::move(check.entry);
}

static std::string makeManifest(StringRef key, const tt::CacheEntry &entry) {
  json::Array files;
  for (const auto &[name, contents] : entry.files)
    files.push_back(json::Object{{"name", name},
                                 {"size", static_cast<int64_t>(contents.size())},
                                 {"sha256", sha256Hex(contents)}});
  json::Object root{{"format", kManifestFormat},
                    {"key", key},
                    {"kernel", entry.kernel},
                    {"files", std::move(files)}};
  return formatv("{0:1}\n", json::Value(std::move(root))).str();
}

/// A new, empty, uniquely named folder `<directory>/<prefix>-XXXXXX`.
static std::error_code createUniqueFolder(StringRef directory, const Twine &prefix,
                                          SmallVectorImpl<char> &path) {
  // LLVM puts a relative prefix under the system's temporary folder.
  SmallString<256> model(directory);
  if (std::error_code error = sys::fs::make_absolute(model))
    return error;
  sys::path::append(model, prefix);
  return sys::fs::createUniqueDirectory(model, path);
}

static Error cacheError(const Twine &what, const Twine &path, std::error_code error) {
  return createStringError(error, what + " '" + path + "': " + error.message());
}

/// Whether the entry published at `folder` is intact and holds everything
/// `ours` holds (the same kernel, every file): only then may it stand in
/// for ours. An intact entry that lacks a file would never be replaced.
static bool coversEntry(StringRef folder, StringRef key, const tt::CacheEntry &ours) {
  std::optional<tt::CacheEntry> published = checkEntry(folder, key).entry;
  if (!published || published->kernel != ours.kernel)
    return false;
  return llvm::all_of(ours.files, [&](const auto &file) { return published->find(file.first); });
}

/// A compile killed between making its staging (or trash) folder and
/// renaming it leaves the folder behind. No live compile keeps one for an
/// hour, so a store removes those older than that: the cache does not
/// collect them forever.
static void removeAbandonedFolders(StringRef directory) {
  constexpr std::chrono::hours kAbandoned(1);
  auto now = std::chrono::system_clock::now();
  std::error_code error;
  for (sys::fs::directory_iterator it(directory, error), end; it != end && !error;
       it.increment(error)) {
    StringRef name = sys::path::filename(it->path());
    if (!name.starts_with(".tmp-") && !name.starts_with(".trash-"))
      continue;
    sys::fs::file_status status;
    if (sys::fs::status(it->path(), status) || now - status.getLastModificationTime() < kAbandoned)
      continue;
    sys::fs::remove_directories(it->path(), /*IgnoreErrors=*/true);
  }
}

Error tt::KernelCache::store(StringRef key, const CacheEntry &entry) const {
  if (std::error_code error = sys::fs::create_directories(directory))
    return cacheError("cannot create cache directory", directory, error);
  removeAbandonedFolders(directory);
  SmallString<256> staging;
  if (std::error_code error = createUniqueFolder(directory, ".tmp-" + key, staging))
    return cacheError("cannot create a folder in", directory, error);
  scope_exit removeStaging([&] { sys::fs::remove_directories(staging); });

  for (const auto &[name, contents] : entry.files)
    if (Error error = writeFileAtomically(joinPath(staging, name), contents))
      return error;
  // The manifest goes last: its presence says the files before it are all
  // there.
  if (Error error = writeFileAtomically(joinPath(staging, kManifestName), makeManifest(key, entry)))
    return error;

  std::string folder = getEntryPath(key);
  if (!sys::fs::rename(staging, folder))
    return Error::success();
  // Someone published first. Keep an intact entry that holds what ours
  // holds; move any other aside (renaming is atomic, deleting file by file
  // is not) and publish ours.
  if (coversEntry(folder, key, entry))
    return Error::success();
  SmallString<256> trash;
  if (std::error_code error = createUniqueFolder(directory, ".trash-" + key, trash))
    return cacheError("cannot create a folder in", directory, error);
  if (std::error_code error = sys::fs::rename(folder, trash)) {
    sys::fs::remove_directories(trash);
    return cacheError("cannot replace damaged cache entry", folder, error);
  }
  sys::fs::remove_directories(trash);
  if (std::error_code error = sys::fs::rename(staging, folder)) {
    // Another compile replaced it between our two renames: theirs stands.
    if (coversEntry(folder, key, entry))
      return Error::success();
    return cacheError("cannot publish cache entry", folder, error);
  }
  return Error::success();
}
