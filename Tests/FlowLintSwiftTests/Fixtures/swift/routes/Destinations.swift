import SwiftUI

/// An app's own modifier that presents its router's sheets: every view applying it presents
/// them. The support page comes in a wrapper that adds a stack and a Close; the feedback form
/// comes bare, and only a swipe closes it; the help page closes with a package's `DismissButton`.
/// No code makes the `legacyTips` case, so its page is never shown and never judged.
enum SheetDestination: Identifiable {
    case support
    case feedback
    case help
    case legacyTips

    var id: String { "\(self)" }
}

extension View {
    func withSheetDestinations(_ destination: Binding<SheetDestination?>) -> some View {
        sheet(item: destination) { destination in
            switch destination {
            case .support:
                NavigationSheet { SupportView() }
            case .feedback:
                FeedbackView()
            case .help:
                HelpView()
            case .legacyTips:
                LegacyTipsView()
            }
        }
    }
}

struct ProfileTab: View {
    @State private var destination: SheetDestination?

    var body: some View {
        NavigationStack {
            List {
                Button("Support") { destination = .support }
                Button("Feedback") { destination = .feedback }
                Button("Help") { destination = SheetDestination.help }
            }
            .navigationTitle("Profile")
        }
        .withSheetDestinations($destination)
    }
}

/// A second tab applying the modifier: a finding on what it presents notes the one `.sheet`
/// once, not once per tab.
struct SearchTab: View {
    @State private var destination: SheetDestination?

    var body: some View {
        NavigationStack {
            Button("Feedback") { destination = .feedback }
                .navigationTitle("Search")
        }
        .withSheetDestinations($destination)
    }
}

/// Wraps a page in a stack with a Close in its toolbar.
struct NavigationSheet<Content: View>: View {
    var content: () -> Content

    init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    var body: some View {
        NavigationStack {
            content()
                .toolbar { CloseToolbarItem() }
        }
    }
}

struct CloseToolbarItem: ToolbarContent {
    @Environment(\.dismiss) private var dismiss

    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
            Button("Close") { dismiss() }
        }
    }
}

struct SupportView: View {
    var body: some View {
        Text("Write to us").navigationTitle("Support")
    }
}

struct FeedbackView: View {
    var body: some View {
        NavigationStack {
            Text("How are we doing?").navigationTitle("Feedback")
        }
    }
}

/// Closed by a package's button (not declared here) named for closing.
struct HelpView: View {
    var body: some View {
        NavigationStack {
            Text("Ask us anything")
                .navigationTitle("Help")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { DismissButton() }
                }
        }
    }
}

struct LegacyTipsView: View {
    var body: some View {
        Text("Swipe to go back")
    }
}
