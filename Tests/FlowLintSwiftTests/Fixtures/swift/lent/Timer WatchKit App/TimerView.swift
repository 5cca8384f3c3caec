import SwiftUI

/// A watch app's view (its folder is named after a WatchKit target): watchOS closes its covers
/// its own way, so it is not read.
struct TimerView: View {
    @State private var alarm = false

    var body: some View {
        Button("Alarm") { alarm = true }
            .fullScreenCover(isPresented: $alarm) { AlarmView() }
    }
}

struct AlarmView: View {
    var body: some View {
        Text("Wake up")
    }
}
