// swift-tools-version:6.1
import PackageDescription

// vflc: a compiler for Apple's Auto Layout Visual Format Language.
// No dependencies beyond the toolchain: the solver, parser, JSON and diagrams are ours.
//
// The layers, each a target, each importing only those below it (docs/architecture.md):
//
//     vflc ─▶ VFLDriver ─▶ VFLInterfaceBuilder ─▶ VFL ─▶ VFLSyntax
//                                                  └───▶ Cassowary
// On Linux the `vflc` tool is linked fully static when this package is built on its own
// (`swift run -c release vflc …`, `swift build`): the Swift runtime, libstdc++ and glibc inside
// one executable, so no dynamic loader runs and no symbol is looked up at start-up. A typical
// screen takes 1.7 ms from exec to exit instead of 2.7 ms with only the Swift runtime static
// (docs/architecture.md). The toolchain's lld links it, since gold warns about the runtime's
// unused `dlopen`. The flags are unsafe in SwiftPM's sense, and a package with unsafe flags
// cannot be a versioned dependency, so they are left out when SwiftPM or Xcode builds vflc as
// another package's dependency (their checkouts live under `checkouts/`, registry downloads
// under `registry/downloads/`): there every product is plain, the same code linked dynamically.
let builtAsDependency = ["/checkouts/", "/registry/downloads/"].contains {
    Context.packageDirectory.contains($0)
}
let toolLinkerSettings: [LinkerSetting] =
    builtAsDependency ? [] : [.unsafeFlags(["-static-executable", "-use-ld=lld"], .when(platforms: [.linux]))]
// The solver keeps its tableau in a class, and Swift checks every access to a class's stored
// property at run time for overlapping writes ("exclusivity"): in the simplex loops that check is
// about a fifth of the instructions. Debug builds, and so `swift test` and the fuzzer's checked
// build, keep the checks; release builds of vflc on its own drop them, as server frameworks built
// for speed do. Release builds also reach a generic type's metadata (`[Row]`, `[Diagnostic]`, ...)
// through its accessor function rather than by demangling its name at run time, the first time
// each is used: that demangling was a sixth of a typical screen's instructions. Gated like the
// static link: a dependency build keeps every check and the default metadata access.
let compilerSettings: [SwiftSetting] =
    builtAsDependency
    ? []
    : [
        .unsafeFlags(
            [
                "-enforce-exclusivity=unchecked",
                "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
            ], .when(configuration: .release))
    ]

// Swift's `rounded()`, `floor`, `ceil` and `addingProduct` call the C library's math functions,
// which live in libm on Linux; the toolchain links libm into the `vflc` tool and the tests but not
// into another package's executable that links only these libraries. So each target that calls
// them names libm itself (`.ci/consumer-build` builds and runs such a package).
let mathLinkerSettings: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux]))]

let package = Package(
    name: "vflc",
    products: [
        .executable(name: "vflc", targets: ["vflc"]),
        .library(name: "VFLDriver", targets: ["VFLDriver"]),
        .library(name: "VFL", targets: ["VFL"]),
        .library(name: "VFLSyntax", targets: ["VFLSyntax"]),
        .library(name: "VFLLint", targets: ["VFLLint"]),
        .library(name: "VFLInterfaceBuilder", targets: ["VFLInterfaceBuilder"]),
        .plugin(name: "VFLCLintPlugin", targets: ["VFLCLintPlugin"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    targets: [
        // The incremental simplex solver: no UI words, no Foundation.
        .target(name: "Cassowary", swiftSettings: compilerSettings, linkerSettings: mathLinkerSettings),
        // Source text to syntax tree, the diagnostics model, and the vocabulary every later phase
        // speaks (axes, relations, attributes, size classes, number formatting).
        .target(name: "VFLSyntax", swiftSettings: compilerSettings, linkerSettings: mathLinkerSettings),
        // The compiler: syntax → constraints → solution → frames → output.
        .target(
            name: "VFL", dependencies: ["VFLSyntax", "Cassowary"], swiftSettings: compilerSettings,
            linkerSettings: mathLinkerSettings),
        // Interface Builder documents (.storyboard, .xib): a second front end that turns each scene
        // into the syntax tree the .vfl front end would make for it.
        .target(
            name: "VFLInterfaceBuilder", dependencies: ["VFL", "VFLSyntax"], swiftSettings: compilerSettings),
        // `vflc lint`: finds format strings in Swift and Objective-C sources and checks them.
        .target(name: "VFLLint", dependencies: ["VFLSyntax"], swiftSettings: compilerSettings),
        // The tool: options, help, files, exit status, --check; testable without a process.
        .target(
            name: "VFLDriver", dependencies: ["VFL", "VFLSyntax", "VFLLint", "VFLInterfaceBuilder"],
            swiftSettings: compilerSettings),
        // The command-line tool: `main.swift` only.
        .executableTarget(name: "vflc", dependencies: ["VFLDriver"], linkerSettings: toolLinkerSettings),
        // `swift package vflc-lint` in a package that depends on vflc (docs/lint.md).
        .plugin(
            name: "VFLCLintPlugin",
            capability: .command(
                intent: .custom(verb: "vflc-lint", description: "Check the VFL in Swift and Objective-C sources")),
            dependencies: ["vflc"]),
        // The tests' own exact arithmetic (rationals, a small simplex): an oracle that shares no
        // code with the solver, for every verdict the tests check. Not a product.
        .target(name: "ExactOracle", path: "Tests/ExactOracle"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "ExactOracle"]),
        .testTarget(
            name: "VFLTests",
            dependencies: ["VFLDriver", "VFL", "VFLSyntax", "VFLLint", "VFLInterfaceBuilder", "ExactOracle"],
            exclude: ["Fixtures", "Lint/Corpus", "Render/UIKitStandIn"]),
    ],
    swiftLanguageModes: [.v6]
)
