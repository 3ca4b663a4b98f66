// Model classes are observable: the code @Model writes uses Observation's registrar, and an
// app's model file imports only SwiftData.
@_exported import Observation
