#!/usr/bin/env python3
"""Stress benchmark: is flowlint linear on every shape of input, not only on the benchmark's flow?

Generates flows of several shapes (realistic and hostile typo rates, a deep push stack, a long
present chain, many modals from one screen, many tabs, an alert of many actions shown from many
screens, pops from deep or doubly pushed stacks, open suppression regions, one huge setStack,
many drafts whose Cancel asks nothing, an editor of many such buttons, many Done buttons, many
unknown `createdByCode` names) and
storyboards (a thousand in one directory, a chain of references through a thousand, one large one), each at two sizes, the larger ten
times the smaller; and a few of the flows fixed (`check --fix --dry-run`) or drawn (`graph --findings`).
Runs the release flowlint (`check --color never FILE`, output to /dev/null) and, for flows, the
libyaml floor (Benchmarks/floor/yaml_floor.c), alternately, --runs times each. Prints wall time,
CPU time (user + system), peak RSS, the ratio to the floor, and how time grows against the input.

Fails (exit 1) when a shape's CPU time grows more than 1.3 times as fast as its input.

usage: Benchmarks/stress.py [--flowlint PATH] [--runs N] [--shapes a,b] [--keep DIR] [--timeout S]
Python 3 standard library only. See Benchmarks/README.md, "Stress: linear on every shape".
"""
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)

# The bar: a shape's CPU time may grow at most this many times as fast as its input's bytes.
GROWTH_BAR = 1.3
# CPU times below this count as this much, so that a few milliseconds of start-up cannot fail a shape.
TIME_FLOOR = 0.020
# Issue 5's bar for a realistic 100k flow: flowlint ÷ floor ≤ 2.0, target 1.5.
ISSUE_BAR, ISSUE_TARGET = 2.0, 1.5
# After a flowlint run this slow (seconds), a size is not run again.
SLOW_RUN = 10.0
# A storyboard is read up to a quarter of the 64 MiB file-size limit.
STORYBOARD_LIMIT = 16 << 20

STYLES = ["automatic", "pageSheet", "formSheet", "fullScreen", "overFullScreen", "popover",
          "currentContext", "overCurrentContext", "custom"]
HEADER = "flowlint: 1\napp: {app}\nentry: {entry}\n"


# ---------------------------------------------------------------------------------------------
# Flow shapes. Each writes a flow of about `n` screens through `w` (a file's write).

def misspelt(name):
    """A typo as people make them: the last two letters swapped (Detail -> Detial)."""
    return name[:-2] + name[-1] + name[-2] if name[-1] != name[-2] else name + "s"


class Targets:
    """Hands out segue targets, misspelling one in `every` (counted over targets) or, with
    `per_screens`, the first target named from one screen in that many."""

    def __init__(self, every=None, per_screens=None):
        self.every, self.per_screens, self.count, self.screens, self.armed = every, per_screens, 0, 0, False

    def screen(self):
        self.screens += 1
        if self.per_screens and self.screens % self.per_screens == self.per_screens // 2:
            self.armed = True

    def __call__(self, name):
        self.count += 1
        if self.armed or (self.every and self.count % self.every == 0):
            self.armed = False
            return misspelt(name)
        return name


def realistic_flow(w, n, targets):
    """An app as teams write it: a tab bar of four navigation hubs and a split-view library,
    feature modules of twelve screens reached from section lists (list, detail, edit, options,
    search, a compose task presented in each presentation style in turn, a picker that unwinds,
    a review, help and about screens, and every seventh module an iPad browser presented as a
    split view), alerts and action sheets, segue defaults merged from anchors (`<<: *sheet`) and
    buttons shared by alias, and Korean titles ("설정 화면 N"), so names are ASCII and text is not."""
    # A module averages 11.4 screens (14 in every seventh, 11 in the others) and a section list
    # opens 16 of them: about 11.5 screens a module in all, after Root, four hubs and the library.
    modules = max(1, int((n - 8) / 11.5))
    sections = (modules + 15) // 16
    w(HEADER.format(app=f"Realistic{n}", entry="Root"))
    w("x-shared:\n"
      "  sheet: &sheet { presentationStyle: pageSheet, transitionStyle: coverVertical }\n"
      "  full: &full { presentationStyle: fullScreen, transitionStyle: coverVertical }\n"
      "  done: &doneButton { title: 완료, role: done, action: dismiss }\n"
      "  back: &backButton { title: 뒤로, role: back, action: pop }\n")
    w("screens:\n  Root:\n    container: tabs\n    tabs: [Hub0, Hub1, Hub2, Hub3, Library]\n")
    for hub in range(4):
        w(f"  Hub{hub}:\n    title: \"홈 {hub}\"\n    container: navigation\n    segues:\n")
        for section in range(hub, sections, 4):
            w(f"      - {{ show: {targets(f'Sec{section}')}, trigger: row }}\n")
        targets.screen()
    w("  Library:\n    container: split\n    primary: LibrarySidebar\n    secondary: LibraryContent\n"
      "  LibrarySidebar:\n    title: 보관함\n    container: navigation\n    segues:\n"
      "      - { showDetail: LibraryContent, trigger: row }\n"
      "  LibraryContent:\n    title: \"보관함 내용\"\n    container: navigation\n    terminal: true\n")
    for section in range(sections):
        w(f"  Sec{section}:\n    title: \"설정 화면 {section}\"\n    segues:\n")
        for m in range(section * 16, min(modules, section * 16 + 16)):
            w(f"      - {{ show: {targets(f'M{m}List')}, trigger: row, id: M{m}Open }}\n")
        targets.screen()
    for m in range(modules):
        module(w, m, targets)
    w("modals:\n  Share: { kind: activity }\n")
    for m in range(modules):
        w(f"  M{m}Delete:\n    kind: alert\n    title: \"삭제하시겠습니까? {m}\"\n    actions:\n"
          "      - { title: 삭제, role: destructive }\n      - { title: 취소, role: cancel }\n"
          f"  M{m}Discard:\n    kind: actionSheet\n    actions:\n"
          "      - { title: \"변경 사항 삭제\", role: destructive, action: dismiss }\n"
          "      - { title: \"계속 편집\", role: cancel }\n")


def module(w, m, t):
    """One feature module: eleven screens, fourteen with a browser."""
    p = f"M{m}"
    style = STYLES[m % len(STYLES)]
    keeps = style in ("automatic", "pageSheet", "formSheet", "overFullScreen", "popover", "overCurrentContext")
    w(f"  {p}List:\n    title: \"목록 {m}\"\n")
    if style in ("currentContext", "overCurrentContext"):
        w("    definesPresentationContext: true\n")
    if not keeps:
        w("    reloadsOnAppear: true\n")
    w("    buttons:\n"
      f"      - {{ title: \"새로 만들기\", action: {{ <<: *sheet, present: {t(p + 'Compose')}, presentationStyle: {style} }} }}\n"
      f"      - {{ title: 검색, action: {{ show: {t(p + 'Search')} }} }}\n"
      f"    segues:\n      - {{ show: {t(p + 'Detail')}, trigger: row, id: {p}ShowDetail }}\n")
    t.screen()
    w(f"  {p}Detail:\n    title: \"상세 정보 {m}\"\n    buttons:\n"
      f"      - {{ title: 삭제, role: destructive, confirm: {p}Delete, action: pop }}\n"
      "      - { title: 공유, action: { present: Share, presentationStyle: popover } }\n"
      f"      - {{ title: 편집, action: {{ show: {t(p + 'Edit')} }} }}\n"
      f"    segues:\n      - {{ <<: *full, present: {t(p + 'Review')} }}\n"
      f"      - {{ show: {t(p + 'Options')}, trigger: button }}\n")
    t.screen()
    w(f"  {p}Edit:\n    title: \"편집 {m}\"\n    navigationBarHidden: true\n    buttons:\n      - *backButton\n"
      f"    segues:\n      - {{ show: {t(p + 'Help')} }}\n")
    t.screen()
    w(f"  {p}Options:\n    title: \"설정 화면 {m}\"\n    buttons:\n"
      f"      - {{ title: 처음으로, action: {{ popTo: {t(p + 'List')} }} }}\n"
      f"    segues:\n      - {{ setStack: [{t(p + 'List')}, {t(p + 'Detail')}] }}\n"
      f"      - {{ show: {t(p + 'About')} }}\n"
      f"      - {{ show: {t(p + 'Entry')}, trigger: code }}\n")
    t.screen()
    w(f"  {p}Search:\n    title: \"검색 {m}\"\n    segues:\n      - {{ show: {t(p + 'Detail')}, trigger: row }}\n")
    t.screen()
    w(f"  {p}Compose:\n    title: \"새 메시지 {m}\"\n    container: navigation\n    userContent: true\n"
      f"    isModalInPresentation: true\n    onAttemptToDismiss: {p}Discard\n    buttons:\n"
      f"      - {{ title: 취소, role: cancel, action: dismiss, confirm: {p}Discard }}\n"
      "      - { title: 보내기, role: done, action: dismiss }\n"
      f"    segues:\n      - {{ show: {t(p + 'Pick')}, trigger: button }}\n")
    t.screen()
    w(f"  {p}Pick:\n    title: \"선택 {m}\"\n    buttons:\n"
      f"      - {{ title: 완료, role: done, action: {{ unwind: {t(p + 'Compose')} }} }}\n")
    t.screen()
    w(f"  {p}Review:\n    title: \"검토 {m}\"\n    buttons:\n      - *doneButton\n")
    t.screen()
    w(f"  {p}Help:\n    title: 도움말\n    segues:\n      - {{ show: {t(p + 'About')} }}\n")
    t.screen()
    w(f"  {p}About:\n    title: 정보\n    terminal: true\n")
    t.screen()
    if m % 7 == 3:
        # An iPad document browser: a split view presented as a page sheet from a shortcut screen.
        w(f"  {p}Browser:\n    container: split\n    primary: {p}Sidebar\n    secondary: {p}Pane\n    buttons:\n      - *doneButton\n"
          f"  {p}Sidebar:\n    title: \"파일 {m}\"\n    container: navigation\n"
          f"    segues:\n      - {{ showDetail: {t(p + 'Pane')}, trigger: row }}\n"
          f"  {p}Pane:\n    title: \"미리보기 {m}\"\n    container: navigation\n    terminal: true\n")
        w(f"  {p}Entry:\n    title: \"파일 열기 {m}\"\n    segues:\n      - {{ <<: *sheet, present: {t(p + 'Browser')} }}\n")
        for _ in range(4):
            t.screen()
    else:
        w(f"  {p}Entry:\n    title: \"바로 가기 {m}\"\n    terminal: true\n")
        t.screen()


def typos_realistic(w, n):
    """A real app's flow under review: one misspelt segue target in about 460 screens, the rate
    of a large team's typos that reach a pull request."""
    realistic_flow(w, n, Targets(per_screens=460))


def typos_hostile(w, n):
    """The same app after a careless rename: one segue target in ten misspelt, each a finding
    with a did-you-mean suggestion."""
    realistic_flow(w, n, Targets(every=10))


def deep_stack(w, n):
    """A wizard or drill-down pushed N deep on one navigation stack (a file browser's folders,
    a long onboarding), each screen with a popTo back to the root and an unwind to the screen
    halfway down: every stack question is about a long stack."""
    w(HEADER.format(app=f"Deep{n}", entry="S0"))
    w("screens:\n  S0:\n    title: \"폴더 0\"\n    container: navigation\n    segues:\n      - { show: S1, trigger: row }\n")
    for i in range(1, n):
        w(f"  S{i}:\n    title: \"폴더 {i}\"\n    buttons:\n"
          f"      - {{ title: 처음으로, action: {{ popTo: S0 }} }}\n"
          f"      - {{ title: 중간으로, action: {{ unwind: S{i // 2} }} }}\n")
        w(f"    segues:\n      - {{ show: S{i + 1}, trigger: row }}\n" if i + 1 < n else "    terminal: true\n")


def present_chain(w, n):
    """A chain of sheets, each presenting the next (a checkout that opens a sheet from a sheet):
    the nested-modal rules follow a chain N deep."""
    w(HEADER.format(app=f"Chain{n}", entry="S0"))
    w("screens:\n  S0:\n    title: \"시작\"\n    container: navigation\n"
      "    segues:\n      - { present: S1, presentationStyle: pageSheet }\n")
    for i in range(1, n):
        w(f"  S{i}:\n    title: \"단계 {i}\"\n    buttons:\n      - {{ title: 닫기, role: close, action: dismiss }}\n")
        w(f"    segues:\n      - {{ present: S{i + 1}, presentationStyle: pageSheet }}\n" if i + 1 < n else "    terminal: true\n")


def many_modals(w, n):
    """One screen presenting N modals, half sheets and half alerts (a settings screen or a
    debug menu that opens everything): every rule that looks at a presenter sees N edges."""
    w(HEADER.format(app=f"Modals{n}", entry="Home"))
    w("screens:\n  Home:\n    title: \"설정 화면\"\n    container: navigation\n    buttons:\n")
    for i in range(n):
        if i % 2:
            w(f"      - {{ title: \"알림 {i}\", action: {{ present: Alert{i} }} }}\n")
        else:
            w(f"      - {{ title: \"항목 {i}\", action: {{ present: Sheet{i}, presentationStyle: {STYLES[(i // 2) % 6]} }} }}\n")
    for i in range(0, n, 2):
        w(f"  Sheet{i}:\n    title: \"항목 {i}\"\n    buttons:\n      - {{ title: 완료, role: done, action: dismiss }}\n")
    w("modals:\n")
    for i in range(1, n, 2):
        w(f"  Alert{i}:\n    kind: alert\n    title: \"알림 {i}\"\n    actions:\n      - {{ title: 확인, role: cancel }}\n")


def many_tabs(w, n):
    """One tab bar with N/2 tabs, each a navigation root pushing one child (a generated admin
    app with a tab per table): the tab bar's list and every stack rooted in it are long."""
    tabs = max(1, n // 2)
    w(HEADER.format(app=f"Tabs{n}", entry="Root"))
    w("screens:\n  Root:\n    container: tabs\n    tabs:\n")
    for i in range(tabs):
        w(f"      - T{i}\n")
    for i in range(tabs):
        w(f"  T{i}:\n    title: \"탭 {i}\"\n    container: navigation\n    segues:\n      - {{ show: T{i}Detail, trigger: row }}\n"
          f"  T{i}Detail:\n    title: \"상세 {i}\"\n    terminal: true\n")


def tab_setups(w, n):
    """A tab bar with N/3 tabs, each presenting by code a setup with no way out on its first
    screen and a second step pushed (a required task where the app starts, many times over): every
    modal asks which screens the app starts on, and the tab bar's list is long."""
    tabs = max(1, n // 3)
    w(HEADER.format(app=f"Setups{n}", entry="Root"))
    w("screens:\n  Root:\n    container: tabs\n    tabs:\n")
    for i in range(tabs):
        w(f"      - T{i}\n")
    for i in range(tabs):
        w(f"  T{i}:\n    title: \"탭 {i}\"\n    segues:\n      - {{ present: M{i}, presentationStyle: fullScreen, trigger: code }}\n"
          f"  M{i}:\n    title: \"설정 {i}\"\n    container: navigation\n    buttons:\n      - {{ title: 다음, action: {{ show: D{i} }} }}\n"
          f"  D{i}:\n    title: \"완료 {i}\"\n    buttons:\n      - {{ title: 완료, role: done, action: dismiss }}\n")


def embed_chain(w, n):
    """N/2 screens each embedding the next as a child (a container view inside a container view,
    far past what any app nests), each presenting a popup over the current context: every such
    presentation asks which containers hold its presenter."""
    screens = max(1, n // 2)
    w(HEADER.format(app=f"Embeds{n}", entry="S0"))
    w("screens:\n")
    for i in range(screens):
        w(f"  S{i}:\n    title: \"화면 {i}\"\n    segues:\n")
        if i + 1 < screens:
            w(f"      - {{ embed: S{i + 1} }}\n")
        w(f"      - {{ present: P{i}, presentationStyle: overCurrentContext }}\n"
          f"  P{i}:\n    title: \"팝업 {i}\"\n    buttons:\n      - {{ title: 닫기, role: close, action: dismiss }}\n")


def unwind_ring(w, n):
    """A tab bar whose first tab is a ring of N pushes (the last screen shows the first again),
    every screen with an unwind to the other tab: each unwind asks what is behind its screen,
    and the answer lies past the whole ring."""
    w(HEADER.format(app=f"Ring{n}", entry="Root"))
    w("screens:\n  Root:\n    container: tabs\n    tabs: [S0, Home]\n  Home:\n    title: \"홈\"\n    container: navigation\n"
      "  S0:\n    title: \"화면 0\"\n    container: navigation\n    segues:\n      - { show: S1 }\n")
    for i in range(1, n):
        w(f"  S{i}:\n    title: \"화면 {i}\"\n    buttons:\n      - {{ title: 홈으로, action: {{ unwind: Home }} }}\n"
          f"    segues:\n      - {{ show: S{(i + 1) % n} }}\n")


def tab_unwinds(w, n):
    """A tab bar of N tabs, each with an unwind to a screen that is not behind it: each unwind
    asks whether its target is one of the tab bar's other tabs."""
    w(HEADER.format(app=f"TabUnwinds{n}", entry="Root"))
    w("screens:\n  Root:\n    container: tabs\n    tabs:\n")
    for i in range(n):
        w(f"      - T{i}\n")
    w("  Elsewhere:\n    title: \"다른 곳\"\n")
    for i in range(n):
        w(f"  T{i}:\n    title: \"탭 {i}\"\n    buttons:\n      - {{ title: 이동, action: {{ unwind: Elsewhere }} }}\n")


def shared_alert(w, n):
    """N/2 screens of one stack that all show one alert of N/2 actions, each action going to a
    screen of its own by a pop, an unwind, a show or a current-context presentation: an alert
    action is judged from each screen that shows it, which is quadratic unless bounded."""
    half = max(1, n // 2)
    kinds = ["{{ popTo: T{i} }}", "{{ unwind: T{i} }}", "{{ show: T{i} }}",
             "{{ present: T{i}, presentationStyle: currentContext }}"]
    w(HEADER.format(app=f"SharedAlert{n}", entry="Root"))
    w("screens:\n  Root:\n    title: \"목록\"\n    container: navigation\n    segues:\n")
    for i in range(half):
        w(f"      - {{ show: S{i} }}\n")
    for i in range(half):
        w(f"  S{i}:\n    title: \"화면 {i}\"\n    buttons:\n      - {{ title: 더보기, action: {{ present: Choices }} }}\n"
          f"  T{i}:\n    title: \"결과 {i}\"\n    terminal: true\n")
    w("modals:\n  Choices:\n    kind: actionSheet\n    actions:\n")
    for i in range(half):
        w(f"      - {{ title: \"선택 {i}\", action: {kinds[i % 4].format(i=i)} }}\n")


def popto_two_pushers(w, n):
    """A chain of N pushes whose every screen is also pushed from one hub, and pops to a screen
    that is not beneath it: each pop asks what can be beneath a screen pushed from two places."""
    w(HEADER.format(app=f"PopTo{n}", entry="Root"))
    w("screens:\n  Root:\n    title: \"홈\"\n    container: navigation\n    segues:\n      - { show: Hub }\n      - { show: S0 }\n"
      "  Hub:\n    title: \"허브\"\n    segues:\n")
    for i in range(n):
        w(f"      - {{ show: S{i} }}\n")
    w("  Elsewhere:\n    title: \"다른 곳\"\n    terminal: true\n")
    for i in range(n):
        w(f"  S{i}:\n    title: \"화면 {i}\"\n    buttons:\n      - {{ title: 이동, action: {{ popTo: Elsewhere }} }}\n")
        w(f"    segues:\n      - {{ show: S{i + 1} }}\n" if i + 1 < n else "    terminal: true\n")


def deep_pops(w, n):
    """A push chain N deep whose every screen pops to a screen that is not beneath it: each
    finding notes the path to its screen, which is as long as the chain."""
    w(HEADER.format(app=f"DeepPops{n}", entry="S0"))
    w("screens:\n  Elsewhere:\n    title: \"다른 곳\"\n    terminal: true\n")
    for i in range(n):
        w(f"  S{i}:\n    title: \"화면 {i}\"\n" + ("    container: navigation\n" if i == 0 else ""))
        w("    buttons:\n      - { title: 이동, action: { popTo: Elsewhere } }\n")
        w(f"    segues:\n      - {{ show: S{i + 1} }}\n" if i + 1 < n else "    terminal: true\n")


def suppression_regions(w, n):
    """N/2 `flowlint-disable` regions left open, then N/2 `flowlint-enable` comments of another
    rule, which end none of them: each enable looks only at its own rule's regions."""
    half = max(1, n // 2)
    w(HEADER.format(app=f"Regions{n}", entry="S0"))
    w("screens:\n  S0:\n    title: \"홈\"\n    container: navigation\n    segues:\n")
    for i in range(1, half):
        w(f"      - {{ show: S{i} }}  # flowlint-disable dead-end\n")
    for i in range(1, half):
        w(f"  S{i}:  # flowlint-enable modal-title\n    title: \"화면 {i}\"\n    terminal: true\n")


def many_done_buttons(w, n):
    """A sheet with N Done buttons, each presenting the same confirmation first (a generated
    form): each button asks where its own edge leads."""
    w(HEADER.format(app=f"Done{n}", entry="Root"))
    w("screens:\n  Root:\n    title: \"홈\"\n    container: navigation\n    segues:\n      - { present: Form }\n"
      "  Form:\n    title: \"양식\"\n    buttons:\n      - { title: 닫기, role: close, action: dismiss }\n")
    for i in range(n):
        w("      - { title: 완료, role: done, action: { present: Saved } }\n")
    w("modals:\n  Saved:\n    kind: alert\n    title: \"저장됨\"\n    actions:\n      - { title: 확인, role: cancel, action: dismiss }\n")


def huge_set_stack(w, n):
    """One setStack of N screens (state restoration rebuilding a deep stack in one call): one
    action whose target list is as long as the flow."""
    w(HEADER.format(app=f"SetStack{n}", entry="Home"))
    w("screens:\n  Home:\n    title: \"복원\"\n    container: navigation\n    segues:\n      - setStack:\n")
    for i in range(n):
        w(f"          - S{i}\n")
    for i in range(n):
        w(f"  S{i}:\n    title: \"화면 {i}\"\n    terminal: true\n")


def unconfirmed_drafts(w, n):
    """A screen presenting N/2 editors, each holding a draft and a Cancel that asks nothing (a
    flow imported from code before anyone has looked): every editor is two findings, each with
    a suggestion that names a new action sheet."""
    editors = max(1, n // 2)
    w(HEADER.format(app=f"Drafts{n}", entry="Home"))
    w("screens:\n  Home:\n    title: \"메모\"\n    container: navigation\n    segues:\n")
    for i in range(editors):
        w(f"      - {{ present: Edit{i}, presentationStyle: pageSheet }}\n")
    for i in range(editors):
        w(f"  Edit{i}:\n    title: \"편집 {i}\"\n    userContent: true\n    buttons:\n"
          "      - { title: 취소, role: cancel, action: dismiss }\n      - { title: 저장, role: done, action: dismiss }\n")


def many_buttons(w, n):
    """An editor with N Cancel buttons that ask nothing (a generated form, a keyboard of
    actions): one screen whose every button is a finding, named apart by its place among the
    buttons of its title."""
    w(HEADER.format(app=f"Buttons{n}", entry="Home"))
    w("screens:\n  Home:\n    title: \"메모\"\n    container: navigation\n    segues:\n"
      "      - { present: Edit, presentationStyle: pageSheet }\n  Edit:\n    title: \"편집\"\n    userContent: true\n    buttons:\n")
    for _ in range(n):
        w("      - { title: 취소, role: cancel, action: dismiss }\n")


def unknown_created(w, n):
    """A flow whose `createdByCode:` lists N/2 screens that were renamed: each name is a finding
    with a did-you-mean suggestion from the N/2 screens there are."""
    half = max(1, n // 2)
    w(HEADER.format(app=f"Created{n}", entry="S0"))
    w("createdByCode:\n")
    for i in range(half):
        w(f"  - Screen{i}x\n")
    w("screens:\n")
    for i in range(half):
        w(f"  S{i}:\n    title: \"화면 {i}\"\n    terminal: true\n")


def hidden_bar_hub(w, n):
    """A loading screen that hides the bar and pushes N/2 screens from its code (the app's main
    screens, handed over), each pushing a detail that keeps the bar hidden with no way back: a
    finding each, every one asking whether its pusher is the launch splash."""
    half = max(1, n // 2)
    w(HEADER.format(app=f"Hub{n}", entry="S0"))
    w("screens:\n  S0:\n    container: navigation\n    navigationBarHidden: true\n    segues:\n")
    for i in range(1, half):
        w(f"      - {{ show: M{i}, trigger: code }}\n")
    for i in range(1, half):
        w(f"  M{i}:\n    title: \"화면 {i}\"\n    segues:\n      - {{ show: D{i}, trigger: row }}\n")
        w(f"  D{i}:\n    title: \"상세 {i}\"\n")


# ---------------------------------------------------------------------------------------------
# Storyboards.

SB_HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n'
           '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505"'
           ' targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES"'
           ' useSafeAreas="YES" colorMatched="YES" initialViewController="{initial}">\n'
           '    <device id="retina6_12" orientation="portrait" appearance="light"/>\n'
           '    <dependencies>\n'
           '        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>\n'
           '        <capability name="Safe area layout guides" minToolsVersion="9.0"/>\n'
           '    </dependencies>\n    <scenes>\n')
SB_TAIL = "    </scenes>\n</document>\n"


def sb_scene(scene_id, body, x, y):
    return (f'        <scene sceneID="{scene_id}">\n            <objects>\n{body}'
            f'                <placeholder placeholderIdentifier="IBFirstResponder" id="{scene_id}-fr" userLabel="First Responder"'
            f' customClass="UIResponder" sceneMemberID="firstResponder"/>\n'
            f'            </objects>\n            <point key="canvasLocation" x="{x}" y="{y}"/>\n        </scene>\n')


def sb_navigation(p, root, x, y):
    return sb_scene(f"{p}-nsc", f'                <navigationController id="{p}-nc" sceneMemberID="viewController">\n'
                    f'                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="{p}-nb">\n'
                    '                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>\n'
                    '                        <autoresizingMask key="autoresizingMask"/>\n                    </navigationBar>\n'
                    f'                    <connections>\n                        <segue destination="{root}" kind="relationship" relationship="rootViewController" id="{p}-rr"/>\n'
                    '                    </connections>\n                </navigationController>\n', x, y)


def sb_group(p, title, x, y, cells=()):
    """Four scenes of a feature as Xcode writes them: a list (table view controller) whose rows
    show a detail and `cells` more destinations, a detail with an Edit button presenting an edit
    screen in its own navigation controller as a form sheet, whose Cancel and Done end it, and an
    about screen with an unwind back to the list. Returns the scenes' XML and the list's id."""
    rows = [(f"{p}-dv", "show")] + [(cell, "show") for cell in cells]
    cells_xml = "".join(
        f'                                <tableViewCell style="IBUITableViewCellStyleDefault" reuseIdentifier="Cell{i}" textLabel="{p}-cl{i}-t" id="{p}-cl{i}">\n'
        f'                                    <rect key="frame" x="0.0" y="{50 + 44 * i}" width="393" height="44"/>\n'
        f'                                    <connections>\n                                        <segue destination="{dest}" kind="{kind}" id="{p}-cs{i}"/>\n'
        '                                    </connections>\n                                </tableViewCell>\n'
        for i, (dest, kind) in enumerate(rows))
    list_scene = sb_scene(f"{p}-lsc",
        f'                <tableViewController storyboardIdentifier="{p}List" title="{title}" id="{p}-lv" customClass="{p}ListViewController"'
        ' customModule="Stress" customModuleProvider="target" sceneMemberID="viewController">\n'
        f'                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes"'
        f' style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="{p}-tv">\n'
        '                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>\n'
        '                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>\n'
        f'                        <prototypes>\n{cells_xml}                        </prototypes>\n                    </tableView>\n'
        f'                    <navigationItem key="navigationItem" title="{title}" id="{p}-lni"/>\n'
        '                </tableViewController>\n', x, y)
    detail_scene = sb_scene(f"{p}-dsc",
        f'                <viewController storyboardIdentifier="{p}Detail" id="{p}-dv" customClass="{p}DetailViewController"'
        ' customModule="Stress" customModuleProvider="target" sceneMemberID="viewController">\n'
        f'                    <view key="view" contentMode="scaleToFill" id="{p}-dview">\n'
        '                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>\n'
        '                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>\n'
        f'                        <viewLayoutGuide key="safeArea" id="{p}-dsa"/>\n                    </view>\n'
        f'                    <navigationItem key="navigationItem" title="상세 정보" id="{p}-dni">\n'
        f'                        <barButtonItem key="rightBarButtonItem" title="편집" id="{p}-deb">\n'
        f'                            <connections>\n                                <segue destination="{p}-e-nc" kind="presentation" modalPresentationStyle="formSheet" id="{p}-des"/>\n'
        '                            </connections>\n                        </barButtonItem>\n                    </navigationItem>\n'
        f'                    <connections>\n                        <segue destination="{p}-av" kind="show" identifier="ShowAbout" id="{p}-das"/>\n'
        '                    </connections>\n                </viewController>\n', x + 400, y)
    edit_scene = sb_scene(f"{p}-esc",
        f'                <viewController storyboardIdentifier="{p}Edit" id="{p}-ev" customClass="{p}EditViewController"'
        ' customModule="Stress" customModuleProvider="target" sceneMemberID="viewController">\n'
        f'                    <view key="view" contentMode="scaleToFill" id="{p}-eview">\n'
        '                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>\n'
        f'                        <viewLayoutGuide key="safeArea" id="{p}-esa"/>\n                    </view>\n'
        f'                    <navigationItem key="navigationItem" title="편집" id="{p}-eni">\n'
        f'                        <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="{p}-ecb">\n'
        f'                            <connections>\n                                <action selector="cancel:" destination="{p}-ev" id="{p}-eca"/>\n'
        '                            </connections>\n                        </barButtonItem>\n'
        f'                        <barButtonItem key="rightBarButtonItem" systemItem="done" id="{p}-edb">\n'
        f'                            <connections>\n                                <action selector="done:" destination="{p}-ev" id="{p}-eda"/>\n'
        '                            </connections>\n                        </barButtonItem>\n                    </navigationItem>\n'
        '                </viewController>\n', x + 1200, y)
    about_scene = sb_scene(f"{p}-asc",
        f'                <viewController storyboardIdentifier="{p}About" title="정보" id="{p}-av" customClass="{p}AboutViewController"'
        ' customModule="Stress" customModuleProvider="target" sceneMemberID="viewController">\n'
        f'                    <view key="view" contentMode="scaleToFill" id="{p}-aview">\n'
        '                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>\n                    </view>\n'
        f'                    <navigationItem key="navigationItem" title="정보" id="{p}-ani">\n'
        f'                        <barButtonItem key="rightBarButtonItem" title="목록으로" id="{p}-aub">\n'
        f'                            <connections>\n                                <segue destination="{p}-ax" kind="unwind" unwindAction="unwindTo{p}List:" id="{p}-aus"/>\n'
        '                            </connections>\n                        </barButtonItem>\n                    </navigationItem>\n'
        '                </viewController>\n'
        f'                <exit id="{p}-ax" userLabel="Exit" sceneMemberID="exit"/>\n', x + 400, y + 900)
    return list_scene + detail_scene + sb_navigation(f"{p}-e", f"{p}-ev", x + 800, y) + edit_scene + about_scene


def placeholder(p, storyboard, x, y):
    return sb_scene(f"{p}-psc", f'                <viewControllerPlaceholder storyboardName="{storyboard}" id="{p}-ph" sceneMemberID="viewController"/>\n', x, y)


def many_storyboards(directory, count):
    """An app split into N storyboards, one a feature, as large teams do to keep merges apart:
    Main.storyboard holds a navigation controller and a list whose rows open ten features, and
    each feature's list opens ten more through storyboard references, a tree N storyboards big.
    All are checked in one run, as one app."""
    def children(i):
        return [c for c in range(10 * i + 1, 10 * i + 11) if c < count]
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "Main.storyboard"), "w") as out:
        refs = [f"main-r{c}" for c in range(min(10, count))]
        out.write(SB_HEAD.format(initial="main-nc") + sb_navigation("main", "main-lv", 0, 0)
                  + sb_group("main", "설정 화면", 400, 0, cells=[f"{r}-ph" for r in refs])
                  + "".join(placeholder(r, f"Feature{c}", 400 * c, 2000) for c, r in zip(range(count), refs)) + SB_TAIL)
    for i in range(count):
        p = f"f{i}"
        kids = children(i)
        with open(os.path.join(directory, f"Feature{i}.storyboard"), "w") as out:
            out.write(SB_HEAD.format(initial=f"{p}-nc") + sb_navigation(p, f"{p}-lv", 0, 0)
                      + sb_group(p, f"설정 화면 {i}", 400, 0, cells=[f"{p}r{c}-ph" for c in kids])
                      + "".join(placeholder(f"{p}r{c}", f"Feature{c}", 400 * k, 2000) for k, c in enumerate(kids)) + SB_TAIL)


def storyboard_chain(directory, count):
    """N storyboards each of whose entry is a reference to the next (an app whose launch goes
    through a chain of feature storyboards), the last holding a navigation controller and its
    list: every reference stands for the same screen, at the end of the chain."""
    os.makedirs(directory, exist_ok=True)
    for i in range(count):
        name = "Main" if i == 0 else f"Feature{i}"
        with open(os.path.join(directory, f"{name}.storyboard"), "w") as out:
            if i + 1 < count:
                out.write(SB_HEAD.format(initial=f"c{i}-ph") + placeholder(f"c{i}", f"Feature{i + 1}", 0, 0) + SB_TAIL)
            else:
                out.write(SB_HEAD.format(initial="last-nc") + sb_navigation("last", "last-lv", 0, 0)
                          + sb_group("last", "설정 화면", 400, 0) + SB_TAIL)


def large_storyboard(path, scenes):
    """One Main.storyboard that grew for years: a tab bar of five navigation stacks whose root
    lists open sections of five scenes each (list, detail, an edit form sheet in its own
    navigation controller, about with an unwind), `scenes` scenes in all."""
    groups = max(1, scenes // 5 - 3)
    with open(path, "w") as out:
        tabs = "".join(f'                        <segue destination="tab{t}-nc" kind="relationship" relationship="viewControllers" id="tab-r{t}"/>\n'
                       for t in range(5))
        out.write(SB_HEAD.format(initial="tab-vc"))
        out.write(sb_scene("tab-sc", '                <tabBarController id="tab-vc" sceneMemberID="viewController">\n'
                           '                    <tabBar key="tabBar" contentMode="scaleToFill" id="tab-tb">\n'
                           '                        <autoresizingMask key="autoresizingMask"/>\n                    </tabBar>\n'
                           f'                    <connections>\n{tabs}                    </connections>\n'
                           '                </tabBarController>\n', -800, 0))
        for t in range(5):
            out.write(sb_navigation(f"tab{t}", f"tab{t}-lv", 0, 1000 * t))
            out.write(sb_group(f"tab{t}", f"홈 {t}", 400, 1000 * t, cells=[f"g{g}-lv" for g in range(t, groups, 5)]))
        for g in range(groups):
            out.write(sb_group(f"g{g}", f"설정 화면 {g}", 2000 + 1600 * (g // 100), 2000 * (g % 100)))
        out.write(SB_TAIL)


# ---------------------------------------------------------------------------------------------
# Shapes: name -> (kind, sizes, unit, generator, what the sizes count).

FLOW_SIZES = (10_000, 100_000)
SHAPES = {
    "typos-realistic": ("flow", FLOW_SIZES, "screens", typos_realistic),
    "typos-hostile": ("flow", FLOW_SIZES, "screens", typos_hostile),
    "deep-stack": ("flow", FLOW_SIZES, "screens", deep_stack),
    "present-chain": ("flow", FLOW_SIZES, "screens", present_chain),
    "many-modals": ("flow", FLOW_SIZES, "modals", many_modals),
    "many-tabs": ("flow", FLOW_SIZES, "screens", many_tabs),
    "tab-setups": ("flow", FLOW_SIZES, "screens", tab_setups),
    "embed-chain": ("flow", FLOW_SIZES, "screens", embed_chain),
    "unwind-ring": ("flow", FLOW_SIZES, "screens", unwind_ring),
    "tab-unwinds": ("flow", FLOW_SIZES, "screens", tab_unwinds),
    "shared-alert": ("flow", FLOW_SIZES, "screens", shared_alert),
    "popto-two-pushers": ("flow", FLOW_SIZES, "screens", popto_two_pushers),
    "deep-pops": ("flow", FLOW_SIZES, "screens", deep_pops),
    "suppression-regions": ("flow", FLOW_SIZES, "screens", suppression_regions),
    "many-done-buttons": ("flow", FLOW_SIZES, "buttons", many_done_buttons),
    "huge-setstack": ("flow", FLOW_SIZES, "screens", huge_set_stack),
    "unconfirmed-drafts": ("flow", FLOW_SIZES, "screens", unconfirmed_drafts),
    "unknown-created": ("flow", FLOW_SIZES, "screens", unknown_created),
    "many-buttons": ("flow", FLOW_SIZES, "buttons", many_buttons),
    "hidden-bar-hub": ("flow", FLOW_SIZES, "screens", hidden_bar_hub),
    "many-storyboards": ("dir", (100, 1_000), "storyboards", many_storyboards),
    "storyboard-chain": ("dir", (100, 1_000), "storyboards", storyboard_chain),
    "large-storyboard": ("storyboard", (1_000, 10_000), "scenes", large_storyboard),
    # The same inputs through the other commands that read a whole flow: fixing (each fix is
    # checked by linting again) and drawing (clusters, nesting, findings on edges).
    "typos-fixed": ("flow", FLOW_SIZES, "screens", typos_realistic),
    "embed-chain-drawn": ("flow", FLOW_SIZES, "screens", embed_chain),
    "many-tabs-drawn": ("flow", FLOW_SIZES, "screens", many_tabs),
    "many-buttons-drawn": ("flow", FLOW_SIZES, "buttons", many_buttons),
}

# The command each shape runs, when not `check`.
COMMANDS = {
    "typos-fixed": ["check", "--fix", "--dry-run"],
    "embed-chain-drawn": ["graph", "--findings"],
    "many-tabs-drawn": ["graph", "--findings"],
    "many-buttons-drawn": ["graph", "--findings"],
}


def generate(shape, size, path):
    """Writes one input (runs in a child process; see main)."""
    kind, _, _, generator = SHAPES[shape]
    if kind == "flow":
        with open(path, "w", encoding="utf-8", buffering=1 << 20) as out:
            generator(out.write, size)
    else:
        generator(path, size)


# ---------------------------------------------------------------------------------------------
# Measuring.

def measure(argv, timeout):
    """Runs a program with output to /dev/null; returns (wall s, CPU s, peak RSS bytes, status).
    A run still going after `timeout` seconds is killed and reported with status None."""
    start = time.perf_counter()
    process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    killed = []
    timer = threading.Timer(timeout, lambda: (killed.append(True), process.kill()))
    timer.start()
    try:
        _, status, usage = os.wait4(process.pid, 0)
    finally:
        timer.cancel()
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    # Linux reports ru_maxrss in KiB.
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024, None if killed else process.returncode


def input_bytes(path):
    if os.path.isdir(path):
        return sum(os.path.getsize(os.path.join(path, name)) for name in os.listdir(path))
    return os.path.getsize(path)


def build_floor(work):
    floor = os.path.join(work, "yaml_floor")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "yaml-0.1"], capture_output=True, text=True)
    flags = flags.stdout.split() if flags.returncode == 0 else ["-lyaml"]
    subprocess.run(["cc", "-O2", "-o", floor, os.path.join(BENCH, "floor", "yaml_floor.c")] + flags, check=True)
    return floor


def mb(size):
    return f"{size / 1e6:.1f} MB"


def fmt_time(seconds):
    return f"{seconds:.3f}s" if seconds is not None else "-"


def ratio(a, b):
    return f"{a / b:.2f}x" if a is not None and b else "n/a"


def run_size(flowlint, command, floor, path, runs, timeout):
    """Alternates floor and flowlint runs; returns a dict of figures (mins, medians, peaks)."""
    lint, base, problem = [], [], None
    for _ in range(runs):
        if floor:
            result = measure([floor, path], timeout)
            if result[3] != 0:
                problem = f"floor exited {result[3]}"
                break
            base.append(result)
        result = measure([flowlint] + command + ["--color", "never", path] if command[0] == "check" else [flowlint] + command + [path], timeout)
        if result[3] is None:
            lint.append((timeout,) + result[1:3] + (None,))
            problem = f"killed after {timeout:.0f}s"
            break
        if result[3] not in ((0, 1) if command[0] == "check" else (0,)):  # for check, 1 is "findings at error severity"
            problem = f"flowlint exited {result[3]}"
            break
        lint.append(result)
        if result[0] > SLOW_RUN:  # one slow run says enough; the rest would only cost minutes
            break
    figures = {"problem": problem, "runs": len(lint)}
    for name, rows in (("lint", lint), ("floor", base)):
        figures[name] = {
            "wall": min((r[0] for r in rows), default=None), "cpu": min((r[1] for r in rows), default=None),
            "wall_median": statistics.median([r[0] for r in rows]) if rows else None,
            "cpu_median": statistics.median([r[1] for r in rows]) if rows else None,
            "rss": max((r[2] for r in rows), default=None),
        }
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--flowlint", default=os.path.join(ROOT, ".build-release", "release", "flowlint"),
                        help="the flowlint to measure (default: .build-release/release/flowlint of this repository)")
    parser.add_argument("--runs", type=int, default=5, help="runs per program, shape and size (default 5)")
    parser.add_argument("--shapes", default=",".join(SHAPES), help="comma-separated, from: " + ", ".join(SHAPES))
    parser.add_argument("--keep", metavar="DIR", help="generate into DIR and keep the files")
    parser.add_argument("--timeout", type=float, default=120, help="kill a run after this many seconds (default 120)")
    parser.add_argument("--generate", nargs=3, metavar=("SHAPE", "SIZE", "PATH"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.generate:
        shape, size, path = args.generate
        generate(shape, int(size), path)
        return 0
    shapes = [s.strip() for s in args.shapes.split(",") if s.strip()]
    unknown = [s for s in shapes if s not in SHAPES]
    if unknown:
        parser.error(f"unknown shape {', '.join(unknown)}; choose from {', '.join(SHAPES)}")
    flowlint = os.path.abspath(args.flowlint)
    if not os.access(flowlint, os.X_OK):
        sys.exit(f"no flowlint at {flowlint}; build it with Benchmarks/run, or pass --flowlint")
    scratch = tempfile.mkdtemp(prefix="flowlint-stress-")
    work = os.path.abspath(args.keep) if args.keep else scratch
    os.makedirs(work, exist_ok=True)
    started = time.perf_counter()
    try:
        floor = build_floor(scratch)
        print(f"flowlint: {flowlint}\n{time.strftime('%Y-%m-%d %H:%M %Z')}, {os.cpu_count()} cores,"
              f" load {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
        print(f"min of {args.runs} runs each, flowlint and floor alternating (one run after one over {SLOW_RUN:.0f} s);"
              " peak RSS: flowlint's most")
        header = (f"{'shape':<17} {'size':>19} {'input':>9} {'floor':>7} {'flowlint':>8} {'ratio':>6}"
                  f" {'floor CPU':>9} {'lint CPU':>8} {'CPU ratio':>9} {'peak RSS':>9} {'RSS/input':>9}")
        print(header + "\n" + "-" * len(header), flush=True)
        results, failures = {}, []
        for shape in shapes:
            kind, sizes, unit, _ = SHAPES[shape]
            rows = []
            for size in sizes:
                suffix = {"flow": ".flow.yaml", "storyboard": ".storyboard", "dir": ""}[kind]
                path = os.path.join(work, f"{shape}-{size}{suffix}")
                if kind == "storyboard":
                    # In a folder of its own: a storyboard is checked with the app's other
                    # storyboards beside it or below its folder, which would be the other inputs.
                    os.makedirs(os.path.join(work, f"{shape}-{size}"), exist_ok=True)
                    path = os.path.join(work, f"{shape}-{size}", f"{shape}-{size}{suffix}")
                if not os.path.exists(path):
                    # In a child process, so that this one stays small: a child's peak RSS starts
                    # from what it shared with its parent.
                    subprocess.run([sys.executable, os.path.abspath(__file__), "--generate", shape, str(size), path], check=True)
                size_bytes = input_bytes(path)
                if kind == "storyboard" and size_bytes > STORYBOARD_LIMIT:
                    sys.exit(f"{path} is {size_bytes} bytes, over the storyboard limit; lower its size")
                command = COMMANDS.get(shape, ["check"])
                f = run_size(flowlint, command, floor if kind == "flow" else None, path, args.runs, args.timeout)
                f["bytes"], f["size"] = size_bytes, size
                rows.append(f)
                lint, base = f["lint"], f["floor"]
                print(f"{shape:<17} {f'{size:,} {unit}':>19} {mb(size_bytes):>9} {fmt_time(base['wall']):>7} {fmt_time(lint['wall']):>8}"
                      f" {ratio(lint['wall'], base['wall']):>6} {fmt_time(base['cpu']):>9} {fmt_time(lint['cpu']):>8}"
                      f" {ratio(lint['cpu'], base['cpu']):>9} {mb(lint['rss'] or 0):>9} {(lint['rss'] or 0) / size_bytes:>8.1f}x"
                      + (f"  ({f['problem']})" if f["problem"] else "")
                      + (f"  ({f['runs']} run{'s' if f['runs'] > 1 else ''})" if f["runs"] < args.runs and not f["problem"] else ""), flush=True)
            results[shape] = rows
            small, large = rows
            input_growth = large["bytes"] / small["bytes"]
            bar = GROWTH_BAR * input_growth
            broken = large["problem"] or small["problem"]
            if small["lint"]["cpu"] is None or large["lint"]["cpu"] is None:
                print(f"{'':<17} growth: not measured ({broken})", flush=True)
                failures.append((shape, None, broken))
                continue
            grow = max(large["lint"]["cpu"], TIME_FLOOR) / max(small["lint"]["cpu"], TIME_FLOOR)
            ok = grow <= bar and not broken
            print(f"{'':<17} growth: input {input_growth:.1f}x, CPU {grow:.1f}x (wall"
                  f" {large['lint']['wall'] / small['lint']['wall']:.1f}x); bar {bar:.1f}x: {'ok' if ok else 'NOT LINEAR'}"
                  + (f" ({broken})" if broken else ""), flush=True)
            if not ok:
                failures.append((shape, grow / input_growth, broken))
        print(f"(peak RSS figures include at least this runner's own {mb(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024)})")
        print(f"\nbar: a shape's CPU time may grow at most {GROWTH_BAR}x as much as its input's bytes from the smaller"
              f" size to the larger (times under {TIME_FLOOR * 1000:.0f} ms count as {TIME_FLOOR * 1000:.0f} ms)")
        if "typos-realistic" in results:
            large = results["typos-realistic"][1]
            lint, base = large["lint"], large["floor"]
            if lint["wall"] and base["wall"]:
                print(f"issue 5, typos at a realistic rate at {large['size']:,} screens: flowlint / floor {lint['wall'] / base['wall']:.2f}x"
                      f" (medians {lint['wall_median'] / base['wall_median']:.2f}x; CPU {lint['cpu'] / base['cpu']:.2f}x);"
                      f" bar <= {ISSUE_BAR}x, target {ISSUE_TARGET}x:"
                      f" {'target met' if lint['wall'] / base['wall'] <= ISSUE_TARGET else 'bar met' if lint['wall'] / base['wall'] <= ISSUE_BAR else 'OVER THE BAR'}")
        print(f"took {time.perf_counter() - started:.0f} s")
        if failures:
            for shape, excess, broken in failures:
                grew = f"CPU time grew {excess:.2f}x as much as its input" if excess is not None else "not measured"
                print(f"NOT LINEAR: {shape}: {grew}" + (f" ({broken})" if broken else ""))
            return 1
        print("every shape linear")
        return 0
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
