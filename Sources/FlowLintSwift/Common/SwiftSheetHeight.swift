#if SwiftSources
import FlowLintKit

/// How high a sheet opens, where the code says: at the medium detent or a smaller one (UIKit's
/// `sheetPresentationController?.detents = [.medium()]`, SwiftUI's `.presentationDetents([.medium])`;
/// any detents but large alone, since the sheet opens at the smallest), over a dimmed screen a tap
/// on which closes it, unless the screen above is left undimmed
/// (`largestUndimmedDetentIdentifier`, `.presentationBackgroundInteraction`).
struct SwiftSheetHeight {
    var mediumDetent: SourceRange?
    var undimmed = false

    /// Where the sheet is said to open below full height over a dimmed screen.
    var opensAtMediumDetent: SourceRange? { undimmed ? nil : mediumDetent }

    mutating func merge(_ other: SwiftSheetHeight) {
        mediumDetent = mediumDetent ?? other.mediumDetent
        undimmed = undimmed || other.undimmed
    }
}
#endif
