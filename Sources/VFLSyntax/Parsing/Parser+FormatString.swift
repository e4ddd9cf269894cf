/// One visual format string on its own, as `NSLayoutConstraint.constraints(withVisualFormat:…)`
/// receives it: the whole text is the format, with no `options:` suffix (options are the call's
/// own argument) and no statements around it. Used by `vflc lint`.
extension Parser {
    /// Parses `file` as exactly one format string. Never fails: on a syntax error the format is
    /// `nil` and the error (the first one, as UIKit stops at the first) is in `diagnostics`.
    package static func parseFormatString(_ file: SourceFile) -> (format: VisualFormat?, diagnostics: [Diagnostic]) {
        var parser = Parser(file: file)
        do {
            if parser.current.isEndOfStatement {
                throw parser.unexpected(.expected("'[' or '|'", at: "to begin a format string"))
            }
            let format = try parser.parseVisualFormat()
            if !format.options.isEmpty {
                throw parser.error(.optionsInFormatString, at: format.options[0].range)
            }
            if !parser.at(.endOfFile) {
                throw parser.unexpected(.unexpectedAtEnd(parser.describeCurrent()))
            }
            return (format, [])
        } catch let syntaxError as SyntaxError {
            return (nil, [syntaxError.diagnostic])
        } catch {
            return (nil, []) // only SyntaxError is thrown
        }
    }
}
