import SwiftUI

final class ExportModel: ObservableObject {
    @Published var isShowingCode = false
    @Published var isShowingFilters = false
}

/// A sheet bound to an observed model's flag, its content a stack around the code view with a
/// Close that lowers the flag: the code view's way out.
struct ExportView: View {
    @StateObject private var model = ExportModel()

    var body: some View {
        Button("Export") { model.isShowingCode = true }
            .sheet(isPresented: $model.isShowingCode) {
                NavigationView {
                    VStack {
                        CodeView()
                        Text("Scan this code")
                    }
                    .navigationTitle("Export")
                    .navigationBarItems(trailing: Button("Close") {
                        model.isShowingCode = false
                    })
                }
            }
    }
}

/// The same code view shown again from the share menu, with nothing around it: the Close the
/// export sheet lends is not on screen here, so the code view has no way out of its own.
struct ShareMenuView: View {
    @State private var showsCode = false

    var body: some View {
        Button("Show code") { showsCode = true }
            .fullScreenCover(isPresented: $showsCode) { CodeView() }
    }
}

/// A cover bound to the model's flag, whose Apply toggles that flag: its way out.
struct ExportFiltersHost: View {
    @StateObject private var model = ExportModel()

    var body: some View {
        Button("Filters") { model.isShowingFilters = true }
            .fullScreenCover(isPresented: $model.isShowingFilters) { ExportFiltersView(model: model) }
    }
}

struct ExportFiltersView: View {
    @ObservedObject var model: ExportModel

    var body: some View {
        Button("Apply") { model.isShowingFilters.toggle() }
    }
}

struct CodeView: View {
    var body: some View {
        Image(systemName: "qrcode")
    }
}
