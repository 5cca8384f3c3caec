import ComposableArchitecture
import SwiftUI

// A reducer whose Done runs a request and sends the response on; the response's case closes
// the feature. A Refresh that only sends a reload closes nothing.

@Reducer
struct Subscription {
    struct State: Equatable {}

    enum Action {
        case confirmButtonTapped
        case refreshButtonTapped
        case reload
        case subscriptionResponse(Bool)
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .confirmButtonTapped:
                return .run { send in
                    do {
                        try await Task.sleep(for: .seconds(1))
                        await send(.subscriptionResponse(true))
                    } catch {
                        await send(.subscriptionResponse(false))
                    }
                }
            case .refreshButtonTapped:
                return .send(.reload)
            case .reload:
                return .none
            case .subscriptionResponse:
                return .run { _ in await dismiss() }
            }
        }
    }
}

struct SubscriptionView: View {
    let store: StoreOf<Subscription>

    var body: some View {
        NavigationStack {
            List { Text("Notices") }
                .navigationTitle("구독")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("완료") { store.send(.confirmButtonTapped) }
                    }
                }
        }
    }
}

struct RefreshingView: View {
    let store: StoreOf<Subscription>

    var body: some View {
        NavigationStack {
            List { Text("Notices") }
                .navigationTitle("알림")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("새로고침") { store.send(.refreshButtonTapped) }
                    }
                }
        }
    }
}

struct NoticesView: View {
    let store: StoreOf<Subscription>
    @State private var subscribes = false
    @State private var refreshes = false

    var body: some View {
        VStack {
            Button("Subscribe") { subscribes = true }
            Button("Refresh") { refreshes = true }
        }
        .sheet(isPresented: $subscribes) { SubscriptionView(store: store) }
        .sheet(isPresented: $refreshes) { RefreshingView(store: store) }
    }
}
