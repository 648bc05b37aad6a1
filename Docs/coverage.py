#!/usr/bin/env python3
"""Fails unless every public symbol in the given DocC outputs has a summary.

Reads the documentation-coverage.json that `docc convert --experimental-documentation-coverage`
writes into each output folder. Counts symbols only (not the pages DocC groups them on), prints a
line per module and every symbol without a summary, and exits 1 if there is one.

    Docs/coverage.py OUTPUT_FOLDER...
"""
import json
import sys
from pathlib import Path


def main(folders):
    missing_total = 0
    for folder in folders:
        entries = json.loads((Path(folder) / "documentation-coverage.json").read_text())
        symbols = [entry for entry in entries if entry["kind"]["isSymbol"]]
        missing = sorted(entry["referencePath"].split("/documentation/", 1)[-1]
                         for entry in symbols if not entry["hasAbstract"])
        documented = len(symbols) - len(missing)
        share = 100 * documented / len(symbols) if symbols else 100
        print(f"coverage: {Path(folder).name}: {documented}/{len(symbols)} public symbols "
              f"documented ({share:.1f} %)")
        for path in missing:
            print(f"  no summary: {path}")
        missing_total += len(missing)
    return 1 if missing_total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
