//! The game in words: each patch by its shape, and each of the core's events as a line of the
//! move history.

use super::{cell, plural};
use crate::rules::{Event, PatchId, Player, Variant};

/// Names of the patches' shapes, by the shape as printed in the rules' tables.
const SHAPE_NAMES: &[(&str, &str)] = &[
    ("##", "domino"),
    ("#. / ##", "corner"),
    ("###", "line"),
    (".#. / ###", "T"),
    ("##. / .##", "S"),
    ("####", "line"),
    ("#.. / ###", "L"),
    ("## / ##", "square"),
    ("#.# / ###", "U"),
    ("##. / ###", "P"),
    ("##.. / .###", "N"),
    (".#.. / ####", "Y"),
    (".#. / ### / .#.", "plus"),
    (".#. / .#. / ###", "tall T"),
    ("#####", "line"),
    ("#... / ####", "L"),
    ("#.. / ##. / .##", "W"),
    (".#.. / #### / .#..", "cross"),
    ("#... / #### / ...#", "Z"),
    ("#..# / ####", "U"),
    (".#.. / #### / ..#.", "crooked cross"),
    (".#. / ### / #.#", "walker"),
    ("###. / .###", "step"),
    ("#... / #### / #...", "long T"),
    (".##. / ####", "hat"),
    ("#.. / ### / .##", "hook"),
    ("##.. / ####", "boot"),
    ("..#.. / ##### / ..#..", "long cross"),
    ("#.# / ### / #.#", "H"),
    (".##. / #### / .##.", "barrel"),
    ("##. / .#. / .##", "Z"),
    (".#. / ##. / .##", "F"),
    ("#.. / #.. / ###", "V"),
];

/// A patch in words: "the 5-cell Y (patch 14)".
pub fn patch(variant: Variant, id: PatchId) -> String {
    let name = variant.patch_name(id);
    match variant.patch(id) {
        Some(p) => {
            let shape = SHAPE_NAMES
                .iter()
                .find(|(s, _)| *s == p.shape)
                .map_or("patch", |(_, n)| n);
            format!("the {}-cell {shape} (patch {name})", p.cells)
        }
        None => format!("patch {name}"),
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
                lines.push(format!(
                    "{} bought {} for {cost} button{} and moved {spaces} space{} (to {to})",
                    name(player),
                    self::patch(variant, patch),
                    plural(u32::from(cost)),
                    plural(u32::from(spaces)),
                ));
            }
            Event::Advanced { player, buttons } => {
                let to = moved(player).map_or(0, |(_, to)| to.get());
                lines.push(format!(
                    "{} advanced {buttons} space{} to {to} and took {buttons} button{}",
                    name(player),
                    plural(buttons),
                    plural(buttons),
                ));
            }
            Event::Income { player, buttons } if buttons > 0 => {
                lines.push(format!(
                    "income: {} +{buttons} button{}",
                    name(player),
                    plural(buttons)
                ));
            }
            Event::LeatherWon { player, space } => {
                lines.push(format!(
                    "{} won a leather patch (space {space})",
                    name(player)
                ));
            }
            Event::LeatherPlaced { player, cell } => {
                lines.push(format!(
                    "{} sewed the leather patch on {}",
                    name(player),
                    self::cell(cell)
                ));
            }
            Event::LeatherSetAside { player } => {
                lines.push(format!("{} set the leather patch aside", name(player)));
            }
            Event::BonusTaken { player } => {
                lines.push(format!("{} takes the 7x7 bonus", name(player)));
            }
            Event::GameOver { winner } => {
                lines.push(format!("game over: {} wins", name(winner)));
            }
            Event::Moved { .. } | Event::Income { .. } => {}
        }
    }
    lines
}
