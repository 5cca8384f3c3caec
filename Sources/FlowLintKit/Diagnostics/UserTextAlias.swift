import PositionedYAML

/// How messages quote what a file says, capped in one place (defined next to libyaml's own
/// messages, which quote keys too); named here so that every rule can use it.
public typealias UserText = PositionedYAML.UserText
