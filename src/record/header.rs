//! A record's header read in one streaming pass, for listings: the variant, the players' names,
//! the number of actions, the result it claims and `created`. Actions are counted and skipped
//! without being kept, and so is every other field, so a listing of many large files takes the
//! memory of one small header at a time.

use std::fmt;
use std::io::Read;

use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};

use super::convert::variant_from;
use super::error::{GameResult, SyntaxError};
use super::file::{MAX_RECORD_BYTES, ReadError};
use super::wire::{self, Notes, WirePlayer, WireResult, WireVariant};
use super::{MAX_ACTIONS, MAX_NAME_CHARS, check_name};
use crate::rules::Variant;

/// What a listing shows of a record, read without replaying it (so a `result` is as claimed):
/// the one header type of a saved game, for `patchwork games`, `patchwork stats` and the menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// Classic or Express.
    pub variant: Variant,
    /// Who sat where: each player's name (at most [`MAX_NAME_CHARS`] characters), kind and bot.
    pub players: [super::PlayerInfo; 2],
    /// How many actions the record lists.
    pub actions: usize,
    /// The result the record claims, if any.
    pub result: Option<GameResult>,
    /// `created`, when it is a string of at most [`MAX_NAME_CHARS`] characters.
    pub created: Option<String>,
}

impl Header {
    /// The players' names, `Player::One`'s first.
    pub fn names(&self) -> [&str; 2] {
        [&self.players[0].name, &self.players[1].name]
    }
}

/// Why a header cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum HeaderError {
    /// The file cannot be read.
    #[error(transparent)]
    Read(#[from] ReadError),
    /// The text is not a well-formed record header.
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    /// The game it records is not legal (a listing that replays the record says so).
    #[error(transparent)]
    Replay(#[from] super::ReplayError),
}

impl From<super::RecordError> for HeaderError {
    fn from(e: super::RecordError) -> Self {
        match e {
            super::RecordError::Syntax(e) => Self::Syntax(e),
            super::RecordError::Replay(e) => Self::Replay(e),
        }
    }
}

impl Header {
    /// The header of a record that replays: its result is the one the replay computes (a
    /// finished game's scores and winner), never the one the file claims.
    pub fn of_replayed(record: &super::Record, replayed: &super::Replayed) -> Self {
        Self {
            variant: record.setup.variant,
            players: record.players.clone(),
            actions: record.actions.len(),
            result: super::result_of(&replayed.game),
            created: record
                .created
                .as_ref()
                .and_then(serde_json::Value::as_str)
                .filter(|c| c.chars().count() <= MAX_NAME_CHARS)
                .map(str::to_owned),
        }
    }
}

/// Reads the header of the record in `reader` (at most [`MAX_RECORD_BYTES`] of it, read into
/// memory and parsed there; the actions' contents are skipped, not kept).
///
/// # Errors
/// The first syntax fault of what is read (the actions' contents are not checked), or a source
/// that gives more than [`MAX_RECORD_BYTES`].
pub fn read_header(reader: impl Read) -> Result<Header, HeaderError> {
    // Read whole (bounded), then parsed from memory: parsing from a reader goes a byte at a
    // time through `Read` and was three times slower on large records.
    let mut bytes = Vec::new();
    reader
        .take(MAX_RECORD_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > MAX_RECORD_BYTES {
        return Err(ReadError::TooLarge { size: None }.into());
    }
    let mut notes = Notes::default();
    let mut de = serde_json::Deserializer::from_slice(&bytes);
    let read = HeaderSeed { notes: &mut notes }
        .deserialize(&mut de)
        .and_then(|h| de.end().map(|()| h));
    let header = match read {
        Ok(h) => h,
        Err(e) => {
            if let Some(fault) = notes.fault.take() {
                return Err(fault.into());
            }
            return Err(SyntaxError::from_json(&e).into());
        }
    };
    let HeaderWire {
        variant,
        players,
        actions,
        result,
        created,
    } = header;
    let missing = |field: &str| SyntaxError::Shape {
        line: 0,
        column: 0,
        message: format!("missing field `{field}`"),
    };
    let players = players.ok_or_else(|| missing("players"))?;
    for (i, p) in players.iter().enumerate() {
        check_name(&format!("players[{i}].name"), &p.name)?;
    }
    let result = result
        .as_ref()
        .map(super::convert::game_result)
        .transpose()?;
    let players = players.map(super::convert::player_info);
    Ok(Header {
        variant: variant_from(variant.ok_or_else(|| missing("variant"))?),
        players,
        actions: actions.ok_or_else(|| missing("actions"))?,
        result,
        created,
    })
}

struct HeaderWire {
    variant: Option<WireVariant>,
    players: Option<[WirePlayer; 2]>,
    actions: Option<usize>,
    result: Option<WireResult>,
    created: Option<String>,
}

struct HeaderSeed<'n> {
    notes: &'n mut Notes,
}

impl<'de> DeserializeSeed<'de> for HeaderSeed<'_> {
    type Value = HeaderWire;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<HeaderWire, D::Error> {
        d.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for HeaderSeed<'_> {
    type Value = HeaderWire;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a patchwork record (a JSON object)")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<HeaderWire, A::Error> {
        let notes = self.notes;
        let mut w = HeaderWire {
            variant: None,
            players: None,
            actions: None,
            result: None,
            created: None,
        };
        let (mut format_seen, mut version_seen) = (false, false);
        // A listing checks no more than it shows: unknown fields are skipped unread (no key
        // kept, no string copied); `verify` and loading check the whole file.
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "format" | "version" => {
                    let present = wire::read_header_field(&key, &mut map, notes)?;
                    if key == "format" {
                        format_seen = present;
                    } else {
                        version_seen = present;
                    }
                }
                "variant" => w.variant = map.next_value::<Option<WireVariant>>()?,
                "players" => w.players = map.next_value::<Option<[WirePlayer; 2]>>()?,
                "actions" => {
                    w.actions = map.next_value_seed(CountActions { notes: &mut *notes })?;
                }
                "result" => w.result = map.next_value::<Option<WireResult>>()?,
                "created" => w.created = map.next_value::<ShortText>()?.0,
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        let fault = if format_seen {
            None
        } else {
            Some(SyntaxError::WrongFormat {
                reason: "`format` is missing".to_owned(),
            })
        }
        .or_else(|| {
            (!version_seen).then(|| SyntaxError::UnknownVersion {
                found: "(missing)".to_owned(),
            })
        });
        if let Some(fault) = fault {
            notes.fault = Some(fault);
            return Err(de::Error::custom("wrong header"));
        }
        Ok(w)
    }
}

/// `actions` counted, each skipped unkept; `null` counts as absent.
struct CountActions<'n> {
    notes: &'n mut Notes,
}

impl<'de> DeserializeSeed<'de> for CountActions<'_> {
    type Value = Option<usize>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Option<usize>, D::Error> {
        d.deserialize_option(self)
    }
}

impl<'de> Visitor<'de> for CountActions<'_> {
    type Value = Option<usize>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a sequence")
    }

    fn visit_none<E: de::Error>(self) -> Result<Option<usize>, E> {
        Ok(None)
    }

    fn visit_unit<E: de::Error>(self) -> Result<Option<usize>, E> {
        Ok(None)
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Option<usize>, D::Error> {
        d.deserialize_seq(self)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Option<usize>, A::Error> {
        let mut n = 0;
        while seq.next_element::<IgnoredAny>()?.is_some() {
            n += 1;
            if n > MAX_ACTIONS {
                self.notes.fault = Some(SyntaxError::TooManyActions { limit: MAX_ACTIONS });
                return Err(de::Error::custom("too many actions"));
            }
        }
        Ok(Some(n))
    }
}

/// A string of at most [`MAX_NAME_CHARS`] characters, kept; anything else skipped.
struct ShortText(Option<String>);

impl<'de> serde::Deserialize<'de> for ShortText {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = ShortText;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("any JSON value")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<ShortText, E> {
                Ok(ShortText(
                    (v.chars().count() <= MAX_NAME_CHARS).then(|| v.to_owned()),
                ))
            }
            fn visit_bool<E: de::Error>(self, _: bool) -> Result<ShortText, E> {
                Ok(ShortText(None))
            }
            fn visit_i64<E: de::Error>(self, _: i64) -> Result<ShortText, E> {
                Ok(ShortText(None))
            }
            fn visit_u64<E: de::Error>(self, _: u64) -> Result<ShortText, E> {
                Ok(ShortText(None))
            }
            fn visit_f64<E: de::Error>(self, _: f64) -> Result<ShortText, E> {
                Ok(ShortText(None))
            }
            fn visit_unit<E: de::Error>(self) -> Result<ShortText, E> {
                Ok(ShortText(None))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<ShortText, A::Error> {
                while seq.next_element::<IgnoredAny>()?.is_some() {}
                Ok(ShortText(None))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<ShortText, A::Error> {
                while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
                Ok(ShortText(None))
            }
        }
        d.deserialize_any(V)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEAD: &str = r#"{"format": "patchwork-record", "version": 1, "variant": "express",
        "players": [{"name": "Ada", "kind": "human"}, {"name": "Ben", "kind": "bot", "bot": "greedy"}],
        "setup": {"circle": ["E0"], "first_player": 0}"#;

    fn header(rest: &str) -> Result<Header, String> {
        read_header(format!("{HEAD}{rest}").as_bytes()).map_err(|e| e.to_string())
    }

    #[test]
    fn actions_are_counted_not_checked_and_unknown_fields_skipped() {
        let h = header(
            r#", "actions": [{"type": "advance", "player": 0}, {"anything": [1, 2]}, 3],
            "created": "2026-01-02T03:04:05Z", "notes": {"a": [{"b": "c"}]}}"#,
        )
        .expect("a header");
        assert_eq!(h.variant, Variant::Express);
        assert_eq!(h.names(), ["Ada", "Ben"]);
        assert_eq!(h.actions, 3);
        assert_eq!(h.result, None);
        assert_eq!(h.created.as_deref(), Some("2026-01-02T03:04:05Z"));
    }

    #[test]
    fn the_header_faults_are_the_record_faults() {
        let no_format = read_header(&br#"{"version": 1}"#[..]).map_err(|e| e.to_string());
        assert_eq!(
            no_format.err().as_deref(),
            Some("not a patchwork record: `format` is missing")
        );
        let long = r#", "actions": [], "x": 0}"#;
        let named = read_header(
            format!(
                r#"{{"format": "patchwork-record", "version": 1, "variant": "classic",
                "players": [{{"name": "{}", "kind": "human"}}, {{"name": "B", "kind": "human"}}]{long}"#,
                "n".repeat(65)
            )
            .as_bytes(),
        )
        .map_err(|e| e.to_string());
        assert_eq!(
            named.err().as_deref(),
            Some("`players[0].name` is too long: 65 characters, at most 64 characters")
        );
        let many = format!(", \"actions\": [{}0]}}", "0, ".repeat(MAX_ACTIONS));
        assert_eq!(
            header(&many).err().as_deref(),
            Some("too many actions: a record holds at most 200 (no game lasts more than 106)")
        );
    }

    #[test]
    fn a_source_past_the_size_limit_is_cut_off() {
        let padded = format!(
            ", \"actions\": [], \"pad\": \"{}\"}}",
            " ".repeat(MAX_RECORD_BYTES as usize)
        );
        assert_eq!(
            header(&padded).err().as_deref(),
            Some("file too large: more than 2097152 bytes (a record may have at most 2097152)")
        );
    }
}
