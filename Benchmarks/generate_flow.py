#!/usr/bin/env python3
"""Writes a synthetic but realistic flowlint flow of N screens to standard output.

The app is a tab bar of feature areas. Each area is a navigation stack a few screens deep with a
modal task presented in one of every presentation style, alerts, action sheets and the share
sheet, buttons (cancel, done, back, destructive), pops, popTo and stack replacements, and segue
defaults and buttons shared through anchors, aliases and merge keys. A few areas carry a
deliberate mistake, so that the rules report a realistic few findings per hundred screens
(about three) rather than none or thousands.
Output is deterministic for a given N.

usage: generate_flow.py SCREENS > file.flow.yaml
"""
import sys

STYLES = ["pageSheet", "formSheet", "fullScreen", "overFullScreen", "automatic", "popover",
          "currentContext", "overCurrentContext", "custom"]
# Styles that leave the presenter on screen, so a presenter that reloads on appear would be stale.
KEEPS_PRESENTER = {"pageSheet", "formSheet", "overFullScreen", "automatic", "popover", "overCurrentContext"}
AREA_SIZE = 10  # screens per feature area


def mistake(index, every):
    """True for one area in `every`, offset so that different mistakes land in different areas."""
    return index % every == every // 2


def area(out, index, count):
    """One feature area of `count` screens (8 to 10): a stack of list, detail, edit, options, help
    and info screens, plus a modal task (compose, pick, review). Returns the area's root screen."""
    a = f"A{index}"
    names = [f"{a}List", f"{a}Detail", f"{a}Edit", f"{a}Options", f"{a}Compose",
             f"{a}Pick", f"{a}Review", f"{a}Help", f"{a}Info", f"{a}Archive"][:count]
    style = STYLES[index % len(STYLES)]
    list_, detail, edit, options, compose, pick, review, help_ = names[:8]
    w = out

    # The list: navigation root, presents the modal task in this area's style.
    w(f"  {list_}:\n    title: Area {index}\n    container: navigation\n")
    if style not in KEEPS_PRESENTER or mistake(index, 37):
        w("    reloadsOnAppear: true\n")
    if style in ("currentContext", "overCurrentContext"):
        w("    definesPresentationContext: true\n")
    w("    buttons:\n")
    w(f"      - {{ title: New, action: {{ <<: *sheet, present: {compose}, presentationStyle: {style} }} }}\n")
    w("      - *helpButton\n" if index % 2 else f"      - {{ title: Help, action: {{ show: {help_} }} }}\n")
    w("    segues:\n")
    for target in (detail, edit, options):
        w(f"      - {{ show: {target}, trigger: row, id: {target}Segue }}\n")

    # Detail: a confirmed delete that pops, and the share sheet.
    w(f"  {detail}:\n    title: Item {index}\n    buttons:\n")
    w(f"      - {{ title: Delete, role: destructive, confirm: Delete{index}, action: pop }}\n")
    w("      - { title: Share, action: { present: Share, presentationStyle: popover } }\n")
    if index % 11:
        transition = "crossDissolve" if mistake(index, 29) else "coverVertical"
        w(f"    segues:\n      - {{ present: {review}, presentationStyle: fullScreen, transitionStyle: {transition} }}\n")

    # Edit: hides the bar, so it offers its own way back (except in the odd area that forgets).
    hidden = index % 7 == 0
    w(f"  {edit}:\n    title: Edit {index}\n    navigationBarHidden: {'true' if hidden else 'false'}\n")
    if not hidden or not mistake(index, 3):
        w("    buttons:\n      - { title: Back, role: back, action: pop }\n")
    w(f"    segues:\n      - {{ show: {help_} }}\n")

    # Options: pushes help, and can replace the stack with a fresh list and detail.
    w(f"  {options}:\n    title: Options\n    segues:\n      - {{ show: {help_} }}\n")
    w(f"      - {{ setStack: [{list_}, {detail}] }}\n")

    # The modal task: a navigation stack of its own, holding a draft. Most tasks are two steps;
    # every eleventh goes on to a review step, which makes it a three-step task.
    three_steps = index % 11 == 0
    w(f"  {compose}:\n    title: Compose {index}\n    container: navigation\n    userContent: true\n")
    if not mistake(index, 17):
        w(f"    isModalInPresentation: true\n    onAttemptToDismiss: Discard{index}\n")
    cancel_confirm = "" if mistake(index, 31) else f", confirm: Discard{index}"
    w(f"    buttons:\n      - {{ title: Cancel, role: cancel, action: dismiss{cancel_confirm} }}\n")
    w(f"    segues:\n      - {{ show: {pick} }}\n")
    w(f"  {pick}:\n    title: Pick\n")
    if three_steps:
        w(f"    segues:\n      - {{ show: {review} }}\n")
    else:
        w("    buttons:\n      - *doneButton\n")
    # Outside a three-step task, the review screen is a full-screen modal of its own, from detail.
    w(f"  {review}:\n    title: Review\n    buttons:\n      - *doneButton\n")
    if three_steps:
        w(f"      - {{ title: Start Over, action: {{ popTo: {compose} }} }}\n")
    # Help leads to info when the area has one; info is a deliberate end.
    w(f"  {help_}:\n    title: Help\n")
    if count > 8:
        w(f"    segues:\n      - {{ show: {names[8]} }}\n")
        w(f"  {names[8]}:\n    title: About\n    terminal: true\n")
    else:
        w("    terminal: true\n")
    if count > 9:
        # Archive: reached from the info screen, except in the rare area that forgot to link it.
        if not mistake(index, 19):
            w(f"    segues:\n      - {{ show: {names[9]} }}\n")
        w(f"  {names[9]}:\n    title: Archive\n    terminal: true\n")


def modals(w, areas):
    w("modals:\n  Share: { kind: activity }\n")
    for index in range(areas):
        w(f"  Discard{index}:\n    kind: actionSheet\n    actions:\n"
          "      - { title: Discard Changes, role: destructive, action: dismiss }\n"
          "      - { title: Keep Editing, role: cancel }\n")
        w(f"  Delete{index}:\n    kind: alert\n    title: Delete this item?\n    actions:\n"
          "      - { title: Delete, role: destructive }\n")
        if not mistake(index, 23):
            w("      - { title: Cancel, role: cancel }\n")


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    areas = max(1, (n - 1) // AREA_SIZE)
    lines = []
    w = lines.append
    w(f"# generated by Benchmarks/generate_flow.py {n}\nflowlint: 1\napp: Generated{n}\nentry: Root\n")
    w("x-defaults:\n"
      "  sheet: &sheet { presentationStyle: pageSheet, transitionStyle: coverVertical }\n"
      "  done: &doneButton { title: Done, role: done, action: dismiss }\n"
      "  help: &helpButton { title: Help, action: { show: A0Help } }\n")
    w("screens:\n  Root:\n    container: tabs\n    tabs:\n")
    for index in range(areas):
        w(f"      - A{index}List\n")
    for index in range(areas):
        count = AREA_SIZE if index < areas - 1 else max(8, n - 1 - AREA_SIZE * (areas - 1))
        area(w, index, min(count, AREA_SIZE))
    modals(w, areas)
    sys.stdout.write("".join(lines))


if __name__ == "__main__":
    main()
