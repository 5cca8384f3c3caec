import SwiftUI

// Which sheets hold a draft (`DraftInputs`). The report form's notes are typed into a view of the
// app's whose body is a `TextEditor`: text of any length, so a swipe loses a draft. The widget
// editor is a form, a name with a server picked and an entity chosen on a sheet of its own. The
// preset namer (a name and the layout it starts from) and the option sheet (a key and a value)
// are short prompts, typed again in a moment, and close without asking. A feed's title with the
// members picked row by row is a draft; a search field above results that open one is not. A
// zone's name, radius and the place its map is moved to make a form. A comment is text, closed by
// iOS 26's `.close` role.
@main
struct PlaylistsApp: App {
    var body: some Scene {
        WindowGroup { PlaylistsView() }
    }
}

struct PlaylistsView: View {
    @State private var reporting = false
    @State private var editingWidget = false
    @State private var namingPreset = false
    @State private var addingOption = false
    @State private var makingFeed = false
    @State private var searching = false
    @State private var addingZone = false

    var body: some View {
        NavigationStack {
            List {
                Button("Report a Problem") { reporting = true }
                Button("New Widget") { editingWidget = true }
                Button("New Preset") { namingPreset = true }
                Button("Add Option") { addingOption = true }
                Button("New Feed") { makingFeed = true }
                Button("Find") { searching = true }
                Button("New Zone") { addingZone = true }
                NavigationLink("Comments") { CommentsView() }
            }
            .navigationTitle("Playlists")
        }
        .sheet(isPresented: $reporting) { ReportView() }
        .sheet(isPresented: $editingWidget) { WidgetEditor() }
        .sheet(isPresented: $namingPreset) { PresetNamer() }
        .sheet(isPresented: $addingOption) { OptionSheet() }
        .sheet(isPresented: $makingFeed) { FeedSheet() }
        .sheet(isPresented: $searching) { FindSheet() }
        .sheet(isPresented: $addingZone) { ZoneSheet() }
    }
}

struct NotesEditor: View {
    @Binding var text: String

    var body: some View {
        TextEditor(text: $text)
            .frame(minHeight: 120)
    }
}

struct ReportView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var notes = ""
    @State private var email = ""

    var body: some View {
        NavigationStack {
            Form {
                NotesEditor(text: $notes)
                TextField("Email", text: $email)
            }
            .navigationTitle("Report")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Send") { dismiss() } }
            }
        }
    }
}

struct WidgetEditor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var server = 0
    @State private var choosingEntity = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Server", selection: $server) {
                    Text("Home").tag(0)
                    Text("Office").tag(1)
                }
                Button("Entity") { choosingEntity = true }
            }
            .navigationTitle("Widget")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Save") { dismiss() } }
            }
            .sheet(isPresented: $choosingEntity) { EntityPicker() }
        }
    }
}

struct EntityPicker: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                Button("Lights") { dismiss() }
                Button("Thermostat") { dismiss() }
            }
            .navigationTitle("Entity")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
            }
        }
    }
}

struct PresetNamer: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var layout = 0

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Picker("Start From", selection: $layout) {
                    Text("Default").tag(0)
                    Text("Compact").tag(1)
                }
            }
            .navigationTitle("New Preset")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Create") { dismiss() } }
            }
        }
    }
}

struct OptionSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var key = ""
    @State private var value = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Option", text: $key)
                TextField("Value", text: $value)
            }
            .navigationTitle("Add Option")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Add") { dismiss() } }
            }
        }
    }
}
