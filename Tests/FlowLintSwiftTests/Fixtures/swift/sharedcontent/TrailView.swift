import SwiftUI

// Two layouts of one row, each presenting through the same body of the view's own: the details
// (a function) and the map (a property) have a Done in that body, so both sheets of each close;
// the photos' shared body has no way out but the swipe (one finding, presented twice).
struct TrailRow: View {
    enum Detail: Identifiable { case summary; var id: Self { self } }
    let compact: Bool
    @State private var detail: Detail?
    @State private var showsMap = false
    @State private var showsPhotos = false

    var body: some View {
        if compact { compactLayout } else { wideLayout }
    }

    private var compactLayout: some View {
        HStack {
            Button("Details") { detail = .summary }
            Button("Map") { showsMap = true }
            Button("Photos") { showsPhotos = true }
        }
        .sheet(item: $detail) { details(for: $0) }
        .sheet(isPresented: $showsMap) { map }
        .sheet(isPresented: $showsPhotos) { photos }
    }

    private var wideLayout: some View {
        VStack {
            Button("Show details") { detail = .summary }
            Button("Show map") { showsMap = true }
            Button("Show photos") { showsPhotos = true }
        }
        .sheet(item: $detail) { details(for: $0) }
        .sheet(isPresented: $showsMap) { map }
        .sheet(isPresented: $showsPhotos) { photos }
    }

    @ViewBuilder private func details(for detail: Detail) -> some View {
        NavigationStack {
            TrailDetailsView().toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Done") { self.detail = nil } }
            }
        }
    }

    private var map: some View {
        NavigationStack {
            TrailMapView().toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Done") { showsMap = false } }
            }
        }
    }

    private var photos: some View {
        NavigationStack { TrailPhotosView() }
    }
}

struct TrailDetailsView: View {
    var body: some View { Text("12 km").navigationTitle("Details") }
}

struct TrailMapView: View {
    var body: some View { Text("Map").navigationTitle("Map") }
}

struct TrailPhotosView: View {
    var body: some View { Text("Photos").navigationTitle("Photos") }
}
