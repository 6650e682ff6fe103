//! The JSON shapes of record format v1, exactly as they are written, with serde. These types
//! know nothing of the rules: patch ids stay as written (integer or string) and players as
//! numbers, until [`super`] resolves them against the variant.
//!
//! Writing is derived. Reading is one pass over the text ([`read`]) by hand-written visitors that
//! also refuse a repeated key in any object, check the header as soon as they meet it, stop at
//! [`MAX_ACTIONS`] actions, and note which action a fault is in, so nothing
//! is parsed twice and no intermediate JSON tree is built.

use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize, Serializer};
use serde_json::Value;

mod strict;

use strict::{Budget, KeptValue, OptionalKept, read_object, required};

use super::error::SyntaxError;
use super::{FORMAT, MAX_ACTIONS, VERSION};

/// The top level of a record.
#[derive(Debug, Serialize)]
pub(crate) struct WireRecord {
    pub format: String,
    pub version: u64,
    pub variant: WireVariant,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<WireBoard>,
    pub players: Pair<WirePlayer>,
    pub setup: WireSetup,
    pub actions: Vec<WireAction>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<WireResult>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created: Option<serde_json::Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<serde_json::Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub app: Option<serde_json::Value>,
}

#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum WireVariant {
    Classic,
    Express,
}

#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum WireBoard {
    Revised,
    Original,
}

#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum WireKind {
    Human,
    Bot,
}

#[derive(Debug, Serialize)]
pub(crate) struct WirePlayer {
    pub name: String,
    pub kind: WireKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remote: Option<String>,
}

#[derive(Debug, Serialize)]
pub(crate) struct WireSetup {
    pub circle: Vec<WirePatchId>,
    pub first_player: u64,
    /// Read as written: only Express uses it (see [`BlueOrder`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blue_order: Option<BlueOrder>,
}

/// `blue_order` as a record holds it: the ids written (Express), or a value kept unread, which
/// classic ignores and Express reads as ids when the record is converted.
#[derive(Debug)]
pub(crate) enum BlueOrder {
    /// The ids, as written.
    Ids(Vec<WirePatchId>),
    /// The value as read, not yet taken for ids.
    Read(Value),
}

impl Serialize for BlueOrder {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            BlueOrder::Ids(ids) => ids.serialize(s),
            BlueOrder::Read(v) => v.serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for BlueOrder {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        strict::Ignorable::deserialize(d).map(|v| BlueOrder::Read(v.0))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum WireActionType {
    Advance,
    Patch,
}

/// One action; the field order is the canonical key order of `perft --divide`.
#[derive(Debug, Serialize)]
pub(crate) struct WireAction {
    #[serde(rename = "type")]
    pub kind: WireActionType,
    pub player: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub patch: Option<WirePatchId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cells: Option<Vec<Pair<i64>>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leather: Option<Vec<Option<Pair<i64>>>>,
}

#[derive(Debug, Serialize)]
pub(crate) struct WireResult {
    pub scores: Pair<i64>,
    pub winner: u64,
}

/// A patch id as written: an integer (classic) or a string (Express).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum WirePatchId {
    Int(u64),
    Str(String),
}

impl fmt::Display for WirePatchId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WirePatchId::Int(n) => write!(f, "{n}"),
            WirePatchId::Str(s) => write!(f, "\"{s}\""),
        }
    }
}

impl Serialize for WirePatchId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            WirePatchId::Int(n) => s.serialize_u64(*n),
            WirePatchId::Str(v) => s.serialize_str(v),
        }
    }
}

impl<'de> Deserialize<'de> for WirePatchId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = WirePatchId;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a patch id (a non-negative integer or a string such as \"E3\")")
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<WirePatchId, E> {
                Ok(WirePatchId::Int(v))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<WirePatchId, E> {
                Ok(WirePatchId::Str(v.to_owned()))
            }
        }
        d.deserialize_any(V)
    }
}

/// A JSON array of exactly two values (the players, a cell, the scores). `serde`'s own `[T; 2]`
/// reads two values and leaves a third to `serde_json`, which calls it a syntax fault
/// ("trailing characters"); this reader names any other length as the shape fault it is, so a
/// cell of three numbers is reported as its action's fault.
#[derive(Debug)]
pub(crate) struct Pair<T>(pub [T; 2]);

impl<T: Serialize> Serialize for Pair<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Pair<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<T>(std::marker::PhantomData<T>);
        impl<'de, T: Deserialize<'de>> Visitor<'de> for V<T> {
            type Value = Pair<T>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an array of length 2")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Pair<T>, A::Error> {
                let first = seq
                    .next_element()?
                    .ok_or_else(|| de::Error::invalid_length(0, &self))?;
                let second = seq
                    .next_element()?
                    .ok_or_else(|| de::Error::invalid_length(1, &self))?;
                // The rest is only counted: the file's size bounds it.
                let mut len = 2;
                while seq.next_element::<IgnoredAny>()?.is_some() {
                    len += 1;
                }
                if len > 2 {
                    return Err(de::Error::invalid_length(len, &self));
                }
                Ok(Pair([first, second]))
            }
        }
        d.deserialize_seq(V(std::marker::PhantomData))
    }
}

/// What one reading pass learnt beyond the `serde_json` error it may end with.
#[derive(Debug, Default)]
pub(crate) struct Notes {
    /// The fault to report instead of the `serde_json` error (header, too many actions).
    pub fault: Option<SyntaxError>,
    /// The 1-based number of the action whose reading failed, if one did.
    pub failed_action: Option<usize>,
}

/// Reads a record in one pass: the wire record, or the first syntax fault.
pub(crate) fn read(text: &str) -> Result<WireRecord, SyntaxError> {
    let mut notes = Notes::default();
    let mut de = serde_json::Deserializer::from_str(text);
    let read = RecordSeed { notes: &mut notes }
        .deserialize(&mut de)
        .and_then(|w| de.end().map(|()| w));
    read.map_err(|e| {
        if let Some(fault) = notes.fault.take() {
            return fault;
        }
        let whole = SyntaxError::from_json(&e);
        match (notes.failed_action, whole) {
            (Some(number), SyntaxError::Shape { message, .. }) => SyntaxError::Action {
                number,
                reason: message,
            },
            (_, whole) => whole,
        }
    })
}

struct RecordSeed<'n> {
    notes: &'n mut Notes,
}

impl<'de> DeserializeSeed<'de> for RecordSeed<'_> {
    type Value = WireRecord;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<WireRecord, D::Error> {
        d.deserialize_map(self)
    }
}

/// Reads `format` or `version` (`key`): `null` counts as absent; a wrong value stops the reading
/// at once, noted in `notes`, so a file of another kind or version is named as such. Whether
/// the field was there (and right).
pub(crate) fn read_header_field<'de, A: MapAccess<'de>>(
    key: &str,
    map: &mut A,
    notes: &mut Notes,
) -> Result<bool, A::Error> {
    let Some(KeptValue(value)) = read_kept(key, map, notes)? else {
        return Ok(false);
    };
    let fault = if key == "format" {
        format_fault(Some(&value))
    } else {
        version_fault(Some(&value))
    };
    if let Some(fault) = fault {
        notes.fault = Some(fault);
        return Err(de::Error::custom("wrong header"));
    }
    Ok(true)
}

/// Reads the informative field `key` (or `format`, `version`) against a fresh budget: `null`
/// counts as absent, and a value past the budget is noted in `notes` as that field's fault.
fn read_kept<'de, A: MapAccess<'de>>(
    key: &str,
    map: &mut A,
    notes: &mut Notes,
) -> Result<Option<KeptValue>, A::Error> {
    let mut budget = Budget::new();
    let value = map.next_value_seed(OptionalKept(&mut budget));
    if let Some(fault) = budget.fault(key) {
        notes.fault = Some(fault);
    }
    value
}

/// Why the header is wrong, if it is: `value` is the `format` (or `version`) as written.
fn format_fault(value: Option<&Value>) -> Option<SyntaxError> {
    let reason = match value {
        Some(Value::String(s)) if s == FORMAT => return None,
        None | Some(Value::Null) => "`format` is missing".to_owned(),
        Some(other) => format!("`format` is {}, expected \"{FORMAT}\"", as_written(other)),
    };
    Some(SyntaxError::WrongFormat { reason })
}

fn version_fault(value: Option<&Value>) -> Option<SyntaxError> {
    let found = match value {
        Some(v) if v.as_u64() == Some(VERSION) => return None,
        None | Some(Value::Null) => "(missing)".to_owned(),
        Some(other) => as_written(other),
    };
    Some(SyntaxError::UnknownVersion { found })
}

/// A value as a message quotes it: a string between quotes, as it is (escaping is the printer's:
/// `\u{1b}` on a terminal, `\u001b` in a JSON line, so each decodes to the value); anything else
/// as its JSON text.
fn as_written(value: &Value) -> String {
    match value {
        Value::String(s) => format!("\"{s}\""),
        other => other.to_string(),
    }
}

impl<'de> Visitor<'de> for RecordSeed<'_> {
    type Value = WireRecord;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a patchwork record (a JSON object)")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<WireRecord, A::Error> {
        let notes = self.notes;
        let (mut format, mut version) = (false, false);
        let (mut variant, mut board, mut players, mut setup) = (None, None, None, None);
        let (mut actions, mut result) = (None, None);
        let (mut created, mut seed, mut app) = (None, None, None);
        read_object(&mut map, |key, map| {
            match key {
                "format" => format = read_header_field(key, map, notes)?,
                "version" => version = read_header_field(key, map, notes)?,
                "variant" => variant = map.next_value::<Option<WireVariant>>()?,
                "board" => board = Some(map.next_value::<strict::Ignorable>()?.0),
                "players" => players = map.next_value::<Option<Pair<WirePlayer>>>()?,
                "setup" => setup = map.next_value::<Option<WireSetup>>()?,
                "actions" => {
                    actions =
                        map.next_value_seed(OptionalActions(ActionsSeed { notes: &mut *notes }))?;
                }
                "result" => result = map.next_value::<Option<WireResult>>()?,
                "created" | "seed" | "app" => {
                    let value = read_kept(key, map, notes)?;
                    match key {
                        "created" => created = value,
                        "seed" => seed = value,
                        _ => app = value,
                    }
                }
                _ => return Ok(false),
            }
            Ok(true)
        })?;
        let missing = (!format)
            .then(|| format_fault(None))
            .flatten()
            .or_else(|| (!version).then(|| version_fault(None)).flatten());
        if let Some(fault) = missing {
            notes.fault = Some(fault);
            return Err(de::Error::custom("wrong header"));
        }
        let variant = required(variant, "variant")?;
        // Express ignores `board`, whatever it holds; classic reads it now.
        let board = match (variant, board) {
            (WireVariant::Classic, Some(value)) if !value.is_null() => Some(
                WireBoard::deserialize(value)
                    .map_err(|e| de::Error::custom(format_args!("`board`: {e}")))?,
            ),
            _ => None,
        };
        Ok(WireRecord {
            format: FORMAT.to_owned(),
            version: VERSION,
            variant,
            board,
            players: required(players, "players")?,
            setup: required(setup, "setup")?,
            actions: required(actions, "actions")?,
            result,
            created: created.map(|k| k.0),
            seed: seed.map(|k| k.0),
            app: app.map(|k| k.0),
        })
    }
}

/// The `actions` list: at most [`MAX_ACTIONS`], each read as a [`WireAction`], noting the number
/// of the one that fails.
struct ActionsSeed<'n> {
    notes: &'n mut Notes,
}

impl<'de> DeserializeSeed<'de> for ActionsSeed<'_> {
    type Value = Vec<WireAction>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Vec<WireAction>, D::Error> {
        d.deserialize_seq(self)
    }
}

/// `actions`, where `null` counts as absent.
struct OptionalActions<'n>(ActionsSeed<'n>);

impl<'de> DeserializeSeed<'de> for OptionalActions<'_> {
    type Value = Option<Vec<WireAction>>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_option(self)
    }
}

impl<'de> Visitor<'de> for OptionalActions<'_> {
    type Value = Option<Vec<WireAction>>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a sequence")
    }

    fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
        Ok(None)
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        self.0.deserialize(d).map(Some)
    }
}

impl<'de> Visitor<'de> for ActionsSeed<'_> {
    type Value = Vec<WireAction>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a sequence")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<WireAction>, A::Error> {
        let mut actions = Vec::new();
        loop {
            if actions.len() == MAX_ACTIONS {
                if seq.next_element::<IgnoredAny>()?.is_some() {
                    self.notes.fault = Some(SyntaxError::TooManyActions { limit: MAX_ACTIONS });
                    return Err(de::Error::custom("too many actions"));
                }
                return Ok(actions);
            }
            match seq.next_element::<WireAction>() {
                Ok(Some(a)) => actions.push(a),
                Ok(None) => return Ok(actions),
                Err(e) => {
                    self.notes.failed_action = Some(actions.len() + 1);
                    return Err(e);
                }
            }
        }
    }
}

/// Derives `Deserialize` for a record object read with [`read_object`]: its fields, which are
/// required, and how each is read.
macro_rules! object {
    ($name:ident, $what:literal, { $($key:literal => $field:ident: $ty:ty, $req:tt;)* }) => {
        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                struct V;
                impl<'de> Visitor<'de> for V {
                    type Value = $name;
                    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                        f.write_str($what)
                    }
                    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<$name, A::Error> {
                        $(let mut $field: Option<$ty> = None;)*
                        read_object(&mut map, |key, map| {
                            match key {
                                $($key => $field = map.next_value::<Option<$ty>>()?,)*
                                _ => return Ok(false),
                            }
                            Ok(true)
                        })?;
                        Ok($name { $($field: object!(@take $field, $key, $req),)* })
                    }
                }
                d.deserialize_map(V)
            }
        }
    };
    (@take $field:ident, $key:literal, required) => { required($field, $key)? };
    (@take $field:ident, $key:literal, optional) => { $field };
}

object!(WirePlayer, "a player object", {
    "name" => name: String, required;
    "kind" => kind: WireKind, required;
    "bot" => bot: String, optional;
    "level" => level: String, optional;
    "remote" => remote: String, optional;
});

object!(WireSetup, "a setup object", {
    "circle" => circle: Vec<WirePatchId>, required;
    "first_player" => first_player: u64, required;
    "blue_order" => blue_order: BlueOrder, optional;
});

object!(WireAction, "an action object", {
    "type" => kind: WireActionType, required;
    "player" => player: u64, required;
    "patch" => patch: WirePatchId, optional;
    "cells" => cells: Vec<Pair<i64>>, optional;
    "leather" => leather: Vec<Option<Pair<i64>>>, optional;
});

object!(WireResult, "a result object", {
    "scores" => scores: Pair<i64>, required;
    "winner" => winner: u64, required;
});
