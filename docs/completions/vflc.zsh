#compdef vflc
# zsh completion for vflc. Install: copy to a directory in $fpath as `_vflc`.

_vflc_devices() {
    local -a devices
    devices=(iphone4s iphone5 iphone6 iphone6plus ipad ipadpro)
    _values -s , 'device' $devices
}

_vflc_ids() {
    local -a ids
    ids=(expected unexpected unexpected-character invalid-utf8 invalid-number number-too-large unexpected-at-end empty-view empty-predicate-list duplicate-superview superview-in-middle double-dash dangling-connection unbalanced-parenthesis priority-out-of-range invalid-relation unknown-orientation unknown-option unknown-attribute unknown-statement unknown-condition unknown-key duplicate-key invalid-intrinsic-size duplicate-multiplier unknown-metric unknown-view-or-metric unknown-item view-used-as-space metric-cycle unusable-number too-many-views too-many-constraints duplicate-declaration conflicting-parents reserved-name unknown-parent guide-as-parent ancestor-cycle superview-mismatch layout-guide-orientation alignment-axis conflicting-options baseline-spacing-axis location-needs-item incompatible-attributes zero-multiplier multiplier-out-of-range view-named-once unsatisfiable ambiguous-layout outside-fitting-size optional-constraint-broken usage-error unreadable-input unwritable-output warnings-not-shown unknown-diagnostic-id)
    _values -s , 'diagnostic id' $ids
}

if [[ $words[2] == lint ]] && (( CURRENT > 2 )); then
    # `vflc lint`: its own options, and Swift and Objective-C sources.
    shift words; (( CURRENT-- ))
    _arguments -s -S \
        '*--format-call=[also check a wrapper whose LABEL argument is a format]:name\:label:' \
        '--no-config[do not read a .vflc-lint file]' \
        '--verbose[list every call found and skipped]' \
        '--extract[print each literal format as a .vfl statement]' \
        '--strict[treat warnings as errors]' \
        '*--suppress=[drop warnings with these diagnostic ids]:id:_vflc_ids' \
        '--max-warnings=[print at most N warnings per file]:count:' \
        '--color=[colour diagnostics]:when:(auto always never)' \
        '--diagnostics-format=[diagnostics as text or JSON]:format:(text json)' \
        '(- *)'{-h,--help}'[show help information]' \
        '*:source file:_files -g "*.(swift|m|mm)(-.)"'
    return
fi

_arguments -s -S \
    '*--width=[container width in points (comma-separated list to sweep)]:width (points):' \
    '--height=[container height in points]:height (points):' \
    '*--device=[size and size classes of a device (comma-separated list to sweep)]:device:_vflc_devices' \
    '--landscape[with --device: landscape size and traits]' \
    '--split=[share of an iPad in Split View or Slide Over]:fraction:(1/3 1/2 2/3)' \
    '--traits=[force size classes]:traits:(wC wR hC hR wC,hC wC,hR wR,hC wR,hR)' \
    '--scale=[display scale: snap edges to the 1/s point grid]:scale:(1 2 3)' \
    '--format=[output format]:format:(json ascii svg ir swift)' \
    '(-o --output)'{-o,--output=}'[write the output to a file, atomically]:output file:_files' \
    '(--check-dir)--check=[compare the output with a file]:golden file:_files' \
    '(--check)--check-dir=[compare each input with DIR/NAME.<format extension>]:golden directory:_directories' \
    '--update[with --check or --check-dir: rewrite files that differ]' \
    '--strict[treat warnings as errors]' \
    '--ios[UIKit release whose semantics apply]:release:(7 11 17 18)' \
    '--rtl[right-to-left user interface]' \
    '--columns=[width of the ASCII diagram (20-1000)]:columns:' \
    '--charset=[characters of the ASCII diagram]:charset:(ascii unicode)' \
    '--diagnostics-format=[diagnostics as text or JSON]:format:(text json)' \
    '--color=[colour diagnostics]:when:(auto always never)' \
    '*--suppress=[drop warnings with these diagnostic ids]:id:_vflc_ids' \
    '--max-warnings=[print at most N warnings per file]:count:' \
    '(- *)--version[show the version]' \
    '(- *)'{-h,--help}'[show help information]' \
    '*:input file:_files -g "*.vfl(-.)"'
