import VFL
import VFLSyntax

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `read(2)`, named so it is not shadowed by `FileIO.read(path:)`.
#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif

/// Reading inputs and writing outputs with plain POSIX calls (no Foundation, for start-up time).
/// Every call retries on `EINTR` and finishes short writes; failures come back as `FileError`
/// values with the message the driver prints (exit 66 for reads, 73 for writes).
public enum FileIO {
    /// The most bytes read from one input (128 MiB: a hundred times a 100,000-view layout). An
    /// endless input (`/dev/zero`, `yes | vflc -`) stops there with an error, exit 66, instead
    /// of growing until the process dies.
    public static let maximumInputSize = 128 << 20

    /// The whole contents of `path`; `-` reads standard input to its end.
    public static func read(path: String) -> Result<[UInt8], FileError> {
        if path == "-" {
            return readAll(descriptor: STDIN_FILENO).mapError { FileError(reading: "<stdin>", errno: $0.code) }
        }
        let descriptor = retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return .failure(FileError(reading: path, errno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(FileError(reading: path, errno: errno)) }
        if status.st_mode & S_IFMT == S_IFDIR { return .failure(FileError(reading: path, errno: EISDIR)) }
        let size = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil
        return readAll(descriptor: descriptor, expectedSize: size).mapError {
            FileError(reading: path, errno: $0.code)
        }
    }

    /// Replaces `path` with `bytes` so that readers see the old file or the new one, never a mix:
    /// writes a temporary file in the same directory (same file system, so `rename` is atomic),
    /// flushes it to disk (`fsync`: a write error the file system defers, such as a full disk
    /// under delayed allocation, still fails the run), then renames it over `path`. On any failure
    /// the temporary file is removed and the old file is untouched. The directory is not flushed
    /// after the rename (as compilers do not): a power cut may leave the old file, never a partial
    /// one. A symbolic link is followed (its target is replaced, the link kept); an existing
    /// file's permissions are kept.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) -> Result<Void, FileError> {
        bytes.withUnsafeBytes { writeAtomically(buffer: $0, to: path) }
    }

    /// `writeAtomically(_:to:)` for text, written from the string's own UTF-8 storage (a large
    /// output is not copied into an array first).
    public static func writeAtomically(_ text: String, to path: String) -> Result<Void, FileError> {
        var text = text
        return text.withUTF8 { writeAtomically(buffer: UnsafeRawBufferPointer($0), to: path) }
    }

    private static func writeAtomically(buffer bytes: UnsafeRawBufferPointer, to path: String) -> Result<
        Void, FileError
    > {
        let target = resolvingSymbolicLink(path)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        if exists && existing.st_mode & S_IFMT == S_IFDIR {
            return .failure(FileError(writing: path, errno: EISDIR))
        }
        let (directory, base) = split(target)
        var temporary = ""
        var descriptor: Int32 = -1
        // O_EXCL makes the name ours; a stale name from a crashed run just moves us on.
        for attempt in 0..<100 {
            temporary = directory + "/." + base + ".vflc-\(getpid())-\(attempt).tmp"
            descriptor = retryingOnInterrupt { open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) }
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else { return .failure(FileError(writing: path, errno: errno)) }
        if exists { _ = fchmod(descriptor, existing.st_mode & 0o7777) }
        var failure: Int32 = 0
        if case .failure(let error) = writeAll(bytes, descriptor: descriptor) { failure = error.code }
        if failure == 0 && retryingOnInterrupt({ fsync(descriptor) }) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temporary, target) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            return .failure(FileError(writing: path, errno: failure))
        }
        return .success(())
    }

    /// Writes all of `bytes` to standard output.
    @discardableResult
    public static func writeStandardOutput(_ bytes: [UInt8]) -> Result<Void, FileError> {
        writeAll(bytes, descriptor: STDOUT_FILENO).mapError { FileError(writing: "<stdout>", errno: $0.code) }
    }

    @discardableResult
    public static func writeStandardOutput(_ text: String) -> Result<Void, FileError> {
        writeStandardOutput(Array(text.utf8))
    }

    /// Writes all of `bytes` to standard error.
    @discardableResult
    public static func writeStandardError(_ bytes: [UInt8]) -> Result<Void, FileError> {
        writeAll(bytes, descriptor: STDERR_FILENO).mapError { FileError(writing: "<stderr>", errno: $0.code) }
    }

    @discardableResult
    public static func writeStandardError(_ text: String) -> Result<Void, FileError> {
        writeStandardError(Array(text.utf8))
    }

    // MARK: - Plumbing

    /// An `errno` value as an `Error`, inside this file only.
    private struct ErrorNumber: Error { var code: Int32 }

    /// Reads `descriptor` to its end. A regular file's size (`expectedSize`, from `fstat`) sizes
    /// the array, so the bytes are read straight into it: one allocation, no copy, and the read
    /// that finds the end needs no room of its own (the array has one byte to spare). A file that
    /// grew since, or an input of unknown size (a pipe, a terminal), goes on in 64 KiB chunks.
    private static func readAll(descriptor: Int32, expectedSize: Int? = nil) -> Result<[UInt8], ErrorNumber> {
        var failure: Int32 = 0
        var atEnd = false
        let first = min(max(expectedSize ?? 64 * 1024 - 1, 0), maximumInputSize) + 1
        var contents = [UInt8](unsafeUninitializedCapacity: first) { buffer, initialized in
            initialized = 0
            while initialized < buffer.count {
                let count = retryingOnInterrupt {
                    systemRead(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                }
                if count < 0 {
                    failure = errno
                    return
                }
                if count == 0 {
                    atEnd = true
                    return
                }
                initialized += count
            }
        }
        if failure != 0 { return .failure(ErrorNumber(code: failure)) }
        guard contents.count <= maximumInputSize else { return .failure(ErrorNumber(code: EFBIG)) }
        if atEnd { return .success(contents) }
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                retryingOnInterrupt { systemRead(descriptor, buffer.baseAddress, buffer.count) }
            }
            if count < 0 { return .failure(ErrorNumber(code: errno)) }
            if count == 0 { return .success(contents) }
            guard contents.count + count <= maximumInputSize else { return .failure(ErrorNumber(code: EFBIG)) }
            contents.append(contentsOf: chunk[0..<count])
        }
    }

    private static func writeAll(_ bytes: [UInt8], descriptor: Int32) -> Result<Void, ErrorNumber> {
        bytes.withUnsafeBytes { writeAll($0, descriptor: descriptor) }
    }

    private static func writeAll(_ buffer: UnsafeRawBufferPointer, descriptor: Int32) -> Result<Void, ErrorNumber> {
        var offset = 0
        while offset < buffer.count {
            let written = retryingOnInterrupt {
                write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 { return .failure(ErrorNumber(code: errno)) }
            offset += written
        }
        return .success(())
    }

    /// Calls `body` again while it fails with `EINTR` (a signal arrived mid-call).
    private static func retryingOnInterrupt<T: BinaryInteger>(_ body: () -> T) -> T {
        while true {
            let result = body()
            if result >= 0 || errno != EINTR { return result }
        }
    }

    /// The file a symbolic link points to (so the link survives the rename), else `path`.
    private static func resolvingSymbolicLink(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
            let resolved = realpath(path, nil)
        else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A path's directory (`.` when it has none) and file name.
    private static func split(_ path: String) -> (directory: String, base: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }
}

/// A file that could not be read or written, with the message the driver prints:
/// `cannot read 'x.vfl': No such file or directory`.
public struct FileError: Error, Equatable, Sendable {
    public var message: String
    /// The `errno` value behind the failure.
    public var code: Int32
    /// The file, as named in the message, and why (`No such file or directory`).
    public var path = ""
    public var reason = ""
    public var isWrite = false

    public init(message: String, code: Int32) {
        self.message = message
        self.code = code
    }

    init(reading path: String, errno code: Int32) {
        let reason =
            code == EFBIG
            ? "larger than \(FileIO.maximumInputSize >> 20) MiB, the most vflc reads"
            : FileError.describe(code)
        self.init(message: "cannot read '\(path)': \(reason)", code: code)
        self.path = path
        self.reason = reason
    }

    init(writing path: String, errno code: Int32) {
        self.init(message: "cannot write '\(path)': \(FileError.describe(code))", code: code)
        self.path = path
        self.reason = FileError.describe(code)
        self.isWrite = true
    }

    /// The same failure, naming the file as `name` (a path made relative for display).
    func named(_ name: String) -> FileError {
        isWrite ? FileError(writing: name, errno: code) : FileError(reading: name, errno: code)
    }

    /// `strerror`'s text (`No such file or directory`).
    static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
