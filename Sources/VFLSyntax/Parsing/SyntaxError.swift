/// Thrown inside the parser to abandon the current statement: the statement loop records the
/// diagnostic and resumes at the next line, so every line's first error is reported.
struct SyntaxError: Error {
    var diagnostic: Diagnostic
}
