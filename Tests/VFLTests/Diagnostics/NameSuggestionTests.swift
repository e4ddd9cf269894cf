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
