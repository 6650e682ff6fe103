//! The boxes over the game in a scene: the final scores with each player's figures, a
//! question, and the help.

use super::{Boxes, HelpBox, HelpSection};
use crate::rules::Player;
use crate::tui::keys::line as keys_line;
use crate::tui::keys::{self, Command, Context, Sheet};
use crate::tui::mode::{Mode, Over, Overlay};
use crate::tui::session::Session;
use crate::tui::strings;

/// The game-over box's contents beyond the scores the game itself gives.
#[derive(Clone, Debug)]
pub struct GameOverBox {
    /// The keys that work here, in one line.
    pub keys: String,
    /// How each player got there, `Player::One` first.
    pub tallies: [Tally; 2],
    /// The daily deal's line to share, if the game was one.
    pub share: Option<String>,
}

/// A player's game in figures.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Buttons paid by income spaces.
    pub income: u32,
    /// Patches bought.
    pub patches: u32,
    /// Cells covered on the quilt.
    pub cells: u32,
}

/// Each player's tally over the steps shown.
pub(super) fn tallies(session: &Session) -> [Tally; 2] {
    let mut out = [Tally::default(); 2];
    for step in session.history().applied() {
        for event in &step.events {
            match *event {
                crate::rules::Event::Income { player, buttons } => {
                    out[player.index()].income += buttons;
                }
                crate::rules::Event::Bought { player, .. } => out[player.index()].patches += 1,
                _ => {}
            }
        }
    }
    let game = session.game();
    for p in Player::BOTH {
        out[p.index()].cells = game.player(p).quilt.len();
    }
    out
}

/// The boxes over the game: the final scores, a question, the help.
pub(super) fn boxes(
    session: &Session,
    mode: &Mode,
    overlay: Option<Overlay>,
    sheet: Sheet,
) -> Boxes {
    let game = session.game();
    Boxes {
        game_over: match mode {
            Mode::Over(Over {
                box_hidden: false, ..
            }) => Some(GameOverBox {
                keys: keys_line(
                    Context::Over,
                    &[
                        Command::NewGame,
                        Command::Rematch,
                        Command::ReplayGame,
                        Command::ToggleBox,
                        Command::Quit,
                    ],
                ),
                tallies: tallies(session),
                share: None,
            }),
            Mode::Replay(_) if game.is_over() && !session.history().is_empty() => {
                Some(GameOverBox {
                    keys: keys_line(
                        Context::Replay,
                        &[Command::StepOn, Command::Last, Command::Leave],
                    ),
                    tallies: tallies(session),
                    share: None,
                })
            }
            _ => None,
        },
        dialog: match (overlay, mode) {
            (Some(Overlay::ConfirmQuit(loss)), _) => Some(loss.question()),
            (Some(Overlay::ConfirmMenu(loss)), _) => Some(loss.menu_question()),
            (Some(Overlay::ConfirmResign), _) => Some(crate::tr!("table-confirm-resign")),
            (
                _,
                Mode::Over(Over {
                    confirm_new: true, ..
                }),
            ) => Some(strings::confirm_new_game()),
            // The advance question is asked on the banner, where the prompts are: the board
            // stays in view (its token's landing space marked on the time board).
            _ => None,
        },
        card: None,
        patches: match overlay {
            Some(Overlay::Patches { scroll }) => Some(patches_box(game, scroll)),
            _ => None,
        },
        help: match overlay {
            Some(Overlay::Help { scroll, .. }) => Some(game_help(sheet, game.variant(), scroll)),
            _ => None,
        },
    }
}

/// The help over a game: its keys, what the screen's signs mean, the rules in one screen.
pub(super) fn game_help(sheet: Sheet, variant: crate::rules::Variant, scroll: u16) -> HelpBox {
    HelpBox {
        sections: vec![
            HelpSection {
                title: strings::help_heading(false),
                pairs: keys::help(sheet, Some(variant)),
                paragraphs: Vec::new(),
            },
            HelpSection {
                title: crate::tr!("help-legend-title"),
                pairs: strings::help_legend(variant, sheet == Sheet::Replay),
                paragraphs: Vec::new(),
            },
            HelpSection {
                title: strings::help_heading(true),
                pairs: Vec::new(),
                paragraphs: strings::help_rules(variant),
            },
        ],
        scroll,
    }
}

/// The table of the patches left in the circle, for the player to move (player 1 when the game
/// is over): each patch's figures, as the rules give them.
fn patches_box(game: &crate::rules::Game, scroll: u16) -> super::PatchesBox {
    let player = game.to_move().unwrap_or(crate::rules::Player::One);
    let variant = game.variant();
    let rows = game
        .circle()
        .iter()
        .enumerate()
        .filter_map(|(i, &id)| {
            let p = variant.patch(id)?;
            let value = game.patch_value(player, id)?;
            let per_space = f64::from(value) / f64::from(p.time.max(1));
            let digits = crate::i18n::digits;
            Some(vec![
                if i < 3 {
                    format!("{}", i + 1)
                } else {
                    String::new()
                },
                variant.patch_name(id).to_string(),
                digits(&p.cells.to_string()),
                digits(&p.cost.to_string()),
                digits(&p.time.to_string()),
                digits(&format!("+{}", p.income)),
                digits(&format!("{value:+}")),
                strings::decimal(per_space),
            ])
        })
        .collect();
    super::PatchesBox {
        header: vec![
            crate::tr!("patches-key"),
            crate::tr!("patches-patch"),
            crate::tr!("patches-cells"),
            crate::tr!("patches-cost"),
            crate::tr!("patches-time"),
            crate::tr!("patches-income"),
            crate::tr!("patches-value"),
            crate::tr!("patches-per-space"),
        ],
        rows,
        scroll,
    }
}
