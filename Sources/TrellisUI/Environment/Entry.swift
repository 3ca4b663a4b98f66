// @Entry (SwiftUI's macro): declares an environment (or transaction) value with its default in one line,
//
//     extension EnvironmentValues {
//         @Entry var accent: Color = .blue
//     }
//
// expanding to a computed property and a private `EnvironmentKey` whose `defaultValue` is
// the initializer (TrellisMacros/EntryMacro.swift).

/// Makes an `EnvironmentValues`, `FocusedValues` or `Transaction` property from a `var`
/// with a default value.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TrellisMacros", type: "EntryMacro")
