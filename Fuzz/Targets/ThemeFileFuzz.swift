// libFuzzer entry point for themes.json. Built by Fuzz/run.sh together with
// Tests/MemorizeTests/Robustness/FileProbe.swift, which holds the checks.

/// Called by libFuzzer with each input; any broken promise aborts, which libFuzzer reports.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThemeFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  runFileProbe(data, size, name: "theme file", FileProbe.themeFileViolations)
  return 0
}
