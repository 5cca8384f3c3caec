#!/usr/bin/env python3
"""How long an editor waits for findings: the time from `textDocument/didChange` to the
`textDocument/publishDiagnostics` for that version, over a scripted `flowlint lsp` session.

Each document is opened, then changed --changes times (a comment line added or taken away, so
every version differs and the findings stay the same), one change at a time: the next change
is sent only once the findings of the last have arrived, as a user who pauses to read them.
Prints p50, p95 and max per document, and over all the examples.

usage: Benchmarks/lsp_latency.py [--flowlint PATH] [--changes N] [--screens N] [--swift-files N] [--keep DIR]

The documents: every flow file and storyboard in examples/, and a generated flow of --screens
screens (2,000 by default; generate_flow.py). Build first (see README.md):
    swift build -c release --product flowlint --scratch-path .build-release
With --swift-files N (a build with the SwiftSources trait), also a generated app of N Swift
files (generate_swift.py): one of them is opened and changed, and each change reads the whole
app (the other files from disk), as the server checks a Swift file with its app; a second file
of the app is open too, so its findings are published again after each change, and the time to
that second publication is shown as well.
Python 3 standard library only. Target (issue 35): p95 under 50 ms on the examples.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)


class Server:
    """`flowlint lsp` over pipes, with Content-Length framing."""

    def __init__(self, binary, directory):
        self.process = subprocess.Popen([binary, "lsp"], cwd=directory, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit("the server ended its output")
            line = line.strip()
            if not line:
                break
            name, _, value = line.partition(b":")
            if name.lower() == b"content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def wait_for_findings(self, uri, version):
        """Reads messages until the findings for `uri` at `version`; other documents' (an
        overlay's storyboards, say) are read past."""
        while True:
            message = self.receive()
            params = message.get("params", {})
            if message.get("method") == "textDocument/publishDiagnostics" and params.get("uri") == uri \
                    and params.get("version") == version:
                return len(params["diagnostics"])

    def close(self):
        self.send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
        self.receive()
        self.send({"jsonrpc": "2.0", "method": "exit"})
        self.process.wait(timeout=120)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered) + 0.5) - 1))]


def open_document(server, path):
    uri = "file://" + os.path.abspath(path)
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    language = "xml" if path.endswith(".storyboard") else "swift" if path.endswith(".swift") else "yaml"
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": uri, "languageId": language, "version": 1, "text": text}}})
    return uri, text, language


def measure(server, path, changes, companion=None):
    """Milliseconds from each didChange to its findings, and how many findings there were. With
    `companion` (an open document's uri whose findings follow from this one), also the
    milliseconds to the companion's findings published again after each change."""
    uri, text, language = open_document(server, path)
    found = server.wait_for_findings(uri, 1)
    comment = {"xml": "<!-- edited -->\n", "swift": "// edited\n"}.get(language, "# edited\n")
    times, companion_times = [], []
    for version in range(2, changes + 2):
        changed = text + comment if version % 2 == 0 else text
        start = time.perf_counter()
        server.send({"jsonrpc": "2.0", "method": "textDocument/didChange",
                     "params": {"textDocument": {"uri": uri, "version": version},
                                "contentChanges": [{"text": changed}]}})
        server.wait_for_findings(uri, version)
        times.append((time.perf_counter() - start) * 1000)
        if companion:
            server.wait_for_findings(companion, 1)
            companion_times.append((time.perf_counter() - start) * 1000)
    server.send({"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": {"uri": uri}}})
    return (times, found) if companion is None else (times, found, companion_times)


def line(name, times, found=None):
    figures = "%-32s %6.1f ms %6.1f ms %6.1f ms  %4d changes" % (
        name, percentile(times, 0.5), percentile(times, 0.95), max(times), len(times))
    return figures if found is None else figures + "  %d findings" % found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flowlint", default=os.path.join(ROOT, ".build-release", "release", "flowlint"))
    parser.add_argument("--changes", type=int, default=100)
    parser.add_argument("--screens", type=int, default=2000)
    parser.add_argument("--swift-files", type=int, default=0,
                        help="also measure a generated Swift app of this many files (a SwiftSources build)")
    parser.add_argument("--keep", help="write the generated flow here and keep it")
    arguments = parser.parse_args()
    arguments.flowlint = os.path.abspath(arguments.flowlint)
    if not os.access(arguments.flowlint, os.X_OK):
        raise SystemExit("no flowlint at %s: build it first (see the usage)" % arguments.flowlint)

    examples_directory = os.path.join(ROOT, "examples")
    examples = sorted(os.path.join(examples_directory, name) for name in os.listdir(examples_directory)
                      if name.endswith((".flow.yaml", ".storyboard")))
    directory = arguments.keep or tempfile.mkdtemp(prefix="flowlint-lsp-bench-")
    os.makedirs(directory, exist_ok=True)
    generated = os.path.join(directory, "generated-%d.flow.yaml" % arguments.screens)
    with open(generated, "w", encoding="utf-8") as handle:
        subprocess.run([sys.executable, os.path.join(BENCH, "generate_flow.py"), str(arguments.screens)],
                       stdout=handle, check=True)

    server = Server(arguments.flowlint, directory)
    server.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
    server.receive()
    print("didChange → publishDiagnostics, %d changes a document (%s)" % (arguments.changes, arguments.flowlint))
    print("%-32s %9s %9s %9s" % ("document", "p50", "p95", "max"))
    every = []
    for path in examples:
        times, found = measure(server, path, arguments.changes)
        every += times
        print(line(os.path.basename(path), times, found), flush=True)
    print(line("all examples", every), flush=True)
    times, found = measure(server, generated, max(10, arguments.changes // 5))
    print(line("%d screens (generated)" % arguments.screens, times, found), flush=True)
    swift_app = os.path.join(directory, "swift-app")
    if arguments.swift_files:
        subprocess.run([sys.executable, os.path.join(BENCH, "generate_swift.py"), swift_app, "--files", str(arguments.swift_files)],
                       check=True, stdout=subprocess.DEVNULL)
        files = sorted(os.path.join(swift_app, name) for name in os.listdir(swift_app) if name.endswith(".swift"))
        other, _, _ = open_document(server, files[1])
        server.wait_for_findings(other, 1)
        times, found, companion = measure(server, files[0], max(10, arguments.changes // 5), companion=other)
        print(line("%d Swift files (generated)" % len(files), times, found), flush=True)
        print(line("  … its other open file", companion), flush=True)
    server.close()
    if not arguments.keep:
        os.remove(generated)
        if arguments.swift_files:
            shutil.rmtree(swift_app)
        os.rmdir(directory)
    target = percentile(every, 0.95)
    print("examples p95 %.1f ms: %s the 50 ms target" % (target, "within" if target < 50 else "MISSES"))


if __name__ == "__main__":
    main()
