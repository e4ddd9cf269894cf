#!/usr/bin/env python3
"""Writes a benchmark layout family as a .vfl file.

    generate.py FAMILY N OUT.vfl

Families (see Benchmarks/README.md): chain, grid, nested, priorities, conflict,
conflict-local, sweep, screen.
The first line of every file is `# vflc: ARGS`, the vflc options to run it with (as in
Examples/), so the runner never has to know each family's container size.
Python 3 standard library only.
"""

import math
import sys


def chain(n):
    """One long H: row of views with equal widths, each pinned vertically: fully determined."""
    views = ["[v0(>=20)]"] + [f"[v{i}(>=20,==v0)]" for i in range(1, n)]
    lines = [f"# vflc: --width {n * 30} --height 50",
             f"# chain: {n} views in one row, equal widths, fixed container"]
    lines.append("H:|-8-" + "-8-".join(views) + "-8-|")
    lines += [f"V:|-8-[v{i}(30)]" for i in range(n)]
    return lines


def grid(n):
    """R x C equal cells: one H: per row (aligned tops and bottoms), one V: per column."""
    side = max(1, round(math.sqrt(n)))
    lines = [f"# vflc: --width {side * 30} --height {side * 30}",
             f"# grid: {side}x{side} equal cells, rows aligned, columns stacked"]
    for r in range(side):
        cells = [f"[r{r}c0]"] + [f"[r{r}c{c}(==r{r}c0)]" for c in range(1, side)]
        lines.append("H:|-" + "-".join(cells) + "-| options: alignAllTop, alignAllBottom")
    for c in range(side):
        cells = [f"[r0c{c}]"] + [f"[r{r}c{c}(==r0c{c})]" for r in range(1, side)]
        lines.append("V:|-" + "-".join(cells) + "-|")
    return lines


def nested(n):
    """Containers with 4 children each, breadth first, until there are n views."""
    names = []          # every view, breadth first
    children = {}       # parent name (None = root) -> child names
    queue = [None]
    while len(names) < n:
        parent = queue.pop(0)
        kids = []
        for _ in range(min(4, n - len(names))):
            name = f"v{len(names)}"
            names.append(name)
            kids.append(name)
            queue.append(name)
        children[parent] = kids
    depth = 0
    count, level = 0, 4
    while count < n:
        count += level
        level *= 4
        depth += 1
    # Each level loses 2 x 2 points of margin and 3 x 2 of spacing, then splits in four.
    width = 1
    for _ in range(depth):
        width = width * 4 + 10
    lines = [f"# vflc: --width {width} --height {50 + 4 * depth}",
             f"# nested: {n} views, 4 children per container, {depth} levels",
             "spacing sibling=2 superview=2"]
    for parent, kids in children.items():
        if parent is not None:
            lines += [f"view {kid} in={parent}" for kid in kids]
    for parent, kids in children.items():
        first = kids[0]
        row = [f"[{first}]"] + [f"[{kid}(=={first})]" for kid in kids[1:]]
        lines.append("H:|-" + "-".join(row) + "-|")
        lines += [f"V:|-[{kid}]-|" for kid in kids]
    return lines


def priorities(n):
    """A chain of views with intrinsic sizes and varied hugging and compression resistance,
    in a container 3% narrower than their natural widths: the least resistant give way first,
    down to a 10-point minimum, while hugging keeps the rest from growing."""
    lines = []
    natural = 8
    for i in range(n):
        w = 20 + (i * 37) % 61
        h = 20 + (i * 11) % 21
        hug = 250 + (i * 53) % 500
        resist = 500 + (i * 97) % 499
        natural += w + 8
        lines.append(f"view v{i} intrinsic={w}x{h} hug={hug} resist={resist}")
    width = int(natural * 0.97)
    header = [f"# vflc: --width {width} --height 80",
              f"# priorities: {n} views with intrinsic sizes, hugging against compression resistance"]
    row = "H:|-8-" + "-8-".join(f"[v{i}(>=10)]" for i in range(n)) + "-8-|"
    return header + lines + [row] + [f"V:|-8-[v{i}]" for i in range(n)]


def conflict(n):
    """An unsatisfiable row: n views, each at least 20 wide, 8 apart, in a container 375 wide.
    Every spacing and every minimum width is in the one minimal conflicting set, so vflc must
    name all 2n + 2 members (the timed part is explaining it)."""
    lines = [f"# vflc: --width 375 --height 50",
             f"# conflict: {n} views that cannot fit; the whole row is one minimal conflicting set"]
    lines.append("H:|-8-" + "-8-".join(f"[v{i}(>=20)]" for i in range(n)) + "-8-|")
    lines += [f"V:|-8-[v{i}(30)]" for i in range(n)]
    return lines


def conflict_local(n):
    """A small conflict (two widths for one view) in the middle of an n-view chain whose views
    all share the container's width: the conflict is found among n views, and is 2 members."""
    views = ["[v0(>=20)]"] + [f"[v{i}(>=20,==v0)]" for i in range(1, n)]
    middle = n // 2
    # 8 + n × (22 + 8) wide: every view is exactly 22 wide, so `== 22` agrees and `== 30` conflicts.
    lines = [f"# vflc: --width {8 + n * 30} --height 50",
             f"# conflict-local: a second required width for v{middle} inside a {n}-view chain"]
    lines.append("H:|-8-" + "-8-".join(views) + "-8-|")
    lines += [f"V:|-8-[v{i}(30)]" for i in range(n)]
    lines += [f"v{middle}.width == 22", f"v{middle}.width == 30"]
    return lines


SCREEN = """\
# A typical sign-up screen, about 20 views: navigation bar, avatar, form, buttons, footer.
metrics margin=16 field=44 gap=12
view back intrinsic=60x30 hug=750
view titleLabel intrinsic=120x21
view save intrinsic=50x30 hug=750
view avatar intrinsic=80x80
view nameLabel intrinsic=60x21 hug=251
view emailLabel intrinsic=60x21 hug=251
view passwordLabel intrinsic=90x21 hug=251
view nameField intrinsic=x30 resist=749
view emailField intrinsic=x30 resist=749
view passwordField intrinsic=x30 resist=749
view terms intrinsic=250x40 resist=740
view signUp intrinsic=100x44
view cancel intrinsic=80x44
view footer intrinsic=x20
view spinner intrinsic=20x20
view badge intrinsic=24x24
V:[topLayoutGuide][navBar(44)]
H:|[navBar]|
H:|-[back]-(>=8)-[titleLabel]-(>=8)-[save]-| options: alignAllCenterY
titleLabel.centerX == root.centerX @750
back.centerY == navBar.centerY
V:[navBar]-gap-[avatar]-gap-[nameField(field)]-gap-[emailField(==nameField)]-gap-[passwordField(==nameField)]
avatar.centerX == root.centerX
H:[avatar]-(-12)-[badge]
badge.top == avatar.top
H:|-margin-[nameLabel]-[nameField(>=120)]-margin-| options: alignAllCenterY
H:|-margin-[emailLabel(==nameLabel)]-[emailField]-margin-| options: alignAllCenterY
H:|-margin-[passwordLabel(==nameLabel)]-[passwordField]-margin-| options: alignAllCenterY
V:[passwordField]-gap-[terms]-(>=gap)-[signUp]
H:|-margin-[terms]-margin-|
H:|-margin-[cancel(==signUp)]-(>=8)-[signUp]-margin-| options: alignAllCenterY
V:[signUp]-[footer]-margin-|
H:|-margin-[footer]-margin-|
H:[spinner]-[signUp]
spinner.centerY == signUp.centerY
"""


def sweep(n):
    """The typical screen, re-solved at 100 widths (300, 302, ..., 498); n is ignored."""
    widths = ",".join(str(300 + 2 * i) for i in range(100))
    return [f"# vflc: --width {widths} --height 667"] + SCREEN.rstrip("\n").split("\n")


def screen(n):
    """The typical screen at one width: the start-up benchmark's input."""
    return ["# vflc: --width 375 --height 667"] + SCREEN.rstrip("\n").split("\n")


FAMILIES = {"chain": chain, "grid": grid, "nested": nested, "priorities": priorities,
            "conflict": conflict, "conflict-local": conflict_local, "sweep": sweep, "screen": screen}


def main(argv):
    if len(argv) != 4 or argv[1] not in FAMILIES:
        sys.stderr.write(f"usage: generate.py {{{'|'.join(FAMILIES)}}} N OUT.vfl\n")
        return 64
    n = int(argv[2])
    if n < 1:
        sys.stderr.write("generate.py: N must be at least 1\n")
        return 64
    with open(argv[3], "w") as out:
        out.write("\n".join(FAMILIES[argv[1]](n)) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
