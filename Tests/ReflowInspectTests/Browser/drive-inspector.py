#!/usr/bin/env python3
"""Drives a reflow-inspect page in headless Chromium over the DevTools protocol, and prints what
it saw as JSON for InspectorBrowserTests to judge.

Standard library only: Chromium speaks the protocol over a pipe (--remote-debugging-pipe,
messages ending in NUL on file descriptors 3 and 4), so no WebSocket client is needed.

Usage: drive-inspector.py CHROMIUM PAGE [--step N] [--search TEXT] [--moves N]
           [--steps N,M,...] [--screenshot PNG --screenshot-step N]
"""
import argparse
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time


class Browser:
    def __init__(self, chromium):
        self.profile = tempfile.mkdtemp(prefix="reflow-inspect-chromium-")
        to_child_read, self.to_child = os.pipe()
        self.from_child, from_child_write = os.pipe()
        # Above the descriptors dup2 writes to, so neither is overwritten before it is copied.
        high_read = os.dup(to_child_read) if to_child_read > 4 else os.dup2(to_child_read, 10)
        high_write = os.dup(from_child_write) if from_child_write > 4 else os.dup2(from_child_write, 11)

        def descriptors():
            os.dup2(high_read, 3)
            os.dup2(high_write, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--remote-debugging-pipe", "--window-size=1280,900",
             "--user-data-dir=" + self.profile, "about:blank"],
            preexec_fn=descriptors, close_fds=False,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for fd in {to_child_read, from_child_write, high_read, high_write}:
            os.close(fd)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)

    def read_message(self, deadline):
        while b"\0" not in self.buffer:
            if time.monotonic() > deadline:
                raise TimeoutError("Chromium did not answer in time")
            chunk = os.read(self.from_child, 1 << 20)
            if not chunk:
                raise EOFError("Chromium closed its pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=None, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_child, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            reply = self.read_message(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_event(self, method, timeout=30):
        deadline = time.monotonic() + timeout
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(index)
            self.events.append(self.read_message(deadline))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("chromium")
    parser.add_argument("page")
    parser.add_argument("--step", type=int)
    parser.add_argument("--search")
    parser.add_argument("--moves", type=int, default=0)
    parser.add_argument("--states", help="steps whose rebuilt state to return, comma-separated")
    parser.add_argument("--steps", help="steps whose title, changes and highlighted lines to "
                        "return, comma-separated")
    parser.add_argument("--screenshot", help="where to write a PNG of the page")
    parser.add_argument("--screenshot-step", type=int, help="the step the screenshot shows")
    arguments = parser.parse_args()

    browser = Browser(arguments.chromium)
    seen = {}
    try:
        targets = browser.send("Target.getTargets")["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        session = browser.send("Target.attachToTarget",
                               {"targetId": page["targetId"], "flatten": True})["sessionId"]

        def evaluate(expression):
            result = browser.send("Runtime.evaluate", {
                "expression": expression, "awaitPromise": True, "returnByValue": True}, session)
            if "exceptionDetails" in result:
                raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
            return result["result"].get("value")

        def key(name, code):
            for kind in ("rawKeyDown", "keyUp"):
                browser.send("Input.dispatchKeyEvent", {
                    "type": kind, "key": name, "code": name,
                    "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code}, session)
            return evaluate("reflowInspector.current()")

        browser.send("Page.enable", session=session)
        browser.send("Runtime.enable", session=session)
        url = "file://" + os.path.abspath(arguments.page)
        started = time.monotonic()
        browser.send("Page.navigate", {"url": url}, session)
        browser.wait_event("Page.loadEventFired", timeout=60)
        # The first frame after the page's script ran: it shows the journal and takes input.
        seen["interactiveMs"] = evaluate(
            "new Promise(r => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0)))")
        seen["wallMs"] = (time.monotonic() - started) * 1000
        if not evaluate("typeof reflowInspector === 'object'"):
            errors = [e["params"]["exceptionDetails"] for e in browser.events
                      if e.get("method") == "Runtime.exceptionThrown"]
            raise RuntimeError(f"the page's script did not finish: {errors}")
        seen["readyMs"] = evaluate(
            "(performance.getEntriesByName('reflow-inspector-ready')[0] || {}).startTime ?? null")
        seen["ready"] = evaluate("document.body.dataset.ready === 'true'")
        seen["title"] = evaluate("document.title")
        seen["count"] = evaluate("document.getElementById('count').textContent")
        seen["sliderMax"] = evaluate("Number(document.getElementById('slider').max)")
        seen["current"] = evaluate("reflowInspector.current()")
        seen["images"] = evaluate("document.images.length")
        seen["scripts"] = evaluate("document.scripts.length")
        seen["chartShapes"] = evaluate("document.querySelectorAll('#chart rect, #chart polyline').length")

        if arguments.step is not None:
            evaluate(f"reflowInspector.select({arguments.step})")
            seen["stepTitle"] = evaluate("document.getElementById('step-title').textContent")
            seen["stepOrigin"] = evaluate("document.getElementById('step-origin').textContent")
            seen["changes"] = evaluate(
                "[...document.querySelectorAll('#changes li')].map(e => e.textContent)")
            seen["highlighted"] = evaluate(
                "[...document.querySelectorAll('#state-tree .line.changed')].map(e => e.textContent)")
            # Real key presses, through the browser's input pipeline, on the timeline.
            evaluate("document.getElementById('timeline').focus()")
            seen["keys"] = [key("ArrowDown", 40), key("ArrowDown", 40), key("ArrowUp", 38),
                            key("End", 35), key("Home", 36)]

        if arguments.search is not None:
            evaluate("document.getElementById('search').focus()")
            browser.send("Input.insertText", {"text": arguments.search}, session)
            seen["searchCount"] = evaluate("document.getElementById('count').textContent")
            seen["searchLabels"] = evaluate(
                "[...document.querySelectorAll('#timeline .row .label')].map(e => e.textContent)")
            seen["afterSearchKey"] = key("ArrowDown", 40)
            seen["afterSearchTitle"] = evaluate("document.getElementById('step-title').textContent")
            key("Escape", 27)
            seen["afterEscapeCount"] = evaluate("document.getElementById('count').textContent")

        if arguments.moves:
            # Each move: the key's handler, the new rows, detail and tree, and the layout they
            # need, measured inside the page; then the same through a frame.
            evaluate("reflowInspector.select(Math.floor(Number(document.getElementById('slider').max) / 2))")
            seen["moveMs"] = evaluate(f"""(() => {{
                const times = [];
                for (let i = 0; i < {arguments.moves}; i++) {{
                    const t = performance.now();
                    document.getElementById('timeline').dispatchEvent(
                        new KeyboardEvent('keydown', {{key: i % 2 ? 'ArrowUp' : 'ArrowDown', bubbles: true}}));
                    document.body.getBoundingClientRect();
                    document.getElementById('state-tree').offsetHeight;
                    times.push(performance.now() - t);
                }}
                return times;
            }})()""")
            seen["jumpMs"] = evaluate("""(() => {
                const t = performance.now();
                reflowInspector.select(0);
                document.getElementById('state-tree').offsetHeight;
                const first = performance.now() - t;
                const u = performance.now();
                reflowInspector.select(Number(document.getElementById('slider').max));
                document.getElementById('state-tree').offsetHeight;
                return [first, performance.now() - u];
            })()""")
            seen["frameMoveMs"] = evaluate("""new Promise(r => {
                const t = performance.now();
                reflowInspector.move(-1);
                requestAnimationFrame(() => r(performance.now() - t));
            })""")

        if arguments.steps:
            shown = {}
            for step in arguments.steps.split(","):
                evaluate(f"reflowInspector.select({int(step)})")
                shown[step] = {
                    "title": evaluate("document.getElementById('step-title').textContent"),
                    "changesTitle": evaluate("document.getElementById('changes-title').textContent"),
                    "changes": evaluate(
                        "[...document.querySelectorAll('#changes li')].map(e => e.textContent)"),
                    "highlighted": evaluate(
                        "[...document.querySelectorAll('#state-tree .line.changed')]"
                        ".map(e => e.textContent)"),
                    "notes": evaluate("document.getElementById('step-notes').textContent"),
                }
            seen["steps"] = shown

        if arguments.screenshot:
            if arguments.screenshot_step is not None:
                evaluate(f"reflowInspector.select({arguments.screenshot_step})")
            evaluate("new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)))")
            shot = browser.send("Page.captureScreenshot", {"format": "png"}, session)
            with open(arguments.screenshot, "wb") as file:
                file.write(base64.b64decode(shot["data"]))
            seen["screenshotBytes"] = os.path.getsize(arguments.screenshot)

        if arguments.states:
            seen["states"] = {step: evaluate(f"reflowInspector.state({int(step)})")
                              for step in arguments.states.split(",")}

        seen["titleAtEnd"] = evaluate("document.title")
        seen["imagesAtEnd"] = evaluate("document.images.length")
        seen["exceptions"] = [e["params"]["exceptionDetails"].get("text", "")
                              + " " + json.dumps(e["params"]["exceptionDetails"].get("exception", {}).get("description", ""))
                              for e in browser.events if e.get("method") == "Runtime.exceptionThrown"]
        seen["consoleErrors"] = [json.dumps(e["params"]) for e in browser.events
                                 if e.get("method") == "Runtime.consoleAPICalled"
                                 and e["params"].get("type") == "error"]
    finally:
        browser.close()
    json.dump(seen, sys.stdout)


if __name__ == "__main__":
    main()
