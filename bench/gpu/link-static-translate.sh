#!/usr/bin/env bash
# Relinks tt-translate as one static executable, for machines without
# LLVM/MLIR (the GPU machine: Triton, torch and Python, no libLLVM, an
# unknown glibc). The normal build links the shared libMLIR/libLLVM (250+
# MB); this links the same object files of tt-translate and our libraries
# against Debian's static libMLIR*.a/libLLVM*.a and glibc's libc.a, keeps
# only what is reachable (--gc-sections) and strips the result.
#
#   bench/gpu/link-static-translate.sh [OUT]     (default: build/static/tt-translate)
#
# Then checks that the static tool compiles the corpus kernels to the same
# cubins as the shared build (needs the corpus and ptxas; skipped without).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$root/build
out=${1:-$build/static/tt-translate}
llvm_lib=/usr/lib/llvm-22/lib
corpus=${TT_CORPUS_DIR:-$root/../shared/corpus}

# The shared build's objects are what we relink: bring them up to date.
if command -v ttb >/dev/null; then ttb tt-translate; else ninja -C "$build" tt-translate; fi

# The launcher's object and the tool's (libtt-translate-main.so in the
# shared build): linked in, the launcher calls the tool's ttTranslateMain
# directly instead of loading the library (tools/tt-translate/Launcher.cpp).
# The launcher's by name: its folder may keep objects of the old layout.
objects=("$build"/tools/tt-translate/CMakeFiles/tt-translate.dir/Launcher.cpp.o
         "$build"/tools/tt-translate/CMakeFiles/tt-translate-main.dir/*.o)
our_libs=("$build"/lib/libTT*.a)
for object in "${objects[@]}"; do
  [ -e "$object" ] || { echo "error: no tt-translate object $object" >&2; exit 1; }
done
for lib in libc.a libstdc++.a libz.a libzstd.a; do
  path=$(g++ -print-file-name="$lib")
  [ "$path" != "$lib" ] || {
    echo "error: static $lib not found (apt-get install libc6-dev libstdc++-12-dev" \
         "zlib1g-dev libzstd-dev)" >&2; exit 1; }
done
ls "$llvm_lib"/libMLIRIR.a "$llvm_lib"/libLLVMSupport.a >/dev/null || {
  echo "error: LLVM/MLIR 22 static libraries missing under $llvm_lib (libmlir-22-dev," \
       "llvm-22-dev)" >&2; exit 1; }

mkdir -p "$(dirname "$out")"
# Archives in one group: the linker resolves their cross references in any
# order. libz/libzstd: LLVM's compression support (compressed debug sections).
g++ -static -o "$out.tmp" "${objects[@]}" \
  -Wl,--gc-sections -Wl,--start-group "${our_libs[@]}" "$llvm_lib"/libMLIR*.a \
  "$llvm_lib"/libLLVM*.a -Wl,--end-group -lzstd -lz -lpthread -lm -s \
  2> >(grep -v "requires at runtime the shared libraries from the glibc version" \
       | grep -v "in function .llvm::sys::" >&2)
mv "$out.tmp" "$out"
size=$(stat -c %s "$out")
echo "static tt-translate: $out ($((size / 1024 / 1024)) MiB)"
file "$out" | grep -q "statically linked" || { echo "error: $out is not static" >&2; exit 1; }

# Same cubins as the shared build, for every kernel we can compile.
if [ -d "$corpus" ] && "$build/bin/tt-translate" --ptx-to-cubin --help >/dev/null 2>&1; then
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  for spec in vadd:4 softmax:8 layernorm:8; do
    k=${spec%:*} warps=${spec#*:}
    for tool in shared static; do
      bin=$build/bin/tt-translate
      [ $tool = static ] && bin=$out
      "$bin" --compile "$corpus/$k/$k.source.ttir" --num-warps="$warps" -o "$work/$k.$tool.cubin"
    done
    cmp "$work/$k.shared.cubin" "$work/$k.static.cubin"
    # The hash differs: it covers the tool's own files, and these are two.
    diff <(grep -v '"hash"' "$work/$k.shared.json") <(grep -v '"hash"' "$work/$k.static.json")
    echo "  $k: same cubin and metadata as the shared build"
  done
fi
