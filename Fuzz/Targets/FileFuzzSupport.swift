// Shared by the file fuzz targets: a scratch folder per process, emptied after every input.
import Foundation

/// A private folder for this fuzzing process, made once.
let fuzzScratchRoot: URL = {
  // Memory-backed when possible: every save fsyncs, which a disk makes slow.
  let environment = ProcessInfo.processInfo.environment
  let base =
    environment["FUZZ_SCRATCH"]
    ?? (access("/dev/shm", W_OK) == 0 ? "/dev/shm" : NSTemporaryDirectory())
  let url = URL(fileURLWithPath: base, isDirectory: true)
    .appendingPathComponent("memorize-fuzz-\(getpid())", isDirectory: true)
  try? FileManager.default.removeItem(at: url)
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}()

/// Runs `probe` on the input in an empty scratch folder and aborts on any broken promise.
func runFileProbe(
  _ data: UnsafePointer<UInt8>, _ size: Int, name: String,
  _ probe: ([UInt8], URL) -> [String]
) {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let root = fuzzScratchRoot.appendingPathComponent("run", isDirectory: true)
  try? FileManager.default.removeItem(at: root)
  let problems = probe(bytes, root)
  try? FileManager.default.removeItem(at: root)
  if !problems.isEmpty {
    fatalError("\(name): \(problems.joined(separator: "\n"))")
  }
}
