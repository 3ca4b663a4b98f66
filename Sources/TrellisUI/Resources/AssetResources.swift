// ColorResource and ImageResource: an asset catalog's colour or image set by name and bundle,
// the types Xcode's generated asset symbols are made of (`Color(.brand)`, `Image(.photo)`,
// `.foregroundStyle(.brand)`). `trellis port` writes the same symbols for a ported app.
import Foundation

/// A colour set of an asset catalog: its name and the bundle that holds the catalog.
public struct ColorResource: Hashable, @unchecked Sendable {
    let name: String
    let bundle: Bundle
    /// The colour set `name` in `bundle`'s asset catalogs.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image set of an asset catalog: its name and the bundle that holds the catalog.
public struct ImageResource: Hashable, @unchecked Sendable {
    let name: String
    let bundle: Bundle
    /// The image set `name` in `bundle`'s asset catalogs.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The colour of an asset catalog's colour set (a generated symbol: `Color(.brand)`).
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Image {
    /// The image of an asset catalog's image set (a generated symbol: `Image(.photo)`).
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}
