import Testing

@testable import VFLSyntax

/// `ByteSearch.contains`: the quick test before lint lexes a file and before the warning filter
/// reads comments.
@Test(arguments: [
    ("vflc-ignore:", "H:|[a]| # vflc-ignore: x", true),
    ("vflc-ignore:", "vflc-ignore:", true),
    ("vflc-ignore:", "vflc-ignore", false),
    ("vflc-ignore:", "vflc-ignorevflc-ignore:", true),
    ("vflc-ignore:", "", false),
    ("abc", "ababc", true),
    ("abc", "abab", false),
    ("", "anything", false),
])
func byteSearchFindsANeedle(needle: String, haystack: String, expected: Bool) {
    #expect(ByteSearch.contains(Array(needle.utf8), in: Array(haystack.utf8)) == expected)
}
