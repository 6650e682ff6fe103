//! Text taken from files, file names and the command line, made safe to show on a terminal.
//!
//! A record is untrusted input: its strings (and the name of the file it came in) may hold
//! control characters, such as an escape sequence that rewrites the terminal, a carriage return
//! or a newline that forges another line, or a bidirectional override that reorders what is
//! shown. [`escape`] shows each such character visibly as `\u{HEX}`, so one value prints as one
//! harmless run of text. It is the one sanitiser: everything the command line prints from a
//! file or an argument goes through it (`docs/verify.md`), and so must every name or other
//! untrusted text the terminal app draws.
//!
//! ```
//! use patchwork::text::escape;
//!
//! assert_eq!(escape("game.json"), "game.json");
//! assert_eq!(escape("a\u{1b}[2Jb\nc"), r"a\u{1b}[2Jb\u{a}c");
//! assert_eq!(escape("x\u{202e}y"), r"x\u{202e}y");
//! ```

use std::borrow::Cow;
use std::fmt::Write as _;

/// Whether `c` must not reach a terminal as it is: a control character (C0, DEL, C1) or a
/// character that changes the direction of the text around it (marks, embeddings, overrides and
/// isolates).
pub fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
        )
}

/// The one sanitiser for untrusted text on a terminal (command line and app alike): `s` with
/// every [unsafe](is_unsafe) character written as `\u{HEX}` (lower-case hexadecimal,
/// no leading zeros, as Rust writes it); borrowed when there is none.
pub fn escape(s: &str) -> Cow<'_, str> {
    if !s.chars().any(is_unsafe) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if is_unsafe(c) {
            let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_is_borrowed_and_unchanged() {
        assert!(matches!(
            escape("ok: é ✓ 漢字"),
            Cow::Borrowed("ok: é ✓ 漢字")
        ));
    }

    #[test]
    fn every_control_and_direction_character_is_escaped() {
        for c in (0u32..0x20).chain(0x7f..0xa0).filter_map(char::from_u32) {
            let s = c.to_string();
            assert_eq!(escape(&s), format!("\\u{{{:x}}}", u32::from(c)));
        }
        for c in [
            '\u{61c}', '\u{200e}', '\u{200f}', '\u{202a}', '\u{202b}', '\u{202c}', '\u{202d}',
            '\u{202e}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}',
        ] {
            assert!(!escape(&c.to_string()).chars().any(is_unsafe));
        }
        assert_eq!(escape("\u{1b}[31mok"), "\\u{1b}[31mok");
    }

    #[test]
    fn override_escape_bell_and_nul_are_shown_not_obeyed() {
        let name = "Ada\u{202e}nimdA\u{1b}]0;owned\u{7}\u{0}!";
        let shown = escape(name);
        assert_eq!(shown, "Ada\\u{202e}nimdA\\u{1b}]0;owned\\u{7}\\u{0}!");
        assert!(!shown.chars().any(is_unsafe));
        // Showing it again changes nothing: the output holds no unsafe character.
        assert_eq!(escape(&shown), shown);
        for isolate in ['\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}'] {
            assert!(is_unsafe(isolate));
        }
    }
}
