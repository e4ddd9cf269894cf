// swift-tools-version:6.0
import PackageDescription

// Benchmarks for vflc: a separate package so the compiler itself never depends on them.
// `vflc-bench FILE.vfl [vflc options]` times parse, lowering, solve and output separately.

// A path dependency's identity is its directory's name, which differs between checkouts and
// worktrees (`vflc`, `wt-bench`, ...): take it from this manifest's own path.
let rootPackage = String(#filePath.split(separator: "/").dropLast(2).last ?? "vflc")

let package = Package(
    name: "vflc-benchmarks",
    dependencies: [
        .package(path: "..")
    ],
    targets: [
        .executableTarget(
            name: "vflc-bench",
            dependencies: [
                .product(name: "VFL", package: rootPackage),
                .product(name: "VFLDriver", package: rootPackage),
                .product(name: "VFLSyntax", package: rootPackage),
            ],
            // Linked as `vflc` is on Linux (fully static: the Swift runtime, libstdc++ and glibc
            // inside the binary), so its peak memory and start-up compare with vflc's own: shared
            // libraries would add their resident pages to every measurement.
            linkerSettings: [.unsafeFlags(["-static-executable", "-use-ld=lld"], .when(platforms: [.linux]))]
        )
    ],
    swiftLanguageModes: [.v6]
)
