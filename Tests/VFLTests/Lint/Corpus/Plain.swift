// swift-format-ignore-file
import Foundation

// No VFL at all: lint says nothing.
struct Plain {
    var name = "H:|[broken"
    func describe() -> String { "VisualFormat is only a word here: \(name)" }
}
