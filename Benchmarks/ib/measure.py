#!/usr/bin/env python3
"""How many Interface Builder scenes does vflc lay out as Xcode stored them?

An oracle independent of vflc's own reader: it parses every .storyboard and .xib under a corpus
directory with xml.etree.ElementTree, finds the scenes (a view controller's root view, a xib's
top-level views, table and collection cells' content views, table header and footer views,
collection section headers and footers), keeps the scenes whose stored frames Xcode keeps
consistent (no view marked misplaced="YES" or ambiguous="YES", and no required constraint
between two of its views that the stored frames themselves break by more than pixel rounding
can explain), runs vflc on each scene at the
root's stored size and the safe area Xcode simulated for the document's device, and compares
every view's frame in vflc's JSON with the stored one (within 0.5 point). A view that a size-class
<variation> leaves out somewhere, missing from vflc's output with its subviews, is no miss:
whether it is installed depends on the size classes, and Xcode stores a frame for it either way.

    python3 Benchmarks/ib/measure.py --corpus /path/to/documents --vflc .build/release/vflc
    python3 Benchmarks/ib/measure.py --default-geometry      # vflc chooses the geometry itself
    python3 Benchmarks/ib/measure.py --geometry-report       # the inset table against the corpus
    python3 Benchmarks/ib/measure.py --insets stored --explain   # and how many misses vflc explains
    python3 Benchmarks/ib/measure.py --lenient-edges         # 0.5 point each side, not pixel rounding

Python 3 standard library only. See Benchmarks/README.md, "Interface Builder documents".
"""

import argparse
import collections
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

TOLERANCE = 0.5
# Stored frames are held to how far pixel rounding can move them (rounding_bound); with
# --lenient-edges, to 0.5 point on each side of a constraint, as before 2026-11-28.
PIXEL_BOUND = True

# IB device ids: portrait screen size in points, and the safe-area insets (top, bottom) in
# portrait and (left, right, bottom) in landscape, as today's iOS reports them. Classic devices
# (a status bar, no rounded corners) have top = the status bar's 20 points; on iPads with rounded
# corners the status bar is 24 and the home indicator 20. Sources: Apple's Human Interface
# Guidelines (layout, device screen sizes) and the safe-area insets UIKit reports on each
# simulator (as collected by e.g. useyourloaf.com "iPhone safe area insets").
DEVICES = {
    # id: (width, height, top, bottom, landscape side, landscape bottom)
    "retina3_5": (320, 480, 20, 0, 0, 0),
    "retina4_0": (320, 568, 20, 0, 0, 0),
    "retina4_7": (375, 667, 20, 0, 0, 0),
    "retina5_5": (414, 736, 20, 0, 0, 0),
    "retina5_9": (375, 812, 44, 34, 44, 21),
    "retina6_5": (414, 896, 44, 34, 44, 21),
    "retina6_1": (414, 896, 44, 34, 44, 21),
    "retina6_0": (390, 844, 47, 34, 47, 21),
    "retina5_4": (375, 812, 50, 34, 50, 21),
    "retina6_7": (428, 926, 47, 34, 47, 21),
    "retina6_12": (393, 852, 59, 34, 59, 21),
    "retina6_72": (430, 932, 59, 34, 59, 21),
    "retina6_3": (402, 874, 62, 34, 62, 21),
    "retina6_9": (440, 956, 62, 34, 62, 21),
    "ipad9_7": (768, 1024, 20, 0, 0, 0),
    "ipad10_2": (810, 1080, 20, 0, 0, 0),
    "ipad10_5": (834, 1112, 20, 0, 0, 0),
    "ipad12_9": (1024, 1366, 20, 0, 0, 0),
    "ipad7_9": (744, 1133, 24, 20, 0, 20),
    "ipad10_9rounded": (820, 1180, 24, 20, 0, 20),
    "ipad11_0rounded": (834, 1194, 24, 20, 0, 20),
    "ipad12_9rounded": (1024, 1366, 24, 20, 0, 20),
}

# Insets that changed with the Xcode that saved the document (toolsVersion): retina6_1 (the
# iPhone 11, 414 x 896 at every toolsVersion in the corpus) has a top inset of 44 before
# toolsVersion 21000 and 48 after; retina5_9 44, then 47, 50 from 21700; the iPhone 8 class has
# a 20-point status bar, but 0 from toolsVersion 14800 (Xcode 10.2) until 21700 (Xcode 14.3):
# those Xcodes did not simulate it; Xcode 16.3 to Xcode 26 (23700-32699) doubled a
# home-indicator phone's top and bottom insets in portrait.
# `--geometry-report` checks these against the stored frames of the corpus.
LEGACY_SCREEN_TYPES = {  # Xcode 5-7's <simulatedScreenMetrics type=...>
    "retina35": "retina3_5", "retina4": "retina4_0", "retina47": "retina4_7",
    "retina55": "retina5_5", "retina4_7.fullscreen": "retina4_7",
}
SIZE_TO_DEVICE = {(320, 480): "retina3_5", (320, 568): "retina4_0", (375, 667): "retina4_7",
                  (414, 736): "retina5_5", (375, 812): "retina5_9", (414, 896): "retina6_1",
                  (390, 844): "retina6_0", (393, 852): "retina6_12", (430, 932): "retina6_72",
                  (428, 926): "retina6_7", (768, 1024): "ipad9_7", (1024, 1366): "ipad12_9"}
NAV_BAR, PROMPT, LARGE_TITLE, TAB_BAR, TOOLBAR, PAD_NAV_BAR = 44, 30, 52, 49, 44, 50
# Xcode 26 (toolsVersion 24000 up to 32700) draws iOS 26's navigation bar, 10 points taller.
TALL_NAV_BAR_TOOLS, TALL_NAV_BAR_EXTRA = range(24000, 32700), 10


def device_geometry(device_id, orientation, tools):
    """Screen size and safe-area insets (top, left, bottom, right) Xcode simulated, or None."""
    if device_id not in DEVICES:
        return None
    w, h, top, bottom, side, lbottom = DEVICES[device_id]
    if device_id == "retina6_1" and tools >= 21000:
        top = 48
    if device_id == "retina5_9" and tools >= 21000:
        top = 50 if tools >= 21700 else 47
    if device_id in ("retina6_0", "retina6_7") and tools < 21000:
        top = 44
    classic = bottom == 0 and not device_id.startswith("ipad")
    if classic and 14800 <= tools < 21700:
        top = 0
    # Xcode 16.3 to Xcode 26 (23700-32699) stored a home-indicator phone's portrait frames with
    # its top and bottom insets doubled (`--geometry-report` shows it).
    if bottom and not device_id.startswith("ipad") and 23700 <= tools < 32700 and orientation != "landscape":
        top, bottom = 2 * top, 2 * bottom
    if orientation == "landscape":
        # Phones hide the status bar in landscape; iPads keep it.
        t = top if device_id.startswith("ipad") else 0
        return (h, w, (t, side, lbottom, side))
    return (w, h, (top, 0, bottom, 0))


def number(s, default=0.0):
    try:
        return float(s)
    except (TypeError, ValueError):
        return default


def frame_of(elem):
    """A view's stored frame: `<rect key="frame">`, or the `<frame key="frameInset">` Xcode 8.0
    (toolsVersion 11201) wrote (minX, minY, width, height, each left out when 0; one measured
    from the superview's far edge, maxX or maxY, is not read: None)."""
    for child in elem:
        if child.tag == "rect" and child.get("key") == "frame":
            return (number(child.get("x")), number(child.get("y")),
                    number(child.get("width")), number(child.get("height")))
        if child.tag == "frame" and child.get("key") == "frameInset":
            if child.get("maxX") is not None or child.get("maxY") is not None:
                return None
            return (number(child.get("minX")), number(child.get("minY")),
                    number(child.get("width")), number(child.get("height")))
    return None


def subviews_of(elem):
    """A view's subviews; a visual effect view's content view (`<view key="contentView">`) too."""
    for child in elem:
        if child.tag == "subviews":
            yield from child
        elif elem.tag == "visualEffectView" and child.tag == "view" and child.get("key") == "contentView":
            yield child


def view_class(v):
    """The class a miss is filed under: IB's element name, with what changes its sizing."""
    cls = v.tag
    if cls == "label":
        lines = v.get("numberOfLines", "1")
        if lines == "0" or number(lines, 1) > 1:
            cls = "label (multi-line)"
    elif cls == "stackView":
        cls = "stackView (%s)" % v.get("axis", "horizontal")
    elif v.get("customClass") and cls == "view":
        cls = "view (custom class)"
    if v.get("hidden") == "YES":
        cls += " [hidden]"
    return cls


def uninstalled(root):
    """Ids of the views a size-class <variation> leaves out somewhere in the scene: whether they
    are installed depends on the size classes, and Xcode stores a frame for them either way."""
    return {e.get("reference") for mask in root.iter("mask") if mask.get("key") == "subviews"
            for e in mask if e.tag == "exclude"}


def descendants(root):
    """The views of a scene: the root's <subviews>, recursively, in document order."""
    out = []
    stack = list(reversed(list(subviews_of(root))))
    while stack:
        v = stack.pop()
        out.append(v)
        stack.extend(reversed(list(subviews_of(v))))
    return out


class Scene:
    def __init__(self, doc, root, kind, controller=None):
        self.doc, self.root, self.kind, self.controller = doc, root, kind, controller
        self.id = root.get("id")
        self.status_bar_hidden = False
        self.short_root = False
        self.top_anchored_view = False
        self.views = descendants(root)
        # Views some size class leaves out: missing from vflc's output is no miss (see uninstalled).
        self.uninstalled = uninstalled(root)
        self.parent_of = {c.get("id"): v for v in [root] + self.views for c in subviews_of(v)}


def find_scenes(doc_root, is_xib):
    """Scene roots in document order: (root element, kind, view controller element or None)."""
    found = []
    seen = set()

    def add(root, kind, controller=None):
        if root is not None and root.get("id") and root.get("id") not in seen:
            seen.add(root.get("id"))
            found.append((root, kind, controller))

    objects_lists = doc_root.iter("objects")
    for objects in objects_lists:
        for obj in objects:
            if obj.tag in ("placeholder", "customObject", "exit", "segue", "tapGestureRecognizer"):
                continue
            view = next((c for c in obj if c.get("key") == "view" and frame_of(c) is not None), None)
            if view is not None:
                add(view, "controller", obj)
            elif is_xib and frame_of(obj) is not None:
                if obj.tag in ("tableViewCell", "collectionViewCell", "collectionReusableView",
                               "tableViewHeaderFooterView"):
                    continue  # found below, as cells and headers
                add(obj, "xib view")
    for cell in doc_root.iter():
        if cell.tag in ("tableViewCell", "collectionViewCell", "tableViewHeaderFooterView"):
            content = next((c for c in cell if c.get("key") == "contentView"), None)
            if content is not None and frame_of(content) is not None:
                add(content, "cell" if cell.tag != "tableViewHeaderFooterView" else "header/footer")
            elif cell.tag == "tableViewHeaderFooterView" and frame_of(cell) is not None:
                add(cell, "header/footer")
        elif cell.tag == "collectionReusableView":
            add(cell, "header/footer")
        key = cell.get("key")
        if key in ("tableHeaderView", "tableFooterView") and frame_of(cell) is not None:
            add(cell, "header/footer")
    return found


def along_pushes(starts, pushes, take):
    """Walks show and push segues (`pushes`: source id → destination ids) out of `starts`:
    `take(source, destination)` records what the destination inherits and says whether the walk
    goes on from it (False: it was reached before, or keeps its own)."""
    todo = list(starts)
    while todo:
        src = todo.pop()
        for dst in pushes.get(src, []):
            if take(src, dst):
                todo.append(dst)


def bars_of(controller, nav_roots, tab_children, toolbars=frozenset(), tools=0, pad=False, home=False):
    """Top and bottom bar heights Xcode simulates above/below a view controller's root view:
    its own Simulated Metrics (a bar, or "None", <nil>), else its containers' bars. A toolbar
    is 49 high from Xcode 14 (toolsVersion 21000), 44 before but above a home indicator (49);
    an iPad's navigation bar 50 from Xcode 10 (14300), as vflc draws it (large titles 96 on any
    device, unless the view controller's navigation item never shows them); Xcode 26's bar is
    10 taller on any device."""
    toolbar = 49.0 if tools >= 21000 or home else TOOLBAR
    tall = TALL_NAV_BAR_EXTRA if tools in TALL_NAV_BAR_TOOLS else 0
    nav_bar = NAV_BAR + tall if tall else PAD_NAV_BAR if pad and tools >= 14300 else NAV_BAR
    item = controller.find("navigationItem")
    never = item is not None and item.get("largeTitleDisplayMode") == "never"
    top = bottom = 0.0
    cid = controller.get("id")
    sim = {c.get("key"): c for c in controller if c.tag.startswith("simulated") or c.tag == "nil"}
    topbar = sim.get("simulatedTopBarMetrics")
    if topbar is not None and topbar.tag == "simulatedNavigationBarMetrics":
        top = nav_bar + (PROMPT if topbar.get("prompted") == "YES" else 0)
    elif topbar is not None and topbar.tag == "nil":
        top = 0.0
    elif cid in nav_roots:
        top = NAV_BAR + LARGE_TITLE + tall if nav_roots[cid] and not never else nav_bar
    bottombar = sim.get("simulatedBottomBarMetrics")
    if bottombar is not None:
        bottom = {"simulatedTabBarMetrics": TAB_BAR, "simulatedToolbarMetrics": toolbar}.get(bottombar.tag, 0.0)
    elif cid in tab_children:
        bottom = TAB_BAR
    elif cid in toolbars:
        bottom = toolbar
    if controller.tag in ("navigationController", "tabBarController"):
        top = bottom = 0.0
    return top, bottom


class Document:
    def __init__(self, path, rel):
        self.path, self.rel = path, rel
        self.error = None
        self.scenes = []
        try:
            tree = ET.parse(path)
        except (ET.ParseError, OSError) as e:
            self.error = "unreadable XML (%s)" % type(e).__name__
            return
        root = tree.getroot()
        if root.tag != "document":
            self.error = "pre-Xcode 5 <archive>" if root.tag == "archive" else "not an IB document"
            return
        if root.get("version") != "3.0":
            self.error = "pre-Xcode 5 document (version %s)" % root.get("version")
            return
        self.runtime = root.get("targetRuntime", "")
        if self.runtime not in ("iOS.CocoaTouch", "iOS.CocoaTouch.iPad"):
            self.error = "runtime %s" % (self.runtime or "none")
            return
        self.tools = int(number(re.sub(r"\..*", "", root.get("toolsVersion", "0"))))
        self.autolayout = root.get("useAutolayout") == "YES"
        device = root.find("device")
        self.device = device.get("id") if device is not None else None
        self.orientation = device.get("orientation", "portrait") if device is not None else "portrait"
        if self.device is None:
            for m in root.iter("simulatedScreenMetrics"):
                self.device = LEGACY_SCREEN_TYPES.get(m.get("type", "retina4"))
                break
        is_xib = path.endswith(".xib")
        # A navigation controller's root (relationship "rootViewController") and a tab bar
        # controller's children (relationship "viewControllers") get the bars.
        # A view controller pushed (a "show" or "push" segue) from one of them inherits them.
        nav_roots, tab_children, toolbars = {}, set(), set()
        tab_direct = []  # a tab bar controller's own children, before any nav root or push joins them
        pushes = collections.defaultdict(list)
        for objects in root.iter("objects"):
            for ctrl in objects:
                for seg in ctrl.iter("segue"):  # from the controller or a cell or button in it
                    if seg.get("kind") in ("show", "push"):
                        pushes[ctrl.get("id")].append(seg.get("destination"))
        for ctrl in root.iter():
            if ctrl.tag not in ("navigationController", "tabBarController"):
                continue
            large = any(b.get("key") == "navigationBar" and b.get("largeTitles") == "YES" for b in ctrl)
            for seg in ctrl.findall("connections/segue"):
                if seg.get("relationship") == "rootViewController":
                    # A navigation controller that hides its bar draws none over its stack.
                    if ctrl.get("navigationBarHidden") != "YES":
                        nav_roots[seg.get("destination")] = large
                    if ctrl.get("toolbarHidden") == "NO":
                        toolbars.add(seg.get("destination"))
                elif seg.get("relationship") == "viewControllers":
                    tab_children.add(seg.get("destination"))
                    tab_direct.append(seg.get("destination"))
        for nav in root.iter("navigationController"):
            if nav.get("id") in tab_children:
                for seg in nav.findall("connections/segue"):
                    if seg.get("relationship") == "rootViewController":
                        tab_children.add(seg.get("destination"))
        controllers = {c.get("id"): c for objects in root.iter("objects") for c in objects}

        def pushed(src, dst):
            if dst in nav_roots:
                return False
            nav_roots[dst] = nav_roots[src]
            # One pushed with hidesBottomBarWhenPushed has no tab bar or toolbar from Xcode 9
            # (toolsVersion 13000); Xcode 8 and earlier drew them anyway.
            hides = self.tools >= 13000 and controllers.get(dst) is not None \
                and controllers[dst].get("hidesBottomBarWhenPushed") == "YES"
            if src in tab_children and not hides:
                tab_children.add(dst)
            if src in toolbars and controllers.get(dst) is not None and not hides:
                toolbars.add(dst)
            return True

        along_pushes(list(nav_roots), pushes, pushed)
        # Xcode 8 and earlier (before 13000) drew the tab bar under what a show or push segue from
        # a tab bar controller, or from a child of one outside a navigation controller, leads to,
        # and on along such segues.
        if self.tools < 13000:
            def tab_shown(src, dst):
                own = controllers.get(dst)
                if dst in tab_children or own is None or own.tag in ("navigationController", "tabBarController"):
                    return False
                if any(c.get("key") == "simulatedBottomBarMetrics" and c.tag == "nil" for c in own):
                    return False
                tab_children.add(dst)
                return True

            along_pushes([c.get("id") for c in root.iter("tabBarController")]
                         + [c for c in tab_direct if controllers.get(c) is not None
                            and controllers[c].tag != "navigationController"], pushes, tab_shown)
        # A view controller that simulates a navigation bar passes it on along its show and push
        # segues too (its navigation controller may be in another storyboard).
        def simulated_bar_pushed(src, dst):
            own = controllers.get(dst)
            if dst in nav_roots or own is None or any(c.get("key") == "simulatedTopBarMetrics" for c in own):
                return False
            nav_roots[dst] = False
            return True

        along_pushes([cid for cid, ctrl in controllers.items() if cid not in nav_roots and any(
            c.get("key") == "simulatedTopBarMetrics" and c.tag == "simulatedNavigationBarMetrics" for c in ctrl)],
            pushes, simulated_bar_pushed)
        # Simulated Metrics' Status Bar: "None" is <nil key="simulatedStatusBarMetrics"/>; a view
        # controller that writes none inherits its container's (the navigation or tab bar
        # controller that shows it, then what that one inherits).
        container = {}
        for ctrl in controllers.values():
            if ctrl.tag in ("navigationController", "tabBarController"):
                for seg in ctrl.findall("connections/segue"):
                    if seg.get("relationship") in ("rootViewController", "viewControllers"):
                        container.setdefault(seg.get("destination"), ctrl.get("id"))

        def contained(src, dst):
            if dst in container:
                return False
            container[dst] = container[src]
            return True

        along_pushes([c for c in container if controllers.get(container[c]) is not None
                      and controllers[container[c]].tag == "navigationController"], pushes, contained)

        def status_bar_hidden(cid, depth=0):
            ctrl = controllers.get(cid)
            if ctrl is None or depth > 8:
                return False
            own = [c for c in ctrl if c.get("key") == "simulatedStatusBarMetrics"]
            if own:
                return own[0].tag == "nil"
            return cid in container and status_bar_hidden(container[cid], depth + 1)

        # Before Xcode 9 (toolsVersion 13000) a container view's child (shown only by embed
        # segues) that writes no status bar of its own was drawn without one.
        incoming = {}
        for seg in root.iter("segue"):
            incoming.setdefault(seg.get("destination"), set()).add(seg.get("kind"))
        embedded = {cid for cid, kinds in incoming.items() if kinds == {"embed"} and cid in controllers
                    and not any(c.get("key") == "simulatedStatusBarMetrics" for c in controllers[cid])}

        self.inferred_device = None
        pad = (self.device or "").startswith("ipad")
        home = self.device in DEVICES and DEVICES[self.device][3] > 0
        for elem, kind, controller in find_scenes(root, is_xib):
            s = Scene(self, elem, kind, controller)
            # A xib's view carries its own simulated metrics.
            owner = controller if controller is not None else elem if kind == "xib view" else None
            s.bars = (bars_of(owner, nav_roots, tab_children, toolbars, self.tools, pad, home)
                      if owner is not None else (0, 0))
            s.status_bar_hidden = controller is not None and (status_bar_hidden(controller.get("id")) or (
                self.tools < 13000 and controller.get("id") in embedded))
            # Before Xcode 10.2 (toolsVersion 14800) a phone's root (a view controller's, a xib's
            # view) shorter than the smallest iPhone screen (480), under no navigation bar, was
            # drawn without a status bar.
            root_frame = frame_of(elem)
            s.short_root = self.tools < 14800 and root_frame is not None and root_frame[3] < 480
            # Xcode 10.2 to 14.2 drew a freeform xib view no wider than the screen at the screen's
            # top: its bottom inset only as far as it reaches down into the home indicator's.
            s.top_anchored_view = (
                kind == "xib view" and 14800 <= self.tools < 21700
                and any(c.tag == "freeformSimulatedSizeMetrics" and c.get("key") == "simulatedDestinationMetrics"
                        for c in elem))
            self.scenes.append(s)


def safe_area(scene, doc):
    """(top, left, bottom, right) for a scene, or None when the device is unknown."""
    stored = frame_of(scene.root)
    if scene.kind in ("cell", "header/footer"):
        return (0, 0, 0, 0)
    device = doc.device
    if device is None:
        device = SIZE_TO_DEVICE.get((round(stored[2]), round(stored[3])))
    # Xcode wrote retina6_1 for the iPhone 12-14 (390 wide) too, and from Xcode 16 retina6_7
    # for the 15 and 16 Plus (430 wide): the stored width tells them apart.
    if device == "retina6_1" and round(stored[2]) in (390, 844):
        device = "retina6_0"
    if device == "retina6_7" and round(stored[2]) in (430, 932):
        device = "retina6_72"
    geo = device_geometry(device, doc.orientation, doc.tools) if device else None
    if geo is None:
        return None
    _, _, (t, l, b, r) = geo
    if scene.top_anchored_view and stored[2] <= geo[0]:
        b = max(0, b - max(0, geo[1] - stored[3]))
    if scene.short_root and not scene.bars[0] and t <= 24 and not device.startswith("ipad"):
        t = 0
    if scene.status_bar_hidden and t <= 24 and doc.tools < 13000:
        t = 0  # a status bar, not a sensor housing; Xcode 9 on draws it anyway
    bar_top, bar_bottom = scene.bars
    t += bar_top
    if bar_bottom:
        b += bar_bottom
    # A view that does not extend under its container's bars (edgesForExtendedLayout without
    # .top or .bottom) sits below or above them: they and the screen's edge inset nothing there.
    extended = scene.controller.find("extendedEdge") if scene.controller is not None else None
    if extended is not None and extended.get("key") == "edgesForExtendedLayout":
        if bar_top and extended.get("top") != "YES":
            t = 0
        if bar_bottom and extended.get("bottom") != "YES":
            b = 0
    # A root under an opaque bar starts below it (its stored y): its own top inset shrinks by
    # that much. Otherwise Xcode insets the root by the device's and the bars' insets whatever
    # its size (a freeform root shorter than the screen still has the home indicator's 34 at its
    # bottom, by the corpus's stored frames).
    y = stored[1] if scene.kind == "controller" else 0.0
    top, left, bottom, right = max(0.0, t - y), l, b, r
    return (top, left, bottom, right)


def fmt(n):
    return ("%.3f" % n).rstrip("0").rstrip(".") if n != int(n) else str(int(n))


def consistency(scene):
    """Why Xcode's stored frames cannot be compared with vflc's for this scene, or None."""
    for v in [scene.root] + scene.views:
        if v.get("misplaced") == "YES":
            return "misplaced view"
        if v.get("ambiguous") == "YES":
            return "ambiguous view"
    for v in [scene.root] + scene.views:
        if frame_of(v) is None:
            return "view without a stored frame"
    if not scene.views:
        return "no subviews (nothing to compare)"
    for v in [scene.root] + scene.views:
        if any(c.get("placeholder") == "YES" for c in v.findall("constraints/constraint")):
            return "a placeholder constraint (the canvas keeps it, the app drops it)"
    if min(frame_of(scene.root)[2:]) < 0.5:
        return "a root of zero width or height"
    if broken_constraint(scene):
        return "stored frames break a required constraint of the document"
    if broken_stack_arrangement(scene):
        return "stored frames break a stack view's arrangement"
    return None


def broken_stack_arrangement(scene):
    """The first stack view of the scene whose arranged subviews the stored frames place against
    one of UIKit's required stack constraints, by more than 0.5 point, as (stack id, view id,
    what), or None: Xcode did not keep those frames consistent. Two rules are read: across a
    stack aligned `fill` without layout margins of its own, every arranged view spans the stack
    (UISV-alignment); along a stack with a numeric spacing, adjacent views are `spacing` apart
    when it is distributed `fill` or `fillEqually`, at least that when `equalSpacing` or
    `equalCentering` (UISV-spacing). Stacks arranged by baselines, or otherwise in some size
    class (a <variation> of their spacing, axis, alignment or distribution), or with a
    hidden view, a view a size class leaves out, or a control placed by its alignment rect, are
    not read."""
    left_out = uninstalled(scene.root)
    for stack in scene.root.iter("stackView"):
        listed = stack.find("subviews")
        arranged = list(listed) if listed is not None else []
        varies = any(variation.get(name) for variation in stack.findall("variation")
                     for name in ("spacing", "axis", "alignment", "distribution"))
        if (stack.get("baselineRelativeArrangement") == "YES" or varies or not arranged or frame_of(stack) is None
                or any(v.get("hidden") == "YES" or v.tag in ALIGNMENT_RECT_CLASSES or v.get("id") in left_out
                       or frame_of(v) is None for v in arranged)):
            continue
        along = 1 if stack.get("axis") == "vertical" else 0
        across = 1 - along
        margins = (stack.get("layoutMarginsRelativeArrangement") == "YES"
                   or any(c.tag in ("edgeInsets", "directionalEdgeInsets") for c in stack))
        if stack.get("alignment") in (None, "fill") and not margins:
            size = frame_of(stack)[across + 2]
            for v in arranged:
                f = frame_of(v)
                if abs(f[across]) > TOLERANCE or abs(f[across + 2] - size) > TOLERANCE:
                    return (stack.get("id"), v.get("id"), "does not span the stack (alignment fill)")
        # fillProportionally drops the spacing beside a view of no length: not read.
        if not stack.get("spacingType") and stack.get("distribution") != "fillProportionally":
            spacing = number(stack.get("spacing"), 0.0)
            at_least = stack.get("distribution") in ("equalSpacing", "equalCentering")
            for before, after in zip(arranged, arranged[1:]):
                a, b = frame_of(before), frame_of(after)
                gap = b[along] - (a[along] + a[along + 2])
                if gap < spacing - TOLERANCE if at_least else abs(gap - spacing) > TOLERANCE:
                    return (stack.get("id"), after.get("id"), "%s after the view before, spacing %s"
                            % (fmt(gap), fmt(spacing)))
    return None


FRAME_ATTRIBUTES = {"left", "right", "leading", "trailing", "top", "bottom", "width", "height",
                    "centerX", "centerY"}
SCROLL_VIEWS = {"scrollView", "tableView", "collectionView", "textView"}
# Controls whose alignment rect (what constraints place) is not their frame.
ALIGNMENT_RECT_CLASSES = {"switch", "slider", "segmentedControl", "stepper", "pageControl",
                          "progressView", "activityIndicatorView", "datePicker"}


def ratio(s):
    """A constraint's multiplier: a number, IB's ratio (`16:9`, `1/3`) or a percentage (`100%`)."""
    if s is None:
        return 1.0
    if s.endswith("%"):
        return number(s[:-1], 100.0) / 100
    if ":" in s or "/" in s:
        a, b = re.split("[:/]", s, maxsplit=1)
        return number(a, 1.0) / (number(b, 1.0) or 1.0)
    return number(s, 1.0)


def absolute_frames(scene):
    """{id: (x, y, w, h)} of the root (at 0, 0) and every view, in the root's coordinates."""
    out = {scene.root.get("id"): (0.0, 0.0) + tuple(frame_of(scene.root)[2:])}
    todo = [(scene.root, 0.0, 0.0)]
    while todo:
        parent, px, py = todo.pop()
        for v in subviews_of(parent):
            f = frame_of(v)
            if f is None:
                continue
            out[v.get("id")] = (px + f[0], py + f[1], f[2], f[3])
            todo.append((v, px + f[0], py + f[1]))
    return out


def attribute_value(frame, attr):
    x, y, w, h = frame
    return {"left": x, "leading": x, "right": x + w, "trailing": x + w, "top": y, "bottom": y + h,
            "width": w, "height": h, "centerX": x + w / 2, "centerY": y + h / 2}[attr]


def half_pixel(scene):
    """Half the pixel Xcode rounded this scene's frames to, read from the frames themselves: UIKit
    rounds each edge of a view's frame, in its superview's coordinates, to the nearest pixel of
    the device (1/3 point at 3x, 1/2 at 2x), but older Xcodes stored whole points. Thirds alone
    among the stored values mean 3x, halves 2x; whole points only, or a value on no pixel grid
    (stored unrounded), 1 point: the coarsest, so the bound can then only be too lenient."""
    fractions = set()
    for v in [scene.root] + scene.views:
        f = frame_of(v)
        for x in f or ():
            sixths = (x - int(x)) * 6
            if abs(sixths - round(sixths)) > 0.01:
                return 0.5
            if round(sixths) % 6:
                fractions.add(round(sixths) % 6)
    if not fractions:
        return 0.5
    return 1 / 6 if fractions <= {2, 4} else 0.25


def rounding_bound(item, attr, owner, parents, root, half):
    """How far pixel rounding can move `attr` of `item` as measured from the stored frames in the
    coordinates of `owner` (the view holding the constraint), or None when `item` is not `owner`
    or a view under it. Each view's frame is rounded once, in its superview's coordinates, to the
    pixel grid; whether UIKit rounds its two edges or its origin and its size, its origin moves by
    at most half a pixel, its far edge and its size by at most a pixel, and its centre by at most
    three quarters of one. A view d levels below the owner adds half a pixel for each ancestor's
    origin between them; the owner's own leading and top edges are its origin (0), and its size
    moves by a pixel, or not at all for the scene's root, whose size is the one measured."""
    near, far, centre = half, 2 * half, 1.5 * half
    if item == owner:
        if attr in ("left", "leading", "top") or owner == root:
            return 0.0
        return half if attr in ("centerX", "centerY") else far
    depth, p = 1, parents.get(item)
    while p is not None and p != owner:
        depth, p = depth + 1, parents.get(p)
    if p is None:
        return None
    if attr in ("width", "height"):
        return far
    own = near if attr in ("left", "leading", "top") else centre if attr in ("centerX", "centerY") else far
    return (depth - 1) * half + own


def broken_constraint(scene):
    """The first required constraint of the scene that its stored frames break by more than
    pixel rounding can explain (rounding_bound; never more than 0.5 point on each side, and not
    at all for a width or height fixed to a whole number of points, which pixel rounding leaves
    exact), as text, or None: Xcode did not keep those frames consistent (stale
    frames of an older Xcode, or a conflict in the document). Only constraints between the scene's own views
    on frame attributes are evaluated, exactly, from the stored frames: margins, baselines,
    guides, optional and size-class-dependent constraints, controls whose alignment rect is not
    their frame, and a scroll view's constraints to its content are left out, so nothing here depends on vflc's or UIKit's rules."""
    frames = absolute_frames(scene)
    views = scene.views
    elements = {v.get("id"): v for v in [scene.root] + views}
    parents = {c.get("id"): v.get("id") for v in [scene.root] + views for c in subviews_of(v)}
    # Constraints installed per size class are named by the <variation>s' masks: left out.
    varying = {ref.get("reference") for v in [scene.root] + views
               for mask in v.iter("mask") for ref in mask}
    half = half_pixel(scene)

    def inside_scroll(a, b):
        for inner, outer in ((a, b), (b, a)):
            p = parents.get(inner)
            while p is not None:
                if p == outer and elements[outer].tag in SCROLL_VIEWS:
                    return True
                p = parents.get(p)
        return False

    for owner in [scene.root] + views:
        for c in owner.findall("constraints/constraint"):
            if (c.get("placeholder") == "YES" or number(c.get("priority"), 1000) < 1000
                    or c.get("id") in varying or len(c) > 0):  # a child: per-class constants
                continue
            first, second = c.get("firstItem", owner.get("id")), c.get("secondItem")
            fa, sa = c.get("firstAttribute"), c.get("secondAttribute")
            if (fa not in FRAME_ATTRIBUTES or first not in frames
                    or elements[first].tag in ALIGNMENT_RECT_CLASSES):
                continue
            # Attributes are measured in the coordinates of the view holding the constraint
            # (IB installs it on the items' nearest common ancestor): it matters for multipliers.
            ox, oy = frames[owner.get("id")][:2]

            def value(item, attr):
                x, y, w, h = frames[item]
                return attribute_value((x - ox, y - oy, w, h), attr)

            lhs = value(first, fa)
            rhs = number(c.get("constant"))
            m = 0.0
            if second is not None:
                if (sa not in FRAME_ATTRIBUTES or second not in frames or inside_scroll(first, second)
                        or elements[second].tag in ALIGNMENT_RECT_CLASSES):
                    continue
                m = ratio(c.get("multiplier"))
                if m != 1 and "width" not in (fa, sa) and "height" not in (fa, sa):
                    continue  # a position scaled: its value depends on the origin UIKit takes
                rhs += m * value(second, sa)
            elif fa not in ("width", "height"):
                continue
            # Each stored frame may be rounded by up to the comparison's tolerance; but a width or
            # height a constraint fixes to a whole number of points is on every pixel grid, where
            # rounding leaves it as it is (the size's own, or its two edges', which share their
            # fraction): Xcode stores exactly that length, or it broke the constraint.
            tolerance = TOLERANCE * (1 + abs(m))
            if PIXEL_BOUND:
                bound = rounding_bound(first, fa, owner.get("id"), parents, scene.root.get("id"), half)
                if second is not None:
                    other = rounding_bound(second, sa, owner.get("id"), parents, scene.root.get("id"), half)
                    bound = None if bound is None or other is None else bound + abs(m) * other
                if bound is not None:
                    tolerance = min(tolerance, bound + 1e-3)
            relation = c.get("relation")
            if second is None and (relation or "equal") == "equal" and rhs == int(rhs):
                tolerance = 1e-3
            off = lhs - rhs
            broken = (off < -tolerance if relation == "greaterThanOrEqual" else
                      off > tolerance if relation == "lessThanOrEqual" else abs(off) > tolerance)
            if broken:
                return "%s (%s.%s %s by %s)" % (c.get("id"), first, fa, relation or "equal", fmt(round(off, 3)))
    return None


def run_vflc(vflc, scene, default_geometry, stored_insets, timeout):
    doc = scene.doc
    cmd = [vflc, doc.path, "--scene", scene.id, "--format", "json", "--diagnostics-format", "json"]
    if not default_geometry:
        _, _, w, h = frame_of(scene.root)
        cmd += ["--width", fmt(w), "--height", fmt(h)]
        insets = safe_area(scene, doc)
        if insets is not None and stored_insets and scene.kind in ("controller", "xib view"):
            implied = implied_insets(scene)
            t, l, b, r = insets
            if implied["top"] and implied["top"].most_common(1)[0][0] >= 0:
                t = implied["top"].most_common(1)[0][0]
            if implied["bottom"] and implied["bottom"].most_common(1)[0][0] >= 0:
                b = implied["bottom"].most_common(1)[0][0]
            if implied["left"] and implied["left"].most_common(1)[0][0] >= 0:
                l = implied["left"].most_common(1)[0][0]
            if implied["right"] and implied["right"].most_common(1)[0][0] >= 0:
                r = implied["right"].most_common(1)[0][0]
            insets = (t, l, b, r)
        if insets is not None:
            cmd += ["--safe-area", ",".join(fmt(i) for i in insets)]
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return cmd, None, b"", b"timeout"
    return cmd, p.returncode, p.stdout, p.stderr


def diagnostic_ids(stderr, severity="error"):
    """The ids of vflc's JSON diagnostics of one severity (every run asks for JSON)."""
    return [did for sev, did, _ in diagnostics(stderr) if sev == severity]


def json_diagnostics(stderr):
    """vflc's JSON diagnostics (one object a line), as dicts."""
    out = []
    for line in stderr.decode("utf-8", "replace").splitlines():
        line = line.strip()
        if line.startswith("{"):
            try:
                out.append(json.loads(line))
            except ValueError:
                continue
    return out


def diagnostics(stderr):
    """[(severity, id, message)] of vflc's JSON diagnostics."""
    return [(d.get("severity", "?"), d.get("id") or "usage", d.get("message", "")) for d in json_diagnostics(stderr)]


def first_message(stderr):
    for line in stderr.decode("utf-8", "replace").splitlines():
        line = line.strip()
        if line.startswith("{"):
            try:
                return json.loads(line).get("message", line)
            except ValueError:
                pass
        if line:
            return line
    return ""


def vflc_views(stdout):
    text = stdout.decode("utf-8", "replace").strip()
    data = json.loads(text)
    if isinstance(data, list):
        data = data[0]
    views = {}
    for vid, v in data.get("views", {}).items():
        f = v.get("frame", v)
        views[vid] = (f["x"], f["y"], f["width"], f["height"])
    return views


def compare(scene, views):
    """[(view element, stored frame, vflc frame or None)] for every view more than 0.5 off."""
    misses = []
    out = {v.get("id") for v in scene.views if v.get("id") in scene.uninstalled and v.get("id") not in views}
    for v in scene.views:
        stored = frame_of(v)
        got = views.get(v.get("id"))
        if got is None:
            # Left out in these size classes, with its subviews.
            p, left_out = v, False
            while p is not None and not left_out:
                left_out = p.get("id") in out
                p = scene.parent_of.get(p.get("id"))
            if not left_out:
                misses.append((v, stored, None))
        elif any(abs(a - b) > TOLERANCE for a, b in zip(stored, got)):
            misses.append((v, stored, got))
    return misses


def parent_map(scene):
    parents = {}
    for v in [scene.root] + scene.views:
        for c in subviews_of(v):
            parents[c] = v
    return parents


MARGIN_ATTRIBUTES = {"leadingMargin": "x", "trailingMargin": "x", "leftMargin": "x", "rightMargin": "x",
                     "centerXWithinMargins": "x", "topMargin": "y", "bottomMargin": "y",
                     "centerYWithinMargins": "y"}


def scene_cause(scene, misses, diags=()):
    """One cause a scene is filed under, from its outermost mismatching views (the others
    usually follow from them): vflc warned the layout ambiguous; a vertical offset shared by two
    or more of them that are otherwise right (geometry: the safe area or a bar); one of them is
    tied to its superview's margins on the axis where it is off (a margin vflc takes otherwise);
    it is an arranged subview of a stack view that is itself right; it is off by at most a point;
    else the class of the first of them."""
    if any(got is None for _, _, got in misses):
        return "view missing from vflc's output"
    parents = parent_map(scene)
    missing = {id(v) for v, _, _ in misses}
    top = [(v, s, g) for v, s, g in misses
           if id(parents.get(v)) not in missing]
    if any(sev == "warning" and did.startswith("ambiguous") for sev, did, _ in diags):
        return "ambiguous: vflc warned the layout ambiguous"
    dys = {round(g[1] - s[1], 1) for _, s, g in top}
    if len(top) >= 2 and len(dys) == 1 and all(abs(g[0] - s[0]) <= TOLERANCE and abs(g[2] - s[2]) <= TOLERANCE
                                               and abs(g[3] - s[3]) <= TOLERANCE for _, s, g in top):
        return "geometry: views moved vertically by %s" % fmt(dys.pop())
    for v, s, g in top:
        off = {"x": abs(g[0] - s[0]) > TOLERANCE or abs(g[2] - s[2]) > TOLERANCE,
               "y": abs(g[1] - s[1]) > TOLERANCE or abs(g[3] - s[3]) > TOLERANCE}
        parent = parents.get(v)
        pid = parent.get("id") if parent is not None else None
        for owner in [scene.root] + scene.views:
            for c in owner.findall("constraints/constraint"):
                first, second = c.get("firstItem", owner.get("id")), c.get("secondItem")
                for item, attr, other in ((first, c.get("firstAttribute"), second),
                                          (second, c.get("secondAttribute"), first)):
                    if item == pid and other == v.get("id") and off.get(MARGIN_ATTRIBUTES.get(attr)):
                        where = "cell content view" if parent is scene.root and scene.kind == "cell" else (
                            "root view" if parent is scene.root else parent.tag)
                        return "margins: tied to the %s's margins" % where
    v, s, g = top[0]
    parent = parents.get(v)
    if parent is not None and parent.tag == "stackView":
        return "stack: arranged subview of a %s stack (distribution %s, alignment %s)" % (
            parent.get("axis", "horizontal"), parent.get("distribution", "fill"), parent.get("alignment", "fill"))
    if all(abs(a - b) <= 1.0 for _, s, g in top for a, b in zip(s, g)):
        return "within a point: " + view_class(v)
    return "mismatch: " + view_class(v)


def measure_scene(args, scene):
    cmd, code, out, err = run_vflc(args.vflc, scene, args.default_geometry, args.insets == "stored", args.timeout)
    r = {"doc": scene.doc.rel, "scene": scene.id, "kind": scene.kind, "command": cmd, "exit": code,
         "diagnostics": diagnostics(err)}
    if code is None:
        r["cause"] = "timeout"
    elif code == 65:
        ids = diagnostic_ids(err) or ["(no id)"]
        r["cause"] = "exit 65: " + ids[0]
        r["ids"] = ids
        r["message"] = first_message(err)
    elif code != 0:
        r["cause"] = "exit %d" % code
        r["message"] = first_message(err)
    else:
        try:
            views = vflc_views(out)
        except (ValueError, KeyError, IndexError, TypeError):
            r["cause"] = "unreadable JSON"
            return r
        misses = compare(scene, views)
        r["views"] = len(scene.views)
        if misses:
            r["cause"] = scene_cause(scene, misses, r["diagnostics"])
            r["misses"] = [{"id": v.get("id"), "class": view_class(v), "stored": s, "vflc": g}
                           for v, s, g in misses]
        else:
            r["cause"] = None
    return r


def reason_for_miss(args, r):
    """Whether vflc says why it does not reproduce a scene: an error (its exit 65), or, laid out
    again with `--stored`, a warning other than `misplaced` (`ambiguous-layout`, …) or a
    `misplaced` warning with a note (a hidden arranged view, a bar's height, layout margins, …)."""
    if r["exit"] != 0:
        return r["exit"] == 65
    try:
        p = subprocess.run(r["command"] + ["--stored", "-o", os.devnull], capture_output=True,
                           timeout=args.timeout)
    except subprocess.TimeoutExpired:
        return False
    return any(d.get("severity") == "warning" and (d.get("id") != "misplaced" or d.get("notes"))
               for d in json_diagnostics(p.stderr))


def constraints_of(scene, vid):
    """The constraints that name view `vid`, as `first.attr == second.attr × m + c @p`."""
    names = {v.get("id"): "%s(%s)" % (v.tag, v.get("id")) for v in [scene.root] + scene.views}
    out = []
    for owner in [scene.root] + scene.views:
        for c in owner.findall("constraints/constraint"):
            first = c.get("firstItem", owner.get("id"))
            second = c.get("secondItem")
            if vid not in (first, second):
                continue
            rel = {"greaterThanOrEqual": ">=", "lessThanOrEqual": "<="}.get(c.get("relation"), "==")
            rhs = ""
            if second:
                rhs = "%s.%s" % (names.get(second, second), c.get("secondAttribute"))
                if c.get("multiplier"):
                    rhs += " x " + c.get("multiplier")
            k = c.get("constant")
            if k:
                rhs = (rhs + " + " + k) if rhs else k
            extra = "".join(" " + a for a in ("placeholder", "symbolic") if c.get(a) == "YES")
            out.append("%s.%s %s %s%s%s" % (names.get(first, first), c.get("firstAttribute"), rel,
                                            rhs or "0", " @" + c.get("priority") if c.get("priority") else "", extra))
    return out


def collect(corpus, limit):
    paths = []
    for d, dirs, files in os.walk(corpus):
        dirs.sort()
        for f in sorted(files):
            if f.endswith((".storyboard", ".xib")):
                paths.append(os.path.join(d, f))
    if limit:
        paths = paths[:limit]
    return [Document(p, os.path.relpath(p, corpus)) for p in paths]


def traits_of(doc):
    """The size classes of the document's device, {"widthClass": …, "heightClass": …}, or None:
    iPads are regular both ways; phones compact wide and regular high in portrait, and compact
    high in landscape, where the widest phones (414 points and more) are regular wide."""
    if doc.device not in DEVICES:
        return None
    if doc.device.startswith("ipad"):
        return {"widthClass": "regular", "heightClass": "regular"}
    if doc.orientation == "landscape":
        return {"widthClass": "regular" if DEVICES[doc.device][0] >= 414 else "compact", "heightClass": "compact"}
    return {"widthClass": "compact", "heightClass": "regular"}


def installed_in_traits(root, traits):
    """Whether a constraint id of `root`'s scene is installed in `traits`: the most specific
    <variation> whose size classes all match says, by its mask's include or exclude (`default`
    is the base); none, and it is. Without traits, a constraint any variation names is not
    counted on."""
    said = {}
    for v in root.iter("variation"):
        key = v.get("key", "")
        classes = [] if key == "default" else key.split("-")
        for e in v.iter():
            ref = e.get("reference")
            if not ref or e.tag not in ("include", "exclude"):
                continue
            if traits is None:
                said[ref] = (99, False)
                continue
            if not all("=" in c and traits.get(c.split("=")[0]) == c.split("=")[1] for c in classes):
                continue
            if said.get(ref, (-1, None))[0] < len(classes):
                said[ref] = (len(classes), e.tag == "include")
    return lambda ref: said.get(ref, (0, True))[1]


SCROLLING = ("scrollView", "tableView", "collectionView", "textView")


def implied_insets(s):
    """{"top"/"bottom"/"left"/"right": Counter} of the insets the stored frames imply: a view of
    the scene pinned to the root's safe area (or the top/bottom layout guide) by a required
    equality sits at the inset plus the constant (leading is left: the documents are
    left-to-right). Switches and sliders are not read, nor views inside a scroll view, nor
    `symbolic` ("standard") constraints to the safe area: Xcode stores a view standard-spaced to
    the safe area flush with it, whatever constant the document keeps beside the constraint
    (to a top or bottom layout guide, the constant kept is the space)."""
    found = {e: collections.Counter() for e in ("top", "bottom", "left", "right")}
    guides = {c.get("id"): "safe" for c in s.root
              if c.tag == "viewLayoutGuide" and c.get("key") == "safeArea"}
    if s.controller is not None:
        for c in s.controller.iter("viewControllerLayoutGuide"):
            guides[c.get("id")] = c.get("type")
    # A switch's or a slider's frame is wider than the alignment rect that constraints place (a
    # slider's a point taller, too): it shows no inset.
    # The root's subviews, and views further down pinned to the root's safe area, in the root's
    # coordinates (none in or below a scroll view further down: its content scrolls).
    absolute = absolute_frames(s)
    frames = {}
    todo = list(subviews_of(s.root))
    while todo:
        v = todo.pop()
        if v.tag not in ("switch", "slider"):
            frames[v.get("id")] = absolute.get(v.get("id"))
        if v.tag not in SCROLLING:
            todo.extend(c for c in subviews_of(v) if c.tag not in SCROLLING)
    w, h = frame_of(s.root)[2:]
    installed = installed_in_traits(s.root, traits_of(s.doc))
    for c in s.root.findall("constraints/constraint"):
        if c.get("relation") or c.get("priority") or c.get("multiplier") or not installed(c.get("id")):
            continue
        a, b = c.get("firstItem", s.id), c.get("secondItem")
        fa, sa = c.get("firstAttribute"), c.get("secondAttribute")
        k = number(c.get("constant"))
        for (v, va, g, ga, sign) in ((a, fa, b, sa, 1), (b, sa, a, fa, -1)):
            if v not in frames or g not in guides or frames[v] is None:
                continue
            if guides[g] == "safe" and c.get("symbolic") == "YES":
                continue
            f = frames[v]
            if guides[g] == "safe" and va == ga == "top" or guides[g] == "top" and va == "top" and ga == "bottom":
                found["top"][f[1] - sign * k] += 1
            elif (guides[g] == "safe" and va == ga == "bottom"
                  or guides[g] == "bottom" and va == "bottom" and ga == "top"):
                found["bottom"][h - (f[1] + f[3]) + sign * k] += 1
            elif guides[g] == "safe" and va == ga and va in ("leading", "left"):
                found["left"][f[0] - sign * k] += 1
            elif guides[g] == "safe" and va == ga and va in ("trailing", "right"):
                found["right"][w - (f[0] + f[2]) + sign * k] += 1
    return found


def geometry_report(docs):
    """The table's insets against those the stored frames imply."""
    rows = collections.defaultdict(lambda: collections.Counter())
    agree = total = 0
    for doc in docs:
        for s in doc.scenes:
            if s.kind not in ("controller", "xib view") or consistency(s):
                continue
            want = safe_area(s, doc)
            for edge, counts in implied_insets(s).items():
                for inset, count in counts.items():
                    table = None if want is None else want[("top", "left", "bottom", "right").index(edge)]
                    key = (doc.device or "?", doc.orientation, tools_bucket(doc.tools), s.kind, edge,
                           "bars %s/%s" % tuple(fmt(x) for x in s.bars))
                    rows[key][(fmt(inset), None if table is None else fmt(table))] += count
                    total += count
                    agree += count if table is not None and abs(table - inset) <= TOLERANCE else 0
    print("| device | orientation | toolsVersion | scene | edge | bars | stored inset (table's): count |")
    print("|---|---|---|---|---|---|---|")
    for key in sorted(rows):
        cells = ", ".join("%s (%s): %d" % (i, t, n) for (i, t), n in rows[key].most_common(6))
        print("| " + " | ".join(key) + " | " + cells + " |")
    print("\n%d of %d pinned edges agree with the table." % (agree, total))


def tools_bucket(t):
    for lo, hi in ((0, 7000), (7000, 12000), (12000, 15000), (15000, 17000), (17000, 21000),
                   (21000, 22000), (22000, 99999)):
        if lo <= t < hi:
            return "%d-%d" % (lo, hi - 1)
    return str(t)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", default="/work/ibcorpus")
    ap.add_argument("--vflc", default=".build/release/vflc")
    ap.add_argument("--limit", type=int, default=0, help="only the first N documents")
    ap.add_argument("--jobs", type=int, default=2, help="vflc processes at once")
    ap.add_argument("--show-misses", type=int, default=0, metavar="N",
                    help="print the first N mismatching scenes view by view")
    ap.add_argument("--cause", default="", help="with --show-misses: only scenes whose cause contains this")
    ap.add_argument("--smallest", action="store_true", help="with --show-misses: fewest views first")
    ap.add_argument("--json", action="store_true", help="machine-readable output")
    ap.add_argument("--default-geometry", action="store_true",
                    help="run plain `vflc DOC --scene ID`: vflc chooses size and safe area")
    ap.add_argument("--insets", choices=("table", "stored"), default="table",
                    help="stored: an inset the stored frames imply (a view pinned to the safe area) "
                         "replaces the table's")
    ap.add_argument("--geometry-report", action="store_true",
                    help="compare the inset table with the stored frames; runs no vflc")
    ap.add_argument("--explain", action="store_true",
                    help="count the scenes not reproduced that vflc says why about (an error, or with "
                         "--stored a warning or a misplaced view's note)")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--lenient-edges", action="store_true",
                    help="allow 0.5 point on each side of a constraint, not the pixel-rounding bound")
    args = ap.parse_args()
    global PIXEL_BOUND
    PIXEL_BOUND = not args.lenient_edges

    docs = collect(args.corpus, args.limit)
    if args.geometry_report:
        geometry_report([d for d in docs if not d.error])
        return 0
    skipped = collections.Counter(d.error for d in docs if d.error)
    ios = [d for d in docs if not d.error]
    scenes = [s for d in ios for s in d.scenes]
    excluded = collections.Counter()
    consistent = []
    for s in scenes:
        why = consistency(s)
        if why:
            excluded[why] += 1
        else:
            consistent.append(s)
    if not os.path.exists(args.vflc):
        sys.exit("measure.py: no vflc at %s (build it: swift build -c release)" % args.vflc)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(lambda s: measure_scene(args, s), consistent))
    reproduced = [r for r in results if r["cause"] is None]
    causes = collections.Counter(r["cause"] for r in results if r["cause"])
    groups = collections.Counter()
    for cause, n in causes.items():
        head = cause.split(":")[0]
        groups[cause if head.startswith(("exit", "margins")) else head] += n
    by_class = collections.Counter(m["class"] for r in results for m in r.get("misses", []))
    seen, seen_ok = collections.Counter(), collections.Counter()
    for r in results:
        if r["exit"] == 0:
            for key in {"%s %s" % (sev, did) for sev, did, _ in r["diagnostics"] if sev != "error"}:
                (seen_ok if r["cause"] is None else seen)[key] += 1
    kinds = collections.Counter(s.kind for s in consistent)
    kinds_ok = collections.Counter(r["kind"] for r in reproduced)
    summary = {
        "documents": len(docs), "ios_documents": len(ios), "skipped_documents": dict(skipped),
        "repositories": len({d.rel.split(os.sep)[0] for d in ios if os.sep in d.rel}),  # a folder each
        "scenes": len(scenes), "excluded": dict(excluded), "consistent": len(consistent),
        "reproduced": len(reproduced),
        "reproduced_percent": round(100.0 * len(reproduced) / len(consistent), 1) if consistent else 0.0,
        "by_kind": {k: [kinds_ok[k], kinds[k]] for k in kinds},
        "cause_groups": dict(groups.most_common()), "causes": dict(causes.most_common()), "mismatching_views_by_class": dict(by_class.most_common()),
        "diagnostics_in_misses": dict(seen.most_common()), "diagnostics_in_reproduced": dict(seen_ok.most_common()),
        "geometry": "default" if args.default_geometry else "stored size, insets from the " + args.insets,
    }
    if args.explain:
        missed = [r for r in results if r["cause"]]
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            reasons = list(pool.map(lambda r: reason_for_miss(args, r), missed))
        for r, why in zip(missed, reasons):
            r["reason_given"] = why
        summary["misses_with_a_reason"] = sum(reasons)
        summary["misses_without_a_reason"] = [[r["doc"], r["scene"], r["cause"]]
                                              for r, why in zip(missed, reasons) if not why]
    if args.json:
        summary["scenes_detail"] = results
        json.dump(summary, sys.stdout, indent=1, default=list)
        print()
        return 0
    print("| repositories | documents | iOS documents | scenes | consistent | reproduced | % reproduced |")
    print("|--:|--:|--:|--:|--:|--:|--:|")
    print("| %d | %d | %d | %d | %d | %d | %.1f |" % (summary["repositories"], len(docs), len(ios), len(scenes), len(consistent),
                                               len(reproduced), summary["reproduced_percent"]))
    print()
    print("Documents skipped: " + (", ".join("%s %d" % kv for kv in skipped.most_common()) or "none"))
    print("Scenes excluded (not comparable): "
          + (", ".join("%s %d" % kv for kv in excluded.most_common()) or "none"))
    print("By scene kind (reproduced / consistent): "
          + ", ".join("%s %d/%d" % (k, kinds_ok[k], kinds[k]) for k in sorted(kinds)))
    if args.explain:
        print("Scenes not reproduced that vflc says why about: %d of %d"
              % (summary["misses_with_a_reason"], len(consistent) - len(reproduced)))
        for doc, scene, cause in summary["misses_without_a_reason"]:
            print("  no reason given: %s scene %s (%s)" % (doc, scene, cause))
    print()
    print("| cause, grouped (scenes not reproduced) | scenes |")
    print("|---|--:|")
    for group, n in groups.most_common():
        print("| %s | %d |" % (group, n))
    print()
    print("| cause (scenes not reproduced) | scenes |")
    print("|---|--:|")
    for cause, n in causes.most_common():
        print("| %s | %d |" % (cause, n))
    print()
    print("| warnings and notes in the scenes laid out but not reproduced (reproduced) | scenes |")
    print("|---|--:|")
    for key, n in seen.most_common(15):
        print("| %s | %d (%d) |" % (key, n, seen_ok[key]))
    print()
    print("| class of a mismatching view | views |")
    print("|---|--:|")
    for cls, n in by_class.most_common(20):
        print("| %s | %d |" % (cls, n))
    shown = 0
    by_key = {(s.doc.rel, s.id): s for s in consistent}
    order = [r for r in results if r["cause"] is not None and (not args.cause or args.cause in r["cause"])]
    if args.smallest:
        order.sort(key=lambda r: r.get("views", 0))
    for r in order[:args.show_misses]:
        scene = by_key[(r["doc"], r["scene"])]
        print("\n%s scene %s (%s, %d views): %s" % (r["doc"], r["scene"], r["kind"], len(scene.views), r["cause"]))
        print("  " + " ".join(r["command"]))
        if "message" in r:
            print("  " + r["message"])
        for sev, did, msg in r["diagnostics"][:4]:
            print("  %s [%s] %s" % (sev, did, msg[:160]))
        for m in r.get("misses", [])[:12]:
            print("  %-12s %-28s stored %-28s vflc %s" % (
                m["id"], m["class"], ",".join(fmt(x) for x in m["stored"]),
                "-" if m["vflc"] is None else ",".join(fmt(x) for x in m["vflc"])))
        for m in r.get("misses", [])[:2]:
            for line in constraints_of(scene, m["id"]):
                print("      " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
