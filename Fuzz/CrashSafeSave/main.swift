// Kills a process that is saving with SIGKILL at random moments and checks, after every kill, that
// the file on disk decodes and is exactly the state before or after the interrupted save.
//
//   crash-safe-save [--cycles N] [--seed S] [--folder PATH]   run the test (the parent)
//   crash-safe-save --child PATH                              save two states alternately, forever
//
// Built and run by Fuzz/crash-safe-save.sh. The parent spawns this same executable as the child,
// so nothing is forked from a process with threads, and no shell is involved.
import CardGames
import Foundation
import Memorize

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One of the two states the child saves: a large Memorize game (a few hundred KB of JSON, so a
/// save takes long enough to be interrupted in the middle) plus Matchismo and Set games.
func makeState(_ variant: Int) -> SavedApp {
  let time = ManualTimeSource()
  let statistics = Statistics()
  let emoji = (0..<800).map { String(Character(Unicode.Scalar(0x4E00 + $0)!)) }
  let theme = Theme(
    id: "large", name: "Large \(variant)", emoji: emoji, pairs: .allEmoji,
    color: RGBAColor(red: 0.2, green: 0.4, blue: 0.6))
  let memorize = EmojiMemoryGame(
    theme: theme, seed: UInt64(variant), timeSource: time, statistics: statistics)
  for card in memorize.cards.prefix(variant * 3) {
    time.advance(by: 1)
    memorize.choose(card)
  }
  let matchismo = PlayingCardGame(
    seed: UInt64(variant), timeSource: time, statistics: statistics)
  let set = SetCardGame(seed: UInt64(variant), timeSource: time, statistics: statistics)
  return SavedApp(
    section: .memorize, isShowingMemorizeGame: variant.isMultiple(of: 2),
    memorize: memorize.saved, matchismo: matchismo.saved, set: set.saved)
}

let stateA = makeState(1)
let stateB = makeState(2)

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("crash-safe-save: \(message)\n".utf8))
  exit(2)
}

// MARK: - Child

func runChild(path: String) -> Never {
  let file = JSONFile<SavedApp>(url: URL(fileURLWithPath: path))
  // Tell the parent the states are built, so every kill lands among saves, not during start-up.
  var ready: UInt8 = 0x52
  _ = write(1, &ready, 1)
  while true {
    for state in [stateA, stateB] {
      do { try file.save(state) } catch { fail("child could not save: \(error.message)") }
    }
  }
}

// MARK: - Parent

/// The path of this executable, for spawning it as the child.
func executablePath() -> String {
  var buffer = [CChar](repeating: 0, count: 4096)
  let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  guard count > 0 else { return CommandLine.arguments[0] }
  return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Starts the child with its standard output on a pipe; returns its pid and the pipe's read end.
func spawnChild(path: String) -> (pid: pid_t, output: Int32) {
  var fds: [Int32] = [0, 0]
  guard pipe(&fds) == 0 else { fail("pipe failed") }
  _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
  posix_spawn_file_actions_addclose(&actions, fds[1])
  let arguments = [executablePath(), "--child", path]
  var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid: pid_t = 0
  let status = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
  close(fds[1])
  guard status == 0 else { fail("posix_spawn failed: \(String(cString: strerror(status)))") }
  return (pid, fds[0])
}

func option(_ name: String) -> String? {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
  return arguments[index + 1]
}

func seconds(_ block: () -> Void) -> Double {
  let start = ContinuousClock.now
  block()
  let elapsed = ContinuousClock.now - start
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

func runParent() -> Never {
  let cycles = Int(option("--cycles") ?? "1000") ?? 1000
  let seed = UInt64(option("--seed") ?? "20261130") ?? 20_261_130
  let folder =
    option("--folder")
    ?? (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "memorize-crash-safe-\(getpid())")
  try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  let path = (folder as NSString).appendingPathComponent("state.json")
  let file = JSONFile<SavedApp>(url: URL(fileURLWithPath: path))
  guard stateA != stateB else { fail("the two states must differ") }

  // The old state is on disk before the first kill, as it is when the app has run before.
  // Timing a few saves sets the window the kills fall in: up to three saves after start.
  var saveTime = 0.0
  for state in [stateA, stateB, stateA] {
    saveTime += seconds { try? file.save(state) }
  }
  let maximumDelay = max(1_000, Int(saveTime * 1_000_000))  // microseconds: about three saves
  let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0

  var generator = SeededGenerator(seed: seed)
  var passed = 0
  var failed = 0
  var sawA = 0
  var sawB = 0
  var leftovers = 0
  let start = ContinuousClock.now
  for cycle in 1...cycles {
    let (pid, output) = spawnChild(path: path)
    var byte: UInt8 = 0
    let got = read(output, &byte, 1)
    close(output)
    let delay = Int.random(in: 0..<maximumDelay, using: &generator)
    if got == 1 { usleep(useconds_t(delay)) }
    kill(pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // WIFSIGNALED and WTERMSIG are macros Swift cannot import: the low 7 bits hold the signal.
    let killedBySignal = status & 0x7F == SIGKILL
    if !killedBySignal || got != 1 {
      failed += 1
      print("cycle \(cycle): the child did not run until killed (status \(status))")
      continue
    }
    // A killed save leaves its temporary file behind; count and clear them.
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names where name.hasPrefix(".state.json.tmp-") {
      leftovers += 1
      try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
    }
    switch file.load(now: Date()) {
    case .loaded(let state) where state == stateA:
      passed += 1
      sawA += 1
    case .loaded(let state) where state == stateB:
      passed += 1
      sawB += 1
    case .loaded:
      failed += 1
      print("cycle \(cycle) (kill after \(delay) µs): the file decodes to neither state")
    case .missing:
      failed += 1
      print("cycle \(cycle) (kill after \(delay) µs): the file is missing")
    case .newer(let version):
      failed += 1
      print("cycle \(cycle) (kill after \(delay) µs): the file reads as format \(version)")
    case .corrupt(let message, _), .unreadable(let message):
      failed += 1
      print("cycle \(cycle) (kill after \(delay) µs): \(message)")
      try? file.save(stateA)
    }
  }
  let elapsed = ContinuousClock.now - start
  try? FileManager.default.removeItem(atPath: folder)
  print(
    "crash-safe saving: state.json of \(size / 1024) KB, a save takes about "
      + "\(Int(saveTime / 3 * 1000)) ms, kills up to \(maximumDelay / 1000) ms after the child "
      + "is ready, seed \(seed), \(elapsed.components.seconds) s")
  print(
    "crash-safe saving: old/new state found \(sawA)/\(sawB) times; \(leftovers) kills caught a "
      + "temporary file mid-write")
  print("crash-safe saving: \(passed) passed, \(failed) failed")
  exit(failed == 0 && passed == cycles ? 0 : 1)
}

if let path = option("--child") { runChild(path: path) }
runParent()
