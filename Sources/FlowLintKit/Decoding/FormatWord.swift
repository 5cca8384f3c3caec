/// A closed set of words the flow format accepts as a value, such as the presentation styles.
///
/// Values are matched by their bytes against a table made once per set, so reading a role or a
/// style makes no String and runs no string switch; most buttons and segues have one or two.
protocol FormatWord: RawRepresentable<String>, CaseIterable, Sendable {
    static var spellings: WordTable<Self> { get }
}

/// The words of one `FormatWord` set, in case order, with a `KeyTable` of their spellings.
struct WordTable<Word: FormatWord>: Sendable {
    let words: [Word]
    let table: KeyTable

    init() {
        words = Array(Word.allCases)
        table = KeyTable(words.map { $0.rawValue })
    }

    /// The word a scalar spells exactly; nil for other text and for other kinds of node.
    func word(spelledBy node: YAMLNode) -> Word? {
        table.index(of: node).map { words[$0] }
    }
}

extension PresentationStyle: FormatWord { static let spellings = WordTable<Self>() }
extension TransitionStyle: FormatWord { static let spellings = WordTable<Self>() }
extension ContainerKind: FormatWord { static let spellings = WordTable<Self>() }
extension ButtonRole: FormatWord { static let spellings = WordTable<Self>() }
extension AlertActionRole: FormatWord { static let spellings = WordTable<Self>() }
extension SystemModalKind: FormatWord { static let spellings = WordTable<Self>() }
extension SegueTrigger: FormatWord { static let spellings = WordTable<Self>() }
