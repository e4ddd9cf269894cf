#!/usr/bin/env bash
# vflc lint's speed on sources without VFL (the common case: every file of an app on every build).
# Generates N Swift files of about 4 KB (a view controller without VFL: comments, strings with
# interpolation, closures) and times `vflc lint` over the tree, release build, one process.
#     Benchmarks/lint_speed.sh [N]              # default 10000
#     LEX=1 Benchmarks/lint_speed.sh [N]        # each file also mentions `VisualFormat` in a
#                                               # comment, so every file is lexed in full
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
n="${1:-10000}"
tree="$(mktemp -d)"
trap 'rm -rf "$tree"' EXIT
python3 - "$tree" "$n" "${LEX:-0}" <<'PY'
import os, sys
tree, n, lex = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1"
body = ("// Not NSLayoutConstraint.constraints(withVisualFormat:) here.\n" if lex else "") + '''import UIKit

/// A screen of the app, number {i}: no visual format strings here.
final class Screen{i}ViewController: UIViewController {{
    private let titleLabel = UILabel()
    private let button = UIButton(type: .system)
    private var items: [String] = []

    override func viewDidLoad() {{
        super.viewDidLoad()
        title = "Screen {i}"
        titleLabel.text = "Hello, \\(items.count) items /* not a comment */"
        button.setTitle(NSLocalizedString("continue.{i}", comment: "a button"), for: .normal)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        items = (0..<{i} % 17).map {{ "item \\($0)" }}
    }}
'''
filler = '''
    // MARK: - Helper {k}
    func helper{k}(_ value: Int) -> String {{
        let text = #"raw \\(value) "quoted""#
        return value > {k} ? text : "small: \\(value)"
    }}
'''
for i in range(n):
    d = os.path.join(tree, f"Module{i // 500}")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, f"Screen{i}.swift"), "w") as f:
        f.write(body.format(i=i) + "".join(filler.format(k=k) for k in range(12)) + "}\n")
PY
swift build -c release --package-path "$root" --product vflc >/dev/null
vflc="$(swift build -c release --package-path "$root" --show-bin-path)/vflc"
bytes=$(du -sb "$tree" | cut -f1)
start=$(date +%s.%N)
"$vflc" lint "$tree"
end=$(date +%s.%N)
python3 -c "import sys; s=float(sys.argv[2])-float(sys.argv[1]); n=int(sys.argv[3]); print(f'{n} files, {int(sys.argv[4])/1e6:.1f} MB, no VFL: {s:.3f} s, {n/s:,.0f} files/s')" "$start" "$end" "$n" "$bytes"
