import SwiftUI

// Sheets the user can swipe away, each showing a grabber but one: a drag indicator view of the
// app's own in the body or a modifier of the app's that draws one, `.presentationDragIndicator(.visible)`, two detents (SwiftUI shows the
// grabber then), and UIKit's `prefersGrabberVisible`. Only the plain sheet has no visible way out.

struct Home: View {
    @State private var showsAbout = false
    @State private var showsInfo = false
    @State private var showsTips = false
    @State private var showsPlain = false
    @State private var showsNotes = false
    var body: some View {
        VStack {
            Button("About") { showsAbout = true }
            Button("Info") { showsInfo = true }
            Button("Tips") { showsTips = true }
            Button("Plain") { showsPlain = true }
            Button("Notes") { showsNotes = true }
        }
        .sheet(isPresented: $showsAbout) { About() }
        .sheet(isPresented: $showsInfo) { Info().presentationDragIndicator(.visible) }
        .sheet(isPresented: $showsTips) { Tips().presentationDetents([.medium, .large]) }
        .sheet(isPresented: $showsPlain) { Plain() }
        .sheet(isPresented: $showsNotes) { Notes().applyDragIndicator() }
    }
}

struct About: View {
    var body: some View {
        VStack {
            DragIndicator()
            Text("About").font(.title)
        }
        .navigationTitle("About")
    }
}
struct Info: View { var body: some View { NavigationStack { Text("i").navigationTitle("Info") } } }
struct Tips: View { var body: some View { NavigationStack { Text("t").navigationTitle("Tips") } } }
struct Plain: View { var body: some View { NavigationStack { Text("p").navigationTitle("Plain") } } }
struct Notes: View { var body: some View { NavigationStack { Text("n").navigationTitle("Notes") } } }
extension View {
    func applyDragIndicator() -> some View { overlay(alignment: .top) { DragIndicator() } }
}
struct DragIndicator: View { var body: some View { Capsule().frame(width: 36, height: 5) } }

final class Sheet: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sheet"
        sheetPresentationController?.prefersGrabberVisible = true
    }
}
final class Presenter: UIViewController {
    func open() { present(UINavigationController(rootViewController: Sheet()), animated: true) }
}
