#!/usr/bin/env python3
"""Differential check of tt-toolkit's lowering on a GPU, against Triton 3.6.

For each kernel directory of a bundle made by prepare-lowering-bundle.sh
(<name>/<name>.py, our <kernel>.cubin or, for `# target: cuda:80`, our
<kernel>.ptx that the driver JITs, and <kernel>.json), the inputs named by the
file's `# args:` line are drawn with torch (fresh, seeded per run), Triton's
JIT runs the kernel on them (the reference, with the `# launch:` line's
num_warps and num_stages), tt-run runs ours on the same inputs, and the
outputs named by `# outputs:` are compared (exactly for integers and
booleans, within `# tol:` for floats). For a kernel whose `# target:` is not
this GPU's (cuda:80 on an H100 or H200), the reference is Triton's binary for
that target instead, run by the same tt-run on the same inputs: Triton's JIT
would compile for this GPU, whose code differs where the targets do (fp8
conversions round differently before sm_89).

A file whose kernel Triton 3.6's warp-specialized binary gets wrong says
`# triton-reference: warp_specialize=False`: Triton's JIT (the reference,
and the timing) then runs the kernel with every `warp_specialize=True` off;
ours keeps the specialization.

A tensor spec with `desc:` in front and the block after the shape
(`desc:f16[256,256]/[128,64]=int:-3:3`) is passed as a host tensor
descriptor: Triton's JIT gets TensorDescriptor.from_tensor(tensor, block),
tt-run the same spec (it builds the CUtensorMap from the metadata).

Inits of `# args:` tensors: those of tt-run (zeros ones iota fill:V rand
randn) and int:LO:HI, integers drawn uniformly from LO..HI (both included)
and stored in the tensor's dtype (exact in f16, bf16 and fp8 for small
ranges): products and sums of such values are exact, so dots compare with
tolerance 0 whatever the accumulation order.

--bench ROUNDS times each matching kernel, ours and Triton's own cubin (from
its JIT; for a `# target: cuda:80` kernel, Triton's sm_80 PTX, which the
driver JITs as it does ours) through the same tt-run --bench, interleaved, L2 flushed before each
launch; the detail line ends with both medians and ours/Triton.

--memcheck, --racecheck and --synccheck run ours under compute-sanitizer's
memcheck, racecheck (shared-memory hazards) or synccheck (barriers reached
by some threads only) too; a report fails the kernel. The end is
a table of the results grouped by kind, dtype and target (grid names
`kind_dtype[_tX]_wN_smNN`; other files count as kind `other`).

--per-kernel-seed draws each kernel's inputs from a generator seeded with
the seed and the kernel's name (not one stream over the run), so a kernel's
inputs do not depend on which others ran before it (shards, --only).
--save-mismatches DIR copies each kernel that did not match (or failed to
run) into DIR/<name>/: its file, the inputs as in<i>.npy, our outputs as
ours<i>.npy, Triton's as triton<i>.npy, and result.json (seed, status,
detail). --deadline SECONDS starts no kernel after that many seconds; the
kernels left are counted as not tried (utils/difftest/run-on-gpu.sh).
--names FILE checks only the kernels the file lists, one name per line
(what an earlier run left untimed, say); --only and --shard apply after.

    python3 lowering_check.py BUNDLE [--memcheck] [--racecheck] [--synccheck] [--bench ROUNDS [--same-ptxas] [--ncu DIR]]
                                     [--seed N] [--only SUBSTRING] [--shard K/N] [--json OUT.json]
                                     [--timeout SECONDS] [--per-kernel-seed] [--save-mismatches DIR]
                                     [--deadline SECONDS] [--names FILE]
"""
import argparse
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zlib

import numpy as np
import torch

import triton_ground_truth

DTYPES = {  # tt-run spelling -> (torch dtype, numpy stand-in for .npy)
    "f32": (torch.float32, np.float32), "f16": (torch.float16, np.float16),
    "f64": (torch.float64, np.float64), "bf16": (torch.bfloat16, np.uint16),
    "fp8e4m3": (torch.float8_e4m3fn, np.uint8), "fp8e5m2": (torch.float8_e5m2, np.uint8),
    "i1": (torch.bool, np.bool_), "i8": (torch.int8, np.int8), "i16": (torch.int16, np.int16),
    "i32": (torch.int32, np.int32), "i64": (torch.int64, np.int64), "u8": (torch.uint8, np.uint8),
    # Unsigned tensors make Triton's JIT specialise on unsigned pointers (the
    # `# signature:` ours is compiled from); a torch without them falls back
    # to the signed type, under which the reference computes signed shifts,
    # divisions and compares.
    "u16": (getattr(torch, "uint16", torch.int16), np.uint16),
    "u32": (getattr(torch, "uint32", torch.int32), np.uint32),
    "u64": (getattr(torch, "uint64", torch.int64), np.uint64),
}
ALIASES = {"fp32": "f32", "fp16": "f16", "fp64": "f64", "fp8e4nv": "fp8e4m3", "fp8e5": "fp8e5m2"}
TENSOR_SPEC = re.compile(r"^(desc:)?(\w+)\[([\d,]+)\](?:/\[([\d,]+)\])?=(.+)$")
SCALAR_SPEC = re.compile(r"^(\w+)=(.+)$")


def make_tensor(dtype, shape, init, gen):
    tdtype = DTYPES[dtype][0]
    n = int(np.prod(shape))
    is_float = dtype in ("f32", "f16", "f64", "bf16", "fp8e4m3", "fp8e5m2")
    if init == "zeros":
        t = torch.zeros(n, dtype=torch.float64)
    elif init == "ones":
        t = torch.ones(n, dtype=torch.float64)
    elif init == "iota":
        t = torch.arange(n, dtype=torch.float64)
    elif init.startswith("fill:"):
        t = torch.full((n,), float(init[5:]), dtype=torch.float64)
    elif init.startswith("int:"):
        lo, hi = parse_int_range(init)
        t = torch.randint(lo, hi + 1, (n,), generator=gen).double()
    elif init == "randn":
        t = torch.randn(n, generator=gen, dtype=torch.float64)
    elif init == "rand":
        if is_float:
            t = torch.rand(n, generator=gen, dtype=torch.float64)
        elif dtype == "i1":
            t = torch.randint(0, 2, (n,), generator=gen).double()
        elif dtype.startswith("u"):
            t = torch.randint(0, 100, (n,), generator=gen).double()
        else:
            t = torch.randint(-100, 100, (n,), generator=gen).double()
    else:
        raise ValueError("unknown init %r" % init)
    if dtype in ("u16", "u32", "u64"):  # through int64: float -> unsigned is not everywhere in torch
        t = t.to(torch.int64)
    return t.to(tdtype).reshape(shape).cuda()


def parse_int_range(init):
    """`int:LO:HI` -> (LO, HI); a ValueError names the bad spec."""
    parts = init.split(":")
    try:
        lo, hi = int(parts[1]), int(parts[2])
        if len(parts) != 3 or lo > hi:
            raise ValueError
    except (ValueError, IndexError):
        raise ValueError("bad init %r: expected int:LO:HI with integers LO <= HI" % init)
    return lo, hi


def to_numpy(t, dtype):
    stand_in = DTYPES[dtype][1]
    t = t.cpu()
    if dtype == "bf16":
        return t.view(torch.int16).numpy().view(np.uint16)
    if dtype.startswith("fp8"):
        return t.view(torch.uint8).numpy()
    return t.numpy().astype(stand_in, copy=False)


def as_float(t):
    return t.cpu().to(torch.float64) if t.is_floating_point() else t.cpu().to(torch.int64)


def triton_reference_source(py, how):
    """The file the reference JIT runs for `# triton-reference: HOW`. The only
    HOW is `warp_specialize=False`: the kernel with every
    `warp_specialize=True` turned off, Triton's well-trodden path, for kernels
    whose warp-specialized Triton 3.6 binary is wrong (what the bench dirs
    say); our binary keeps the specialization."""
    text = open(py).read()
    problem = triton_ground_truth.triton_reference_problem(text, how)
    if problem:
        raise ValueError(problem)
    copy = py[:-len(".py")] + "_triton_reference.py"
    with open(copy, "w") as f:
        f.write(text.replace("warp_specialize=True", "warp_specialize=False"))
    return copy


def load_kernel(py, name, kernel_name=None):
    """The kernel (`# kernel: NAME`, else the file's last @triton.jit
    function) and the file's optional `reference` function."""
    spec = importlib.util.spec_from_file_location(name, py)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    if not kernel_name:
        kernel_name = re.findall(r"^@triton\.jit(?:\(.*\))?\s*\ndef (\w+)\(", open(py).read(), re.M)[-1]
    return getattr(module, kernel_name), getattr(module, "reference", None)


def load_output(path, dtype):
    """An output tt-run saved, as a torch tensor of its dtype."""
    t = torch.from_numpy(np.load(path).copy())
    if dtype == "bf16":
        return t.view(torch.int16).view(torch.bfloat16)
    if dtype.startswith("fp8"):
        return t.view(DTYPES[dtype][0])
    return t


def run_triton_for_target(args, d, py, cmd, outputs):
    """Triton's outputs from its own binary for the file's target (not this
    GPU's), run by tt-run on the inputs ours ran on: the saved outputs'
    paths keyed by output, plus "target": the binary's sm_NN."""
    try:
        _, compiled = triton_ground_truth.compile_file(py)
    except Exception as e:
        raise RuntimeError("Triton does not compile it for its target: %s"
                           % str(e).strip().splitlines()[-1][:200])
    arch = compiled.metadata.target.arch
    binary = os.path.join(d, "triton.ptx")
    with open(binary, "w") as f:
        f.write(compiled.asm["ptx"])
    with open(os.path.join(d, "triton.json"), "w") as f:  # tt-run reads the metadata beside it
        json.dump(compiled.metadata._asdict(), f, default=str)
    run = [args.tt_run, binary] + cmd[2:]
    for i in outputs:
        run += ["--out", "%d=@%s" % (i, os.path.join(d, "triton_target%d.npy" % i))]
    p = subprocess.run(run, capture_output=True, text=True, timeout=args.timeout)
    if p.returncode != 0:
        raise RuntimeError("Triton's sm_%d binary failed under tt-run: %s"
                           % (arch, (p.stdout + p.stderr).strip().splitlines()[-1:]))
    result = {"target": "sm_%d" % arch}
    for i in outputs:
        result[i] = os.path.join(d, "triton_target%d.npy" % i)
    return result


def check_one(bundle, name, args, gen):
    d = os.path.join(bundle, name)
    py = os.path.join(d, name + ".py")
    h = triton_ground_truth.header(py)
    kernel, reference = load_kernel(py, name, h.get("kernel"))
    # What Triton compiles, as the reference and for the timings.
    triton_py = py
    if "triton-reference" in h:
        triton_py = triton_reference_source(py, h["triton-reference"])
        kernel, _ = load_kernel(triton_py, name + "_triton_reference", h.get("kernel"))
    sig = triton_ground_truth.split_signature(h["signature"])
    launch = dict(kv.split("=") for kv in h["launch"].replace(" ", "").split(","))
    # `grid = X` or `grid = XxY[xZ]` (commas already separate the launch keys)
    grid, warps = tuple(int(x) for x in launch["grid"].split("x")), int(launch["num_warps"])
    # Triton's own default (3) when the file names none
    stage_options = {"num_stages": int(launch["num_stages"])} if "num_stages" in launch else {}
    specs = h.get("args", "").split()
    outputs = [int(i) for i in h.get("outputs", "").split()]
    tol = [float(x) for x in h.get("tol", "1e-5 1e-5").split()]
    names = kernel.arg_names
    constexprs, runtime = {}, []
    for pname, s in zip(names, sig):
        if re.match(r"^-?[\d.]+$", s) or s in ("True", "False"):
            constexprs[pname] = eval(s)
        else:
            runtime.append(pname)
    if len(runtime) != len(specs):
        return "SETUP", "%d runtime args, %d specs" % (len(runtime), len(specs))

    tensors, values, ttrun_args, dtypes, descriptors = {}, [], [], {}, {}
    for i, spec in enumerate(specs):
        m = TENSOR_SPEC.match(spec)
        if m:
            desc, dtype, dims, block, init = m.groups()
            dtype = ALIASES.get(dtype, dtype)
            shape = [int(x) for x in dims.split(",")]
            t = make_tensor(dtype, shape, init, gen)
            tensors[i], dtypes[i] = t, dtype
            path = os.path.join(d, "in%d.npy" % i)
            np.save(path, to_numpy(t, dtype))
            values.append(t.clone())
            ttrun_args.append("%s%s[%s]%s=@%s" % (desc or "", dtype, dims,
                                                  "/[%s]" % block if block else "", path))
            if desc:  # a host tensor descriptor (`desc:f16[M,K]/[BM,BK]=...`)
                descriptors[i] = [int(x) for x in block.split(",")]
        else:
            m = SCALAR_SPEC.match(spec)
            dtype, text = ALIASES.get(m.group(1), m.group(1)), m.group(2)
            values.append(float(text) if dtype.startswith(("f", "bf")) else int(text, 0))
            ttrun_args.append("%s=%s" % (dtype, text))

    # Outputs the file checks against its own torch reference (where Triton
    # is wrong or cannot compile the kernel), from the untouched inputs.
    expected = {}
    if reference:
        expected = reference(*[v.clone() if torch.is_tensor(v) else v for v in values])
    # tt-front --debug is Triton's debug mode (device_assert, overflow checks).
    debug = "--debug" in h.get("front", "")
    # Triton's JIT runs unless the reference gives every output, or the
    # file's target is not this GPU's (Triton's binary for the target is
    # the reference then, run after ours).
    major, minor = torch.cuda.get_device_capability()
    target_arch = int(h.get("target", "cuda:90").split(":")[1])
    jit_is_reference = target_arch == 10 * major + minor
    if jit_is_reference and not all(i in expected for i in outputs):
        # Triton gets a TensorDescriptor over the tensor it then writes or reads.
        from triton.tools.tensor_descriptor import TensorDescriptor
        launch_values = [TensorDescriptor.from_tensor(v, descriptors[i]) if i in descriptors else v
                         for i, v in enumerate(values)]
        kernel[grid](**dict(zip(runtime, launch_values)), **constexprs, num_warps=warps,
                                   debug=debug, **stage_options)
        torch.cuda.synchronize()
        if args.save_mismatches:  # Triton's outputs, kept if the kernel does not match
            for i in outputs:
                np.save(os.path.join(d, "triton%d.npy" % i), to_numpy(values[i], dtypes[i]))

    binary = our_binary(d)
    if not binary:
        return "NOT COMPILED", open(os.path.join(d, "log")).read().strip().splitlines()[-1:]
    cmd = [args.tt_run, binary, "--grid", ",".join(map(str, grid))]
    for a in ttrun_args:
        cmd += ["--arg", a]
    outs = []
    for i in outputs:
        outs += ["--out", "%d=@%s" % (i, os.path.join(d, "ours%d.npy" % i))]
    # The outputs come from the first run; each sanitizer tool asked for
    # runs the kernel once more under it (one tool per compute-sanitizer run).
    tools = sanitizer_tools(args)
    for n, tool in enumerate(tools or [None]):
        run = cmd + (outs if n == 0 else [])
        if tool:
            run = [args.sanitizer, "--tool", tool, "--error-exitcode", "3"] + run
        try:
            p = subprocess.run(run, capture_output=True, text=True, timeout=args.timeout)
        except subprocess.TimeoutExpired:
            return "TIMEOUT", ["%s did not finish in %d s" % (tool or "tt-run", args.timeout)]
        if p.returncode != 0:
            status = "%s FAILED" % tool.upper() if tool and p.returncode == 3 else "RUN FAILED"
            return status, (p.stdout + p.stderr).strip().splitlines()[-3:]
    triton_outs, triton_name = {}, "Triton"
    if not jit_is_reference and not all(i in expected for i in outputs):
        triton_outs = run_triton_for_target(args, d, triton_py, cmd, outputs)
        triton_name = "Triton's %s binary" % triton_outs.pop("target")
    worst = []
    for i in outputs:
        ours = load_output(os.path.join(d, "ours%d.npy" % i), dtypes[i])
        if i in expected:
            ref = expected[i]
        elif i in triton_outs:
            ref = load_output(triton_outs[i], dtypes[i])
        else:
            ref = values[i]
        a, b = as_float(ours).reshape(-1), as_float(ref).reshape(-1)
        if a.is_floating_point():
            close = torch.isclose(a, b, rtol=tol[1], atol=tol[0], equal_nan=True)
            bad = int((~close).sum())
            err = float((a - b).abs().nan_to_num(0).max()) if a.numel() else 0.0
        else:
            bad = int((a != b).sum())
            err = float((a - b).abs().max()) if a.numel() else 0.0
        against = "torch reference" if i in expected else triton_name
        worst.append("out %d vs %s: %d/%d mismatched, max abs err %.3g" % (i, against, bad, a.numel(), err))
        if bad:
            idx = int((~close).nonzero()[0]) if a.is_floating_point() else int((a != b).nonzero()[0])
            worst.append("  first at flat %d: ours %r, triton %r" % (idx, a[idx].item(), b[idx].item()))
            return "MISMATCH", worst
    if args.bench:
        return "OK", worst + ["%s clean" % t for t in tools] + [time_both(args, d, triton_py, cmd)]
    return "OK", worst + ["%s clean" % t for t in tools]


def time_both(args, d, py, our_cmd):
    """Ours and Triton's compiled kernel timed by the same harness (tt-run
    --bench: CUDA events, L2 flushed before each launch as do_bench does),
    interleaved over args.bench rounds on the same inputs; medians in ms.
    Triton compiles the kernel for exactly the file's signature and target,
    as we do: its JIT would also specialize on the values of integer
    arguments (divisibility by 16), which makes a different kernel. Its
    cubin runs where the target is this GPU's; for another target (cuda:80)
    its PTX, which the driver JITs as it does ours.
    With --same-ptxas, where the target is this GPU's, Triton's PTX put
    through the CUDA toolkit's ptxas (the one tt-translate uses, not the
    one Triton bundles) is timed too: ours against it compares the
    compilers alone, without the difference between the two assemblers."""
    try:
        _, compiled = triton_ground_truth.compile_file(py)
    except Exception as e:  # Triton cannot build it for this target: ours stands alone
        return "not timed: Triton does not compile it (%s)" % str(e).strip().splitlines()[-1][:200]
    major, minor = torch.cuda.get_device_capability()
    if compiled.metadata.target.arch == 10 * major + minor:
        binary = os.path.join(d, "triton.cubin")
        with open(binary, "wb") as f:
            f.write(compiled.asm["cubin"])
        if args.same_ptxas:
            assemble_with_toolkit(d, compiled)
    else:
        binary = os.path.join(d, "triton.ptx")
        with open(binary, "w") as f:
            f.write(compiled.asm["ptx"])
    for stage in ("ttir", "ttgir"):  # Triton's IR beside its binary, for triage's diffs
        with open(os.path.join(d, "triton." + stage), "w") as f:
            f.write(compiled.asm[stage])
    meta = os.path.join(d, "triton.json")
    with open(meta, "w") as f:
        json.dump(compiled.metadata._asdict(), f, default=str)
    variants = [("ours", our_cmd), ("triton", [args.tt_run, binary] + our_cmd[2:])]
    alt = our_binary(os.path.join(d, "alt")) if os.path.isdir(os.path.join(d, "alt")) else None
    if alt:  # the bundle's --alt build: ours with other compiler options
        variants.append(("alt", [args.tt_run, alt] + our_cmd[2:]))
    same_ptxas = os.path.join(d, "tritonptx.cubin")
    if args.same_ptxas and os.path.exists(same_ptxas):
        variants.append(("tritonptx", [args.tt_run, same_ptxas, "--json", meta,
                                       "--kernel", compiled.metadata.name] + our_cmd[2:]))
    if args.ncu:
        profile_variants(args, os.path.basename(d), variants)
    if len(variants) == 2:  # ours and Triton's: one tt-run times both, round by round
        return compare_in_one_process(args, our_cmd, variants[1][1][1])
    times = {who: [] for who, _ in variants}
    for _ in range(args.bench):
        for who, cmd in variants:
            p = subprocess.run(cmd + ["--bench", "200", "--warmup", "20", "--flush-l2"],
                               capture_output=True, text=True, timeout=args.timeout)
            m = re.search(r"median ([0-9.]+) ms", p.stdout)
            if p.returncode != 0 or not m:
                raise RuntimeError("%s: tt-run --bench failed: %s" % (who, (p.stdout + p.stderr)[-300:]))
            times[who].append(float(m.group(1)))
    med = {who: float(np.median(t)) for who, t in times.items()}
    line = "time ours %.4f ms triton %.4f ms ratio %.3f" % (med["ours"], med["triton"],
                                                          med["ours"] / med["triton"])
    if "alt" in med:
        line += " alt %.4f ms ratio %.3f" % (med["alt"], med["alt"] / med["triton"])
    if "tritonptx" in med:
        line += " tritonptx %.4f ms ratio %.3f" % (med["tritonptx"], med["ours"] / med["tritonptx"])
    return line


def compare_in_one_process(args, our_cmd, triton_binary):
    """Ours and Triton's binary in one tt-run (--compare, --rounds): both
    loaded once, args.bench rounds of 200 launches of each in turn, without
    a process and a CUDA context per round."""
    def medians(first, second):
        cmd = [args.tt_run, first] + our_cmd[2:] + [
            "--bench", "200", "--warmup", "20", "--flush-l2", "--rounds", str(args.bench),
            "--compare", second]
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout)
        a = re.search(r"time per launch: .*median ([0-9.]+) ms", p.stdout)
        b = re.search(r"^compare .*median ([0-9.]+) ms", p.stdout, re.M)
        if p.returncode != 0 or not a or not b:
            raise RuntimeError("tt-run --compare failed: %s" % (p.stdout + p.stderr)[-300:])
        return float(a.group(1)), float(b.group(1))

    o, t = medians(our_cmd[1], triton_binary)
    line = "time ours %.4f ms triton %.4f ms ratio %.3f" % (o, t, o / t)
    if args.self_compare:  # Triton's binary against itself: the harness's own bias
        a, b = medians(triton_binary, triton_binary)
        line += " triton/triton %.3f" % (a / b)
    return line


NCU_SECTIONS = ["SpeedOfLight", "LaunchStats", "Occupancy", "WarpStateStats",
                "MemoryWorkloadAnalysis", "SchedulerStats", "InstructionStats"]


def assemble_with_toolkit(d, compiled):
    """Triton's PTX assembled by the CUDA toolkit's ptxas into d/tritonptx.cubin."""
    ptx = os.path.join(d, "triton.ptx")
    with open(ptx, "w") as f:
        f.write(compiled.asm["ptx"])
    ptxas = shutil.which("ptxas") or "/usr/local/cuda/bin/ptxas"
    arch = "sm_%da" % compiled.metadata.target.arch if compiled.metadata.target.arch >= 90 else \
        "sm_%d" % compiled.metadata.target.arch
    subprocess.run([ptxas, "-arch=" + arch, ptx, "-o", os.path.join(d, "tritonptx.cubin")],
                   check=True, capture_output=True)


def profile_variants(args, name, variants):
    """One launch of each variant under Nsight Compute (the sections above,
    caches flushed as ncu does by default), its report as CSV in
    args.ncu/<name>.<who>.csv: where two compilations of a kernel differ in
    time, their stall reasons, instruction and memory counts side by side."""
    os.makedirs(args.ncu, exist_ok=True)
    ncu = shutil.which("ncu") or "/usr/local/cuda/bin/ncu"
    for who, cmd in variants:
        sections = [x for sec in NCU_SECTIONS for x in ("--section", sec)]
        p = subprocess.run([ncu, "--csv", "--page", "details"] + sections + cmd,
                           capture_output=True, text=True, timeout=600)
        with open(os.path.join(args.ncu, "%s.%s.csv" % (name, who)), "w") as f:
            f.write(p.stdout if p.returncode == 0 else p.stdout + p.stderr)


def our_binary(d):
    """Our kernel in the directory: the .cubin, else the .ptx (cuda:80)."""
    # (triton.cubin, triton.ptx and tritonptx.cubin are Triton's, written for timing)
    for ext in (".cubin", ".ptx"):
        found = sorted(f for f in os.listdir(d) if f.endswith(ext)
                       and f not in ("triton.cubin", "triton.ptx", "tritonptx.cubin"))
        if found:
            return os.path.join(d, found[0])
    return None


GRID_NAME = re.compile(r"^(?P<kind>[a-z]+)_(?P<dtype>[a-z0-9]+)(?:_|$)")


def group_of(bundle, name):
    """(kind, dtype, target) of a kernel for the summary table."""
    py = os.path.join(bundle, name, name + ".py")
    suffix = re.search(r"_sm(\d+)$", name)
    target = "cuda:" + suffix.group(1) if suffix else "cuda:90"
    try:
        target = triton_ground_truth.header(py).get("target", target)
    except OSError:
        pass
    m = GRID_NAME.match(name)
    if m and m.group("kind") in ("single", "kloop", "chain", "batched"):
        return m.group("kind"), m.group("dtype"), target
    return "other", "-", target


def summary_table(bundle, results):
    """Lines of a table: per (kind, dtype, target), how many kernels ended how."""
    groups = {}
    for name, r in results.items():
        counts = groups.setdefault(group_of(bundle, name), {})
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    statuses = sorted({s for c in groups.values() for s in c}, key=lambda s: (s != "OK", s))
    head = ["kind", "dtype", "target", "total"] + statuses
    rows = [[k, dt, tg, str(sum(c.values()))] + [str(c.get(s, 0) or "") for s in statuses]
            for (k, dt, tg), c in sorted(groups.items())]
    widths = [max(len(x) for x in col) for col in zip(head, *rows)]
    fmt = "  ".join("%%-%ds" % w for w in widths)
    return [fmt % tuple(head), fmt % tuple("-" * w for w in widths)] + [fmt % tuple(r) for r in rows]


def save_mismatch(args, name, status, detail):
    """The kernel's file, inputs and both outputs, in args.save_mismatches/<name>/."""
    d = os.path.join(args.bundle, name)
    dest = os.path.join(args.save_mismatches, name)
    os.makedirs(dest, exist_ok=True)
    for f in os.listdir(d):
        if f.endswith(".py") or re.match(r"^(in|ours|triton|triton_target)\d+\.npy$", f):
            shutil.copy(os.path.join(d, f), dest)
    with open(os.path.join(dest, "result.json"), "w") as f:
        json.dump({"seed": args.seed, "per_kernel_seed": args.per_kernel_seed, "kernel": name,
                   "status": status, "detail": detail}, f, indent=1)


def sanitizer_tools(args):
    """The compute-sanitizer tools asked for, in the order they run."""
    return [t for t in ("memcheck", "racecheck", "synccheck") if getattr(args, t)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("bundle")
    ap.add_argument("--memcheck", action="store_true", help="run ours under compute-sanitizer memcheck too")
    ap.add_argument("--racecheck", action="store_true",
                    help="run ours under compute-sanitizer racecheck (shared-memory races) too")
    ap.add_argument("--synccheck", action="store_true",
                    help="run ours under compute-sanitizer synccheck (divergent barriers) too")
    ap.add_argument("--seed", type=int, default=int(time.time()))
    ap.add_argument("--timeout", type=int, default=600, metavar="SECONDS",
                    help="give up on a tt-run (or sanitizer) run after this long: the kernel fails")
    ap.add_argument("--json")
    ap.add_argument("--only", default="")
    ap.add_argument("--shard", default="0/1", metavar="K/N",
                    help="check only the kernels whose index in name order is K modulo N")
    ap.add_argument("--bench", type=int, default=0, metavar="ROUNDS",
                    help="time ours and Triton's cubin (tt-run --bench, interleaved ROUNDS times)")
    ap.add_argument("--self-compare", action="store_true",
                    help="with --bench, also time Triton's binary against itself (an A/A ratio)")
    ap.add_argument("--same-ptxas", action="store_true",
                    help="with --bench: also time Triton's PTX through the toolkit's ptxas")
    ap.add_argument("--ncu", metavar="DIR",
                    help="with --bench: profile one launch of ours and of Triton's under ncu "
                         "into DIR/<kernel>.<who>.csv")
    ap.add_argument("--per-kernel-seed", action="store_true",
                    help="seed each kernel's inputs with the seed and its name")
    ap.add_argument("--save-mismatches", metavar="DIR",
                    help="copy each kernel that did not match, its inputs and both outputs, into DIR/<name>/")
    ap.add_argument("--deadline", type=float, default=0, metavar="SECONDS",
                    help="start no kernel after this many seconds (the rest: not tried)")
    ap.add_argument("--names", metavar="FILE", help="check only the kernels this file lists")
    args = ap.parse_args()
    args.tt_run = os.path.join(args.bundle, "tt-run")
    args.sanitizer = shutil.which("compute-sanitizer") or "/usr/local/cuda/bin/compute-sanitizer"
    gen = torch.Generator().manual_seed(args.seed)
    # Kernels that make tensor descriptors on the device need global scratch
    # from Triton's JIT (tt-run allocates it from the metadata).
    import triton
    triton.set_allocator(lambda size, alignment, stream: torch.empty(size, dtype=torch.int8, device="cuda"))
    print("seed %d, %s" % (args.seed, torch.cuda.get_device_name()))
    start = time.time()
    results, not_tried = {}, []
    failed_compile = open(os.path.join(args.bundle, "FAILED")).read().strip()
    shard, shards = (int(x) for x in args.shard.split("/"))
    names = [n for n in sorted(os.listdir(args.bundle))
             if os.path.isdir(os.path.join(args.bundle, n)) and args.only in n]
    if args.names:
        if not os.path.isfile(args.names):
            ap.error("--names: no such file: %s" % args.names)
        wanted = set(open(args.names).read().split())
        names = [n for n in names if n in wanted]
    for name in names[shard::shards]:
        if args.deadline and time.time() - start > args.deadline:
            not_tried.append(name)
            continue
        if args.per_kernel_seed:
            gen = torch.Generator().manual_seed((args.seed * 1000003 + zlib.crc32(name.encode())) % 2 ** 63)
        try:
            status, detail = check_one(args.bundle, name, args, gen)
        except Exception as e:  # a broken kernel file must not stop the others
            # the message's last line says what (a CompilationError's first lines are the source)
            last = (str(e).strip().splitlines() or [""])[-1]
            status, detail = "ERROR", ["%s: %s" % (type(e).__name__, last[:300])]
        results[name] = {"status": status, "detail": detail}
        if args.save_mismatches and status not in ("OK", "NOT COMPILED"):
            save_mismatch(args, name, status, detail)
        print("%-34s %-12s %s" % (name, status, "; ".join(detail) if isinstance(detail, list) else detail))
        sys.stdout.flush()
    total = len(results)
    ok = sum(r["status"] == "OK" for r in results.values())
    checks = sanitizer_tools(args)
    print("\n" + "\n".join(summary_table(args.bundle, results)))
    print("\n%d/%d kernels match Triton%s" % (ok, total, " (%s)" % ", ".join(checks) if checks else ""))
    if failed_compile:
        print("did not compile here:\n" + failed_compile)
    if not_tried:
        print("deadline (%d s) reached: %d kernels not tried" % (args.deadline, len(not_tried)))
    if args.json:
        for name, r in results.items():
            r["kind"], r["dtype"], r["target"] = group_of(args.bundle, name)
        json.dump({"seed": args.seed, "device": torch.cuda.get_device_name(), "memcheck": args.memcheck,
                   "racecheck": args.racecheck, "synccheck": args.synccheck, "results": results,
                   "not_tried": not_tried},
                  open(args.json, "w"), indent=1)
    return 0 if ok == total else 1


if __name__ == "__main__":
    sys.exit(main())
