# fish completion for vflc. Install: copy to ~/.config/fish/completions/vflc.fish.

set -l devices iphone4s iphone5 iphone6 iphone6plus ipad ipadpro

complete -c vflc -f
complete -c vflc -k -a '(__fish_complete_suffix .vfl)' -d 'VFL file'
complete -c vflc -l width -x -d 'Container width in points (comma-separated list to sweep)'
complete -c vflc -l height -x -d 'Container height in points'
complete -c vflc -l device -x -a "$devices" -d 'Size and size classes of a device'
complete -c vflc -l landscape -d 'With --device: landscape size and traits'
complete -c vflc -l split -x -a '1/3 1/2 2/3' -d 'Share of an iPad in Split View or Slide Over'
complete -c vflc -l traits -x -a 'wC wR hC hR wC,hC wC,hR wR,hC wR,hR' -d 'Force size classes'
complete -c vflc -l scale -x -a '1 2 3' -d 'Display scale: snap edges to the 1/s point grid'
complete -c vflc -l format -x -a 'json ascii svg ir swift' -d 'Output format'
complete -c vflc -s o -l output -r -F -d 'Write the output to a file, atomically'
complete -c vflc -l check -r -F -d 'Compare the output with a file'
complete -c vflc -l check-dir -x -a '(__fish_complete_directories)' -d 'Compare each input with DIR/NAME.<ext>'
complete -c vflc -l update -d 'With --check or --check-dir: rewrite files that differ'
complete -c vflc -l strict -d 'Treat warnings as errors'
complete -c vflc -l ios -x -a '7 11 17 18' -d 'UIKit release whose semantics apply'
complete -c vflc -l rtl -d 'Right-to-left user interface'
complete -c vflc -l columns -x -d 'Width of the ASCII diagram (20-1000)'
complete -c vflc -l charset -x -a 'ascii unicode' -d 'Characters of the ASCII diagram'
complete -c vflc -l diagnostics-format -x -a 'text json' -d 'Diagnostics as text or JSON'
complete -c vflc -l color -x -a 'auto always never' -d 'Colour diagnostics'
complete -c vflc -l suppress -x -a 'expected unexpected unexpected-character invalid-utf8 invalid-number number-too-large unexpected-at-end empty-view empty-predicate-list duplicate-superview superview-in-middle double-dash dangling-connection unbalanced-parenthesis priority-out-of-range invalid-relation unknown-orientation unknown-option unknown-attribute unknown-statement unknown-condition unknown-key duplicate-key invalid-intrinsic-size duplicate-multiplier unknown-metric unknown-view-or-metric unknown-item view-used-as-space metric-cycle unusable-number too-many-views too-many-constraints duplicate-declaration conflicting-parents reserved-name unknown-parent guide-as-parent ancestor-cycle superview-mismatch layout-guide-orientation alignment-axis conflicting-options baseline-spacing-axis location-needs-item incompatible-attributes zero-multiplier multiplier-out-of-range view-named-once unsatisfiable ambiguous-layout outside-fitting-size optional-constraint-broken usage-error unreadable-input unwritable-output warnings-not-shown unknown-diagnostic-id' -d 'Drop warnings with these diagnostic ids'
complete -c vflc -l max-warnings -x -d 'Print at most N warnings per file'
complete -c vflc -l version -d 'Show the version'
complete -c vflc -s h -l help -d 'Show help information'

# `vflc lint`: its own options (the shared ones above apply too), and Swift and Objective-C sources.
complete -c vflc -n '__fish_use_subcommand' -a lint -d 'Check the VFL in Swift and Objective-C sources'
complete -c vflc -n '__fish_seen_subcommand_from lint' -k -a '(__fish_complete_suffix .swift; __fish_complete_suffix .m; __fish_complete_suffix .mm)' -d 'Source file'
complete -c vflc -n '__fish_seen_subcommand_from lint' -l format-call -x -d 'Also check a wrapper NAME:LABEL'
complete -c vflc -n '__fish_seen_subcommand_from lint' -l verbose -d 'List every call found and skipped'
complete -c vflc -n '__fish_seen_subcommand_from lint' -l extract -d 'Print each literal format as a .vfl statement'
complete -c vflc -n '__fish_seen_subcommand_from lint' -l no-config -d 'Do not read a .vflc-lint file'
