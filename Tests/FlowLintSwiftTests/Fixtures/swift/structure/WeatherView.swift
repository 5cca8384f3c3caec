import SwiftUI

/// Group 5: a card shown by a cover with no stack has no bar there, even when another view
/// embeds the card too.
struct MapView: View {
    @State private var showsWeather = false

    var body: some View {
        Button("Weather") { showsWeather = true }
            .fullScreenCover(isPresented: $showsWeather) {
                WeatherCard(isPresented: $showsWeather)
                    .presentationBackground(.clear)
            }
    }
}

struct WeatherHost: View {
    var body: some View {
        WeatherCard(isPresented: .constant(true))
    }
}

struct WeatherCard: View {
    @Binding var isPresented: Bool

    var body: some View {
        VStack {
            Text("Sunny")
            Button("Close") { isPresented = false }
        }
    }
}
