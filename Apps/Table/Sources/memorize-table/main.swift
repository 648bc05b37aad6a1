// memorize-table: opens a shared table on the network. Wiring only: the table's authority is
// Memorize's TableHost, the transport TableServer's WebSocketServer, their meeting TableService.
import CSoup
import FoundationEssentials
import Glibc
import Memorize
import TableApp
import TableServer
import TerminalKit
import WebFace

let environment = ProcessInfo.processInfo.environment
// --language, even on a command line otherwise wrong, so its error speaks it too; English where
// the locale's charset has no Chinese (LANG=C), and a line says why.
// The arguments as argv holds them: bytes in the locale's charset.
let locale = TableLocale(argumentBytes: ProgramLines.argumentBytes, environment: environment)
let arguments = locale.arguments
Localization.use(locale.language)

/// Writes `line` in the locale's charset, as memorize writes its own.
func say(_ line: String, to descriptor: Int32 = STDOUT_FILENO) {
  ProgramLines.write(locale.charset.encode(line), to: descriptor)
}

let options: ServeOptions
do {
  options = try ServeOptions.parse(arguments)
} catch {
  say("memorize-table: \(error.message)", to: STDERR_FILENO)
  for line in Phrases.Table.Serve.usage { say(line, to: STDERR_FILENO) }
  exit(2)
}
if options.wantsHelp {
  for line in Phrases.Table.Serve.usage { say(line) }
  exit(0)
}
guard let setup = options.setup else { exit(2) }
if let notice = locale.notice { say("memorize-table: \(notice)", to: STDERR_FILENO) }
// The program the host plays with, found before the table opens: without it, --play opens none.
var player: String?
if options.hostPlays {
  player = HostSeat.player(
    ownExecutable: HostSeat.ownExecutable, path: ProcessInfo.processInfo.environment["PATH"])
  if player == nil {
    say("memorize-table: \(Phrases.Table.Serve.noPlayer)", to: STDERR_FILENO)
    exit(1)
  }
}

// The host's themes (so a table can deal the host's own), and a data folder of the table's own
// for its statistics and the game in progress; the --play host's own games are counted in their
// own Statistics by their face, as every player's are.
let locations = TableFolders.locations(environment: environment)
var entropy = SystemRandomNumberGenerator()
let code = options.code ?? ServeOptions.randomCode(using: &entropy)
let timeSource = SystemTimeSource()
let host = TableHost(
  code: code, setup: setup, locations: locations, timeSource: timeSource, seed: entropy.next())
if let theme = options.themeID, !host.hasTheme(id: theme) {
  say("memorize-table: \(Phrases.Table.Serve.noSuchTheme(theme))", to: STDERR_FILENO)
  exit(2)
}

// The browser face beside the WebSocket: the page at `/`, which joins at /table like any face.
var configuration = ServerConfiguration()
WebFace.serve(in: &configuration)
let server = WebSocketServer(configuration: configuration)
let bound: BoundAddress
do {
  bound = try server.listen(host: options.listenHost, port: UInt16(options.port))
} catch {
  say("memorize-table: \(Phrases.Table.Serve.cannotListen(error.description))", to: STDERR_FILENO)
  exit(1)
}
let service = TableService(host: host, server: server, timeSource: timeSource)
// Who comes and goes, a line each; not with --play, whose screen is the game.
if !options.hostPlays { service.tell = { say($0) } }

say(Phrases.Table.Serve.listening(bound.description))
say(Phrases.Table.Serve.open(code: code, game: setup.game.title))
let addresses = JoinAddresses.shown(for: bound)
for address in addresses {
  say(Phrases.Table.Serve.joinWith("memorize --join \(address) --code \(code)"))
  say(Phrases.Table.Serve.joinInBrowser(JoinLink.url(authority: address, code: code)))
}
// One QR code, of the link a phone on the LAN can reach, where the terminal can draw it.
if options.drawsQRCode,
  JoinLink.canDrawQRCode(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment),
  let link = JoinLink.addressForQRCode(among: addresses).map({
    JoinLink.url(authority: $0, code: code)
  }),
  let qrCode = QRCode(encoding: link)
{
  say(Phrases.Table.Serve.scanToJoin(link))
  for line in qrCode.halfBlockLines { say(line) }
}

// SIGINT, SIGTERM and SIGHUP end the loop; the table then saves and says goodbye. A parent may
// have started it with them blocked (a test runner's threads block most signals, and children
// inherit the mask): unblocked here, or SIGTERM would never reach the loop.
var handled = sigset_t()
sigemptyset(&handled)
for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&handled, signal) }
pthread_sigmask(SIG_UNBLOCK, &handled, nil)
let loop = g_main_loop_new(nil, 0)
for signal in [SIGINT, SIGTERM, SIGHUP] {
  g_unix_signal_add(
    signal,
    { data in
      g_main_loop_quit(OpaquePointer(data))
      return 0
    }, UnsafeMutableRawPointer(loop))
}
// With --play, the host's own face: memorize's full screen on this terminal, joined over
// loopback; its arguments in the locale's charset, which it reads them in. Its end (the host left) ends the loop, and so the table.
// The host's face shows how to join while the table waits: its screen hides the lines above.
if player != nil {
  let invite = addresses.flatMap { address in
    [
      Phrases.Table.Serve.joinWith("memorize --join \(address) --code \(code)"),
      Phrases.Table.Serve.joinInBrowser(JoinLink.url(authority: address, code: code)),
    ]
  }
  setenv(TableLink.inviteVariable, invite.joined(separator: "\n"), 1)
  if let address = addresses.first { setenv(TableLink.inviteAddressVariable, address, 1) }
}
let hostFace = player.flatMap { player in
  HostFace.start(
    player,
    arguments: HostSeat.arguments(
      address: HostSeat.address(for: bound), code: code,
      name: options.hostName ?? HostSeat.loginName(locale: locale),
      language: options.language
    ).map { locale.bytes(argument: $0) },
    loop: loop)
}
if player != nil, hostFace == nil {
  service.closeTable()
  server.stop()
  say(
    "memorize-table: \(Phrases.Table.Serve.cannotPlay(String(cString: strerror(errno))))",
    to: STDERR_FILENO)
  exit(1)
}
g_main_loop_run(loop)
if !options.hostPlays { say(Phrases.Table.Serve.closing) }
// Every player is told the table closed (so their faces stop rather than try to come back); the
// loop runs a moment more to send it.
service.closeTable()
let context = g_main_loop_get_context(loop)
let flushUntil = timeSource.now + 0.3
while timeSource.now < flushUntil {
  if g_main_context_iteration(context, 0) == 0 { usleep(10_000) }
}
// The host's face heard that the table closed: it restores the terminal before the last line.
hostFace?.waitForEnd(context: context)
server.stop()
host.saveNow()
say(Phrases.Table.Serve.stopped)
exit(0)
