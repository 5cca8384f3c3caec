import SwiftUI

struct ComposerView: View {
    @State private var choosingSwatch = false
    @State private var previewingSwatch = false
    @State private var swatch = "red"

    var body: some View {
        VStack {
            Button("Colour") { choosingSwatch = true }
            Button("Preview") { previewingSwatch = true }
        }
        .navigationTitle("Compose")
        // Tapping a swatch hands it back, and the presenter puts the sheet away.
        .sheet(isPresented: $choosingSwatch) {
            SwatchPicker { picked in
                swatch = picked
                choosingSwatch = false
            }
        }
        // Here a tap only changes the swatch: the sheet stays.
        .sheet(isPresented: $previewingSwatch) {
            SwatchPreview { picked in
                swatch = picked
            }
        }
    }
}

struct SwatchPicker: View {
    var onPick: (String) -> Void

    var body: some View {
        ScrollView {
            ForEach(["red", "green", "blue"], id: \.self) { name in
                Text(name)
                    .onTapGesture {
                        onPick(name)
                    }
            }
        }
    }
}

struct SwatchPreview: View {
    var onPick: (String) -> Void

    var body: some View {
        ScrollView {
            ForEach(["red", "green", "blue"], id: \.self) { name in
                Text(name)
                    .onTapGesture {
                        onPick(name)
                    }
            }
        }
    }
}
