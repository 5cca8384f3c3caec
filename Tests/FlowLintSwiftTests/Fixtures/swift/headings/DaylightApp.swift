import SwiftUI

@main
struct DaylightApp: App {
    var body: some Scene { WindowGroup { TodayView() } }
}

struct TodayView: View {
    @State private var settingsOpen = false
    @State private var creditsOpen = false
    @State private var walkOpen = false

    var body: some View {
        NavigationStack {
            Text("Daylight")
                .navigationTitle("Today")
                .toolbar {
                    Button("Settings") { settingsOpen = true }
                    Button("Credits") { creditsOpen = true }
                    Button("Walk") { walkOpen = true }
                }
                .sheet(isPresented: $settingsOpen) { SettingsSheet() }
                .sheet(isPresented: $creditsOpen) { CreditsSheet() }
                .sheet(isPresented: $walkOpen) { WalkSheet() }
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
                Text("Thanks for reading.").font(Theme.caption)
            }
            .toolbar { Button("Done") { dismiss() } }
        }
    }
}

/// Headed by a text in the app's display font, declared in another file: 30 points, a heading.
struct WalkSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack {
                Text("Morning Walk").font(Theme.display)
                Text("Details of the walk")
            }
            .toolbar { Button("Done") { dismiss() } }
        }
    }
}
