import SwiftUI

// Two sheets asking for one measurement and its date. The height sheet shows either two
// pickers (feet and inches) or a typed number, never both: one value and a date, no draft, so
// its Cancel closes it without asking. The blood-pressure sheet shows its two typed numbers and
// a date together: a form, whose Cancel discards it without asking (found).
struct MeasurementsView: View {
    @State private var addsHeight = false
    @State private var addsPressure = false

    var body: some View {
        NavigationStack {
            List {
                Button("Add Height") { addsHeight = true }
                Button("Add Blood Pressure") { addsPressure = true }
            }
            .navigationTitle("Measurements")
            .sheet(isPresented: $addsHeight) { NavigationStack { HeightSheet(imperial: true) } }
            .sheet(isPresented: $addsPressure) { NavigationStack { PressureSheet() } }
        }
    }
}

struct HeightSheet: View {
    @Environment(\.dismiss) private var dismiss
    let imperial: Bool
    @State private var date = Date.now

    var body: some View {
        Form {
            DatePicker("Date", selection: $date)
            HeightRow(imperial: imperial)
        }
        .navigationTitle("Height")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
            ToolbarItem(placement: .confirmationAction) { Button("Save") { dismiss() } }
        }
    }
}

/// Centimetres typed, or feet and inches picked once the row is tapped: the pickers, in a choice
/// of their own inside one branch, count with that branch.
struct HeightRow: View {
    let imperial: Bool
    @State private var showsPickers = false
    @State private var centimetres = ""

    var body: some View {
        switch imperial {
        case false:
            TextField("Centimetres", text: $centimetres)
        case true:
            Button("Feet and inches") { showsPickers.toggle() }
            if showsPickers {
                FeetAndInches()
            }
        }
    }
}

struct FeetAndInches: View {
    @State private var feet = 5
    @State private var inches = 8

    var body: some View {
        HStack {
            Picker("Feet", selection: $feet) { ForEach(3 ..< 9) { Text("\($0) ft").tag($0) } }
            Picker("Inches", selection: $inches) { ForEach(0 ..< 12) { Text("\($0) in").tag($0) } }
        }
    }
}

struct PressureSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var date = Date.now
    @State private var systolic = ""
    @State private var diastolic = ""

    var body: some View {
        Form {
            DatePicker("Date", selection: $date)
            TextField("Systolic", text: $systolic)
            TextField("Diastolic", text: $diastolic)
        }
        .navigationTitle("Blood Pressure")
        .interactiveDismissDisabled()
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
            ToolbarItem(placement: .confirmationAction) { Button("Save") { dismiss() } }
        }
    }
}
