#!/bin/sh
# Runs vflc's benchmark suite and prints one markdown table (also written to results.md).
#   Benchmarks/run.sh            N = 1,000 / 10,000 / 100,000
#   Benchmarks/run.sh --quick    N = 100 / 1,000
#   Benchmarks/run.sh --failures the unsatisfiable and ambiguous chains against the chain, N = 10,000 / 100,000
#                                (with --quick: 1,000 / 10,000); printed only, results.md is left as it is
# CAP=SECONDS (default 120) skips any run that would take longer, printing '>cap'.
# To run runner.py on binaries built elsewhere: BENCH_BUILD=DIR python3 runner.py [--quick], with
# DIR holding vflc, vflc-bench, baseline and readwrite.
set -eu
cd "$(dirname "$0")"
QUICK=""
FAILURES=""
for arg in "$@"; do
    case "$arg" in
        --quick) QUICK="--quick" ;;
        --failures) FAILURES="--failures" ;;
        *) echo "usage: Benchmarks/run.sh [--quick] [--failures]" >&2; exit 64 ;;
    esac
done
# One release build of both tools, from this package, so vflc and vflc-bench run the same code.
# SwiftPM can keep a stale list of the root package's files in an old scratch directory (a file
# added since is then missing): drop the build plan so it is made again.
rm -f .build-bench/*.yaml .build-bench/release/description.json
swift build -c release --scratch-path .build-bench >&2
swift build -c release --scratch-path .build-bench --product vflc >&2
# The baselines: a print-only binary (start-up) and one that reads the .vfl file and writes the JSON
# vflc made (start-up + the same I/O). Linked like vflc, so start-ups are comparable: fully static
# when vflc is (its release build on Linux: no dynamic loader at all), with the Swift runtime inside
# when vflc carries no shared one, and plain otherwise.
STATIC=""
if command -v ldd >/dev/null 2>&1 && ldd .build-bench/release/vflc 2>&1 | grep -q "not a dynamic executable"; then
    STATIC="-static-executable -use-ld=lld"
elif command -v ldd >/dev/null 2>&1 && ! ldd .build-bench/release/vflc | grep -q libswiftCore; then
    STATIC="-static-stdlib"
fi
swiftc -O $STATIC Baseline/main.swift -o .build-bench/baseline >&2
swiftc -O $STATIC Baseline/ReadWrite.swift -o .build-bench/readwrite >&2
unset BENCH_BUILD    # the runner uses what was just built
# The Interface Builder app (ib/make_app.py: 1,000 documents, about 40 MB) read and laid out, goal 2 s on 2 cores.
[ -n "$FAILURES" ] || python3 ib/app_speed.py --vflc .build-bench/release/vflc
exec python3 runner.py $QUICK $FAILURES --cap "${CAP:-120}"
