//! A record between its two forms: the wire form that JSON reads and writes (`wire`) and the
//! checked [`Record`] (patch ids of the variant's kind, player numbers 0 and 1). Each fault of a
//! value is a [`WireFault`], worded as `verify` prints it.

use serde::Deserialize;

use super::error::{GameResult, SyntaxError};
use super::wire::{
    BlueOrder, Pair, WireAction, WireActionType, WireBoard, WireKind, WirePatchId, WirePlayer,
    WireRecord, WireResult, WireSetup, WireVariant,
};
use super::{
    FORMAT, MAX_PATCH_ID_SHOWN, PlayerInfo, Record, RecordAction, RecordMove, Seat, VERSION,
    check_name,
};
use crate::rules::{LeatherLayout, PatchId, Player, Setup, Variant};

/// Why a value of the wire form is not one of a record: the reason of a malformed action, or of
/// a set-up list.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum WireFault {
    /// A patch id of the right kind that the variant does not know (as a message quotes it).
    #[error("unknown patch {0}")]
    UnknownPatch(String),
    /// A string id in a classic record (as a message quotes it).
    #[error("classic patch ids are integers, not the string {0}")]
    StringId(String),
    /// An integer id in an Express record.
    #[error("express patch ids are strings such as \"E{0}\", not the integer {0}")]
    IntegerId(u64),
    /// A player number other than 0 and 1.
    #[error("player must be 0 or 1, not {0}")]
    Player(u64),
    /// A patch action without this field.
    #[error("a patch action needs `{0}`")]
    Missing(&'static str),
}

/// The variant a record names.
pub(crate) const fn variant_from(v: WireVariant) -> Variant {
    match v {
        WireVariant::Classic => Variant::Classic,
        WireVariant::Express => Variant::Express,
    }
}

impl Record {
    pub(super) fn from_wire(w: WireRecord) -> Result<Self, SyntaxError> {
        for (i, p) in w.players.0.iter().enumerate() {
            check_name(&format!("players[{i}].name"), &p.name)?;
            if let Some(bot) = &p.bot {
                check_name(&format!("players[{i}].bot"), bot)?;
            }
            if let Some(level) = &p.level {
                check_name(&format!("players[{i}].level"), level)?;
            }
            if let Some(remote) = &p.remote {
                check_name(&format!("players[{i}].remote"), remote)?;
            }
        }
        let variant = variant_from(w.variant);
        let layout = match w.board {
            Some(WireBoard::Original) if variant == Variant::Classic => LeatherLayout::Original,
            _ => LeatherLayout::Revised,
        };
        let setup_err = |reason: String| SyntaxError::Setup { reason };
        let ids = |list: &[WirePatchId]| {
            list.iter()
                .map(|id| patch_from(variant, id))
                .collect::<Result<Vec<_>, _>>()
        };
        let circle = ids(&w.setup.circle).map_err(|r| setup_err(format!("circle: {r}")))?;
        // Classic ignores `blue_order`, whatever it holds; Express reads it as ids.
        let blue_order = match (&w.setup.blue_order, variant) {
            (Some(order), Variant::Express) => {
                let written = match order {
                    BlueOrder::Ids(list) => list.clone(),
                    BlueOrder::Read(value) => Vec::<WirePatchId>::deserialize(value)
                        .map_err(|e| setup_err(format!("blue_order: {e}")))?,
                };
                ids(&written).map_err(|r| setup_err(format!("blue_order: {r}")))?
            }
            _ => Vec::new(),
        };
        let first_player = player_from(w.setup.first_player).ok_or_else(|| {
            setup_err(format!(
                "first_player must be 0 or 1, not {}",
                w.setup.first_player
            ))
        })?;
        let setup = Setup {
            variant,
            layout,
            circle,
            first_player,
            blue_order,
        };
        let actions = w
            .actions
            .into_iter()
            .enumerate()
            .map(|(i, a)| {
                action_from(variant, a).map_err(|fault| SyntaxError::Action {
                    number: i + 1,
                    reason: fault.to_string(),
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let result = w.result.as_ref().map(game_result).transpose()?;
        let [p0, p1] = w.players.0;
        Ok(Self {
            setup,
            players: [player_info(p0), player_info(p1)],
            actions,
            result,
            created: w.created,
            seed: w.seed,
            app: w.app,
        })
    }

    pub(super) fn to_wire(&self) -> WireRecord {
        let v = self.setup.variant;
        let patches = |ids: &[PatchId]| ids.iter().map(|&id| wire_patch(v, id)).collect();
        let cell = |(r, c): (i64, i64)| Pair([r, c]);
        WireRecord {
            format: FORMAT.to_owned(),
            version: VERSION,
            variant: match v {
                Variant::Classic => WireVariant::Classic,
                Variant::Express => WireVariant::Express,
            },
            board: (v == Variant::Classic).then_some(match self.setup.layout {
                LeatherLayout::Revised => WireBoard::Revised,
                LeatherLayout::Original => WireBoard::Original,
            }),
            players: Pair([&self.players[0], &self.players[1]].map(|p| WirePlayer {
                name: p.name.clone(),
                kind: match p.seat {
                    Seat::Human => WireKind::Human,
                    Seat::Bot { .. } => WireKind::Bot,
                },
                bot: p.bot_name().map(str::to_owned),
                level: p.level().map(str::to_owned),
                remote: p.remote.clone(),
            })),
            setup: WireSetup {
                circle: patches(&self.setup.circle),
                first_player: self.setup.first_player.index() as u64,
                blue_order: (v == Variant::Express)
                    .then(|| BlueOrder::Ids(patches(&self.setup.blue_order))),
            },
            actions: self
                .actions
                .iter()
                .map(|a| {
                    let (kind, patch, cells) = match &a.kind {
                        RecordMove::Advance => (WireActionType::Advance, None, None),
                        RecordMove::Patch { patch, cells } => (
                            WireActionType::Patch,
                            Some(wire_patch(v, *patch)),
                            Some(cells.iter().copied().map(cell).collect()),
                        ),
                    };
                    WireAction {
                        kind,
                        player: a.player.index() as u64,
                        patch,
                        cells,
                        leather: (!a.leather.is_empty())
                            .then(|| a.leather.iter().map(|e| e.map(cell)).collect()),
                    }
                })
                .collect(),
            result: self.result.map(|r| WireResult {
                scores: Pair(r.scores),
                winner: r.winner.index() as u64,
            }),
            created: self.created.clone(),
            seed: self.seed.clone(),
            app: self.app.clone(),
        }
    }
}

/// A record's `result` as written, checked: the winner must be player 0 or 1.
pub(crate) fn game_result(r: &WireResult) -> Result<GameResult, SyntaxError> {
    player_from(r.winner)
        .map(|winner| GameResult {
            scores: r.scores.0,
            winner,
        })
        .ok_or_else(|| SyntaxError::Result {
            reason: format!("winner must be 0 or 1, not {}", r.winner),
        })
}

pub(crate) fn player_from(n: u64) -> Option<Player> {
    usize::try_from(n).ok().and_then(Player::from_index)
}

/// Resolves a patch id as written against the variant's kind of id. Ids of the right kind but
/// unknown to the variant stay numbers when they fit, so the rules can name them.
fn patch_from(variant: Variant, id: &WirePatchId) -> Result<PatchId, WireFault> {
    match (variant, id) {
        (Variant::Classic, WirePatchId::Int(n)) => u8::try_from(*n)
            .map(PatchId)
            .map_err(|_| WireFault::UnknownPatch(n.to_string())),
        (Variant::Express, WirePatchId::Str(s)) => s
            .strip_prefix('E')
            .filter(|d| !d.is_empty() && d.len() <= 3 && d.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|d| d.parse::<u8>().ok())
            .map(PatchId)
            .ok_or_else(|| WireFault::UnknownPatch(shown_id(s))),
        (Variant::Classic, WirePatchId::Str(s)) => Err(WireFault::StringId(shown_id(s))),
        (Variant::Express, WirePatchId::Int(n)) => Err(WireFault::IntegerId(*n)),
    }
}

/// A patch id string as a message quotes it: between quotes, as it is (the printer escapes it),
/// cut after [`MAX_PATCH_ID_SHOWN`] characters.
fn shown_id(s: &str) -> String {
    if s.chars().count() <= MAX_PATCH_ID_SHOWN {
        return format!("\"{s}\"");
    }
    let cut: String = s.chars().take(MAX_PATCH_ID_SHOWN).collect();
    format!("\"{cut}\"... ({} characters)", s.chars().count())
}

fn wire_patch(variant: Variant, id: PatchId) -> WirePatchId {
    match variant {
        Variant::Classic => WirePatchId::Int(u64::from(id.0)),
        Variant::Express => WirePatchId::Str(format!("E{}", id.0)),
    }
}

/// A player as the record writes it. A person's `bot` and `level`, which mean nothing, are not
/// kept.
pub(crate) fn player_info(p: WirePlayer) -> PlayerInfo {
    PlayerInfo {
        name: p.name,
        seat: match p.kind {
            WireKind::Human => Seat::Human,
            WireKind::Bot => Seat::Bot {
                bot: p.bot,
                level: p.level,
            },
        },
        remote: p.remote,
    }
}

fn action_from(variant: Variant, a: WireAction) -> Result<RecordAction, WireFault> {
    let player = player_from(a.player).ok_or(WireFault::Player(a.player))?;
    let kind = match a.kind {
        WireActionType::Advance => RecordMove::Advance,
        WireActionType::Patch => {
            let patch = a
                .patch
                .as_ref()
                .ok_or(WireFault::Missing("patch"))
                .and_then(|id| patch_from(variant, id))?;
            let cells = a
                .cells
                .ok_or(WireFault::Missing("cells"))?
                .into_iter()
                .map(|Pair([r, c])| (r, c))
                .collect();
            RecordMove::Patch { patch, cells }
        }
    };
    let leather = a
        .leather
        .unwrap_or_default()
        .into_iter()
        .map(|e| e.map(|Pair([r, c])| (r, c)))
        .collect();
    Ok(RecordAction {
        player,
        kind,
        leather,
    })
}
