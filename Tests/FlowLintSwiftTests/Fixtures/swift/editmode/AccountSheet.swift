import SwiftUI

// An account sheet that edits in place: its editor's Cancel leaves edit mode (the flag an `if`
// of the sheet tests), so it discards nothing of a closed sheet and closes nothing; the sheet
// itself closes with Done. A swipe down the sheet while editing loses the typed name (a finding).
final class AccountEditing: ObservableObject {
    @Published var isEditing = false
}

struct HomeView: View {
    @State private var showsAccount = false

    var body: some View {
        Button("Account") { showsAccount = true }
            .sheet(isPresented: $showsAccount) { AccountSheet() }
    }
}

struct AccountSheet: View {
    @Environment(\.dismiss) private var dismiss
    @StateObject private var editing = AccountEditing()

    var body: some View {
        NavigationStack {
            Group {
                if editing.isEditing {
                    AccountEditor()
                } else {
                    Button("Edit name") { editing.isEditing = true }
                }
            }
            .navigationTitle("Account")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
            }
        }
        .environmentObject(editing)
    }
}

struct AccountEditor: View {
    @EnvironmentObject private var editing: AccountEditing
    @State private var name = ""
    @State private var nickname = ""
    @State private var birthday = Date()

    var body: some View {
        Form {
            TextField("Name", text: $name)
            TextField("Nickname", text: $nickname)
            DatePicker("Birthday", selection: $birthday)
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { editing.isEditing = false } }
            ToolbarItem(placement: .confirmationAction) { Button("Save") { editing.isEditing = false } }
        }
    }
}
