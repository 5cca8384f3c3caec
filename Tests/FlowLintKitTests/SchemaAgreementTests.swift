import Foundation
import Testing
@testable import FlowLintKit

/// `schema/flowlint.schema.json` must describe exactly what the decoder reads.
@Suite struct SchemaAgreementTests {
    let schema: [String: Any]
    let definitions: [String: Any]

    init() throws {
        let data = try Data(contentsOf: Repository.url("schema/flowlint.schema.json"))
        schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        definitions = try #require(schema["definitions"] as? [String: Any])
    }

    func object(_ name: String) throws -> [String: Any] {
        name == "flow" ? schema : try #require(definitions[name] as? [String: Any], "no definition \(name)")
    }

    func enumValues(_ definition: String, property: String? = nil) throws -> [String] {
        var node = try object(definition)
        if let property {
            node = try #require((node["properties"] as? [String: Any])?[property] as? [String: Any])
        }
        return try #require(node["enum"] as? [String])
    }

    static let schemaNames = ["flow": "flow", "defaults": "defaults", "screen": "screen", "button": "button", "modal": "modal", "modal action": "modalAction"]

    @Test(arguments: FlowFormat.objects.map(\.name))
    func objectKeysAndRequiredFieldsAgree(name: String) throws {
        let format = try #require(FlowFormat.objects.first { $0.name == name })
        let definition = try object(try #require(Self.schemaNames[name]))
        let properties = try #require(definition["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(format.keys))
        #expect(Set(definition["required"] as? [String] ?? []) == Set(format.required))
        #expect(definition["additionalProperties"] as? Bool == false)
    }

    @Test func enumerationsAgree() throws {
        #expect(try enumValues("presentationStyle") == PresentationStyle.allCases.map(\.rawValue))
        #expect(try enumValues("transitionStyle") == TransitionStyle.allCases.map(\.rawValue))
        #expect(try enumValues("screen", property: "container") == ContainerKind.allCases.map(\.rawValue))
        #expect(try enumValues("button", property: "role") == ButtonRole.allCases.map(\.rawValue))
        #expect(try enumValues("modal", property: "kind") == SystemModalKind.allCases.map(\.rawValue))
        #expect(try enumValues("modalAction", property: "role") == AlertActionRole.allCases.map(\.rawValue))
    }

    @Test func actionGrammarAgrees() throws {
        let variants = try #require(try object("action")["oneOf"] as? [[String: Any]])
        let bareWords = try #require(variants.first?["enum"] as? [String])
        #expect(bareWords == Action.Kind.allCases.filter { !$0.takesTarget }.map(\.rawValue))
        let mapping = try #require(variants.last?["properties"] as? [String: Any])
        let kinds = Action.Kind.allCases.map(\.rawValue)
        #expect(Set(mapping.keys) == Set(kinds + FlowFormat.actionFields))
        let trigger = try #require((mapping["trigger"] as? [String: Any])?["enum"] as? [String])
        #expect(trigger == SegueTrigger.allCases.map(\.rawValue))
    }

    /// The decoder switches over these cases by their index in the key lists, which are spelled
    /// out in `FlowFormat`; each case must name its key.
    @Test func keyCasesNameTheirKeys() {
        #expect(FlowFormat.ScreenKey.allCases.map { "\($0)" } == FlowFormat.screen.keys)
        #expect(FlowFormat.ButtonKey.allCases.map { "\($0)" } == FlowFormat.button.keys)
        #expect(FlowFormat.ModalKey.allCases.map { "\($0)" } == FlowFormat.modal.keys)
        #expect(FlowFormat.ModalActionKey.allCases.map { "\($0)" } == FlowFormat.modalAction.keys)
        #expect(FlowFormat.ActionField.allCases.map { "\($0)" } == FlowFormat.actionFields)
        // The storyboard writer and overlays spell a flag's key with its raw value.
        #expect(Set(ScreenFlag.allCases.map(\.rawValue)).isSubset(of: FlowFormat.screen.keys))
    }
}
