#!/usr/bin/env bash
# Fuzzes the whole vflc pipeline with libFuzzer.
#
#   Tests/Fuzz/run.sh SECONDS      build, then fuzz for SECONDS
#   Tests/Fuzz/run.sh --smoke      the CI run: 60 seconds
#   Tests/Fuzz/run.sh --build      build only
#
# Builds Tests/Fuzz/FuzzTarget.swift with the library targets (Sources/Cassowary, VFLSyntax, VFL, VFLLint,
# VFLDriver) using swiftc directly
# (-sanitize=fuzzer,address) into .build-fuzz/libfuzzer/, seeds a scratch corpus from
# Examples/*.vfl and Tests/VFLTests/Fixtures/*.vfl, and exits non-zero when libFuzzer finds a
# crash, a timeout or an out-of-memory input (saved as .build-fuzz/libfuzzer/artifacts/*).
# Extra arguments after SECONDS go to libFuzzer (e.g. -jobs=2 -workers=2).
set -euo pipefail

cd "$(dirname "$0")/../.."
root=$PWD
build=$root/.build-fuzz/libfuzzer
mode=${1:-}
case "$mode" in
  --smoke) seconds=60 ;;
  --build) seconds=0 ;;
  ''|-*) echo "usage: Tests/Fuzz/run.sh SECONDS|--smoke|--build [libFuzzer options...]" >&2; exit 64 ;;
  *) seconds=$mode ;;
esac
shift || true

mkdir -p "$build/modules" "$build/artifacts"
flags=(-O -parse-as-library -sanitize=fuzzer,address -swift-version 5 -g -use-ld=lld -package-name vflc)
start=$(date +%s)
echo "building the fuzz target in $build ..."
swiftc "${flags[@]}" -module-name Cassowary -emit-module -emit-module-path "$build/modules/Cassowary.swiftmodule" \
  -wmo -c -o "$build/Cassowary.o" Sources/Cassowary/*.swift
objects=("$build/Cassowary.o")
for module in VFLSyntax VFL VFLLint VFLDriver; do
  swiftc "${flags[@]}" -module-name $module -I "$build/modules" -emit-module \
    -emit-module-path "$build/modules/$module.swiftmodule" \
    -wmo -c -o "$build/$module.o" $(find Sources/$module -name '*.swift' | sort)
  objects+=("$build/$module.o")
done
swiftc "${flags[@]}" -module-name FuzzTarget -I "$build/modules" \
  Tests/Fuzz/FuzzTarget.swift "${objects[@]}" -o "$build/fuzz-vflc"
echo "built in $(( $(date +%s) - start )) s"
[ "$seconds" -gt 0 ] || exit 0

# A fresh scratch corpus each run, seeded from the examples and fixtures; inputs libFuzzer finds
# interesting accumulate in the persistent corpus next to it for later runs.
corpus=$build/corpus
seeds=$build/seeds
rm -rf "$seeds"
mkdir -p "$seeds" "$corpus"
cp Examples/*.vfl Tests/VFLTests/Fixtures/*.vfl "$seeds/"

set +e
"$build/fuzz-vflc" "$corpus" "$seeds" \
  -dict=Tests/Fuzz/vfl.dict \
  -max_total_time="$seconds" \
  -max_len=4096 \
  -timeout=10 \
  -rss_limit_mb=2048 \
  -malloc_limit_mb=2048 \
  -artifact_prefix="$build/artifacts/" \
  -print_final_stats=1 \
  "$@"
status=$?
set -e
if [ $status -ne 0 ]; then
  echo "fuzzing failed (status $status); reproducers in $build/artifacts/" >&2
  exit 1
fi
echo "no crash in $seconds s"
