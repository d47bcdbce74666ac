#!/usr/bin/env python3
"""What a `tt-translate --compile --cache-dir` cache hit costs, in the build users get.

Compiles one kernel (the corpus' vadd.ttir to a cubin by default) once with
a fresh --cache-dir, then times, each in a fresh process as a user runs it:

  hit          the same command again, --hits times (the early path answers)
  driver hit   the same with TT_TRANSLATE_EARLY_HIT=off: a hit found by the
               full driver, after LLVM and MLIR have started
  cold         the compile with an empty cache, --cold times
  spawn floor  /bin/true, the cost of starting any process from here

Every run must succeed and write the first compile's cubin and json again
(they are removed before each run, outside the timed part). With several
--tool LABEL=PATH (say, a copy of the tool before a change and after), the
runs of all tools are interleaved, so that the machine's load weighs on
each alike. Prints median, p90 and min in ms and writes them, with each
tool's shared libraries and the machine's load, to
bench/cache-hit-<label>-<date>.json.

  bench/cache-hit.py                                   # build/bin/tt-translate
  bench/cache-hit.py --tool before=/tmp/old/bin/tt-translate \\
      --tool after=build/bin/tt-translate --label before-after
"""
import argparse
import datetime
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KINDS = ("hit", "driver_hit", "cold", "spawn_floor")


def fail(message):
    print(f"cache-hit.py: error: {message}", file=sys.stderr)
    sys.exit(1)


class ArgumentParser(argparse.ArgumentParser):
    # A bad command line exits 1 with the usage, as every tool of ours does.
    def error(self, message):
        self.print_usage(sys.stderr)
        fail(message)


def spawn(argv, env, stderr_path):
    """Runs argv in the current folder; returns (seconds, exit status).
    posix_spawn: the least overhead Python can add around a process."""
    with open(stderr_path, "wb") as stderr:
        actions = [(os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
                   (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
                   (os.POSIX_SPAWN_DUP2, stderr.fileno(), 2)]
        start = time.perf_counter()
        pid = os.posix_spawn(argv[0], argv, env, file_actions=actions)
        _, status = os.waitpid(pid, 0)
        return time.perf_counter() - start, os.waitstatus_to_exitcode(status)


def summary(seconds):
    if not seconds:
        return None
    ms = sorted(s * 1000 for s in seconds)
    p90 = ms[(9 * len(ms) + 9) // 10 - 1]  # nearest rank
    return {"n": len(ms), "median_ms": round(statistics.median(ms), 3),
            "p90_ms": round(p90, 3), "min_ms": round(ms[0], 3),
            "mean_ms": round(statistics.fmean(ms), 3)}


def cpu_model():
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return "unknown"


def shared_libraries(tool):
    try:
        text = subprocess.run(["ldd", tool], capture_output=True, text=True).stdout
    except OSError:
        return []
    return [line.split()[0] for line in text.splitlines() if line.strip()]


class Subject:
    """One tool, in its own folder with its own cache."""

    def __init__(self, label, tool, kernel, work, env):
        self.label, self.tool, self.env = label, tool, env
        self.folder = os.path.join(work, label)
        os.makedirs(os.path.join(self.folder, "out"))
        self.input = os.path.basename(kernel)
        shutil.copy(kernel, os.path.join(self.folder, self.input))
        stem = self.input.split(".")[0]
        self.outputs = [f"out/{stem}.cubin", f"out/{stem}.json"]
        self.stderr = os.path.join(work, label + ".stderr")
        self.seconds = {kind: [] for kind in KINDS}
        self.cold_caches = 0
        # The first compile fills the cache; its outputs are what every run
        # must write again.
        self.expected = None
        self.run(self.command("cache"), env, "the first compile")
        self.expected = [self.read(path) for path in self.outputs]
        log = self.run(self.command("cache"), dict(env, TT_TRANSLATE_EARLY_HIT="report"), "a hit")[1]
        self.early = "early cache hit" in log
        if not self.early:
            print(f"cache-hit.py: warning: {label}: the early path did not answer:\n{log}",
                  file=sys.stderr)

    def command(self, cache):
        # Relative paths, run in the subject's folder: the command a user repeats.
        return [self.tool, "--compile", self.input, "-o", self.outputs[0], "--cache-dir", cache]

    def read(self, path):
        with open(os.path.join(self.folder, path), "rb") as f:
            return f.read()

    def run(self, argv, env, what):
        os.chdir(self.folder)
        for path in self.outputs:
            if os.path.exists(path):
                os.unlink(path)
        seconds, code = spawn(argv, env, self.stderr)
        with open(self.stderr, errors="replace") as f:
            log = f.read()
        if code != 0:
            fail(f"{self.label}: {what} exited {code}:\n{log}")
        if self.expected is not None:
            for path, first in zip(self.outputs, self.expected):
                if not os.path.exists(path) or self.read(path) != first:
                    fail(f"{self.label}: {what} did not write the first compile's {path}")
        return seconds, log

    def time(self, kind):
        if kind == "hit":
            seconds = self.run(self.command("cache"), self.env, "a hit")[0]
        elif kind == "driver_hit":
            off = dict(self.env, TT_TRANSLATE_EARLY_HIT="off")
            seconds = self.run(self.command("cache"), off, "a driver hit")[0]
        elif kind == "cold":
            self.cold_caches += 1
            seconds = self.run(self.command(f"cold{self.cold_caches}"), self.env,
                               "a cold compile")[0]
        else:
            os.chdir(self.folder)
            seconds = spawn(["/bin/true"], self.env, self.stderr)[0]
        self.seconds[kind].append(seconds)


def parse_tool(text):
    label, equals, path = text.rpartition("=")
    if not equals:
        label, path = "tool", text
    path = os.path.abspath(path)
    if not label.replace("-", "").replace("_", "").isalnum():
        fail(f"--tool '{text}': a label is letters, digits, '-' and '_'")
    if not os.access(path, os.X_OK):
        fail(f"--tool '{text}': no executable at '{path}' (build it: make)")
    return label, path


def main():
    parser = ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tool", action="append", metavar="[LABEL=]PATH",
                        help="a tt-translate to time (repeatable; default build/bin/tt-translate)")
    parser.add_argument("--kernel", default=os.path.join(ROOT, "../shared/corpus/vadd/vadd.ttir"),
                        help="a .ttir (or any stage --compile takes)")
    parser.add_argument("--hits", type=int, default=200)
    parser.add_argument("--driver-hits", type=int, default=10)
    parser.add_argument("--cold", type=int, default=5)
    parser.add_argument("--label", default="run", help="names the result file")
    parser.add_argument("--out", help="result file (default bench/cache-hit-<label>-<date>.json)")
    a = parser.parse_args()
    if min(a.hits, a.cold) < 1 or a.driver_hits < 0:
        fail("--hits and --cold must be at least 1, --driver-hits at least 0")
    tools = [parse_tool(t) for t in a.tool or [os.path.join(ROOT, "build/bin/tt-translate")]]
    if len({label for label, _ in tools}) != len(tools):
        fail("two --tool have the same label")
    kernel = os.path.abspath(a.kernel)
    if not os.path.isfile(kernel):
        fail(f"no kernel at '{kernel}' (the corpus is ../shared/corpus; or --kernel)")

    env = {k: v for k, v in os.environ.items() if k != "TT_TRANSLATE_EARLY_HIT"}
    work = tempfile.mkdtemp(prefix="tt-cache-hit-")
    try:
        subjects = [Subject(label, tool, kernel, work, env) for label, tool in tools]
        for kind, count in (("spawn_floor", a.hits), ("hit", a.hits),
                            ("driver_hit", a.driver_hits), ("cold", a.cold)):
            for _ in range(count):
                for subject in subjects:
                    subject.time(kind)
    finally:
        os.chdir(ROOT)
        shutil.rmtree(work, ignore_errors=True)

    result = {
        "date": datetime.date.today().isoformat(),
        "kernel": os.path.relpath(kernel, ROOT),
        "machine": {"cpu": cpu_model(), "cores": os.cpu_count(),
                    "loadavg_after": [round(x, 2) for x in os.getloadavg()]},
        "tools": {s.label: {"path": s.tool, "shared_libraries": shared_libraries(s.tool),
                            "early_path_answered": s.early,
                            **{kind: summary(s.seconds[kind]) for kind in KINDS}}
                  for s in subjects},
    }
    print(f"tt-translate cache hit, {result['kernel']}, load {result['machine']['loadavg_after']}")
    print(f"{'':24} {'n':>4} {'median ms':>10} {'p90 ms':>8} {'min ms':>8}")
    for s in subjects:
        r = result["tools"][s.label]
        for kind in KINDS:
            if r[kind]:
                print(f"{s.label + ' ' + kind:24} {r[kind]['n']:>4} {r[kind]['median_ms']:>10.2f} "
                      f"{r[kind]['p90_ms']:>8.2f} {r[kind]['min_ms']:>8.2f}")
        big = [lib for lib in r["shared_libraries"] if "LLVM" in lib or "MLIR" in lib]
        print(f"{s.label}: early path answered: {s.early}; loads "
              f"{', '.join(big) or 'no libLLVM/libMLIR'} ({s.tool})")
    out = a.out or os.path.join(ROOT, "bench", f"cache-hit-{a.label}-{result['date']}.json")
    with open(out, "w") as f:
        json.dump(result, f, indent=1)
        f.write("\n")
    print(f"wrote {os.path.relpath(out, ROOT)}")


if __name__ == "__main__":
    main()
