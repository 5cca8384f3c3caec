import SwiftUI

/// Views of one kind conform to a protocol of the app's that refines `View`.
protocol DocumentScreen: View {}

struct DocumentDetail: DocumentScreen {
    var body: some View {
        Text("Invoice, March")
            .navigationTitle("Invoice")
    }
}

struct DocumentsView: View {
    @State private var opened = false

    var body: some View {
        List {
            Button("Invoice") { opened = true }
        }
        .navigationTitle("Documents")
        .sheet(isPresented: $opened) {
            NavigationStack {
                DocumentDetail()
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Close") { opened = false }
                        }
                    }
            }
        }
    }
}

/// A screen whose buttons tell its view model what happened; the coordinator closes it.
struct BackupInstructionsView: View {
    let context: ScreenContext

    var body: some View {
        NavigationStack {
            Text("Save your recovery key first.")
                .navigationTitle("Backup")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button { context.send(viewAction: .cancel) } label: { Text("Not Now") }
                    }
                }
        }
    }
}

extension DocumentsView {
    func instructions(context: ScreenContext) -> some View {
        EmptyView().fullScreenCover(isPresented: .constant(true)) { BackupInstructionsView(context: context) }
    }
}

/// A helper of the app's makes the Close toolbar item it is handed the action of.
@ToolbarContentBuilder
func sheetCloseToolbarItem(action: @escaping () -> Void) -> some ToolbarContent {
    ToolbarItem(placement: .confirmationAction) {
        Button("Close", action: action)
    }
}

struct DevicesSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List { Text("Living Room") }
                .navigationTitle("Devices")
                .toolbar {
                    sheetCloseToolbarItem { dismiss() }
                }
        }
    }
}

extension DocumentsView {
    func devices() -> some View {
        EmptyView().fullScreenCover(isPresented: .constant(true)) { DevicesSheet() }
    }
}

/// A heading drawn by a view of the app's made for headings, handed its text.
struct TitleAndIcon: View {
    let title: String
    let icon: String

    var body: some View {
        VStack {
            Image(systemName: icon)
            Text(title).bold()
        }
    }
}

/// Closed by toggling the flag its presenter lends it; named by a heading view.
struct LicensesView: View {
    @Binding var visible: Bool

    var body: some View {
        NavigationStack {
            List {
                TitleAndIcon(title: "Open-Source Licenses", icon: "doc")
                Text("MIT")
            }
            .navigationBarItems(trailing: closeButton)
        }
    }

    private var closeButton: some View {
        Button { visible.toggle() } label: { Image(systemName: "chevron.down") }
    }
}

extension DocumentsView {
    func licenses(visible: Binding<Bool>) -> some View {
        EmptyView().sheet(isPresented: visible) { LicensesView(visible: visible) }
    }
}

/// Handed on by name the closure its presenter gives it to close it with.
struct ServerSetupView: View {
    let customDismiss: () -> Void

    var body: some View {
        List { Text("Server") }
            .appBar(title: Text("Server"), onDismiss: customDismiss)
    }
}

extension DocumentsView {
    func serverSetup(shown: Binding<Bool>) -> some View {
        EmptyView().fullScreenCover(isPresented: shown) { ServerSetupView(customDismiss: { shown.wrappedValue = false }) }
    }
}

/// Its button closes it inside `withAnimation`, which runs at once.
struct ReplyComposer: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Reply")
            Button {
                withAnimation { dismiss() }
            } label: {
                Image(systemName: "chevron.down")
            }
        }
    }
}

extension DocumentsView {
    func reply(shown: Binding<Bool>) -> some View {
        EmptyView().fullScreenCover(isPresented: shown) { ReplyComposer() }
    }
}

extension View {
    /// The app's own font modifier.
    func fontSize(_ size: CGFloat, _ weight: Font.Weight = .regular) -> some View {
        font(.system(size: size, weight: weight))
    }
}

/// Named by a heading in the app's own font, under a bar with only Close.
struct WelcomeView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack {
                Text("Welcome to Documents").fontSize(28, .bold)
                Text("Keep your files in one place.")
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Close") { dismiss() }
                }
            }
        }
    }
}

extension DocumentsView {
    func welcome(shown: Binding<Bool>) -> some View {
        EmptyView().sheet(isPresented: shown) { WelcomeView() }
    }
}
