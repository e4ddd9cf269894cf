import VFLSyntax

/// The metrics in force for one set of size classes: the applicable `metrics` statements,
/// where the last definition of a name wins (as in a metrics dictionary built line by line).
/// A metric may be defined by another metric's name; cycles are errors.
struct MetricTable {
    private var definitions: [String: MetricDefinition] = [:]
    private var order: [String] = []

    init() {}

    mutating func define(_ definition: MetricDefinition) {
        if definitions[definition.name.name] == nil { order.append(definition.name.name) }
        definitions[definition.name.name] = definition
        cache = ResolutionCache()
    }

    /// Resolutions found so far (a class, so `resolve` can stay non-mutating); replaced by
    /// every `define`.
    private final class ResolutionCache {
        var resolutions: [String: Resolution] = [:]
    }

    private var cache = ResolutionCache()

    func isMetric(_ name: String) -> Bool { definitions[name] != nil }

    /// Metric names in order of first definition (for did-you-mean suggestions).
    var names: [String] { order }

    enum Resolution {
        case value(Double)
        case unknown
        case cycle
    }

    /// Follows name-to-name definitions iteratively (no recursion, so a chain of 100,000 aliases
    /// is fine) until a number is found. Every name on the way gets the same answer, and it is
    /// remembered, so resolving each name of a long chain stays linear overall.
    func resolve(_ name: String) -> Resolution {
        var current = name
        var path: [String] = []
        var seen: Set<String> = []
        var result: Resolution
        while true {
            if let known = cache.resolutions[current] {
                result = known
                break
            }
            guard let definition = definitions[current] else {
                result = .unknown
                break
            }
            if case .number(let number) = definition.value {
                result = .value(number.value)
                break
            }
            if case .name(let next) = definition.value {
                if !seen.insert(current).inserted {
                    result = .cycle
                    break
                }
                path.append(current)
                current = next.name
            }
        }
        for step in path { cache.resolutions[step] = result }
        return result
    }

    /// The names on the cycle reached from `name` (which may lead into the cycle without being
    /// on it), in definition order along the cycle; `nil` when the walk reaches a name in
    /// `settled` (a cycle already found). Every name walked is added to `settled`, so walks from
    /// every name of a file stay linear overall.
    func cycle(from name: String, settling settled: inout Set<String>) -> [String]? {
        var order: [String] = []
        var position: [String: Int] = [:]
        var current = name
        while position[current] == nil, !settled.contains(current), let definition = definitions[current],
            case .name(let next) = definition.value
        {
            position[current] = order.count
            order.append(current)
            current = next.name
        }
        let reachedSettled = settled.contains(current) && position[current] == nil
        settled.formUnion(order)
        guard !reachedSettled, let start = position[current] else { return nil }
        return Array(order[start...])
    }

    /// The definition of a name, for notes that point at it.
    func definition(of name: String) -> MetricDefinition? { definitions[name] }
}
