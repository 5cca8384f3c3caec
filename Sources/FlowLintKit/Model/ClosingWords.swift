/// The words that say a control closes the screen it is on, in the languages storyboards are
/// commonly written in: the one list every frontend and rule reads, so that a word added here
/// counts everywhere. Public for the frontends built outside FlowLintKit (`CodeFrontend`).
public enum ClosingWords {
    /// Titles that, as the whole title, name closing, cancelling or finishing the screen.
    /// Compared lowercased, without surrounding spaces and a trailing period or exclamation mark.
    static let titles: Set<String> = leavingTitles.union(finishingTitles)

    /// Titles that name leaving the screen without finishing its task: closing or cancelling.
    /// A button with one of these and no role is a cancel (`Button.isCancel`).
    static let leavingTitles: Set<String> = [
        // English
        "close", "dismiss", "cancel", "not now",
        // German
        "schließen", "abbrechen",
        // French
        "fermer", "annuler",
        // Spanish and Portuguese
        "cerrar", "cancelar", "fechar",
        // Italian
        "chiudi", "annulla",
        // Dutch
        "sluiten", "annuleren",
        // Swedish, Danish and Norwegian
        "stäng", "avbryt", "luk", "annuller", "lukk",
        // Polish, Czech
        "zamknij", "anuluj", "zavřít", "zrušit",
        // Russian, Ukrainian
        "закрыть", "отмена", "закрити", "скасувати",
        // Turkish
        "kapat", "iptal",
        // Japanese
        "閉じる", "キャンセル",
        // Chinese (simplified and traditional)
        "关闭", "關閉", "取消",
        // Korean
        "닫기", "취소",
        // Arabic, Hebrew
        "إغلاق", "إلغاء", "סגור", "ביטול",
    ]

    /// Titles that name finishing the screen's task: done, OK.
    static let finishingTitles: Set<String> = doneTitles.union([
        "ok", "okay", "got it", "aceptar", "tamam", "好", "확인",
    ])

    /// The finishing titles that say the task is done, rather than acknowledge: "OK" on a
    /// permission explainer may well lead on; "Done" should not.
    static let doneTitles: Set<String> = [
        "done", "finish", "fertig", "erledigt", "terminé", "terminer", "listo", "hecho", "concluído", "concluir",
        "fine", "fatto", "gereed", "klaar", "klar", "færdig", "ferdig", "gotowe", "hotovo", "готово",
        "bitti", "完了", "完成", "완료", "تم", "סיום",
    ]

    /// Titles that name keeping what the screen holds: Save.
    static let savingTitles: Set<String> = [
        "save", "speichern", "sichern", "enregistrer", "guardar", "salvar", "salva", "opslaan", "spara", "gem", "lagre",
        "zapisz", "uložit", "сохранить", "зберегти", "kaydet", "保存", "저장", "حفظ", "שמור",
    ]

    /// Titles that name throwing away what the screen holds: Discard.
    static let discardingTitles: Set<String> = ["discard", "verwerfen", "descartar", "scarta", "破棄", "放弃", "放棄"]

    /// Words that, anywhere in a selector or an image name, name closing or finishing.
    /// Selectors and image names are code, written in English whatever the app's languages.
    static let codeWords: Set<String> = ["close", "dismiss", "dismissal", "cancel", "cancellation", "done", "ok", "okay", "xmark", "finish"]

    /// The system items of a bar button item that close or finish a screen (`stop` is the ✕).
    public static let systemItems: Set<String> = ["cancel", "done", "save", "close", "stop"]

    /// Titles that, as the whole title, name going back to the previous screen: a hidden
    /// navigation bar's own back button, drawn by the app.
    static let backTitles: Set<String> = [
        "back", "go back", "zurück", "retour", "atrás", "volver", "voltar", "indietro", "terug",
        "tillbaka", "tilbage", "tilbake", "wstecz", "zpět", "назад", "geri", "戻る", "返回", "뒤로",
        "رجوع", "חזרה",
    ]

    /// Words that, anywhere in a selector or an image name, name going back: `backTapped:`,
    /// `goBack`, `chevron.backward`, `btn_back`.
    static let backCodeWords: Set<String> = ["back", "backward"]

    /// Whether a title, as a whole, names going back: "Back", "Zurück", "戻る".
    static func isBack(title: String) -> Bool {
        backTitles.contains(normalized(title))
    }

    /// Whether a selector or image name has a word that names going back.
    static func namesBack(code name: String) -> Bool {
        words(of: name).contains { backCodeWords.contains($0) }
    }

    /// Whether a title, as a whole, names closing the screen: "Close", "Cancel", "OK", "닫기".
    public static func isClosing(title: String) -> Bool {
        titles.contains(normalized(title))
    }

    /// Whether a title, as a whole, names leaving without finishing: "Cancel", "Close", "닫기",
    /// but not "Done" or "OK".
    static func isLeaving(title: String) -> Bool {
        leavingTitles.contains(normalized(title))
    }

    /// Whether a title names backing out: a leaving title ("Cancel", "닫기") or one going back
    /// ("Back", "Go back": to where the user was, away from the risk), or a name from code read as
    /// the title (`Strings.cancelButtonTitle`, `Strings.Warning.BackButton`: one word run with no
    /// space) with `cancel` or `back` among its words. "Cancel Subscription" is not one: it names
    /// what it does.
    static func namesBackingOut(title: String) -> Bool {
        if isLeaving(title: title) || isBack(title: title) { return true }
        guard !title.contains(" ") else { return false }
        let words = words(of: title)
        return words.contains("cancel") || words.contains("back")
    }

    /// Whether a title, as a whole, says the task is done: "Done", "Fertig", "완료", not "OK".
    static func isDone(title: String) -> Bool {
        doneTitles.contains(normalized(title))
    }

    /// Whether a title, as a whole, names keeping content: "Save", "Speichern", "保存".
    static func isSaving(title: String) -> Bool {
        savingTitles.contains(normalized(title))
    }

    /// Whether a title, as a whole, names throwing content away: "Discard", "Verwerfen".
    static func isDiscarding(title: String) -> Bool {
        discardingTitles.contains(normalized(title))
    }

    /// A title as the word lists spell it: lowercased, without surrounding spaces and a trailing
    /// period or exclamation mark.
    private static func normalized(_ title: String) -> String {
        var text = Substring(title.lowercased())
        while let last = text.last, last == " " || last == "." || last == "!" { text = text.dropLast() }
        while let first = text.first, first == " " { text = text.dropFirst() }
        return String(text)
    }

    /// Whether a selector or image name has a closing word among its words: `closeButtonPressed`,
    /// `clickedCancel:`, `btn-close`, `xmark.circle`.
    public static func namesClosing(code name: String) -> Bool {
        words(of: name).contains { codeWords.contains($0) }
    }

    /// The lowercased words of a name, split at anything but a letter, before a capital that
    /// follows a lowercase letter, and before the last capital of a run that a lowercase letter
    /// follows: `okayButtonPressed:` is okay, button, pressed; `OKTapped` is ok, tapped.
    public static func words(of name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            guard character.isLetter else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, !current.isEmpty, index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || (previous.isUppercase && next?.isLowercase == true) {
                    words.append(current)
                    current = ""
                }
            }
            current += character.lowercased()
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
