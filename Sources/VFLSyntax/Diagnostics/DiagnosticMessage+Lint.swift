/// The catalogue of `vflc lint`'s own messages: format strings found in Swift and Objective-C
/// sources, checked against the dictionaries passed beside them (docs/lint.md).
extension DiagnosticMessage {
    /// A view named in a format string that the call's `views:` dictionary does not hold.
    package static func lintUnknownView(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.lintUnknownView, "view '\(name)' is not in the views dictionary")
    }

    /// A metric name (a space, a size or a priority) that the call's `metrics:` dictionary does not
    /// hold; `metrics: nil` holds none.
    package static func lintUnknownMetric(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(.lintUnknownMetric, "metric '\(name)' is not in the metrics dictionary")
    }

    /// A name in a view's predicate (`[a(==b)]`) found in neither dictionary.
    package static func lintUnknownViewOrMetric(_ name: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .lintUnknownViewOrMetric, "'\(name)' is in neither the views nor the metrics dictionary")
    }

    /// `options:` written inside a format string passed to UIKit, which takes options as an argument.
    package static let optionsInFormatString = DiagnosticMessage(
        .optionsInFormatString,
        "a format string passed to UIKit cannot hold 'options:'; pass them as 'options:'")

    /// `--verbose`: a call whose format was checked, and how its dictionaries were understood
    /// (`views: 2 names, metrics: none`).
    package static func lintCallChecked(_ callee: String, views: String, metrics: String) -> DiagnosticMessage {
        DiagnosticMessage(.lintCallChecked, "\(callee): checked (views: \(views), metrics: \(metrics))")
    }

    /// `--verbose`: a scene of a storyboard or xib that was not checked because it has baselines,
    /// at the first baseline.
    /// `--verbose`: a storyboard or xib for macOS, tvOS or watchOS (or saved before Xcode 5) that
    /// `vflc lint` passes over.
    package static func lintDocumentSkipped(_ reason: String) -> DiagnosticMessage {
        DiagnosticMessage(.lintDocumentSkipped, "skipped: \(reason)")
    }

    package static func lintSceneSkipped(_ scene: String, name: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .lintSceneSkipped, "scene '\(scene)' (\(name)): skipped: its baselines need font metrics")
    }

    /// The summary after a run: how many format strings were checked, how many scenes of how many
    /// storyboards and xibs (and how many were skipped for their baselines), and how many calls
    /// were skipped, by reason (`12 format strings checked; 7 scenes in 3 documents checked; 3
    /// calls skipped: 2 built at run time, 1 …`). A run that found documents and no call speaks of
    /// the scenes only.
    package static func lintSummary(
        checked: Int, skipped: [(reason: String, count: Int)], scenes: Int = 0, documents: Int = 0,
        scenesSkipped: Int = 0, otherPlatforms: Int = 0
    ) -> DiagnosticMessage {
        let total = skipped.reduce(0) { $0 + $1.count }
        let callsFound = documents + otherPlatforms == 0 || checked + total > 0
        var parts: [String] = []
        if callsFound { parts.append("\(checked) format string\(checked == 1 ? "" : "s") checked") }
        if documents > 0 {
            parts.append(
                "\(scenes) scene\(scenes == 1 ? "" : "s") in \(documents) document\(documents == 1 ? "" : "s") checked")
            if scenesSkipped > 0 {
                parts.append(
                    "\(scenesSkipped) scene\(scenesSkipped == 1 ? "" : "s") with baselines skipped (no font metrics)")
            }
        }
        if otherPlatforms > 0 {
            parts.append(
                "\(otherPlatforms) document\(otherPlatforms == 1 ? "" : "s") for other platforms skipped")
        }
        if callsFound {
            if total == 0 {
                parts.append("no call skipped")
            } else {
                parts.append(
                    "\(total) call\(total == 1 ? "" : "s") skipped: "
                        + skipped.map { "\($0.count) \($0.reason)" }.joined(separator: ", "))
            }
        }
        return DiagnosticMessage(.lintSummary, parts.joined(separator: "; "))
    }

    /// `--verbose`: a call found but not checked, and why (`the format is built at run time`).
    package static func lintCallSkipped(_ callee: String, reason: String) -> DiagnosticMessage {
        DiagnosticMessage(.lintCallSkipped, "\(callee): skipped: \(reason)")
    }
}

/// Notes of `vflc lint`'s command line.
extension Diagnostic.Note {
    /// A usage error that comes from a `.vflc-lint` configuration file.
    package static func lintConfiguration(_ path: String) -> Diagnostic.Note {
        Diagnostic.Note("in the options of the configuration file '\(path)'")
    }

    /// After a usage error of `vflc lint`: where its help is.
    package static let seeLintHelp = Diagnostic.Note("see 'vflc lint --help' for more information")
}
