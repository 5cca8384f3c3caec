/// One element of a storyboard, with where its start tag and attributes are.
///
/// Only what the mapping to a flow needs is kept: names, attributes and children. Text content,
/// comments and processing instructions play no part in a storyboard's structure.
final class StoryboardElement: @unchecked Sendable {
    let name: String
    let attributes: [String: String]
    private(set) var children: [StoryboardElement] = []
    /// The start tag, from `<` to past `>`.
    let tagRange: SourceRange
    /// Each attribute's `name="value"` and its value alone, by name.
    let attributeRanges: [String: (whole: SourceRange, value: SourceRange)]

    init(name: String, attributes: [String: String], tagRange: SourceRange,
         attributeRanges: [String: (whole: SourceRange, value: SourceRange)]) {
        self.name = name
        self.attributes = attributes
        self.tagRange = tagRange
        self.attributeRanges = attributeRanges
    }

    func append(_ child: StoryboardElement) {
        children.append(child)
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// An attribute's value with the range of the value, or nil when it is absent.
    func located(_ attribute: String) -> Located<String>? {
        guard let value = attributes[attribute] else { return nil }
        return Located(value, at: attributeRanges[attribute]?.value ?? tagRange)
    }

    /// The range of `name="value"`, or of the start tag when the attribute is absent.
    func range(of attribute: String) -> SourceRange {
        attributeRanges[attribute]?.whole ?? tagRange
    }

    func children(named name: String) -> [StoryboardElement] {
        children.filter { $0.name == name }
    }

    func child(named name: String) -> StoryboardElement? {
        children.first { $0.name == name }
    }
}
