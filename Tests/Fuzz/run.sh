#!/usr/bin/env bash
# Fuzzes vflc with libFuzzer: three targets, each checking answers as well as crashes.
#
#   Tests/Fuzz/run.sh SECONDS         build, then fuzz the pipeline for SECONDS
#   Tests/Fuzz/run.sh --lint SECONDS  build, then fuzz lint for SECONDS
#   Tests/Fuzz/run.sh --xml SECONDS   build, then fuzz the XML reader for SECONDS
#   Tests/Fuzz/run.sh --ib SECONDS    build, then fuzz the Interface Builder front end for SECONDS
#   Tests/Fuzz/run.sh --smoke         the CI run: 35 seconds of the pipeline, 15 of lint, 10 of XML,
#                                     15 of Interface Builder documents
#   Tests/Fuzz/run.sh --build         build only
#
# Builds, with the library targets (Sources/Cassowary, VFLSyntax, VFL, VFLLint, VFLInterfaceBuilder,
# VFLDriver), using
# swiftc directly (-sanitize=fuzzer,address) into .build-fuzz/libfuzzer/:
# - fuzz-vflc, Tests/Fuzz/FuzzTarget.swift: parse → lower → solve → render; a second compile must
#   be byte-identical, JSON and SVG well formed, every required constraint of the IR must hold
#   (with the tests' IRText, IndependentChecker, JSONWellFormedness and XMLWellFormedness);
#   seeded from Examples/*.vfl and Tests/VFLTests/Fixtures/*.vfl;
# - fuzz-lint, Tests/Fuzz/LintFuzzTarget.swift: lint and the .vfl checker must agree on each
#   format (Tests/VFLTests/Lint/LintAgreement.swift); seeded from the examples' format lines;
# - fuzz-xml, Tests/Fuzz/XMLFuzzTarget.swift: XMLReader must never crash, an error must point
#   inside the input, and a document that reads must read as the same tree once written back out
#   (Tests/VFLTests/Support/XMLSerializer.swift); seeded from Tests/Fuzz/xml-seeds/, with the
#   dictionary Tests/Fuzz/xml.dict (the other two use vfl.dict).
# Exits non-zero when libFuzzer finds a crash, a broken check, a timeout or an out-of-memory input
# (saved as .build-fuzz/libfuzzer/artifacts/*). Extra arguments after SECONDS go to libFuzzer
# (e.g. -jobs=2 -workers=2, -seed=1).
set -euo pipefail

cd "$(dirname "$0")/../.."
root=$PWD
build=$root/.build-fuzz/libfuzzer
mode=${1:-}
target=pipeline
if [ "$mode" = --lint ] || [ "$mode" = --xml ] || [ "$mode" = --ib ]; then
  target=${mode#--}
  shift
  mode=${1:-}
fi
lint_seconds=0
xml_seconds=0
ib_seconds=0
case "$mode" in
  --smoke) seconds=35; lint_seconds=15; xml_seconds=10; ib_seconds=15 ;;
  --build) seconds=0 ;;
  ''|-*) echo "usage: Tests/Fuzz/run.sh [--lint|--xml|--ib] SECONDS|--smoke|--build [libFuzzer options...]" >&2; exit 64 ;;
  *) seconds=$mode ;;
esac
shift || true
if [ "$target" = lint ]; then
  lint_seconds=$seconds
  seconds=0
elif [ "$target" = xml ]; then
  xml_seconds=$seconds
  seconds=0
elif [ "$target" = ib ]; then
  ib_seconds=$seconds
  seconds=0
fi

mkdir -p "$build/modules" "$build/artifacts"
flags=(-O -parse-as-library -sanitize=fuzzer,address -swift-version 5 -g -use-ld=lld -package-name vflc)
start=$(date +%s)
echo "building the fuzz target in $build ..."
swiftc "${flags[@]}" -module-name Cassowary -emit-module -emit-module-path "$build/modules/Cassowary.swiftmodule" \
  -wmo -c -o "$build/Cassowary.o" Sources/Cassowary/*.swift
objects=("$build/Cassowary.o")
for module in VFLSyntax VFL VFLLint VFLInterfaceBuilder VFLDriver; do
  swiftc "${flags[@]}" -module-name $module -I "$build/modules" -emit-module \
    -emit-module-path "$build/modules/$module.swiftmodule" \
    -wmo -c -o "$build/$module.o" $(find Sources/$module -name '*.swift' | sort)
  objects+=("$build/$module.o")
done
swiftc "${flags[@]}" -module-name FuzzTarget -I "$build/modules" \
  Tests/Fuzz/FuzzTarget.swift Tests/VFLTests/Support/IRText.swift Tests/VFLTests/Support/IndependentChecker.swift \
  Tests/VFLTests/Support/JSONWellFormedness.swift Tests/VFLTests/Support/XMLWellFormedness.swift \
  Tests/VFLTests/Support/FidelityNumbers.swift "${objects[@]}" -o "$build/fuzz-vflc"
swiftc "${flags[@]}" -module-name LintFuzzTarget -I "$build/modules" \
  Tests/Fuzz/LintFuzzTarget.swift Tests/VFLTests/Lint/LintAgreement.swift "${objects[@]}" -o "$build/fuzz-lint"
swiftc "${flags[@]}" -module-name XMLFuzzTarget -I "$build/modules" \
  Tests/Fuzz/XMLFuzzTarget.swift Tests/VFLTests/Support/XMLSerializer.swift "${objects[@]}" -o "$build/fuzz-xml"
swiftc "${flags[@]}" -module-name InterfaceBuilderFuzzTarget -I "$build/modules" \
  Tests/Fuzz/InterfaceBuilderFuzzTarget.swift Tests/VFLTests/Support/JSONWellFormedness.swift "${objects[@]}" \
  -o "$build/fuzz-ib"
echo "built in $(( $(date +%s) - start )) s"

# fuzz NAME SECONDS DICTIONARY SEEDS... -- LIBFUZZER_OPTIONS...: a fresh scratch corpus of seeds
# each run; inputs libFuzzer finds interesting accumulate in the persistent corpus next to it.
fuzz() {
  local name=$1 seconds=$2 dictionary=$3
  shift 3
  local corpus=$build/corpus-$name seeds=$build/seeds-$name
  rm -rf "$seeds"
  mkdir -p "$seeds" "$corpus"
  while [ "$1" != -- ]; do cp "$1" "$seeds/"; shift; done
  shift
  set +e
  "$build/fuzz-$name" "$corpus" "$seeds" \
    -dict="$dictionary" \
    -max_total_time="$seconds" \
    -max_len=4096 \
    -timeout=10 \
    -rss_limit_mb=2048 \
    -malloc_limit_mb=2048 \
    -artifact_prefix="$build/artifacts/$name-" \
    -print_final_stats=1 \
    "$@"
  local status=$?
  set -e
  if [ $status -ne 0 ]; then
    echo "fuzzing $name failed (status $status); reproducers in $build/artifacts/" >&2
    exit 1
  fi
  echo "$name: no crash and no wrong answer in $seconds s"
}

if [ "$seconds" -gt 0 ]; then
  fuzz vflc "$seconds" Tests/Fuzz/vfl.dict Examples/*.vfl Tests/VFLTests/Fixtures/*.vfl -- "$@"
fi
if [ "$lint_seconds" -gt 0 ]; then
  # One seed per format line of the examples.
  formats=$build/format-lines
  rm -rf "$formats"
  mkdir -p "$formats"
  grep -h '^[HV]:' Examples/*.vfl | sed 's/ *#.*//' | awk -v dir="$formats" '{ print > (dir "/" NR ".txt") }'
  fuzz lint "$lint_seconds" Tests/Fuzz/vfl.dict "$formats"/*.txt -- "$@"
fi
if [ "$xml_seconds" -gt 0 ]; then
  fuzz xml "$xml_seconds" Tests/Fuzz/xml.dict Tests/Fuzz/xml-seeds/* -- "$@"
fi
if [ "$ib_seconds" -gt 0 ]; then
  fuzz ib "$ib_seconds" Tests/Fuzz/ib.dict Tests/VFLTests/Fixtures/InterfaceBuilder/* Examples/ib/*.storyboard \
    Examples/ib/*.xib -- "$@"
fi
