#!/usr/bin/env python3
"""How fast flowlint reads Swift sources (issue 33): a generated corpus of Swift files
(`generate_swift.py`), checked as one app, pinned to one core and on every core.

    Benchmarks/swift_extraction.py                      # build the SwiftSources release, 1,000 files
    Benchmarks/swift_extraction.py --no-build --flowlint PATH --files 1000 --runs 5

Prints the corpus size, the median time of the "read code" phase (parse and walk every file,
build the flow; from FLOWLINT_TIMING) and of the whole run, the megabytes of Swift read per
second on one core and on all of them, and whether every run's report is identical to the
first one-core run's. Targets: at least 2 MB/s on one core; every core used; identical output.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def build():
    command = ["swift", "build", "-c", "release", "--traits", "SwiftSources", "--product", "flowlint",
               "--scratch-path", os.path.join(ROOT, ".build-release-swift")]
    print("building:", " ".join(command), flush=True)
    subprocess.run(command, cwd=ROOT, check=True)
    return os.path.join(ROOT, ".build-release-swift", "release", "flowlint")


def run(flowlint, corpus, one_core):
    """One check: (report, read-code seconds, wall seconds)."""
    environment = dict(os.environ, FLOWLINT_TIMING="1")
    pin = (lambda: os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})) if one_core else None
    started = time.perf_counter()
    done = subprocess.run([flowlint, "check", "--format", "json", corpus], capture_output=True, env=environment, preexec_fn=pin)
    wall = time.perf_counter() - started
    if done.returncode not in (0, 1):
        sys.exit(f"flowlint exited {done.returncode}:\n{done.stderr.decode(errors='replace')}")
    read = None
    for line in done.stderr.decode(errors="replace").splitlines():
        if line.startswith("read code"):
            read = float(line.split()[2]) / 1000
    if read is None:
        sys.exit("no 'read code' phase in FLOWLINT_TIMING's output: is this a SwiftSources build?")
    return done.stdout, read, wall


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--flowlint", help="the binary to measure (a SwiftSources build)")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--files", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--keep", help="write the corpus here and keep it")
    arguments = parser.parse_args()
    flowlint = arguments.flowlint or (None if arguments.no_build else build())
    if not flowlint:
        sys.exit("--no-build needs --flowlint PATH")
    corpus = arguments.keep or tempfile.mkdtemp(prefix="flowlint-swift-corpus-")
    subprocess.run([sys.executable, os.path.join(HERE, "generate_swift.py"), corpus, "--files", str(arguments.files)], check=True)
    size = sum(os.path.getsize(os.path.join(corpus, name)) for name in os.listdir(corpus))
    cores = len(os.sched_getaffinity(0))
    print(f"corpus: {arguments.files} Swift files, {size / 1e6:.2f} MB; {cores} cores available")
    reference, identical = None, True
    timings = {True: [], False: []}
    for _ in range(arguments.runs):
        for one_core in (True, False):
            report, read, wall = run(flowlint, corpus, one_core)
            reference = reference if reference is not None else report
            identical = identical and report == reference
            timings[one_core].append((read, wall))
    for one_core in (True, False):
        read = statistics.median(t[0] for t in timings[one_core])
        wall = statistics.median(t[1] for t in timings[one_core])
        label = "one core " if one_core else "all cores"
        print(f"{label}: read code {read:.3f} s ({size / 1e6 / read:.2f} MB/s), whole run {wall:.3f} s")
    one = statistics.median(t[0] for t in timings[True])
    every = statistics.median(t[0] for t in timings[False])
    print(f"speed-up on {cores} cores: {one / every:.2f}x; reports identical to a one-core run: {'yes' if identical else 'NO'}")
    if not arguments.keep:
        for name in os.listdir(corpus):
            os.remove(os.path.join(corpus, name))
        os.rmdir(corpus)
    sys.exit(0 if identical else 1)


if __name__ == "__main__":
    main()
