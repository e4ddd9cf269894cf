// libFuzzer target for vflc's XML reader: each input is read as a document, which must never
// crash or hang; a document that reads must read again, the same element tree, after the tests'
// XMLSerializer writes it back out. An error must point inside the input. Not a SwiftPM target:
// Tests/Fuzz/run.sh compiles it with the library targets and Tests/VFLTests/Support/XMLSerializer.swift
// using `swiftc -sanitize=fuzzer,address -parse-as-library`.
import VFLSyntax

private let maximumInputSize = 64 * 1024

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard size <= maximumInputSize else { return -1 }
    let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let file = SourceFile(name: "fuzz.xib", bytes: bytes)
    switch XMLReader.read(file) {
    case .failure(let error):
        guard error.range.start >= 0, error.range.end <= bytes.count, !error.message.isEmpty else {
            fatalError("fuzz invariant failed: error '\(error.message)' at \(error.range) outside \(bytes.count) bytes")
        }
    case .success(let document):
        let tree = XMLSerializer.tree(document)
        for (index, element) in document.elements.enumerated() {
            guard element.range.end <= bytes.count, element.nameRange.start > element.range.start,
                element.children.allSatisfy({ $0 > index && document.elements[$0].parent == index })
            else {
                fatalError("fuzz invariant failed: element \(index) '\(element.name)' is out of place")
            }
        }
        let text = XMLSerializer.serialize(tree)
        switch XMLReader.read(SourceFile(name: "again.xib", text: text)) {
        case .failure(let error):
            fatalError("fuzz invariant failed: the re-serialized document does not read: \(error.message)\n\(text)")
        case .success(let again):
            guard XMLSerializer.tree(again) == tree else {
                fatalError("fuzz invariant failed: the re-serialized document reads as another tree\n\(text)")
            }
        }
    }
    return 0
}
