import Testing

@testable import VFL
@testable import VFLDriver
@testable import VFLSyntax

@Suite struct NameSuggestionTests {
    @Test func suggestsCloseNames() {
        #expect(NameSuggestion.closest(to: "pading", in: ["margin", "padding"]) == "padding")
        #expect(NameSuggestion.closest(to: "titel", in: ["title", "subtitle"]) == "title")
        #expect(NameSuggestion.closest(to: "widht", in: LayoutAttribute.allCases.map(\.rawValue)) == "width")
    }

    @Test func staysQuietForDistantNames() {
        #expect(NameSuggestion.closest(to: "button", in: ["label", "image"]) == nil)
        #expect(NameSuggestion.closest(to: "a", in: ["a"]) == nil)
    }

    /// Numbered names are siblings, not typos of each other: no suggestion beats a wrong one.
    @Test func doesNotSuggestASiblingNumber() {
        #expect(NameSuggestion.closest(to: "g2", in: ["g1", "a"]) == nil)
        #expect(NameSuggestion.closest(to: "iphone7", in: ["iphone5", "iphone6", "ipad"]) == nil)
        #expect(NameSuggestion.closest(to: "label", in: ["label2"]) == nil)
        // A typo in the stem is still a typo.
        #expect(NameSuggestion.closest(to: "lable1", in: ["label1"]) == "label1")
        #expect(NameSuggestion.closest(to: "iphone6plu", in: ["iphone6plus"]) == "iphone6plus")
    }
}
