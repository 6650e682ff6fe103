//! A line of text put in the order a terminal draws it.
//!
//! A terminal draws each cell where the program writes it; ratatui writes a line's characters
//! left to right in the order they are stored (logical order). Text written right to left
//! (Persian) then reads backwards and unjoined, unless the terminal reorders and shapes lines
//! itself, and terminals differ: some draw cells as they come, some reverse each word, some
//! reorder the whole line ([`Rendering`]). This module does, one line at a time, what the
//! terminal in front of the player does not:
//!
//! 1. shape: Arabic-script letters take their joined forms (presentation forms, `ar-reshaper`),
//!    the mandatory lam-alef ligature included;
//! 2. reorder: Unicode's bidirectional algorithm (UAX #9, `unicode-bidi`) at the paragraph
//!    level of the language, so that runs of Latin text (a name, a cell such as `C3`, a key
//!    name) and numbers stay left to right inside right-to-left text; the isolates Fluent puts
//!    around each placeable keep every argument, a player's name included, from reordering
//!    the rest of the line;
//! 3. mirror brackets in right-to-left runs (UAX #9 rule L4);
//! 4. drop the invisible marks (isolates, the zero-width joiners) once they have done their
//!    work, so that every character left takes the columns it is measured at.
//!
//! Lines are wrapped before, in logical order, and measured as they will be drawn ([`width`]): a
//! shaped line takes the columns its logical text is measured at (`unicode-width` counts a
//! lam-alef pair as one column, as the ligature takes, and the invisible marks as none). Each
//! character carries a tag (a style) through, so a styled line keeps its styles.

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, Ordering};

use unicode_bidi::{BidiClass, Level, ParagraphBidiInfo, bidi_class};

/// The direction a language is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Left to right (English, French, Russian).
    Ltr,
    /// Right to left (Persian).
    Rtl,
}

/// What the terminal does with right-to-left text, and so what the game sends it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rendering {
    /// The terminal draws cells left to right as they come (tmux, xterm, Alacritty, foot,
    /// Windows Terminal; GNOME Terminal once told `CSI 8 l`): the game shapes and reorders.
    Visual,
    /// The terminal shows each word's letters right to left itself but keeps the words in
    /// the order they come (kitty): the game orders the words, each word's letters kept in
    /// logical order and unshaped.
    Words,
    /// The terminal reorders and shapes whole lines itself (Konsole, mlterm, Apple Terminal,
    /// GNOME Terminal by default): the game sends logical order.
    Terminal,
}

impl Rendering {
    /// Every rendering, in the order the check screen offers them.
    pub const ALL: [Self; 3] = [Self::Visual, Self::Words, Self::Terminal];

    /// The rendering's name, as it is kept in the settings file.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Visual => "visual",
            Self::Words => "words",
            Self::Terminal => "terminal",
        }
    }

    /// The rendering a name (as [`Rendering::name`] writes it) names.
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|r| r.name() == name)
    }

    /// Whether the game reorders lines itself: then a terminal that would reorder them again
    /// is asked not to (`CSI 8 l`).
    pub const fn game_reorders(self) -> bool {
        !matches!(self, Self::Terminal)
    }
}

thread_local! {
    static RENDERING: Cell<Rendering> = const { Cell::new(Rendering::Terminal) };
}

/// Draw right-to-left text for a terminal that does `rendering`, on this thread from now on
/// (the thread that draws a screen, as [`super::set`] for the language).
pub fn set_rendering(rendering: Rendering) {
    RENDERING.with(|r| r.set(rendering));
}

/// How this thread draws right-to-left text. A thread that never chose leaves it to the
/// terminal ([`Rendering::Terminal`]): text goes out as it is stored.
pub fn rendering() -> Rendering {
    RENDERING.with(Cell::get)
}

/// The direction of this thread's language.
pub fn direction() -> Direction {
    super::current().direction()
}

/// `CSI 8 l`: a terminal that reorders lines itself (VTE: GNOME Terminal and others) stops,
/// since the game does it.
pub const EXPLICIT: &str = "\x1b[8l";
/// `CSI 8 h`: the terminal's own reordering back on, as it was.
pub const IMPLICIT: &str = "\x1b[8h";

/// What one terminal was last told about reordering lines itself, so that it is told only of a
/// change and given its own mode back at the end. Atomic, so that a static can hold it for a
/// panic hook.
#[derive(Debug, Default)]
pub struct Reordering(AtomicBool);

impl Reordering {
    /// A terminal told nothing yet (it reorders as it does by itself).
    pub const fn new() -> Self {
        Self(AtomicBool::new(false))
    }

    /// What to send the terminal now that the game draws this thread's text as `rendering`
    /// says, if anything: [`EXPLICIT`] when the game starts laying right-to-left lines out
    /// itself, [`IMPLICIT`] when it stops.
    pub fn to(&self, rendering: Rendering) -> Option<&'static str> {
        let game = rendering.game_reorders() && direction() == Direction::Rtl;
        (game != self.0.swap(game, Ordering::SeqCst)).then_some(if game {
            EXPLICIT
        } else {
            IMPLICIT
        })
    }

    /// What to send the terminal to give it its own reordering back, if the game took it.
    pub fn give_back(&self) -> Option<&'static str> {
        self.to(Rendering::Terminal)
    }
}

/// Whether `c` is written right to left (its bidirectional class is R or AL).
fn is_rtl(c: char) -> bool {
    matches!(bidi_class(c), BidiClass::R | BidiClass::AL)
}

/// The marks that steer the algorithm and must not reach a terminal: the isolates Fluent puts
/// around placeables, the directional marks, and the zero-width joiners once letters are shaped.
fn is_invisible_mark(c: char) -> bool {
    matches!(
        c,
        '\u{200c}'..='\u{200f}' | '\u{061c}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
    )
}

/// Whether `c` is an isolate or a directional mark (kept where the terminal shapes, since the
/// zero-width non-joiner matters to its shaping).
fn is_direction_mark(c: char) -> bool {
    matches!(
        c,
        '\u{200e}' | '\u{200f}' | '\u{061c}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
    )
}

/// The shaper: Persian letters, the mandatory lam-alef ligatures, diacritics dropped (a
/// terminal cell holds one letter).
fn reshaper() -> &'static ar_reshaper::ArabicReshaper {
    use std::sync::OnceLock;
    static RESHAPER: OnceLock<ar_reshaper::ArabicReshaper> = OnceLock::new();
    RESHAPER.get_or_init(|| {
        ar_reshaper::ArabicReshaper::new(ar_reshaper::ReshaperConfig {
            delete_harakat: true,
            support_zwj: true,
            ..Default::default()
        })
    })
}

/// `text` with its Arabic-script letters in their joined forms, one cell each but for the
/// lam-alef ligature. A zero-width joiner is dropped first (the shaper would lose count of the
/// letters around it).
fn shape(text: &str) -> String {
    let reshaper = reshaper();
    if !reshaper.need_reshape(text) {
        return text.to_owned();
    }
    let text: String = text.chars().filter(|&c| c != '\u{200d}').collect();
    // The shaper's one optional ligature it cannot be told to leave, the word Allah in one
    // cell, goes back to its four joined letters (alef, lam, lam, heh), as it is measured.
    reshaper
        .reshape(&text)
        .replace('\u{fdf2}', "\u{fe8d}\u{fedf}\u{fee0}\u{feea}")
}

/// The columns `text` takes on this thread's terminal. Where the game shapes, a lam-alef pair
/// is one cell, as `unicode-width` measures the logical text; where the terminal gets the
/// letters as they are, each grapheme takes its own cells, as ratatui writes them.
pub fn width(text: &str) -> usize {
    use unicode_segmentation::UnicodeSegmentation;
    use unicode_width::UnicodeWidthStr;
    if rendering() == Rendering::Visual {
        text.width()
    } else {
        text.graphemes(true).map(UnicodeWidthStr::width).sum()
    }
}

/// A line of tagged characters in logical order, put in the order a terminal doing `rendering`
/// needs for a paragraph in `direction`:
/// - [`Rendering::Terminal`]: as it is, the isolates and marks dropped;
/// - [`Rendering::Visual`]: shaped (each run of one tag alone), reordered, brackets mirrored,
///   the marks dropped;
/// - [`Rendering::Words`]: reordered and mirrored as for `Visual`, not shaped, each word's
///   right-to-left letters back in logical order (the terminal reverses them).
pub fn line_for<T: Copy + PartialEq>(
    chars: &[(char, T)],
    direction: Direction,
    rendering: Rendering,
) -> Vec<(char, T)> {
    let plain = direction == Direction::Ltr && !chars.iter().any(|&(c, _)| is_rtl(c));
    if rendering == Rendering::Terminal || plain {
        let keep = |c: char| {
            if rendering == Rendering::Terminal {
                !is_direction_mark(c)
            } else {
                !is_invisible_mark(c)
            }
        };
        return chars.iter().copied().filter(|&(c, _)| keep(c)).collect();
    }
    let chars = right_to_left_isolates(&unisolated_numbers(chars));
    let shaped = if rendering == Rendering::Visual {
        shape_runs(&chars)
    } else {
        chars
    };
    let text: String = shaped.iter().map(|&(c, _)| c).collect();
    let (levels, order) = levels_and_order(&text, direction);
    let mut out: Vec<(char, T, bool)> = order
        .into_iter()
        .filter_map(|i| {
            let (c, tag) = shaped[i];
            let odd = levels[i].is_rtl();
            let c = if odd {
                unicode_bidi_mirroring::get_mirrored(c).unwrap_or(c)
            } else {
                c
            };
            // Where the terminal shapes words, the non-joiner stays inside its word.
            let joiner = c == '\u{200c}' && rendering == Rendering::Words;
            (joiner || !is_invisible_mark(c)).then_some((c, tag, odd && (is_rtl(c) || joiner)))
        })
        .collect();
    if rendering == Rendering::Words {
        // Each run of right-to-left letters back in logical order: the terminal reverses it.
        let mut i = 0;
        while i < out.len() {
            if out[i].2 {
                let start = i;
                while i < out.len() && out[i].2 {
                    i += 1;
                }
                out[start..i].reverse();
            } else {
                i += 1;
            }
        }
    }
    out.into_iter().map(|(c, tag, _)| (c, tag)).collect()
}

/// `chars` without the isolates around a bare number (digits only): a number cannot reorder
/// the line, and without them a sign written before it (`#12`) stays with it.
fn unisolated_numbers<T: Copy>(chars: &[(char, T)]) -> Vec<(char, T)> {
    let digit = |c: char| c.is_ascii_digit() || ('\u{6f0}'..='\u{6f9}').contains(&c);
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        if chars[i].0 == '\u{2068}' {
            let digits = chars[i + 1..]
                .iter()
                .take_while(|&&(c, _)| digit(c))
                .count();
            if digits > 0
                && chars
                    .get(i + 1 + digits)
                    .is_some_and(|&(c, _)| c == '\u{2069}')
            {
                out.extend_from_slice(&chars[i + 1..=i + digits]);
                i += digits + 2;
                continue;
            }
        }
        out.push(chars[i]);
        i += 1;
    }
    out
}

/// `chars` with each first-strong isolate (FSI) that holds right-to-left text anywhere, in a
/// nested isolate too, made a right-to-left isolate (RLI). A message passed whole as another's
/// argument may start with isolates of its own and hold no strong character outside them: the
/// algorithm would take it for left to right and lay its parts out backwards.
fn right_to_left_isolates<T: Copy>(chars: &[(char, T)]) -> Vec<(char, T)> {
    let mut out = chars.to_vec();
    for i in 0..out.len() {
        if out[i].0 != '\u{2068}' {
            continue;
        }
        let mut depth = 0usize;
        let mut rtl = false;
        for &(c, _) in &chars[i + 1..] {
            match c {
                '\u{2066}'..='\u{2068}' => depth += 1,
                '\u{2069}' if depth == 0 => break,
                '\u{2069}' => depth -= 1,
                c if is_rtl(c) => {
                    rtl = true;
                    break;
                }
                _ => {}
            }
        }
        if rtl {
            out[i].0 = '\u{2067}';
        }
    }
    out
}

/// `chars` shaped, each run of one tag on its own (a style changes at a word's edge).
fn shape_runs<T: Copy + PartialEq>(chars: &[(char, T)]) -> Vec<(char, T)> {
    let mut out = Vec::with_capacity(chars.len());
    let mut start = 0;
    while start < chars.len() {
        let tag = chars[start].1;
        let end = chars[start..]
            .iter()
            .position(|&(_, t)| t != tag)
            .map_or(chars.len(), |n| start + n);
        let run: String = chars[start..end].iter().map(|&(c, _)| c).collect();
        out.extend(shape(&run).chars().map(|c| (c, tag)));
        start = end;
    }
    out
}

/// The resolved level of each character of `text` (one paragraph, one line, at `direction`'s
/// level) and the visual order: the characters' indices from left to right.
pub fn levels_and_order(text: &str, direction: Direction) -> (Vec<Level>, Vec<usize>) {
    let level = match direction {
        Direction::Ltr => Level::ltr(),
        Direction::Rtl => Level::rtl(),
    };
    let info = ParagraphBidiInfo::new(text, Some(level));
    let levels = info.reordered_levels_per_char(0..text.len());
    let order = ParagraphBidiInfo::reorder_visual(&levels);
    (levels, order)
}
