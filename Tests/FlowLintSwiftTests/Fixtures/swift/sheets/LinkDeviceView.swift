import SwiftUI

// A wizard sheet whose stack shows nothing at its root: its first step is pushed on appear, so
// the sheet is judged by no title or button of its own (the steps carry them).
struct DevicesView: View {
    @State private var linking = false

    var body: some View {
        NavigationStack {
            Button("Link a Device") { linking = true }
                .navigationTitle("Devices")
                .sheet(isPresented: $linking) { LinkDeviceView(showWizard: $linking) }
        }
    }
}

enum LinkStep: Hashable {
    case intro
    case scan
}

struct LinkDeviceView: View {
    @Binding var showWizard: Bool
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Color.clear
                .navigationDestination(for: LinkStep.self) { step in
                    switch step {
                    case .intro: LinkIntroView(showWizard: $showWizard)
                    case .scan: LinkScanView()
                    }
                }
        }
        .onAppear { path.append(LinkStep.intro) }
    }
}

struct LinkIntroView: View {
    @Binding var showWizard: Bool

    var body: some View {
        Text("Link your computer")
            .navigationTitle("Link Device")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { showWizard = false } }
            }
    }
}

struct LinkScanView: View {
    var body: some View {
        Text("Scan the code").navigationTitle("Scan")
    }
}
