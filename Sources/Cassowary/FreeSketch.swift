/// A sketch of a row's part along the free directions: two dot products of its coefficients with
/// fixed pseudo-random weight vectors, each with a bound on its own rounding error.
///
/// The ambiguity query asks whether a definition's expansion keeps a nonzero coefficient on some
/// free direction. Expanding every definition costs the whole chain behind it; a sketch instead
/// composes like the expansion does (`x = 2y + z` has sketch `2·sketch(y) + sketch(z)`), so every
/// definition's sketch comes from one bottom-up pass over the definition graph, a few flops per
/// term. A zero coefficient vector has zero dot products; a nonzero one has a zero dot product only
/// when its coefficients happen to cancel against the weights, which for weights drawn with 24
/// random bits is a chance of about 2⁻²⁴ per product, 2⁻⁴⁸ for both.
///
/// Exact cancellation must still read as zero. The weights are dyadic (`±(1 + k/2²⁴)`), so with
/// integer or dyadic coefficients (spacings, equal widths, multipliers like 2 or 0.5) every product
/// and sum is exact and a cancelled expansion gives exactly 0. Where arithmetic does round, each
/// product's and sum's rounding error is computed exactly (a fused multiply-add for a product,
/// Knuth's two-sum for a sum) and accumulated, with the errors inherited through `add`, into
/// `error`: a running bound on how far `dot` is from the dot product of the exact expansion of the
/// stored coefficients. `Tolerance.isBeyondRounding` turns that into the answer.
struct FreeSketch {
    /// Σ coefficient × weight over the free directions, per weight vector.
    var dot: SIMD2<Double> = .zero
    /// A bound on |`dot` − the same sum computed exactly|, per weight vector.
    var error: SIMD2<Double> = .zero

    /// Whether some dot product is nonzero beyond its rounding (see `Tolerance.isBeyondRounding`).
    var isNonzero: Bool {
        Tolerance.isBeyondRounding(dot[0], error: error[0]) || Tolerance.isBeyondRounding(dot[1], error: error[1])
    }

    /// Whether every number in the sketch is finite (a chain of large multipliers can overflow; the
    /// caller then expands the definition instead).
    var isFinite: Bool {
        dot[0].isFinite && dot[1].isFinite && error[0].isFinite && error[1].isFinite
    }

    /// Adds `coefficient ×` the free direction `symbol`.
    @inline(__always)
    mutating func addDirection(_ symbol: Int, times coefficient: Double) {
        accumulate(coefficient, FreeSketch.weights(of: symbol), inherited: .zero)
    }

    /// Adds `coefficient ×` the sketch of a row this row mentions.
    @inline(__always)
    mutating func add(_ other: FreeSketch, times coefficient: Double) {
        accumulate(coefficient, other.dot, inherited: other.error)
    }

    /// `dot += coefficient × value` lane by lane, with the exact rounding errors of the product and
    /// the sum, and `|coefficient| × inherited` (the error already in `value`), added to `error`.
    @inline(__always)
    private mutating func accumulate(_ coefficient: Double, _ value: SIMD2<Double>, inherited: SIMD2<Double>) {
        let scale = SIMD2(repeating: coefficient)
        let product = scale * value
        let productError = (-product).addingProduct(scale, value) // exact: a*v - fl(a*v)
        let sum = dot + product
        let fromProduct = sum - dot
        let sumError = (dot - (sum - fromProduct)) + (product - fromProduct) // two-sum: exact
        dot = sum
        error +=
            SIMD2(repeating: coefficient.magnitude) * inherited
            + FreeSketch.magnitude(productError) + FreeSketch.magnitude(sumError)
    }

    @inline(__always)
    private static func magnitude(_ value: SIMD2<Double>) -> SIMD2<Double> {
        SIMD2(value[0].magnitude, value[1].magnitude)
    }

    /// The two weights of `symbol`: `±(1 + k/2²⁴)` with `k` and the sign from a SplitMix64 hash of
    /// the symbol id, so they depend on nothing but the id (never on the process or hash seeds).
    /// Magnitudes in [1, 2) keep a lone coefficient's dot product within a factor 2 of it.
    @inline(__always)
    static func weights(of symbol: Int) -> SIMD2<Double> {
        var z = UInt64(truncatingIfNeeded: symbol) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let first = 1 + Double(z & 0xFF_FFFF) * 0x1p-24
        let second = 1 + Double((z >> 24) & 0xFF_FFFF) * 0x1p-24
        return SIMD2(z & (1 << 48) == 0 ? first : -first, z & (1 << 49) == 0 ? second : -second)
    }
}
