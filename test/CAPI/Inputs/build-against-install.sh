#!/usr/bin/env bash
# Builds examples/capi's program against an installed tt-toolkit, the two
# ways another project would: with pkg-config into OUT/pkg, and as a CMake
# project (find_package) into OUT/cmake.
#
#   build-against-install.sh PREFIX EXAMPLE_DIR OUT
set -euo pipefail
prefix=$1 example=$2 out=$3
mkdir -p "$out/pkg"
# shellcheck disable=SC2046  # pkg-config's words are separate arguments
cc -std=c11 -Wall -Wextra -Werror "$example/compile-kernel.c" \
  $(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --cflags --libs tt-toolkit) \
  -o "$out/pkg/compile-kernel"
cmake -S "$example" -B "$out/cmake" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" >"$out/cmake.log"
ninja -C "$out/cmake" >>"$out/cmake.log"
