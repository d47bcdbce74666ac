#!/usr/bin/env bash
# Installs what a fresh Debian 12 machine lacks to build and test tt-toolkit.
# Idempotent: a machine that has everything gets no apt-get call at all.
set -euo pipefail

# pkgconf: make check tests the installed C API's pkg-config file.
packages=(llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools
          cmake ninja-build ccache g++ python3 zlib1g-dev libzstd-dev libedit-dev
          libcurl4-openssl-dev libxml2-dev pkgconf)
# `--fuzz` (make fuzz-build): clang with libFuzzer and the sanitizers' runtimes.
if [ "${1:-}" = "--fuzz" ]; then
  packages+=(clang-22 libfuzzer-22-dev libclang-rt-22-dev)
fi

missing=()
for pkg in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed"; then
    missing+=("$pkg")
  fi
done

if ((${#missing[@]})); then
  echo "bootstrap: installing ${missing[*]}"
  sudo=""
  if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi
  # A package index that does not know llvm-22 yet needs a refresh first.
  if ! apt-cache show llvm-22-dev >/dev/null 2>&1 || [ -z "$(ls -A /var/lib/apt/lists 2>/dev/null | grep -v lock)" ]; then
    $sudo apt-get update -q
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
else
  echo "bootstrap: all packages present"
fi

cuda_home="${TT_CUDA_HOME:-/usr/local/cuda}"
if [ -f "$cuda_home/include/cuda.h" ] && [ -x "$cuda_home/bin/ptxas" ]; then
  echo "bootstrap: CUDA toolkit at $cuda_home"
else
  echo "bootstrap: no CUDA toolkit at $cuda_home (set TT_CUDA_HOME):" \
       "tt-run, cubin generation and GPU tests are skipped"
fi
