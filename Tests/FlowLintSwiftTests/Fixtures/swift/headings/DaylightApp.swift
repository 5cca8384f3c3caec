import SwiftUI

@main
struct DaylightApp: App {
    var body: some Scene { WindowGroup { TodayView() } }
}

struct TodayView: View {
    @State private var settingsOpen = false
    @State private var creditsOpen = false

    var body: some View {
        NavigationStack {
            Text("Daylight")
                .navigationTitle("Today")
                .toolbar {
                    Button("Settings") { settingsOpen = true }
                    Button("Credits") { creditsOpen = true }
                }
                .sheet(isPresented: $settingsOpen) { SettingsSheet() }
                .sheet(isPresented: $creditsOpen) { CreditsSheet() }
        }
    }
}

/// No bar title, but a heading: the font set on the outer stack reaches the text that an icon
/// leads, inside a stack of its own, and the text is drawn in a title's size.
struct SettingsSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section { AppCard() }
                Section { Toggle("Notifications", isOn: .constant(true)) }
            }
            .toolbar { Button { dismiss() } label: { Text("Close") } }
        }
    }
}

struct AppCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                HStack {
                    Image(systemName: "sun.max")
                    Text("Daylight")
                }
                Spacer()
                Text("v3.0").font(.caption)
            }
            .font(.title2)
            Text("An app about the light of each day.")
        }
    }
}

/// The stack's font does not reach a text that sets its own: no heading, and no title.
struct CreditsSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack {
                HStack {
                    Image(systemName: "person.2")
                    Text("Made by two people").font(.footnote)
                }
                .font(.title)
                Text("Thanks for reading.")
            }
            .toolbar { Button("Done") { dismiss() } }
        }
    }
}
