#!/usr/bin/env python3
"""Turns lit's summary in a log into one line: `N passed, N failed[, N skipped]`."""
import re
import sys

COUNTED = {
    "Passed": "passed", "Expectedly Failed": "passed",
    "Failed": "failed", "Unexpectedly Passed": "failed", "Unresolved": "failed",
    "Timed Out": "failed",
    "Unsupported": "skipped", "Skipped": "skipped", "Excluded": "skipped",
}


def totals(text):
    counts = {"passed": 0, "failed": 0, "skipped": 0}
    for label, n in re.findall(r"^\s*(\w[\w ]*?)\s*:\s*(\d+)(?:\s*\([\d.]+%\))?\s*$", text, re.M):
        if label in COUNTED:
            counts[COUNTED[label]] += int(n)
    return counts


def main():
    with open(sys.argv[1], errors="replace") as f:
        c = totals(f.read())
    # A build that broke before lit ran must not read as a clean run.
    status = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    if status != 0 and c["failed"] == 0:
        c["failed"] = 1
    line = "%d passed, %d failed" % (c["passed"], c["failed"])
    if c["skipped"]:
        line += ", %d skipped" % c["skipped"]
    print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
