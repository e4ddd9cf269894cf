/// The whole tool behind `vflc`: reads arguments and files, runs the compiler, writes outputs and
/// diagnostics, and returns the exit status (CONTRACT §1). The `vflc` executable only calls this.
public enum Driver {
    public static func main(arguments: [String]) -> Int32 {
        0
    }
}
