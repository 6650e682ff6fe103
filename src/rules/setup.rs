//! The set-up of a game before its first action: variant, board, circle order, first player and
//! (Express) the order of the blue patches. A [`Setup`] is unchecked; [`crate::rules::Game::new`]
//! turns it into a game or says what is wrong with it.

use rand::RngExt;
use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use rand::seq::SliceRandom;

use super::patch::PatchId;
use super::player::Player;
use super::variant::{LeatherLayout, Variant};

/// Everything that fixes a game before its first action. Unchecked until it makes a game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Classic or Express.
    pub variant: Variant,
    /// Classic only: where the leather patches lie.
    pub layout: LeatherLayout,
    /// The circle clockwise from the patch right after the neutral token; the starting patch
    /// (classic `0`, Express `E0`) is last.
    pub circle: Vec<PatchId>,
    /// Who takes the first turn (and is on top on the start space).
    pub first_player: Player,
    /// Express only: the order in which the blue patches `E15`..`E22` enter the circle.
    pub blue_order: Vec<PatchId>,
}

/// What makes a [`Setup`] unplayable.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The circle has the wrong number of patches.
    #[error("the circle has {found} patches; {variant} needs {expected}")]
    CircleLength {
        /// The variant.
        variant: Variant,
        /// Patches needed.
        expected: usize,
        /// Patches given.
        found: usize,
    },
    /// A patch appears that does not belong in that list.
    #[error("patch {patch} does not belong in the {list}")]
    UnknownPatch {
        /// `circle` or `blue order`.
        list: &'static str,
        /// The patch as written.
        patch: String,
    },
    /// A patch appears twice.
    #[error("patch {patch} appears twice in the {list}")]
    DuplicatePatch {
        /// `circle` or `blue order`.
        list: &'static str,
        /// The patch as written.
        patch: String,
    },
    /// The circle does not end with the starting patch.
    #[error("the circle must end with the starting patch {expected}")]
    WrongStartingPatch {
        /// The starting patch's name.
        expected: String,
    },
    /// The blue order has the wrong number of patches.
    #[error("the blue order has {found} patches; it needs all 8 of E15..E22")]
    BlueOrderLength {
        /// Patches given.
        found: usize,
    },
}

impl Setup {
    /// A shuffled set-up, reproducible from `seed`: circle order, first player and blue order.
    ///
    /// The shuffle uses the Xoshiro256++ generator seeded with `seed`, so a seed gives the same
    /// game on every machine and every run.
    pub fn random(variant: Variant, layout: LeatherLayout, seed: u64) -> Self {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let start = variant.starting_patch();
        let mut circle: Vec<PatchId> = variant
            .patches()
            .iter()
            .filter(|p| !p.blue && p.id != start)
            .map(|p| p.id)
            .collect();
        circle.shuffle(&mut rng);
        circle.push(start);
        let first_player = if rng.random_bool(0.5) {
            Player::One
        } else {
            Player::Two
        };
        let mut blue_order: Vec<PatchId> = variant
            .patches()
            .iter()
            .filter(|p| p.blue)
            .map(|p| p.id)
            .collect();
        blue_order.shuffle(&mut rng);
        Self {
            variant,
            layout,
            circle,
            first_player,
            blue_order,
        }
    }

    /// Checks the set-up against its variant's patch table.
    pub(crate) fn check(&self) -> Result<(), SetupError> {
        let v = self.variant;
        let name = |id: PatchId| v.patch_name(id).to_string();
        let expected = v.circle_len();
        if self.circle.len() != expected {
            return Err(SetupError::CircleLength {
                variant: v,
                expected,
                found: self.circle.len(),
            });
        }
        check_list(v, &self.circle, false, "circle")?;
        if self.circle.last() != Some(&v.starting_patch()) {
            return Err(SetupError::WrongStartingPatch {
                expected: name(v.starting_patch()),
            });
        }
        if v == Variant::Express {
            if self.blue_order.len() != 8 {
                return Err(SetupError::BlueOrderLength {
                    found: self.blue_order.len(),
                });
            }
            check_list(v, &self.blue_order, true, "blue order")?;
        }
        Ok(())
    }
}

fn check_list(
    v: Variant,
    ids: &[PatchId],
    blue: bool,
    list: &'static str,
) -> Result<(), SetupError> {
    let mut seen = 0u64;
    for &id in ids {
        let patch = v.patch(id).filter(|p| p.blue == blue);
        let name = || v.patch_name(id).to_string();
        if patch.is_none() {
            return Err(SetupError::UnknownPatch {
                list,
                patch: name(),
            });
        }
        if seen >> id.0 & 1 == 1 {
            return Err(SetupError::DuplicatePatch {
                list,
                patch: name(),
            });
        }
        seen |= 1 << id.0;
    }
    Ok(())
}
