#!/usr/bin/python3
"""Reads memorize-gtk as a screen reader does, through AT-SPI, for the window tests.

Usage: atspi-probe.py APP_NAME STEP...   where each STEP is one of
  dump                 print the application's tree as one JSON line
  press NAME           perform the first action of the first widget named NAME
  act NAME ACTION      perform the action named ACTION of the first widget named NAME
  until-file PATH SECONDS   wait until PATH exists (the test says when), at most SECONDS
  ready PATH           create PATH: the probe found the application and listens (the test waits)
  until-name NAME SECONDS   wait until a widget is named NAME, at most SECONDS
  until-event TEXT SECONDS  wait until an event carrying TEXT was heard, at most SECONDS
  card INDEX           perform the first action of the card at INDEX (0-based) in the board
  board NAME           the board's accessible name in the window's language (default: Cards)
  wait SECONDS         let events arrive
  listen EVENT         also record events of type EVENT (e.g. object:property-change:accessible-name);
                       read before anything else is done, wherever it stands
At the end, prints every text-changed event seen (and those listened for), as one JSON line.
"""
import json
import os
import sys
import threading
import time

import pyatspi

app_name = sys.argv[1]
steps = sys.argv[2:]
events = []
board_name = "Cards"


def on_event(event):
    try:
        events.append({"type": event.type, "role": event.source.getRoleName(),
                       "name": event.source.name, "text": str(event.any_data)})
    except Exception as error:  # a widget that went away meanwhile
        events.append({"type": event.type, "error": str(error)})


def find_app():
    deadline = time.time() + 10
    while time.time() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == app_name:
                return app
        time.sleep(0.2)
    return None


def walk(node, depth=0):
    # GTK 4.8 lists the application again under a transient window: do not go round in circles.
    if node is None or depth > 60 or (depth > 0 and node.getRoleName() == "application"):
        return
    yield node, depth
    for child in node:
        yield from walk(child, depth + 1)


def describe(node, depth):
    try:
        action = node.queryAction()
        actions = [action.getName(i) for i in range(action.nActions)]
    except Exception:  # no Action interface, or a widget whose actions went away
        actions = []
    states = node.getState()
    return {"depth": depth, "role": node.getRoleName(), "name": node.name,
            "description": node.description, "actions": actions,
            "focusable": states.contains(pyatspi.STATE_FOCUSABLE),
            "children": node.childCount}


def board(app):
    """The first board with cards (GTK 4.8 does not report which widgets are showing)."""
    for node, _ in walk(app):
        if node.getRoleName() == "table" and node.name == board_name and node.childCount > 0:
            return node
    return None


def run(app):
    try:
        perform(app)
    except Exception as error:
        print(json.dumps({"error": repr(error)}), flush=True)
    finally:
        pyatspi.Registry.stop()


def perform(app):
    global board_name
    time.sleep(0.5)
    index = 0
    while index < len(steps):
        step = steps[index]
        if step == "dump":
            nodes = [describe(node, depth) for node, depth in walk(app)]
            print(json.dumps({"dump": {"app": app.name, "nodes": nodes}}), flush=True)
            index += 1
        elif step == "press":
            name = steps[index + 1]
            for node, _ in walk(app):
                if node.name == name:
                    node.queryAction().doAction(0)
                    break
            index += 2
        elif step == "act":
            name, wanted = steps[index + 1], steps[index + 2]
            for node, _ in walk(app):
                if node.name == name:
                    action = node.queryAction()
                    names = [action.getName(i) for i in range(action.nActions)]
                    action.doAction(names.index(wanted))
                    break
            index += 3
        elif step == "until-file":
            deadline = time.time() + float(steps[index + 2])
            while not os.path.exists(steps[index + 1]) and time.time() < deadline:
                time.sleep(0.05)
            index += 3
        elif step == "ready":
            open(steps[index + 1], "w").close()
            index += 2
        elif step == "until-name":
            deadline = time.time() + float(steps[index + 2])
            while time.time() < deadline:
                if any(node.name == steps[index + 1] for node, _ in walk(app)):
                    break
                time.sleep(0.1)
            index += 3
        elif step == "until-event":
            deadline = time.time() + float(steps[index + 2])
            while time.time() < deadline:
                if any(event.get("text") == steps[index + 1] for event in list(events)):
                    break
                time.sleep(0.05)
            index += 3
        elif step == "card":
            cards = board(app)
            wanted = int(steps[index + 1])
            if wanted >= cards.childCount:
                # Cards dealt since the board was first read (Set's Deal 3 More): the client's
                # cache of its children is read anew.
                cards.clearCache()
                cards = board(app)
            cards[wanted].queryAction().doAction(0)
            index += 2
        elif step == "board":
            board_name = steps[index + 1]
            index += 2
        elif step == "listen":
            index += 2
        elif step == "wait":
            time.sleep(float(steps[index + 1]))
            index += 2
        else:
            raise ValueError(f"unknown step {step}")


app = find_app()
if app is None:
    print(json.dumps({"error": f"no application named {app_name}"}), flush=True)
    sys.exit(1)
pyatspi.Registry.registerEventListener(on_event, "object:text-changed")
for position, step in enumerate(steps[:-1]):
    if step == "listen":
        pyatspi.Registry.registerEventListener(on_event, steps[position + 1])
worker = threading.Thread(target=run, args=(app,), daemon=True)
worker.start()
watchdog = threading.Timer(90, pyatspi.Registry.stop)
watchdog.daemon = True
watchdog.start()
pyatspi.Registry.start()
print(json.dumps({"events": events}), flush=True)
