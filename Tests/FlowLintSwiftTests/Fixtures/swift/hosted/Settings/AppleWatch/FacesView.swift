import SwiftUI

// The phone app's settings for the watch, in a folder named for it: read as the phone app's.
struct FacesView: View {
    @State private var showsFace = false

    var body: some View {
        Button("Face") { showsFace = true }
            .sheet(isPresented: $showsFace) { FaceView() }
    }
}

struct FaceView: View {
    var body: some View {
        Text("Modular").navigationTitle("Face")
    }
}
