import SafariServices
import SwiftUI

// The app's own building blocks, declared once and used by the screens in HomeView.swift.

/// A button view handed its action, often as a trailing closure: `CloseButton { dismiss() }`.
struct CloseButton: View {
    let action: () -> Void

    var body: some View {
        if #available(iOS 26.0, *) {
            Button(role: .close) { action() }
        } else {
            Button(action: action) { Image(systemName: "xmark") }
        }
    }
}

/// A button view that dismisses by itself: `CancelIconButton()`.
struct CancelIconButton: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button { dismiss() } label: { Image(systemName: "xmark.circle.fill") }
    }
}

/// A generic view around a navigation stack: `AppNavigationStack { X() }` is `NavigationStack { X() }`.
struct AppNavigationStack<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        NavigationStack {
            content
        }
    }
}

/// A title modifier: `.appNavigationBar("Backup")` titles the view it is applied to.
private struct AppNavigationBar: ViewModifier {
    let title: LocalizedStringKey

    func body(content: Content) -> some View {
        content
            .navigationBarTitle(title, displayMode: .inline)
            .toolbar { ToolbarItem(placement: .principal) { Text(title).bold() } }
    }
}

extension View {
    func appNavigationBar(_ title: LocalizedStringKey) -> some View {
        modifier(AppNavigationBar(title: title))
    }
}

/// A view around a view controller (Safari's, which brings its own Done).
struct SafariView: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: Context) -> SFSafariViewController { SFSafariViewController(url: url) }
    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
}

struct WebPage: View {
    let url: URL

    var body: some View {
        #if os(iOS)
        SafariView(url: url)
            .ignoresSafeArea()
        #elseif os(macOS)
        Text(url.absoluteString)
        #endif
    }
}

/// A bar of the app's own, drawn around the view a modifier is applied to: its Done is on
/// screen with that view.
struct AppBar<Content: View>: View {
    let content: Content
    let title: Text
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            HStack {
                title
                Spacer()
                Button("Done", action: dismiss.callAsFunction)
            }
            content
        }
        .navigationBarHidden(true)
    }
}

extension View {
    func appBar(title: Text) -> some View {
        AppBar(content: self, title: title)
    }
}

extension View {
    /// The app's sheet height: half the screen, pulled up to full.
    func mediumPresentationDetents() -> some View {
        presentationDetents([.medium, .large])
    }
}

/// The app's fitted sheet height, set by a helper of the modifier's own.
struct FitDetentsModifier: ViewModifier {
    @State private var height: CGFloat = 100

    func body(content: Content) -> some View {
        fitted(content)
    }

    private func fitted(_ content: Content) -> some View {
        content.presentationDetents([.height(height)])
    }
}

extension View {
    func fitPresentationDetents() -> some View {
        modifier(FitDetentsModifier())
    }
}

/// A button view whose body is another of the app's button views, running the work it is handed
/// in a task: `AsyncPrimaryButton("Confirm") { try await save(); dismiss() }`.
struct AsyncPrimaryButton: View {
    let title: String
    let action: () async throws -> Void

    init(_ title: String, action: @escaping () async throws -> Void) {
        self.title = title
        self.action = action
    }

    var body: some View {
        PrimaryButton(title) {
            Task { try? await action() }
        }
    }
}

/// The app's filled button.
struct PrimaryButton: View {
    let title: String
    let action: () -> Void

    init(_ title: String, action: @escaping () -> Void) {
        self.title = title
        self.action = action
    }

    var body: some View {
        Button(title, action: action)
            .buttonStyle(.borderedProminent)
    }
}

/// A stack wrapper that titles its stack with what it is handed: `TitledStack("Info") { X() }`
/// is `NavigationStack { X().navigationTitle("Info") }`.
struct TitledStack<Content>: View where Content: View {
    private var _title: String
    private var _content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        _title = title
        _content = content()
    }

    var body: some View {
        NavigationStack {
            _content
                .navigationTitle(_title)
        }
    }
}

/// The app's toolbar button, as `ToolbarContent`: given a role of closing, it dismisses by itself.
struct AppToolbarButton: ToolbarContent {
    @Environment(\.dismiss) private var dismiss
    private var role: AppToolbarRole?
    private var action: () -> Void

    init(role: AppToolbarRole) {
        self.role = role
        action = {}
    }

    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) {
            Button {
                switch role {
                case .close: dismiss()
                default: action()
                }
            } label: {
                Image(systemName: "xmark")
            }
        }
    }
}

enum AppToolbarRole { case close }

extension View {
    /// Makes any view a button: `Image(systemName: "xmark").tappable { dismiss() }`.
    func tappable(_ action: @escaping () -> Void) -> some View {
        Button(action: action) {
            self
        }
        .buttonStyle(.plain)
    }
}

/// The app's cancel, as `ToolbarContent`: a cancel button titled by its label, closing by itself.
struct CancelToolbarItem: ToolbarContent {
    @Environment(\.dismiss) private var dismiss

    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarLeading) {
            Button(role: .cancel) {
                dismiss()
            } label: {
                Label("Cancel", systemImage: "xmark")
            }
        }
    }
}

/// The app's bridge to any view controller it is handed: its body shows, through a part, the
/// representable nested in it, so what it presents is that controller, not known here.
struct ControllerBridge: View {
    private var make: () -> UIViewController

    init(_ make: @escaping @autoclosure () -> UIViewController) {
        self.make = make
    }

    private var controller: some View {
        Representable(make: make)
    }

    var body: some View {
        controller
            .ignoresSafeArea()
    }

    private struct Representable: UIViewControllerRepresentable {
        let make: () -> UIViewController

        func makeUIViewController(context: Context) -> UIViewController { make() }
        func updateUIViewController(_ controller: UIViewController, context: Context) {}
    }
}
