# Sourced by the GPU-machine scripts: ttrun_binary BUNDLE WORK prints the path
# of a tt-run that starts there. The bundled binary was built on Debian 12
# (glibc 2.36); if it cannot start, it is rebuilt from the bundled sources
# against the cuda.h Triton ships.
ttrun_binary() {
  local bundle=$1 work=$2 inc
  cp "$bundle/tt-run" "$work/tt-run" && chmod +x "$work/tt-run" || return 1
  if ! "$work/tt-run" --help > /dev/null 2>&1; then
    echo "prebuilt tt-run does not start here; rebuilding from source" >&2
    inc=$(python3 -c 'import os, triton; print(os.path.join(os.path.dirname(triton.__file__), "backends/nvidia/include"))')
    cc -std=gnu11 -O2 -Wall -Wextra -isystem "$inc" "$bundle"/src/*.c -ldl -lm \
      -o "$work/tt-run" >&2 || return 1
  fi
  echo "$work/tt-run"
}
