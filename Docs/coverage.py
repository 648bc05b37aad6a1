#!/usr/bin/env python3
"""Fails unless every public symbol a module declares has a summary, by DocC's coverage report.

Reads the documentation-coverage.json that `docc convert --experimental-documentation-coverage`
writes into each output folder. Counts symbols only (not the pages DocC groups them on), and only
those written in the module's sources: members the compiler synthesises (`init(from:)` of a Codable
type, `init(rawValue:)` of an enum with raw values) have no source location in the symbol graph and
are the standard library's to document. Prints a line per module and every symbol without a
summary, and exits 1 if there is one.

    Docs/coverage.py SYMBOL_GRAPH_DIR OUTPUT_FOLDER...
"""
import json
import re
import sys
from pathlib import Path


def declared_paths(graph_dir):
    """Symbol paths ("Type/member") that have a place in the sources."""
    paths = set()
    for graph in Path(graph_dir).glob("*.symbols.json"):
        for symbol in json.loads(graph.read_text())["symbols"]:
            if "location" in symbol:
                paths.add("/".join(symbol["pathComponents"]))
    return paths


def plain_path(reference):
    """`CardGames/SetCard/Shape-swift.enum/oval` → `SetCard/Shape/oval`."""
    components = reference.split("/documentation/", 1)[-1].split("/")[1:]
    return "/".join(re.sub(r"-(swift\.[a-z.]+|[0-9a-z]{4,6})$", "", part) for part in components)


def main(graph_root, folders):
    missing_total = 0
    for folder in folders:
        module = Path(folder).name
        declared = declared_paths(Path(graph_root) / module)
        entries = json.loads((Path(folder) / "documentation-coverage.json").read_text())
        symbols = [entry for entry in entries
                   if entry["kind"]["isSymbol"] and plain_path(entry["referencePath"]) in declared]
        missing = sorted(entry["referencePath"].split("/documentation/", 1)[-1]
                         for entry in symbols if not entry["hasAbstract"])
        documented = len(symbols) - len(missing)
        share = 100 * documented / len(symbols) if symbols else 100
        print(f"coverage: {module}: {documented}/{len(symbols)} public symbols declared in "
              f"its sources have a summary ({share:.1f} %)")
        for path in missing:
            print(f"  no summary: {path}")
        missing_total += len(missing)
    return 1 if missing_total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
