#!/usr/bin/env python3
"""Solves vflc's constraint system with kiwisolver (the C++ Cassowary) and compares.

    kiwi_compare.py FILE.vfl [vflc options] [--vflc PATH] [--ir IR] [--json JSON]
                    [--budget SECONDS] [--repeat K]

Reads the IR (`vflc FILE --format ir ...`, or a ready file with --ir, e.g. from
`vflc-bench --emit-ir`, which prints the same text without solving), builds the same system in
kiwi, times kiwi's solve (adding every constraint + updateVariables, median of up to K runs),
and, given vflc's JSON frames (running vflc, or --json FILE), counts the views whose frames
differ where kiwi finds the layout fully determined.

Mapping (as vflc's LayoutEngine does it): every item has left, top, width, height in root
coordinates; right = left + width, centerX = left + width/2, bottom = top + height, centerY
likewise; leading/trailing are left/right (left-to-right). Baselines are taken at the bottom
(the IR does not carry baseline offsets; the generated families use none). The root is pinned
at 0,0; a given --width/--height is a required constraint, a missing one is pulled to 0 at
priority 50 (UIKit's fitting size).

Priorities: 1000 is kiwi's `required`; p < 1000 becomes the weight 10 ** (8 * p / 1000)
(one decade per 125 priority points: 250 -> 100, 750 -> 1e6, 999 -> ~1e8, below kiwi's
required 1.001e9). kiwi weighs priorities (a weighted sum) where vflc compares them
lexicographically; the generated families give the same answer under both.

Stack views and autoresizing masks lower to ordinary constraints, read like any other: a stack's
private spacers (`STACK.UISV-alignment-spanner`, `STACK.UISV-distributing.N`, kind `stack
spacer`) are items with four variables, never compared; an autoresizing position
`v.left == a * parent.right + c` is measured in the parent's coordinates by the multiplier rule
below. Wrapping labels (`text=`) are re-solved with new intrinsic constants until they settle:
give the last pass's IR (`vflc --format ir`; `vflc-bench --emit-ir` writes the first pass's),
and kiwi solves that system once.

"Fully determined": kiwi solves twice more with a tiny weight (1e-6) pulling every variable
up, then down; a view whose frame moves is undetermined and not compared.

Prints a readable summary and a last line `RESULT kiwi=MS build=MS ... mismatches=M compared=C`.
Exits 1 when any determined view's frame differs (a wrong answer from one of the two solvers, or
a mapping that disagrees with vflc's: either way a failure, not a note), 0 otherwise.
The package is a development tool, never a dependency of vflc: installed with pip if missing.
"""

import os
import re
import statistics
import subprocess
import sys
import time


def import_kiwi():
    try:
        import kiwisolver
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "kiwisolver"],
                       check=True, stdout=sys.stderr)
        import kiwisolver
    return kiwisolver


NUMBER = r"-?\d+(?:\.\d+)?(?:e[+-]?\d+)?"
# Item names: a stack view's private spacers are `STACK.UISV-alignment-spanner` and
# `STACK.UISV-distributing.N`, so a name may hold dots and dashes (the attribute is the last part).
NAME = r"[\w.-]+?"
# An optional identifier after the location: UIKit's for stack views ('UISV-spacing'), the
# autoresizing mask's tag ('h=-&- v=--&').
LINE = re.compile(
    rf"^\S+:\d+:\d+\s+(?:'[^']*' )?({NAME})\.(\w+) (==|<=|>=) "
    rf"(?:(?:({NUMBER}) \* )?({NAME})\.(\w+)(?: ([+-]) ({NUMBER}))?|({NUMBER})) @({NUMBER})$")
ITEM = re.compile(r"^([\w.-]+)(?: \((view|guide|layout guide|stack spacer)(?: in ([\w.-]+))?\))?$")


def parse_ir(text):
    """Items (name, kind, parent) and constraints (first, attr, rel, m, second, attr2, c, p)."""
    lines = text.splitlines()
    if not lines or not lines[0].startswith("# items: "):
        raise ValueError("IR without '# items:' header")
    items = []
    for entry in lines[0][len("# items: "):].split(", "):
        match = ITEM.match(entry)
        if not match:
            raise ValueError(f"unreadable item {entry!r}")
        items.append((match.group(1), match.group(2) or "root", match.group(3)))
    constraints = []
    for line in lines[1:]:
        if not line.strip():
            continue
        match = LINE.match(line)
        if not match:
            raise ValueError(f"unreadable constraint {line!r}")
        first, attr, rel, mult, second, attr2, sign, const, lone, prio = match.groups()
        if second is None:
            constraints.append((first, attr, rel, 1.0, None, None, float(lone), float(prio)))
        else:
            c = float(const or 0) * (-1 if sign == "-" else 1)
            constraints.append((first, attr, rel, float(mult or 1), second, attr2, c, float(prio)))
    return items, constraints


def strength(priority, kiwi):
    return "required" if priority >= 1000 else 10 ** (8 * priority / 1000)


class KiwiSystem:
    """The IR as kiwi variables and constraint objects (built once, added per timed run)."""

    def __init__(self, kiwi, items, constraints, width, height):
        self.kiwi = kiwi
        self.items = items
        self.parent = {name: (parent or "root") for name, _, parent in items}
        self.vars = {}
        for name, _, _ in items:
            self.vars[name] = tuple(kiwi.Variable(f"{name}.{a}") for a in ("left", "top", "width", "height"))
        l, t, w, h = self.vars["root"]
        self.constraints = [(l == 0) | "required", (t == 0) | "required"]
        self.constraints.append((w == width) | "required" if width is not None else (w == 0) | strength(50, kiwi))
        self.constraints.append((h == height) | "required" if height is not None else (h == 0) | strength(50, kiwi))
        for first, attr, rel, m, second, attr2, c, p in constraints:
            lhs = self.expression(first, attr)
            rhs = c
            if second is not None:
                rhs = m * self.expression(second, attr2) + c
                if m != 1 and attr not in ("width", "height"):
                    container = self.common_container(first, second)
                    if container != "root":
                        axis = 0 if attr in ("left", "right", "leading", "trailing", "centerX") else 1
                        rhs = rhs + (1 - m) * self.vars[container][axis]
            if rel == "==":
                constraint = lhs == rhs
            elif rel == "<=":
                constraint = lhs <= rhs
            else:
                constraint = lhs >= rhs
            self.constraints.append(constraint | strength(p, kiwi))

    def expression(self, name, attr):
        l, t, w, h = self.vars[name]
        return {
            "left": 1 * l, "leading": 1 * l, "right": l + w, "trailing": l + w, "width": 1 * w,
            "centerX": l + 0.5 * w, "top": 1 * t, "bottom": t + h, "height": 1 * h,
            "centerY": t + 0.5 * h, "lastBaseline": t + h, "firstBaseline": t + h,
        }[attr]

    def common_container(self, a, b):
        chain = []
        while a is not None:
            chain.append(a)
            a = None if a == "root" else self.parent[a]
        ancestors = set()
        while b is not None:
            ancestors.add(b)
            b = None if b == "root" else self.parent[b]
        return next((x for x in chain if x in ancestors), "root")

    def solve(self, extra=()):
        """A fresh solver with every constraint; returns (solver, seconds)."""
        start = time.perf_counter()
        solver = self.kiwi.Solver()
        for constraint in self.constraints:
            solver.addConstraint(constraint)
        for constraint in extra:
            solver.addConstraint(constraint)
        solver.updateVariables()
        return solver, time.perf_counter() - start

    def frames(self):
        """Every view's frame relative to its parent, as vflc's JSON gives them."""
        absolute = {name: tuple(v.value() for v in self.vars[name]) for name, _, _ in self.items}
        frames = {}
        for name, kind, _ in self.items:
            if kind != "view":
                continue
            x, y, w, h = absolute[name]
            px, py, _, _ = absolute[self.parent[name]]
            frames[name] = (x - px, y - py, w, h)
        return frames


def read_vflc_frames(text):
    """{name: (x, y, w, h)} from vflc's JSON (one layout)."""
    import json
    data = json.loads(text)
    if isinstance(data, list):
        data = data[0]
    return {name: (v["x"], v["y"], v["width"], v["height"]) for name, v in data["views"].items()}


def container_size(args):
    def value(flag):
        if flag in args:
            text = args[args.index(flag) + 1]
            return float(text.split(",")[0])
        return None
    return value("--width"), value("--height")


def main(argv):
    args, own = [], {"--vflc": None, "--ir": None, "--json": None, "--budget": "30", "--repeat": "5"}
    i = 1
    while i < len(argv):
        if argv[i] in own:
            own[argv[i]] = argv[i + 1]
            i += 2
        else:
            args.append(argv[i])
            i += 1
    if not args:
        sys.stderr.write(__doc__)
        return 64
    vflc = own["--vflc"] or os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                         ".build-bench", "release", "vflc")
    kiwi = import_kiwi()

    if own["--ir"]:
        with open(own["--ir"]) as f:
            ir = f.read()
    else:
        ir = subprocess.run([vflc] + args + ["--format", "ir"], check=True, capture_output=True,
                            text=True).stdout
    items, constraints = parse_ir(ir)
    width, height = container_size(args)
    system = KiwiSystem(kiwi, items, constraints, width, height)

    # Timed: a fresh solver, every constraint added, updateVariables; repeated within the budget.
    times = []
    budget, repeats = float(own["--budget"]), int(own["--repeat"])
    while True:
        _, seconds = system.solve()
        times.append(seconds)
        if len(times) >= repeats or sum(times) + seconds > budget:
            break
    kiwi_ms = statistics.median(times) * 1000
    kiwi_frames = system.frames()

    mismatches, compared, undetermined, status = 0, 0, 0, "no vflc frames"
    vflc_json = None
    if own["--json"]:
        with open(own["--json"]) as f:
            vflc_json = f.read()
    elif own["--ir"] is None:
        vflc_json = subprocess.run([vflc] + args, check=True, capture_output=True, text=True).stdout
    if vflc_json is not None:
        vflc_frames = read_vflc_frames(vflc_json)
        every = [v for name, _, _ in items for v in system.vars[name]]
        up = [(v == 1e7) | 1e-6 for v in every]
        down = [(v == -1e7) | 1e-6 for v in every]
        system.solve(up)
        high = system.frames()
        system.solve(down)
        low = system.frames()
        for name, frame in kiwi_frames.items():
            if any(abs(a - b) > 1e-3 for a, b in zip(high[name], low[name])):
                undetermined += 1
                continue
            compared += 1
            theirs = vflc_frames.get(name)
            if theirs is None or any(abs(a - b) > 2e-3 for a, b in zip(frame, theirs)):
                mismatches += 1
                if mismatches <= 5:
                    sys.stderr.write(f"kiwi_compare: {name}: kiwi {frame} vflc {theirs}\n")
        status = f"{mismatches} mismatches among {compared} determined views ({undetermined} undetermined)"

    print(f"kiwi_compare {args[0]}: {len(items)} items, {len(system.constraints)} constraints")
    print(f"  kiwi solve {kiwi_ms:.2f} ms (median of {len(times)} run(s))")
    print(f"  frames: {status}")
    result = f"RESULT kiwi={kiwi_ms} runs={len(times)} constraints={len(system.constraints)}"
    if vflc_json is not None:
        result += f" mismatches={mismatches} compared={compared} undetermined={undetermined}"
    print(result)
    if mismatches:
        sys.stderr.write(f"kiwi_compare: {mismatches} frame mismatches\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
