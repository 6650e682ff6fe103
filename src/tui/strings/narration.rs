//! The game in words: each patch by its shape, and each of the core's events as a line of the
//! move history.

use super::cell;
use crate::rules::{Event, PatchId, Player, Variant};
use crate::tr;

/// The message ids of the patches' shapes' names, by the shape as printed in the rules'
/// tables.
const SHAPE_NAMES: &[(&str, &str)] = &[
    ("##", "shape-domino"),
    ("#. / ##", "shape-corner"),
    ("###", "shape-line"),
    (".#. / ###", "shape-t-letter"),
    ("##. / .##", "shape-s-letter"),
    ("####", "shape-line"),
    ("#.. / ###", "shape-l-letter"),
    ("## / ##", "shape-square"),
    ("#.# / ###", "shape-u-letter"),
    ("##. / ###", "shape-p-letter"),
    ("##.. / .###", "shape-n-letter"),
    (".#.. / ####", "shape-y-letter"),
    (".#. / ### / .#.", "shape-plus"),
    (".#. / .#. / ###", "shape-tall-t"),
    ("#####", "shape-line"),
    ("#... / ####", "shape-l-letter"),
    ("#.. / ##. / .##", "shape-w-letter"),
    (".#.. / #### / .#..", "shape-cross"),
    ("#... / #### / ...#", "shape-z-letter"),
    ("#..# / ####", "shape-u-letter"),
    (".#.. / #### / ..#.", "shape-crooked-cross"),
    (".#. / ### / #.#", "shape-walker"),
    ("###. / .###", "shape-step"),
    ("#... / #### / #...", "shape-long-t"),
    (".##. / ####", "shape-hat"),
    ("#.. / ### / .##", "shape-hook"),
    ("##.. / ####", "shape-boot"),
    ("..#.. / ##### / ..#..", "shape-long-cross"),
    ("#.# / ### / #.#", "shape-h-letter"),
    (".##. / #### / .##.", "shape-barrel"),
    ("##. / .#. / .##", "shape-z-letter"),
    (".#. / ##. / .##", "shape-f-letter"),
    ("#.. / #.. / ###", "shape-v-letter"),
];

/// A patch in words: "the 5-cell Y (patch 14)".
pub fn patch(variant: Variant, id: PatchId) -> String {
    let name = variant.patch_name(id).to_string();
    match variant.patch(id) {
        Some(p) => {
            let shape = SHAPE_NAMES
                .iter()
                .find(|(s, _)| *s == p.shape)
                .map_or("shape-patch", |(_, n)| n);
            tr!(
                "patch-named",
                cells = p.cells,
                shape = crate::i18n::text(shape, None),
                name = name
            )
        }
        None => tr!("patch-plain", name = name),
    }
}

/// The narration of one played action: one line per thing that happened.
pub fn narrate(events: &[Event], variant: Variant, name: impl Fn(Player) -> String) -> Vec<String> {
    let mut lines = Vec::new();
    let moved = |player: Player| {
        events.iter().find_map(|e| match *e {
            Event::Moved {
                player: p,
                from,
                to,
            } if p == player => Some((from, to)),
            _ => None,
        })
    };
    for event in events {
        match *event {
            Event::Bought {
                player,
                patch,
                cost,
                ..
            } => {
                let (from, to) = moved(player).unwrap_or_default();
                let spaces = to.get().saturating_sub(from.get());
                lines.push(tr!(
                    "log-bought",
                    name = name(player),
                    patch = self::patch(variant, patch),
                    cost = cost,
                    spaces = spaces,
                    to = to.get()
                ));
            }
            Event::Advanced { player, buttons } => {
                let to = moved(player).map_or(0, |(_, to)| to.get());
                lines.push(tr!(
                    "log-advanced",
                    name = name(player),
                    buttons = buttons,
                    to = to
                ));
            }
            Event::Income { player, buttons } if buttons > 0 => {
                lines.push(tr!("log-income", name = name(player), buttons = buttons));
            }
            Event::LeatherWon { player, space } => {
                lines.push(tr!(
                    "log-leather-won",
                    name = name(player),
                    space = space.get()
                ));
            }
            Event::LeatherPlaced { player, cell } => {
                lines.push(tr!(
                    "log-leather-sewn",
                    name = name(player),
                    cell = self::cell(cell)
                ));
            }
            Event::LeatherSetAside { player } => {
                lines.push(tr!("log-leather-aside", name = name(player)));
            }
            Event::BonusTaken { player } => {
                lines.push(tr!("log-bonus", name = name(player)));
            }
            Event::GameOver { winner } => {
                lines.push(tr!("log-game-over", name = name(winner)));
            }
            Event::Moved { .. } | Event::Income { .. } => {}
        }
    }
    lines
}
