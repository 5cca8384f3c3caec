#if SwiftSources
import FlowLintKit

/// What a class gets from code it does not declare: its superclasses read here, and extensions of
/// UIKit's view controller classes (`extension UIViewController { func addCloseButton() … }`),
/// whose methods every view controller has, and of the protocols the class adopts
/// (`extension Titled where Self: UIViewController { func setUpTitle() … }`). A base class that adds a Cancel button in
/// `viewDidLoad`, or a shared `addCloseButton()` a screen calls, gives that screen the button,
/// and what the button's function does (its `dismiss`) comes with it.
///
/// Only what the class can be seen to run is taken: the set-up functions UIKit calls on every
/// view controller (`viewDidLoad` and the like, which a subclass's override passes on with
/// `super`), the functions the class calls on `self` or names in a `#selector`, and, from there,
/// what those call; each name from its nearest declaration, so a subclass's own method hides its
/// superclass's. An extension's method that no class calls gives nothing to anyone. Inherited
/// bar buttons, dismissals, calls, control handlers and the title are taken; transitions are
/// not, as a base class's presentations would repeat in every subclass.
struct SwiftInheritance {
    /// Each class with its extensions merged, the first declaration of a name winning.
    let declared: [SwiftTypeFacts]
    /// Every class and extension read, for the extensions of UIKit's classes.
    let read: [SwiftTypeFacts]

    /// Functions UIKit runs on every view controller: an override calls its superclass's.
    static let setUpFunctions: Set<String> = ["init", "viewDidLoad", "loadView", "awakeFromNib", "viewWillAppear", "viewDidAppear"]

    func inherited() -> [SwiftTypeFacts] {
        let byName = Dictionary(declared.indices.map { (declared[$0].name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var extensions: [String: SwiftTypeFacts] = [:]
        let adopted = Set(declared.flatMap(\.adopted))
        for facts in read where facts.superclass == nil && byName[facts.name.value] == nil
            && (SwiftSuperclasses.viewControllerBases.contains(facts.name.value) || adopted.contains(facts.name.value)) {
            if var known = extensions[facts.name.value] {
                known.take(facts, functions: nil)
                extensions[facts.name.value] = known
            } else {
                extensions[facts.name.value] = facts
            }
        }
        // What each function leads to, gathered once per type however many subclasses ask.
        var runIndexes: [String: [String: [String]]] = [:]
        var result = declared
        for index in declared.indices {
            let lineage = lineage(of: declared[index], byName: byName, extensions: extensions)
            guard !lineage.isEmpty else { continue }
            let runs = lineage.map { member in
                if let known = runIndexes[member.facts.name.value] { return known }
                let made = Self.runIndex(member.facts)
                runIndexes[member.facts.name.value] = made
                return made
            }
            result[index] = inheriting(declared[index], from: lineage, runs: runs)
        }
        return result
    }

    /// The superclasses read here, nearest first, then the extensions of the UIKit class the
    /// chain ends at, and of `UIViewController`, which every UIKit view controller is.
    private func lineage(of facts: SwiftTypeFacts, byName: [String: Int], extensions: [String: SwiftTypeFacts]) -> [(facts: SwiftTypeFacts, isSuperclass: Bool)] {
        var lineage: [(facts: SwiftTypeFacts, isSuperclass: Bool)] = []
        var seen: Set<String> = [facts.name.value]
        var next = facts.superclass
        var protocols = facts.adopted
        while let name = next, seen.insert(name).inserted {
            if let index = byName[name] {
                lineage.append((declared[index], true))
                protocols += declared[index].adopted
                next = declared[index].superclass
                continue
            }
            guard SwiftSuperclasses.viewControllerBases.contains(name) else { break }
            if let own = extensions[name] { lineage.append((own, false)) }
            if name != "UIViewController", let shared = extensions["UIViewController"] { lineage.append((shared, false)) }
            break
        }
        var taken: Set<String> = []
        for name in protocols where taken.insert(name).inserted {
            if let own = extensions[name] { lineage.append((own, false)) }
        }
        return lineage
    }

    private func inheriting(_ facts: SwiftTypeFacts, from lineage: [(facts: SwiftTypeFacts, isSuperclass: Bool)], runs: [[String: [String]]]) -> SwiftTypeFacts {
        // Which member of the lineage a function's name leads to: the nearest that declares it,
        // the class itself first. Set-up functions run in every superclass that has them.
        var taken: [Int: Set<String>] = [:]
        var pending = Array(facts.calls.values.joined()) + facts.bars.compactMap(\.selector?.value)
            + facts.barReferences.map(\.name) + Array(facts.controlHandlers) + facts.helperCalls.flatMap { $0.selectors.values.map(\.value) }
        for (index, member) in lineage.enumerated() where member.isSuperclass {
            let setUp = member.facts.functions.intersection(Self.setUpFunctions)
            for function in setUp where taken[index, default: []].insert(function).inserted {
                pending += runs[index][function] ?? []
            }
            // The controls and gesture recognizers a superclass sets up (in its `viewDidLoad`, as
            // a rule) run their handlers in the subclass too.
            if !setUp.isEmpty { pending += member.facts.controlHandlers }
        }
        var resolved: Set<String> = facts.functions
        while let function = pending.popLast() {
            guard resolved.insert(function).inserted,
                  let index = lineage.firstIndex(where: { $0.facts.functions.contains(function) || $0.facts.barProperties[function] != nil }) else { continue }
            taken[index, default: []].insert(function)
            pending += runs[index][function] ?? []
        }
        var result = facts
        for (index, functions) in taken.sorted(by: { $0.key < $1.key }) {
            result.take(lineage[index].facts, functions: functions)
        }
        return result
    }

    /// Per function of `facts`, what running it leads to: the functions it calls, the selectors
    /// of the bar buttons it sets, the bar buttons it sets from properties or functions (and a
    /// property's or function's own button's selector), and the selectors it hands a helper.
    private static func runIndex(_ facts: SwiftTypeFacts) -> [String: [String]] {
        var index: [String: [String]] = [:]
        for (function, callees) in facts.calls { index[function, default: []] += callees }
        for bar in facts.bars {
            if let function = bar.function, let selector = bar.selector { index[function, default: []].append(selector.value) }
        }
        for reference in facts.barReferences {
            guard let function = reference.function else { continue }
            index[function, default: []] += [reference.name] + (facts.barProperties[reference.name]?.selector.map { [$0.value] } ?? [])
        }
        for (name, button) in facts.barProperties {
            if let selector = button.selector { index[name, default: []].append(selector.value) }
        }
        for call in facts.helperCalls {
            if let function = call.function { index[function, default: []] += call.selectors.values.map(\.value) }
        }
        return index
    }
}

extension SwiftTypeFacts {
    /// Adds what `other`'s `functions` do (all of it, for nil): their bar buttons, back controls, closing actions, dismissals, closing calls,
    /// calls and the control handlers among them, the title they set where this type sets none,
    /// and every bar button property, which a reference taken may name.
    mutating func take(_ other: SwiftTypeFacts, functions: Set<String>?) {
        func runs(_ function: String?) -> Bool { functions.map { function.map($0.contains) ?? false } ?? true }
        bars += other.bars.filter { runs($0.function) }
        barReferences += other.barReferences.filter { runs($0.function) }
        barProperties.merge(other.barProperties) { own, _ in own }
        barHelpers.merge(other.barHelpers) { own, _ in own }
        helperCalls += other.helperCalls.filter { runs($0.function) }
        callsBack.formUnion(other.callsBack)
        dismissals += other.dismissals.filter { runs($0.function) }
        closingCalls += other.closingCalls.filter { runs($0.function) }
        backControls += other.backControls.filter { runs($0.function) }
        closingActions += other.closingActions.filter { runs($0.function) }
        for (function, callees) in other.calls where runs(function) { calls[function, default: []].formUnion(callees) }
        controlHandlers.formUnion(functions.map { other.controlHandlers.intersection($0) } ?? other.controlHandlers)
        if title == nil, let inherited = other.titleSetters.first(where: { runs($0.function) }) { title = inherited.title }
        titleSetters += other.titleSetters.filter { runs($0.function) }
        for (function, height) in other.sheetHeightFunctions where runs(function) { sheetHeight.merge(height) }
        if functions == nil { self.functions.formUnion(other.functions) }
        drawsOwnBar = drawsOwnBar || other.drawsOwnBar
    }
}
#endif
