#!/usr/bin/env python3
"""Compare two MLIR (TTIR) texts modulo locations and SSA value names.

Normalisation: drop `#loc...` alias lines and every `loc(...)`, drop `//`
comments, rename SSA values (results, block and function arguments) to
%v0, %v1 ... in order of definition, collapse runs of blanks.  Exit 0 when
the two texts then agree, 1 with a unified diff otherwise (2 on usage errors).

With --unordered, op order does not count either: layout aliases are
written out, SSA names erased, and the lines compared as multisets (the
lines only one side has are printed). Equal then means the same ops with
the same types and layouts, in any order.

usage: compare-ttir.py [--unordered] EXPECTED ACTUAL
       compare-ttir.py --normalize FILE     (print the normalised text)
"""
import collections
import difflib
import re
import sys

_NAME = r"%[A-Za-z0-9_.$-]+"


def _strip_locs(line):
    out = []
    i = 0
    while True:
        j = line.find("loc(", i)
        if j < 0 or (j > 0 and (line[j - 1].isalnum() or line[j - 1] in "_.#")):
            if j < 0:
                out.append(line[i:])
                break
            out.append(line[i:j + 4])
            i = j + 4
            continue
        out.append(line[i:j])
        depth, k, in_str = 0, j + 3, False
        while k < len(line):
            ch = line[k]
            if in_str:
                if ch == "\\":
                    k += 1
                elif ch == '"':
                    in_str = False
            elif ch == '"':
                in_str = True
            elif ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
                if depth == 0:
                    break
            k += 1
        i = k + 1
    return "".join(out)


def _strip_comment(line):
    in_str = False
    for i, ch in enumerate(line):
        if ch == '"' and (i == 0 or line[i - 1] != "\\"):
            in_str = not in_str
        elif not in_str and line.startswith("//", i):
            return line[:i]
    return line


def normalize(text):
    lines = []
    for raw in text.splitlines():
        if re.match(r"\s*#loc[0-9]*\s*=", raw):
            continue
        line = _strip_comment(_strip_locs(raw))
        line = re.sub(r"\s+", " ", line).strip()
        line = re.sub(r" ([,)])", r"\1", line)
        if line:
            lines.append(line)
    mapping = {}
    counter = [0]

    def fresh(name):
        new = "%%v%d" % counter[0]
        counter[0] += 1
        mapping[name] = new
        return new

    out = []
    for line in lines:
        defs = set()
        m = re.match(r"((?:%s(?::\d+)?)(?:\s*,\s*%s)*)\s*=" % (_NAME, _NAME), line)
        if m:
            for d in re.findall(_NAME, m.group(1)):
                defs.add((d, m.start(1) + m.group(1).index(d)))
        # block / function arguments `%x: type`, and `%x = ` inside scf.for/while headers
        for mm in re.finditer(r"(%s):\s" % _NAME, line):
            defs.add((mm.group(1), mm.start(1)))
        for mm in re.finditer(r"(?:scf\.for |iter_args\(|scf\.while \(|, )(%s) = " % _NAME, line):
            if not m or mm.start(1) > m.end():
                defs.add((mm.group(1), mm.start(1)))
        def_pos = {pos for _, pos in defs}

        def repl(mo):
            name = mo.group(0)
            suffix = ""
            hm = re.match(r"(%[A-Za-z0-9_.$-]+?)(#\d+)$", name)
            if mo.start() in def_pos:
                return fresh(name)
            base = name
            if "#" in name:
                base, suffix = name.split("#", 1)
                suffix = "#" + suffix
            return mapping.get(base, base) + suffix

        out.append(re.sub(r"%[A-Za-z0-9_.$-]+(?:#\d+)?", repl, line))
    return "\n".join(out) + "\n"


def unordered_lines(text):
    """The module's ops as a sorted list, with layout aliases written out
    and SSA names erased: equal for two modules that differ only in order."""
    aliases = dict(re.findall(r"^(#\w+) = (.*)$", text, re.M))
    lines = []
    for line in text.splitlines():
        if re.match(r"^#\w+ = ", line):
            continue
        line = re.sub(r"#\w+", lambda m: aliases.get(m.group(0), m.group(0)), line)
        lines.append(re.sub(r"%[A-Za-z0-9_.$-]+(?:#\d+)?", "%_", line))
    return sorted(lines)


def unordered_diff(expected, actual):
    """Lines only one side has, `-` for the expected side, `+` for the other."""
    left, right = collections.Counter(expected), collections.Counter(actual)
    return ["- %s\n" % l for l in sorted((left - right).elements())] + \
           ["+ %s\n" % l for l in sorted((right - left).elements())]


def main(argv):
    if len(argv) == 3 and argv[1] == "--normalize":
        with open(argv[2]) as f:
            sys.stdout.write(normalize(f.read()))
        return 0
    unordered = len(argv) > 1 and argv[1] == "--unordered"
    if unordered:
        argv = argv[:1] + argv[2:]
    if len(argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    texts = []
    for p in argv[1:]:
        try:
            with open(p) as f:
                texts.append(normalize(f.read()))
        except OSError as e:
            sys.stderr.write("compare-ttir.py: cannot read %s: %s\n" % (p, e.strerror))
            return 2
    if unordered:
        diff = unordered_diff(unordered_lines(texts[0]), unordered_lines(texts[1]))
        sys.stdout.writelines(diff)
        return 1 if diff else 0
    if texts[0] == texts[1]:
        return 0
    diff = difflib.unified_diff(texts[0].splitlines(True), texts[1].splitlines(True), argv[1], argv[2])
    sys.stdout.writelines(diff)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
