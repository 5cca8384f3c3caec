import ComposableArchitecture
import SwiftUI

// A feature in the style of The Composable Architecture: the view sends actions, and the
// reducer closes the presented feature through its dismiss dependency.

@Reducer
struct Upgrade {
    struct State: Equatable {}

    enum Action {
        case view(View)
        case purchaseFinished

        enum View {
            case maybeLaterButtonTapped
            case upgradeButtonTapped
        }
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .view(.maybeLaterButtonTapped):
                return .run { _ in await dismiss() }
            case .view(.upgradeButtonTapped):
                return .none
            case .purchaseFinished:
                return .none
            }
        }
    }
}

struct UpgradeView: View {
    let store: StoreOf<Upgrade>

    var body: some View {
        VStack {
            Text("Go Pro")
                .font(.largeTitle)
            Button("Upgrade") { store.send(.view(.upgradeButtonTapped)) }
            Button("Maybe later") { store.send(.view(.maybeLaterButtonTapped)) }
        }
    }
}

/// Its only button sends an action no reducer answers with dismiss.
struct TrialEndedView: View {
    let store: StoreOf<Upgrade>

    var body: some View {
        VStack {
            Text("Your trial has ended")
                .font(.largeTitle)
            Button("Upgrade") { store.send(.view(.upgradeButtonTapped)) }
        }
    }
}

struct StoreFrontView: View {
    let store: StoreOf<Upgrade>
    @State private var showsUpgrade = false
    @State private var showsTrialEnded = false

    var body: some View {
        VStack {
            Button("Upgrade") { showsUpgrade = true }
            Button("Trial") { showsTrialEnded = true }
        }
        .navigationTitle("Store")
        .fullScreenCover(isPresented: $showsUpgrade) { UpgradeView(store: store) }
        .fullScreenCover(isPresented: $showsTrialEnded) { TrialEndedView(store: store) }
    }
}

// A presenter's state closes what it presents: the reducer sets the flag the sheet is bound to
// back when the closure handed to the sheet sends its action. The tour's action sets nothing back.

@Reducer
struct Home {
    @ObservableState
    struct State: Equatable {
        var isWhatsNewPresented = false
        var isTourPresented = false
    }

    enum Action {
        case whatsNewContinueTapped
        case tourNextTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .whatsNewContinueTapped:
                state.isWhatsNewPresented = false
                return .none
            case .tourNextTapped:
                return .none
            }
        }
    }
}

struct HomeScreenView: View {
    @Bindable var store: StoreOf<Home>

    var body: some View {
        Text("Welcome")
            .navigationTitle("Home")
            .fullScreenCover(isPresented: $store.isWhatsNewPresented) {
                WhatsNewCard(onContinue: { store.send(.whatsNewContinueTapped) })
            }
            .fullScreenCover(isPresented: $store.isTourPresented) {
                TourCard(onNext: { store.send(.tourNextTapped) })
            }
    }
}

struct WhatsNewCard: View {
    var onContinue: () -> Void

    var body: some View {
        VStack {
            Text("What's New")
                .font(.largeTitle)
            Button(action: onContinue) { Text("Continue") }
        }
    }
}

struct TourCard: View {
    var onNext: () -> Void

    var body: some View {
        VStack {
            Text("Take the tour")
                .font(.largeTitle)
            Button(action: onNext) { Text("Next") }
        }
    }
}
