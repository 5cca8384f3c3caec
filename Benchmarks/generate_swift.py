#!/usr/bin/env python3
"""Writes a corpus of Swift files shaped like an app's (UIKit view controllers and SwiftUI views),
for measuring how fast flowlint reads Swift sources. Deterministic: the same arguments write the
same files.

    Benchmarks/generate_swift.py DIR [--files 1000]
"""
import argparse
import os


def uikit(index, count):
    """A view controller that sets its title and bar buttons, presents, pushes, shows an alert
    and dismisses, with the helpers and data code real screens carry (about 5 KB)."""
    following, later = (index + 1) % count, (index + 2) % count
    return f'''import UIKit

final class Screen{index}ViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {{
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var items: [String] = []
    private var draft = ""
    private var isLoading = false

    override func viewDidLoad() {{
        super.viewDidLoad()
        title = "Screen {index}"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        view.addSubview(tableView)
        reload()
    }}

    override func viewWillAppear(_ animated: Bool) {{
        super.viewWillAppear(animated)
        tableView.frame = view.bounds
    }}

    private func reload() {{
        isLoading = true
        var loaded: [String] = []
        for row in 0 ..< 20 {{
            let name = "Item \\(row) of screen {index}"
            if row % 3 == 0 {{
                loaded.append(name.uppercased())
            }} else if row % 3 == 1 {{
                loaded.append(name.lowercased())
            }} else {{
                loaded.append(name)
            }}
        }}
        items = loaded.sorted {{ $0.count < $1.count || ($0.count == $1.count && $0 < $1) }}
        isLoading = false
        tableView.reloadData()
    }}

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {{
        items.count
    }}

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {{
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        content.secondaryText = indexPath.row.isMultiple(of: 2) ? "even" : "odd"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }}

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {{
        tableView.deselectRow(at: indexPath, animated: true)
        if indexPath.row == 0 {{
            showDetails()
        }} else {{
            let next = Screen{later}ViewController()
            navigationController?.pushViewController(next, animated: true)
        }}
    }}

    private func showDetails() {{
        let details = Screen{following}ViewController()
        details.modalPresentationStyle = .pageSheet
        present(details, animated: true)
    }}

    @objc private func cancelTapped() {{
        guard !draft.isEmpty else {{
            dismiss(animated: true)
            return
        }}
        let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) {{ _ in
            self.dismiss(animated: true)
        }})
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        present(alert, animated: true)
    }}

    @objc private func doneTapped() {{
        save(draft)
        dismiss(animated: true)
    }}

    private func save(_ text: String) {{
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {{ return }}
        UserDefaults.standard.set(trimmed, forKey: "draft-{index}")
    }}
}}
'''


def swiftui(index, count):
    """A SwiftUI view with a stack, a link, a sheet, a toolbar and text input (about 3 KB)."""
    following = (index + 1) % count
    return f'''import SwiftUI

struct Screen{index}View: View {{
    @State private var isEditing = false
    @State private var name = ""
    @State private var notes: [String] = []
    @Environment(\\.dismiss) private var dismiss

    var body: some View {{
        NavigationStack {{
            List {{
                Section("Notes") {{
                    ForEach(notes, id: \\.self) {{ note in
                        NavigationLink(note) {{
                            Screen{following}View()
                        }}
                    }}
                }}
                Section("Details") {{
                    Text("Screen {index}")
                    Text("\\(notes.count) notes")
                }}
            }}
            .navigationTitle("Screen {index}")
            .toolbar {{
                ToolbarItem(placement: .cancellationAction) {{
                    Button("Close") {{ dismiss() }}
                }}
                ToolbarItem(placement: .primaryAction) {{
                    Button("Edit") {{ isEditing = true }}
                }}
            }}
            .sheet(isPresented: $isEditing) {{
                NavigationStack {{
                    Form {{
                        TextField("Name", text: $name)
                    }}
                    .navigationTitle("Edit")
                    .toolbar {{
                        ToolbarItem(placement: .cancellationAction) {{
                            Button("Cancel") {{ isEditing = false }}
                        }}
                        ToolbarItem(placement: .confirmationAction) {{
                            Button("Save") {{
                                notes.append(name)
                                isEditing = false
                            }}
                        }}
                    }}
                }}
                .interactiveDismissDisabled(!name.isEmpty)
            }}
        }}
    }}
}}
'''


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("directory")
    parser.add_argument("--files", type=int, default=1000)
    arguments = parser.parse_args()
    os.makedirs(arguments.directory, exist_ok=True)
    count = arguments.files
    for index in range(count):
        # One file in four is SwiftUI, as in an app moving to it.
        if index % 4 == 3:
            name, text = f"Screen{index}View.swift", swiftui(index, count)
        else:
            name, text = f"Screen{index}ViewController.swift", uikit(index, count)
        with open(os.path.join(arguments.directory, name), "w", encoding="utf-8") as file:
            file.write(text)


if __name__ == "__main__":
    main()
