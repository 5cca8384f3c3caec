import SwiftUI

struct Tab: Identifiable { let id: Int }

struct HomeView: View {
    @State private var showsBackup = false
    @State private var showsFilter = false
    @State private var showsArtwork = false
    @State private var showsSaver = false
    @State private var showsWeb = false
    @State private var selected: Tab?
    @State private var showsStats = false
    @State private var showsPlayer = false
    @State private var showsAbout = false
    @State private var showsSearch = false
    @State private var showsRename = false
    @State private var showsReactions = false
    @State private var showsSort = false
    @State private var showsClaim = false
    @State private var showsInfo = false
    @State private var showsVerify = false
    @State private var showsRating = false
    @State private var showsHelp = false
    @State private var showsScanner = false
    @State private var showsExport = false
    @State private var showsImporter = false

    var body: some View {
        NavigationStack {
            List {
                Button("Backup") { showsBackup = true }
                Button("Filter") { showsFilter = true }
                Button("Artwork") { showsArtwork = true }
                Button("Screensaver") { showsSaver = true }
                Button("Website") { showsWeb = true }
                Button("Tabs") { selected = Tab(id: 1) }
                Button("Stats") { showsStats = true }
                Button("Player") { showsPlayer = true }
                Button("About") { showsAbout = true }
                Button("Search") { showsSearch = true }
                Button("Rename") { showsRename = true }
                Button("Reactions") { showsReactions = true }
                Button("Sort") { showsSort = true }
                Button("Claim") { showsClaim = true }
                Button("Info") { showsInfo = true }
                Button("Verify") { showsVerify = true }
                Button("Rate") { showsRating = true }
                Button("Help") { showsHelp = true }
                Button("Scan") { showsScanner = true }
                Button("Export") { showsExport = true }
                Button("Import") { showsImporter = true }
            }
            .navigationTitle("Home")
            .sheet(isPresented: $showsBackup) { BackupView() }
            .sheet(isPresented: $showsExport) { NavigationStack { ExportView() } }
            .sheet(isPresented: $showsImporter) { ControllerBridge(UINavigationController(rootViewController: UIViewController())) }
            .sheet(isPresented: $showsFilter) { NavigationStack { FilterView() } }
            .fullScreenCover(isPresented: $showsArtwork) { ArtworkView() }
            .fullScreenCover(isPresented: $showsSaver) {
                ScreensaverView {
                    showsSaver = false
                }
            }
            .fullScreenCover(isPresented: $showsStats) { StatsView() }
            .fullScreenCover(isPresented: $showsAbout) { AboutView() }
            .fullScreenCover(isPresented: $showsPlayer) { PlayerView(onFinish: { showsPlayer = false }) }
            .sheet(isPresented: $showsWeb) { WebPage(url: URL(string: "https://example.com")!) }
            .fullScreenCover(isPresented: $showsSearch) { SearchCoordinatorView() }
            .fullScreenCover(isPresented: $showsRename) { RenameChannelView() }
            .sheet(isPresented: $showsReactions) { ReactionsView() }
            .sheet(isPresented: $showsSort) { SortView().fitPresentationDetents() }
            .fullScreenCover(isPresented: $showsClaim) { ClaimNameView() }
            .fullScreenCover(isPresented: $showsInfo) { AppInfoView() }
            .fullScreenCover(isPresented: $showsVerify) { VerifyView(isPresented: $showsVerify) }
            .fullScreenCover(isPresented: $showsRating) { RatingView() }
            .fullScreenCover(isPresented: $showsHelp) { HelpPageView() }
            .fullScreenCover(isPresented: $showsScanner) { ScannerPageView() }
            .sheet(item: $selected) { _ in
                NavigationStack {
                    TabsView().toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Button("Back") { selected = nil }
                        }
                    }
                }
            }
        }
    }
}

/// In the app's stack wrapper, titled by the app's modifier, closed by the app's button.
struct BackupView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        AppNavigationStack {
            List { Text("Last backup: never") }
                .appNavigationBar("Backup")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        CloseButton { dismiss() }
                    }
                }
        }
    }
}

struct FilterView: View {
    var body: some View {
        List { Text("Unread only") }
            .navigationTitle("Filter")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { CancelIconButton() }
            }
    }
}

/// Closed by a tap, or by dragging it down.
struct ArtworkView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Image("artwork")
            .gesture(
                DragGesture().onEnded { value in
                    if value.translation.height > 100 { dismiss() }
                }
            )
            .onTapGesture { dismiss() }
    }
}

/// Any tap wakes it: it runs what its presenter hands it, which closes it.
struct ScreensaverView: View {
    let onWake: () -> Void

    var body: some View {
        Color.black
            .onTapGesture(perform: onWake)
    }
}

struct TabsView: View {
    var body: some View {
        List { Text("Tab 1") }
            .navigationTitle("Tabs")
    }
}

/// A tap that only counts is no way out. Its body is its own part under a modifier that asks
/// its model for work: written here, and read.
struct StatsView: View {
    @State private var taps = 0
    @StateObject private var model = StatsModel()

    var body: some View {
        counter
            .task { await model.load() }
    }

    private var counter: some View {
        Text("Tapped \(taps) times")
            .onTapGesture { taps += 1 }
    }
}

/// Handed a closure that closes it, but its tap runs a function of its own, which does not.
struct PlayerView: View {
    let onFinish: () -> Void
    @State private var playing = false

    var body: some View {
        Image(systemName: playing ? "pause" : "play")
            .onTapGesture { togglePlayback() }
    }

    func togglePlayback() { playing.toggle() }
}

/// In the app's own bar, through its modifier.
struct AboutView: View {
    var body: some View {
        Text("Version 1.0")
            .appBar(title: Text("About"))
    }
}

/// Its body is what its model makes: what it shows, and its buttons, are not read, so there is
/// nothing to say of its way out.
struct SearchCoordinatorView: View {
    @StateObject private var model = SearchCoordinatorModel()

    var body: some View {
        content
            .presentationDragIndicator(.visible)
    }

    private var content: some View {
        model.searchModule()
    }
}

/// Its model closes it: Save asks the model to save, and the view dismisses itself when the
/// model says it is done. Save is assumed to dismiss.
struct RenameChannelView: View {
    @Environment(\.dismiss) private var dismiss
    @StateObject private var model = RenameChannelModel()

    var body: some View {
        VStack {
            TextField("Name", text: $model.name)
            Button("Save") { model.onTapSave() }
        }
        .onChange(of: model.finished) { dismiss() }
    }
}

/// Opened at half height by the app's own modifier: a tap on the dimmed screen above closes it.
struct ReactionsView: View {
    var body: some View {
        List {
            Text("3 people reacted")
        }
        .mediumPresentationDetents()
    }
}

/// Fitted to its content by the app's modifier: a short sheet, tapped away.
struct SortView: View {
    var body: some View {
        List {
            Text("By name")
            Text("By date")
        }
    }
}

/// Confirmed with the app's async button, whose work ends by dismissing: a way out.
struct ClaimNameView: View {
    @Environment(\.dismiss) private var dismiss
    @StateObject private var model = ClaimNameModel()

    var body: some View {
        VStack {
            Text(model.name)
            AsyncPrimaryButton("Confirm") {
                try await model.claim()
                dismiss()
            }
        }
    }
}

/// In the app's titled stack, closed by the app's toolbar button.
struct AppInfoView: View {
    var body: some View {
        TitledStack("About the App") {
            List {
                Text("Version 1.0")
            }
            .toolbar {
                AppToolbarButton(role: .close)
            }
        }
    }
}

/// Closed by the app's button, which first puts back a part of the view (its own flag) and then
/// lowers the flag its presenter lends it.
struct VerifyView: View {
    @Binding var isPresented: Bool
    @State private var showsScanner = false

    var body: some View {
        VStack {
            HStack {
                Text("Verify")
                CloseButton {
                    showsScanner = false
                    isPresented = false
                }
            }
            if showsScanner {
                Text("Scanning")
            } else {
                Button("Scan") { showsScanner = true }
            }
        }
    }
}

/// Closed by an image the app's `tappable` method makes a button of.
struct RatingView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Image(systemName: "xmark")
                .tappable { dismiss() }
            Text("Rate this episode")
        }
    }
}

/// A system view controller under a header of the view's own: its Done is on screen, in code not read.
struct HelpPageView: View {
    var body: some View {
        VStack {
            Text("Help")
                .font(.title)
            SafariView(url: URL(string: "https://example.com/help")!)
        }
    }
}

/// A controller of the app's own under a header: it draws no way out of its own.
struct ScannerPageView: View {
    var body: some View {
        VStack {
            Text("Scan a code")
                .font(.title)
            ScannerView()
        }
    }
}

struct ScannerView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> ScannerViewController { ScannerViewController() }
    func updateUIViewController(_ controller: ScannerViewController, context: Context) {}
}

final class ScannerViewController: UIViewController {}

/// Closed by the app's own toolbar content, whose button is a cancel titled by its label; its
/// other button is titled by the `Label` it shows.
struct ExportView: View {
    @State private var exporting = false

    var body: some View {
        List {
            Button { exporting = true } label: { Label("Export All", systemImage: "square.and.arrow.up") }
        }
        .navigationTitle("Export")
        .toolbar { CancelToolbarItem() }
    }
}
