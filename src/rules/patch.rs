//! The patch tables of both variants and every patch's distinct orientations.
//!
//! The tables are the game data of `docs/rules.md` (sections 1.5 and 2), written once. Each
//! patch's orientations are worked out from its shape at compile time, in `geometry.rs`.

use std::fmt;

use super::variant::Variant;

/// A patch of one variant's table, by its index there (classic `0`..`32`; Express `E0`..`E22`
/// is index 0..22).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PatchId(pub u8);

impl PatchId {
    /// The index into the variant's table.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// One patch: its shape and its price in buttons and time, and the income it pays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Patch {
    /// The patch's id.
    pub id: PatchId,
    /// The shape as printed in `docs/rules.md`: rows top to bottom separated by ` / `, `#` covered.
    pub shape: &'static str,
    /// Cells covered.
    pub cells: u8,
    /// Button cost.
    pub cost: u8,
    /// Time cost: spaces the token moves.
    pub time: u8,
    /// Buttons paid at each income space.
    pub income: u8,
    /// Express only: one of the eight blue patches set aside at the start.
    pub blue: bool,
}

const fn p(id: u8, shape: &'static str, cells: u8, cost: u8, time: u8, income: u8) -> Patch {
    Patch {
        id: PatchId(id),
        shape,
        cells,
        cost,
        time,
        income,
        blue: false,
    }
}

const fn b(id: u8, shape: &'static str, cells: u8, cost: u8, time: u8, income: u8) -> Patch {
    Patch {
        blue: true,
        ..p(id, shape, cells, cost, time, income)
    }
}

/// The 33 patches of classic Patchwork (`docs/rules.md` 1.5).
pub const CLASSIC_PATCHES: [Patch; 33] = [
    p(0, "##", 2, 2, 1, 0),
    p(1, "#. / ##", 3, 1, 3, 0),
    p(2, "###", 3, 2, 2, 0),
    p(3, "#. / ##", 3, 3, 1, 0),
    p(4, ".#. / ###", 4, 2, 2, 0),
    p(5, "##. / .##", 4, 3, 2, 1),
    p(6, "####", 4, 3, 3, 1),
    p(7, "#.. / ###", 4, 4, 2, 1),
    p(8, "#.. / ###", 4, 4, 6, 2),
    p(9, "## / ##", 4, 6, 5, 2),
    p(10, "##. / .##", 4, 7, 6, 3),
    p(11, "#.# / ###", 5, 1, 2, 0),
    p(12, "##. / ###", 5, 2, 2, 0),
    p(13, "##.. / .###", 5, 2, 3, 1),
    p(14, ".#.. / ####", 5, 3, 4, 1),
    p(15, ".#. / ### / .#.", 5, 5, 4, 2),
    p(16, ".#. / .#. / ###", 5, 5, 5, 2),
    p(17, "#####", 5, 7, 1, 1),
    p(18, "#... / ####", 5, 10, 3, 2),
    p(19, "#.. / ##. / .##", 5, 10, 4, 3),
    p(20, ".#.. / #### / .#..", 6, 0, 3, 1),
    p(21, "#... / #### / ...#", 6, 1, 2, 0),
    p(22, "#..# / ####", 6, 1, 5, 1),
    p(23, ".#.. / #### / ..#.", 6, 2, 1, 0),
    p(24, ".#. / ### / #.#", 6, 3, 6, 2),
    p(25, "###. / .###", 6, 4, 2, 0),
    p(26, "#... / #### / #...", 6, 7, 2, 2),
    p(27, ".##. / ####", 6, 7, 4, 2),
    p(28, "#.. / ### / .##", 6, 8, 6, 3),
    p(29, "##.. / ####", 6, 10, 5, 3),
    p(30, "..#.. / ##### / ..#..", 7, 1, 4, 1),
    p(31, "#.# / ### / #.#", 7, 2, 3, 0),
    p(32, ".##. / #### / .##.", 8, 5, 3, 1),
];

/// The 23 patches of Patchwork Express (`docs/rules.md` 2): E0..E14 colourful, E15..E22 blue.
/// Data marked "one source" in `docs/rules.md` is in this table and nowhere else.
pub const EXPRESS_PATCHES: [Patch; 23] = [
    p(0, "#. / ##", 3, 1, 1, 0),
    p(1, "#.. / ###", 4, 1, 3, 0),
    p(2, "#.# / ###", 5, 2, 1, 0),
    p(3, "##. / ###", 5, 5, 2, 1),
    p(4, "##. / .##", 4, 2, 3, 1),
    p(5, "#.. / ###", 4, 6, 3, 2),
    p(6, "#.. / ##. / .##", 5, 0, 3, 0),
    p(7, "##. / .#. / .##", 5, 5, 1, 1),
    p(8, ".#. / ##. / .##", 5, 2, 4, 1),
    p(9, "#.. / #.. / ###", 5, 4, 3, 1),
    p(10, ".#. / .#. / ###", 5, 3, 3, 1),
    p(11, ".#. / ### / .#.", 5, 6, 4, 2),
    p(12, ".#.. / ####", 5, 3, 1, 0),
    p(13, "##.. / .###", 5, 4, 2, 1),
    p(14, "#####", 5, 2, 1, 0),
    b(15, "##", 2, 0, 2, 1),
    b(16, "##", 2, 0, 1, 0),
    b(17, "##", 2, 4, 2, 2),
    b(18, "## / ##", 4, 3, 1, 0),
    b(19, "#. / ##", 3, 2, 2, 1),
    b(20, "###", 3, 0, 3, 1),
    b(21, "###", 3, 2, 1, 0),
    b(22, ".#. / ###", 4, 3, 2, 1),
];

/// The most cells a patch covers (classic patch 32).
pub(crate) const MAX_CELLS: usize = 8;

impl Variant {
    /// The variant's whole patch table (Express: colourful and blue).
    pub const fn patches(self) -> &'static [Patch] {
        match self {
            Variant::Classic => &CLASSIC_PATCHES,
            Variant::Express => &EXPRESS_PATCHES,
        }
    }

    /// The patch with `id`, if the variant has it.
    pub fn patch(self, id: PatchId) -> Option<&'static Patch> {
        self.patches().get(id.index())
    }

    /// The patch the neutral token starts behind, the last of the circle (classic `0`, `E0`).
    pub const fn starting_patch(self) -> PatchId {
        PatchId(0)
    }

    /// How many patches form the circle at the start (classic 33, Express 15).
    pub const fn circle_len(self) -> usize {
        match self {
            Variant::Classic => 33,
            Variant::Express => 15,
        }
    }

    /// The patch ids as written in saved games: `14` in classic, `"E14"` in Express.
    pub fn patch_name(self, id: PatchId) -> PatchName {
        PatchName { variant: self, id }
    }

    /// Parses a patch name as shown by [`Variant::patch_name`] (`"14"`, `"E14"`).
    pub fn parse_patch(self, name: &str) -> Option<PatchId> {
        let digits = match self {
            Variant::Classic => name,
            Variant::Express => name.strip_prefix('E')?,
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 2 {
            return None;
        }
        let n: u8 = digits.parse().ok()?;
        (usize::from(n) < self.patches().len()).then_some(PatchId(n))
    }
}

/// A patch's name in its variant, for display: `14` or `E14`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PatchName {
    variant: Variant,
    id: PatchId,
}

impl PatchName {
    /// The patch.
    pub const fn id(self) -> PatchId {
        self.id
    }

    /// The variant whose naming it follows.
    pub const fn variant(self) -> Variant {
        self.variant
    }
}

impl fmt::Display for PatchName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.variant {
            Variant::Classic => write!(f, "{}", self.id.0),
            Variant::Express => write!(f, "E{}", self.id.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sums(patches: &[Patch]) -> (u32, u32, u32, u32) {
        patches.iter().fold((0, 0, 0, 0), |(c, k, t, i), p| {
            (
                c + u32::from(p.cells),
                k + u32::from(p.cost),
                t + u32::from(p.time),
                i + u32::from(p.income),
            )
        })
    }

    #[test]
    fn classic_check_sums_match_rules_md() {
        assert_eq!(sums(&CLASSIC_PATCHES), (166, 133, 107, 38));
    }

    #[test]
    fn express_check_sums_match_rules_md() {
        let (colourful, blue) = EXPRESS_PATCHES.split_at(15);
        assert!(colourful.iter().all(|p| !p.blue) && blue.iter().all(|p| p.blue));
        assert_eq!(sums(colourful), (70, 46, 35, 11));
        assert_eq!(sums(blue), (23, 14, 14, 6));
    }

    #[test]
    fn ids_are_table_positions_and_cell_counts_match_shapes() {
        for v in [Variant::Classic, Variant::Express] {
            for (i, p) in v.patches().iter().enumerate() {
                assert_eq!(p.id.index(), i);
                assert_eq!(
                    p.shape.bytes().filter(|&b| b == b'#').count(),
                    usize::from(p.cells),
                    "{}",
                    v.patch_name(p.id)
                );
            }
        }
    }

    #[test]
    fn express_names_round_trip() {
        let v = Variant::Express;
        assert_eq!(v.patch_name(PatchId(14)).to_string(), "E14");
        assert_eq!(v.parse_patch("E14"), Some(PatchId(14)));
        assert_eq!(v.parse_patch("E23"), None);
        assert_eq!(v.parse_patch("14"), None);
        assert_eq!(Variant::Classic.parse_patch("32"), Some(PatchId(32)));
        assert_eq!(Variant::Classic.parse_patch("33"), None);
    }
}
