//! Text taken from files, file names and the command line, made safe to show on a terminal.
//!
//! A record is untrusted input: its strings (and the name of the file it came in) may hold
//! control characters, such as an escape sequence that rewrites the terminal, a carriage return
//! or a newline that forges another line, or a bidirectional override that reorders what is
//! shown, or an invisible character (a line or paragraph separator, a soft hyphen, a zero-width
//! joiner, a filler) that one terminal draws and another does not, so that the width the screen
//! measures is not the width drawn and old text stays beside it. [`escape`] shows each such
//! character visibly as `\u{HEX}`, so one value prints as one harmless run of text whose width
//! is the sum of its characters' widths. It is the one sanitiser: everything the command line prints from a
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

mod assigned;

/// Whether `c` must not reach a terminal as it is:
/// - a control character (C0, DEL, C1);
/// - a character that changes the direction of the text around it (marks, embeddings,
///   overrides and isolates);
/// - the line and paragraph separators (U+2028, U+2029);
/// - a format character or a default-ignorable code point (Unicode's
///   `Default_Ignorable_Code_Point` and the format characters outside it: soft hyphen,
///   zero-width space and joiners, word joiner and invisible operators, variation selectors,
///   the Hangul fillers, the byte order mark, interlinear annotation, tags, the Arabic and
///   Syriac number signs, the Egyptian hieroglyph format controls), which terminals draw with
///   differing widths or not at all;
/// - the emoji skin-tone modifiers, which one terminal joins to the emoji before them (two
///   cells) and another draws beside it (four);
/// - a code point not assigned in Unicode 14.0 (2021): unassigned ones and noncharacters, which
///   a terminal draws with no width or as a replacement, and characters of later versions,
///   which a terminal whose tables are older (glibc's before 2.37, say) draws at another width
///   than the one measured (an emoji of Unicode 15, two columns measured, none drawn);
/// - the halfwidth katakana sound marks (U+FF9E, U+FF9F), which extend the character before
///   them to the width tables the screen measures with (no column) and take one column of
///   their own in glibc's;
/// - the characters glibc's `wcwidth` draws at another width than `unicode-width` (what the
///   screen measures with) measures them: the trigrams, some spacing marks and fillers, some
///   circled numbers (`assigned::DISPUTED`);
/// - a spacing mark (a vowel sign of Devanagari or Thai, say): it joins the letter before it,
///   and the screen measures the two as two columns where a terminal such as tmux draws one.
pub fn is_unsafe(c: char) -> bool {
    c.is_control()
        || !assigned_by_unicode_14(c)
        || in_ranges(assigned::DISPUTED, c)
        || spacing_mark(c)
        || matches!(
            c,
            '\u{00ad}'
                | '\u{034f}'
                | '\u{0600}'..='\u{0605}'
                | '\u{061c}'
                | '\u{06dd}'
                | '\u{070f}'
                | '\u{0890}'..='\u{0891}'
                | '\u{08e2}'
                | '\u{115f}'..='\u{1160}'
                | '\u{17b4}'..='\u{17b5}'
                | '\u{180b}'..='\u{180f}'
                | '\u{200b}'..='\u{200f}'
                | '\u{2028}'..='\u{202e}'
                | '\u{2060}'..='\u{206f}'
                | '\u{3164}'
                | '\u{fe00}'..='\u{fe0f}'
                | '\u{feff}'
                | '\u{ffa0}'
                | '\u{fff0}'..='\u{fffb}'
                | '\u{110bd}'
                | '\u{110cd}'
                | '\u{13430}'..='\u{1345f}'
                | '\u{1bca0}'..='\u{1bca3}'
                | '\u{1f3fb}'..='\u{1f3ff}'
                | '\u{1d173}'..='\u{1d17a}'
                | '\u{e0000}'..='\u{e0fff}'
                | '\u{ff9e}'..='\u{ff9f}'
        )
}

/// Whether `c` was assigned by Unicode 14.0 (any general category but `Cn`).
fn assigned_by_unicode_14(c: char) -> bool {
    // Everything below U+0378 is assigned: most text never searches the table.
    u32::from(c) < 0x378 || in_ranges(assigned::ASSIGNED, c)
}

/// Whether `c` is in one of `ranges` (inclusive, in order).
fn in_ranges(ranges: &[(u32, u32)], c: char) -> bool {
    let c = u32::from(c);
    ranges
        .binary_search_by(|&(first, last)| {
            if last < c {
                std::cmp::Ordering::Less
            } else if first > c {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        })
        .is_ok()
}

/// Whether [`escape`] changes `s`: it holds an [unsafe](is_unsafe) character, or a grapheme
/// that is drawn at another width than measured (see [`escape`]).
pub fn needs_escape(s: &str) -> bool {
    use unicode_segmentation::UnicodeSegmentation;
    s.graphemes(true).any(spoilt)
        || s.graphemes(true)
            .zip(s.graphemes(true).skip(1))
            .any(|(a, b)| !additive(a, b))
}

/// Whether the grapheme `g` is escaped after its first character: it holds an unsafe
/// character; or two characters that each take columns (a Hangul jamo and a syllable, two
/// regional indicators: a terminal may draw them in fewer columns than measured, or more); or
/// it starts with a mark, with nothing before it to combine with.
fn spoilt(g: &str) -> bool {
    let taking_columns = g
        .chars()
        .filter(|&c| unicode_width::UnicodeWidthChar::width(c).is_some_and(|w| w > 0))
        .nth(1)
        .is_some();
    g.chars().next().is_some_and(is_mark)
        || taking_columns
        || invisible(g)
        || g.chars().any(is_unsafe)
}

/// Whether the grapheme `g` takes no column at all (a Hangul vowel or final jamo with no
/// initial before it): a terminal draws nothing, and a name could hide in it.
fn invisible(g: &str) -> bool {
    unicode_width::UnicodeWidthStr::width(g) == 0
}

/// Whether `a` then `b` are measured as wide together as apart: not so for an Arabic lam and
/// alef, or two Lisu tone letters, which `unicode-width` measures as one ligature and a
/// terminal draws apart.
fn additive(a: &str, b: &str) -> bool {
    use unicode_width::UnicodeWidthStr;
    let mut both = String::with_capacity(a.len() + b.len());
    both.push_str(a);
    both.push_str(b);
    both.width() == a.width() + b.width()
}

/// The one sanitiser for untrusted text on a terminal (command line and app alike): `s` with
/// every [unsafe](is_unsafe) character written as `\u{HEX}` (lower-case hexadecimal,
/// no leading zeros, as Rust writes it); borrowed when there is none. It goes grapheme by
/// grapheme, as the screen measures text: in a grapheme with an unsafe character, or with two
/// characters that each take columns (a Hangul jamo and a syllable, a flag's two regional
/// indicators, which terminals join or not), every character after its first is escaped too
/// (a combining mark left after an escape would join its `}` and be drawn at another width than
/// measured), and a grapheme that starts with a mark (nothing before it to combine with) is
/// escaped whole.
pub fn escape(s: &str) -> Cow<'_, str> {
    escape_as(s, |out, c| {
        let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
    })
}

/// A message for people, made from a catalogue whose arguments were escaped already ([`Shown`]):
/// [`escape`]d, but for what a catalogue's words need and cannot harm a terminal: the zero-width
/// non-joiner of Persian words, and each first-strong isolate closed by its pop (Fluent's marks
/// round an argument). An isolate left open is escaped, as everything else unsafe is.
pub fn escape_message(s: &str) -> String {
    const ZWNJ: char = '\u{200c}';
    const FSI: char = '\u{2068}';
    const PDI: char = '\u{2069}';
    let chars: Vec<(usize, char)> = s.char_indices().collect();
    let mut kept = vec![false; chars.len()];
    let mut open = Vec::new();
    for (k, &(_, c)) in chars.iter().enumerate() {
        match c {
            ZWNJ => kept[k] = true,
            FSI => open.push(k),
            PDI => {
                if let Some(o) = open.pop() {
                    kept[o] = true;
                    kept[k] = true;
                }
            }
            _ => {}
        }
    }
    let mut out = String::with_capacity(s.len());
    let mut start = 0;
    for (k, &(at, c)) in chars.iter().enumerate() {
        if kept[k] {
            out.push_str(&escape(&s[start..at]));
            out.push(c);
            start = at + c.len_utf8();
        }
    }
    out.push_str(&escape(&s[start..]));
    out
}

/// [`escape`] for a JSON string (its text between the quotes, escaped by JSON already or
/// not): the same characters, written as JSON escapes ([`json_code`]), so the string decodes
/// to the exact text.
pub fn escape_json(s: &str) -> Cow<'_, str> {
    escape_as(s, |out, c| out.push_str(&json_code(c)))
}

/// [`escape`], each escaped character written by `code`.
fn escape_as(s: &str, code: impl Fn(&mut String, char)) -> Cow<'_, str> {
    use unicode_segmentation::UnicodeSegmentation;
    if !needs_escape(s) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    // The grapheme written before: a pair measured apart from how it draws (a lam then an
    // alef, measured as one ligature) is broken by writing the second one's codes.
    let mut before = String::new();
    for g in s.graphemes(true) {
        let spoilt = spoilt(g);
        // A grapheme whose first character takes no column (a mark, a lone Hangul vowel or
        // final) goes whole: left alone, that character would be drawn as nothing.
        let whole = g.chars().next().is_some_and(|c| {
            is_mark(c) || unicode_width::UnicodeWidthChar::width(c).is_none_or(|w| w == 0)
        });
        let mut written = String::with_capacity(g.len());
        for (k, c) in g.chars().enumerate() {
            if is_unsafe(c) || (spoilt && (k > 0 || whole)) {
                code(&mut written, c);
            } else {
                written.push(c);
            }
        }
        if !before.is_empty() && !additive(&before, &written) {
            written.clear();
            for c in g.chars() {
                code(&mut written, c);
            }
        }
        out.push_str(&written);
        before = written;
    }
    Cow::Owned(out)
}

/// Whether `c` is a mark that takes a column of its own to the width tables but joins the
/// character before it (a grapheme's spacing mark).
fn spacing_mark(c: char) -> bool {
    u32::from(c) >= 0x0300
        && unicode_width::UnicodeWidthChar::width(c).is_some_and(|w| w > 0)
        && is_mark(c)
}

/// Whether `c` extends the grapheme before it and is not a letter of its own: what a grapheme
/// cluster's first character should never be. Told by the segmentation itself: `c` after a
/// space makes one grapheme with it.
fn is_mark(c: char) -> bool {
    use unicode_segmentation::UnicodeSegmentation;
    let mut pair = [0u8; 8];
    pair[0] = b' ';
    let n = 1 + c.encode_utf8(&mut pair[1..]).len();
    std::str::from_utf8(&pair[..n]).is_ok_and(|t| t.graphemes(true).count() == 1)
}

/// `c` as a JSON string escape: `\uXXXX` (four lower-case hexadecimal digits), or a surrogate
/// pair of them for a character beyond U+FFFF, as JSON writes those (`\ud83e\udee8`): what a
/// JSON line writes for an [unsafe](is_unsafe) character, so the line stays valid JSON and
/// decodes to the exact text.
pub fn json_code(c: char) -> String {
    let mut units = [0u16; 2];
    c.encode_utf16(&mut units)
        .iter()
        .fold(String::with_capacity(12), |mut out, unit| {
            let _ = write!(out, "\\u{unit:04x}");
            out
        })
}

/// Untrusted text made safe to show: escaped once ([`escape`]) and carried as such, the one
/// type the program draws or prints a name, a file name or anything read from outside as. Its
/// width as measured is the width a terminal draws.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Shown(String);

impl Shown {
    /// `raw`, escaped.
    pub fn new(raw: &str) -> Self {
        Self(escape(raw).into_owned())
    }

    /// A path as the system displays it, escaped.
    pub fn path(path: &std::path::Path) -> Self {
        Self::new(&path.display().to_string())
    }

    /// The escaped text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The escaped text, owned.
    pub fn into_string(self) -> String {
        self.0
    }
}

impl std::fmt::Display for Shown {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::ops::Deref for Shown {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl From<Shown> for String {
    fn from(s: Shown) -> Self {
        s.0
    }
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
    fn invisible_and_separator_characters_are_shown() {
        // The names that broke the screen: each character shows as its code.
        for (c, shown) in [
            ('\u{2028}', "\\u{2028}"),
            ('\u{2029}', "\\u{2029}"),
            ('\u{ad}', "\\u{ad}"),
            ('\u{200d}', "\\u{200d}"),
            ('\u{3164}', "\\u{3164}"),
            ('\u{feff}', "\\u{feff}"),
            ('\u{fe0f}', "\\u{fe0f}"),
            ('\u{e0041}', "\\u{e0041}"),
        ] {
            assert_eq!(escape(&format!("Bo{c}b")), format!("Bo{shown}b"));
        }
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

    #[test]
    fn marks_never_join_an_escape_and_never_start_a_grapheme() {
        // A spacing mark after an unknown character would join the escape's `}`.
        assert_eq!(escape("a\u{15089}\u{16f78}b"), r"a\u{15089}\u{16f78}b");
        // A mark with nothing before it to combine with.
        assert_eq!(escape("\u{301}x"), r"\u{301}x");
        // A mark of no width on a letter stays: é written as e and its accent.
        assert_eq!(escape("Ame\u{301}lie"), "Ame\u{301}lie");
        // A spacing mark (a Hindi, a Thai vowel sign) joins its letter: two columns measured,
        // one drawn by tmux.
        assert_eq!(escape("\u{915}\u{93e}"), "\u{915}\\u{93e}");
        assert_eq!(escape("\u{e01}\u{e33}"), "\u{e01}\\u{e33}");
        // Two characters that take columns in one grapheme: a jamo before a syllable, a flag.
        assert_eq!(escape("\u{a96c}\u{c79b}"), "\u{a96c}\\u{c79b}");
        assert_eq!(escape("\u{1f1eb}\u{1f1f7}"), "\u{1f1eb}\\u{1f1f7}");
        // A modern Korean syllable, a jamo syllable of three (one column taken) stay.
        assert_eq!(escape("\u{d55c}"), "\u{d55c}");
        assert_eq!(
            escape("\u{1100}\u{1161}\u{11a8}"),
            "\u{1100}\u{1161}\u{11a8}"
        );
        // A grapheme of no width at all (a Hangul vowel with no initial), and a lam-alef, which
        // the width tables measure as one ligature column.
        assert_eq!(escape("\u{1161}Ada"), r"\u{1161}Ada");
        assert_eq!(escape("\u{d7cb}\u{1134b}"), r"\u{d7cb}\u{1134b}");
        assert_eq!(escape("\u{644}\u{627}"), "\u{644}\\u{627}");
        // Characters terminals draw at other widths than measured: a trigram, a circled 10.
        assert_eq!(escape("\u{2630}\u{3248}"), r"\u{2630}\u{3248}");
    }

    #[test]
    fn json_codes_are_valid_json_beyond_the_first_plane() {
        assert_eq!(json_code('\u{1b}'), "\\u001b");
        assert_eq!(json_code('\u{1fae8}'), "\\ud83e\\udee8");
        for c in ['\u{202e}', '\u{1fae8}', '\u{10ffff}', '\u{e0041}'] {
            let line = format!("\"a{}b\"", json_code(c));
            let back: String = serde_json::from_str(&line).expect("valid JSON");
            assert_eq!(back, format!("a{c}b"));
        }
    }

    #[test]
    fn code_points_a_terminal_may_not_know_are_shown() {
        // Unassigned, noncharacters, Unicode 15 and 16 emoji, a halfwidth sound mark.
        for c in [
            '\u{378}',
            '\u{530}',
            '\u{d7ff}',
            '\u{fdd0}',
            '\u{fffe}',
            '\u{10ffff}',
            '\u{1f8c0}',
            '\u{1fae8}',
            '\u{1fae9}',
            '\u{ff9e}',
        ] {
            assert!(is_unsafe(c), "{:x}", u32::from(c));
        }
        // Old, assigned characters stay as they are, private use included.
        for c in [
            'é',
            'Ж',
            '漢',
            '\u{1f44d}',
            '\u{e000}',
            '\u{ff76}',
            '\u{1f6d7}',
        ] {
            assert!(!is_unsafe(c), "{:x}", u32::from(c));
        }
        // The table is in order, its ranges apart.
        assert!(
            assigned::ASSIGNED
                .windows(2)
                .all(|w| w[0].0 <= w[0].1 && w[0].1 + 1 < w[1].0)
        );
    }

    /// Characters whose width a terminal and a width table may disagree on, and their
    /// neighbours: joiners, selectors, combining marks, wide, emoji and their modifiers, Hangul
    /// jamo, Arabic, separators and controls.
    const TRICKY: &[char] = &[
        'a',
        ' ',
        'é',
        '漢',
        '\u{301}',
        '\u{20e3}',
        '\u{200d}',
        '\u{fe0f}',
        '\u{fe0e}',
        '\u{1f44d}',
        '\u{1f3fd}',
        '\u{1f1eb}',
        '\u{1f1f7}',
        '\u{2764}',
        '\u{1100}',
        '\u{1161}',
        '\u{11a8}',
        '\u{644}',
        '\u{a4f8}',
        '\u{a4fb}',
        '\u{627}',
        '\u{2028}',
        '\u{ad}',
        '\u{3164}',
        '\u{1b}',
        '\r',
        '\n',
        '\u{e0041}',
        '\u{17b4}',
        '\u{2060}',
        '\u{feff}',
        '1',
        '#',
    ];

    /// The width ratatui gives a text (grapheme by grapheme) and the width a terminal draws
    /// (character by character) agree once it is escaped, and nothing unsafe is left.
    fn widths_agree(s: &str) -> Result<(), proptest::test_runner::TestCaseError> {
        use unicode_segmentation::UnicodeSegmentation;
        use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};
        let shown = escape(s);
        proptest::prop_assert!(!shown.chars().any(is_unsafe), "{shown:?}");
        proptest::prop_assert!(shown.chars().all(|c| c.width().is_some()), "{shown:?}");
        let measured: usize = shown.graphemes(true).map(UnicodeWidthStr::width).sum();
        let drawn: usize = shown.chars().map(|c| c.width().unwrap_or(0)).sum();
        proptest::prop_assert_eq!(measured, drawn, "{:?} from {:?}", shown, s);
        // The whole line measured at once, as ratatui measures a line, agrees too.
        proptest::prop_assert_eq!(shown.width(), drawn, "{:?} from {:?}", shown, s);
        Ok(())
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(256))]

        #[test]
        fn escaped_arbitrary_text_is_as_wide_as_drawn(s in proptest::prelude::any::<String>()) {
            widths_agree(&s)?;
        }

        #[test]
        fn escaped_tricky_text_is_as_wide_as_drawn(
            chars in proptest::collection::vec(proptest::sample::select(TRICKY), 0..12)
        ) {
            widths_agree(&chars.into_iter().collect::<String>())?;
        }
    }
    #[test]
    fn a_message_keeps_fluents_balanced_isolates_and_persian_joiners_only() {
        let persian = "\u{2068}۹۹\u{2069} نمی\u{200c}شود";
        assert_eq!(escape_message(persian), persian);
        // An isolate left open, an override and a control are escaped.
        assert_eq!(
            escape_message("a\u{2068}b\u{202e}c\u{1b}"),
            "a\\u{2068}b\\u{202e}c\\u{1b}"
        );
        assert_eq!(escape_message("x\u{2069}"), "x\\u{2069}");
    }
}
