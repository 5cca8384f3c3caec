#if SwiftSources
import FlowLintKit

/// How high a sheet opens, where the code says: at the medium detent or a smaller one (UIKit's
/// `sheetPresentationController?.detents = [.medium()]`, SwiftUI's `.presentationDetents([.medium])`;
/// any detents but large alone, since the sheet opens at the smallest), over a dimmed screen a tap
/// on which closes it, unless the screen above is left undimmed
/// (`largestUndimmedDetentIdentifier`, `.presentationBackgroundInteraction`). And whether it
/// shows a grabber at its top, the handle it is pulled down by (`prefersGrabberVisible = true`,
/// `.presentationDragIndicator(.visible)`, two detents or more, a drag indicator view of the app's).
struct SwiftSheetHeight {
    var mediumDetent: SourceRange?
    var undimmed = false
    var grabber: SourceRange?
    /// `.presentationDragIndicator(.hidden)`, which hides it whatever the detents.
    var grabberHidden = false

    /// Where the sheet is said to open below full height over a dimmed screen.
    var opensAtMediumDetent: SourceRange? { undimmed ? nil : mediumDetent }

    mutating func merge(_ other: SwiftSheetHeight) {
        mediumDetent = mediumDetent ?? other.mediumDetent
        undimmed = undimmed || other.undimmed
        grabber = grabber ?? other.grabber
        grabberHidden = grabberHidden || other.grabberHidden
    }

    /// The screen's `mediumDetent` and `showsGrabber`, where the code says and the screen has none yet.
    func mark(_ screen: inout Screen) {
        if screen[.mediumDetent] == nil, let detent = opensAtMediumDetent { screen[.mediumDetent] = Located(true, at: detent) }
        if screen[.showsGrabber] == nil, !grabberHidden, let grabber { screen[.showsGrabber] = Located(true, at: grabber) }
    }
}
#endif
