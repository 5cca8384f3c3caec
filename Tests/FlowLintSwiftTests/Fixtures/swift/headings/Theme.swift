import SwiftUI

/// The app's fonts: one of a heading's size, one of a caption's.
enum Theme {
    static let display: Font = .custom("Georgia", size: 30)
    static let caption = Font.system(size: 13)
}
