import SwiftUI

/// A router whose cases pick their views in a method of the enum, declared apart from the views
/// that show them (`HomeView.swift`): a destination or a sheet calling the method shows each case
/// some code makes. No code makes `legacyPromo`, so its page is never pushed.
enum Route: Hashable {
    case profile(id: String)
    case settings
    case legacyPromo

    @ViewBuilder
    func view(store: AppStore) -> some View {
        switch self {
        case .profile(let id):
            ProfileView(id: id, store: store)
        case .settings:
            SettingsView()
        case .legacyPromo:
            PromoView()
        }
    }
}

/// The sheets, picked by a computed property: the composer holds a draft and its Cancel closes
/// it without asking; the about page has no way out but the swipe.
enum Modal: Identifiable {
    case compose
    case about

    var id: String { "\(self)" }

    var screen: some View {
        switch self {
        case .compose:
            ComposeView()
        case .about:
            AboutView()
        }
    }
}

/// A method that makes view controllers is no route of views: never read as one.
enum Legacy {
    case scanner

    func screen() -> UIViewController {
        switch self {
        case .scanner: return ScannerViewController()
        }
    }
}
