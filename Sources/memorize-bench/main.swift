import Foundation
import Memorize
import TerminalKit

// memorize-bench: every number BENCHMARKS.md quotes, measured in one run. Progress goes to
// standard error; the results table (or, with --json, one JSON object) to standard output.

// The reading measurement's child: one load in a fresh process (ReadingBench).
if CommandLine.arguments.count == 5, CommandLine.arguments[1] == ReadingBench.childFlag {
  ReadingBench.runChild(
    kind: CommandLine.arguments[2], path: CommandLine.arguments[3],
    decoder: CommandLine.arguments[4])
}

// The table log measurement's child: one game under valgrind (TableLogBench).
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == TableLogBench.childFlag {
  TableLogBench.runChild(mode: CommandLine.arguments[2])
}

let options: BenchOptions
do {
  options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  if !error.message.isEmpty {
    FileHandle.standardError.write(Data("memorize-bench: \(error.message)\n".utf8))
  }
  FileHandle.standardError.write(Data((BenchOptions.usage + "\n").utf8))
  exit(error.message.isEmpty ? 0 : 2)
}

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
  "memorize-bench-\(getpid())", isDirectory: true)
try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer {
  if options.keepScratch {
    FileHandle.standardError.write(Data("memorize-bench: outputs kept in \(scratch.path)\n".utf8))
  } else {
    try? FileManager.default.removeItem(at: scratch)
  }
}
let storage = StorageLocations(
  configDirectory: scratch.appendingPathComponent("config", isDirectory: true),
  dataDirectory: scratch.appendingPathComponent("data", isDirectory: true))

if let (kind, frames) = options.callgrind {
  CallgrindTarget(storage: storage).run(kind: kind, frames: frames)
  exit(0)
}

let report = Report(echo: true)
report.context = Machine.describe()
report.context["runs"] = String(options.runs) + (options.quick ? " (--quick)" : "")
let started = monotonicNanoseconds()
let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 200, height: 60)]

if options.sections.contains("render") {
  let bench = RenderBench(options: options, storage: storage, report: report)
  for size in sizes { bench.run(size: size, profile: .trueColor) }
}
if options.sections.contains("ncurses") {
  let baseline = CursesBaseline(
    options: options, storage: storage, report: report, scratch: scratch)
  for size in sizes { baseline.run(size: size) }
}
if options.sections.contains("input") {
  InputBench(options: options, report: report).run()
}
if options.sections.contains("model") {
  ModelBench(options: options, report: report).run()
}
if options.sections.contains("simulation") {
  SimulationBench(options: options, report: report).run()
}
if options.sections.contains("setrace") {
  SetRaceBench(options: options, report: report).run()
}
if options.sections.contains("tablelog") {
  TableLogBench(options: options, report: report).run()
}
if options.sections.contains("reading") {
  ReadingBench(options: options, report: report, scratch: scratch).run()
}
if options.sections.contains("process") {
  if let executable = Machine.memorizeExecutable(explicit: options.memorizePath) {
    ProcessBench(options: options, report: report, executable: executable, scratch: scratch).run()
  } else {
    report.note(
      "process measurements skipped: no memorize binary next to memorize-bench; "
        + "build it first (swift build -c release) or pass --memorize PATH")
  }
}
if options.sections.contains("game") {
  if let executable = Machine.memorizeExecutable(explicit: options.memorizePath) {
    GameBench(options: options, report: report, executable: executable, scratch: scratch).run()
  } else {
    report.note("game measurements skipped: no memorize binary (see process)")
  }
}
if options.sections.contains("gtk") {
  WindowBench(options: options, report: report).run()
}
if options.sections.contains("table") {
  if let (binary, kind) = TableBench.locate(explicit: options.tableBinary) {
    report.context["memorize-table"] =
      "\(binary) (\(kind) build\(kind == "release" ? "" : "; the release build is what counts"))"
    TableBench(options: options, report: report, binary: binary, scratch: scratch).run()
  } else {
    report.note(
      "table skipped: no memorize-table; build it first (\(TableBench.buildHint))"
        + (options.tableBinary.map { " or check --table-binary \($0)" } ?? ""))
  }
}
report.context["bench duration"] =
  Report.format(
    Double(monotonicNanoseconds() - started) / 1e9) + " s"

print(options.json ? report.json() : report.markdown(), terminator: "")
