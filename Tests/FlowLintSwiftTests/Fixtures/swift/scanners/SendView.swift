import AVFoundation
import SwiftUI

/// Scans an address with the camera: the scanner's sheet shows a live preview under a Cancel,
/// and needs no title. The notes sheet, with no preview, still does.
struct SendView: View {
    @State private var scanning = false
    @State private var noting = false

    var body: some View {
        NavigationStack {
            List {
                Button("Scan") { scanning = true }
                Button("Note") { noting = true }
            }
            .navigationTitle("Send")
            .sheet(isPresented: $scanning) { ScannerView() }
            .sheet(isPresented: $noting) { NoteView() }
        }
    }
}

struct ScannerView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            CameraPreview()
                .ignoresSafeArea()
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                }
        }
    }
}

struct NoteView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("Add a note")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                }
        }
    }
}

private struct CameraPreview: UIViewRepresentable {
    final class PreviewView: UIView {
        override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
    }

    func makeUIView(context: Context) -> PreviewView { PreviewView() }
    func updateUIView(_ view: PreviewView, context: Context) {}
}
