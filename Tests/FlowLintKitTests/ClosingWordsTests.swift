import Testing
@testable import FlowLintKit

/// The one list of words that say a control closes its screen, and how names are split into words.
@Suite struct ClosingWordsTests {
    @Test(arguments: [
        ("okayButtonPressed:", ["okay", "button", "pressed"]),
        ("OKTapped", ["ok", "tapped"]),
        ("clickedCancel:", ["clicked", "cancel"]),
        ("btn-close", ["btn", "close"]),
        ("xmark.circle.fill", ["xmark", "circle", "fill"]),
        ("closeURLView", ["close", "url", "view"]),
    ])
    func namesSplitIntoWords(name: String, words: [String]) {
        #expect(ClosingWords.words(of: name) == words)
    }

    @Test func selectorsAndImagesNameClosingByAWord() {
        for name in ["closeButtonPressed", "dismiss", "okayButtonPressed:", "clickedCancel:", "btn-close", "xmark", "doneTapped:", "onCancellation", "handleDismissal"] {
            #expect(ClosingWords.namesClosing(code: name), "\(name)")
        }
        // A word inside another word is not the word.
        for name in ["bookmarkTapped:", "closetOpened", "playPressed:", "shareTapped:", "icon-share"] {
            #expect(!ClosingWords.namesClosing(code: name), "\(name)")
        }
    }

    @Test func titlesNameClosingAsAWholeInTheirLanguage() {
        for title in ["Close", "Dismiss", "Cancel", "Done", "OK", "Okay!", " Got it ", "닫기", "閉じる", "取消", "Schließen", "Annuler", "Cerrar", "Закрыть"] {
            #expect(ClosingWords.isClosing(title: title), "\(title)")
        }
        for title in ["Cancel Order", "Play", "Share", "Close Friends List", "Book"] {
            #expect(!ClosingWords.isClosing(title: title), "\(title)")
        }
    }

    /// Going back, drawn by the app where the bar is hidden: named by a whole title or a word.
    @Test func backIsNamedByAWordOrAWholeTitle() {
        for name in ["goBack:", "backTapped", "chevron.backward", "btn_back", "arrow.backward"] {
            #expect(ClosingWords.namesBack(code: name), "\(name)")
        }
        for name in ["playbackTapped:", "backgroundTapped", "feedbackPressed:", "chevron.left", "backupNow:"] {
            #expect(!ClosingWords.namesBack(code: name), "\(name)")
        }
        for title in ["Back", " back. ", "Zurück", "戻る", "뒤로"] {
            #expect(ClosingWords.isBack(title: title), "\(title)")
        }
        for title in ["Back Up", "Go", "Backstage"] {
            #expect(!ClosingWords.isBack(title: title), "\(title)")
        }
    }

    /// Save, in the languages storyboards carry: a button with no role is a save by its whole
    /// title; a role decides over any title.
    @Test func saveIsNamedByAWholeTitleInItsLanguage() {
        func button(_ title: String, role: ButtonRole? = nil) -> Button {
            let nowhere = SourceRange.start(of: SourceFileID(0))
            var button = Button(range: nowhere)
            button.title = Located(title, at: nowhere)
            button.role = role.map { Located($0, at: nowhere) }
            return button
        }
        for title in ["Save", "save.", "Speichern", "Enregistrer", "Guardar", "保存", "저장", "Сохранить"] {
            #expect(button(title).isSave, "\(title)")
        }
        for title in ["Save Draft As…", "Saved", "Safe"] {
            #expect(!button(title).isSave, "\(title)")
        }
        #expect(button("Anything", role: .save).isSave)
        #expect(!button("Save", role: .cancel).isSave)
    }

    /// Done and Save finish a task, and so does a button of the screen's own known to close it
    /// after its work (Post); one that closes while backing out does not, nor one that does not
    /// close, nor one only assumed to close.
    @Test func aTaskIsFinishedByDoneSaveOrAButtonThatClosesAfterItsWork() {
        func button(_ title: String, role: ButtonRole? = nil, dismisses: Bool = false, assumed: Bool = false) -> Button {
            let nowhere = SourceRange.start(of: SourceFileID(0))
            var button = Button(range: nowhere)
            button.title = Located(title, at: nowhere)
            button.role = role.map { Located($0, at: nowhere) }
            if dismisses {
                button.action = Action(kind: Located(.dismiss, at: nowhere), range: nowhere)
                button.action?.isAssumed = assumed
            }
            return button
        }
        #expect(button("Done").finishesTask)
        #expect(button("Speichern").finishesTask)
        #expect(button("Post", dismisses: true).finishesTask)
        #expect(button("Anything", role: .done).finishesTask)
        #expect(!button("Post").finishesTask)
        #expect(!button("Post", dismisses: true, assumed: true).finishesTask)
        #expect(!button("Close", dismisses: true).finishesTask)
        #expect(!button("Discard", dismisses: true).finishesTask)
        #expect(!button("Anything", role: .cancel, dismisses: true).finishesTask)
    }

    @Test func aDestructiveActionTitledCancelIsAskedWhetherItsStyleWasMeantToBeCancel() {
        let diagnostics = Linter().lint(path: "a.flow.yaml", text: """
        flowlint: 1
        app: Browser
        entry: Tabs
        screens:
          Tabs:
            title: Tabs
            buttons:
              - { title: Clear, action: { present: ClearRecent } }
              - { title: Close All, action: { present: CloseAll } }
              - { title: Log Out, action: { present: LogOut } }
              - { title: Open, action: { present: Phishing } }
        modals:
          ClearRecent:
            kind: actionSheet
            actions:
              - { title: Clear Recent Searches }
              - { title: Strings.cancelButtonTitle, role: destructive }
          CloseAll:
            kind: actionSheet
            actions:
              - { title: Cancel Downloads, role: destructive }
          LogOut:
            kind: alert
            actions:
              - { title: R.string.localizable.commonCancel.key.localized() }
              - { title: Log Out, role: destructive }
          Phishing:
            kind: alert
            actions:
              - { title: Strings.Warning.BackButton }
              - { title: Continue Anyway, role: destructive }

        """).diagnostics.filter { $0.ruleID == "alert-actions" }.map(\.message)
        #expect(diagnostics == [
            "action sheet \"ClearRecent\" offers the destructive action \"Strings.cancelButtonTitle\" without a cancel action; its title names backing out: was the style meant to be cancel?",
            "action sheet \"CloseAll\" offers the destructive action \"Cancel Downloads\" without a cancel action",
            "alert \"LogOut\" offers the destructive action \"Log Out\" without a cancel action; \"R.string.localizable.commonCancel.key.localized()\" names backing out: was its style meant to be cancel?",
            "alert \"Phishing\" offers the destructive action \"Continue Anyway\" without a cancel action; \"Strings.Warning.BackButton\" names backing out: was its style meant to be cancel?",
        ])
        #expect(ClosingWords.namesBackingOut(title: "Go back"))
        #expect(!ClosingWords.namesBackingOut(title: "Strings.backgroundRefresh"))
        #expect(ClosingWords.namesBackingOut(title: "Annuler"))
        #expect(!ClosingWords.namesBackingOut(title: "cancellation.policy"))
    }
}
