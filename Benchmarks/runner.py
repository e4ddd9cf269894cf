#!/usr/bin/env python3
"""Runs the whole benchmark suite and prints one markdown table (called by run.sh).

    runner.py [--quick] [--cap SECONDS]

Expects run.sh to have built .build-bench/release/{vflc,vflc-bench} and .build-bench/baseline.
Everything in the table is measured in this run. A measurement that would exceed the cap
(predicted from the smaller sizes' scaling, or killed when it runs over) prints `>cap`.
"""

import datetime
import math
import os
import platform
import re
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
BUILD = os.path.join(HERE, ".build-bench", "release")
VFLC = os.path.join(BUILD, "vflc")
BENCH = os.path.join(BUILD, "vflc-bench")
BASELINE = os.path.join(HERE, ".build-bench", "baseline")
OUT = os.path.join(HERE, "out")
FAMILIES = ["chain", "grid", "nested", "priorities"]


def log(message):
    sys.stderr.write(message + "\n")
    sys.stderr.flush()


def generate(family, n):
    path = os.path.join(OUT, f"{family}-{n}.vfl")
    subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), family, str(n), path], check=True)
    with open(path) as f:
        first = f.readline()
    return path, first[len("# vflc: "):].split()


def result_line(stdout):
    """The `RESULT k=v ...` line as a dict of floats."""
    for line in reversed(stdout.splitlines()):
        if line.startswith("RESULT "):
            return {k: float(v) for k, v in (pair.split("=") for pair in line.split()[1:])}
    raise ValueError("no RESULT line in:\n" + stdout)


def run(command, timeout, expect_status=0):
    """(stdout, seconds), or None when it ran over `timeout`; (stderr, seconds) when the command
    is expected to fail (`expect_status` other than 0)."""
    start = time.perf_counter()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    seconds = time.perf_counter() - start
    if expect_status != 0 and done.returncode == expect_status:
        return done.stderr, seconds
    if done.returncode != expect_status:
        raise RuntimeError(f"{' '.join(command)} exited {done.returncode}:\n{done.stderr[-2000:]}")
    return done.stdout, seconds


def wall_ms(command, repeats):
    """Median wall time of running `command` (process start to exit), output discarded."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def predict(points, n):
    """Seconds at size n from earlier (n, seconds) points: the last two's exponent, or 2."""
    if not points:
        return 0
    (n2, t2) = points[-1]
    k = 2.0
    if len(points) >= 2:
        (n1, t1) = points[-2]
        if t1 > 0 and t2 > 0:
            k = max(1.0, math.log(t2 / t1) / math.log(n2 / n1))
    return t2 * (n / n2) ** k


def exponent(points):
    """k = log(t2/t1) / log(N2/N1) between the first and last measured points."""
    if len(points) < 2:
        return None
    (n1, t1), (n2, t2) = points[0], points[-1]
    if t1 <= 0 or t2 <= 0:
        return None
    return math.log(t2 / t1) / math.log(n2 / n1)


def ms(value):
    if value is None:
        return "—"
    if isinstance(value, str):
        return value
    return f"{value:.0f}" if value >= 100 else f"{value:.2f}" if value < 10 else f"{value:.1f}"


def measure_family(family, sizes, cap):
    rows = []
    vflc_points, kiwi_points = [], []
    vflc_over = kiwi_over = False
    budget = min(30.0, cap / 4)
    for n in sizes:
        path, args = generate(family, n)
        row = {"family": family, "n": n, "mb": os.path.getsize(path) / 1e6}
        log(f"[{family} N={n}] vflc-bench")
        if vflc_over or predict(vflc_points, n) > cap:
            vflc_over = True
            row["vflc"] = None
        else:
            done = run([BENCH, path] + args + ["--budget", str(budget)], timeout=cap + budget + 10)
            if done is None:
                vflc_over = True
                row["vflc"] = None
            else:
                row["vflc"] = result_line(done[0])
                vflc_points.append((n, row["vflc"]["total"] / 1000))
        json_path = os.path.join(OUT, f"{family}-{n}.json")
        if row["vflc"] is not None:
            log(f"[{family} N={n}] vflc end to end")
            done = run([VFLC, path] + args + ["-o", json_path], timeout=cap)
            row["e2e"] = done[1] * 1000 if done else ">cap"
            have_json = done is not None
        else:
            row["e2e"] = ">cap"
            have_json = False

        log(f"[{family} N={n}] kiwi")
        if kiwi_over or predict(kiwi_points, n) > cap:
            kiwi_over = True
            row["kiwi"] = None
        else:
            ir_path = os.path.join(OUT, f"{family}-{n}.ir")
            run([BENCH, path] + args + ["--emit-ir", ir_path], timeout=cap)
            command = [sys.executable, os.path.join(HERE, "kiwi_compare.py"), path] + args + [
                "--ir", ir_path, "--budget", str(budget)]
            if have_json:
                command += ["--json", json_path]
            # Without vflc's frames there is no check: only the timed solves.
            done = run(command, timeout=cap * 3 if have_json else cap + budget + 10)
            if done is None:
                kiwi_over = True
                row["kiwi"] = None
            else:
                row["kiwi"] = result_line(done[0])
                kiwi_points.append((n, row["kiwi"]["kiwi"] / 1000))
        rows.append(row)
    return rows, exponent(vflc_points), exponent(kiwi_points), vflc_points, kiwi_points


def table(rows_by_family, sweep, startup, cap):
    cap_text = ">cap"
    lines = ["| family | N | parse ms | parse MB/s | lower ms | solve ms | output ms | total ms | peak MB | vflc e2e ms "
             "| kiwi ms | kiwi/vflc | notes |",
             "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|"]
    for family, (rows, k_vflc, k_kiwi, vp, kp) in rows_by_family.items():
        for row in rows:
            v, kw = row["vflc"], row["kiwi"]
            cells = [family, f"{row['n']:,}"]
            if v is None:
                cells += [cap_text] * 7
            else:
                cells += [ms(v["parse"]), f"{row['mb'] / (v['parse'] / 1000):.0f}" if v["parse"] > 0 else "—",
                          ms(v["lower"]), ms(v["solve"]), ms(v["output"]), ms(v["total"]), f"{v['peak_mb']:.1f}"]
            cells.append(ms(row["e2e"]))
            cells.append(cap_text if kw is None else ms(kw["kiwi"]))
            cells.append(f"{kw['kiwi'] / v['solve']:.3g}" if v is not None and kw is not None and v["solve"] > 0 else "—")
            notes = []
            if v is not None:
                notes.append(f"{int(v['constraints']):,} constraints, {int(v['runs'])} run(s)")
            if kw is not None and "mismatches" in kw:
                notes.append(f"kiwi check: {int(kw['mismatches'])} mismatches / {int(kw['compared'])} views")
            cells.append("; ".join(notes))
            lines.append("| " + " | ".join(cells) + " |")
        span = lambda pts: f"{pts[0][0]:,}→{pts[-1][0]:,}" if len(pts) >= 2 else ""
        k_text = lambda k: "—" if k is None else f"k={k:.2f}"
        lines.append(f"| {family} | k {span(vp) or '(one size)'} | | | | | | {k_text(k_vflc)} | | | {k_text(k_kiwi)} "
                     f"| | scaling exponent of total (vflc) and solve (kiwi){'; kiwi ' + span(kp) if span(kp) and span(kp) != span(vp) else ''} |")
    s = sweep
    lines.append(f"| sweep | 100 widths | {ms(s['parse'])} | | {ms(s['lower'])} | {ms(s['solve'])} | {ms(s['output'])} "
                 f"| {ms(s['total'])} | {s['peak_mb']:.1f} | {ms(s['e2e'])} | | | "
                 f"{int(s['items'])} items incl. root; 10 fresh engines {ms(s['fresh'])} ms → {ms(s['fresh'] / 10)} ms/layout "
                 f"vs {ms(s['solve'] / 100)} ms/layout for one engine re-solved, build amortized ({s['fresh'] / 10 / (s['solve'] / 100):.1f}×) |")
    st = startup
    lines.append(f"| startup | screen | | | | | | {ms(st['total'])} | {st['peak_mb']:.1f} | {ms(st['e2e'])} | | | "
                 f"baseline `print` binary {ms(st['baseline'])} ms: vflc is {st['e2e'] / st['baseline']:.2f}× "
                 f"(goal ≤ 2×), medians of {st['repeats']} runs |")
    return "\n".join(lines)


CONFLICT_SIZES = [1000, 10000, 20000]


def measure_conflicts(sizes, cap):
    """vflc end to end (exit 65) on unsatisfiable files: the time to find, explain and print a
    minimal conflicting set, and how many members it names."""
    rows = []
    for family in ["conflict", "conflict-local"]:
        for n in sizes:
            path, args = generate(family, n)
            log(f"[{family} N={n}] vflc end to end (exit 65)")
            done = run([VFLC, path] + args, timeout=cap, expect_status=65)
            if done is None:
                rows.append({"family": family, "n": n, "e2e": None, "members": None})
                break
            members = sum(1 for line in done[0].splitlines() if ": note: conflicting constraint" in line)
            rows.append({"family": family, "n": n, "e2e": done[1] * 1000, "members": members})
    return rows


def conflict_table(rows):
    lines = ["| family | N | vflc e2e ms | members named | notes |", "|---|---|--:|--:|---|"]
    for row in rows:
        e2e = ">cap" if row["e2e"] is None else ms(row["e2e"])
        members = "—" if row["members"] is None else f"{row['members']:,}"
        note = ("the whole row is one minimal set (2N + 2 members)" if row["family"] == "conflict"
                else "two widths for one view among N views (2 members)")
        lines.append(f"| {row['family']} | {row['n']:,} | {e2e} | {members} | {note} |")
    return "\n".join(lines)


def measure_files(count=1000, repeats=5):
    """`vflc` on `count` small files with `--check-dir`: serial (VFLC_JOBS=1) against every core,
    interleaved, medians."""
    directory = os.path.join(OUT, "files")
    golden = os.path.join(directory, "golden")
    os.makedirs(golden, exist_ok=True)
    source, args = generate("screen", 20)
    with open(source) as f:
        text = f.read()
    paths = []
    for i in range(count):
        path = os.path.join(directory, f"screen{i}.vfl")
        with open(path, "w") as f:
            f.write(text)
        paths.append(path)
    command = [VFLC] + paths + args + ["--check-dir", golden]
    subprocess.run(command + ["--update"], capture_output=True, check=True)
    serial, parallel = [], []
    for _ in range(repeats):
        for env, times in [({"VFLC_JOBS": "1"}, serial), ({}, parallel)]:
            start = time.perf_counter()
            subprocess.run(command, capture_output=True, check=True, env={**os.environ, **env})
            times.append((time.perf_counter() - start) * 1000)
    environment = {k: v for k, v in os.environ.items() if k != "VFLC_JOBS"}
    one = subprocess.run(command, capture_output=True, env={**environment, "VFLC_JOBS": "1"})
    many = subprocess.run(command, capture_output=True, env=environment)
    identical = (one.stdout, one.stderr, one.returncode) == (many.stdout, many.stderr, many.returncode)
    return {"count": count, "cores": len(os.sched_getaffinity(0)), "serial": statistics.median(serial),
            "parallel": statistics.median(parallel), "identical": identical}


def targets(rows_by_family, sweep, startup, files=None):
    """The targets, each with the number measured in this run and whether it is met."""
    def row(family, n):
        for r in rows_by_family.get(family, ([],))[0]:
            if r["n"] == n:
                return r
        return None

    checks = []

    def check(name, value, ok):
        checks.append(f"| {name} | {value} | {'met' if ok else 'NOT met'} |")

    for family in ["chain", "grid", "nested", "priorities"]:
        rows, k_vflc, _, vp, _ = rows_by_family[family]
        if k_vflc is not None and len(vp) >= 2:
            check(f"{family}: scaling exponent k ≤ 1.15 ({vp[0][0]:,}→{vp[-1][0]:,})", f"k = {k_vflc:.2f}", k_vflc <= 1.15)
    r = row("chain", 10000)
    if r and r["vflc"]:
        check("chain N=10,000 solved < 100 ms", f"{r['vflc']['solve']:.1f} ms", r["vflc"]["solve"] < 100)
    r = row("chain", 100000)
    if r and r["vflc"]:
        check("chain N=100,000 solved < 1.5 s and < 500 MB",
              f"{r['vflc']['solve']:.0f} ms, {r['vflc']['peak_mb']:.0f} MB peak (whole pipeline)",
              r["vflc"]["solve"] < 1500 and r["vflc"]["peak_mb"] < 500)
    for family, factor in [("chain", 100), ("grid", 10), ("nested", 10)]:
        r = row(family, 1000)
        if r and r["vflc"] and r["kiwi"]:
            ratio = r["kiwi"]["kiwi"] / r["vflc"]["solve"]
            check(f"{family} N=1,000: vflc ≥ {factor}× faster than kiwi", f"{ratio:.0f}×", ratio >= factor)
    # Issue 18: the whole process (exec to exit, JSON written) against kiwi's in-process add + solve.
    for family, factor in [("chain", 100), ("grid", 10), ("nested", 10)]:
        r = row(family, 1000)
        if r and r["kiwi"] and isinstance(r["e2e"], float):
            ratio = r["kiwi"]["kiwi"] / r["e2e"]
            check(f"{family} N=1,000 whole process ≥ {factor}× faster than kiwi's add + solve", f"{ratio:.0f}×",
                  ratio >= factor)
    r = row("chain", 100000)
    if r and r["vflc"]:
        check("chain N=100,000 ≤ 250 MB peak (vflc-bench, whole pipeline in one process)",
              f"{r['vflc']['peak_mb']:.0f} MB", r["vflc"]["peak_mb"] <= 250)
    if files is not None:
        check(f"{files['count']:,} small goldens (--check-dir) in ≤ 1.25 × serial ÷ {files['cores']} cores",
              f"{files['parallel']:.0f} ms vs {files['serial']:.0f} ms serial",
              files["parallel"] <= 1.25 * files["serial"] / files["cores"])
    per_fresh = sweep["fresh"] / 10
    check("sweep: 100 widths cost less than 10 fresh solves", f"{sweep['solve']:.1f} ms vs {sweep['fresh']:.1f} ms",
          sweep["solve"] < sweep["fresh"])
    check("typical screen end to end ≤ 2× a print-only binary", f"{startup['e2e'] / startup['baseline']:.2f}×",
          startup["e2e"] <= 2 * startup["baseline"])
    parse_rates = []
    for family in ["chain", "grid", "nested", "priorities"]:
        for r in rows_by_family[family][0]:
            if r["vflc"] and r["vflc"]["parse"] > 0 and r["mb"] >= 1:
                parse_rates.append((r["mb"] / (r["vflc"]["parse"] / 1000), family, r["n"]))
    if parse_rates:
        slowest = min(parse_rates)
        check("parse ≥ 100 MB/s (slowest file of ≥ 1 MB)", f"{slowest[0]:.0f} MB/s ({slowest[1]} N={slowest[2]:,})",
              slowest[0] >= 100)
    return "\n".join(["| target | measured | |", "|---|---|---|"] + checks)


def machine():
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{os.cpu_count()} CPUs (nproc {len(os.sched_getaffinity(0))}), {model}, {platform.system()} {platform.release()}"


def main(argv):
    quick = "--quick" in argv
    cap = float(argv[argv.index("--cap") + 1]) if "--cap" in argv else 120.0
    sizes = [100, 1000] if quick else [1000, 10000, 100000]
    os.makedirs(OUT, exist_ok=True)
    started = time.time()

    rows_by_family = {family: measure_family(family, sizes, cap) for family in FAMILIES}

    log("[sweep] 100 widths vs 10 fresh engines")
    path, args = generate("sweep", 20)
    sweep = result_line(run([BENCH, path] + args + ["--fresh", "10"], timeout=cap)[0])
    sweep["e2e"] = wall_ms([VFLC, path] + args, 5)

    log("[startup] typical screen vs baseline binary")
    path, args = generate("screen", 20)
    startup = result_line(run([BENCH, path] + args, timeout=cap)[0])
    repeats = 21
    wall_ms([VFLC, path] + args, 3)  # warm the page cache
    wall_ms([BASELINE], 3)
    startup["e2e"] = wall_ms([VFLC, path] + args, repeats)
    startup["baseline"] = wall_ms([BASELINE], repeats)
    startup["repeats"] = repeats

    log("[files] 1,000 small goldens, serial vs every core")
    files = measure_files(100 if quick else 1000)

    log("[conflict] unsatisfiable rows, explained")
    conflicts = measure_conflicts([100, 1000] if quick else CONFLICT_SIZES, cap)

    text = (table(rows_by_family, sweep, startup, cap) + "\n\n" + conflict_table(conflicts) + "\n\n"
            + f"Many files: {files['count']:,} copies of the screen checked against goldens with `--check-dir`: "
            f"{files['serial']:.0f} ms serial (VFLC_JOBS=1), {files['parallel']:.0f} ms on {files['cores']} cores "
            f"({files['serial'] / files['parallel']:.2f}×); output {'identical' if files['identical'] else 'DIFFERENT'}."
            + "\n\n" + targets(rows_by_family, sweep, startup, files))
    header = (f"Measured {datetime.date.today().isoformat()} with `Benchmarks/run.sh{' --quick' if quick else ''}` "
              f"(cap {cap:.0f} s, {time.time() - started:.0f} s in all) on {machine()}.\n")
    print(header)
    print(text)
    with open(os.path.join(HERE, "results.md"), "w") as f:
        f.write("# vflc benchmark results\n\n" + header + "\n" + text + "\n\n"
                "Times are medians (ms) of the runs shown; `solve` = building the engine (adding every "
                "constraint) + solving; `total` = parse + lower + solve + output, in-process; `vflc e2e` = "
                "the `vflc` process from start to exit (with diagnostics and writing JSON); `kiwi ms` = "
                "kiwisolver adding the same constraints + `updateVariables`; `kiwi/vflc` = kiwi ms ÷ vflc "
                "solve ms (below 1: kiwi is faster). See README.md.\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
