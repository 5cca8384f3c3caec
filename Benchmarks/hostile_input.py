#!/usr/bin/env python3
"""Measures flowlint on hostile and malformed input against the bounds the README documents.

Every file of Tests/FlowLintKitTests/Fixtures/hostile/ plus generated giants (a million levels of
nesting, a 50 MB scalar, an alias bomb, 100,000 screens in one cycle, one screen shown from 20,000
others, 200,000 suppression comments in a row, three million line separators) and hostile
storyboards (an entity bomb, 300,000 attributes on one element, a valid 12 MB storyboard, overlays
naming /proc/self/environ and a FIFO) is checked by the release binary; each must end with exit 0
or 1 within the bounds below. The benchmark's own flow of 100,000 screens is also checked under
`ulimit -v 262144`, where it must be checked or refused with one line (exit 0, 1 or 2), never
stopped with a stack trace or a signal. A run still going after ten times the time bound is killed and
reported as over it, so that a hang fails the benchmark instead of stopping it.

usage: Benchmarks/hostile_input.py [--flowlint PATH]   (default: .build-release/release/flowlint,
       built by Benchmarks/run)
Python 3 standard library only.
"""
import argparse
import os
import resource
import stat
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
STORYBOARD = ('<?xml version="1.0" encoding="UTF-8"?>\n'
              '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc0">\n')
CASE_SUFFIXES = (".flow.yaml", ".storyboard")
# Cases run under an address-space limit (ulimit -v, in KiB), where exit 2 with one line naming
# the file is a clean answer too; what must not happen is a stack trace or a signal.
ADDRESS_SPACE_LIMITS = {"benchmark-flow-under-ulimit-v-262144": 262144}


def generated(directory):
    """Writes the inputs too large to keep in the repository, in a child process so that this
    one stays small (a forked child's peak RSS starts from its parent's); returns their paths."""
    subprocess.run([sys.executable, os.path.abspath(__file__), "--generate", directory], check=True)
    cases = {}
    for name in sorted(os.listdir(directory)):
        path = os.path.join(directory, name)
        suffix = next((suffix for suffix in CASE_SUFFIXES if name.endswith(suffix)), None)
        # The FIFO an overlay names is no case of its own: checked directly, it would wait for a writer.
        if suffix and stat.S_ISREG(os.lstat(path).st_mode):
            cases[name[:-len(suffix)]] = path
    return cases


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
    # The benchmark's 20 MB flow, under a limit of 256 MiB: it used to stop with Swift's
    # "Fatal error: failed to allocate" and a stack trace (exit 134), or a segfault.
    generator = os.path.join(ROOT, "Benchmarks", "generate_flow.py")
    write("benchmark-flow-under-ulimit-v-262144", subprocess.run([sys.executable, generator, "100000"], check=True,
                                                                 capture_output=True, text=True).stdout)

    def write_storyboard(name, text):
        with open(os.path.join(directory, name + ".storyboard"), "w") as out:
            out.write(text)

    # Nine levels of ten entities each, a billion `a`s in element content: minutes in libxml2, so
    # any DTD is refused before libxml2 reads the file.
    entities = ['<!ENTITY a "aaaaaaaaaa">'] + [f'<!ENTITY {name} "{("&" + before + ";") * 10}">' for before, name in zip("abcdefgh", "bcdefghi")]
    write_storyboard("storyboard-entity-bomb", STORYBOARD.replace("<document", "<!DOCTYPE document [\n" + "\n".join(entities) + "\n]>\n<document", 1)
                     + "<scenes/>&i;</document>\n")
    # libxml2 checks each attribute of an element against the others: quadratic, so they are counted first.
    write_storyboard("storyboard-300k-attributes-on-one-element", STORYBOARD + "<scenes><scene sceneID=\"s\"><objects><viewController id=\"vc0\" "
                     + " ".join(f'a{i}="{i}"' for i in range(300_000)) + ' sceneMemberID="viewController"/></objects></scene></scenes></document>\n')
    # A valid 12 MB storyboard, over libxml2's default 10 MB limits: 21,500 screens, each showing the next.
    scenes = [STORYBOARD, "    <scenes>\n"]
    for i in range(21_500):
        segue = f'<connections><segue destination="vc{i + 1}" kind="show" id="sg{i}"/></connections>' if i + 1 < 21_500 else ""
        scenes.append(f'        <scene sceneID="sc{i}">\n            <objects>\n'
                      f'                <viewController title="Screen {i}" id="vc{i}" sceneMemberID="viewController">\n'
                      f'                    <navigationItem key="navigationItem" title="Screen {i}" id="ni{i}"/>\n'
                      f'                    <view key="view" contentMode="scaleToFill" id="v{i}"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/></view>\n'
                      f'                    {segue}\n                </viewController>\n            </objects>\n        </scene>\n')
    scenes.append("    </scenes>\n</document>\n")
    write_storyboard("storyboard-twelve-megabytes", "".join(scenes))
    # Overlays naming what they must not read: the process's environment, and a FIFO that would block a read.
    overlay = "flowlint: 1\napp: Hostile\nstoryboards: [{}]\nscreens:\n  Home: {{ title: Home, terminal: true }}\n"
    write("overlay-naming-proc-self-environ", overlay.format("/proc/self/environ"))
    os.mkfifo(os.path.join(directory, "pipe.storyboard"))
    write("overlay-naming-a-fifo", overlay.format("pipe.storyboard"))
    return cases


def measure(flowlint, path, address_space=None):
    """Exit status, seconds, peak RSS and standard error of one check, under `address_space` KiB
    of address space when given."""
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (address_space << 10, address_space << 10))
    errors = tempfile.TemporaryFile()
    start = time.perf_counter()
    process = subprocess.Popen([flowlint, "check", "--max-file-size", str(64 << 20), path],
                               stdout=subprocess.DEVNULL, stderr=errors, preexec_fn=limit if address_space else None)
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        if time.perf_counter() - start > 10 * MAX_SECONDS:
            # A hang: its exit status (-9) is over the bound.
            process.kill()
            _, status, usage = os.wait4(process.pid, 0)
            break
        time.sleep(0.005)
    errors.seek(0)
    return os.waitstatus_to_exitcode(status), time.perf_counter() - start, usage.ru_maxrss * 1024, errors.read().decode(errors="replace")


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
            address_space = ADDRESS_SPACE_LIMITS.get(name)
            status, seconds, rss, errors = measure(flowlint, path, address_space)
            if address_space:
                # Refused or checked, but never a crash: no trace, no signal, at most one error line.
                clean = "Fatal error" not in errors and "stack trace" not in errors and errors.count("\n") <= 1
                ok = status in (0, 1, 2) and clean and seconds <= MAX_SECONDS and rss <= MAX_RSS
            else:
                ok = status in (0, 1) and seconds <= MAX_SECONDS and rss <= MAX_RSS
            failures += not ok
            print(f"{name:<40} {status:>4} {seconds:>8.3f} {rss / (1 << 20):>8.1f} MB{'' if ok else '  OVER BOUND'}")
        print(f"bounds: exit 0 or 1 (under a limit, 0, 1 or 2 with no stack trace), at most {MAX_SECONDS} s and {MAX_RSS >> 20} MB each; "
              f"{len(cases) - failures} within, {failures} over")
        sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
