import ComposableArchitecture
import SwiftUI

@Reducer
struct SettingsFeature {
    @ObservableState
    struct State {
        @Presents var destination: Destination.State?
    }

    enum Action {
        case feedbackTapped
        case destination(PresentationAction<Destination.Action>)
    }

    @Reducer
    enum Destination {
        case feedback(FeedbackFeature)
        case labs(LabsFeature)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .feedbackTapped:
                state.destination = .feedback(FeedbackFeature.State())
                return .none
            case .destination:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
    }
}

/// Two sheets scoped to the cases of one destination: the state is only ever set to
/// `.feedback`, so the labs sheet never shows, and nothing is reported of it.
struct SettingsView: View {
    @Bindable var store: StoreOf<SettingsFeature>

    var body: some View {
        NavigationStack {
            List {
                Button("Send Feedback") { store.send(.feedbackTapped) }
            }
            .navigationTitle("Settings")
            .sheet(item: $store.scope(state: \.destination?.feedback, action: \.destination.feedback)) { store in
                FeedbackView(store: store)
            }
            .sheet(item: $store.scope(state: \.destination?.labs, action: \.destination.labs)) { store in
                LabsView(store: store)
            }
        }
    }
}

struct FeedbackView: View {
    let store: StoreOf<FeedbackFeature>

    var body: some View {
        Text("Tell us what you think")
    }
}

struct LabsView: View {
    let store: StoreOf<LabsFeature>

    var body: some View {
        Text("Experiments")
    }
}
