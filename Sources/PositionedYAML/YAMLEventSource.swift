/// Where the composer's events come from: libyaml itself, or batches that libyaml filled on
/// another thread. Both hand over the same events, so the composer cannot tell them apart.
protocol YAMLEventSource {
    /// Calls `body` with each event until it returns false or the stream ends or fails, and
    /// returns the problem that stopped libyaml if one did. An event's bytes are valid only
    /// during its call.
    mutating func readEvents(_ body: (YAMLEvent) -> Bool) -> YAMLProblem?
}
