//! The strict readers under the record's JSON shapes: any object refuses a repeated key (at any
//! depth, in unknown fields too), and an informative field's value is kept only within its
//! budget of values and text ([`MAX_INFO_VALUES`], [`MAX_INFO_TEXT_BYTES`]).

use std::collections::HashSet;
use std::fmt;

use serde::Deserialize;
use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::Value;

use crate::record::error::SyntaxError;
use crate::record::{MAX_INFO_TEXT_BYTES, MAX_INFO_VALUES};

/// A first pass over any JSON value that fails on the first object with a repeated key.
///
/// `serde_json` attaches the line and column where the visitor stopped to the error.
pub(super) struct NoDuplicateKeys;

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
        // Keys borrowed from the text where they can be (no escapes): an object of many keys is
        // checked without a copy of each.
        let mut seen: HashSet<Key<'de>> = HashSet::new();
        while let Some(key) = map.next_key::<Key<'de>>()? {
            if seen.contains(&key) {
                return Err(de::Error::custom(format_args!("duplicate key `{}`", key.0)));
            }
            seen.insert(key);
            map.next_value::<NoDuplicateKeys>()?;
        }
        Ok(self)
    }
}

/// An object key, borrowed from the text when it has no escapes.
#[derive(PartialEq, Eq, Hash)]
struct Key<'de>(std::borrow::Cow<'de, str>);

impl<'de> Deserialize<'de> for Key<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Key<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a key")
            }
            fn visit_borrowed_str<E: de::Error>(self, v: &'de str) -> Result<Key<'de>, E> {
                Ok(Key(std::borrow::Cow::Borrowed(v)))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Key<'de>, E> {
                Ok(Key(std::borrow::Cow::Owned(v.to_owned())))
            }
            fn visit_string<E: de::Error>(self, v: String) -> Result<Key<'de>, E> {
                Ok(Key(std::borrow::Cow::Owned(v)))
            }
        }
        d.deserialize_str(V)
    }
}

/// A JSON value kept as it is (the informative fields), refusing a repeated key at any depth
/// and stopping as soon as it holds more than [`MAX_INFO_VALUES`] values or
/// [`MAX_INFO_TEXT_BYTES`] bytes of text.
pub(super) struct KeptValue(pub(super) Value);

/// What a [`KeptValue`] may still hold: values and bytes of text. `over` says which limit was
/// passed, once one was.
#[derive(Debug)]
pub(super) struct Budget {
    values: usize,
    text: usize,
    over: Option<&'static str>,
}

impl Budget {
    pub(super) fn new() -> Self {
        Self {
            values: MAX_INFO_VALUES,
            text: MAX_INFO_TEXT_BYTES,
            over: None,
        }
    }

    fn value<E: de::Error>(&mut self) -> Result<(), E> {
        if self.values == 0 {
            self.over = Some("values");
            return Err(E::custom("too many values"));
        }
        self.values -= 1;
        Ok(())
    }

    fn text<E: de::Error>(&mut self, len: usize) -> Result<(), E> {
        if len > self.text {
            self.over = Some("text");
            return Err(E::custom("too much text"));
        }
        self.text -= len;
        Ok(())
    }

    /// The fault for the field `field` once a limit was passed.
    pub(super) fn fault(&self, field: &str) -> Option<SyntaxError> {
        let (found, limit) = self.passed()?;
        Some(SyntaxError::TooLong {
            field: field.to_owned(),
            found,
            limit,
        })
    }

    /// What was found and the limit it passed, in words, once a limit was passed.
    fn passed(&self) -> Option<(String, String)> {
        Some(match self.over? {
            "values" => (
                format!("more than {MAX_INFO_VALUES} JSON values"),
                format!("{MAX_INFO_VALUES} values"),
            ),
            _ => (
                format!("more than {MAX_INFO_TEXT_BYTES} bytes of text"),
                format!("{MAX_INFO_TEXT_BYTES} bytes"),
            ),
        })
    }
}

/// Reads one [`KeptValue`] against a shared [`Budget`].
struct KeptSeed<'b> {
    budget: &'b mut Budget,
}

impl<'de> DeserializeSeed<'de> for KeptSeed<'_> {
    type Value = KeptValue;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<KeptValue, D::Error> {
        d.deserialize_any(self)
    }
}

/// An informative field where `null` counts as absent, read against a fresh [`Budget`] that is
/// handed back so the caller can name the field that passed it.
pub(super) struct OptionalKept<'b>(pub(super) &'b mut Budget);

impl<'de> DeserializeSeed<'de> for OptionalKept<'_> {
    type Value = Option<KeptValue>;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        KeptSeed { budget: self.0 }
            .deserialize(d)
            .map(|k| (k.0 != Value::Null).then_some(k))
    }
}

impl<'de> Visitor<'de> for KeptSeed<'_> {
    type Value = KeptValue;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E: de::Error>(self, v: bool) -> Result<KeptValue, E> {
        self.budget.value()?;
        Ok(KeptValue(Value::Bool(v)))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<KeptValue, E> {
        self.budget.value()?;
        Ok(KeptValue(Value::from(v)))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<KeptValue, E> {
        self.budget.value()?;
        Ok(KeptValue(Value::from(v)))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<KeptValue, E> {
        self.budget.value()?;
        Ok(KeptValue(Value::from(v)))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<KeptValue, E> {
        self.budget.value()?;
        self.budget.text(v.len())?;
        Ok(KeptValue(Value::String(v.to_owned())))
    }
    fn visit_unit<E: de::Error>(self) -> Result<KeptValue, E> {
        self.budget.value()?;
        Ok(KeptValue(Value::Null))
    }
    fn visit_none<E: de::Error>(self) -> Result<KeptValue, E> {
        self.visit_unit()
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<KeptValue, D::Error> {
        self.deserialize(d)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<KeptValue, A::Error> {
        self.budget.value()?;
        let mut items = Vec::new();
        while let Some(KeptValue(v)) = seq.next_element_seed(KeptSeed {
            budget: &mut *self.budget,
        })? {
            items.push(v);
        }
        Ok(KeptValue(Value::Array(items)))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<KeptValue, A::Error> {
        self.budget.value()?;
        let mut object = serde_json::Map::new();
        while let Some(key) = map.next_key::<String>()? {
            self.budget.text(key.len())?;
            if object.contains_key(&key) {
                return Err(duplicate(&key));
            }
            let KeptValue(v) = map.next_value_seed(KeptSeed {
                budget: &mut *self.budget,
            })?;
            object.insert(key, v);
        }
        Ok(KeptValue(Value::Object(object)))
    }
}

/// A value the record's variant may ignore (`board` in Express, `blue_order` in classic): kept
/// as it is, within an informative field's budget, and read as what it should be only where the
/// variant uses it. `null` counts as absent.
#[derive(Debug)]
pub(crate) struct Ignorable(pub(crate) Value);

impl<'de> Deserialize<'de> for Ignorable {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut budget = Budget::new();
        let kept = OptionalKept(&mut budget).deserialize(d);
        if let Some((found, _)) = budget.passed() {
            return Err(de::Error::custom(format_args!("the value holds {found}")));
        }
        Ok(Ignorable(kept?.map_or(Value::Null, |k| k.0)))
    }
}

fn duplicate<E: de::Error>(key: &str) -> E {
    E::custom(format_args!("duplicate key `{key}`"))
}

/// Reads one JSON object's entries: refuses a repeated key, hands each key to `field`, which
/// reads the value and says whether it knew the key, and skips unknown keys' values (checking
/// them for repeated keys too).
pub(super) fn read_object<'de, A: MapAccess<'de>>(
    map: &mut A,
    mut field: impl FnMut(&str, &mut A) -> Result<bool, A::Error>,
) -> Result<(), A::Error> {
    let mut seen: HashSet<String> = HashSet::new();
    while let Some(key) = map.next_key::<String>()? {
        if seen.contains(&key) {
            return Err(duplicate(&key));
        }
        if !field(&key, map)? {
            map.next_value::<NoDuplicateKeys>()?;
        }
        seen.insert(key);
    }
    Ok(())
}

pub(super) fn required<T, E: de::Error>(value: Option<T>, name: &'static str) -> Result<T, E> {
    value.ok_or_else(|| E::missing_field(name))
}
