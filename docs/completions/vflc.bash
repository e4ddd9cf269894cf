# bash completion for vflc. Install: source this file, or copy it to
# /usr/share/bash-completion/completions/vflc (or ~/.local/share/bash-completion/completions/vflc).

_vflc() {
    local cur prev
    COMPREPLY=()
    cur="${COMP_WORDS[COMP_CWORD]}"
    prev="${COMP_WORDS[COMP_CWORD-1]}"

    local devices="iphone4s iphone5 iphone6 iphone6plus ipad ipadpro iphonese1 iphonese3 iphonese2 iphone8 iphone8plus iphonex iphonexs iphone11pro iphonexsmax iphone11promax iphonexr iphone11 iphone12mini iphone13mini iphone12 iphone12pro iphone13 iphone13pro iphone14 iphone16e iphone12promax iphone13promax iphone14plus iphone15 iphone14pro iphone15pro iphone16 iphone15promax iphone14promax iphone15plus iphone16plus iphone16pro iphone17 iphone17pro iphone16promax iphone17promax iphoneair ipadpro129 ipadair13 ipad102 ipadpro105 ipadair3 ipadmini6 ipadair11 ipad10 ipadpro11 ipadpro13"

    # `vflc lint FILE...` (docs/lint.md): its own options; Swift, Objective-C, storyboard and xib files.
    if [[ $COMP_CWORD -ge 2 && "${COMP_WORDS[1]}" == "lint" ]]; then
        case "$prev" in
            --diagnostics-format) COMPREPLY=($(compgen -W "text json" -- "$cur")); return 0 ;;
            --color) COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return 0 ;;
            --devices) COMPREPLY=($(compgen -W "$devices" -- "$cur")); return 0 ;;
            --format-call|--suppress|--max-warnings) return 0 ;;
        esac
        if [[ "$cur" == -* ]]; then
            COMPREPLY=($(compgen -W "--format-call --no-config --verbose --extract --devices --stored --strict --suppress --max-warnings --color --diagnostics-format -h --help" -- "$cur"))
        else
            COMPREPLY=($(compgen -f -X '!*.@(swift|m|mm|storyboard|xib)' -- "$cur") $(compgen -d -- "$cur"))
        fi
        return 0
    fi

    local options="--width --height --device --landscape --split --traits --scale --safe-area --scene --stored --format -o --output
        --check --check-dir --update --strict --ios --rtl --columns --charset --diagnostics-format --color --suppress
        --max-warnings --version -h --help"

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
        --format) COMPREPLY=($(compgen -W "json ascii svg ir swift vfl" -- "$cur")); return 0 ;;
        --split)
            # A comma-separated list, as for --device.
            local done="" entry="$cur"
            if [[ "$cur" == *,* ]]; then
                done="${cur%,*},"
                entry="${cur##*,}"
            fi
            COMPREPLY=($(compgen -P "$done" -W "1/3 1/2 2/3" -- "$entry"))
            return 0 ;;
        --traits) COMPREPLY=($(compgen -W "wC wR hC hR wC,hC wC,hR wR,hC wR,hR" -- "$cur")); return 0 ;;
        --scale) COMPREPLY=($(compgen -W "1 2 3" -- "$cur")); return 0 ;;
        --safe-area|--scene) return 0 ;;
        --charset) COMPREPLY=($(compgen -W "ascii unicode" -- "$cur")); return 0 ;;
        --diagnostics-format) COMPREPLY=($(compgen -W "text json" -- "$cur")); return 0 ;;
        --color) COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return 0 ;;
        --suppress)
            # A comma-separated list of the ids of warnings (docs/diagnostics.md): only warnings
            # can be suppressed.
            local ids="view-named-once ambiguous-layout content-priority-ambiguity outside-fitting-size optional-constraint-broken negative-size outside-superview container-too-small unknown-diagnostic-id text-layout-unsettled ib-not-modelled ib-unknown-item misplaced ib-no-stored-size"
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
    # Input files: .vfl files and directories to descend into; first, the `lint` subcommand too.
    COMPREPLY=($(compgen -f -X '!*.@(vfl|storyboard|xib)' -- "$cur") $(compgen -d -- "$cur"))
    if [[ $COMP_CWORD -eq 1 ]]; then
        COMPREPLY+=($(compgen -W "lint" -- "$cur"))
    fi
}

shopt -s extglob
complete -o filenames -F _vflc vflc
