import SwiftUI

// Three sheets closed by the app's toolbar content (a binding handed on twice, a binding lent to
// the sheet's view, a model's flag) and one whose only toolbar sorts: it has no way out but the
// swipe (a finding).
struct GardenView: View {
    @State private var showsPlants = false
    @State private var showsTips = false
    @State private var showsHistory = false
    @StateObject private var onboarding = Onboarding()

    var body: some View {
        VStack {
            Button("Plants") { showsPlants = true }
            Button("Tips") { showsTips = true }
            Button("History") { showsHistory = true }
            Button("Set up") { onboarding.isShowingSetup = true }
        }
        .sheet(isPresented: $showsPlants) {
            NavigationStack {
                Text("Plants")
                    .navigationTitle("Plants")
                    .toolbar { DismissToolbar(isShown: $showsPlants) }
            }
        }
        .sheet(isPresented: $showsTips) { TipsView(isShown: $showsTips) }
        .sheet(isPresented: $showsHistory) { HistoryView() }
        .sheet(isPresented: $onboarding.isShowingSetup) {
            NavigationStack { SetupView(onboarding: onboarding) }
        }
    }
}

struct TipsView: View {
    @Binding var isShown: Bool

    var body: some View {
        NavigationStack {
            Text("Water in the morning.")
                .navigationTitle("Tips")
                .toolbar { DismissToolbar(isShown: $isShown) }
        }
    }
}

struct HistoryView: View {
    @State private var ascending = true

    var body: some View {
        NavigationStack {
            Text("Harvests")
                .navigationTitle("History")
                .toolbar { SortToolbar(ascending: $ascending) }
        }
    }
}

struct SetupView: View {
    let onboarding: Onboarding

    var body: some View {
        Form { Text("Beds") }
            .navigationTitle("Set up")
            .toolbar { SetupToolbar(onboarding: onboarding) }
    }
}
