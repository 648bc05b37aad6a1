// libFuzzer entry point for state.json and statistics.json. Built by Fuzz/run.sh together with
// Tests/MemorizeTests/Robustness/FileProbe.swift, which holds the checks.

/// Called by libFuzzer with each input; any broken promise aborts, which libFuzzer reports.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSaveFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  runFileProbe(data, size, name: "save file", FileProbe.saveFileViolations)
  return 0
}
