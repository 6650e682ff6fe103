//! The game state and the one place where actions change it.
//!
//! [`Game::play`] accepts exactly the actions that [`Game::moves`] generates and leaves the game
//! unchanged when it refuses one; [`Game::play_unchecked`] is the same transition without the
//! checks, for search.

use super::action::{Action, Event, IllegalAction};
use super::patch::{Patch, PatchId, PatchName};
use super::player::{ByPlayer, Player};
use super::quilt::{BONUS_CORE, BONUS_WINDOWS, Quilt};
use super::setup::{Setup, SetupError};
use super::variant::{LeatherLayout, TimePos, Variant};

/// The most patches a circle ever holds (the classic circle at the start).
const CIRCLE_CAPACITY: usize = 33;

/// Points for the 7x7 bonus tile.
pub const BONUS_POINTS: i32 = 7;

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The player takes a turn: advance or buy a patch.
    Turn(Player),
    /// The player must place (or where allowed set aside) a leather patch just won.
    PlaceLeather(Player),
    /// Both tokens are on the final space.
    Over,
}

/// Why the player to move has the turn, since turns do not alternate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurnReason {
    /// Their token is further back on the time board.
    Behind,
    /// Both tokens share a space and theirs is on top (it arrived last, or it is the start).
    OnTop,
    /// They just won a leather patch and must place it.
    LeatherWon,
}

/// One player's side of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlayerState {
    /// Cells covered on the quilt.
    pub quilt: Quilt,
    /// Buttons held.
    pub buttons: u32,
    /// Income: the buttons printed on all patches of the quilt.
    pub income: u32,
    /// The time token's space.
    pub position: TimePos,
}

/// A score with its parts: `buttons + bonus - 2 * empty`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Score {
    /// Buttons held.
    pub buttons: u32,
    /// 7 with the bonus tile, else 0.
    pub bonus: i32,
    /// Empty cells of the quilt.
    pub empty: u32,
    /// The total.
    pub total: i32,
}

/// A game in progress or finished. Built only from a checked [`Setup`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    variant: Variant,
    layout: LeatherLayout,
    circle: [PatchId; CIRCLE_CAPACITY],
    circle_len: u8,
    blue_order: [PatchId; 8],
    blue_inserted: bool,
    players: ByPlayer<PlayerState>,
    /// Whose token is on top when both share a space.
    top: Player,
    /// Spaces that still hold a leather patch.
    leather: u64,
    /// Leather patches won and not yet placed, by `leather_player`.
    pending_leather: u8,
    leather_player: Player,
    bonus: Option<Player>,
    first_finisher: Option<Player>,
}

impl Game {
    /// Starts a game from a set-up.
    ///
    /// # Errors
    /// A [`SetupError`] naming what is wrong: a circle that is not a permutation of the variant's
    /// patches or does not end with the starting patch, or (Express) a bad blue order.
    pub fn new(setup: &Setup) -> Result<Self, SetupError> {
        setup.check()?;
        let v = setup.variant;
        let mut circle = [PatchId(0); CIRCLE_CAPACITY];
        circle[..setup.circle.len()].copy_from_slice(&setup.circle);
        let mut blue_order = [PatchId(0); 8];
        if v == Variant::Express {
            blue_order.copy_from_slice(&setup.blue_order);
        }
        let start = PlayerState {
            quilt: Quilt::EMPTY,
            buttons: v.start_buttons(),
            income: 0,
            position: TimePos::START,
        };
        Ok(Self {
            variant: v,
            layout: setup.layout,
            circle,
            circle_len: setup.circle.len() as u8,
            blue_order,
            blue_inserted: v != Variant::Express,
            players: ByPlayer([start; 2]),
            top: setup.first_player,
            leather: v.leather_mask(setup.layout),
            pending_leather: 0,
            leather_player: setup.first_player,
            bonus: None,
            first_finisher: None,
        })
    }

    /// The variant played.
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// The leather layout (it matters only in classic).
    pub const fn layout(&self) -> LeatherLayout {
        self.layout
    }

    /// What the game waits for.
    pub fn phase(&self) -> Phase {
        if self.pending_leather > 0 {
            return Phase::PlaceLeather(self.leather_player);
        }
        let end = self.variant.final_space();
        let (a, b) = (
            self.players[Player::One].position,
            self.players[Player::Two].position,
        );
        if a == end && b == end {
            return Phase::Over;
        }
        Phase::Turn(match a.cmp(&b) {
            std::cmp::Ordering::Less => Player::One,
            std::cmp::Ordering::Greater => Player::Two,
            std::cmp::Ordering::Equal => self.top,
        })
    }

    /// The player who acts next, or `None` when the game is over.
    pub fn to_move(&self) -> Option<Player> {
        match self.phase() {
            Phase::Turn(p) | Phase::PlaceLeather(p) => Some(p),
            Phase::Over => None,
        }
    }

    /// Why the player to move has the turn, or `None` when the game is over.
    pub fn turn_reason(&self) -> Option<TurnReason> {
        match self.phase() {
            Phase::PlaceLeather(_) => Some(TurnReason::LeatherWon),
            Phase::Over => None,
            Phase::Turn(p) if self.players[p].position == self.players[p.other()].position => {
                Some(TurnReason::OnTop)
            }
            Phase::Turn(_) => Some(TurnReason::Behind),
        }
    }

    /// Whether both tokens are on the final space (and no leather patch waits).
    pub fn is_over(&self) -> bool {
        self.phase() == Phase::Over
    }

    /// A player's quilt, buttons, income and time position.
    pub fn player(&self, player: Player) -> &PlayerState {
        &self.players[player]
    }

    /// Whose token is on top when both tokens share a space.
    pub const fn on_top(&self) -> Player {
        self.top
    }

    /// The patches left, clockwise from the one right after the neutral token.
    pub fn circle(&self) -> &[PatchId] {
        &self.circle[..usize::from(self.circle_len)]
    }

    /// The (up to) three patches that may be bought now.
    pub fn choosable(&self) -> &[PatchId] {
        let c = self.circle();
        &c[..c.len().min(3)]
    }

    /// Express: the blue patches still waiting to enter the circle (empty once they have).
    pub fn blue_waiting(&self) -> &[PatchId] {
        if self.blue_inserted {
            &[]
        } else {
            &self.blue_order
        }
    }

    /// The spaces that still hold a leather patch.
    pub fn leather_spaces(&self) -> impl Iterator<Item = TimePos> + '_ {
        (0..64u8)
            .filter(|s| self.leather >> s & 1 == 1)
            .map(TimePos)
    }

    /// The same game with `player`'s quilt, buttons, income and position replaced, for building
    /// test and analysis positions (bot tests, puzzles). Nothing checks that play could reach
    /// the result; the turn order, leather and bonus follow from it as usual.
    #[must_use]
    pub fn with_player_state(mut self, player: Player, state: PlayerState) -> Self {
        self.players[player] = state;
        self
    }

    /// The spaces that still hold a leather patch, as a bit set (bit `s` for space `s`).
    pub const fn leather_mask(&self) -> u64 {
        self.leather
    }

    /// Leather patches won and waiting to be placed.
    pub const fn pending_leather(&self) -> u8 {
        self.pending_leather
    }

    /// Who holds the 7x7 bonus tile.
    pub const fn bonus(&self) -> Option<Player> {
        self.bonus
    }

    /// Who reached the final space first (the tie-breaker).
    pub const fn first_finisher(&self) -> Option<Player> {
        self.first_finisher
    }

    /// All cells of a quilt of this variant.
    pub const fn board(&self) -> Quilt {
        // Constants: `Quilt::full` with a size known only at run time loops over 81 cells.
        const CLASSIC: Quilt = Quilt::full(Variant::Classic.quilt_size());
        const EXPRESS: Quilt = Quilt::full(Variant::Express.quilt_size());
        match self.variant {
            Variant::Classic => CLASSIC,
            Variant::Express => EXPRESS,
        }
    }

    /// Whether `other` is this game up to a turn or a mirror image of each quilt: everything else
    /// the same, each quilt one of the other's [`Quilt::images`]. Two such games have the same
    /// value for both players: the rules are the same on a turned or mirrored board.
    pub fn same_up_to_symmetry(&self, other: &Game) -> bool {
        let size = self.variant.quilt_size();
        let mut turned = self.clone();
        for p in [Player::One, Player::Two] {
            let theirs = other.players[p].quilt;
            if self.players[p].quilt.images(size).contains(&theirs) {
                turned.players[p].quilt = theirs;
            }
        }
        turned == *other
    }

    /// A player's score as it stands (final once the game is over).
    pub fn score(&self, player: Player) -> Score {
        let s = &self.players[player];
        let empty = self.board().minus(s.quilt).len();
        let bonus = if self.bonus == Some(player) {
            BONUS_POINTS
        } else {
            0
        };
        let total = s.buttons as i32 + bonus - 2 * empty as i32;
        Score {
            buttons: s.buttons,
            bonus,
            empty,
            total,
        }
    }

    /// The winner once the game is over: the higher score, and on equal scores the player who
    /// reached the final space first.
    pub fn winner(&self) -> Option<Player> {
        if !self.is_over() {
            return None;
        }
        Some(self.leader())
    }

    /// Who would win if the game ended now.
    fn leader(&self) -> Player {
        let (a, b) = (self.score(Player::One).total, self.score(Player::Two).total);
        match a.cmp(&b) {
            std::cmp::Ordering::Greater => Player::One,
            std::cmp::Ordering::Less => Player::Two,
            std::cmp::Ordering::Equal => self.first_finisher.unwrap_or(Player::One),
        }
    }

    /// Plays `action` if it is legal, returning what happened; otherwise returns why not and
    /// leaves the game unchanged.
    ///
    /// # Errors
    /// The [`IllegalAction`] that says why the action is not legal now.
    pub fn play(&mut self, action: Action) -> Result<Vec<Event>, IllegalAction> {
        self.check(action)?;
        let mut events = Vec::new();
        self.apply(action, &mut |e| events.push(e));
        Ok(events)
    }

    /// Plays `action` without checking it. The action must be legal (one from
    /// [`Game::moves`]); an illegal one leaves the game in a state no legal play reaches.
    pub fn play_unchecked(&mut self, action: Action) {
        self.apply(action, &mut |_| {});
    }

    /// Whether `action` is legal now.
    pub fn is_legal(&self, action: Action) -> bool {
        self.check(action).is_ok()
    }

    /// Why the player to move cannot buy `patch` now, or `None` if some placement of it is legal:
    /// not among the next three, too dear, or no room on the quilt.
    pub fn buy_blocker(&self, patch: PatchId) -> Option<IllegalAction> {
        if let Err(e) = self.buyable(patch) {
            return Some(e);
        }
        let fits = self.moves().groups().iter().any(|g| g.patch == patch);
        (!fits).then(|| IllegalAction::NoRoom {
            patch: self.name(patch),
        })
    }

    fn name(&self, patch: PatchId) -> PatchName {
        self.variant.patch_name(patch)
    }

    /// The patch `patch` (of this game's variant) when `player` has the buttons to pay for it:
    /// the one price check every listing of moves and every refusal asks.
    pub fn affordable(&self, player: Player, patch: PatchId) -> Option<&'static Patch> {
        self.variant
            .patch(patch)
            .filter(|p| u32::from(p.cost) <= self.players[player].buttons)
    }

    /// Checks that the player to move may buy `patch` now, placement aside: it is their turn,
    /// the patch is among the next three and they can afford it. Returns the patch.
    ///
    /// # Errors
    /// The game is over, a leather patch waits, the patch is not among the next three, or it
    /// costs more buttons than the player has.
    pub fn buyable(&self, patch: PatchId) -> Result<&'static Patch, IllegalAction> {
        let player = match self.phase() {
            Phase::Over => return Err(IllegalAction::GameOver),
            Phase::PlaceLeather(_) => return Err(IllegalAction::LeatherPending),
            Phase::Turn(p) => p,
        };
        let p = self
            .variant
            .patch(patch)
            .filter(|_| self.choosable().contains(&patch))
            .ok_or_else(|| IllegalAction::NotAmongNextThree {
                patch: self.name(patch),
            })?;
        self.affordable(player, patch)
            .ok_or_else(|| IllegalAction::CannotAfford {
                patch: self.name(patch),
                cost: p.cost,
                buttons: self.players[player].buttons,
            })
    }

    fn mover_quilt(&self) -> Quilt {
        self.to_move()
            .map_or(Quilt::EMPTY, |p| self.players[p].quilt)
    }

    fn check_overlap(&self, cells: Quilt) -> Result<(), IllegalAction> {
        match cells.and(self.mover_quilt()).first() {
            Some(cell) => Err(IllegalAction::Overlap { cell }),
            None => Ok(()),
        }
    }

    /// Checks `action` without playing it: `Ok` exactly when [`Game::play`] would accept it.
    /// A buy is checked in the record format's order (among the next three, affordable, inside
    /// the quilt, shape, overlap), except that cells given as a [`Quilt`] are always on the grid.
    ///
    /// # Errors
    /// The [`IllegalAction`] that says why the action is not legal now.
    pub fn check(&self, action: Action) -> Result<(), IllegalAction> {
        match (action, self.phase()) {
            (_, Phase::Over) => Err(IllegalAction::GameOver),
            (Action::Leather(_), Phase::Turn(_)) => Err(IllegalAction::NoLeatherPending),
            (Action::Advance | Action::Patch { .. }, Phase::PlaceLeather(_)) => {
                Err(IllegalAction::LeatherPending)
            }
            (Action::Advance, Phase::Turn(_)) => Ok(()),
            (Action::Patch { patch, cells }, Phase::Turn(_)) => {
                self.buyable(patch)?;
                if let Some(cell) = cells.minus(self.board()).first() {
                    return Err(IllegalAction::OffQuilt {
                        row: cell.row.into(),
                        col: cell.col.into(),
                    });
                }
                if self.variant.orientation_at(patch, cells).is_none() {
                    return Err(IllegalAction::WrongShape {
                        patch: self.name(patch),
                    });
                }
                self.check_overlap(cells)
            }
            (Action::Leather(Some(cell)), Phase::PlaceLeather(_)) => {
                let size = self.variant.quilt_size();
                if cell.row >= size || cell.col >= size {
                    return Err(IllegalAction::OffQuilt {
                        row: cell.row.into(),
                        col: cell.col.into(),
                    });
                }
                self.check_overlap(Quilt::from_cell(cell))
            }
            (Action::Leather(None), Phase::PlaceLeather(p)) => {
                if self.variant.may_discard_leather() || self.players[p].quilt == self.board() {
                    Ok(())
                } else {
                    Err(IllegalAction::MustPlaceLeather)
                }
            }
        }
    }

    /// The single transition of the rules. `action` is legal: the cheap parts of that are
    /// asserted in debug builds (search plays unchecked, so a bug there fails loudly in tests).
    fn apply(&mut self, action: Action, emit: &mut impl FnMut(Event)) {
        let Some(player) = self.to_move() else {
            debug_assert!(false, "{action:?} played on a finished game");
            return;
        };
        match action {
            Action::Advance => {
                let me = self.players[player].position.0;
                let target =
                    (self.players[player.other()].position.0 + 1).min(self.variant.final_space().0);
                let gained = u32::from(target.saturating_sub(me));
                self.players[player].buttons += gained;
                emit(Event::Advanced {
                    player,
                    buttons: gained,
                });
                self.move_token(player, target, emit);
            }
            Action::Patch { patch, cells } => {
                let Some(p) = self.variant.patch(patch) else {
                    debug_assert!(false, "patch {patch:?} is not one of the variant's");
                    return;
                };
                self.take_from_circle(patch);
                let me = &mut self.players[player];
                debug_assert!(
                    u32::from(p.cost) <= me.buttons && me.quilt.and(cells).is_empty(),
                    "{action:?} bought without the buttons or sewn over the quilt"
                );
                me.buttons = me.buttons.saturating_sub(u32::from(p.cost));
                me.quilt = me.quilt.or(cells);
                me.income += u32::from(p.income);
                let target = (me.position.0 + p.time).min(self.variant.final_space().0);
                emit(Event::Bought {
                    player,
                    patch,
                    cost: p.cost,
                    cells,
                });
                self.check_bonus(player, emit);
                self.move_token(player, target, emit);
            }
            Action::Leather(cell) => {
                debug_assert!(self.pending_leather > 0, "{action:?} with no leather won");
                self.pending_leather = self.pending_leather.saturating_sub(1);
                if let Some(cell) = cell {
                    let me = &mut self.players[player];
                    me.quilt = me.quilt.or(Quilt::from_cell(cell));
                    emit(Event::LeatherPlaced { player, cell });
                    self.check_bonus(player, emit);
                } else {
                    emit(Event::LeatherSetAside { player });
                }
            }
        }
        if self.is_over() {
            emit(Event::GameOver {
                winner: self.leader(),
            });
        }
    }

    fn take_from_circle(&mut self, patch: PatchId) {
        let len = usize::from(self.circle_len);
        let Some(i) = self.circle[..len.min(3)].iter().position(|&id| id == patch) else {
            debug_assert!(false, "patch {patch:?} is not among the next three");
            return;
        };
        // The neutral token moves to the patch's place: the patches after it come next, and the
        // skipped ones (at most two) go round to the end.
        // The whole array moves by a constant for each of the three places (fixed-size copies,
        // no call), the cells past the circle as well: they are never read.
        let old = self.circle;
        let skipped = [old[0], old[1]];
        match i {
            0 => self.circle[..CIRCLE_CAPACITY - 1].copy_from_slice(&old[1..]),
            1 => self.circle[..CIRCLE_CAPACITY - 2].copy_from_slice(&old[2..]),
            _ => self.circle[..CIRCLE_CAPACITY - 3].copy_from_slice(&old[3..]),
        }
        match i {
            0 => {}
            1 => self.circle[len - 2] = skipped[0],
            _ => {
                self.circle[len - 3] = skipped[0];
                self.circle[len - 2] = skipped[1];
            }
        }
        self.circle[len - 1] = patch;
        self.circle_len -= 1;
        if !self.blue_inserted && self.circle_len == 5 {
            self.circle[5..13].copy_from_slice(&self.blue_order);
            self.circle_len = 13;
            self.blue_inserted = true;
        }
    }

    fn check_bonus(&mut self, player: Player, emit: &mut impl FnMut(Event)) {
        if self.bonus.is_none() && self.variant.has_bonus() {
            let quilt = self.players[player].quilt;
            // Every window holds the 5x5 centre: no need to look at them before it is covered
            // (one test instead of counting the quilt's cells).
            if BONUS_CORE.minus(quilt).is_empty()
                && BONUS_WINDOWS.iter().any(|w| w.minus(quilt).is_empty())
            {
                self.bonus = Some(player);
                emit(Event::BonusTaken { player });
            }
        }
    }

    fn move_token(&mut self, player: Player, to: u8, emit: &mut impl FnMut(Event)) {
        let from = self.players[player].position.0;
        let crossed = if to > from {
            // Spaces `from + 1` to `to`.
            (2u64 << (to & 63)).wrapping_sub(2u64 << (from & 63))
        } else {
            0
        };
        self.players[player].position = TimePos(to);
        emit(Event::Moved {
            player,
            from: TimePos(from),
            to: TimePos(to),
        });
        let before = self.variant.income_before();
        let paid = before[usize::from(to) & 63].saturating_sub(before[usize::from(from) & 63]);
        for _ in 0..paid {
            let buttons = self.players[player].income;
            self.players[player].buttons += buttons;
            emit(Event::Income { player, buttons });
        }
        let mut won = crossed & self.leather;
        self.leather &= !won;
        while won != 0 {
            let space = won.trailing_zeros() as u8;
            won &= won - 1;
            self.pending_leather += 1;
            self.leather_player = player;
            emit(Event::LeatherWon {
                player,
                space: TimePos(space),
            });
        }
        if to == self.players[player.other()].position.0 {
            self.top = player;
        }
        if to == self.variant.final_space().0 && self.first_finisher.is_none() {
            self.first_finisher = Some(player);
        }
    }
}

mod prepared;
#[cfg(test)]
mod tests;
