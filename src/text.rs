//! Text from outside (files, file names, records) made safe to print on a terminal.

use std::borrow::Cow;

/// `s` with every control character and bidirectional-override character shown visibly as
/// `\u{…}`, so text from a file can neither move the cursor nor disguise itself. Text without
/// such characters is returned as it is.
pub fn escape(s: &str) -> Cow<'_, str> {
    if !s.chars().any(needs_escape) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if needs_escape(c) {
            out.push_str(&c.escape_unicode().to_string());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// Control characters, and the characters that reorder or hide text (bidirectional overrides,
/// isolates and marks; zero-width characters).
fn needs_escape(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
}

#[cfg(test)]
mod tests {
    use super::escape;

    #[test]
    fn controls_and_overrides_are_shown_plain_text_is_kept() {
        assert_eq!(escape("Ada"), "Ada");
        assert_eq!(escape("a\u{1b}[2Jb"), "a\\u{1b}[2Jb");
        assert_eq!(escape("x\u{202e}y\n"), "x\\u{202e}y\\u{a}");
    }
}
