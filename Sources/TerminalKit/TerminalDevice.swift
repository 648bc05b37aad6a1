import Glibc

/// Small questions asked of the terminal device through its file descriptor.
public enum TerminalDevice {
  /// Whether `fd` is a terminal (`isatty`).
  public static func isTerminal(_ fd: Int32) -> Bool {
    isatty(fd) == 1
  }

  /// The window size reported by `ioctl(TIOCGWINSZ)`, or `nil` if `fd` cannot tell.
  public static func size(of fd: Int32) -> TerminalSize? {
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return nil
    }
    return TerminalSize(width: Int(size.ws_col), height: Int(size.ws_row))
  }

  /// Whether `fd` is a terminal whose output processing is off (no `OPOST`, as raw mode leaves
  /// it): a line feed written to it reaches the terminal as it is, not as CR LF.
  static func passesOutputUnchanged(_ fd: Int32) -> Bool {
    var settings = termios()
    return tcgetattr(fd, &settings) == 0 && settings.c_oflag & tcflag_t(OPOST) == 0
  }

  /// Writes a frame: one `write` call unless the kernel takes it in pieces.
  static func writeFrame(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    guard !bytes.isEmpty else { return true }
    return bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else if written < 0 && errno == EAGAIN {
          var wait = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
          _ = poll(&wait, 1, 1000)
        } else {
          return false
        }
      }
      return true
    }
  }
}

/// Why the terminal could not be set up.
public enum TerminalError: Error, Sendable, Equatable {
  /// The descriptor is not a terminal, so there is no raw mode to enter.
  case notATerminal(fd: Int32)
  /// A system call failed with `errno`.
  case systemCall(String, errno: Int32)
  /// Another terminal session is active in this process; there is one terminal per process.
  case alreadyActive
}
