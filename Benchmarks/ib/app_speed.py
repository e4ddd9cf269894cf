#!/usr/bin/env python3
"""Times vflc on a synthetic 1,000-document app (make_app.py, about 40 MB of storyboard and xib
XML) against the goal: read and lay out the whole app in at most 2 s on 2 cores.

    python3 Benchmarks/ib/app_speed.py [--vflc PATH] [--out DIR] [--repeats 3]

Two commands, each serial (VFLC_JOBS=1) and on every core, interleaved, medians:
`vflc DOCS... --format json -o /dev/null` (every scene of every document laid out) and
`vflc lint DIR` (every scene checked). Prints one markdown table: milliseconds, MB/s, the
ratio to the 2 s goal and the parallel speed-up, measured in this run. Run by Benchmarks/run.sh.
"""

import argparse
import glob
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
GOAL_MS = 2000.0


def timed(command, env):
    start = time.perf_counter()
    p = subprocess.run(command, capture_output=True, env=env)
    return (time.perf_counter() - start) * 1000, p


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--vflc", default=os.path.join(HERE, "..", ".build-bench", "release", "vflc"))
    ap.add_argument("--out", default=os.path.join(HERE, "..", "out", "ibapp"))
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    if not os.path.isdir(args.out) or len(os.listdir(args.out)) < 1000:
        subprocess.run([sys.executable, os.path.join(HERE, "make_app.py"), args.out], check=True,
                       stdout=subprocess.DEVNULL)
    docs = sorted(glob.glob(os.path.join(args.out, "*.storyboard")) + glob.glob(os.path.join(args.out, "*.xib")))
    mb = sum(os.path.getsize(d) for d in docs) / 1e6
    base = {k: v for k, v in os.environ.items() if k != "VFLC_JOBS"}
    commands = [("compile: `vflc DOCS --format json -o /dev/null`",
                 [args.vflc] + docs + ["--format", "json", "-o", "/dev/null"]),
                ("`vflc lint DIR`", [args.vflc, "lint", args.out])]
    cores = len(os.sched_getaffinity(0))
    rows = ["| {:,} documents, {:.1f} MB | output | exit | serial ms | {} cores ms | speed-up | MB/s | ÷ 2 s goal |"
            .format(len(docs), mb, cores), "|---|---|--:|--:|--:|--:|--:|--:|"]
    for name, command in commands:
        # Untimed first: the page cache, as the other many-files rows do; the compile's output goes
        # to a file once, to count the scenes laid out.
        listing = os.path.join(os.path.dirname(os.path.abspath(args.out)), "ibapp.json")
        probe = [listing if c == "/dev/null" else c for c in command]
        if os.path.exists(listing):
            os.remove(listing)
        timed(probe, base)
        laid_out = "—"
        if probe != command:
            laid_out = "0 scenes"
            if os.path.exists(listing):
                with open(listing, encoding="utf-8", errors="replace") as f:
                    laid_out = "{:,} scenes".format(f.read().count('"scene":'))
        serial, parallel, status = [], [], None
        for _ in range(args.repeats):
            ms, p = timed(command, {**base, "VFLC_JOBS": "1"})
            serial.append(ms)
            ms, p = timed(command, base)
            parallel.append(ms)
            status = p.returncode
        s, m = statistics.median(serial), statistics.median(parallel)
        rows.append("| %s | %s | %d | %.0f | %.0f | %.2f× | %.0f | %.2f |" % (
            name, laid_out, status, s, m, s / m, mb / (m / 1000), m / GOAL_MS))
    print("Interface Builder app (make_app.py), medians of %d interleaved runs:\n" % args.repeats)
    print("\n".join(rows) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
