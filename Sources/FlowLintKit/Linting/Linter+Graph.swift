extension Linter {
    /// The graph the rules see for one file, for drawing it: a flow file with the configured
    /// defaults applied, or a storyboard read and converted as `lintStoryboards` does. Nil when
    /// the file cannot be read as a flow. An overlay is drawn as its own flow, without the
    /// storyboards it names.
    public func graph(of source: SourceFile) -> FlowGraph? {
        if Self.isStoryboard(source.path) {
            // One storyboard on its own: its band starts at line 0, so positions are its own.
            guard let space = StoryboardLineSpace(sources: [source]) else {
                return nil
            }
            var problems: [[Diagnostic]] = [[]]
            let read = readStoryboards([source], space: space, problems: &problems)
            guard !read.isEmpty else { return nil }
            return FlowGraph(flow: configuration.defaults.apply(to: StoryboardConversion.convert(read, file: source.path).flow))
        }
        guard let flow = parseAndDecode(source)?.decoded?.flow else { return nil }
        return FlowGraph(flow: configuration.defaults.apply(to: flow))
    }
}
