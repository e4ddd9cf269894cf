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
}
