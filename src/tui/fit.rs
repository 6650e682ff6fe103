//! Fitting text into cells: shortening with an ellipsis, cutting at a word, wrapping. Every
//! panel and the scene use these, so no text is cut mid-word.

/// `text` shortened to at most `max` characters, with an ellipsis when cut.
pub fn ellipsis(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// `text` cut at a word boundary to fit `width` characters, with an ellipsis when cut.
pub fn fit_words(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_owned();
    }
    let mut out = String::new();
    for word in text.split_inclusive(' ') {
        if out.chars().count() + word.trim_end().chars().count() + 1 > width {
            break;
        }
        out.push_str(word);
    }
    if out.trim().is_empty() {
        return ellipsis(text, width);
    }
    let mut out = out.trim_end().to_owned();
    out.push('…');
    out
}

/// `text` wrapped at word boundaries into rows of at most `width` characters; rows after the
/// first are indented by `indent` spaces. A word longer than a row is split.
pub fn wrap(text: &str, width: usize, indent: usize) -> Vec<String> {
    let width = width.max(1);
    let indent = indent.min(width.saturating_sub(1));
    let mut rows = Vec::new();
    let mut row = String::new();
    let mut len = 0usize;
    for word in text.split(' ') {
        let mut word: Vec<char> = word.chars().collect();
        loop {
            let room = width - if rows.is_empty() { 0 } else { indent };
            let gap = usize::from(len > 0);
            if len + gap + word.len() <= room {
                if gap == 1 {
                    row.push(' ');
                }
                row.extend(word.iter());
                len += gap + word.len();
                break;
            }
            if len > 0 {
                rows.push(std::mem::take(&mut row));
                row = " ".repeat(indent);
                len = 0;
                continue;
            }
            // A word longer than a whole row: split it.
            let head: String = word.drain(..room.min(word.len())).collect();
            row.push_str(&head);
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
}
