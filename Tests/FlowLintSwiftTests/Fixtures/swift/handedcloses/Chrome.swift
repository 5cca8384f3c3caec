import SwiftUI

// The app's own chrome: a toolbar modifier whose last parameter is the close it draws, and one
// that wraps the view in a stack with a Cancel running what it is handed.
struct DismissIcon: View {
    let action: () -> Void

    var body: some View {
        Button(action: action) { Image(systemName: "xmark") }
    }
}

extension View {
    func sheetToolbar(title: String, onClose: (() -> Void)? = nil) -> some View {
        toolbar {
            ToolbarItem(placement: .principal) { Text(title) }
            if let onClose {
                ToolbarItem(placement: .navigationBarLeading) { DismissIcon(action: onClose) }
            }
        }
    }

    func inClosableStack(closeAction: @escaping () -> Void) -> some View {
        ClosableStack(closeAction: closeAction, content: self)
    }
}

struct ClosableStack<Content: View>: View {
    let closeAction: () -> Void
    let content: Content

    var body: some View {
        NavigationStack {
            content.toolbar {
                ToolbarItem(placement: .cancellationAction) { Button(action: closeAction) { Image(systemName: "xmark") } }
            }
        }
    }
}
