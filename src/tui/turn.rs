//! A person's turn: choosing a patch, moving its ghost, the advance question and sewing
//! leather. Each command changes the turn's own state or asks the app to play an action; the
//! rules core decides every question of legality.

use crate::rules::{Action, Cell, Event, Game, Phase, Transform};

use super::keys::Command;
use super::mode::{AdvancePreview, Notice, Turn, TurnStep};
use super::placement::{Edge, Placement};

/// What a command in a person's turn asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnRequest {
    /// Nothing beyond the turn's own state.
    Stay,
    /// Play this action.
    Play(Action),
    /// Say this under the banner.
    Say(Notice),
}

impl Turn {
    /// The start of a person's turn in `game`: choosing (the first patch that can be bought
    /// highlighted), or sewing a leather patch just won (the cursor on an isolated hole if
    /// there is one, else the first empty cell).
    pub fn begin(game: &Game) -> Self {
        let step = match game.phase() {
            Phase::PlaceLeather(p) => {
                let (board, quilt) = (game.board(), game.player(p).quilt);
                let cell = quilt
                    .isolated_within(board)
                    .first()
                    .or(board.minus(quilt).first());
                TurnStep::Leather(cell.unwrap_or(Cell::new(0, 0)))
            }
            _ => TurnStep::Choosing {
                selected: first_buyable(game),
            },
        };
        Self {
            step,
            hint: None,
            aside_hinted: false,
        }
    }

    /// Acts on a command.
    pub fn command(&mut self, command: Command, game: &Game) -> TurnRequest {
        match &mut self.step {
            TurnStep::Choosing { selected } => {
                let n = game.choosable().len().max(1);
                match command {
                    Command::Choose(i) => self.pick(usize::from(i), game),
                    Command::Left => {
                        *selected = (*selected + n - 1) % n;
                        TurnRequest::Stay
                    }
                    Command::Right => {
                        *selected = (*selected + 1) % n;
                        TurnRequest::Stay
                    }
                    Command::Confirm => {
                        let i = *selected;
                        self.pick(i, game)
                    }
                    Command::Advance => self.ask_advance(game),
                    _ => TurnRequest::Stay,
                }
            }
            TurnStep::Placing(placement) => match command {
                Command::Left => shifted(placement, game, 0, -1),
                Command::Right => shifted(placement, game, 0, 1),
                Command::Up => shifted(placement, game, -1, 0),
                Command::Down => shifted(placement, game, 1, 0),
                Command::JumpLeft => jumped(placement, game, Edge::Left),
                Command::JumpRight => jumped(placement, game, Edge::Right),
                Command::JumpTop => jumped(placement, game, Edge::Top),
                Command::JumpBottom => jumped(placement, game, Edge::Bottom),
                Command::RotateClockwise => turned(placement, game, Transform::RotateClockwise),
                Command::RotateAnticlockwise => {
                    turned(placement, game, Transform::RotateAnticlockwise)
                }
                Command::Flip => turned(placement, game, Transform::Flip),
                Command::Choose(i) => self.pick(usize::from(i), game),
                Command::Back => {
                    let patch = placement.patch();
                    let selected = game.choosable().iter().position(|&p| p == patch);
                    self.step = TurnStep::Choosing {
                        selected: selected.unwrap_or(0),
                    };
                    TurnRequest::Stay
                }
                Command::Advance => self.ask_advance(game),
                Command::Confirm => sew(placement, game),
                _ => TurnRequest::Stay,
            },
            TurnStep::Advance(_) => match command {
                Command::Yes => TurnRequest::Play(Action::Advance),
                Command::No => {
                    self.step = TurnStep::Choosing {
                        selected: first_buyable(game),
                    };
                    TurnRequest::Stay
                }
                _ => TurnRequest::Stay,
            },
            TurnStep::Leather(cell) => {
                let last = game.variant().quilt_size() - 1;
                let aside = std::mem::take(&mut self.aside_hinted);
                match command {
                    Command::Left => cell.col = cell.col.saturating_sub(1),
                    Command::Right => cell.col = (cell.col + 1).min(last),
                    Command::Up => cell.row = cell.row.saturating_sub(1),
                    Command::Down => cell.row = (cell.row + 1).min(last),
                    // The hint's step: setting the patch aside.
                    Command::Confirm if aside => return TurnRequest::Play(Action::Leather(None)),
                    // The core refuses a covered cell, and says why.
                    Command::Confirm => return TurnRequest::Play(Action::Leather(Some(*cell))),
                    // The core refuses where the rules do not allow it (classic, room left).
                    Command::SetAside => return TurnRequest::Play(Action::Leather(None)),
                    _ => {}
                }
                TurnRequest::Stay
            }
        }
    }

    /// Opens a ghost of the `i`-th choosable patch, or says why it can't be bought.
    pub fn pick(&mut self, i: usize, game: &Game) -> TurnRequest {
        let Some(&patch) = game.choosable().get(i) else {
            return TurnRequest::Stay;
        };
        if let Some(reason) = game.buy_blocker(patch) {
            self.step = TurnStep::Choosing { selected: i };
            return TurnRequest::Say(Notice::CannotBuy(patch, reason));
        }
        self.step = TurnStep::Placing(Placement::open(game, patch));
        TurnRequest::Stay
    }

    /// Asks whether to advance, saying what it gives (the core plays it on a copy).
    pub fn ask_advance(&mut self, game: &Game) -> TurnRequest {
        // Nothing to ask when advancing is the only legal step (no patch can be bought).
        let moves = game.moves();
        if moves.can_advance() && moves.len() == 1 {
            return TurnRequest::Play(Action::Advance);
        }
        match advance_preview(game) {
            Ok(preview) => {
                self.step = TurnStep::Advance(preview);
                TurnRequest::Stay
            }
            Err(reason) => TurnRequest::Say(Notice::Refused(reason)),
        }
    }
}

/// What buying a patch would do, as the core tells it when the purchase is played on a copy:
/// where the token goes, income and leather crossed, who moves next, and the change to the
/// buyer's score projected to the end ([`Game::projected_score`]: the same wherever the patch
/// is sewn, but for the 7x7 bonus).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuyPreview {
    /// The space the token lands on.
    pub to: u8,
    /// Income paid at the income spaces crossed.
    pub income: u32,
    /// Leather patches won on the way.
    pub leather: u32,
    /// Whether the buyer moves again after it.
    pub again: bool,
    /// The buyer's projected score after it, less before.
    pub projected: i32,
}

/// What buying `patch` (sewn at its first legal spot) would do in `game`; `None` when it
/// cannot be bought now.
pub fn buy_preview(game: &Game, patch: crate::rules::PatchId) -> Option<BuyPreview> {
    let buyer = game.to_move()?;
    let mv = game
        .moves()
        .iter()
        .find(|m| matches!(m, crate::rules::Move::Patch { patch: p, .. } if *p == patch))?;
    let mut copy = game.clone();
    let events = copy.play(mv.to_action(game.variant())?).ok()?;
    let mut preview = BuyPreview {
        to: 0,
        income: 0,
        leather: 0,
        again: false,
        projected: 0,
    };
    for e in events {
        match e {
            Event::Moved { to, .. } => preview.to = to.get(),
            Event::Income { buttons, .. } => preview.income += buttons,
            Event::LeatherWon { .. } => preview.leather += 1,
            _ => {}
        }
    }
    preview.projected = copy.projected_score(buyer) - game.projected_score(buyer);
    // Who moves next is the core's to say, once the step is whole: a leather patch won is sewn
    // (at its first legal spot) before the turn passes.
    while matches!(copy.phase(), Phase::PlaceLeather(_)) {
        let leather = copy.moves().iter().next()?;
        copy.play(leather.to_action(game.variant())?).ok()?;
    }
    preview.again = copy.to_move() == Some(buyer);
    Some(preview)
}

/// What advancing would give in `game`, as the core tells it.
///
/// # Errors
/// The core's refusal (a leather patch waits, the game is over).
pub fn advance_preview(game: &Game) -> Result<AdvancePreview, crate::rules::IllegalAction> {
    let mut copy = game.clone();
    let events = copy.play(Action::Advance)?;
    let mut preview = AdvancePreview {
        to: 0,
        buttons: 0,
        income: 0,
        leather: 0,
    };
    for e in events {
        match e {
            Event::Advanced { buttons, .. } => preview.buttons = buttons,
            Event::Moved { to, .. } => preview.to = to.get(),
            Event::Income { buttons, .. } => preview.income += buttons,
            Event::LeatherWon { .. } => preview.leather += 1,
            _ => {}
        }
    }
    Ok(preview)
}

/// The first of the three patches that can be bought (the first when none can).
fn first_buyable(game: &Game) -> usize {
    if !matches!(game.phase(), Phase::Turn(_)) {
        return 0;
    }
    game.choosable()
        .iter()
        .position(|&p| game.buy_blocker(p).is_none())
        .unwrap_or(0)
}

fn shifted(placement: &mut Placement, game: &Game, rows: i8, cols: i8) -> TurnRequest {
    placement.shift(game, rows, cols);
    TurnRequest::Stay
}

fn jumped(placement: &mut Placement, game: &Game, edge: Edge) -> TurnRequest {
    placement.jump(game, edge);
    TurnRequest::Stay
}

fn turned(placement: &mut Placement, game: &Game, transform: Transform) -> TurnRequest {
    placement.turn(game, transform);
    TurnRequest::Stay
}

/// Sews the ghost where it is, or says why it can't be sewn there.
fn sew(placement: &Placement, game: &Game) -> TurnRequest {
    match placement.refusal() {
        None => placement
            .action(game.variant())
            .map_or(TurnRequest::Stay, TurnRequest::Play),
        Some(reason) => TurnRequest::Say(Notice::Refused(reason.clone())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{LeatherLayout, Setup, Variant};

    fn game(buttons: u32) -> Game {
        let game = Game::new(&Setup::random(Variant::Classic, LeatherLayout::Revised, 3))
            .expect("a shuffled set-up is valid");
        let mover = game.to_move().expect("someone starts");
        let mut state = *game.player(mover);
        state.buttons = buttons;
        game.with_player_state(mover, state)
    }

    #[test]
    fn advancing_asks_first_unless_it_is_the_only_step() {
        let rich = game(5);
        assert!(rich.moves().len() > 1);
        let mut turn = Turn::begin(&rich);
        assert_eq!(turn.command(Command::Advance, &rich), TurnRequest::Stay);
        assert!(matches!(turn.step, TurnStep::Advance(_)), "asked");
        // With no button, no patch can be bought: advancing is the only step, played at once.
        let poor = game(0);
        assert_eq!(poor.moves().len(), 1);
        let mut turn = Turn::begin(&poor);
        assert_eq!(
            turn.command(Command::Advance, &poor),
            TurnRequest::Play(Action::Advance)
        );
    }

    #[test]
    fn enter_sets_a_leather_patch_aside_when_the_hint_said_so_until_the_cursor_moves() {
        let game = game(5);
        let cell = Cell::new(0, 0);
        let mut turn = Turn {
            step: TurnStep::Leather(cell),
            hint: None,
            aside_hinted: true,
        };
        assert_eq!(
            turn.command(Command::Confirm, &game),
            TurnRequest::Play(Action::Leather(None))
        );
        turn.aside_hinted = true;
        assert_eq!(turn.command(Command::Right, &game), TurnRequest::Stay);
        assert_eq!(
            turn.command(Command::Confirm, &game),
            TurnRequest::Play(Action::Leather(Some(Cell::new(0, 1))))
        );
    }
}
