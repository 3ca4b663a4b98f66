// Canvas and GraphicsContext through the real daemon core: what a renderer draws arrives
// as path, text and image nodes in the canvas's coordinates, with the context's state
// (transform, opacity, blend mode, clip) as drawing effects.
import Testing
import TrellisEmbedded
import TrellisProtocol
import TrellisRenderer
@testable import TrellisUI

@MainActor
private func textItem(_ c: EmbeddedConnection, _ text: String) -> CommittedFrame.Item? {
    c.node(withText: text).flatMap { item(c, $0) }
}

@MainActor
private func item(_ c: EmbeddedConnection, _ id: NodeID) -> CommittedFrame.Item? {
    c.tree.committedFrame(serial: 0).items.first { $0.id == id }
}

extension TrellisUITests {
    @MainActor @Suite struct CanvasDrawing {
        @Test("the renderer gets the laid-out size; fills and strokes are path nodes in canvas coordinates")
        func pathsInCanvasCoordinates() throws {
            let sizes = Recorded<[CGSize]>([])
            let h = Harness(Canvas { context, size in
                sizes.value.append(size)
                context.fill(Path(CGRect(x: 10, y: 20, width: 30, height: 40)), with: .color(.red))
                context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue), lineWidth: 3)
            }.frame(width: 200, height: 100), width: 400, height: 300)
            let c = h.connection
            #expect(sizes.value.last == CGSize(width: 200, height: 100))
            #expect(!sizes.value.contains(.zero), "never drawn before the daemon's size arrives: \(sizes.value)")
            let shapes = shapeNodes(c)
            #expect(shapes.count == 2)
            let fill = shapes[0], stroke = shapes[1]
            #expect(c.property(.pathSize, of: fill) == .pathSize(WireSize(width: 200, height: 100)))
            guard case .pathData(let data)? = c.property(.pathData, of: fill) else { Issue.record("no path"); return }
            #expect(data.prefix(6) == [0, 10, 20, 1, 40, 20], "the rectangle's own points: \(data)")
            #expect(c.property(.fill, of: fill) == .fill(WireColor(r: 255, g: 59, b: 48, a: 255)))
            #expect(c.frame(of: fill) == c.frame(of: stroke))
            #expect(c.frame(of: fill)?.width == 200 && c.frame(of: fill)?.height == 100, "each item is as large as the canvas")
            #expect(c.property(.lineWidth, of: stroke) == .lineWidth(3))
            #expect(c.property(.fill, of: stroke) == .fill(WireColor(r: 0, g: 0, b: 0, a: 0)))
        }

        @Test("a new size redraws: the renderer runs again with it")
        func resizeRedraws() throws {
            let sizes = Recorded<[CGSize]>([])
            let h = Harness(Canvas { context, size in
                sizes.value.append(size)
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.green))
            }, width: 300, height: 200)
            #expect(sizes.value.last == CGSize(width: 300, height: 200))
            h.connection.resize(width: 500, height: 100)
            h.settle()
            #expect(sizes.value.last == CGSize(width: 500, height: 100))
            let node = try #require(shapeNodes(h.connection).first)
            #expect(h.connection.property(.pathSize, of: node) == .pathSize(WireSize(width: 500, height: 100)))
        }

        @Test("draw(_:at:anchor:) puts the text's anchor on the point, any UnitPoint")
        func textAnchors() throws {
            let h = Harness(Canvas { context, _ in
                context.draw(Text("mid"), at: CGPoint(x: 100, y: 50))
                context.draw(Text("corner"), at: CGPoint(x: 10, y: 10), anchor: .topLeading)
                context.draw(Text("quarter"), at: CGPoint(x: 100, y: 100), anchor: UnitPoint(x: 0.25, y: 1))
                context.draw(Text("boxed"), in: CGRect(x: 20, y: 150, width: 100, height: 30))
            }.frame(width: 200, height: 200), width: 200, height: 200)
            let c = h.connection
            let mid = try #require(textItem(c, "mid"))
            #expect(mid.frame.x + mid.frame.width / 2 == 100 && mid.frame.y + mid.frame.height / 2 == 50, "\(mid.frame)")
            let corner = try #require(textItem(c, "corner"))
            #expect(corner.frame.x == 10 && corner.frame.y == 10, "\(corner.frame)")
            let quarter = try #require(textItem(c, "quarter"))
            #expect(quarter.frame.x + quarter.frame.width / 4 == 100, "\(quarter.frame)")
            #expect(quarter.frame.y + quarter.frame.height == 100, "\(quarter.frame)")
            let boxed = try #require(textItem(c, "boxed"))
            #expect(boxed.frame.x == 20 && boxed.frame.y == 150, "\(boxed.frame)")
        }

        @Test("the transform, opacity, blend mode and clip in effect at a call draw that call only")
        func stateIsCaptured() throws {
            let h = Harness(Canvas { context, _ in
                var moved = context
                moved.translateBy(x: 30, y: 40)
                moved.rotate(by: .degrees(90))
                moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                context.opacity = 0.5
                context.blendMode = .multiply
                context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)))
                context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(.blue))
            }.frame(width: 100, height: 100), width: 100, height: 100)
            let c = h.connection
            let shapes = shapeNodes(c)
            #expect(shapes.count == 3, "two fills and the clip's mask")
            let turned = try #require(item(c, shapes[0]))
            let t = try #require(turned.transform)
            #expect(abs(t.a) < 1e-9 && abs(t.b - 1) < 1e-9 && abs(t.c + 1) < 1e-9, "a quarter turn: \(t)")
            #expect(turned.frame.x == 30 && turned.frame.y == 40, "moved by the translation: \(turned.frame)")
            let blue = shapes.first { c.property(.fill, of: $0) == .fill(WireColor(r: 0, g: 122, b: 255, a: 255)) }
            let faded = try #require(blue.flatMap { item(c, $0) })
            #expect(faded.opacity == 0.5)
            #expect(faded.transform == nil, "the translation and rotation belonged to the copy")
            let effects = c.visibleNodes().filter { c.kind(of: $0) == .effect }
            #expect(effects.contains { c.property(.blendMode, of: $0) == .blendMode(.multiply) })
            let masks = c.visibleNodes().filter { c.kind(of: $0) == .overlay && c.property(.isMask, of: $0) == .isMask(true) }
            #expect(masks.count == 1, "the clip masks the later fill only")
        }

        @Test("gradient shadings are given in user space and sent as fractions of the canvas")
        func gradientShading() throws {
            let h = Harness(Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)),
                             with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero,
                                                   endPoint: CGPoint(x: size.width / 2, y: size.height)))
            }.frame(width: 200, height: 100), width: 200, height: 100)
            let node = try #require(shapeNodes(h.connection).first)
            guard case .gradient(let g)? = h.connection.property(.gradient, of: node) else { Issue.record("no gradient"); return }
            #expect(g.prefix(5) == [0, 0, 0, 0.5, 1])
        }

        @Test("symbols are drawn by tag; an unknown tag resolves to nil")
        func symbols() throws {
            let found = Recorded<[Bool]>([])
            let h = Harness(Canvas { context, _ in
                found.value = [context.resolveSymbol(id: "star") != nil, context.resolveSymbol(id: "moon") != nil]
                if let star = context.resolveSymbol(id: "star") {
                    context.draw(star, at: CGPoint(x: 50, y: 50), anchor: .topLeading)
                    context.draw(star, at: CGPoint(x: 150, y: 50), anchor: .topLeading)
                }
            } symbols: {
                Text("★").tag("star")
            }.frame(width: 200, height: 100), width: 200, height: 100)
            #expect(found.value == [true, false])
            let c = h.connection
            let stars = c.visibleNodes().filter { c.kind(of: $0) == .text }
            #expect(stars.count == 2, "symbols show only where drawn")
            let xs = stars.compactMap { item(c, $0)?.frame.x }.sorted()
            #expect(xs == [50, 150])
        }

        @Test("drawLayer composites its drawing as one group with the context's opacity")
        func layers() throws {
            let h = Harness(Canvas { context, _ in
                context.opacity = 0.5
                context.drawLayer { layer in
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 60)), with: .color(.red))
                    layer.fill(Path(CGRect(x: 30, y: 30, width: 60, height: 60)), with: .color(.blue))
                }
            }.frame(width: 100, height: 100), width: 100, height: 100)
            let c = h.connection
            let group = c.visibleNodes().filter { c.property(.compositingGroup, of: $0) == .compositingGroup(true) }
            #expect(group.count == 1)
            for s in shapeNodes(c) { #expect(item(c, s)?.opacity == 0.5, "the layer fades as a whole") }
        }

        @Test("images are drawn stretched into a rect or at their size on a point; clipBoundingRect is in user space")
        func imagesAndClipBounds() throws {
            let bounds = Recorded<[CGRect]>([])
            let h = Harness(Canvas { context, size in
                context.draw(Image(systemName: "star"), in: CGRect(x: 10, y: 20, width: 40, height: 30))
                bounds.value.append(context.clipBoundingRect)
                var inner = context
                inner.clip(to: Path(CGRect(x: 100, y: 10, width: 50, height: 50)))
                inner.translateBy(x: 100, y: 10)
                bounds.value.append(inner.clipBoundingRect)
                inner.draw(Text("turned"), at: .zero, anchor: .topLeading)
            }.frame(width: 200, height: 100), width: 200, height: 100)
            let c = h.connection
            let image = try #require(c.visibleNodes().first { c.kind(of: $0) == .image })
            let f = try #require(item(c, image)?.frame)
            #expect(f.x + f.width / 2 == 30 && f.y + f.height / 2 == 35, "a symbol keeps its size, centred in the rect: \(f)")
            #expect(bounds.value == [CGRect(x: 0, y: 0, width: 200, height: 100), CGRect(x: 0, y: 0, width: 50, height: 50)])
            let turned = try #require(textItem(c, "turned"))
            #expect(turned.frame.x == 100 && turned.frame.y == 10, "\(turned.frame)")
        }

        @Test("a frame aligns its child by the child's explicit guide")
        func frameHonoursGuides() throws {
            let h = Harness(Text("guided")
                .alignmentGuide(HorizontalAlignment.leading) { d in d.width }
                .frame(width: 200, height: 40, alignment: .leading), width: 200, height: 40)
            let c = h.connection
            let text = try #require(textItem(c, "guided"))
            #expect(text.frame.x == -text.frame.width, "the text's trailing edge is on the frame's leading edge: \(text.frame)")
        }
    }
}

/// A reference a renderer closure can write to.
private final class Recorded<T> {
    var value: T
    init(_ value: T) { self.value = value }
}

extension TrellisUITests {
    @MainActor @Suite struct ColorEffects {
        @Test("colour effects send one colour matrix each; an identity sends none")
        func matrices() throws {
            let h = Harness(VStack {
                Text("b").brightness(0.25)
                Text("s").saturation(0)
                Text("same").brightness(0)
            }, width: 200, height: 100)
            let c = h.connection
            let matrices = c.visibleNodes().compactMap { id -> [Double]? in
                if case .colorMatrix(let m)? = c.property(.colorMatrix, of: id) { return m }
                return nil
            }
            #expect(matrices.count == 2, "brightness(0) is no effect")
            #expect(matrices.contains { $0[4] == 0.25 && $0[9] == 0.25 && $0[14] == 0.25 && $0[0] == 1 })
            #expect(matrices.contains { abs($0[0] - 0.2126) < 1e-9 && abs($0[1] - 0.7152) < 1e-9 }, "saturation 0: luminance rows")
        }
    }
}
