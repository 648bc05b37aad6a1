import MemorizeTerminal
print("memorize")
