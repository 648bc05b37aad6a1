// libFuzzer entry point for the terminal input decoder. Built by Fuzz/run.sh together with
// Tests/TerminalKitTests/Robustness/InputDecoderProbe.swift, which holds the checks.

/// Called by libFuzzer with each input; any broken promise aborts, which libFuzzer reports.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let problems = InputDecoderProbe.violations(in: bytes)
  if !problems.isEmpty {
    fatalError("input decoder: \(problems.joined(separator: "\n"))")
  }
  return 0
}
