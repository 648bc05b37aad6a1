// libFuzzer entry point for the messages a shared table is sent. Built by Fuzz/run.sh together
// with Tests/MemorizeTests/Robustness/TableMessageProbe.swift, which holds the checks.
import Foundation

/// One table for the whole run, as a server keeps one, in a scratch folder of this process.
let tableProbe: TableMessageProbe = {
  let folder = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
    .appendingPathComponent("memorize-table-fuzz-\(getpid())", isDirectory: true)
  return TableMessageProbe(folder: folder)
}()

/// Called by libFuzzer with each input; any broken promise aborts, which libFuzzer reports.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTableMessage(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let problems = tableProbe.violations(Array(UnsafeBufferPointer(start: data, count: size)))
  if !problems.isEmpty {
    fatalError("table message: \(problems.joined(separator: "\n"))")
  }
  return 0
}
