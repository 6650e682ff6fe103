//! How each terminal shows right-to-left text, as its player chose on the check screen
//! ([`Rendering`]): kept in the data directory's `display.json`, one choice per terminal (its
//! `TERM` and `TERM_PROGRAM`, since one person may use several); a server keeps its guests'
//! per SSH key in the same form. Read bounded and written atomically like the progress files;
//! a broken file is reported and never written over.

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};

pub use super::progress::DISPLAY_FILE;
use super::progress::{self, Kept};
use crate::i18n::bidi::Rendering;
use crate::learn::progress::Checked;

/// The most terminals (or keys) one file keeps.
const MAX_ENTRIES: usize = 1024;
/// The longest name of a terminal (or key) kept.
const MAX_KEY_CHARS: usize = 200;

/// The choices: a rendering's name for each terminal or key.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choices {
    /// The rendering's name ([`Rendering::name`]) by terminal or key.
    pub terminals: BTreeMap<String, String>,
}

impl Checked for Choices {
    fn checked(self) -> Result<Self, String> {
        if self.terminals.len() > MAX_ENTRIES {
            return Err(format!("more than {MAX_ENTRIES} terminals"));
        }
        for (key, name) in &self.terminals {
            if key.chars().count() > MAX_KEY_CHARS {
                return Err(format!("a terminal's name is longer than {MAX_KEY_CHARS}"));
            }
            if Rendering::from_name(name).is_none() {
                return Err(format!(
                    "{}: no such rendering",
                    crate::text::Shown::new(name)
                ));
            }
        }
        Ok(self)
    }
}

impl Choices {
    /// The rendering chosen for `key`, if one was.
    pub fn get(&self, key: &str) -> Option<Rendering> {
        self.terminals
            .get(key)
            .and_then(|name| Rendering::from_name(name))
    }

    /// `rendering` chosen for `key` (the oldest entry gives way when the file is full).
    pub fn set(&mut self, key: &str, rendering: Rendering) {
        let key: String = key.chars().take(MAX_KEY_CHARS).collect();
        if !self.terminals.contains_key(&key) && self.terminals.len() >= MAX_ENTRIES {
            let first = self.terminals.keys().next().cloned();
            if let Some(first) = first {
                self.terminals.remove(&first);
            }
        }
        self.terminals.insert(key, rendering.name().to_owned());
    }
}

/// This terminal as the choices name it: its `TERM` and `TERM_PROGRAM` (tmux, GNOME Terminal,
/// kitty: each shows Persian its own way).
pub fn terminal_key() -> String {
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    let key = format!("{}/{}", var("TERM"), var("TERM_PROGRAM"));
    key.chars().take(MAX_KEY_CHARS).collect()
}

/// The choices kept in the data directory `dir`.
pub fn load(dir: &Path) -> Kept<Choices> {
    progress::load(dir, DISPLAY_FILE)
}

/// Keeps `rendering` for `key` in the data directory `dir`, beside the choices of other
/// terminals.
///
/// # Errors
/// The file is broken (it is left as it is), or the system's error writing it.
pub fn keep(dir: &Path, key: &str, rendering: Rendering) -> Result<(), String> {
    let mut kept = load(dir);
    if let Some(why) = kept.broken {
        return Err(why);
    }
    kept.value.set(key, rendering);
    progress::store(dir, DISPLAY_FILE, &progress::text(&kept.value)).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_terminal_keeps_its_own_choice() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        assert_eq!(load(dir.path()).value.get("xterm/"), None);
        keep(dir.path(), "xterm/", Rendering::Visual).expect("kept");
        keep(dir.path(), "xterm-kitty/", Rendering::Words).expect("kept");
        keep(dir.path(), "xterm/", Rendering::Terminal).expect("kept");
        let choices = load(dir.path()).value;
        assert_eq!(choices.get("xterm/"), Some(Rendering::Terminal));
        assert_eq!(choices.get("xterm-kitty/"), Some(Rendering::Words));
    }

    #[test]
    fn a_broken_file_is_told_and_left_as_it_is() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join(DISPLAY_FILE);
        std::fs::write(&path, r#"{"terminals": {"xterm/": "sideways"}}"#).expect("written");
        let kept = load(dir.path());
        assert!(kept.broken.is_some_and(|why| why.contains("sideways")));
        assert!(keep(dir.path(), "xterm/", Rendering::Visual).is_err());
        let text = std::fs::read_to_string(&path).expect("read");
        assert!(text.contains("sideways"), "{text}");
    }

    #[test]
    fn the_file_stays_bounded() {
        let mut choices = Choices::default();
        for i in 0..MAX_ENTRIES + 10 {
            choices.set(&format!("term{i:05}"), Rendering::Visual);
        }
        assert_eq!(choices.terminals.len(), MAX_ENTRIES);
        choices.set(&"x".repeat(1000), Rendering::Words);
        assert!(
            choices
                .terminals
                .keys()
                .all(|k| k.chars().count() <= MAX_KEY_CHARS)
        );
    }
}
