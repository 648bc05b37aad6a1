// libFuzzer entry point for the whole terminal app: every screen and overlay, with the real view
// models, fed keys, pastes, clicks, resizes and raw bytes through the real decoder. Built by
// Fuzz/run.sh together with Tests/MemorizeTerminalTests/Robustness/ScreenProbe.swift, which holds
// the script format and the checks (as the module ScreenFuzzProbe), and FileFuzzSupport.swift for
// the scratch folder.
@testable import ScreenFuzzProbe

/// Called by libFuzzer with each input; any broken promise aborts, which libFuzzer reports.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScreen(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  runFileProbe(data, size, name: "screen input") { bytes, root in
    ScreenProbe.violations(in: bytes, root: root)
  }
  return 0
}
