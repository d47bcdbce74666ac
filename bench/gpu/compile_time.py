"""Compile time, tt-toolkit against Triton 3.6, on the GPU machine's CPU.

The GPU-machine half of bench/gpu/run-compile-time.sh. For each kernel of
the bundle (the corpus kernels tt-toolkit compiles), in one run on one
machine, with the same options, the same ptxas and the same libdevice:

  ours .ttir      `tt-translate --compile <k>.ttir -o k.cubin` (the static
                  tool of the bundle) with an empty --cache-dir: the whole
                  chain, make-ttir to ptxas, in a fresh process each time
  ours hit        the same command again on that cache: a cache hit
  Triton .ttir    `triton.compile("<k>.ttir")`: Triton's IRSource from the
                  same file, make-ttgir to ptxas (Triton skips make-ttir for
                  an IR input)
  Triton AST      `triton.compile(ASTSource(kernel))`: from the Python
                  kernel, what a Triton user pays on a cache miss

Triton runs in this process with a fresh TRITON_CACHE_DIR per compile (cold
cache), after one discarded warm-up compile (so imports and one-time
initialization are not counted; ours pays its process start every time).
Each column is the median of --runs compiles, taken interleaved. Prints a
table and writes compile-time.json to --out.
"""
import argparse
import importlib.util
import json
import os
import platform
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

# The corpus launches (../shared/corpus/README.md): Triton signature, options.
KERNELS = {
    "vadd": ("*fp32:16,*fp32:16,*fp32:16,i32:16,1024", 4, 3),
    "softmax": ("*fp32:16,*fp32:16,i32:16,i32:16,i32:16,2048", 8, 3),
    "layernorm": ("*fp16:16,*fp16:16,*fp16:16,*fp16:16,i32:16,i32:16,fp32,1024", 8, 3),
    "matmul": ("*fp16:16,*fp16:16,*fp16:16,i32:16,i32:16,i32:16,i32:16,i32:1,i32:16,i32:1,"
               "i32:16,i32:1,128,128,64,8", 8, 3),
}


class Timeout(Exception):
    pass


def _on_alarm(signum, frame):
    raise Timeout()


def median_ms(samples):
    return statistics.median(samples) * 1e3 if samples else None


def triton_tools():
    """Triton's own ptxas and libdevice, which both sides then use."""
    import triton
    base = os.path.join(os.path.dirname(triton.__file__), "backends", "nvidia")
    ptxas = None
    try:
        ptxas = triton.knobs.nvidia.ptxas.path
    except Exception:
        pass
    if not ptxas or not os.path.exists(ptxas):
        ptxas = os.path.join(base, "bin", "ptxas")
    if not os.path.exists(ptxas):
        ptxas = shutil.which("ptxas")
    libdevice = os.path.join(base, "lib", "libdevice.10.bc")
    if not ptxas or not os.path.exists(ptxas):
        raise SystemExit("error: cannot find Triton's ptxas (looked in %s/bin and PATH)" % base)
    if not os.path.exists(libdevice):
        raise SystemExit("error: cannot find Triton's libdevice at %s" % libdevice)
    version = subprocess.run([ptxas, "--version"], capture_output=True, text=True).stdout
    return ptxas, libdevice, version.strip().splitlines()[-1] if version.strip() else "?"


def load_kernels_module(path):
    spec = importlib.util.spec_from_file_location("corpus_kernels", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def ast_source(fn, signature_text):
    """Triton's ASTSource for a compile.py-style signature (':16' divisible
    by 16, ':1' equal to one, a bare literal a constexpr)."""
    from triton.compiler import ASTSource
    signature, constexprs, attrs = {}, {}, {}
    entries = signature_text.split(",")
    if len(entries) != len(fn.arg_names):
        raise ValueError("signature has %d entries, %s takes %d arguments"
                         % (len(entries), fn.__name__, len(fn.arg_names)))
    for index, (name, entry) in enumerate(zip(fn.arg_names, entries)):
        kind, _, hint = entry.strip().partition(":")
        if kind[:1].isdigit() or kind[:1] == "-":
            signature[name] = "constexpr"
            constexprs[name] = float(kind) if "." in kind else int(kind)
        elif hint == "1" and not kind.startswith("*"):
            signature[name] = "constexpr"
            constexprs[name] = 1
        else:
            signature[name] = kind
            if hint == "16":
                attrs[(index,)] = [["tt.divisibility", 16]]
    return ASTSource(fn=fn, signature=signature, constexprs=constexprs, attrs=attrs)


def fresh_triton_cache(root):
    """Points Triton at an empty cache folder."""
    path = tempfile.mkdtemp(prefix="triton-cache-", dir=root)
    os.environ["TRITON_CACHE_DIR"] = path
    try:
        import triton
        triton.knobs.cache.dir = path
    except Exception:
        pass
    return path


def time_triton(source, options, work, timeout):
    import triton
    from triton.backends.compiler import GPUTarget
    cache = fresh_triton_cache(work)
    signal.signal(signal.SIGALRM, _on_alarm)
    signal.alarm(timeout)
    try:
        start = time.perf_counter()
        triton.compile(source, target=GPUTarget("cuda", 90, 32), options=options)
        return time.perf_counter() - start
    finally:
        signal.alarm(0)
        shutil.rmtree(cache, ignore_errors=True)


def time_ours(command, timeout):
    start = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        raise RuntimeError(result.stderr.strip() or "exit status %d" % result.returncode)
    return elapsed


class Column:
    """One way of compiling one kernel: its samples, or why it failed."""

    def __init__(self):
        self.samples, self.error = [], None

    def run(self, measure):
        if self.error:
            return
        try:
            self.samples.append(measure())
        except Timeout:
            self.error = "timed out"
        except subprocess.TimeoutExpired:
            self.error = "timed out"
        except Exception as e:  # a failed compile is a result, not the end of the run
            self.error = ("%s: %s" % (type(e).__name__, e)).splitlines()[0][:300]


def kernel_spec(bundle, name, kernels_module):
    """(signature, num_warps, num_stages, @triton.jit function) of a kernel:
    from its header-format file kernels/<name>.py when the bundle has one
    (test/GPU/lowering/'s headers), else the corpus table and kernels.py."""
    path = os.path.join(bundle, "kernels", name + ".py")
    if not os.path.exists(path):
        signature, warps, stages = KERNELS[name]
        return signature, warps, stages, getattr(kernels_module, name)
    text = open(path).read()
    header = dict(re.findall(r"^#\s*(signature|launch|kernel):\s*(.*)$", text, re.M))
    launch = dict(kv.split("=") for kv in header["launch"].replace(" ", "").split(","))
    spec = importlib.util.spec_from_file_location("kernel_" + name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    fn_name = header.get("kernel") or re.findall(r"^@triton\.jit(?:\(.*\))?\s*\ndef (\w+)\(", text, re.M)[-1]
    return (header["signature"], int(launch["num_warps"]), int(launch.get("num_stages", 3)),
            getattr(module, fn_name))


def bench_kernel(name, args, tools, kernels_module, work):
    signature, warps, stages, fn = kernel_spec(args.bundle, name, kernels_module)
    ptxas, libdevice, _ = tools
    ttir = os.path.join(args.bundle, "kernels", name + ".ttir")
    options = {"num_warps": warps, "num_stages": stages, "num_ctas": 1}
    ours_base = [os.path.join(args.bundle, "tt-translate"), "--compile", ttir, "--target=cuda:90",
                 "--num-warps=%d" % warps, "--num-stages=%d" % stages, "--num-ctas=1",
                 "--ptxas=" + ptxas, "--libdevice=" + libdevice]
    columns = {key: Column() for key in ("ours", "ours_hit", "triton_ttir", "triton_ast")}

    def ours_cold(cache):
        return time_ours(ours_base + ["-o", os.path.join(work, name + ".cubin"),
                                      "--cache-dir", cache], args.timeout)

    def one_round(keep):
        cache = tempfile.mkdtemp(prefix="tt-cache-", dir=work)
        sinks = columns if keep else {key: Column() for key in columns}
        sinks["ours"].run(lambda: ours_cold(cache))
        if not sinks["ours"].error:
            sinks["ours_hit"].run(lambda: ours_cold(cache))
        shutil.rmtree(cache, ignore_errors=True)
        sinks["triton_ttir"].run(lambda: time_triton(ttir, options, work, args.timeout))
        sinks["triton_ast"].run(
            lambda: time_triton(ast_source(fn, signature), options, work, args.timeout))
        if not keep:  # a warm-up failure is a failure of the column
            for key, column in sinks.items():
                columns[key].error = columns[key].error or column.error

    one_round(keep=False)
    for _ in range(args.runs):
        one_round(keep=True)

    row = {"kernel": name, "num_warps": warps, "num_stages": stages, "runs": args.runs}
    for key, column in columns.items():
        row[key + "_ms"] = median_ms(column.samples)
        row[key + "_samples_ms"] = [s * 1e3 for s in column.samples]
        if column.error:
            row[key + "_error"] = column.error
    ours, hit = row["ours_ms"], row["ours_hit_ms"]
    for key in ("triton_ttir", "triton_ast"):
        theirs = row[key + "_ms"]
        row["ours_over_" + key] = ours / theirs if ours and theirs else None
    row["cold_over_hit"] = ours / hit if ours and hit else None
    return row


def fmt(value, spec="%.1f"):
    return spec % value if value is not None else "-"


def print_table(rows):
    header = ("kernel", "ours ms", "ours hit ms", "cold/hit", "Triton .ttir ms",
              "Triton AST ms", "ours/Triton .ttir", "ours/Triton AST")
    lines = [header]
    for r in rows:
        lines.append((r["kernel"], fmt(r["ours_ms"]), fmt(r["ours_hit_ms"], "%.2f"),
                      fmt(r["cold_over_hit"]), fmt(r["triton_ttir_ms"]), fmt(r["triton_ast_ms"]),
                      fmt(r["ours_over_triton_ttir"], "%.3f"), fmt(r["ours_over_triton_ast"], "%.3f")))
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    for line in lines:
        print("  ".join(cell.rjust(width) for cell, width in zip(line, widths)))
    for r in rows:
        for key in ("ours", "ours_hit", "triton_ttir", "triton_ast"):
            if r.get(key + "_error"):
                print("%s, %s: %s" % (r["kernel"], key, r[key + "_error"]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", required=True)
    parser.add_argument("--out", default=os.environ.get("OUT", "/tmp/compile-bench-out"))
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--timeout", type=int, default=300, help="seconds per compile")
    parser.add_argument("--kernels", help="comma separated (default: the bundle's kernels.txt)")
    args = parser.parse_args()
    args.bundle = os.path.abspath(args.bundle)
    os.makedirs(args.out, exist_ok=True)

    try:
        import triton
    except ImportError as e:
        raise SystemExit("error: Triton is not importable here: %s" % e)
    names = (args.kernels.split(",") if args.kernels else
             open(os.path.join(args.bundle, "kernels.txt")).read().split())
    unknown = [n for n in names if n not in KERNELS and
               not os.path.exists(os.path.join(args.bundle, "kernels", n + ".py"))]
    if unknown:
        raise SystemExit("error: unknown kernels %s (known: %s)" % (unknown, ", ".join(KERNELS)))
    tools = triton_tools()
    kernels_module = load_kernels_module(os.path.join(args.bundle, "kernels.py"))
    version = subprocess.run([os.path.join(args.bundle, "tt-translate"), "--version"],
                             capture_output=True, text=True).stdout
    work = tempfile.mkdtemp(prefix="compile-bench-")
    try:
        rows = [bench_kernel(name, args, tools, kernels_module, work) for name in names]
    finally:
        shutil.rmtree(work, ignore_errors=True)

    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo")
                if line.startswith("model name")), platform.processor())
    result = {
        "machine": {"cpu": cpu, "cores": os.cpu_count(), "python": platform.python_version()},
        "triton": triton.__version__, "ptxas": tools[0], "ptxas_version": tools[2],
        "libdevice": tools[1],
        "tt_translate": [line.strip() for line in version.splitlines() if "tt-toolkit" in line],
        "kernels": rows,
    }
    print("CPU: %s (%d cores); Triton %s; %s" % (cpu, os.cpu_count(), triton.__version__, tools[2]))
    print_table(rows)
    path = os.path.join(args.out, "compile-time.json")
    with open(path, "w") as f:
        json.dump(result, f, indent=1)
    print("wrote " + path)
    return 0 if all(r["ours_ms"] is not None for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
