/// A `.flowlint.yml`, read and validated.
public struct ConfigurationFile: Sendable {
    public static let fileName = ".flowlint.yml"

    /// The path as shown in diagnostics.
    public var path: String
    /// The absolute directory that `include` and `exclude` are relative to.
    public var directory: String
    public var rules: [String: RuleSetting] = [:]
    public var include: [GlobPattern] = []
    public var exclude: [GlobPattern] = []
    public var defaults = ConfiguredDefaults()
    public var limits: YAMLLimits = .default
    public var app = AppSettings()

    public init(path: String, directory: String) {
        self.path = path
        self.directory = directory
    }

    /// The lint configuration this file describes.
    public var lintConfiguration: LintConfiguration {
        LintConfiguration(limits: limits, rules: rules, defaults: defaults, app: app)
    }

    /// Whether a file found by walking a directory should be checked. `absolutePath` is normalised.
    /// Files outside the configuration's directory are judged by `exclude` only.
    public func admits(_ absolutePath: String) -> Bool {
        let relative = FilePaths.relative(absolutePath, to: directory)
        guard let relative else { return true }
        if exclude.contains(where: { $0.matches(relative) }) { return false }
        return include.isEmpty || include.contains { $0.matches(relative) }
    }
}

/// What `.flowlint.yml` says of the app as a whole under `app:`.
public struct AppSettings: Sendable, Equatable {
    static let keys = ["mainStoryboard", "codeDescribed"]
    /// The storyboard the app starts in, by name without `.storyboard` (as `UIMainStoryboardFile`
    /// spells it); nil to look for an `Info.plist` (see `MainStoryboard`).
    public var mainStoryboard: String?
    /// Every transition the app's code makes is in the flow or an overlay (`trigger: code`), so a
    /// storyboard identifier makes no screen reachable.
    public var codeDescribed = false

    public init(mainStoryboard: String? = nil, codeDescribed: Bool = false) {
        self.mainStoryboard = mainStoryboard
        self.codeDescribed = codeDescribed
    }
}

/// App-wide facts from a configuration, filled into a flow's `defaults:` where the flow is silent.
public struct ConfiguredDefaults: Sendable, Equatable {
    public var transitionStyle: Located<TransitionStyle>?
    public var presentationStyle: Located<PresentationStyle>?
    /// The configuration file the values were read from: their ranges lie in
    /// `SourceFileID.configuration`, which is this file, and its lines place them.
    public var file: String
    public var lines: LineTable

    public init(transitionStyle: Located<TransitionStyle>? = nil, presentationStyle: Located<PresentationStyle>? = nil,
                file: String = "", lines: LineTable = LineTable()) {
        self.transitionStyle = transitionStyle
        self.presentationStyle = presentationStyle
        self.file = file
        self.lines = lines
    }

    public static func == (lhs: ConfiguredDefaults, rhs: ConfiguredDefaults) -> Bool {
        (lhs.transitionStyle, lhs.presentationStyle, lhs.file) == (rhs.transitionStyle, rhs.presentationStyle, rhs.file)
    }

    /// `flow` with every default it leaves unset taken from here, still pointing into the
    /// configuration file, so that notes about a default show where it is written.
    public func apply(to flow: Flow) -> Flow {
        var flow = flow
        if flow.defaults.transitionStyle == nil, let transitionStyle {
            flow.defaults.transitionStyle = transitionStyle
        }
        if flow.defaults.presentationStyle == nil, let presentationStyle {
            flow.defaults.presentationStyle = presentationStyle
        }
        return flow
    }
}
