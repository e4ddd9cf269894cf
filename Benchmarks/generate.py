#!/usr/bin/env python3
"""Writes a benchmark layout family as a .vfl file.

    generate.py FAMILY N OUT.vfl

Families (see Benchmarks/README.md): chain, grid, nested, priorities, stacks, autoresizing,
text, conflict, conflict-local, unsat-chain, ambiguous-chain, sweep, screen.
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


def unsat_chain(n):
    """The chain family in a container too narrow for it (20 points a view, where each needs 28):
    the whole row conflicts, through one minimum width (`v0`'s, shared by `==v0`)."""
    lines = chain(n)
    lines[0] = f"# vflc: --width {n * 20} --height 50"
    lines[1] = f"# unsat-chain: the chain family's {n} views at 20 points each: unsatisfiable"
    return lines


def ambiguous_chain(n):
    """A row of n views, each at least 20 wide, between the container's edges: the total is fixed,
    how it is shared is not, so every view's width (and all but the first one's position) is
    ambiguous."""
    lines = [f"# vflc: --width {n * 30} --height 50",
             f"# ambiguous-chain: {n} views share the row's width in no determined way"]
    lines.append("H:|-8-" + "-8-".join(f"[v{i}(>=20)]" for i in range(n)) + "-8-|")
    lines += [f"V:|-8-[v{i}(30)]" for i in range(n)]
    return lines


# The rows of the stacks family: (distribution, alignment, whether one arranged view is hidden).
STACK_ROWS = [("fill", "center", False), ("fillEqually", "top", False), ("equalSpacing", "bottom", False),
              ("equalCentering", "center", False), ("fillProportionally", "fill", False), ("fill", "fill", True)]


def stacks(n):
    """Groups of 5 rows, each row a horizontal UIStackView of 4 views with intrinsic sizes, the
    rows cycling through 5 distributions and 4 alignments (one row in 6 has a hidden view). Even
    groups are vertical stacks of their rows; odd groups are plain containers whose rows are laid
    out with VFL. The groups are stacked with VFL in a 400-point-wide self-sizing root. A group
    is 26 views (itself, 5 rows, 20 arranged views)."""
    rows_per_group, leaves_per_row = 5, 4
    groups = max(1, round(n / (1 + rows_per_group * (1 + leaves_per_row))))
    lines = ["# vflc: --width 400",
             f"# stacks: {groups} groups of {rows_per_group} horizontal stacks of {leaves_per_row} views, "
             "in vertical stacks or VFL containers"]
    leaf = row = 0
    for g in range(groups):
        rows = [f"r{row + k}" for k in range(rows_per_group)]
        if g % 2 == 0:
            lines.append(f"stack g{g} axis=vertical spacing=6 arranged={','.join(rows)}")
        else:
            lines.append(f"view g{g}")
        for name in rows:
            distribution, alignment, hides = STACK_ROWS[row % len(STACK_ROWS)]
            leaves = [f"l{leaf + k}" for k in range(leaves_per_row)]
            placement = "" if g % 2 == 0 else f" in=g{g}"
            lines.append(f"stack {name}{placement} distribution={distribution} alignment={alignment} spacing=8 "
                         f"arranged={','.join(leaves)}")
            for k, name_k in enumerate(leaves):
                i = leaf + k
                w, h = 30 + (i * 37) % 41, 16 + (i * 11) % 17
                # fill: the first view is the one that stretches (the lowest hugging).
                hug = " hug=249,250" if distribution == "fill" and k == 0 else ""
                hidden = " hidden" if hides and k == 2 else ""
                lines.append(f"view {name_k} intrinsic={w}x{h}{hug}{hidden}")
            leaf += leaves_per_row
            row += 1
        if g % 2 == 1:
            lines += [f"H:|-[{name}]-|" for name in rows]
            lines.append("V:|-" + "-".join(f"[{name}]" for name in rows) + "-|")
    lines += [f"H:|-[g{g}]-|" for g in range(groups)]
    lines.append("V:|-" + "-".join(f"[g{g}]" for g in range(groups)) + "-|")
    return lines


# Masks of the autoresizing family's tiles, cycled: margins, width, all three, none, one side.
TILE_MASKS = ["flexibleLeftMargin,flexibleRightMargin", "flexibleWidth", "flexibleLeftMargin,flexibleWidth,flexibleRightMargin",
              "none", "flexibleRightMargin,flexibleHeight", "flexibleLeftMargin,flexibleTopMargin,flexibleBottomMargin"]


def autoresizing(n):
    """Views placed by autoresizing masks, laid out at 1.25 x 1.1 their design size. The root
    (`design`) holds full-width bands (flexible width, top and bottom margins), each band 8 tiles
    (masks cycling through flexible margins, width, all three, none, height), each tile a title
    (fixed), an icon (flexible left margin) and a body (flexible width and height) with frames,
    plus two Auto Layout views laid out with VFL: a caption pinned to the tile's edges and a badge
    under the icon. A band is 49 views (itself, 8 tiles of 6). Fully determined."""
    tiles_per_band, tile_w, tile_h, gap = 8, 110, 90, 10
    bands = max(1, round(n / (1 + 6 * tiles_per_band)))
    band_w, band_h = gap + tiles_per_band * (tile_w + gap), tile_h + 2 * gap
    design_w, design_h = band_w, bands * band_h
    lines = [f"# vflc: --width {design_w * 5 // 4} --height {design_h * 11 // 10}",
             f"# autoresizing: {bands} bands of {tiles_per_band} tiles, frames for {design_w}x{design_h}",
             f"design {design_w}x{design_h}"]
    tile = 0
    for b in range(bands):
        lines.append(f"view b{b} frame=0,{b * band_h},{band_w},{band_h} "
                     "autoresizing=flexibleWidth,flexibleTopMargin,flexibleBottomMargin")
        for k in range(tiles_per_band):
            t = f"t{tile}"
            mask = TILE_MASKS[tile % len(TILE_MASKS)]
            lines += [f"view {t} in=b{b} frame={gap + k * (tile_w + gap)},{gap},{tile_w},{tile_h} autoresizing={mask}",
                      f"view {t}title in={t} frame=8,8,60,16",
                      f"view {t}icon in={t} frame=82,8,20,20 autoresizing=flexibleLeftMargin",
                      f"view {t}body in={t} frame=8,30,94,30 autoresizing=flexibleWidth,flexibleHeight",
                      f"view {t}caption in={t}",
                      f"view {t}badge in={t}",
                      f"H:|-8-[{t}caption]-8-|",
                      f"V:[{t}caption(14)]-4-|",
                      f"H:[{t}badge(12)]-4-|",
                      f"V:[{t}icon]-2-[{t}badge(12)]"]
            tile += 1
    return lines


def text(n):
    """A self-sizing table (375 wide, no height) of cells with wrapping labels: each cell a title
    (one line, left-aligned at its natural width), a body of unlimited lines and, in one cell in
    three, a two-line footnote beside a 40-point thumbnail. Bodies are 60 to 1,500 points of text,
    1 to 5 lines at the cell's width, so the height depends on the width: vflc lays the labels out
    at their one-line sizes, then again at the widths they got, until they settle (two passes
    here). A cell is 3 views, 5 with a footnote."""
    lines = ["# vflc: --width 375", "# text: self-sizing cells with wrapping labels"]
    cells, views = [], 0
    while views < n:
        c = len(cells)
        title_w = 60 + (c * 29) % 140
        body_w = 60 + (c * 211) % 1441
        lines += [f"view c{c}",
                  f"view c{c}title in=c{c} text={title_w}x20 lines=1",
                  f"view c{c}body in=c{c} text={body_w}x18 lines=0",
                  f"H:|-16-[c{c}title]-(>=16)-|",
                  f"H:|-16-[c{c}body]-(>=16)-|"]
        views += 3
        if c % 3 == 2:
            note_w = 100 + (c * 53) % 500
            lines += [f"view c{c}thumb in=c{c}",
                      f"view c{c}note in=c{c} text={note_w}x14 lines=2",
                      f"H:|-16-[c{c}thumb(40)]-8-[c{c}note]-(>=16)-|",
                      f"V:|-12-[c{c}title]-4-[c{c}body]-8-[c{c}thumb(40)]-12-|",
                      f"c{c}note.top == c{c}thumb.top"]
            views += 2
        else:
            lines.append(f"V:|-12-[c{c}title]-4-[c{c}body]-12-|")
        cells.append(f"c{c}")
    lines += [f"H:|[{c}]|" for c in cells]
    lines.append("V:|" + "".join(f"[{c}]" for c in cells) + "|")
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


FAMILIES = {"chain": chain, "grid": grid, "nested": nested, "priorities": priorities, "stacks": stacks,
            "autoresizing": autoresizing, "text": text,
            "conflict": conflict, "conflict-local": conflict_local, "unsat-chain": unsat_chain,
            "ambiguous-chain": ambiguous_chain, "sweep": sweep, "screen": screen}


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
