#!/usr/bin/env python3
"""Measures flowlint on hostile and malformed input against the bounds the README documents.

Every file of Tests/FlowLintKitTests/Fixtures/hostile/ plus generated giants (a million levels of
nesting, a 50 MB scalar, an alias bomb, 100,000 screens in one cycle, one screen shown from 20,000
others, 200,000 suppression comments in a row, three million line separators) is checked by the release binary; each must end
with exit 0 or 1 within the bounds below.

usage: Benchmarks/hostile_input.py [--flowlint PATH]   (default: .build-release/release/flowlint,
       built by Benchmarks/run)
Python 3 standard library only.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HOSTILE = os.path.join(ROOT, "Tests", "FlowLintKitTests", "Fixtures", "hostile")
# The documented bounds, for the release build on a 2-core machine.
MAX_SECONDS = 2.0
MAX_RSS = 512 << 20

HEADER = "flowlint: 1\napp: Hostile\nentry: Home\nscreens:\n"


def generated(directory):
    """Writes the inputs too large to keep in the repository, in a child process so that this
    one stays small (a forked child's peak RSS starts from its parent's); returns their paths."""
    subprocess.run([sys.executable, os.path.abspath(__file__), "--generate", directory], check=True)
    return {name[:-len(".flow.yaml")]: os.path.join(directory, name) for name in sorted(os.listdir(directory))}


def write_generated(directory):
    cases = {}

    def write(name, text):
        path = os.path.join(directory, name + ".flow.yaml")
        with open(path, "w") as out:
            out.write(text)
        cases[name] = path

    write("million-levels-of-nesting", HEADER + "  Home: " + "[" * 1_000_000 + "]" * 1_000_000 + "\n")
    write("fifty-megabyte-scalar", HEADER + "  Home: { title: " + "x" * (50 << 20) + ", terminal: true }\n")
    bomb = HEADER + "  Home: { title: Home, terminal: true }\nx-lol:\n  l0: &l0 [" + ", ".join(["lol"] * 10) + "]\n"
    for level in range(1, 12):
        bomb += f"  l{level}: &l{level} [" + ", ".join([f"*l{level - 1}"] * 10) + "]\n"
    write("alias-bomb-beyond-the-node-limit", bomb)
    cycle = [HEADER, "  Home:\n    title: Home\n    container: navigation\n    segues: [{ show: S1 }]\n"]
    cycle += [f"  S{i}: {{ title: S{i}, segues: [{{ show: {'S%d' % (i + 1) if i + 1 < 100_000 else 'Home'} }}] }}\n" for i in range(1, 100_000)]
    write("hundred-thousand-screens-in-one-cycle", "".join(cycle))
    fan = [HEADER, "  Home:\n    title: Home\n    container: navigation\n    segues: [{ show: S0 }]\n  Help: { title: Help, terminal: true }\n"]
    fan += [f"  S{i}: {{ title: S{i}, segues: [{'{ show: S%d }, ' % (i + 1) if i + 1 < 20_000 else ''}{{ show: Help }}] }}\n" for i in range(20_000)]
    write("one-screen-shown-from-twenty-thousand", "".join(fan))
    # Each directive of the run covers the line after it; found one by one, that was quadratic.
    run = [HEADER, "  Home: { title: Home, terminal: true }\n"]
    run += ["  # flowlint-disable-next-line unreachable-screen\n"] * 200_000
    run += ["  Lost: { title: \"Lost # found\", terminal: true }\n"]
    write("200k-suppression-comments-in-a-row", "".join(run))
    # NEL, LS and PS end lines for libyaml only: each is placed in the file's lines, and a large
    # file holding them is parsed from memory rather than from disk.
    separators = [HEADER, "  Home: { title: Home, terminal: true }\n", "# " + "\u2028\u2029\u0085" * 1_000_000 + "\n"]
    separators += [f"  S{i}: {{ title: \"S\u2028{i}\", terminal: true }}\n" for i in range(100_000)]
    write("three-million-line-separators", "".join(separators))
    return cases


def measure(flowlint, path):
    start = time.perf_counter()
    process = subprocess.Popen([flowlint, "check", "--max-file-size", str(64 << 20), path],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    return os.waitstatus_to_exitcode(status), time.perf_counter() - start, usage.ru_maxrss * 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flowlint", default=os.path.join(ROOT, ".build-release", "release", "flowlint"))
    parser.add_argument("--generate", metavar="DIR", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.generate:
        write_generated(arguments.generate)
        return
    flowlint = arguments.flowlint
    if not os.access(flowlint, os.X_OK):
        sys.exit(f"missing {flowlint}; build it with Benchmarks/run or pass --flowlint")
    with tempfile.TemporaryDirectory() as directory:
        cases = {name[:-5]: os.path.join(HOSTILE, name) for name in sorted(os.listdir(HOSTILE)) if name.endswith(".yaml")}
        cases.update(generated(directory))
        print(f"{'case':<40} {'exit':>4} {'seconds':>8} {'peak RSS':>10}")
        failures = 0
        for name, path in cases.items():
            status, seconds, rss = measure(flowlint, path)
            ok = status in (0, 1) and seconds <= MAX_SECONDS and rss <= MAX_RSS
            failures += not ok
            print(f"{name:<40} {status:>4} {seconds:>8.3f} {rss / (1 << 20):>8.1f} MB{'' if ok else '  OVER BOUND'}")
        print(f"bounds: exit 0 or 1, at most {MAX_SECONDS} s and {MAX_RSS >> 20} MB each; {len(cases) - failures} within, {failures} over")
        sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
