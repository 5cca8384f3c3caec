import SwiftUI

/// A sheet whose content is a function of the view's own, declared after the body: what the
/// function writes around the view it makes (a Close a helper of the app's puts in the toolbar,
/// lowering the sheet's item) is the sheet's, so the picker has its way out; the settings
/// themselves hold no Close. A toolbar helper not named for closing (`saveItem`) is a button
/// running what it is handed.
struct ZoneSettings: View {
    @State private var zone: Zone?

    var body: some View {
        List {
            Button("Left") { zone = .left }
            Button("Right") { zone = .right }
        }
        .navigationTitle("Zones")
        .sheet(item: $zone) { position in
            NavigationStack {
                zonePicker(for: position)
            }
        }
    }

    private func zonePicker(for position: Zone) -> some View {
        ZonePicker(position: position)
            .toolbar {
                closeItem { zone = nil }
                saveItem { zone = nil }
            }
    }
}

func closeItem(action: @escaping () -> Void) -> some ToolbarContent {
    ToolbarItem(placement: .cancellationAction) { Button("Close", action: action) }
}

func saveItem(action: @escaping () -> Void) -> some ToolbarContent {
    ToolbarItem(placement: .confirmationAction) { Button("Save", action: action) }
}

enum Zone: Identifiable {
    case left, right
    var id: Int { hashValue }
}

struct ZonePicker: View {
    let position: Zone

    var body: some View {
        List { Text("Tap to play") }
            .navigationTitle("Zone")
    }
}

/// A link whose destination is a property of the view's own: it pushes the view the property makes.
struct ZoneHelp: View {
    var body: some View {
        NavigationLink("Help") { helpPage }
    }

    private var helpPage: some View {
        ZoneHelpPage().navigationTitle("Help")
    }
}

struct ZoneHelpPage: View {
    var body: some View { Text("Zones split the screen") }
}

/// A sheet showing a property of the view's own, styled on newer systems only: what current
/// systems show is the property's view, a tip with no way out but the swipe.
struct ZoneTips: View {
    @State private var showsTip = false

    var body: some View {
        Button("Tips") { showsTip = true }
            .sheet(isPresented: $showsTip) {
                if #available(iOS 16.4, *) {
                    tip.presentationBackground(.thinMaterial)
                } else {
                    tip
                }
            }
    }

    private var tip: some View {
        ZoneTip()
    }
}

struct ZoneTip: View {
    var body: some View { Text("Tap a zone to pick what it does").navigationTitle("Tip") }
}
