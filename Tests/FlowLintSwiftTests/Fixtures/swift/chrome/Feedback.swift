import SwiftUI

struct FeedbackLauncher: View {
    @State private var showsFeedback = false

    var body: some View {
        Button("Send Feedback") { showsFeedback = true }
            .fullScreenCover(isPresented: $showsFeedback) { FeedbackView() }
    }
}

/// Its Send button closes it through the view's own functions, the last one a moment later.
struct FeedbackView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack {
                Text("Tell us what you think.")
                Button("Send") { sendTapped() }
            }
            .navigationTitle("Feedback")
        }
    }

    private func sendTapped() {
        Task {
            await send()
            finish()
        }
    }

    private func send() async {}

    private func finish() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { dismiss() }
    }
}

/// Only Xcode's canvas presents it.
struct ThanksBadge: View {
    var body: some View {
        Text("Thanks!")
            .navigationTitle("Thanks")
    }
}

#Preview {
    struct Preview: View {
        @State private var showsThanks = false

        var body: some View {
            Button("Show") { showsThanks = true }
                .fullScreenCover(isPresented: $showsThanks) { ThanksBadge() }
        }
    }
    return Preview()
}

/// A progress sheet that refuses the swipe, and a help sheet shown through a property.
struct UploadView: View {
    @State private var uploading = false
    @State private var showsHelp = false

    var body: some View {
        VStack {
            Button("Upload") { uploading = true }
            Button("Help") { showsHelp = true }
        }
        .navigationTitle("Upload")
        .sheet(isPresented: $uploading) {
            UploadProgressView()
                .interactiveDismissDisabled()
        }
        .sheet(isPresented: $showsHelp) { helpSheet }
    }
}

private extension UploadView {
    var helpSheet: some View {
        NavigationStack {
            UploadHelpView()
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done") { showsHelp = false }
                    }
                }
        }
    }
}

struct UploadProgressView: View {
    var body: some View {
        ProgressView("Uploading…")
    }
}

struct UploadHelpView: View {
    var body: some View {
        Text("Files up to 2 GB.")
            .navigationTitle("Help")
    }
}

/// Its keys close it only once the whole code is entered: no way out of its own.
struct CodeEntryView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var entered = ""

    var body: some View {
        HStack {
            Button("1") { press("1") }
            Button("2") { press("2") }
        }
        .navigationTitle("Enter the Code")
    }

    private func press(_ key: String) {
        entered += key
        if entered == "2112" {
            dismiss()
        }
    }
}

struct AboutView: View {
    @State private var showsCodeEntry = false

    var body: some View {
        Button("Version 3.0") { showsCodeEntry = true }
            .navigationTitle("About")
            .sheet(isPresented: $showsCodeEntry) { CodeEntryView() }
    }
}

/// NavigationBackport's stack, in place of SwiftUI's before iOS 16: its toolbar shows.
struct MutedWordsView: View {
    @State private var editing = false

    var body: some View {
        Button("Add Word") { editing = true }
            .navigationTitle("Muted Words")
            .sheet(isPresented: $editing) {
                NBNavigationStack {
                    MutedWordEditor()
                }
            }
    }
}

struct MutedWordEditor: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("Words you mute stay hidden.")
            .navigationTitle("Mute a Word")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
    }
}

final class LabelsModel: ObservableObject {
    @Published var showsNewLabel = false
}

/// Presented by a flag of the model it shares with its presenter, which its Cancel sets back.
struct NewLabelView: View {
    @ObservedObject var model: LabelsModel
    @State private var name = ""

    var body: some View {
        NavigationView {
            TextField("Name", text: $name)
                .navigationTitle("New Label")
                .navigationBarItems(leading: Button("Cancel") { model.showsNewLabel = false })
        }
    }
}

struct LabelsView: View {
    @StateObject private var model = LabelsModel()

    var body: some View {
        Button("New Label") { model.showsNewLabel = true }
            .navigationTitle("Labels")
            .sheet(isPresented: $model.showsNewLabel) { NewLabelView(model: model) }
    }
}

extension View {
    /// The app's Close, put in the toolbar by a modifier of its own.
    func closable() -> some View {
        modifier(ClosableModifier())
    }
}

private struct ClosableModifier: ViewModifier {
    @Environment(\.dismiss) private var dismiss

    func body(content: Content) -> some View {
        content.toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Close") { dismiss() }
            }
        }
    }
}

struct ShortcutsView: View {
    var body: some View {
        List {
            Text("New Note")
        }
        .navigationTitle("Shortcuts")
    }
}

/// Its Cancel asks first when the text changed, through a function of its own.
struct NoteEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""
    @State private var confirmsDiscard = false
    let saved: String

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .navigationTitle("Note")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { closeAsking() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") { dismiss() }
                    }
                }
                .confirmationDialog("Discard your changes?", isPresented: $confirmsDiscard) {
                    Button("Discard", role: .destructive) { dismiss() }
                }
                .interactiveDismissDisabled()
        }
    }

    private func closeAsking() {
        if text != saved {
            confirmsDiscard = true
        } else {
            dismiss()
        }
    }
}

struct NotesHome: View {
    @State private var showsShortcuts = false
    @State private var editing = false

    var body: some View {
        VStack {
            Button("Shortcuts") { showsShortcuts = true }
            Button("Edit") { editing = true }
        }
        .navigationTitle("Notes")
        .sheet(isPresented: $showsShortcuts) {
            NavigationStack {
                ShortcutsView()
                    .closable()
            }
        }
        .sheet(isPresented: $editing) { NoteEditor(saved: "") }
    }
}

/// Sets the app's look on what it is given, and nothing more.
struct AppEnvironment<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        content.tint(.orange)
    }
}

/// A navigation stack around what it is given, through the app's environment.
struct SheetStack<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        NavigationStack {
            AppEnvironment {
                content
            }
        }
    }
}

struct ThemesView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            Text("Orange")
        }
        .navigationTitle("Themes")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Close") { dismiss() }
            }
        }
    }
}

struct AppearanceView: View {
    @State private var showsThemes = false

    var body: some View {
        Button("Themes") { showsThemes = true }
            .navigationTitle("Appearance")
            .sheet(isPresented: $showsThemes) {
                SheetStack {
                    ThemesView()
                }
            }
    }
}

extension View {
    /// The view in a navigation stack of its own, so its toolbar shows.
    func stacked() -> some View {
        NavigationStack {
            self
        }
    }
}

/// A round button when it is given an action; the same circle, inert, when it is not.
struct RoundButton: View {
    let symbol: String
    let action: (() -> Void)?

    var body: some View {
        if let action {
            Button(action: action) {
                Image(systemName: symbol)
            }
        } else {
            Image(systemName: symbol)
        }
    }
}

struct ImportGuideView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("Export your passwords, then open the file here.")
            .navigationTitle("Import")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    RoundButton(symbol: "xmark", action: dismiss.callAsFunction)
                }
            }
            .stacked()
    }
}

struct ImportMenuView: View {
    @State private var showsGuide = false

    var body: some View {
        Button("Import") { showsGuide = true }
            .navigationTitle("Import Data")
            .sheet(isPresented: $showsGuide) { ImportGuideView() }
    }
}

/// Its error alert is bound through a `Binding` made on the spot: its OK closes the alert, not the editor.
struct BadgeEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var errorMessage: String?

    var body: some View {
        NavigationStack {
            TextField("Name", text: $name)
                .navigationTitle("New Badge")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Publish") { publish() }
                    }
                }
                .interactiveDismissDisabled()
                .alert("Could not publish", isPresented: Binding(
                    get: { errorMessage != nil },
                    set: { if !$0 { errorMessage = nil } }
                )) {
                    Button("OK", role: .cancel) { errorMessage = nil }
                }
        }
    }

    private func publish() {
        errorMessage = "Offline"
    }
}

struct BadgesView: View {
    @State private var creating = false

    var body: some View {
        Button("New Badge") { creating = true }
            .navigationTitle("Badges")
            .sheet(isPresented: $creating) { BadgeEditor() }
    }
}

/// Its toolbar's main action adds a word in a sheet: no Done.
struct MutedWordsListView: View {
    @State private var adding = false

    var body: some View {
        List {
            Text("spoiler")
        }
        .navigationTitle("Muted")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Add", systemImage: "plus") { adding = true }
            }
        }
        .sheet(isPresented: $adding) { MutedWordEditor() }
    }
}
