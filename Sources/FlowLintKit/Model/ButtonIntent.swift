/// What a button says it does to the task of its screen, decided here once for every rule and
/// frontend. A role decides (a storyboard's system item arrives as one: `cancel`, `close`, and
/// the ✕ `stop` as `close`); a title counts only on a button without a role, and only as
/// `ClosingWords` spells it in the languages storyboards are written in, so "닫기" counts as
/// "Close" does.
extension Button {
    /// Whether the button leaves its screen without finishing the task: role `cancel` or
    /// `close`, or no role and a title such as Cancel, Close, Dismiss, Annuler or 닫기.
    public var isCancel: Bool {
        switch effectiveRole {
        case .cancel, .close: return true
        case .normal: return title.map { ClosingWords.isLeaving(title: $0.value) } ?? false
        default: return false
        }
    }

    /// Whether the button abandons what the task holds rather than finishing it: a cancel, a
    /// role `back` or `destructive`, or no role and a title that names going back or discarding.
    /// Other buttons that close, such as Done, Save or Send, finish the task and keep its content.
    public var abandonsTask: Bool {
        if isCancel { return true }
        switch effectiveRole {
        case .back, .destructive: return true
        case .normal:
            guard let title = title?.value else { return false }
            return ClosingWords.isBack(title: title) || ClosingWords.isDiscarding(title: title)
        default: return false
        }
    }

    /// Whether the button says the task is done: role `done`, or no role and a title such as
    /// Done, Fertig or 완료 (not OK, which may acknowledge and lead on).
    public var isDone: Bool {
        switch effectiveRole {
        case .done: return true
        case .normal: return title.map { ClosingWords.isDone(title: $0.value) } ?? false
        default: return false
        }
    }

    /// Whether the button ends the task by completing it: Done or Save, or a button of the
    /// screen's own whose action is known to close it after its work (Post, Send, Add) and which
    /// neither cancels nor abandons the task. A dismissal only assumed (a call of something
    /// named for closing, `cancelContent()`) says nothing of finishing. Beside a Cancel, such a
    /// button makes a screen holding a draft an editor.
    public var finishesTask: Bool {
        if isDone || isSave { return true }
        guard let action, action.kind.value == .dismiss, !action.isAssumed else { return false }
        return effectiveRole == .normal && !abandonsTask
    }

    /// Whether the button keeps what the task holds and finishes it: role `save`, or no role and
    /// a title such as Save, Speichern or 保存.
    public var isSave: Bool {
        switch effectiveRole {
        case .save: return true
        case .normal: return title.map { ClosingWords.isSaving(title: $0.value) } ?? false
        default: return false
        }
    }
}
