/// vflc's own XML reader, for the machine-written XML of Interface Builder documents: elements
/// and attributes (with the predefined entities and character references decoded), comments,
/// processing instructions, a DOCTYPE and CDATA sections skipped, text checked and dropped.
/// Anything not well-formed is an `XMLError` at the offending bytes. No recursion: a document
/// nested any depth reads in constant stack.
public enum XMLReader {
    public static func read(_ file: SourceFile) -> Result<XMLDocument, XMLError> {
        file.bytes.withUnsafeBufferPointer { buffer -> Result<XMLDocument, XMLError> in
            var parser = XMLParser(file: file, bytes: buffer)
            do throws(XMLError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
    }
}
