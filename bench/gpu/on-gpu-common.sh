# Sourced by the GPU-machine scripts (pipeline-on-gpu.sh, dot-bench-on-gpu.sh):
# the repository root, the output folder ($OUT, else ./gpu-out), a fresh
# Triton cache, the card's name, and `summary LOG`, the lines of a
# lowering_check.py log worth printing (its table, and each kernel that did
# not match).
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${OUT:-$PWD/gpu-out}
mkdir -p "$out"
export PYTHONUNBUFFERED=1 TRITON_CACHE_DIR=$(mktemp -d)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader

summary() { grep -E "kernels match" -A14 "$1"; grep -E " (MISMATCH|RUN FAILED|NOT COMPILED|ERROR|SETUP) " "$1" | cut -c1-200; }
