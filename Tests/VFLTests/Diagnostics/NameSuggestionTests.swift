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

    /// A different number is a different thing, not a typo: no suggestion rather than a wrong one.
    @Test func neverSuggestsADifferentNumber() {
        let devices = ["iphone4s", "iphone5", "iphone6", "iphone6plus", "ipad", "ipadpro"]
        #expect(NameSuggestion.closest(to: "iphone7", in: devices) == nil)
        #expect(NameSuggestion.closest(to: "g2", in: ["g1", "g3"]) == nil)
        #expect(NameSuggestion.closest(to: "box12", in: ["box11"]) == nil)
        #expect(NameSuggestion.closest(to: "iphone5s", in: devices) == "iphone5")
        #expect(NameSuggestion.closest(to: "iphon6", in: devices) == "iphone6")
        #expect(NameSuggestion.closest(to: "ipda", in: devices) == "ipad")
    }
}
