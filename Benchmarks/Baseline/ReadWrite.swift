// readwrite IN.vfl EXPECTED.json OUT.json: the floor of a whole `vflc IN.vfl -o OUT.json` run.
// It reads the .vfl file fully, reads the JSON bytes vflc produced for it, and writes them to
// OUT.json the way vflc's `-o` does (Sources/VFLDriver/Driver/FileIO.swift): a temporary file in
// the same directory, fsync, rename over OUT.json. No parsing, no
// solving: what is left of vflc's time is process start-up and this I/O.
// Built by run.sh with `swiftc -O` (and `-static-stdlib` when vflc is static), like Baseline/main.swift.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

func fail(_ message: String) -> Never {
    fputs("readwrite: \(message)\n", stderr)
    exit(1)
}

/// The whole file, read in 64 KiB chunks as vflc reads its input.
func readAll(_ path: String) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { fail("cannot read '\(path)'") }
    defer { close(descriptor) }
    var contents: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 { fail("cannot read '\(path)'") }
        if count == 0 { return contents }
        contents.append(contentsOf: chunk[0..<count])
    }
}

/// Replaces `path` with `bytes`: temporary file, fsync, rename.
func writeDurably(_ bytes: [UInt8], to path: String) {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
    let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let temporary = directory + "/." + base + ".readwrite-\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { fail("cannot write '\(temporary)'") }
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 { fail("cannot write '\(temporary)'") }
            offset += written
        }
    }
    guard fsync(descriptor) == 0, close(descriptor) == 0, rename(temporary, path) == 0 else {
        unlink(temporary)
        fail("cannot write '\(path)'")
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 4 else { fail("usage: readwrite IN.vfl EXPECTED.json OUT.json") }
let source = readAll(arguments[1])
let json = readAll(arguments[2])
// The source is read and kept, as vflc keeps it; only its size is used.
if source.isEmpty && json.isEmpty { fail("both files are empty") }
writeDurably(json, to: arguments[3])
