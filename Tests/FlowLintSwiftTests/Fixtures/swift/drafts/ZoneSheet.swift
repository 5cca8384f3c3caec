import MapKit
import SwiftUI

struct ZoneSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var radius = 200.0
    @State private var center = CLLocationCoordinate2D()

    var body: some View {
        NavigationStack {
            Form {
                ZoneMap(center: $center)
                Slider(value: $radius, in: 100 ... 1000)
                TextField("Name", text: $name)
            }
            .navigationTitle("New Zone")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Add") { dismiss() } }
            }
        }
    }
}

struct ZoneMap: UIViewRepresentable {
    @Binding var center: CLLocationCoordinate2D

    func makeUIView(context: Context) -> MKMapView {
        MKMapView()
    }

    func updateUIView(_ map: MKMapView, context: Context) {
        map.setCenter(center, animated: false)
    }
}
