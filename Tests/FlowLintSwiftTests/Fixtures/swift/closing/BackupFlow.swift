import SwiftUI

/// A sheet's flag handed through the environment, so that the last screen pushed in the sheet
/// closes the whole sheet (`modalPresentationMode = false`): no pop, so that screen is a step of
/// the three-step backup task.
private struct ModalPresentationModeKey: EnvironmentKey {
    static var defaultValue: Binding<Bool> = .constant(false)
}

extension EnvironmentValues {
    var modalPresentationMode: Binding<Bool> {
        get { self[ModalPresentationModeKey.self] }
        set { self[ModalPresentationModeKey.self] = newValue }
    }
}

struct BackupHome: View {
    @State private var backingUp = false

    var body: some View {
        NavigationStack {
            Button("Back Up") { backingUp = true }
                .navigationTitle("Keys")
        }
        .sheet(isPresented: $backingUp) {
            NavigationStack { BackupStartView() }
                .environment(\.modalPresentationMode, $backingUp)
        }
    }
}

struct BackupStartView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List { NavigationLink("Show Phrase") { BackupPhraseView() } }
            .navigationTitle("Back Up")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
            }
    }
}

struct BackupPhraseView: View {
    var body: some View {
        List { NavigationLink("Verify") { BackupVerifyView() } }
            .navigationTitle("Phrase")
    }
}

struct BackupVerifyView: View {
    @Environment(\.modalPresentationMode) @Binding private var modalPresentationMode

    var body: some View {
        Button("Verify") { modalPresentationMode = false }
            .navigationTitle("Verify")
    }
}
