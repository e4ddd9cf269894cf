#!/usr/bin/env bash
# Times vflc on inputs too large for the unit tests (HostileInputTests keeps smaller versions):
# 100,000 views, 10,000 nesting levels, a 10 MB line of views (over the 250,000-view limit),
# 200,000 unsized views on one line (600,000 warnings), 10 MB of garbage. Each run has a
# time limit and a 4 GB memory limit; the script prints the time, peak memory and exit status of
# each and fails when one crashes (a status other than 0, 64, 65, 66) or times out.
#
#   Tests/Fuzz/hostile-sizes.sh [path/to/vflc] [seconds per input, default 120]
set -uo pipefail

cd "$(dirname "$0")/../.."
vflc=${1:-.build/release/vflc}
limit=${2:-120}
[ -x "$vflc" ] || { echo "no vflc at $vflc (swift build -c release)" >&2; exit 64; }
work=.build-fuzz/sizes
mkdir -p "$work"

python3 - "$work" <<'PY'
import random, sys
work = sys.argv[1]
def write(name, text):
    with open(f"{work}/{name}", "w") as f: f.write(text)
for n in (1000, 10000, 100000):
    write(f"views{n}.vfl", "H:|" + "".join(f"[v{i}(10)]" for i in range(n)) + "|\n"
          + "".join(f"V:|[v{i}(10)]\n" for i in range(n)))
for depth in (1000, 10000):
    write(f"nested{depth}.vfl", "view v0\nH:|[v0(10)]\nV:|[v0(10)]\n"
          + "".join(f"view v{l} in=v{l-1}\nH:|[v{l}]|\nV:|[v{l}]|\n" for l in range(1, depth + 1)))
parts, size, i = [], 0, 0
while size < 10_000_000:
    p = f"[v{i}]"; parts.append(p); size += len(p); i += 1
write("line10mb.vfl", "H:|" + "".join(parts) + "|\n")
# Just under the view limit, every view unsized and named once: 600,000 warnings streamed.
write("line200k.vfl", "H:|" + "".join(f"[v{i}]" for i in range(200_000)) + "|\n")
random.seed(1)
alphabet = "[]|-()@=<>,:HV0123456789abc ."
write("garbage10mb.vfl", "".join(random.choice(alphabet) for _ in range(10_000_000)))
PY

failed=0
for input in garbage10mb views1000 views10000 views100000 nested1000 nested10000 line10mb line200k; do
  file=$work/$input.vfl
  start=$(date +%s.%N)
  ( ulimit -v 4000000; exec timeout "$limit" /usr/bin/time -f "%M" -o "$work/$input.rss" "$vflc" "$file" >/dev/null 2>"$work/$input.err" )
  status=$?
  seconds=$(echo "$(date +%s.%N) - $start" | bc)
  rss=$(tail -1 "$work/$input.rss" 2>/dev/null || echo "?")
  verdict=ok
  case $status in
    0|64|65|66) ;;
    124) verdict="TIMEOUT after ${limit}s"; failed=1 ;;
    *) verdict="CRASH (status $status)"; failed=1 ;;
  esac
  printf '%-16s %8.1fs %8s KB  exit %3s  %s\n' "$input" "$seconds" "$rss" "$status" "$verdict"
done
exit $failed
