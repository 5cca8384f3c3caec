import SwiftUI

enum DepositStep: Hashable { case method, amount, retry }

/// A sheet driving its own stack: each step is pushed by value, and the first is its root.
struct DepositSheet: View {
    @State private var path: [DepositStep] = []
    var body: some View {
        NavigationStack(path: $path) {
            DepositStepView(step: .method, onStep: { path.append($0) })
                .navigationDestination(for: DepositStep.self) { step in
                    DepositStepView(step: step, onStep: { path.append($0) })
                }
        }
    }
}

/// Which view a step shows is chosen by a `switch`: each branch is on screen in its turn. One
/// branch being a button of the app's, handed the step's closure, does not make it one.
struct DepositStepView: View {
    let step: DepositStep
    let onStep: (DepositStep) -> Void
    var body: some View {
        switch step {
        case .method: MethodStep(onNext: { onStep(.amount) })
        case .amount: AmountStep()
        case .retry: RetryButton(action: { onStep(.method) })
        }
    }
}

/// One button, handed what to do next, and a title and toolbar: a step, not a button of the app's.
struct MethodStep: View {
    @Environment(\.dismiss) private var dismiss
    let onNext: () -> Void
    var body: some View {
        Button("Bank Transfer", action: onNext)
            .navigationTitle("Add Money")
            .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } } }
    }
}

struct AmountStep: View {
    var body: some View {
        Text("How much?").navigationTitle("Amount")
    }
}

/// A button of the app's: its body is a `Button` running what it is handed.
struct RetryButton: View {
    let action: () -> Void
    var body: some View {
        Button(action: action) { Text("Try Again") }
    }
}
