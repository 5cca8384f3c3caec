#!/usr/bin/env python3
"""Whether reading Swift sources stays linear on shapes no benchmark corpus has: one class or
view holding a long chain of its own functions, each calling the next and closing the screen or
telling a delegate to, reached from one button. Each shape is written at N, 2N and 4N functions
and checked; the time of each doubling is printed with its ratio. A ratio near 2 is linear; the
benchmark flags any above 3 (a quadratic walk shows 4, a cubic one 8).

    Benchmarks/swift_shapes.py --flowlint .build-ci-swift/release/flowlint [--size 2000]

Needs a SwiftSources build (docs/swift-sources.md). Python 3 standard library only.
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time


def uikit_chain(count):
    """A view controller whose button runs step0, which calls step1, and so on; every step tells
    a delegate to cancel and dismisses."""
    steps = "\n".join(f"    func step{i}() {{ delegate?.didCancel{i}(); dismiss(animated: true); step{i + 1}() }}" for i in range(count))
    return f"""import UIKit

final class RootViewController: UIViewController {{
    func open() {{ present(ChainViewController(), animated: true) }}
}}

final class ChainViewController: UIViewController {{
    @IBAction func closeTapped() {{ step0() }}
{steps}
}}
"""


def swiftui_chain(count):
    """A view whose button runs step0, and so on down a chain of its own functions; the last one
    dismisses."""
    steps = "\n".join(f"    private func step{i}() {{ step{i + 1}() }}" for i in range(count))
    return f"""import SwiftUI

struct RootView: View {{
    @State private var shows = false
    var body: some View {{
        Button("Open") {{ shows = true }}
            .sheet(isPresented: $shows) {{ ChainView() }}
    }}
}}

struct ChainView: View {{
    @Environment(\\.dismiss) private var dismiss
    var body: some View {{
        Button("Done") {{ step0() }}
    }}
{steps}
    private func step{count}() {{ dismiss() }}
}}
"""


SHAPES = {"uikit-chain": uikit_chain, "swiftui-chain": swiftui_chain}


def seconds(flowlint, directory):
    start = time.monotonic()
    try:
        result = subprocess.run([flowlint, "check", directory], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=600)
    except subprocess.TimeoutExpired:
        return None, "killed after 600 s"
    elapsed = time.monotonic() - start
    if result.returncode not in (0, 1):
        return elapsed, f"exit {result.returncode}: {result.stderr.decode(errors='replace').strip()[:200]}"
    return elapsed, None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--flowlint", default=os.path.join(".build-ci-swift", "release", "flowlint"))
    parser.add_argument("--size", type=int, default=2000, help="functions in the smallest chain")
    arguments = parser.parse_args()
    failed = False
    with tempfile.TemporaryDirectory(prefix="flowlint-shapes-") as scratch:
        for name, shape in SHAPES.items():
            previous = None
            for count in (arguments.size, arguments.size * 2, arguments.size * 4):
                directory = os.path.join(scratch, f"{name}-{count}")
                os.makedirs(directory)
                with open(os.path.join(directory, "Chain.swift"), "w") as file:
                    file.write(shape(count))
                elapsed, problem = seconds(arguments.flowlint, directory)
                if problem:
                    print(f"{name:14} {count:7} functions  {problem}  OVER")
                    failed = True
                    break
                ratio = f"x{elapsed / previous:.1f}" if previous else ""
                over = previous is not None and elapsed > 3 * previous and elapsed > 0.5
                failed = failed or over
                print(f"{name:14} {count:7} functions  {elapsed:6.2f} s  {ratio}{'  OVER' if over else ''}")
                previous = elapsed
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
