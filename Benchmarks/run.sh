#!/bin/sh
# Runs vflc's benchmark suite and prints one markdown table (also written to results.md).
#   Benchmarks/run.sh            N = 1,000 / 10,000 / 100,000
#   Benchmarks/run.sh --quick    N = 100 / 1,000
# CAP=SECONDS (default 120) skips any run that would take longer, printing '>cap'.
set -eu
cd "$(dirname "$0")"
QUICK=""
for arg in "$@"; do
    case "$arg" in
        --quick) QUICK="--quick" ;;
        *) echo "usage: Benchmarks/run.sh [--quick]" >&2; exit 64 ;;
    esac
done
# One release build of both tools, from this package, so vflc and vflc-bench run the same code.
swift build -c release --scratch-path .build-bench >&2
swift build -c release --scratch-path .build-bench --product vflc >&2
swiftc -O Baseline/main.swift -o .build-bench/baseline >&2
exec python3 runner.py $QUICK --cap "${CAP:-120}"
