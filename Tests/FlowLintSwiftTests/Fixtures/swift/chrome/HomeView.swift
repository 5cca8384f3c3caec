import SwiftUI

struct HomeView: View {
    @State private var showsSettings = false
    @State private var showsWhatsNew = false
    @State private var showsHelp = false
    @State private var showsWizard = false
    @State private var showsComplications = false
    @State private var showsLegacyFilters = false

    var body: some View {
        List {
            Button("Settings") { showsSettings = true }
            Button("What's New") { showsWhatsNew = true }
            Button("Help") { showsHelp = true }
            Button("Claim a Name") { showsWizard = true }
            Button("Complications") { showsComplications = true }
        }
        .navigationTitle("Home")
        .sheet(isPresented: $showsSettings) { SettingsView() }
        .sheet(isPresented: $showsWhatsNew) { WhatsNewView() }
        .sheet(isPresented: $showsHelp) { HelpView() }
        .sheet(isPresented: $showsWizard) { ClaimWizard() }
        .sheet(isPresented: $showsComplications) { FamiliesView() }
        // Left behind when a menu replaced it: nothing raises the flag.
        .sheet(isPresented: $showsLegacyFilters) { LegacyFiltersView() }
    }
}

/// Titled and closed through the app's own bar.
struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            Toggle("Sounds", isOn: .constant(true))
        }
        .appBar(title: Text("Settings"), onDismiss: { dismiss() })
    }
}

/// Its heading names it; the bar holds Close only.
struct WhatsNewView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView {
                Text("What's New in 3.0")
                    .font(.title.bold())
                Text("Widgets, and a faster search.")
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
            }
        }
    }
}

/// Neither a title nor a heading: the bar is empty but for Close.
struct HelpView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("Pull down to refresh.")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Close") { dismiss() }
                    }
                }
        }
    }
}

/// A card-height wizard: a tap on the dimmed screen above closes it.
struct ClaimWizard: View {
    var body: some View {
        WizardStack {
            ClaimStep()
        }
    }
}

struct ClaimStep: View {
    var body: some View {
        VStack {
            StepTitle(text: "Claim your name")
            NavigationLink("Next") { ChooseNameStep() }
        }
    }
}

struct ChooseNameStep: View {
    @State private var name = ""

    var body: some View {
        VStack {
            StepTitle(text: "Choose a name")
            TextField("Name", text: $name)
        }
    }
}

/// Browses families, then edits one in a pushed editor that refuses the swipe itself.
struct FamiliesView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Circular") { ComplicationEditor() }
            }
            .navigationTitle("Families")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
            }
        }
    }
}

struct ComplicationEditor: View {
    @State private var label = ""
    @State private var starts = Date()
    @State private var confirmsDiscard = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Label", text: $label)
            DatePicker("Starts", selection: $starts)
        }
        .navigationTitle("Edit Complication")
        .interactiveDismissDisabled()
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { confirmsDiscard = true }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") { dismiss() }
            }
        }
        .confirmationDialog("Discard this complication?", isPresented: $confirmsDiscard) {
            Button("Discard", role: .destructive) { dismiss() }
        }
    }
}

struct LegacyFiltersView: View {
    var body: some View {
        List {
            Text("Unread")
        }
    }
}

struct ShelvesView: View {
    @State private var renaming = false

    var body: some View {
        NavigationStack {
            Text("Shelves")
                .navigationTitle("Shelves")
                .toolbar { Button("Rename") { renaming = true } }
                .sheet(isPresented: $renaming) {
                    NavigationStack { RenameShelfView() }
                }
        }
    }
}

/// A prompt for one line, the shelf's new name, and a switch: typed again and flipped back in a
/// moment, so a swipe or its Cancel throws away no draft worth a question.
struct RenameShelfView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var pinned = false

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Toggle("Pinned", isOn: $pinned)
        }
            .navigationTitle("Rename Shelf")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { dismiss() }
                }
            }
    }
}
