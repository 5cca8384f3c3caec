import Testing
@testable import FlowLintKit

/// A scene with no title whose content opens with a heading is titled by it, assumed.
@Suite struct StoryboardHeadingTests {
    static func titles(_ scenes: String) throws -> [String: String] {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="home">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
        let source = SourceFile(path: "Import.storyboard", text: text)
        let document = try StoryboardXMLReader().read(source.bytes).get()
        let conversion = StoryboardConversion.convert([StoryboardInput(path: source.path, document: document)], file: source.path)
        return Dictionary(uniqueKeysWithValues: conversion.flow.screens.map { ($0.id.value, $0.title?.value ?? "-") })
    }

    static func scene(_ id: String, title: String? = nil, label: String, font: String) -> String {
        """
                <scene sceneID="\(id)-scene">
                    <objects>
                        <viewController \(title.map { "title=\"\($0)\" " } ?? "")storyboardIdentifier="\(id)" id="\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-view">
                                <subviews>
                                    <label opaque="NO" text="\(label)" id="\(id)-label">
                                        \(font)
                                    </label>
                                    <label opaque="NO" text="Then the rest" id="\(id)-body">
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """
    }

    @Test func aLargeFirstLabelTitlesTheSceneAndABodyOneDoesNot() throws {
        let titles = try Self.titles([
            Self.scene("home", title: "Books", label: "Welcome", font: #"<fontDescription key="fontDescription" type="system" pointSize="30"/>"#),
            Self.scene("goodreads", label: "Importing from Goodreads", font: #"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="28"/>"#),
            Self.scene("styled", label: "Export", font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>"#),
            Self.scene("plain", label: "Choose a file", font: #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#),
        ].joined(separator: "\n"))
        #expect(titles == ["home": "Books", "goodreads": "Importing from Goodreads", "styled": "Export", "plain": "-"])
    }
}
