# bash completion for vflc. Install: source this file, or copy it to
# /usr/share/bash-completion/completions/vflc (or ~/.local/share/bash-completion/completions/vflc).

_vflc() {
    local cur prev
    COMPREPLY=()
    cur="${COMP_WORDS[COMP_CWORD]}"
    prev="${COMP_WORDS[COMP_CWORD-1]}"

    local options="--width --height --device --landscape --split --traits --scale --format -o --output
        --check --check-dir --update --strict --ios --rtl --columns --charset --diagnostics-format --color --suppress
        --max-warnings --version -h --help"
    local devices="iphone4s iphone5 iphone6 iphone6plus ipad ipadpro"
    # `vflc lint`: its own options, and Swift and Objective-C sources.
    local lint=""
    if [[ "${COMP_WORDS[1]}" == "lint" && $COMP_CWORD -ge 2 ]]; then
        lint=1
        options="--format-call --no-config --verbose --extract --strict --suppress --max-warnings --color --diagnostics-format -h --help"
    elif [[ $COMP_CWORD -eq 1 && "lint" == "$cur"* && -n "$cur" ]]; then
        COMPREPLY=(lint)
    fi

    # `--opt=value`: complete the value after the '='. Bash splits words at '=' by default
    # (COMP_WORDBREAKS), giving `--opt`, `=`, `value`; without that split it is one word.
    if [[ "$cur" == "=" && "$prev" == --* ]]; then
        cur=""
    elif [[ "$prev" == "=" && $COMP_CWORD -ge 2 ]]; then
        prev="${COMP_WORDS[COMP_CWORD-2]}"
    elif [[ "$cur" == --*=* ]]; then
        prev="${cur%%=*}"
        cur="${cur#*=}"
    fi

    case "$prev" in
        --device)
            # A comma-separated list: complete the entry after the last comma.
            local done="" entry="$cur"
            if [[ "$cur" == *,* ]]; then
                done="${cur%,*},"
                entry="${cur##*,}"
            fi
            COMPREPLY=($(compgen -P "$done" -W "$devices" -- "$entry"))
            return 0 ;;
        --format) COMPREPLY=($(compgen -W "json ascii svg ir swift" -- "$cur")); return 0 ;;
        --split) COMPREPLY=($(compgen -W "1/3 1/2 2/3" -- "$cur")); return 0 ;;
        --traits) COMPREPLY=($(compgen -W "wC wR hC hR wC,hC wC,hR wR,hC wR,hR" -- "$cur")); return 0 ;;
        --scale) COMPREPLY=($(compgen -W "1 2 3" -- "$cur")); return 0 ;;
        --charset) COMPREPLY=($(compgen -W "ascii unicode" -- "$cur")); return 0 ;;
        --diagnostics-format) COMPREPLY=($(compgen -W "text json" -- "$cur")); return 0 ;;
        --color) COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return 0 ;;
        --suppress)
            # A comma-separated list of diagnostic ids (docs/diagnostics.md).
            local ids="expected unexpected unexpected-character invalid-utf8 invalid-number number-too-large unexpected-at-end empty-view empty-predicate-list duplicate-superview superview-in-middle double-dash dangling-connection unbalanced-parenthesis priority-out-of-range invalid-relation unknown-orientation unknown-option unknown-attribute unknown-statement unknown-condition unknown-key duplicate-key invalid-intrinsic-size duplicate-multiplier unknown-metric unknown-view-or-metric unknown-item view-used-as-space metric-cycle unusable-number too-many-views too-many-constraints duplicate-declaration conflicting-parents reserved-name unknown-parent guide-as-parent ancestor-cycle superview-mismatch layout-guide-orientation alignment-axis conflicting-options baseline-spacing-axis location-needs-item incompatible-attributes zero-multiplier multiplier-out-of-range view-named-once unsatisfiable ambiguous-layout outside-fitting-size optional-constraint-broken usage-error unreadable-input unwritable-output warnings-not-shown unknown-diagnostic-id"
            local done="" entry="$cur"
            if [[ "$cur" == *,* ]]; then
                done="${cur%,*},"
                entry="${cur##*,}"
            fi
            COMPREPLY=($(compgen -P "$done" -W "$ids" -- "$entry"))
            return 0 ;;
        --width|--height|--columns|--max-warnings|--format-call) return 0 ;;
        -o|--output|--check) COMPREPLY=($(compgen -f -- "$cur")); return 0 ;;
        --check-dir) COMPREPLY=($(compgen -d -- "$cur")); return 0 ;;
    esac

    if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
        return 0
    fi
    if [[ -n "$lint" ]]; then
        COMPREPLY=($(compgen -f -X '!*.swift' -- "$cur") $(compgen -f -X '!*.m' -- "$cur")
            $(compgen -f -X '!*.mm' -- "$cur") $(compgen -d -- "$cur"))
        return 0
    fi
    # Input files: .vfl files and directories to descend into.
    COMPREPLY+=($(compgen -f -X '!*.vfl' -- "$cur") $(compgen -d -- "$cur"))
}

complete -o filenames -F _vflc vflc
