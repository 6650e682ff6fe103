//! The JSON shapes of record format v1, exactly as they are written, with serde. These types
//! know nothing of the rules: patch ids stay as written (integer or string) and players as
//! numbers, until [`super`] resolves them against the variant.

use std::collections::HashSet;
use std::fmt;

use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize, Serializer};

/// The top level of a record. Reading keeps each action as raw JSON (`A = serde_json::Value`) so
/// a malformed action is reported with its number; writing uses [`WireAction`].
#[derive(Debug, Serialize, Deserialize)]
pub(crate) struct WireRecord<A = WireAction> {
    pub format: String,
    pub version: u64,
    pub variant: WireVariant,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<WireBoard>,
    pub players: [WirePlayer; 2],
    pub setup: WireSetup,
    pub actions: Vec<A>,
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

#[derive(Debug, Serialize, Deserialize)]
pub(crate) struct WirePlayer {
    pub name: String,
    pub kind: WireKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
}

#[derive(Debug, Serialize, Deserialize)]
pub(crate) struct WireSetup {
    pub circle: Vec<WirePatchId>,
    pub first_player: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blue_order: Option<Vec<WirePatchId>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum WireActionType {
    Advance,
    Patch,
}

/// One action; the field order is the canonical key order of `perft --divide`.
#[derive(Debug, Serialize, Deserialize)]
pub(crate) struct WireAction {
    #[serde(rename = "type")]
    pub kind: WireActionType,
    pub player: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub patch: Option<WirePatchId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cells: Option<Vec<[i64; 2]>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leather: Option<Vec<Option<[i64; 2]>>>,
}

#[derive(Debug, Serialize, Deserialize)]
pub(crate) struct WireResult {
    pub scores: [i64; 2],
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
            WirePatchId::Str(s) => write!(f, "{s:?}"),
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

/// A first pass over any JSON value that fails on the first object with a repeated key.
///
/// `serde_json` attaches the line and column where the visitor stopped to the error.
pub(crate) struct NoDuplicateKeys;

impl<'de> Deserialize<'de> for NoDuplicateKeys {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(NoDuplicateKeys)
    }
}

impl<'de> Visitor<'de> for NoDuplicateKeys {
    type Value = NoDuplicateKeys;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_unit<E: de::Error>(self) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_none<E: de::Error>(self) -> Result<Self, E> {
        Ok(self)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Self, D::Error> {
        d.deserialize_any(NoDuplicateKeys)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self, A::Error> {
        while seq.next_element::<NoDuplicateKeys>()?.is_some() {}
        Ok(self)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self, A::Error> {
        let mut seen = HashSet::new();
        while let Some(key) = map.next_key::<String>()? {
            if !seen.insert(key.clone()) {
                return Err(de::Error::custom(format_args!("duplicate key `{key}`")));
            }
            map.next_value::<NoDuplicateKeys>()?;
        }
        Ok(self)
    }
}
