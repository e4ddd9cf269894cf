/// Item indices by name, for `ItemTable`: an open-addressing hash table (linear probing) keyed by
/// a 64-bit FNV-1a hash of the name's UTF-8 bytes.
///
/// Every name in a file is looked up at least once, and a large file has hundreds of thousands:
/// `Dictionary<String, Int>` hashes each with a per-process seeded SipHash, which was the larger
/// part of building the item table. Names here are short identifiers the file itself supplies,
/// so a plain multiplicative hash suffices. Nothing iterates the table: lookups are its whole
/// interface, so its order never reaches the output.
struct NameIndex {
    private struct Slot {
        var hash: UInt64
        var name: String
        /// The item's index, or -1 for an empty slot.
        var index: Int
    }

    private var slots: [Slot]
    private(set) var count = 0

    init() {
        slots = Array(repeating: Slot(hash: 0, name: "", index: -1), count: 16)
    }

    /// The index stored for `name`, or nil.
    subscript(name: String) -> Int? {
        let hash = Self.hash(name)
        let mask = slots.count - 1
        var position = Int(truncatingIfNeeded: hash) & mask
        while true {
            // Field by field: copying the slot would retain and release its name.
            let index = slots[position].index
            if index < 0 { return nil }
            if slots[position].hash == hash && slots[position].name == name { return index }
            position = (position + 1) & mask
        }
    }

    /// Stores `index` for `name`, replacing what was stored for it.
    mutating func set(_ index: Int, for name: String) {
        precondition(index >= 0, "item indices are non-negative")
        if 2 * (count + 1) > slots.count { grow() }
        let hash = Self.hash(name)
        let mask = slots.count - 1
        var position = Int(truncatingIfNeeded: hash) & mask
        while slots[position].index >= 0 {
            if slots[position].hash == hash && slots[position].name == name {
                slots[position].index = index
                return
            }
            position = (position + 1) & mask
        }
        slots[position] = Slot(hash: hash, name: name, index: index)
        count += 1
    }

    /// Doubles the table (it is at most half full, so probes stay short).
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(hash: 0, name: "", index: -1), count: 2 * old.count)
        let mask = slots.count - 1
        for slot in old where slot.index >= 0 {
            var position = Int(truncatingIfNeeded: slot.hash) & mask
            while slots[position].index >= 0 { position = (position + 1) & mask }
            slots[position] = slot
        }
    }

    /// FNV-1a over the UTF-8 bytes, with a final mix so that the low bits (the slot) depend on
    /// every byte.
    static func hash(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var name = name
        name.withUTF8 { bytes in
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        hash ^= hash >> 32
        hash = hash &* 0xd6e8_feb8_6659_fd93
        return hash ^ (hash >> 32)
    }
}
