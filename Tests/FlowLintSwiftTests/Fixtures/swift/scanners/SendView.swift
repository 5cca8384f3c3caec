import AVFoundation
import SwiftUI

/// Scans an address with the camera: the scanner's sheet shows a live preview under a Cancel,
/// and needs no title. The notes sheet, with no preview, still does.
struct SendView: View {
    @State private var scanning = false
    @State private var noting = false
    @State private var pairing = false
    @State private var reading = false

    var body: some View {
        NavigationStack {
            List {
                Button("Scan") { scanning = true }
                Button("Note") { noting = true }
                Button("Pair") { pairing = true }
                Button("Read Code") { reading = true }
            }
            .navigationTitle("Send")
            .sheet(isPresented: $scanning) { ScannerView() }
            .sheet(isPresented: $noting) { NoteView() }
            .sheet(isPresented: $pairing) { PairingSheet() }
            .sheet(isPresented: $reading) { CodeReaderView() }
        }
    }
}

struct ScannerView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            _CameraPreview()
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

/// A screen of its own whose camera is one case of a `switch` in a `ZStack`: no wrapper of a
/// view controller. Presented with no stack, its toolbar's Cancel never shows.
struct PairingSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var allowed = false

    var body: some View {
        ZStack {
            switch allowed {
            case true: scanner
            case false: ProgressView()
            }
        }
        .navigationTitle("Pair")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
        }
    }

    private var scanner: some View {
        ScannerController()
    }
}

/// A view around a view controller that draws its own Cancel: a screen whose way out is known,
/// presented as any other (its camera is the controller's, so it needs no title).
struct CodeReaderView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            _CodeReaderController()
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                }
        }
    }
}

private struct _CodeReaderController: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

/// A view controller's view: UIKit's camera screen, shown by a representable.
private struct ScannerController: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}

/// Spelt with a leading underscore, as private types often are: still a type.
private struct _CameraPreview: UIViewRepresentable {
    final class PreviewView: UIView {
        override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
    }

    func makeUIView(context: Context) -> PreviewView { PreviewView() }
    func updateUIView(_ view: PreviewView, context: Context) {}
}
