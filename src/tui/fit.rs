//! Fitting text into cells: shortening with an ellipsis, cutting at a word, wrapping. Every
//! panel and the scene use these, so no text is cut mid-word. Widths are the columns a terminal
//! draws (a wide character, CJK or an emoji, takes two), as ratatui measures them.

use unicode_width::UnicodeWidthChar;

/// The columns `text` takes on a terminal (as it is drawn there: see
/// [`crate::i18n::bidi::width`]).
pub fn width(text: &str) -> usize {
    crate::i18n::bidi::width(text)
}

/// The columns `c` takes on a terminal.
fn char_width(c: char) -> usize {
    c.width().unwrap_or(0)
}

/// `text` shortened to at most `max` columns, with an ellipsis when cut.
pub fn ellipsis(text: &str, max: usize) -> String {
    if width(text) <= max {
        return text.to_owned();
    }
    let room = max.saturating_sub(1);
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = char_width(c);
        if used + w > room {
            break;
        }
        out.push(c);
        used += w;
    }
    out.push('…');
    out
}

/// `text` cut at a word boundary to fit `max` columns, with an ellipsis when cut.
pub fn fit_words(text: &str, max: usize) -> String {
    if width(text) <= max {
        return text.to_owned();
    }
    let mut out = String::new();
    for word in text.split_inclusive(' ') {
        if width(&out) + width(word.trim_end()) + 1 > max {
            break;
        }
        out.push_str(word);
    }
    if out.trim().is_empty() {
        return ellipsis(text, max);
    }
    let mut out = out.trim_end().to_owned();
    out.push('…');
    out
}

/// `text` wrapped at word boundaries into rows of at most `max` columns; rows after the first
/// are indented by `indent` spaces. A word longer than a row is split.
pub fn wrap(text: &str, max: usize, indent: usize) -> Vec<String> {
    // A row always has room for the widest character.
    let max = max.max(2);
    let indent = indent.min(max.saturating_sub(2));
    let mut rows = Vec::new();
    let mut row = String::new();
    let mut len = 0usize;
    for word in text.split(' ') {
        let mut word: &str = word;
        loop {
            let room = max - if rows.is_empty() { 0 } else { indent };
            let gap = usize::from(len > 0);
            let w = width(word);
            if len + gap + w <= room {
                if gap == 1 {
                    row.push(' ');
                }
                row.push_str(word);
                len += gap + w;
                break;
            }
            if len > 0 {
                rows.push(std::mem::take(&mut row));
                row = " ".repeat(indent);
                len = 0;
                continue;
            }
            // A word longer than a whole row: split it where the row is full.
            let mut used = 0;
            let cut = word
                .char_indices()
                .find(|&(_, c)| {
                    used += char_width(c);
                    used > room
                })
                .map_or(word.len(), |(i, _)| i);
            let cut = if cut == 0 {
                word.chars().next().map_or(word.len(), char::len_utf8)
            } else {
                cut
            };
            row.push_str(&word[..cut]);
            word = &word[cut..];
            rows.push(std::mem::take(&mut row));
            row = " ".repeat(indent);
            if word.is_empty() {
                break;
            }
        }
    }
    if len > 0 || rows.is_empty() {
        rows.push(row);
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_breaks_at_words_and_indents() {
        assert_eq!(
            wrap("12. Ada bought the L", 10, 4),
            vec!["12. Ada", "    bought", "    the L"]
        );
        assert_eq!(wrap("abcdefghij", 4, 0), vec!["abcd", "efgh", "ij"]);
        assert_eq!(wrap("", 5, 0), vec![""]);
    }

    #[test]
    fn fitting_cuts_at_a_word_with_an_ellipsis() {
        assert_eq!(fit_words("choose a patch now", 12), "choose a…");
        assert_eq!(fit_words("short", 12), "short");
        assert_eq!(ellipsis("Bartholomew", 6), "Barth…");
    }

    #[test]
    fn wide_characters_take_two_columns() {
        assert_eq!(ellipsis("漢字漢字漢字", 6), "漢字…");
        assert_eq!(width(&ellipsis("漢字漢字漢字", 6)), 5);
        assert_eq!(
            wrap("漢字漢字 bought it", 6, 0),
            vec!["漢字漢", "字", "bought", "it"]
        );
        for row in wrap(
            "二. 漢字漢字漢字漢字 bought the 5-cell Z for 5 buttons",
            10,
            3,
        ) {
            assert!(width(&row) <= 10, "{row}");
        }
        assert_eq!(fit_words("漢字 漢字 漢字", 10), "漢字 漢字…");
        assert_eq!(fit_words("漢字 漢字 漢字", 9), "漢字…");
    }
}
