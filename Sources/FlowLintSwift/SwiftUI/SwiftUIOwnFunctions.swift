#if SwiftSources
import FlowLintKit

extension SwiftUIViewFacts {
    /// Gives every button of the view what the view's own functions it calls do
    /// (`Button("Continue") { continueTapped() }`, where `continueTapped` dismisses after saving),
    /// following calls from function to function, up to `depth` calls deep (a chain longer than
    /// any app's helpers would only deepen the walk's stack). Each function is read once; a
    /// function that calls itself, directly or round a loop, adds nothing more the second time.
    mutating func followOwnCalls(depth limit: Int = 32) {
        guard !functions.isEmpty else { return }
        var done: [String: SwiftUIButton] = [:]
        var open: Set<String> = []
        func effect(of name: String, depth: Int) -> SwiftUIButton? {
            if let known = done[name] { return known }
            guard depth < limit, var function = functions[name], open.insert(name).inserted else { return nil }
            for call in function.ownCalls {
                if let called = effect(of: call.value, depth: depth + 1) { function.adopt(called, at: call.range) }
            }
            open.remove(name)
            done[name] = function
            return function
        }
        func follow(_ button: inout SwiftUIButton) {
            for call in button.ownCalls {
                if let called = effect(of: call.value, depth: 0) { button.adopt(called, at: call.range) }
            }
        }
        for index in buttons.indices { follow(&buttons[index]) }
        for presentation in presentations.indices {
            for index in presentations[presentation].buttons.indices { follow(&presentations[presentation].buttons[index]) }
        }
        for dialog in dialogs.indices {
            for index in dialogs[dialog].buttons.indices { follow(&dialogs[dialog].buttons[index]) }
        }
        for index in kitUses.buttons.indices { follow(&kitUses.buttons[index].button) }
        if workOnAppear != nil { follow(&workOnAppear!) }
    }
}
#endif
