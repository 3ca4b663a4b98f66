// EllipticalGradient, MeshGradient, ShadowStyle and the hierarchical levels of any style,
// through the real daemon core: what each sends on the wire (and that the daemon accepts
// it: Harness fails on any violation).
import Testing
import TrellisEmbedded
import TrellisProtocol
@testable import TrellisUI

/// A shape that picks its own size: a square of the shorter proposed side, at most 40.
private struct SquareBadge: Shape {
    static var role: ShapeRole { .separator }
    func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 6) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let side = min(proposal.width ?? 40, proposal.height ?? 40, 40)
        return CGSize(width: side, height: side)
    }
}

extension TrellisUITests {
    @MainActor @Suite struct GradientsAndShadowStyles {
        func gradient(_ h: Harness) throws -> [Double] {
            let c = h.connection
            let node = try #require(shapeNodes(c).first)
            guard case .gradient(let g)? = c.property(.gradient, of: node) else {
                Issue.record("no gradient")
                return []
            }
            return g
        }

        @Test("EllipticalGradient sends kind 3 with the centre and radius fractions; defaults centre, 0 … 0.5")
        func elliptical() throws {
            let h = Harness(EllipticalGradient(colors: [.red, .blue]).frame(width: 200, height: 100), width: 300, height: 200)
            let g = try gradient(h)
            #expect(Array(g.prefix(5)) == [3, 0.5, 0.5, 0, 0.5])
            #expect(g.count == 15, "two stops")

            let styled = Harness(Capsule().fill(.ellipticalGradient(stops: [.init(color: .white, location: 0),
                                                                            .init(color: .black, location: 1)],
                                                                    center: .topLeading, endRadiusFraction: 1))
                .frame(width: 120, height: 40), width: 300, height: 200)
            let s = try gradient(styled)
            #expect(Array(s.prefix(5)) == [3, 0, 0, 0, 1])
            #expect(Array(s[5..<10]) == [0, 1, 1, 1, 1], "first stop white")

            let fromAny = Harness(Rectangle().fill(.ellipticalGradient(Color.red.gradient)).frame(width: 50, height: 50))
            #expect(try gradient(fromAny).first == 3)
        }

        @Test("MeshGradient sends kind 4: size, smooths, background and 14 values per vertex")
        func mesh() throws {
            let h = Harness(MeshGradient(width: 2, height: 2,
                                         points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                         colors: [.red, .green, .blue, .yellow],
                                         background: .black, smoothsColors: false)
                .frame(width: 100, height: 100), width: 200, height: 200)
            let g = try gradient(h)
            #expect(Array(g.prefix(8)) == [4, 2, 2, 0, 0, 0, 0, 1])
            #expect(g.count == 8 + 14 * 4)
            // The second vertex: at (1, 0); a regular grid's control points lie a third of
            // the way along its edges; red is the first vertex's colour.
            #expect(Array(g[22..<24]) == [1, 0])
            #expect(abs(g[24] - 2.0 / 3) < 1e-6 && g[25] == 0, "leading control point a third back toward (0, 0)")
            #expect(g[18] == 1 && g[21] == 1 && g[19] < 0.3, "first vertex red")
        }

        @Test("MeshGradient with Bézier points sends their control points; a malformed mesh draws its background")
        func meshBezierAndMalformed() throws {
            func bp(_ x: Float, _ y: Float) -> MeshGradient.BezierPoint {
                .init(position: [x, y], leadingControlPoint: [x - 0.2, y], topControlPoint: [x, y - 0.2],
                      trailingControlPoint: [x + 0.2, y + 0.1], bottomControlPoint: [x, y + 0.2])
            }
            let h = Harness(Rectangle().fill(MeshGradient(width: 2, height: 2, bezierPoints: [bp(0, 0), bp(1, 0), bp(0, 1), bp(1, 1)],
                                                          colors: [.red, .red, .blue, .blue]))
                .frame(width: 80, height: 80))
            let g = try gradient(h)
            #expect(g[3] == 1, "smoothsColors defaults to true")
            #expect(abs(g[8 + 6] - 0.2) < 1e-6 && abs(g[8 + 7] - 0.1) < 1e-6, "trailing control point of the first vertex")

            let bad = Harness(MeshGradient(width: 3, height: 2, points: [[0, 0], [1, 0]], colors: [.red, .blue], background: .green)
                .frame(width: 40, height: 40))
            let c = bad.connection
            let node = try #require(shapeNodes(c).first)
            #expect(c.property(.gradient, of: node) == nil)
            #expect(c.property(.fill, of: node) == .fill(Color.green.wire))
        }

        @Test("ShadowStyle: an inner shadow in a fill's style is the shape's innerShadow, a drop shadow its shadow")
        func shadowStyles() throws {
            let h = Harness(VStack {
                Circle().fill(.blue.shadow(.inner(radius: 4))).frame(width: 50, height: 50)
                RoundedRectangle(cornerRadius: 8).fill(Color.red.shadow(.drop(color: .black, radius: 6, x: 2, y: 3)))
                    .frame(width: 50, height: 50)
                Rectangle().stroke(Color.green.shadow(.inner(radius: 2)), lineWidth: 4).frame(width: 50, height: 50)
            }, width: 200, height: 300)
            let c = h.connection
            let shapes = shapeNodes(c)
            #expect(shapes.count == 3)
            guard case .innerShadow(let inner)? = c.property(.innerShadow, of: shapes[0]) else {
                Issue.record("no innerShadow"); return
            }
            #expect(inner.radius == 4 && inner.x == 0 && inner.y == 0)
            #expect(inner.color.a == 140, "default colour: black at 55 %")
            #expect(c.property(.fill, of: shapes[0]) == .fill(Color.blue.wire), "the fill keeps its colour")
            #expect(c.property(.shadow, of: shapes[1]) == .shadow(WireShadow(color: Color.black.wire, radius: 6, x: 2, y: 3)))
            #expect(c.property(.innerShadow, of: shapes[1]) == nil)
            #expect(c.property(.innerShadow, of: shapes[2]) == nil, "a stroke has no inner shadow")
        }

        @Test("style shadows add up and pass through AnyShapeStyle; .shadow(_:) on the foreground style")
        func shadowChains() throws {
            let h = Harness(VStack {
                Rectangle().fill(AnyShapeStyle(Color.blue.shadow(.drop(radius: 2)).shadow(.inner(radius: 3))))
                    .frame(width: 50, height: 50)
                Rectangle().fill(.shadow(.inner(radius: 5))).frame(width: 50, height: 50)
            }.foregroundStyle(.orange), width: 200, height: 200)
            let c = h.connection
            let shapes = shapeNodes(c)
            #expect(c.property(.shadow, of: shapes[0]) != nil)
            guard case .innerShadow(let s)? = c.property(.innerShadow, of: shapes[0]) else { Issue.record("no inner"); return }
            #expect(s.radius == 3)
            guard case .innerShadow(let s2)? = c.property(.innerShadow, of: shapes[1]) else { Issue.record("no inner"); return }
            #expect(s2.radius == 5)
        }

        @Test("a style's levels: Color.red.secondary is red at 60 %; a gradient's stops fade alike")
        func hierarchicalModifier() throws {
            let h = Harness(VStack {
                Rectangle().fill(Color.red.secondary).frame(width: 40, height: 40)
                Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).tertiary)
                    .frame(width: 40, height: 40)
            }, width: 200, height: 200)
            let c = h.connection
            let shapes = shapeNodes(c)
            guard case .fill(let f)? = c.property(.fill, of: shapes[0]) else { Issue.record("no fill"); return }
            #expect(f.r == 255 && f.a == 153)
            guard case .gradient(let g)? = c.property(.gradient, of: shapes[1]) else { Issue.record("no gradient"); return }
            #expect(abs(g[9] - 0.3) < 1e-9 && abs(g[14] - 0.3) < 1e-9)

            let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                    colors: [.red, .green, .blue, .yellow], background: .black)
            let faded = Harness(Rectangle().fill(mesh.secondary).frame(width: 40, height: 40))
            let node = try #require(shapeNodes(faded.connection).first)
            guard case .gradient(let m)? = faded.connection.property(.gradient, of: node) else { Issue.record("no mesh"); return }
            #expect(abs(m[7] - 0.6) < 1e-9, "background at 60 %")
            #expect((0..<4).allSatisfy { abs(m[8 + 14 * $0 + 13] - 0.6) < 1e-9 }, "every vertex at 60 %")
        }

        @Test("ShapeRole: shapes are fills unless they say otherwise; sizeThatFits defaults to the proposal")
        func roleAndSize() {
            #expect(Circle.role == .fill)
            #expect(SquareBadge.role == .separator)
            #expect(Rectangle().sizeThatFits(ProposedViewSize(width: 30, height: nil)) == CGSize(width: 30, height: 10))
        }

        @Test("a shape's own sizeThatFits sizes it in layout: a square of the shorter side, at most 40")
        func selfSizingShape() throws {
            let h = Harness(VStack(spacing: 0) {
                SquareBadge().fill(.red)
                SquareBadge()
                Rectangle().fill(.blue)
            }.frame(width: 100, height: 300), width: 200, height: 400)
            let c = h.connection
            let shapes = shapeNodes(c)
            #expect(shapes.count == 3)
            let first = try #require(c.frame(of: shapes[0])), second = try #require(c.frame(of: shapes[1]))
            #expect(first.width == 40 && first.height == 40, "\(first)")
            #expect(second.width == 40 && second.height == 40, "\(second)")
            #expect(c.frame(of: shapes[2])?.height == 220, "the rectangle takes the rest")
        }
    }
}
