/// Sees the entries of the root mapping's sections (the mappings that are its values) while the
/// rest of the document is still being read, so that work on each entry can overlap libyaml's.
///
/// The composer calls it on the thread that composes, between two events. The nodes it passes
/// belong to a view of the unfinished document, which reads the composer's buffers in place: an
/// observer must not keep one past the call (the composer's next write may move what it reads),
/// only what it read from it.
public protocol YAMLSectionObserver: AnyObject {
    /// Whether to be shown the entries of the mapping under `key` in the root mapping.
    func observesSection(_ key: YAMLNode) -> Bool

    /// One entry of an observed section, complete with everything below it, in source order.
    /// The document keeps the entry unless a later one repeats its key; merges into the section
    /// are applied only when it closes and are not shown here.
    ///
    /// Returning true gives the entry's insides up: unless an anchor was defined in the value (or
    /// the value is an alias or a scalar), the document keeps only the key and an empty stand-in
    /// of the value, with its kind and range, whose `isVacated` is true. That keeps a large
    /// file's document small, so return true only when nothing will read the value again.
    func sectionEntry(key: YAMLNode, value: YAMLNode, section: YAMLNode) -> Bool
}
