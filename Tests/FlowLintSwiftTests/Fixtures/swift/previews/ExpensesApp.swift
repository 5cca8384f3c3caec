import SwiftUI

@main
struct ExpensesApp: App {
    var body: some Scene { WindowGroup { HomeView() } }
}

/// The app's home: its sheet's Cancel loses a draft without asking, and that is reported here.
struct HomeView: View {
    @State private var adding = false

    var body: some View {
        NavigationStack {
            Text("Expenses")
                .navigationTitle("Home")
                .toolbar { Button("Add") { adding = true } }
                .sheet(isPresented: $adding) { AddExpenseView() }
        }
    }
}

struct AddExpenseView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var notes = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextEditor(text: $notes)
            }
            .navigationTitle("Add Expense")
            .interactiveDismissDisabled(!title.isEmpty || !notes.isEmpty)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Save") { dismiss() } }
            }
        }
    }
}

#Preview {
    HomeView()
}
