//===- PlainCompileOptions.h - the options of a cacheable compile -*- C++ -*-===//
//
// The options a `--compile` may use and still be served by the early cache
// path (EarlyCacheHit.h): each changes what the compile writes into its
// outputs and nothing else (no dumps, overrides, timings or logs), so a
// repeat of the invocation is its output files alone. Whether an option
// takes a value tells the early path, which runs before LLVM's command-line
// library exists, how to skip over it.
//
// One table, read by the early path and checked against tt-translate's
// registered cl::opts (`tt-translate --verify-option-table`, run by
// test/tt-translate/option-table.test): a name missing there, or one that
// takes a value where the cl::opt does not, fails the check.
//
// Plain data only: the early path runs before static constructors.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TOOLS_TT_TRANSLATE_PLAINCOMPILEOPTIONS_H
#define TT_TOOLS_TT_TRANSLATE_PLAINCOMPILEOPTIONS_H

#include <string_view>

namespace tt {

struct PlainCompileOption {
  std::string_view name;
  bool takesValue;
};

inline constexpr PlainCompileOption kPlainCompileOptions[] = {
    {"compile", false},          {"cache-dir", true},       {"o", true},
    {"target", true},            {"num-warps", true},       {"num-ctas", true},
    {"num-stages", true},        {"input-stage", true},     {"line-info", false},
    {"opt-level", true},         {"enable-fp-fusion", false}, {"enable-reflect-ftz", false},
    {"libdevice", true},         {"ptxas", true},           {"ptxas-options", true},
    {"ptx-version", true},       {"signature", true},       {"shared", true},
    {"metadata", true},          {"no-metadata", false},    {"metadata-in", true},
    {"scratch-params", true},    {"check-shared-bounds", false},
};

/// The table's entry for option `name`, or null when a compile using it
/// cannot be served early.
inline const PlainCompileOption *findPlainCompileOption(std::string_view name) {
  for (const PlainCompileOption &option : kPlainCompileOptions)
    if (option.name == name)
      return &option;
  return nullptr;
}

} // namespace tt

#endif // TT_TOOLS_TT_TRANSLATE_PLAINCOMPILEOPTIONS_H
