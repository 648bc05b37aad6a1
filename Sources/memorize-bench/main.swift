print("memorize-bench: not yet")
