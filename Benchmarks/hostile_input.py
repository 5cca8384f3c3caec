#!/usr/bin/env python3
"""Measures flowlint on hostile and malformed input against the bounds the README documents.

Every file of Tests/FlowLintKitTests/Fixtures/hostile/ plus generated giants (a million levels of
nesting, a 50 MB scalar, an alias bomb, 100,000 screens in one cycle, one screen shown from 20,000
others, an action sheet of 20,000 actions shown from 20,000 screens, 200,000 suppression comments
in a row, three million line separators) and hostile
storyboards (an entity bomb, 300,000 attributes on one element, a valid 12 MB storyboard, overlays
naming /proc/self/environ and a FIFO), and inputs that made findings, reports or suggestions grow
faster than the file (a chain of 500,000 modals in text, json and sarif, 20,000 findings on one
line, a comment naming 200,000 unknown rules, a misspelt target in every tenth of 100,000 screens,
30,000-character unknown names, 200,000 misspelt names of 60 characters, a megabyte name
aliased 300 times), and, when it reads Swift, Swift files nesting without brackets (a function
type 37,000 deep, 60,000 `try`s) is checked by the release
binary; each must end with exit 0 or 1 within the bounds below. A configuration that raises a
limit and a baseline linked to /dev/zero must be refused with exit 2 within the same bounds. The
benchmark's own flow of 100,000 screens is also checked under `ulimit -v 262144`, where it must be
checked or refused with one line (exit 0, 1 or 2), never stopped with a stack trace or a signal. A run still going after ten times the time bound is killed and
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
    # An action sheet of 20,000 choices, each going somewhere of its own, shown from 20,000 screens:
    # judged from every screen that shows it, its actions were 400 million judgements.
    sheet = [HEADER, "  Home:\n    title: Home\n    container: navigation\n    segues:\n"]
    sheet += [f"      - {{ show: S{i} }}\n" for i in range(20_000)]
    sheet += [f"  S{i}: {{ title: S{i}, buttons: [{{ title: More, action: {{ present: Choices }} }}] }}\n  T{i}: {{ title: T{i}, terminal: true }}\n"
              for i in range(20_000)]
    kinds = ["popTo", "unwind", "show", "present"]
    sheet += ["modals:\n  Choices:\n    kind: actionSheet\n    actions:\n"]
    sheet += [f"      - {{ title: C{i}, action: {{ {kinds[i % 4]}: T{i} }} }}\n" for i in range(20_000)]
    write("sheet-of-20k-actions-shown-from-20k-screens", "".join(sheet))
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
    # Findings in proportion to the file: a chain of 500,000 modals (four checks fire on each link),
    # reported in the two formats that build the largest reports.
    chain = [HEADER.replace("entry: Home", "entry: S0")] + [f"  S{i}: {{ segues: [{{ show: S{i + 1} }}] }}\n" for i in range(500_000)]
    chain.append("  S500000: { terminal: true }\n")
    write("chain-of-500k-modals", "".join(chain))
    # 20,000 findings on one 1.2 MB line: each snippet must cost its window, not the line.
    items = ", ".join(f"S{i}: {{ title: S{i}, segues: [{{ show: Missing{i} }}] }}" for i in range(20_000))
    write("20k-findings-on-one-line", "{ flowlint: 1, app: A, entry: S0, screens: { " + items + " } }\n")
    # One comment naming 200,000 rules that do not exist.
    write("disable-file-naming-200k-rules", "# flowlint-disable-file " + " ".join(f"rule{i}" for i in range(200_000)) + "\n"
          + HEADER + "  Home: { title: Home, terminal: true }\n")
    # Did-you-mean: 100,000 screens with a misspelt target in every tenth, and 200 unknown names
    # of 30,000 characters among 200 defined ones as long.
    typos = [HEADER.replace("entry: Home", "entry: Screen0")]
    for i in range(100_000):
        target = f"Screen{i + 1}" if i % 10 else f"Scren{i + 1}"
        typos.append(f"  Screen{i}: {{ title: T{i}, segues: [{{ show: {target if i + 1 < 100_000 else 'Screen0'} }}] }}\n")
    write("misspelt-target-in-every-tenth-of-100k", "".join(typos))
    # Every one of 200,000 screens names a misspelt target of 60 characters (35 MB): did-you-mean
    # looks up the first thousand, each sharing a long stem with every screen.
    stem = ("abcdefghij" * 6)[:55]
    mass = [HEADER.replace("entry: Home", f"entry: S{stem}0")]
    mass += [f"  S{stem}{i}: {{ title: T, segues: [{{ show: X{stem}{i} }}], terminal: true }}\n" for i in range(200_000)]
    write("200k-misspelt-names-of-60-characters", "".join(mass))
    long_names = [HEADER.replace("entry: Home", "entry: L0")]
    for i in range(200):
        # A plain key is at most 1,024 characters; a longer one takes the explicit `?` form.
        long_names.append(f"  ? L{i}{'x' * 30_000}\n  : {{ title: T, terminal: true }}\n")
        long_names.append(f"  L{i}: {{ title: T, segues: [{{ show: L{i}{'y' * 30_000} }}], terminal: true }}\n")
    write("200-unknown-names-of-30k-characters", "".join(long_names))
    # A megabyte name anchored once and aliased as the target of 300 segues.
    aliased = [HEADER, "  Home: { title: Home, terminal: true }\nx-name: &name " + "n" * (1 << 20) + "\n"]
    aliased += [f"  S{i}: {{ title: S, segues: [{{ show: *name }}] }}\n" for i in range(300)]
    write("megabyte-name-aliased-300-times", "".join(aliased).replace("x-name", "x-name", 1))
    return cases


# Cases that need more than a file: the arguments after `check`, and the exit statuses allowed.
def extra_cases(directory, cases):
    extra = {}
    for name, format in [("chain-of-500k-modals", "json"), ("chain-of-500k-modals", "sarif"), ("megabyte-name-aliased-300-times", "json")]:
        extra[f"{name} ({format})"] = (["--format", format, cases[name]], (0, 1), MAX_SECONDS)
    # libyaml alone takes 0.9 s over the chain's five million events; its runs have the bound the
    # security issue sets for any attack, 5 s, rather than 2 s.
    for name in [name for name in extra if name.startswith("chain-of-500k-modals")]:
        extra[name] = extra[name][:2] + (5.0,)
    extra["chain-of-500k-modals (text)"] = ([cases.pop("chain-of-500k-modals")], (0, 1), 5.0)
    # 35 MB, where libyaml alone takes 0.9 s.
    extra["200k-misspelt-names-of-60-characters"] = ([cases.pop("200k-misspelt-names-of-60-characters")], (0, 1), 5.0)
    # A repository's configuration that lifts the depth guard, over a file nested 200,000 deep.
    configured = os.path.join(directory, "configured")
    os.mkdir(configured)
    with open(os.path.join(configured, ".flowlint.yml"), "w") as out:
        out.write("limits: { max-depth: 100000000 }\n")
    with open(os.path.join(configured, "deep.flow.yaml"), "w") as out:
        out.write(HEADER + "  Home: " + "[" * 200_000 + "]" * 200_000 + "\n")
    extra["configuration-raising-max-depth"] = ([os.path.join(configured, "deep.flow.yaml")], (2,), MAX_SECONDS)
    endless = os.path.join(configured, "baseline.json")
    os.symlink("/dev/zero", endless)
    extra["baseline-linked-to-dev-zero"] = (["--baseline", endless, os.path.join(HOSTILE, "self-segue.yaml")], (2,), MAX_SECONDS)
    return extra


def swift_cases(flowlint, directory):
    """With a binary that reads Swift (`--traits SwiftSources`): an app whose one file nests a
    function type 37,000 deep without brackets (256 KiB, a stack overflow in swift-syntax's parser
    on an ordinary thread), and one of 60,000 `try`s, beside a file presenting a screen; and the
    first again under `ulimit -v 409600`, too little for the stack its parse needs: refused."""
    probe = subprocess.run([flowlint, "import", "swift", directory], capture_output=True, text=True)
    if "built without Swift sources" in probe.stderr:
        print("(no Swift cases: this flowlint was built without `--traits SwiftSources`)")
        return {}, {}
    home = ("import UIKit\nfinal class Home: UIViewController {\n"
            "    func open() { present(Home(), animated: true) }\n}\n")
    shapes = {"swift-function-type-37k-deep": "let typed: " + "(A) -> " * 37_000 + "A = a\n",
              "swift-60k-trys": "let tried = " + "try " * 60_000 + "a\n"}
    cases = {}
    for name, text in shapes.items():
        app = os.path.join(directory, name)
        os.mkdir(app)
        for file, body in [("Deep.swift", "import UIKit\n" + text), ("Home.swift", home)]:
            with open(os.path.join(app, file), "w") as out:
                out.write(body)
        cases[name] = ([app], (0, 1), MAX_SECONDS)
    limited = "swift-function-type-37k-deep-ulimit-v-409600"
    cases[limited] = cases["swift-function-type-37k-deep"][:1] + ((2,), MAX_SECONDS)
    return cases, {limited: 409600}


# Cases run under a limit on the address space, in KiB: checked or refused with one line, never
# stopped with a stack trace or a signal.
ADDRESS_SPACE_LIMITS = {"benchmark-flow-under-ulimit-v-262144": 262144}


def measure(flowlint, arguments, address_space=None):
    """Exit status, seconds, peak RSS and standard error of one check, under `address_space` KiB
    of address space when given."""
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (address_space << 10, address_space << 10))
    errors = tempfile.TemporaryFile()
    start = time.perf_counter()
    process = subprocess.Popen([flowlint, "check", "--max-file-size", str(64 << 20)] + arguments,
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
        extra = extra_cases(directory, cases)
        swift, swift_limits = swift_cases(flowlint, directory)
        runs = {name: ([path], (0, 1), MAX_SECONDS) for name, path in cases.items()}
        runs.update(extra)
        runs.update(swift)
        limits = {**ADDRESS_SPACE_LIMITS, **swift_limits}
        print(f"{'case':<46} {'exit':>4} {'seconds':>8} {'peak RSS':>10}")
        failures = 0
        for name, (arguments, exits, *bound) in runs.items():
            address_space = limits.get(name)
            status, seconds, rss, errors = measure(flowlint, arguments, address_space)
            ok = status in exits and seconds <= (bound[0] if bound else MAX_SECONDS) and rss <= MAX_RSS
            if address_space:
                # Refused or checked, but never a crash: no trace, no signal, at most one error line.
                clean = "Fatal error" not in errors and "stack trace" not in errors and errors.count("\n") <= 1
                ok = status in (0, 1, 2) and clean and seconds <= MAX_SECONDS and rss <= MAX_RSS
            failures += not ok
            print(f"{name:<46} {status:>4} {seconds:>8.3f} {rss / (1 << 20):>8.1f} MB{'' if ok else '  OVER BOUND'}")
        print(f"bounds: exit 0 or 1 (2 where the input is refused), at most {MAX_SECONDS} s (5 s for the chain and the 35 MB of misspelt names) and {MAX_RSS >> 20} MB each; "
              f"{len(runs) - failures} within, {failures} over")
        sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
