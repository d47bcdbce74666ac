#!/usr/bin/env bash
# Runs the ahead-of-time examples beside this script on the GPU and prints
# PASS or FAIL for each kernel; exits 1 if any failed. The programs need the
# CUDA driver (libcuda.so.1) and nothing else. A program that cannot start
# here (built against a newer C library) is rebuilt from ../gen and ../src
# with cc, the cuda.h Triton ships and the driver's libcuda.so.1.
#
#   bash OUT/bin/run.sh          (OUT from examples/aot/build.sh)
here=$(cd "$(dirname "$0")" && pwd)
gen=$here/../gen
src=$here/../src
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# rebuild KERNEL: prints the path of a program built here, or fails.
rebuild() {
  local kernel=$1 inc lib
  inc=$(python3 -c 'import os, triton; print(os.path.join(os.path.dirname(triton.__file__), "backends/nvidia/include"))' 2>/dev/null) ||
    { echo "no cuda.h here (Triton's) to rebuild with" >&2; return 1; }
  lib=$(ldconfig -p | awk '/libcuda\.so\.1 /{print $NF; exit}')
  [ -n "$lib" ] || { echo "no libcuda.so.1 here" >&2; return 1; }
  cc -std=c11 -O2 -Wall -Wextra -isystem "$inc" -I "$gen" -I "$src" \
    "$src/${kernel}_example.c" "$gen/$kernel.c" "$gen/$kernel".*.c "$lib" \
    -o "$work/${kernel}_example" >&2 || return 1
  echo "$work/${kernel}_example"
}

failed=0
for kernel in vadd matmul tma_matmul; do
  prog=$here/${kernel}_example
  log=$("$prog" 2>&1)
  rc=$?
  if [ $rc -ne 0 ] && ! grep -q "^\(PASS\|FAIL\) $kernel" <<< "$log"; then
    echo "$kernel: the prebuilt program did not run ($rc): $(head -c 300 <<< "$log")"
    echo "$kernel: rebuilding it here"
    if prog=$(rebuild "$kernel"); then
      log=$("$prog" 2>&1)
      rc=$?
    fi
  fi
  echo "$log"
  if [ $rc -ne 0 ] && ! grep -q "^FAIL $kernel" <<< "$log"; then
    echo "FAIL $kernel: exit status $rc"
  fi
  [ $rc -eq 0 ] || failed=1
done
[ $failed -eq 0 ] && echo "all ahead-of-time examples passed"
exit $failed
