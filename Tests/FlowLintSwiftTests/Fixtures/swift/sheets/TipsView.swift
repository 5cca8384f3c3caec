import SwiftUI

// One sheet whose content picks a view by a property of the view (`switch tip`): each case is a
// presentation of its own, all bound to the one flag, which the button raises. The flag is
// written once in `.sheet`, however many cases copy the presentation.
enum Tip { case fullScreen, shareExtension, other }

struct TipsView: View {
    var body: some View {
        List {
            TipView(tip: .fullScreen)
            TipView(tip: .shareExtension)
        }
        .navigationTitle("Tips")
    }
}

struct TipView: View {
    let tip: Tip
    @State private var showingSheet = false

    var body: some View {
        Button("Show") { showingSheet = true }
            .sheet(isPresented: $showingSheet) {
                switch tip {
                case .fullScreen: TipEmailView()
                case .shareExtension: TipShareView()
                default: EmptyView()
                }
            }
    }
}

struct TipEmailView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("Alias")
                .navigationTitle("Full Screen")
                .toolbar { Button("Done") { dismiss() } }
        }
    }
}

struct TipShareView: View {
    var body: some View { Text("Share") }
}
