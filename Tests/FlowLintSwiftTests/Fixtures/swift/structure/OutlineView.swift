import SwiftUI

/// Group 2: a view in one branch of an `if`, in a list row or in a toolbar is no presented screen.
struct OutlineView: View {
    @State private var showsOutline = false
    @State private var picking = false
    let headings: [String]

    var body: some View {
        Button("Outline") { showsOutline = true }
            .popover(isPresented: $showsOutline) {
                NavigationStack {
                    if headings.isEmpty {
                        EmptyMessage()
                    } else {
                        List(headings, id: \.self) { HeadingRow(text: $0) }
                    }
                }
            }
            .sheet(isPresented: $picking) {
                pickerContent
                    .toolbar { CloseLabel() }
            }
    }

    func startPicking() { picking = true }

    private var pickerContent: some View {
        List { HeadingRow(text: "Pick") }
    }
}

struct EmptyMessage: View {
    var body: some View { Text("Nothing here") }
}

struct HeadingRow: View {
    let text: String
    var body: some View { Text(text) }
}

struct CloseLabel: View {
    var body: some View { Image(systemName: "xmark") }
}
