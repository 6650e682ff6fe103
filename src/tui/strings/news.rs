//! What a step did, as the banner tells it: who did the first thing, and the rest after it
//! without saying again who (income, leather, the bonus are the mover's), in three forms from
//! the roomiest to the tightest, for the room the banner has.

use super::{cell, ellipsis, patch};
use crate::rules::{Event, Player, Variant};
use crate::tr;

/// The longest a name is where the banner cuts names short: the roomier forms have them whole.
pub const SHORT_NAME: usize = 16;

/// A step in words for the banner, in three forms: each a list of clauses, shown joined by
/// " · ".
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct News {
    /// Names whole, every clause in full.
    pub whole: Vec<String>,
    /// Names cut to [`SHORT_NAME`] characters, every clause in full.
    pub short: Vec<String>,
    /// Names cut short, every clause in a few words.
    pub compact: Vec<String>,
}

/// What happens besides the events, for the news: the blue patches joined the circle, a
/// player reached the end first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Besides {
    /// The Express blue patches joined the circle.
    pub blue_joined: bool,
    /// The player who reached the end first with this step (the game not over yet).
    pub reached: Option<Player>,
}

impl News {
    /// The news of a step's `events` in `variant`, with `name` giving each player's name whole.
    pub fn of(
        events: &[Event],
        variant: Variant,
        besides: Besides,
        name: &dyn Fn(Player) -> String,
    ) -> Self {
        let short = |p: Player| ellipsis(&name(p), SHORT_NAME);
        Self {
            whole: clauses(events, variant, besides, name, false),
            short: clauses(events, variant, besides, &short, false),
            compact: clauses(events, variant, besides, &short, true),
        }
    }

    /// The roomiest form in one line.
    pub fn text(&self) -> String {
        self.whole.join(" · ")
    }
}

/// Where the token of `player` went in `events`: (from, to).
fn moved(events: &[Event], player: Player) -> (u8, u8) {
    events
        .iter()
        .find_map(|e| match *e {
            Event::Moved {
                player: p,
                from,
                to,
            } if p == player => Some((from.get(), to.get())),
            _ => None,
        })
        .unwrap_or_default()
}

/// How the clauses are told: a player's name, whether in a few words, and the player the
/// news is about so far (the first clause's).
struct Teller<'a> {
    name: &'a dyn Fn(Player) -> String,
    compact: bool,
    subject: Option<Player>,
}

impl Teller<'_> {
    /// The clause `own` (without a name) when it is about the player the news is about so
    /// far, else `named` told with that player's name.
    fn about(&self, player: Player, own: String, named: impl FnOnce(String) -> String) -> String {
        if self.subject == Some(player) {
            own
        } else {
            named((self.name)(player))
        }
    }

    /// The clause of one event, and whom it is about; `None` for an event the news leaves out
    /// (a token's move, told with its purchase or advance; no income).
    fn clause(
        &self,
        events: &[Event],
        event: &Event,
        variant: Variant,
    ) -> Option<(Player, String)> {
        let name = self.name;
        let compact = self.compact;
        let told = match *event {
            Event::Bought {
                player,
                patch: id,
                cost,
                ..
            } => {
                let (from, to) = moved(events, player);
                let line = if compact {
                    tr!(
                        "news-bought-short",
                        name = name(player),
                        patch = variant.patch_name(id).to_string(),
                        cost = cost,
                        to = to
                    )
                } else {
                    tr!(
                        "log-bought",
                        name = name(player),
                        patch = patch(variant, id),
                        cost = cost,
                        spaces = to.saturating_sub(from),
                        to = to
                    )
                };
                (player, line)
            }
            Event::Advanced { player, buttons } => {
                let (name, to) = (name(player), moved(events, player).1);
                let line = if compact {
                    tr!(
                        "news-advanced-short",
                        name = name,
                        buttons = buttons,
                        to = to
                    )
                } else {
                    tr!("log-advanced", name = name, buttons = buttons, to = to)
                };
                (player, line)
            }
            Event::Income { player, buttons } if buttons > 0 => {
                let own = if compact {
                    tr!("news-income-short", buttons = buttons)
                } else {
                    tr!("news-income", buttons = buttons)
                };
                let line = self.about(player, own, |n| {
                    tr!("log-income", name = n, buttons = buttons)
                });
                (player, line)
            }
            Event::LeatherWon { player, space } => {
                let own = if compact {
                    tr!("news-leather-won-short")
                } else {
                    tr!("news-leather-won", space = space.get())
                };
                let line = self.about(player, own, |n| {
                    tr!("log-leather-won", name = n, space = space.get())
                });
                (player, line)
            }
            Event::LeatherPlaced { player, cell: at } => {
                let own = if compact {
                    tr!("news-leather-sewn-short", cell = cell(at))
                } else {
                    tr!("news-leather-sewn", cell = cell(at))
                };
                let line = self.about(player, own, |n| {
                    tr!("log-leather-sewn", name = n, cell = cell(at))
                });
                (player, line)
            }
            Event::LeatherSetAside { player } => {
                let line = self.about(player, tr!("news-leather-aside"), |n| {
                    tr!("log-leather-aside", name = n)
                });
                (player, line)
            }
            Event::BonusTaken { player } => {
                let own = if compact {
                    tr!("news-bonus-short")
                } else {
                    tr!("news-bonus")
                };
                let line = self.about(player, own, |n| tr!("log-bonus", name = n));
                (player, line)
            }
            Event::GameOver { winner } => (winner, tr!("log-game-over", name = name(winner))),
            Event::Moved { .. } | Event::Income { .. } => return None,
        };
        Some(told)
    }
}

/// The clauses of the news: the step's first thing with its player's name, then what else
/// happened, without the name when it happened to the same player.
fn clauses(
    events: &[Event],
    variant: Variant,
    besides: Besides,
    name: &dyn Fn(Player) -> String,
    compact: bool,
) -> Vec<String> {
    let mut teller = Teller {
        name,
        compact,
        subject: None,
    };
    let mut out = Vec::new();
    for event in events {
        if let Some((player, line)) = teller.clause(events, event, variant) {
            // The game's end is about its winner, not the player the news is about.
            if !matches!(event, Event::GameOver { .. }) {
                teller.subject.get_or_insert(player);
            }
            out.push(line);
        }
    }
    if besides.blue_joined {
        out.push(if compact {
            tr!("news-blue-join-short")
        } else {
            tr!("blue-join")
        });
    }
    if let Some(first) = besides.reached {
        out.push(match (teller.subject == Some(first), compact) {
            (true, false) => tr!("news-reached"),
            (true, true) => tr!("news-reached-short"),
            (false, _) => tr!("reached-the-end", name = name(first)),
        });
    }
    out
}
