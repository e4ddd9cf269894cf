// swift-tools-version:6.0
import PackageDescription

// vflc: a compiler for Apple's Auto Layout Visual Format Language.
// No dependencies beyond the toolchain: the solver, parser, JSON and diagrams are ours.
let package = Package(
    name: "vflc",
    products: [
        .executable(name: "vflc", targets: ["vflc"]),
        .library(name: "VFL", targets: ["VFL"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    targets: [
        // The incremental simplex solver: no UI words, no Foundation.
        .target(name: "Cassowary"),
        // The compiler: source → tokens → syntax → constraints → solution → frames → output.
        .target(name: "VFL", dependencies: ["Cassowary"]),
        // The command-line tool: a thin shell over VFL's Driver. On Linux it links the Swift
        // runtime statically: that halves its start-up (no dozen shared libraries to load and
        // relocate), which is most of the time a typical screen takes.
        .executableTarget(
            name: "vflc", dependencies: ["VFL"],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux]))]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "VFLTests", dependencies: ["VFL"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v5]
)
