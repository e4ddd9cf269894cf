// vflc-bench FILE.vfl [vflc options]: times vflc's phases (parse, lowering, solve, output)
// separately, repeats them, and prints the medians and the peak RSS. The last line,
// `RESULT key=value ...`, is what Benchmarks/run.sh reads. `vflc-bench --xml [MEGABYTES | FILE]` times
// the XML reader instead (XMLBenchmark).
import VFL
import VFLDriver
import VFLSyntax

#if canImport(Glibc)
    import Glibc
#endif

func fail(_ message: String, status: Int32) -> Never {
    _ = FileIO.writeStandardError("vflc-bench: \(message)\n")
    exit(status)
}

func milliseconds(_ seconds: Double) -> String {
    let ms = seconds * 1000
    if ms >= 100 { return String(Int(ms.rounded())) }
    return NumberText.format((ms * 100).rounded() / 100)
}

if CommandLine.arguments.dropFirst().first == "--xml" {
    XMLBenchmark.run(Array(CommandLine.arguments.dropFirst(2)))
}
let bench: BenchOptions
switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed): bench = parsed
case .failure(let error): fail(error.message + "\n" + BenchOptions.usage, status: 64)
}
let options: CommandLineOptions
switch CommandLineOptions.parse(bench.vflcArguments) {
case .success(let parsed): options = parsed
case .failure(let error): fail(error.message + "\n" + BenchOptions.usage, status: 64)
}
guard options.inputs.count == 1, let path = options.inputs.first else {
    fail("give exactly one .vfl file\n" + BenchOptions.usage, status: 64)
}
var request = options.layoutRequest
request.scale = options.scale
let bytes: [UInt8]
switch FileIO.read(path: path) {
case .success(let read): bytes = read
case .failure(let error): fail(error.message, status: 66)
}
let file = SourceFile(name: path, bytes: bytes)
let pipeline = PipelineBenchmark(file: file, request: request, options: options)
let environments = pipeline.environments()

let errors = pipeline.check()
if !errors.isEmpty {
    let renderer = DiagnosticRenderer()
    for diagnostic in errors { _ = FileIO.writeStandardError(renderer.render(diagnostic, in: file)) }
    exit(65)
}
if let irPath = bench.emitIR {
    if case .failure(let error) = FileIO.writeAtomically(Array(pipeline.intermediateRepresentation().utf8), to: irPath)
    {
        fail(error.message, status: 73)
    }
    exit(0)
}

// The first run decides how many more fit in the budget. Only the last run's output is kept (an
// earlier one is released before the next run starts, as vflc holds one output at a time).
var last = pipeline.run()
var times = [last.times]
let planned = min(bench.repeats, max(1, Int(bench.budget / max(last.times.total, 1e-9))))
while times.count < planned {
    last = PipelineBenchmark.Run()
    last = pipeline.run()
    times.append(last.times)
}
let median = PhaseTimes.median(of: times)
let totals = times.map(\.total).sorted()
let medianTotal =
    totals.count % 2 == 1
    ? totals[totals.count / 2]
    : (totals[totals.count / 2 - 1] + totals[totals.count / 2]) / 2
if let outputPath = bench.emitOutput,
    case .failure(let error) = FileIO.writeAtomically(Array(last.output.utf8), to: outputPath)
{
    fail(error.message, status: 73)
}
let fresh = bench.fresh > 0 ? pipeline.freshSolves(bench.fresh) : nil
let compile = bench.compile ? pipeline.compileSeconds() : nil
let peak = PeakMemory.megabytes()

var report = """
    vflc-bench \(path): \(last.items) items, \(last.constraints) constraints, \(environments.count) layout(s), \
    median of \(times.count) run(s)
      parse   \(milliseconds(median.parse)) ms
      lower   \(milliseconds(median.lower)) ms
      solve   \(milliseconds(median.solve)) ms  (every engine built, then each size solved)
      output  \(milliseconds(median.output)) ms  (\(last.output.utf8.count) bytes)
      total   \(milliseconds(medianTotal)) ms
    """
if let fresh {
    report += "\n  fresh   \(milliseconds(fresh)) ms for \(min(bench.fresh, environments.count)) fresh engine(s)"
}
if let compile { report += "\n  compile \(milliseconds(compile)) ms (Compiler.compile + JSON, with diagnostics)" }
report += "\n  peak RSS \(NumberText.format((peak * 10).rounded() / 10)) MB\n"
var result = "RESULT parse=\(median.parse * 1000) lower=\(median.lower * 1000) solve=\(median.solve * 1000)"
result += " output=\(median.output * 1000)"
result += " total=\(medianTotal * 1000) peak_mb=\(peak) runs=\(times.count) layouts=\(environments.count)"
result += " items=\(last.items) constraints=\(last.constraints)"
if let fresh { result += " fresh=\(fresh * 1000) fresh_count=\(min(bench.fresh, environments.count))" }
if let compile { result += " compile=\(compile * 1000)" }
_ = FileIO.writeStandardOutput(report + result + "\n")
