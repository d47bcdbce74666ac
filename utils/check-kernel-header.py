#!/usr/bin/env python3
"""Checks the GPU-check header of kernel files before a device call is spent
on them: that `# signature:`, `# args:` and `# outputs:` agree with the
kernel's parameters (the last @triton.jit function, or `# kernel:`).

  - one signature entry per parameter; constexprs are numbers, True or False;
  - one `# args:` spec per non-constexpr parameter, in order: a tensor spec
    (`f16[64,32]=randn`) for a pointer (`*fp16`), of the pointee's dtype, a
    `desc:` spec for a tensor descriptor, a scalar spec (`i32=7`) of the
    scalar's type otherwise;
  - a scalar promised divisible by 16 (`i32:16`) is;
  - (a warning only) an integer scalar of 1: Triton's JIT, the timing
    reference, makes an argument equal to 1 a constant, so it times another
    specialisation than the signature's;
  - `# outputs:` indices count non-constexpr parameters and name tensors;
  - a `# triton-reference:` line says `warp_specialize=False` (the only
    one lowering_check.py knows) on a kernel that has warp_specialize=True;
  - no code line holds a lit keyword and a colon (`RUN:`, `XFAIL:`,
    `REQUIRES:`, `UNSUPPORTED:`): lit reads one anywhere in the file, so a
    parameter named `RUN` annotated `RUN: tl.constexpr` becomes a RUN line.

Standard library only (no Triton, no torch). One line per problem (or
warning), prefixed with the file; exit 0 when every file is consistent
(warnings aside), 1 when one is not, 2 on bad usage.

usage: check-kernel-header.py KERNEL.py...
"""
import ast
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "bench", "gpu"))
from triton_ground_truth import header, split_signature, triton_reference_problem  # noqa: E402

# Signature spellings -> the `# args:` dtype spelling (tt-run's); the
# `# args:` side also takes the signature's spellings.
DTYPE = {"fp32": "f32", "fp16": "f16", "bf16": "bf16", "fp64": "f64", "fp8e4nv": "fp8e4m3",
         "fp8e5": "fp8e5m2", "i1": "i1", "i8": "i8", "i16": "i16", "i32": "i32", "i64": "i64",
         "u8": "u8", "u16": "u16", "u32": "u32", "u64": "u64"}
TENSOR_SPEC = re.compile(r"^(desc:)?(\w+)\[([\d,]+)\](?:/\[([\d,]+)\])?=(.+)$")
SCALAR_SPEC = re.compile(r"^(\w+)=(.+)$")
LIT_KEYWORD = re.compile(r"\b(RUN|XFAIL|REQUIRES|UNSUPPORTED):")


def kernel_params(path, name):
    """The parameter names of @triton.jit function `name` (the last one if None)."""
    tree = ast.parse(open(path).read(), path)
    jitted = [f for f in tree.body if isinstance(f, ast.FunctionDef) and any(
        "jit" in ast.unparse(d) for d in f.decorator_list)]
    if name:
        jitted = [f for f in jitted if f.name == name]
    if not jitted:
        return None
    return [a.arg for a in jitted[-1].args.args]


def is_constexpr(entry):
    return re.match(r"^-?[\d.]+(e-?\d+)?$", entry) is not None or entry in ("True", "False")


def spelled(dtype):
    """tt-run's spelling of a dtype written either way."""
    return DTYPE.get(dtype, dtype)


def check_arg(param, entry, spec, warnings):
    """The problem with `spec` as the argument for `param` of type `entry`, or
    None; warnings go to `warnings`."""
    sig_type = entry.split(":")[0]
    if sig_type.startswith("tensordesc"):
        m = TENSOR_SPEC.match(spec)
        return None if m and m.group(1) else "%s is a tensor descriptor, its spec '%s' is not desc:" % (
            param, spec)
    if sig_type.startswith("*"):
        m = TENSOR_SPEC.match(spec)
        if not m or m.group(1):
            return "%s is a pointer (%s), its spec '%s' is not a tensor" % (param, sig_type, spec)
        want = DTYPE.get(sig_type[1:])
        if want and spelled(m.group(2)) != want:
            return "%s points to %s but its tensor is %s" % (param, sig_type[1:], m.group(2))
        return None
    m = SCALAR_SPEC.match(spec)
    if not m or TENSOR_SPEC.match(spec):
        return "%s is a scalar (%s), its spec '%s' is not" % (param, sig_type, spec)
    want = DTYPE.get(sig_type)
    if want and spelled(m.group(1)) != want:
        return "%s is %s but its spec is %s" % (param, sig_type, m.group(1))
    if sig_type.startswith(("i", "u")):
        try:
            value = int(m.group(2))
        except ValueError:
            return None
        if entry.endswith(":16") and value % 16:
            return "%s is promised divisible by 16 but is %d" % (param, value)
        if value == 1:
            warnings.append("warning: %s is 1: Triton's JIT makes it a constant, so its timing "
                            "is of another specialisation" % param)
    return None


def lit_keyword_lines(path):
    """Problems for code lines lit would read as its directives."""
    problems = []
    for number, line in enumerate(open(path), 1):
        m = LIT_KEYWORD.search(line)
        if m and not line.lstrip().startswith("#"):
            problems.append("line %d: lit reads `%s:` here as a directive (rename it)" % (
                number, m.group(1)))
    return problems


def check(path, warnings):
    fields = header(path)
    problems = lit_keyword_lines(path)
    for key in ("signature", "args"):
        if key not in fields:
            problems.append("no `# %s:` line" % key)
    if problems:
        return problems
    params = kernel_params(path, fields.get("kernel"))
    if params is None:
        return ["no @triton.jit function%s" % (" named " + fields["kernel"] if "kernel" in fields else "")]
    entries = split_signature(fields["signature"])
    if len(entries) != len(params):
        return ["the signature has %d entries for %d parameters (%s)" % (len(entries), len(params),
                                                                         ", ".join(params))]
    runtime = [(p, e) for p, e in zip(params, entries) if not is_constexpr(e)]
    specs = fields["args"].split()
    if len(specs) != len(runtime):
        return ["`# args:` has %d specs for %d non-constexpr parameters (%s)" % (
            len(specs), len(runtime), ", ".join(p for p, _ in runtime))]
    for (param, entry), spec in zip(runtime, specs):
        problem = check_arg(param, entry, spec, warnings)
        if problem:
            problems.append(problem)
    for text in fields.get("outputs", "").split():
        if not text.isdigit() or int(text) >= len(runtime):
            problems.append("output %s is not an index of the %d non-constexpr parameters" % (
                text, len(runtime)))
        elif not TENSOR_SPEC.match(specs[int(text)]):
            problems.append("output %s (%s) is not a tensor" % (text, runtime[int(text)][0]))
    if "triton-reference" in fields:
        problem = triton_reference_problem(open(path).read(), fields["triton-reference"])
        if problem:
            problems.append(problem)
    return problems


def main(argv):
    if len(argv) < 2 or argv[1].startswith("-"):
        sys.stderr.write(__doc__.split("\n\n")[-1])
        return 2
    bad = False
    for path in argv[1:]:
        if not os.path.isfile(path):
            sys.stderr.write("check-kernel-header: error: no file %s\n" % path)
            return 2
        warnings = []
        try:
            problems = check(path, warnings)
        except SyntaxError as e:
            problems = ["not Python: %s (line %s)" % (e.msg, e.lineno)]
        for problem in problems + warnings:
            print("%s: %s" % (path, problem))
        bad |= bool(problems)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
