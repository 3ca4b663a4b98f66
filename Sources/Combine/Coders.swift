import Foundation
import OpenCombine

// `publisher.decode(type:decoder: JSONDecoder())` and `.encode(encoder: JSONEncoder())`, as
// networking code with Combine writes them: Apple's Combine makes Foundation's JSON and
// property-list coders its top-level coders; OpenCombine's core declares the protocols only.

extension JSONEncoder: @retroactive TopLevelEncoder {}
extension JSONDecoder: @retroactive TopLevelDecoder {}
extension PropertyListEncoder: @retroactive TopLevelEncoder {}
extension PropertyListDecoder: @retroactive TopLevelDecoder {}
