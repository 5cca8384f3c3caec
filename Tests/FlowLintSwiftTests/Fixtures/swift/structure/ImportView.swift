import SwiftUI

/// Group 2: this file's own `CreateView`, presented in a stack with no title and no way out.
struct ImportView: View {
    @State private var creating = false

    var body: some View {
        Button("Import") { creating = true }
            .sheet(isPresented: $creating) {
                NavigationStack { CreateView() }
            }
    }
}

fileprivate struct CreateView: View {
    var body: some View {
        Form { TextField("Name", text: .constant("")) }
    }
}
