import VFLDriver

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(Driver.main(arguments: Array(CommandLine.arguments.dropFirst())))
