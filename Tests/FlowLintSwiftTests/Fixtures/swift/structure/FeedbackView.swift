import SwiftUI

/// Group 3: a presented view whose own body is a stack around a child has the bar, and the
/// toolbar written in its body is its own (the title its root child sets shows in that bar); an
/// `if let` around the stack keeps the stack.
struct EventView: View {
    @State private var givingFeedback = false
    @State private var calibration: String?
    @State private var readingDetails = false

    var body: some View {
        VStack {
            Button("Feedback") { givingFeedback = true }
            Button("Calibrate") { calibration = "sensor" }
            Button("Details") { readingDetails = true }
        }
        .sheet(isPresented: $readingDetails) { DetailsSheet() }
        .sheet(isPresented: $givingFeedback) { FeedbackForm() }
        .sheet(isPresented: .constant(calibration != nil)) {
            if let calibration {
                NavigationStack { CalibrationView(sensor: calibration) }
            }
        }
    }
}

struct FeedbackForm: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationView {
            FeedbackFields()
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                }
        }
    }
}

struct FeedbackFields: View {
    var body: some View {
        Form { TextField("Comment", text: .constant("")) }
            .navigationTitle("Feedback")
    }
}

struct CalibrationView: View {
    @Environment(\.dismiss) private var dismiss
    let sensor: String

    var body: some View {
        Text(sensor)
            .navigationTitle("Calibration")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
    }
}

/// A title set two embedded views down still shows in the presented stack's bar.
struct DetailsSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            DetailsPage()
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done") { dismiss() }
                    }
                }
        }
    }
}

struct DetailsPage: View {
    var body: some View { DetailsContent() }
}

struct DetailsContent: View {
    var body: some View {
        List { Text("Details") }
            .navigationTitle("Details")
    }
}
