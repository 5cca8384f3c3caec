#if SwiftSources
import FlowLintKit

/// How high a sheet opens, where the code says: at the medium detent or a smaller one (UIKit's
/// `sheetPresentationController?.detents = [.medium()]`, SwiftUI's `.presentationDetents([.medium])`;
/// any detents but large alone, since the sheet opens at the smallest), over a dimmed screen a tap
/// on which closes it, unless the screen above is left undimmed
/// (`largestUndimmedDetentIdentifier`, `.presentationBackgroundInteraction`); and whether it
/// never grows to full height (no large detent among them).
struct SwiftSheetHeight {
    var mediumDetent: SourceRange?
    /// Where detents without `.large` are set: the sheet stays below full height.
    var partial: SourceRange?
    var undimmed = false

    /// Where the sheet is said to open below full height over a dimmed screen.
    var opensAtMediumDetent: SourceRange? { undimmed ? nil : mediumDetent }

    /// The height of a sheet whose detents are read: `lower` when one is below full height,
    /// `large` when one is full height.
    init(detents range: SourceRange, lower: Bool, large: Bool) {
        mediumDetent = lower ? range : nil
        partial = lower && !large ? range : nil
    }

    init() {}

    mutating func merge(_ other: SwiftSheetHeight) {
        if mediumDetent == nil { (mediumDetent, partial) = (other.mediumDetent, other.partial) }
        undimmed = undimmed || other.undimmed
    }

    /// Marks a screen presented in such a sheet (`mediumDetent`, `partialHeight`), where it says
    /// nothing itself.
    func mark(_ screen: inout Screen) {
        guard let detent = opensAtMediumDetent, screen[.mediumDetent] == nil else { return }
        screen[.mediumDetent] = Located(true, at: detent)
        if let partial { screen[.partialHeight] = Located(true, at: partial) }
    }
}
#endif
