#!/usr/bin/env python3
"""Whether reading Swift sources stays linear on shapes no benchmark corpus has: one class or
view holding a long chain of its own functions, each calling the next and closing the screen or
telling a delegate to, reached from one button; one function asking a storyboard for many
identifiers it lacks; one function of many constants and many blocks binding their own; many
modules each nesting a view of one name; lines nested thousands deep without brackets; one view
raising many sheets; many views applying one modifier of many sheets. Each shape is written at N, 2N and 4N functions (N made smaller where a
file of 4N would be over the 256 KiB that flowlint reads of a Swift file) and checked; the time
of each doubling is printed with its ratio. A ratio near 2 is linear; the benchmark flags any
above 3 (a quadratic walk shows 4, a cubic one 8).

    Benchmarks/swift_shapes.py --flowlint .build-ci-swift/release/flowlint [--size 2000] [--shapes a,b]

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


def unknown_identifiers(count):
    """A storyboard of N/4 scenes, each with an identifier, and a view controller asking it for
    N identifiers it does not define (a storyboard renamed under the code): each is a finding
    with a did-you-mean suggestion from the storyboard's identifiers."""
    scenes = "".join(
        f'        <scene sceneID="s{i}"><objects><viewController storyboardIdentifier="Scene{i}" id="vc{i}"'
        f' sceneMemberID="viewController"><view key="view" id="v{i}"/></viewController></objects></scene>\n'
        for i in range(count // 4))
    storyboard = ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"'
                  ' version="3.0" targetRuntime="iOS.CocoaTouch">\n    <scenes>\n' + scenes + "    </scenes>\n</document>\n")
    asks = "\n".join(f'        _ = board.instantiateViewController(withIdentifier: "Scene{i}x")' for i in range(count))
    code = f"""import UIKit

final class LookupViewController: UIViewController {{
    func openAll() {{
        let board = UIStoryboard(name: "Main", bundle: nil)
{asks}
    }}
}}
"""
    return {"Main.storyboard": storyboard, "Lookup.swift": code}


def uikit_blocks(count):
    """One function binding N constants, then N blocks each binding a constant of its own: the
    names a block declares are its own, and the outer ones come back when it ends."""
    outer = "\n".join(f"        let item{i} = DetailViewController()" for i in range(count))
    blocks = "\n".join(f"        if flag {{ let item{i} = DetailViewController(); present(item{i}, animated: true) }}" for i in range(count))
    return f"""import UIKit

final class DetailViewController: UIViewController {{}}

final class ListViewController: UIViewController {{
    var flag = false
    func open() {{
{outer}
{blocks}
        present(item0, animated: true)
    }}
}}
"""



def uikit_base_bars(count):
    """A base class of N functions, each setting a bar button item whose action is another of
    its functions, and a subclass whose set-up calls every one: each function's buttons are
    looked up once, not among all the base class's buttons each time."""
    functions = "\n".join(
        f"    func addItem{i}() {{ navigationItem.rightBarButtonItem = UIBarButtonItem(title: \"Item {i}\", style: .plain, target: self, action: #selector(tap{i})) }}\n"
        f"    @objc func tap{i}() {{ print({i}) }}" for i in range(count))
    calls = "\n".join(f"        addItem{i}()" for i in range(count))
    return f"""import UIKit

class BaseViewController: UIViewController {{
{functions}
}}

final class FormViewController: BaseViewController {{
    override func viewDidLoad() {{
        super.viewDidLoad()
{calls}
    }}
}}

final class HomeViewController: UIViewController {{
    func edit() {{
        present(UINavigationController(rootViewController: FormViewController()), animated: true)
    }}
}}
"""

def uikit_wrapper_bars(count):
    """A navigation controller subclass whose initialiser sets N bar buttons on the root it is
    handed, and N screens each presented wrapped in it: every wrapped screen gets the wrapper's
    buttons, so they must stay few, not N times N."""
    bars = "\n".join(
        f"        rootViewController.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(close{i}))"
        for i in range(count))
    closes = "\n".join(f"    @objc func close{i}() {{ dismiss(animated: true) }}" for i in range(count))
    opens = "\n".join(f"    func open{i}() {{ present(Wrapper(rootViewController: Screen{i}()), animated: true) }}" for i in range(count))
    screens = "\n".join(f"final class Screen{i}: UIViewController {{}}" for i in range(count))
    return f"""import UIKit

final class Wrapper: UINavigationController {{
    init(rootViewController: UIViewController) {{
        super.init(rootViewController: rootViewController)
{bars}
    }}
{closes}
}}

final class HomeViewController: UIViewController {{
{opens}
}}

{screens}
"""


def deep_brackets(count):
    """N lines, each a literal of brackets twelve deep where every one could start a type
    (`[A<[A<…>]>]()`), then a presentation: the parser's time is exponential in that depth, so
    brackets past a few levels are left out before it reads the file, and the rest is read."""
    literal = "[A<" * 12 + "B" + ">]" * 12 + "()"
    lines = "\n".join(f"    let table{i} = {literal}" for i in range(count))
    return f"""import UIKit

final class TablesViewController: UIViewController {{
{lines}
    func open() {{
        present(TablesViewController(), animated: true)
    }}
}}
"""


def nested_names(count):
    """N modules each nesting a `RootView` of their own, and N views each presenting one by its
    full name and one by a namespace no module has, a hundred of each a file: each use is
    resolved by a lookup, not a search through the views."""
    def module(i):
        return f"enum M{i} {{}}\nextension M{i} {{ struct RootView: View {{ var body: some View {{ Text(\"{i}\") }} }} }}"

    def home(i):
        return f"""struct Home{i}: View {{
    @State private var shows = false
    var body: some View {{
        Text("Home")
            .sheet(isPresented: $shows) {{ M{i}.RootView() }}
            .popover(isPresented: $shows) {{ X{i}.RootView() }}
    }}
}}"""
    return {f"Modules{start}.swift": "import SwiftUI\n\n" + "\n".join(module(i) + "\n" + home(i) for i in range(start, min(start + 100, count))) + "\n"
            for start in range(0, count, 100)}


def deep_shapes(count):
    """Lines that nest N deep without brackets, or in angle brackets and `#if`s: a member chain,
    `try try …`, `(A) -> (A) -> …`, an `else if` ladder, `A<A<…>>`, `a<a<…` and nested `#if`s,
    each one a file with a presentation after it. They overflowed the stack or took minutes; the
    deepest part of each is left out, and the rest read."""
    after = "\nfinal class Home: UIViewController {\n    func open() { present(Home(), animated: true) }\n}\n"
    shapes = {
        "Chain.swift": "let chain = Color.red" + "".join(f".m{i}" for i in range(count)),
        "Tried.swift": "let tried = " + "try " * count + "a",
        "Typed.swift": "let typed: " + "(A) -> " * count + "A = a",
        "Ladder.swift": "func f() { if a {}" + " else if a {}" * count + " }",
        "Generic.swift": "let generic: " + "A<" * count + "B" + ">" * count + " = a",
        "Compared.swift": "let compared = " + "a<" * count + "b",
        "Conditions.swift": "#if A\n" * count + "let a = 1\n" + "#endif\n" * count,
    }
    return {name: "import UIKit\n" + text + after for name, text in shapes.items()}


def many_sheets(count):
    """One view with N/4 children (a file within the 256 KiB read), each raising a sheet of its
    own: no presentation is placed by searching those placed before it."""
    count //= 4
    flags = "\n".join(f"    @State private var shows{i} = false" for i in range(count))
    rows = "\n".join(f"            Text(\"{i}\").sheet(isPresented: $shows{i}) {{ Text(\"{i}\") }}" for i in range(count))
    return f"""import SwiftUI

struct SheetsView: View {{
{flags}
    var body: some View {{
        VStack {{
{rows}
        }}
    }}
}}
"""


def lent_sheets(count):
    """A modifier of the app's presenting 1,000 sheets, applied by N views in files of 100: each
    use copies the sheets into the view, up to the bound on what modifiers lend."""
    sheets = "\n".join(f"            .sheet(isPresented: $flag) {{ Sheet{i}() }}" for i in range(1_000))
    views = "\n".join(f"struct Sheet{i}: View {{ var body: some View {{ Text(\"{i}\") }} }}" for i in range(1_000))
    modifier = f"""import SwiftUI

struct ManySheets: ViewModifier {{
    @Binding var flag: Bool
    func body(content: Content) -> some View {{
        content
{sheets}
    }}
}}

{views}
"""
    user = "struct User{i}: View {{ @State private var flag = false; var body: some View {{ Text(\"u\").modifier(ManySheets(flag: $flag)) }} }}\n"
    return {"ManySheets.swift": modifier, **files_of_100("Users", count, lambda i: user.format(i=i))}


def routed_destinations(count):
    """A route enum of 1,000 cases, each its own view, whose `view()` N views call from a
    `navigationDestination`, in files of 100: each use copies the cases, up to the same bound."""
    cases = "\n".join(f"    case page{i}" for i in range(1_000))
    branches = "\n".join(f"        case .page{i}: Page{i}()" for i in range(1_000))
    made = ", ".join(f".page{i}" for i in range(1_000))
    views = "\n".join(f"struct Page{i}: View {{ var body: some View {{ Text(\"{i}\") }} }}" for i in range(1_000))
    route = f"""import SwiftUI

enum Route: Hashable {{
{cases}

    @ViewBuilder
    func view() -> some View {{
        switch self {{
{branches}
        }}
    }}
}}

let allRoutes: [Route] = [{made}]

{views}
"""
    user = "struct User{i}: View {{ var body: some View {{ NavigationStack {{ Text(\"u\").navigationDestination(for: Route.self) {{ $0.view() }} }} }} }}\n"
    return {"Route.swift": route, **files_of_100("Users", count, lambda i: user.format(i=i))}


def shared_route_names(count):
    """N views in files of 100, each presenting the view its own `content` property makes: a
    call is matched by looking the view's own property up, not by going through all N."""
    def view(i):
        return (f"struct Home{i}: View {{ @State private var shows = false\n"
                f"    var body: some View {{ Button(\"Open\") {{ shows = true }}.sheet(isPresented: $shows) {{ content.tint(.red) }} }}\n"
                f"    private var content: some View {{ Page{i}() }}\n}}\n"
                f"struct Page{i}: View {{ var body: some View {{ Text(\"{i}\") }} }}\n")
    return files_of_100("Views", count, view)


def handed_on_toolbars(count):
    """A chain of N toolbar contents, each handing its binding on to the next, the last one's
    button setting it back, in files of 100: each is reached once from the one it hands on to."""
    def link(i):
        inner = (f"Button(\"Close\") {{ shown = false }}" if i == count - 1 else f"Bar{i + 1}(shown: $shown)")
        return (f"struct Bar{i}: ToolbarContent {{ @Binding var shown: Bool\n"
                f"    var body: some ToolbarContent {{ ToolbarItem {{ {inner} }} }}\n}}\n")
    sheet = ("struct Home: View { @State private var shows = false\n"
             "    var body: some View { Button(\"Open\") { shows = true }.sheet(isPresented: $shows) { Page(shown: $shows) } }\n}\n"
             "struct Page: View { @Binding var shown: Bool\n"
             "    var body: some View { NavigationStack { Text(\"p\").navigationTitle(\"P\").toolbar { Bar0(shown: $shown) } } }\n}\n")
    return {"Home.swift": "import SwiftUI\n" + sheet, **files_of_100("Bars", count, link)}


def shared_sheet_bodies(count):
    """One view whose N sheets all show one property of its own, whose toolbar has a Done: each
    sheet gets the body's button, up to the bound on copies."""
    flags = "\n".join(f"    @State private var shows{i} = false" for i in range(count))
    sheets = "\n".join(f"            .sheet(isPresented: $shows{i}) {{ details }}" for i in range(count))
    return {"Home.swift": f"""import SwiftUI

struct Home: View {{
{flags}
    @State private var closed = false

    var body: some View {{
        Text("home")
{sheets}
    }}

    private var details: some View {{
        NavigationStack {{
            Page().toolbar {{ ToolbarItem(placement: .confirmationAction) {{ Button("Done") {{ closed = true }} }} }}
        }}
    }}
}}

struct Page: View {{ var body: some View {{ Text("page").navigationTitle("Page") }} }}
"""}


def files_of_100(prefix, count, declaration):
    """N declarations (`declaration(i)`), a hundred to a SwiftUI file: `Users0.swift`, `Users1.swift`, …"""
    return {f"{prefix}{start // 100}.swift": "import SwiftUI\n" + "".join(declaration(i) for i in range(start, min(start + 100, count)))
            for start in range(0, count, 100)}


# Each shape writes these files for a size.
SHAPES = {
    "uikit-chain": lambda count: {"Chain.swift": uikit_chain(count)},
    "swiftui-chain": lambda count: {"Chain.swift": swiftui_chain(count)},
    "unknown-identifiers": unknown_identifiers,
    "uikit-blocks": lambda count: {"List.swift": uikit_blocks(count)},
    "uikit-base-bars": lambda count: {"Form.swift": uikit_base_bars(count)},
    "deep-brackets": lambda count: {"Tables.swift": deep_brackets(count)},
    "uikit-wrapper-bars": lambda count: {"Wrapper.swift": uikit_wrapper_bars(count)},
    "nested-names": nested_names,
    "deep-shapes": deep_shapes,
    "many-sheets": lambda count: {"Sheets.swift": many_sheets(count)},
    "lent-sheets": lent_sheets,
    "routed-destinations": routed_destinations,
    "shared-route-names": shared_route_names,
    "handed-on-toolbars": handed_on_toolbars,
    "shared-sheet-bodies": shared_sheet_bodies,
}


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


# flowlint reads Swift files up to 256 KiB (docs/safety.md); a larger one is not read at all.
READ_LIMIT = 256 << 10


def sizes(shape, smallest):
    """N, 2N and 4N, with N made smaller where a file of 4N would be over the read limit."""
    def largest_file(count):
        return max(len(text.encode()) for text in shape(count).values())
    per_item = (largest_file(200) - largest_file(100)) / 100
    count = smallest if per_item <= 0 else min(smallest, max(1, int(READ_LIMIT * 0.95 / per_item) // 4))
    return count, count * 2, count * 4


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--flowlint", default=os.path.join(".build-ci-swift", "release", "flowlint"))
    parser.add_argument("--size", type=int, default=2000, help="N of the smallest size: functions in a chain, identifiers asked")
    parser.add_argument("--shapes", default=",".join(SHAPES), help="comma-separated, from: " + ", ".join(SHAPES))
    arguments = parser.parse_args()
    failed = False
    with tempfile.TemporaryDirectory(prefix="flowlint-shapes-") as scratch:
        for name in arguments.shapes.split(","):
            shape = SHAPES[name]
            previous = None
            for count in sizes(shape, arguments.size):
                directory = os.path.join(scratch, f"{name}-{count}")
                os.makedirs(directory)
                for file_name, text in shape(count).items():
                    with open(os.path.join(directory, file_name), "w") as file:
                        file.write(text)
                elapsed, problem = seconds(arguments.flowlint, directory)
                if problem:
                    print(f"{name:19} N={count:<7} {problem}  OVER")
                    failed = True
                    break
                ratio = f"x{elapsed / previous:.1f}" if previous else ""
                over = previous is not None and elapsed > 3 * previous and elapsed > 0.5
                failed = failed or over
                print(f"{name:19} N={count:<7} {elapsed:6.2f} s  {ratio}{'  OVER' if over else ''}")
                previous = elapsed
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
