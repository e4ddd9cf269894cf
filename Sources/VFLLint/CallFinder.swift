import VFLSyntax

/// Finds the calls that take a visual format string in a token stream:
///
/// - Swift: `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` (the
///   receiver may be on the line before, `options:` may be left out) and Swift 2's
///   `NSLayoutConstraint.constraintsWithVisualFormat(_:options:metrics:views:)`;
/// - Objective-C: `[NSLayoutConstraint constraintsWithVisualFormat:options:metrics:views:]`;
/// - wrappers named with `--format-call NAME:LABEL`, in either language.
///
/// The same selector sent to another receiver is reported as skipped (for `--verbose`).
struct CallFinder {
    let stream: TokenStream
    let formatCalls: [FormatCallName]

    /// Every call found, in source order; calls that cannot be checked carry a skip reason.
    func calls() -> [FormatCall] {
        var calls: [FormatCall] = []
        for index in 0..<stream.count where stream.tokens[index].kind == .identifier {
            let call =
                stream.language == .swift ? swiftCall(at: index) : objectiveCCall(at: index)
            guard var call else { continue }
            if call.loopFormats.isEmpty {
                calls.append(call)
                continue
            }
            // One call per format of the literal array the loop iterates.
            let formats = call.loopFormats
            call.loopFormats = []
            call.skipReason = nil
            for format in formats {
                call.format = format
                calls.append(call)
            }
        }
        return calls
    }

    // MARK: - Swift

    private func swiftCall(at index: Int) -> FormatCall? {
        // A declaration (`func addConstraintsWithFormat(_ format: String, …)`) is not a call.
        guard stream.isPunctuation(index + 1, "("), !stream.isIdentifier(index - 1, "func") else { return nil }
        let name = stream.text(index)
        let modern = name == "constraints" && stream.isIdentifier(index + 2, "withVisualFormat")
        let swift2 = name == "constraintsWithVisualFormat"
        if modern || swift2 {
            let callee =
                modern ? "constraints(withVisualFormat:options:metrics:views:)" : "constraintsWithVisualFormat(_:)"
            let arguments = stream.swiftArguments(open: index + 1)
            guard stream.isPunctuation(index - 1, "."), stream.isIdentifier(index - 2, "NSLayoutConstraint") else {
                return skipped(callee, at: index, .otherReceiver)
            }
            let format = modern ? arguments.first { $0.label == "withVisualFormat" } : arguments.first
            return make("NSLayoutConstraint." + callee, at: index, format: format?.tokens, arguments: arguments)
        }
        for wrapper in formatCalls where wrapper.name == name {
            let arguments = stream.swiftArguments(open: index + 1)
            let format: (label: String?, tokens: Range<Int>)?
            if let position = wrapper.position {
                format = position <= arguments.count ? arguments[position - 1] : nil
            } else if wrapper.label == "_" {
                format = arguments.first { $0.label == nil }
            } else {
                format = arguments.first { $0.label == wrapper.label }
            }
            guard let format else { continue }
            return make("\(name)(\(wrapper.label):)", at: index, format: format.tokens, arguments: arguments)
        }
        return nil
    }

    // MARK: - Objective-C

    private func objectiveCCall(at index: Int) -> FormatCall? {
        let name = stream.text(index)
        if name == "constraintsWithVisualFormat", stream.isPunctuation(index + 1, ":") {
            let callee = "constraintsWithVisualFormat:options:metrics:views:"
            guard let close = enclosingMessageEnd(index) else { return nil }
            let parts = stream.messageParts(
                first: index, close: close, labels: ["options", "metrics", "views"])
            let arguments = parts.map { (label: Optional($0.label), tokens: $0.tokens) }
            guard stream.isIdentifier(index - 1, "NSLayoutConstraint"), stream.isPunctuation(index - 2, "[") else {
                return skipped(callee, at: index, .otherReceiver)
            }
            return make(
                "[NSLayoutConstraint " + callee + "]", at: index, format: parts.first?.tokens, arguments: arguments)
        }
        for wrapper in formatCalls where wrapper.name == name {
            if stream.isPunctuation(index + 1, "("), !stream.isPunctuation(index - 1, ".") {
                // A C function or macro: the argument at the position given, else the first.
                let arguments = stream.swiftArguments(open: index + 1)
                let position = wrapper.position ?? 1
                let format = position <= arguments.count ? arguments[position - 1].tokens : nil
                return make("\(name)()", at: index, format: format, arguments: [])
            }
            guard stream.isPunctuation(index + 1, ":"), let close = enclosingMessageEnd(index) else { continue }
            // Every selector part of the message (`constraintsForVisualFormat:withMetrics:views:`).
            let parts = stream.messageParts(first: index, close: close, labels: nil)
            let format: (label: String, tokens: Range<Int>)?
            if let position = wrapper.position {
                format = position <= parts.count ? parts[position - 1] : nil
            } else {
                format = parts.first { $0.label == wrapper.label } ?? parts.first
            }
            // A part named like `withMetrics:` or `views:` is read as that dictionary.
            let arguments = parts.map { part -> (label: String?, tokens: Range<Int>) in
                let lowered = part.label.lowercased()
                let role = ["options", "metrics", "views"].first { lowered.hasSuffix($0) }
                return (role, part.tokens)
            }
            return make("\(name):", at: index, format: format?.tokens, arguments: arguments)
        }
        return nil
    }

    /// The `]` of the message whose selector part is at `index` (its receiver ends just before).
    private func enclosingMessageEnd(_ index: Int) -> Int? {
        guard index >= 2 else { return nil }
        let previous = stream.tokens[index - 1]
        guard previous.kind == .identifier || previous.isPunctuation("]") || previous.isPunctuation(")") else {
            return nil
        }
        var scan = index - 1
        while scan >= 0 {
            if stream.isPunctuation(scan, "["), stream.match[scan] > index {
                return min(stream.match[scan], stream.count)
            }
            if stream.isPunctuation(scan, ";") || stream.isPunctuation(scan, "{") || stream.isPunctuation(scan, "}") {
                return nil
            }
            scan -= 1
        }
        return nil
    }

    // MARK: - Building the call

    private func make(
        _ callee: String, at index: Int, format: Range<Int>?, arguments: [(label: String?, tokens: Range<Int>)]
    ) -> FormatCall {
        var call = FormatCall(
            callee: callee, range: stream.tokens[index].range, format: nil, skipReason: nil, options: [],
            views: .unknown("no views: argument"), metrics: .unknown("no metrics: argument"))
        if let format {
            switch stream.formatText(format) {
            case .success(let text): call.format = text
            case .failure(.builtAtRunTime) where stream.isLocalName(format):
                // A loop's variable over a literal array, or a local constant or variable holding a
                // literal (or a template) at the call.
                if let formats = stream.loopFormats(format, callAt: index) {
                    call.skipReason = .builtAtRunTime
                    call.loopFormats = formats
                } else if let local = stream.localFormat(format, callAt: index) {
                    call.format = local
                } else if !callee.contains("NSLayoutConstraint"),
                    let formats = stream.localArrayFormats(format, callAt: index)
                {
                    // A wrapper passed a local holding a literal array of formats.
                    call.skipReason = .builtAtRunTime
                    call.loopFormats = formats
                } else {
                    call.skipReason = .builtAtRunTime
                }
            case .failure(let reason):
                call.skipReason = reason
                if reason == .builtAtRunTime,
                    let formats = stream.loopFormats(format, callAt: index) ?? wrapperFormats(callee, format)
                        ?? stream.conditionalFormats(format)
                {
                    call.loopFormats = formats
                }
            }
        } else {
            call.skipReason = .noFormatArgument
        }
        for argument in arguments {
            switch argument.label {
            case "options": call.options = stream.options(argument.tokens)
            case "metrics": call.metrics = stream.names(argument.tokens, callAt: index)
            case "views": call.views = stream.names(argument.tokens, callAt: index)
            default: break
            }
        }
        return call
    }

    /// A wrapper (not `NSLayoutConstraint` itself) passed a literal array of formats, each
    /// checked (`Utility.quickConstraints(["H:|[v]|", "V:|[v]|"], views)`).
    private func wrapperFormats(_ callee: String, _ format: Range<Int>) -> [FormatText]? {
        guard !callee.contains("NSLayoutConstraint") else { return nil }
        return stream.arrayFormats(format)
    }

    private func skipped(_ callee: String, at index: Int, _ reason: LintSkip) -> FormatCall {
        FormatCall(
            callee: callee, range: stream.tokens[index].range, format: nil, skipReason: reason, options: nil,
            views: .unknown(reason.text), metrics: .unknown(reason.text))
    }
}
