import SwiftUI

struct FeedSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    @State private var members: Set<String> = []
    private let people = ["Ana", "Ben", "Chloé"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                ForEach(people, id: \.self) { person in
                    Text(person)
                        .onTapGesture {
                            if members.contains(person) { members.remove(person) } else { members.insert(person) }
                        }
                }
            }
            .navigationTitle("New Feed")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
            }
        }
    }
}

struct FindSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var query = ""
    @State private var opened: String?
    private let results = ["Mix", "Live"]

    var body: some View {
        NavigationStack {
            Form {
                TextField("Search", text: $query)
                ForEach(results, id: \.self) { result in
                    Button(result) { opened = result }
                }
            }
            .navigationTitle("Find")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
            }
        }
    }
}
