#!/usr/bin/env python3
"""Writes a synthetic iOS app's Interface Builder documents for vflc's speed goal: reading and
laying out a 1,000-document app (about 40 MB of XML) in at most 2 seconds on 2 cores.

    python3 Benchmarks/ib/make_app.py OUT_DIR [--documents 1000] [--megabytes 40] [--seed 1]

Our own generated content, shaped as Xcode 15/16 saves it (toolsVersion 22505, the iPhone 14
Pro, `retina6_12`, 393 x 852, safe area 59 top and 34 bottom): storyboards of several view
controllers (a title label pinned to the safe area, an image view, a horizontal stack of buttons
and a vertical stack of labels between the root's margins, a table view down to the safe area
with prototype cells) and xibs (a table cell, a collection cell, a card view). Every view's
stored frame is what UIKit gives it, computed here with the same rules, so the app also serves
as a corpus for measure.py (every scene should be reproduced). Python 3 standard library only.
"""

import argparse
import os
import random

TOOLS = "22505"
W, H, TOP, BOTTOM, MARGIN = 393, 852, 59, 34, 16
HEADER = ('<?xml version="1.0" encoding="UTF-8"?>\n'
          '<document type="com.apple.InterfaceBuilder3.CocoaTouch.%s" version="3.0" '
          'toolsVersion="' + TOOLS + '" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" '
          'useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"%s>\n'
          '    <device id="retina6_12" orientation="portrait" appearance="light"/>\n'
          '    <dependencies>\n'
          '        <deployment identifier="iOS"/>\n'
          '        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>\n'
          '        <capability name="Safe area layout guides" minToolsVersion="9.0"/>\n'
          '        <capability name="System colors in document resources" minToolsVersion="11.0"/>\n'
          '        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>\n'
          '    </dependencies>\n')
WORDS = ("account settings profile orders history search favourites messages photos music "
         "library reminders weather calendar notes payments delivery support privacy").split()


def n(x):
    return ("%.3f" % x).rstrip("0").rstrip(".") if x != int(x) else "%d.0" % x


class Ids:
    """IB-style object ids (`abc-12-xYz`), unique within a document."""
    ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

    def __init__(self, rng):
        self.rng, self.used = rng, set()

    def __call__(self):
        while True:
            a = "".join(self.rng.choice(self.ALPHABET) for _ in range(8))
            i = "%s-%s-%s" % (a[:3], a[3:5], a[5:])
            if i not in self.used:
                self.used.add(i)
                return i


class Writer:
    def __init__(self):
        self.lines = []

    def __call__(self, depth, text):
        self.lines.append("    " * depth + text)

    def text(self):
        return "\n".join(self.lines) + "\n"


def rect(w, d, x, y, width, height):
    w(d, '<rect key="frame" x="%s" y="%s" width="%s" height="%s"/>' % (n(x), n(y), n(width), n(height)))


def color(w, d, key, name):
    w(d, '<color key="%s" systemColor="%s"/>' % (key, name))


def label(w, d, ids, lid, frame, text, size=17, lines=1):
    w(d, '<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" '
         'verticalHuggingPriority="251" text="%s" textAlignment="natural" lineBreakMode="tailTruncation" '
         'numberOfLines="%d" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" '
         'translatesAutoresizingMaskIntoConstraints="NO" id="%s">' % (text, lines, lid))
    rect(w, d + 1, *frame)
    w(d + 1, '<fontDescription key="fontDescription" type="system" pointSize="%d"/>' % size)
    w(d + 1, '<nil key="textColor"/>')
    w(d + 1, '<nil key="highlightedColor"/>')
    w(d, '</label>')


def button(w, d, bid, frame, title):
    w(d, '<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" '
         'contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" '
         'translatesAutoresizingMaskIntoConstraints="NO" id="%s">' % bid)
    rect(w, d + 1, *frame)
    w(d + 1, '<state key="normal" title="Button"/>')
    w(d + 1, '<buttonConfiguration key="configuration" style="filled" title="%s"/>' % title)
    w(d, '</button>')


def image_view(w, d, iid, frame, constraints):
    w(d, '<imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" '
         'horizontalHuggingPriority="251" verticalHuggingPriority="251" '
         'translatesAutoresizingMaskIntoConstraints="NO" id="%s">' % iid)
    rect(w, d + 1, *frame)
    w(d + 1, '<constraints>')
    for c in constraints:
        w(d + 2, c)
    w(d + 1, '</constraints>')
    w(d, '</imageView>')


def constraint(ids, first, fattr, second=None, sattr=None, constant=0):
    parts = []
    if first:
        parts.append('firstItem="%s"' % first)
    parts.append('firstAttribute="%s"' % fattr)
    if second:
        parts.append('secondItem="%s" secondAttribute="%s"' % (second, sattr))
    if constant:
        parts.append('constant="%g"' % constant)
    return '<constraint %s id="%s"/>' % (" ".join(parts), ids())


def view_controller(w, ids, rng, index, cells):
    """One scene: returns nothing, writes the XML. Frames follow the constraints."""
    vc, root, safe = ids(), ids(), ids()
    title, image, hstack, vstack, table = ids(), ids(), ids(), ids(), ids()
    nbuttons = rng.choice((2, 3))
    nlabels = rng.randint(2, 5)
    buttons = [ids() for _ in range(nbuttons)]
    labels = [ids() for _ in range(nlabels)]
    image_side = rng.choice((80, 100, 120))
    w(2, '<scene sceneID="%s">' % ids())
    w(3, '<objects>')
    w(4, '<viewController storyboardIdentifier="Screen%d" id="%s" customClass="Screen%dViewController" '
         'customModule="App" customModuleProvider="target" sceneMemberID="viewController">' % (index, vc, index))
    w(5, '<view key="view" contentMode="scaleToFill" id="%s">' % root)
    rect(w, 6, 0, 0, W, H)
    w(6, '<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>')
    w(6, '<subviews>')
    inner = W - 2 * MARGIN
    y = TOP + 16
    label(w, 7, ids, title, (20, y, W - 40, 24), "%s %d" % (rng.choice(WORDS).title(), index), size=20)
    y += 24 + 12
    image_view(w, 7, image, ((W - image_side) / 2, y, image_side, image_side),
               [constraint(ids, None, "width", constant=image_side),
                constraint(ids, None, "height", constant=image_side)])
    y += image_side + 20
    # A horizontal stack of buttons, fill equally, between the root's margins.
    bw = (inner - 8 * (nbuttons - 1)) / nbuttons
    w(7, '<stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="8" '
         'translatesAutoresizingMaskIntoConstraints="NO" id="%s">' % hstack)
    rect(w, 8, MARGIN, y, inner, 35)
    w(8, '<subviews>')
    for i, b in enumerate(buttons):
        button(w, 9, b, (i * (bw + 8), 0, bw, 35), rng.choice(WORDS).title())
    w(8, '</subviews>')
    w(8, '<constraints>')
    w(9, constraint(ids, None, "height", constant=35))
    w(8, '</constraints>')
    w(7, '</stackView>')
    y += 35 + 16
    # A vertical stack of one-line labels.
    vh = nlabels * 21 + (nlabels - 1) * 4
    w(7, '<stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" '
         'translatesAutoresizingMaskIntoConstraints="NO" id="%s">' % vstack)
    rect(w, 8, MARGIN, y, inner, vh)
    w(8, '<subviews>')
    for i, lid in enumerate(labels):
        label(w, 9, ids, lid, (0, i * 25, inner, 21), "%s: %s" % (rng.choice(WORDS).title(), rng.choice(WORDS)))
    w(8, '</subviews>')
    w(7, '</stackView>')
    y += vh + 16
    # A table view from there down to the safe area's bottom, with prototype cells.
    w(7, '<tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" '
         'dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" '
         'estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" '
         'sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" '
         'translatesAutoresizingMaskIntoConstraints="NO" id="%s">' % table)
    rect(w, 8, 0, y, W, H - BOTTOM - y)
    color(w, 8, "backgroundColor", "systemBackgroundColor")
    w(8, '<prototypes>')
    for c in range(cells):
        cell_xml(w, 9, ids, rng, "Cell%d" % c, 28 + 50 * c, prototype=True)
    w(8, '</prototypes>')
    w(7, '</tableView>')
    w(6, '</subviews>')
    w(6, '<viewLayoutGuide key="safeArea" id="%s"/>' % safe)
    color(w, 6, "backgroundColor", "systemBackgroundColor")
    w(6, '<constraints>')
    cs = [
        constraint(ids, title, "top", safe, "top", 16),
        constraint(ids, title, "leading", safe, "leading", 20),
        constraint(ids, safe, "trailing", title, "trailing", 20),
        constraint(ids, image, "top", title, "bottom", 12),
        constraint(ids, image, "centerX", root, "centerX"),
        constraint(ids, hstack, "top", image, "bottom", 20),
        constraint(ids, hstack, "leading", root, "leadingMargin"),
        constraint(ids, root, "trailingMargin", hstack, "trailing"),
        constraint(ids, vstack, "top", hstack, "bottom", 16),
        constraint(ids, vstack, "leading", root, "leadingMargin"),
        constraint(ids, root, "trailingMargin", vstack, "trailing"),
        constraint(ids, table, "top", vstack, "bottom", 16),
        constraint(ids, table, "leading", safe, "leading"),
        constraint(ids, safe, "trailing", table, "trailing"),
        constraint(ids, safe, "bottom", table, "bottom"),
    ]
    for c in cs:
        w(7, c)
    w(6, '</constraints>')
    w(5, '</view>')
    w(5, '<connections>')
    w(6, '<outlet property="titleLabel" destination="%s" id="%s"/>' % (title, ids()))
    w(6, '<outlet property="tableView" destination="%s" id="%s"/>' % (table, ids()))
    w(5, '</connections>')
    w(4, '</viewController>')
    w(4, '<placeholder placeholderIdentifier="IBFirstResponder" id="%s" userLabel="First Responder" '
         'customClass="UIResponder" sceneMemberID="firstResponder"/>' % ids())
    w(3, '</objects>')
    w(3, '<point key="canvasLocation" x="%d" y="%d"/>' % (100 + 900 * index, 100))
    w(2, '</scene>')


def cell_xml(w, d, ids, rng, reuse, y, prototype):
    """A table cell: an icon, a title and a detail label, pinned to the content view."""
    cell, content, icon, text, detail = ids(), ids(), ids(), ids(), ids()
    h = 60
    extra = ' reuseIdentifier="%s"' % reuse
    w(d, '<tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" '
         'selectionStyle="default" indentationWidth="10"%s rowHeight="%d" id="%s" customClass="%sTableViewCell">'
         % (extra, h, cell, reuse))
    rect(w, d + 1, 0, y, W, h)
    w(d + 1, '<autoresizingMask key="autoresizingMask"/>')
    w(d + 1, '<tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" '
             'contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" '
             'tableViewCell="%s" id="%s">' % (cell, content))
    rect(w, d + 2, 0, 0, W, h)
    w(d + 2, '<autoresizingMask key="autoresizingMask"/>')
    w(d + 2, '<subviews>')
    image_view(w, d + 3, icon, (16, 14, 32, 32), [constraint(ids, None, "width", constant=32),
                                                 constraint(ids, None, "height", constant=32)])
    label(w, d + 3, ids, text, (60, 10, W - 76, 21), rng.choice(WORDS).title())
    label(w, d + 3, ids, detail, (60, 33, W - 76, 17), rng.choice(WORDS), size=14)
    w(d + 2, '</subviews>')
    w(d + 2, '<constraints>')
    for c in (constraint(ids, icon, "leading", content, "leading", 16),
              constraint(ids, icon, "centerY", content, "centerY"),
              constraint(ids, text, "leading", icon, "trailing", 12),
              constraint(ids, text, "top", content, "top", 10),
              constraint(ids, content, "trailing", text, "trailing", 16),
              constraint(ids, detail, "leading", text, "leading"),
              constraint(ids, detail, "trailing", text, "trailing"),
              constraint(ids, detail, "top", text, "bottom", 2)):
        w(d + 3, c)
    w(d + 2, '</constraints>')
    w(d + 1, '</tableViewCellContentView>')
    w(d, '</tableViewCell>')


def storyboard(rng, scenes):
    ids = Ids(rng)
    w = Writer()
    first = ids()
    w.lines.append((HEADER % ("Storyboard.XIB", ' initialViewController="%s"' % first)).rstrip("\n"))
    w(1, '<scenes>')
    ids.used.discard(first)
    for i in range(scenes):
        view_controller(w, ids, rng, i, cells=rng.randint(1, 3))
    w(1, '</scenes>')
    w(1, '<resources>')
    w(2, '<systemColor name="systemBackgroundColor">')
    w(3, '<color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>')
    w(2, '</systemColor>')
    w(1, '</resources>')
    w(0, '</document>')
    return w.text()


def xib(rng, kind):
    ids = Ids(rng)
    w = Writer()
    w.lines.append((HEADER % ("XIB", "")).rstrip("\n"))
    w(1, '<objects>')
    w(2, '<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File\'s Owner"/>')
    w(2, '<placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>')
    if kind == "cell":
        cell_xml(w, 2, ids, rng, "ItemCell", 0, prototype=False)
    else:
        # A card: a top-level view with a title, a body label and a button, pinned to its edges.
        root, title, body, action = ids(), ids(), ids(), ids()
        cw, ch = 343, 160
        w(2, '<view contentMode="scaleToFill" id="%s" customClass="CardView">' % root)
        rect(w, 3, 0, 0, cw, ch)
        w(3, '<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>')
        w(3, '<subviews>')
        label(w, 4, ids, title, (12, 12, cw - 24, 24), rng.choice(WORDS).title(), size=20)
        label(w, 4, ids, body, (12, 44, cw - 24, 42), "%s and %s" % (rng.choice(WORDS), rng.choice(WORDS)),
              lines=2)
        button(w, 4, action, (cw - 12 - 100, ch - 12 - 35, 100, 35), "Open")
        w(3, '</subviews>')
        w(3, '<constraints>')
        for c in (constraint(ids, title, "top", root, "top", 12),
                  constraint(ids, title, "leading", root, "leading", 12),
                  constraint(ids, root, "trailing", title, "trailing", 12),
                  constraint(ids, body, "top", title, "bottom", 8),
                  constraint(ids, body, "leading", title, "leading"),
                  constraint(ids, body, "trailing", title, "trailing"),
                  constraint(ids, action, "width", None, None, 100),
                  constraint(ids, root, "trailing", action, "trailing", 12),
                  constraint(ids, root, "bottom", action, "bottom", 12)):
            w(4, c)
        w(3, '</constraints>')
        w(3, '<point key="canvasLocation" x="0" y="0"/>')
        w(2, '</view>')
    w(1, '</objects>')
    w(0, '</document>')
    return w.text()


def main():
    ap = argparse.ArgumentParser(description="Writes a synthetic app's storyboards and xibs.")
    ap.add_argument("out")
    ap.add_argument("--documents", type=int, default=1000)
    ap.add_argument("--megabytes", type=float, default=40)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    # Three documents in five are storyboards; their scene count is chosen so the whole app
    # comes to about --megabytes (a scene is about 21 KB, a xib about 5 KB).
    storyboards = args.documents * 3 // 5
    xibs = args.documents - storyboards
    budget = args.megabytes * 1e6 - xibs * 5000
    scenes_each = max(1, round(budget / storyboards / 21500))
    total = 0
    for i in range(storyboards):
        text = storyboard(rng, max(1, scenes_each + rng.randint(-1, 1)))
        with open(os.path.join(args.out, "Screen%04d.storyboard" % i), "w") as f:
            f.write(text)
        total += len(text)
    for i in range(xibs):
        kind = "cell" if i % 2 == 0 else "card"
        text = xib(rng, kind)
        name = ("ItemCell%04d.xib" if kind == "cell" else "CardView%04d.xib") % i
        with open(os.path.join(args.out, name), "w") as f:
            f.write(text)
        total += len(text)
    print("%d documents (%d storyboards, %d xibs), %.1f MB in %s" % (
        args.documents, storyboards, xibs, total / 1e6, args.out))


if __name__ == "__main__":
    main()
