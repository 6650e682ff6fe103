//! The banner: its first row in the roomiest form that fits on one line, and what it says under
//! it in the roomiest form that fits, wrapped at words, on the rows left. Only when no form fits
//! is the last one cut at a word, with an ellipsis. In play, whose turn it is and why (turns do
//! not alternate), then what just happened, the prompt or the refusal; in a replay, where the
//! viewer is, then the action shown in words (or the record's fault).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use crate::tui::fit::{fit_words, width};
use crate::tui::reading;
use crate::tui::scene::Parts;

/// The banner's rows, each in its forms from the roomiest to the tightest.
pub struct Banner<'a> {
    /// The first row's forms.
    pub first: &'a [Parts],
    /// The forms of what goes under it.
    pub second: &'a [Parts],
    /// A first-game tip for the rows left under the second (empty: none). It gives way: drawn
    /// only when it fits whole beside a form of the second row that fits whole.
    pub tip: &'a Parts,
}

/// One row of styled text.
type Row = Vec<(String, Style)>;

/// Whether a line may not end after `word`: a short word (a preposition, an article, "+4")
/// or a figure stays with the word after it (marks and separators do not).
fn glued(word: &str) -> bool {
    let figure = word.starts_with(|c: char| c.is_ascii_digit() || c == '+' || c == '-');
    (width(word) <= 3 || figure) && word.chars().any(char::is_alphanumeric)
}

/// The words of `text` in groups a line does not break, each with whether a space comes
/// before it; a group too wide for `max` columns is left in words.
fn groups(text: &str, max: usize) -> Vec<(String, bool)> {
    let mut out: Vec<(String, bool)> = Vec::new();
    let mut open = false;
    for (i, word) in text.split(' ').enumerate() {
        // Marks and separators ("??", "·", "—") end a line rather than begin one, and a
        // signed figure ("+4") stays with what it counts ("income +4").
        let mark = !word.is_empty() && !word.chars().any(char::is_alphanumeric);
        let signed =
            word.starts_with(['+', '-']) && word[1..].starts_with(|c: char| c.is_ascii_digit());
        let back = mark || signed;
        match out.last_mut() {
            Some((group, _)) if open || back => {
                group.push(' ');
                group.push_str(word);
            }
            _ => out.push((word.to_owned(), i > 0)),
        }
        open = !word.is_empty() && glued(word);
    }
    out.into_iter()
        .flat_map(|(group, gap)| {
            if width(&group) < max {
                return vec![(group, gap)];
            }
            group
                .split(' ')
                .enumerate()
                .map(|(i, w)| (w.to_owned(), gap || i > 0))
                .collect()
        })
        .collect()
}

/// `parts` wrapped at spaces into rows of at most `max` columns, each row after the first
/// starting with one space (the banner's margin); `None` when it takes more than `rows` rows.
fn wrapped(parts: &Parts, max: usize, rows: usize) -> Option<Vec<Row>> {
    let mut out: Vec<Row> = vec![Vec::new()];
    let mut used = 0;
    for (text, style) in parts {
        for (word, spaced) in groups(text, max) {
            let gap = usize::from(spaced);
            let w = width(&word);
            if used + gap + w > max && used > 1 {
                if out.len() == rows {
                    return None;
                }
                out.push(vec![(" ".to_owned(), *style)]);
                used = 1;
                if word.is_empty() {
                    continue;
                }
                out.last_mut()?.push((word, *style));
                used += w;
                continue;
            }
            let row = out.last_mut()?;
            let text = if spaced { format!(" {word}") } else { word };
            row.push((text, *style));
            used += gap + w;
        }
    }
    // A word longer than a whole row is not wrapped: it does not fit.
    out.iter()
        .all(|row| row.iter().map(|(t, _)| width(t)).sum::<usize>() <= max)
        .then_some(out)
}

/// Draws `row` on line `y` of `area` in the reading direction, each part cut at a word where
/// the line ends.
fn draw(row: &[(String, Style)], area: Rect, y: u16, buf: &mut Buffer) {
    let mut used = 0;
    let mut pieces: Vec<(String, Style)> = Vec::new();
    for (text, style) in row {
        let room = usize::from(area.width).saturating_sub(used);
        if room == 0 {
            break;
        }
        let fitted = fit_words(text, room);
        used += width(&fitted);
        let cut = fitted != *text;
        pieces.push((fitted, *style));
        if cut {
            // Cut here: nothing more on this line.
            break;
        }
    }
    let parts: Vec<(&str, Style)> = pieces.iter().map(|(t, s)| (t.as_str(), *s)).collect();
    reading::put_parts(buf, area, area.x, y, &parts);
}

/// The rows of the first form of `forms` that fits `max` columns on `rows` rows; when none
/// does, the last form on as many rows as there are, the last row cut.
fn rows_of(forms: &[Parts], max: usize, rows: usize) -> Vec<Row> {
    if let Some(fitted) = forms.iter().find_map(|form| wrapped(form, max, rows)) {
        return fitted;
    }
    let Some(last) = forms.last() else {
        return Vec::new();
    };
    // Wrapped on one more row than there is room for, then the rest squeezed onto the last.
    let mut fitted = wrapped(last, max, usize::MAX).unwrap_or_else(|| vec![last.clone()]);
    if fitted.len() > rows {
        // The rest on the last row, each run of one style in one piece (cut at a word).
        let mut rest: Row = Vec::new();
        for (text, style) in fitted.drain(rows.saturating_sub(1)..).flatten() {
            match rest.last_mut() {
                Some((run, s)) if *s == style => run.push_str(&text),
                _ => rest.push((text, style)),
            }
        }
        fitted.push(rest);
    }
    fitted
}

/// The rows of the first form of `forms` that fits with `tip` under it on `rows` rows, the
/// tip's rows last; `None` when there is no tip or they do not both fit whole.
fn with_tip(forms: &[Parts], tip: &Parts, max: usize, rows: usize) -> Option<Vec<Row>> {
    if tip.is_empty() || rows < 2 {
        return None;
    }
    let tip = wrapped(tip, max, rows.saturating_sub(1))?;
    let room = rows.checked_sub(tip.len()).filter(|&r| r > 0)?;
    let mut fitted = forms.iter().find_map(|form| wrapped(form, max, room))?;
    fitted.extend(tip);
    Some(fitted)
}

impl Widget for Banner<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.height == 0 {
            return;
        }
        let max = usize::from(area.width);
        for row in rows_of(self.first, max, 1).iter().take(1) {
            draw(row, area, area.y, buf);
        }
        let under = usize::from(area.height - 1);
        let rows = with_tip(self.second, self.tip, max, under)
            .unwrap_or_else(|| rows_of(self.second, max, under));
        for (i, row) in rows.iter().enumerate() {
            draw(row, area, area.y + 1 + i as u16, buf);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(texts: &[&str]) -> Parts {
        texts
            .iter()
            .map(|t| ((*t).to_owned(), Style::default()))
            .collect()
    }

    fn text(rows: &[Row]) -> Vec<String> {
        rows.iter()
            .map(|r| r.iter().map(|(t, _)| t.as_str()).collect())
            .collect()
    }

    #[test]
    fn a_form_wraps_at_words_with_the_banners_margin() {
        let parts = plain(&[" Ada bought the L", " · income +2 buttons"]);
        let rows = wrapped(&parts, 20, 2).expect("fits");
        // Short words and figures stay with the word after them, a separator with the word
        // before it.
        assert_eq!(text(&rows), [" Ada bought the L ·", " income +2 buttons"]);
        assert!(wrapped(&parts, 20, 1).is_none());
        assert_eq!(
            text(&wrapped(&parts, 40, 1).expect("fits")),
            [" Ada bought the L · income +2 buttons"]
        );
    }

    #[test]
    fn a_tip_gives_way_to_what_goes_before_it() {
        let forms = [
            plain(&[" Ben bought the L for 3 buttons"]),
            plain(&[" Ben: L, 3"]),
        ];
        let tip = plain(&[" Tip: income comes on the time board"]);
        // Room for both: the roomiest form that leaves the tip its row.
        let rows = with_tip(&forms, &tip, 40, 2).expect("both fit");
        assert_eq!(
            text(&rows),
            [
                " Ben bought the L for 3 buttons",
                " Tip: income comes on the time board"
            ]
        );
        // A narrower line: the short form, so that the tip still fits (on two rows).
        let rows = with_tip(&forms, &tip, 30, 3).expect("both fit");
        assert_eq!(text(&rows)[0], " Ben: L, 3");
        assert_eq!(rows.len(), 3);
        // One row only, or a tip too long for the rows left: no tip at all.
        assert!(with_tip(&forms, &tip, 40, 1).is_none());
        assert!(with_tip(&forms, &tip, 20, 2).is_none());
        assert!(with_tip(&forms, &Vec::new(), 40, 2).is_none());
    }

    #[test]
    fn the_first_form_that_fits_is_drawn_else_the_last_is_cut() {
        let forms = [plain(&[" a long first form"]), plain(&[" short"])];
        assert_eq!(text(&rows_of(&forms, 20, 1)), [" a long first form"]);
        assert_eq!(text(&rows_of(&forms, 10, 1)), [" short"]);
        let forms = [plain(&[" one two three four"])];
        let rows = rows_of(&forms, 10, 1);
        assert_eq!(rows.len(), 1);
        let mut buf = Buffer::empty(Rect::new(0, 0, 10, 1));
        draw(&rows[0], Rect::new(0, 0, 10, 1), 0, &mut buf);
        let line: String = (0..10).map(|x| buf[(x, 0)].symbol().to_owned()).collect();
        assert_eq!(line.trim_end(), " one two…");
    }
}
