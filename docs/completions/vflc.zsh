#compdef vflc
# zsh completion for vflc. Install: copy to a directory in $fpath as `_vflc`.

_vflc_devices() {
    local -a devices
    devices=(iphone4s iphone5 iphone6 iphone6plus ipad ipadpro iphonese1 iphonese3 iphonese2 iphone8 iphone8plus iphonex iphonexs iphone11pro iphonexsmax iphone11promax iphonexr iphone11 iphone12mini iphone13mini iphone12 iphone12pro iphone13 iphone13pro iphone14 iphone16e iphone12promax iphone13promax iphone14plus iphone15 iphone14pro iphone15pro iphone16 iphone15promax iphone14promax iphone15plus iphone16plus iphone16pro iphone17 iphone17pro iphone16promax iphone17promax iphoneair ipadpro129 ipadair13 ipad102 ipadpro105 ipadair3 ipadmini6 ipadair11 ipad10 ipadpro11 ipadpro13)
    _values -s , 'device' $devices
}

_vflc_splits() {
    _values -s , 'fraction' 1/3 1/2 2/3
}

_vflc_ids() {
    local -a ids
    # The ids of warnings (docs/diagnostics.md): only warnings can be suppressed.
    ids=(view-named-once ambiguous-layout content-priority-ambiguity outside-fitting-size optional-constraint-broken negative-size outside-superview container-too-small unknown-diagnostic-id text-layout-unsettled ib-not-modelled ib-unknown-item misplaced ib-no-stored-size)
    _values -s , 'diagnostic id' $ids
}

_vflc_lint() {
    _arguments -s -S \
        '*--format-call=[check a wrapper call: NAME:LABEL or NAME:N]:call:' \
        '--no-config[ignore the .vflc-lint configuration file]' \
        '--verbose[list every call found and every one skipped]' \
        '*--suppress=[drop warnings with these ids]:ids:' \
        '--max-warnings=[print at most N warnings per file]:n:' \
        '--color=[colour diagnostics]:when:(auto always never)' \
        '--extract[print the formats found as a .vfl program]' \
        '*--devices=[also lay out storyboards and xibs on these devices]:device:_vflc_devices' \
        '--stored[warn about storyboard and xib views away from their stored frames]' \
        '--strict[treat warnings as errors]' \
        '--diagnostics-format=[diagnostics as text or JSON]:format:(text json)' \
        '(- *)'{-h,--help}'[show help information]' \
        '*:source file or directory:_files -g "*.(swift|m|mm|storyboard|xib)(-.)"'
}

# `vflc lint FILE...` (docs/lint.md) has its own options.
if (( CURRENT > 2 )) && [[ ${words[2]} == lint ]]; then
    shift words
    (( CURRENT-- ))
    _vflc_lint
    return
fi

_arguments -s -S \
    '*--width=[container width in points (comma-separated list to sweep)]:width (points):' \
    '--height=[container height in points]:height (points):' \
    '*--device=[size and size classes of a device (comma-separated list to sweep)]:device:_vflc_devices' \
    '--landscape[with --device: landscape size and traits]' \
    '*--split=[share of an iPad in Split View or Slide Over (comma-separated list to sweep)]:fraction:_vflc_splits' \
    '--traits=[force size classes]:traits:(wC wR hC hR wC,hC wC,hR wR,hC wR,hR)' \
    '--scale=[display scale: snap edges to the 1/s point grid]:scale:(1 2 3)' \
    '--safe-area=[safe-area insets in points: top,left,bottom,right]:insets:' \
    '--scene=[of a storyboard or xib: the one scene to lay out (id or name)]:scene:' \
    '--stored[of a storyboard or xib: warn about views away from their stored frames]' \
    '--format=[output format]:format:(json ascii svg ir swift vfl)' \
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
    '1: :->first' \
    '*:input file:_files -g "*.(vfl|storyboard|xib)(-.)"'
if [[ $state == first ]]; then
    _alternative 'subcommands:subcommand:((lint\:"check the VFL in Swift and Objective-C sources, storyboards and xibs"))' \
        'files:input file:_files -g "*.(vfl|storyboard|xib)(-.)"'
fi
