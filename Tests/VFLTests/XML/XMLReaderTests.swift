import Testing

@testable import VFLSyntax

@Suite struct XMLReaderTests {
    private func read(_ text: String) -> Result<XMLDocument, XMLError> {
        XMLReader.read(SourceFile(name: "test.xib", text: text))
    }

    private func parsed(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> XMLDocument? {
        switch read(text) {
        case .success(let document): return document
        case .failure(let error):
            Issue.record("unexpected error: \(error.message) at \(error.range)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The error of a malformed document as `line:column: message (covered text)`.
    private func failure(_ bytes: [UInt8]) -> String? {
        let file = SourceFile(name: "bad.xib", bytes: bytes)
        guard case .failure(let error) = XMLReader.read(file) else { return nil }
        #expect(error.range.start >= 0 && error.range.end <= bytes.count)
        return "\(file.location(of: error.range.start)): \(error.message) (\(file.text(in: error.range)))"
    }

    private func failure(_ text: String) -> String? { failure(Array(text.utf8)) }

    // MARK: Structure

    @Test func readsTheTreeInDocumentOrder() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <subviews>
                            <label text="Title" id="a1"/>
                            <button id='b2' title="Go"/>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let document = try #require(parsed(text))
        #expect(document.elements.map(\.name) == ["document", "objects", "view", "subviews", "label", "button"])
        #expect(document.elements.map(\.parent) == [nil, 0, 1, 2, 3, 3])
        #expect(document.root.name == "document")
        #expect(document.children(of: 0) == [1])
        #expect(document.children(of: 3) == [4, 5])
        #expect(document.children(of: 4).isEmpty)
        #expect(document.root["version"] == "3.0")
        #expect(document.elements[5]["id"] == "b2")
        #expect(document.elements[5].attributes.map(\.name) == ["id", "title"])
        #expect(document.elements[2]["missing"] == nil)
        #expect(document.elements[2].attribute("id")?.value == "iN0-l3-epB")
    }

    @Test func decodesEntitiesAndCharacterReferences() throws {
        let document = try #require(
            parsed(#"<a v="&lt;b&gt; &amp; &quot;c&quot; &apos;d&apos;" n="x&#10;y&#x9;z&#x1F600;&#233;&#65;"/>"#))
        #expect(document.root["v"] == "<b> & \"c\" 'd'")
        #expect(document.root["n"] == "x\ny\tz😀éA")
    }

    @Test func normalizesLiteralWhiteSpaceInValues() throws {
        let document = try #require(parsed("<a v=\"one\ntwo\tthree\r\nfour\rfive\" s='it\"s'/>"))
        #expect(document.root["v"] == "one two three four five")
        #expect(document.root["s"] == "it\"s")
    }

    @Test func skipsCommentsInstructionsDoctypeCDATAAndText() throws {
        let text = """
            \u{FEFF}<?xml version="1.0"?>
            <!-- a comment with <tags> & ampersands -->
            <!DOCTYPE document [ <!ELEMENT document ANY> <!-- ] > --> <!ATTLIST document a CDATA "x>y"> ]>
            <?ib-tool keep="going"?>
            <document>
                Some text &amp; more &#60; text, é and 😀.
                <![CDATA[ <not> & an element ]]>
                <?instruction inside?>
                <!---->
                <child/>
                <!-- - single dashes - are fine -->
            </document>
            <!-- trailing comment -->
            <?trailing instruction?>

            """
        let document = try #require(parsed(text))
        #expect(document.elements.map(\.name) == ["document", "child"])
    }

    @Test func rangesPointAtTheBytes() throws {
        let text = "\u{FEFF}<doc>\n  <view  id = 'v1' label=\"a&amp;b\" />\n</doc>"
        let file = SourceFile(name: "r.xib", text: text)
        guard case .success(let document) = XMLReader.read(file) else {
            Issue.record("did not read")
            return
        }
        let view = document.elements[1]
        #expect(file.text(in: view.range) == "<view  id = 'v1' label=\"a&amp;b\" />")
        #expect(file.text(in: view.nameRange) == "view")
        #expect(file.location(of: view.range.start).description == "2:3")
        let id = try #require(view.attribute("id"))
        #expect(file.text(in: id.nameRange) == "id")
        #expect(file.text(in: id.valueRange) == "v1")
        let label = try #require(view.attribute("label"))
        #expect(file.text(in: label.valueRange) == "a&amp;b")
        #expect(label.value == "a&b")
        #expect(file.location(of: label.valueRange.start).description == "2:27")
        #expect(file.text(in: document.root.range) == "<doc>")
    }

    @Test func namesMayHoldColonsDotsDashesAndNonASCII() throws {
        let document = try #require(parsed("<ib:doc x.y-z='1' _u='2' été='3'><ünïcode/></ib:doc>"))
        #expect(document.root.name == "ib:doc")
        #expect(document.root.attributes.map(\.name) == ["x.y-z", "_u", "été"])
        #expect(document.elements[1].name == "ünïcode")
    }

    // MARK: Errors

    @Test func malformedDocumentsAreErrorsAtTheirPlace() {
        let cases: [(String, String)] = [
            ("<doc>\n  <a>\n  </b>\n</doc>", "3:3: end tag '</b>' does not match the start tag '<a>' at 2:3 (</b>)"),
            (
                "<view id=\"a\"><subviews></view>",
                "1:24: end tag '</view>' does not match the start tag '<subviews>' at 1:14 (</view>)"
            ),
            ("<a><b></a>", "1:7: end tag '</a>' does not match the start tag '<b>' at 1:4 (</a>)"),
            ("<doc>\n<a>", "2:2: 'a' is never closed: expected '</a>' before the end of the document (a)"),
            ("<a", "1:1: unterminated start tag of 'a' (<a)"),
            ("<a x='1' ", "1:1: unterminated start tag of 'a' (<a)"),
            ("<a x=\"1>", "1:6: unterminated value of attribute 'x' (\")"),
            (
                "<a x=\"1\"><b y=\"2/></a>",
                "1:19: '<' is not allowed in the value of attribute 'y' (write '&lt;', or close the value's quote) (<)"
            ),
            ("<a x=\"1\" x=\"2\"/>", "1:10: duplicate attribute 'x' (first given at 1:4) (x)"),
            (
                "<a x=\"&nbsp;\"/>",
                "1:7: unknown entity '&nbsp;' (XML predefines only &lt; &gt; &amp; &quot; &apos;) (&nbsp;)"
            ),
            ("<a x=\"a & b\"/>", "1:9: '&' must begin an entity or character reference (write '&amp;' for '&') (&)"),
            ("<a>fish & chips</a>", "1:9: '&' must begin an entity or character reference (write '&amp;' for '&') (&)"),
            ("<a x=\"&#xD800;\"/>", "1:7: character reference '&#xD800;' is not a character XML allows (&#xD800;)"),
            ("<a>&#1114112;</a>", "1:4: character reference '&#1114112;' is not a character XML allows (&#1114112;)"),
            ("<a>&#0;</a>", "1:4: character reference '&#0;' is not a character XML allows (&#0;)"),
            ("<a x=\"&#;\"/>", "1:7: malformed character reference: expected digits and ';' after '&#' (&#)"),
            (
                "<a x=\"&#x12\"/>",
                "1:7: malformed character reference: expected hexadecimal digits and ';' after '&#x' (&#x12)"
            ),
            ("<1a/>", "1:2: expected a name after '<', found '1' (1)"),
            ("<a></ a>", "1:6: expected a name after '</', found ' ' ( )"),
            ("<a/>text", "1:5: text after the root element 'a' (text)"),
            ("x\n<a/>", "1:1: text before the root element (x)"),
            ("<a/>\n<b/>", "2:2: a second root element 'b' after 'a': a document has one root element (b)"),
            ("", "1:1: no root element: the document has no element ()"),
            ("<?xml version=\"1.0\"?>\n<!-- nothing -->\n", "3:1: no root element: the document has no element ()"),
            ("<!-- x", "1:1: unterminated comment (<!--)"),
            ("<a><!-- x -- y --></a>", "1:11: '--' is not allowed inside a comment (--)"),
            ("<a x=1/>", "1:6: expected a quoted value for attribute 'x' (1)"),
            ("<a x/>", "1:5: expected '=' after attribute name 'x' (/)"),
            ("<a x=\"1\"y=\"2\"/>", "1:9: expected white space before attribute 'y' (y)"),
            ("<a $/>", "1:4: expected '>' to end the start tag of 'a' ($)"),
            ("<a/ >", "1:4: expected '>' after '/' to end the start tag of 'a' ( )"),
            ("<a>\u{1}</a>", "1:4: control character U+0001 is not allowed in XML (\u{1})"),
            ("</a>", "1:1: end tag '</a>' has no start tag (</a>)"),
            ("<a></a", "1:4: unterminated end tag '</a' (</a)"),
            ("<a></a b>", "1:8: expected '>' to end the end tag '</a' (b)"),
            ("<a><![CDATA[x</a>", "1:4: unterminated CDATA section (<![CDATA[)"),
            ("<![CDATA[x]]><a/>", "1:1: a CDATA section outside the root element (<![CDATA[)"),
            ("<!DOCTYPE a [ <!ELEMENT a ANY> ", "1:1: unterminated DOCTYPE declaration (<!DOCTYPE)"),
            ("<a/><!DOCTYPE a>", "1:5: a DOCTYPE declaration after the root element (<!DOCTYPE)"),
            ("<!DOCTYPE a><!DOCTYPE a><a/>", "1:13: a second DOCTYPE declaration (<!DOCTYPE)"),
            (
                " <?xml version=\"1.0\"?><a/>",
                "1:2: the XML declaration '<?xml ...?>' must come first in the document (<?xml)"
            ),
            ("<a><?pi never closed</a>", "1:4: unterminated processing instruction '<?pi' (<?pi)"),
            ("<a><?pi?></a><?1?>", "1:16: expected a name after '<?', found '1' (1)"),
            ("<a><?pi-x></a>", "1:10: expected white space or '?>' after '<?pi-x' (>)"),
            ("<a>]]></a>", "1:4: ']]>' is not allowed in text (write ']]&gt;') (]]>)"),
            (
                "<a><!foo></a>",
                "1:4: expected a comment '<!--', a CDATA section '<![CDATA[' or '<!DOCTYPE' after '<!' (<!)"
            ),
            ("<a x='\u{FFFF}'/>", "1:7: the character U+FFFF is not allowed in XML (\u{FFFF})"),
        ]
        for (input, expected) in cases {
            #expect(failure(input) == expected, "\(input.debugDescription)")
        }
    }

    @Test func malformedXMLIsAnErrorDiagnostic() {
        let message = DiagnosticMessage.malformedXML("unterminated comment")
        #expect(message.id == "malformed-xml")
        #expect(message.text == "malformed XML: unterminated comment")
        #expect(DiagnosticID.malformedXML.severity == .error)
    }

    @Test func invalidUTF8IsAnErrorInNamesValuesAndText() {
        let prefix = Array("<doc>\n".utf8)
        let cases: [([UInt8], String)] = [
            (Array("<a x=\"".utf8) + [0xFF] + Array("\"/>".utf8), "1:7"),
            (Array("<a".utf8) + [0xC3] + Array("/>".utf8), "1:3"),
            (prefix + [0xE2, 0x82] + Array("</doc>".utf8), "2:1"), // cut sequence
            (prefix + [0xC0, 0xAF] + Array("</doc>".utf8), "2:1"), // overlong '/'
            (prefix + [0xED, 0xA0, 0x80] + Array("</doc>".utf8), "2:1"), // a surrogate
            (prefix + [0xF4, 0x90, 0x80, 0x80] + Array("</doc>".utf8), "2:1"), // past U+10FFFF
            (prefix + Array("<!-- ".utf8) + [0x80] + Array(" --></doc>".utf8), "2:6"),
        ]
        for (bytes, location) in cases {
            let failure = failure(bytes)
            #expect(failure?.hasPrefix("\(location): invalid UTF-8 (") == true, "\(bytes): \(failure ?? "no error")")
        }
    }

    @Test func manyAttributesAreCheckedForDuplicatesInLinearTime() {
        let attributes = (0..<50_000).map { " a\($0)=\"\($0)\"" }.joined()
        guard case .success(let document) = read("<a\(attributes)/>") else {
            Issue.record("did not read")
            return
        }
        #expect(document.root.attributes.count == 50_000)
        #expect(failure("<a\(attributes) a49999='x'/>")?.contains("duplicate attribute 'a49999'") == true)
    }

    // MARK: Depth, round trip, truncation

    @Test func deepNestingNeedsNoRecursion() throws {
        let depth = 100_000
        let text = String(repeating: "<v a='1'>", count: depth) + String(repeating: "</v>", count: depth)
        let document = try #require(parsed(text))
        #expect(document.elements.count == depth)
        #expect(document.elements[depth - 1].parent == depth - 2)
        #expect(document.children(of: depth - 2) == [depth - 1])
        let tree = XMLSerializer.tree(document)
        guard case .success(let again) = read(XMLSerializer.serialize(tree)) else {
            Issue.record("the serialized deep document did not read")
            return
        }
        #expect(XMLSerializer.tree(again) == tree)
        let unclosed = String(repeating: "<v>", count: depth)
        #expect(failure(unclosed)?.hasPrefix("1:\(3 * depth - 1): 'v' is never closed") == true)
    }

    @Test func randomTreesRoundTrip() throws {
        for seed in UInt64(1)...200 {
            var random = RandomXMLTree(seed: seed)
            let nodes = random.nodes()
            let text = XMLSerializer.serialize(nodes)
            switch read(text) {
            case .success(let document):
                #expect(XMLSerializer.tree(document) == nodes, "seed \(seed)")
            case .failure(let error):
                Issue.record("seed \(seed): \(error.message) at \(error.range) in \(text)")
            }
        }
    }

    @Test func everyTruncationOfAValidDocumentIsAnError() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <!-- scenes -->
                <scenes>
                    <scene sceneID="tne-QT-ifu">
                        <view key="view" contentMode='scaleToFill' id="8bC-Xf-vdC">
                            <label text="Caf&#233; &amp; &lt;bar&gt; 😀" id="l1"><![CDATA[x]]>text</label>
                            <constraint firstItem="l1" firstAttribute="top" constant="20" id="c1"/>
                        </view>
                    </scene>
                </scenes>
            </document>
            """
        let bytes = Array(text.utf8)
        #expect(failure(bytes) == nil)
        for length in 0..<bytes.count {
            #expect(failure(Array(bytes[0..<length])) != nil, "prefix of \(length) bytes")
        }
    }
}

/// Random element trees for the round-trip test: names with the characters XML names allow,
/// values with every character that needs escaping, white space and non-ASCII text.
private struct RandomXMLTree: SeededDraws {
    var rng: SeededGenerator

    init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    private static let nameStarts = Array("abcXYZ_:é")
    private static let nameCharacters = Array("abcXYZ_:é09-.")
    private static let valueCharacters = Array("ab Z09<>&\"'\t\n\r;#=/é😀") + ["\r\n"]

    mutating func name() -> String {
        var name = String(pick(Self.nameStarts))
        for _ in 0..<int(0...6) { name.append(pick(Self.nameCharacters)) }
        return name
    }

    mutating func nodes() -> [XMLSerializer.Node] {
        var nodes: [XMLSerializer.Node] = []
        // The path from the root to the last element: a new element's parent must be on it, so
        // the elements stay in document order.
        var path: [Int] = []
        let count = int(1...60)
        for index in 0..<count {
            var parent: Int?
            if !path.isEmpty {
                let depth = int(max(0, path.count - 4)...(path.count - 1))
                parent = path[depth]
                path.removeSubrange((depth + 1)...)
            }
            path.append(index)
            var attributes: [XMLSerializer.Attribute] = []
            for _ in 0..<int(0...8) {
                let attributeName = name()
                guard !attributes.contains(where: { $0.name == attributeName }) else { continue }
                var value = ""
                for _ in 0..<int(0...12) { value.append(pick(Self.valueCharacters)) }
                attributes.append(XMLSerializer.Attribute(name: attributeName, value: value))
            }
            nodes.append(XMLSerializer.Node(name: name(), attributes: attributes, parent: parent, children: []))
            if let parent { nodes[parent].children.append(index) }
        }
        return nodes
    }
}
