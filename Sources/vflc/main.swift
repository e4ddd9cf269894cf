import VFL
#if canImport(Glibc)
import Glibc
#endif

exit(Driver.main(arguments: Array(CommandLine.arguments.dropFirst())))
