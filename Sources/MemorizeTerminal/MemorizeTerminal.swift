import Memorize
import TerminalKit
