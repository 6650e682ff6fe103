//! Colours and text modifiers. [`THEME`] uses only the 16 basic colours, so it reads the same
//! on dark and light backgrounds (patches are coloured backgrounds with dark or white letters,
//! never a light foreground on the terminal's own background); [`MONO`] (chosen when
//! `NO_COLOR` is set) uses no colour at all, so glyphs and modifiers carry every meaning. No
//! meaning is carried by colour alone: every patch on a quilt has its own letter, and
//! neighbouring patches never share a fabric colour.

use ratatui::style::{Color, Modifier, Style};

/// Every style the screen uses, by meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    /// Plain text.
    pub base: Style,
    /// Panel borders.
    pub border: Style,
    /// The border of the panel that has the player's attention.
    pub active_border: Style,
    /// Panel titles.
    pub title: Style,
    /// Greyed-out text: unavailable patches, empty cells, hints' descriptions.
    pub dim: Style,
    /// A refusal or an illegal ghost.
    pub error: Style,
    /// A legal ghost or good news.
    pub ok: Style,
    /// Keys in the hint bar and the help.
    pub key: Style,
    /// Each player's name and token.
    pub players: [Style; 2],
    /// Leather patches, on the quilt and on the time board.
    pub leather: Style,
    /// Button income markers on the time board.
    pub income: Style,
    /// Ghost cells where the placement is legal.
    pub ghost_ok: Style,
    /// Ghost cells where the placement is refused.
    pub ghost_bad: Style,
    /// The review's best step, shown on the position before the step (never the refusal's
    /// colour).
    pub best: Style,
    /// The fabrics of sewn patches; neighbouring patches get different ones (letters tell
    /// them apart too).
    pub patches: [Style; 8],
    /// The weave drawn on each fabric (its glyph, by fabric), when the theme has colours;
    /// `None` draws each patch's letter (`NO_COLOR`, where letters carry the meaning).
    pub weaves: Option<[char; 8]>,
    /// The shapes of the patches in the circle.
    pub shape: Style,
    /// A bot's last move, marked on its quilt for a moment.
    pub highlight: Style,
    /// The patch the step shown sewed, on each fabric: lit up (the weave in the fabric's
    /// colour on white), so that it stands out and still looks like fabric.
    pub sewn: [Style; 8],
    /// The quilt's row and column labels.
    pub label: Style,
    /// The current line of a list (the action shown in a replay).
    pub current: Style,
    /// The time board's track (its spaces, in the track form).
    pub track: Style,
    /// The track's upper edge.
    pub track_edge: Style,
}

/// The default palette: the 16 basic ANSI colours only.
pub const THEME: Theme = Theme {
    base: Style::new(),
    border: Style::new().fg(Color::DarkGray),
    active_border: Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
    title: Style::new().add_modifier(Modifier::BOLD),
    dim: Style::new().fg(Color::DarkGray),
    error: Style::new()
        .fg(Color::LightRed)
        .add_modifier(Modifier::BOLD),
    ok: Style::new()
        .fg(Color::LightGreen)
        .add_modifier(Modifier::BOLD),
    key: Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD),
    players: [
        Style::new()
            .fg(Color::LightCyan)
            .add_modifier(Modifier::BOLD),
        Style::new()
            .fg(Color::LightMagenta)
            .add_modifier(Modifier::BOLD),
    ],
    leather: Style::new().fg(Color::Yellow),
    income: Style::new()
        .fg(Color::LightYellow)
        .add_modifier(Modifier::BOLD),
    ghost_ok: Style::new()
        .fg(Color::LightGreen)
        .add_modifier(Modifier::BOLD),
    ghost_bad: Style::new()
        .fg(Color::LightRed)
        .add_modifier(Modifier::BOLD),
    best: Style::new()
        .fg(Color::LightCyan)
        .add_modifier(Modifier::BOLD),
    patches: [
        Style::new().fg(Color::Black).bg(Color::Cyan),
        Style::new().fg(Color::Black).bg(Color::Yellow),
        Style::new().fg(Color::White).bg(Color::Blue),
        Style::new().fg(Color::Black).bg(Color::Green),
        Style::new().fg(Color::White).bg(Color::Magenta),
        Style::new().fg(Color::Black).bg(Color::Gray),
        Style::new().fg(Color::White).bg(Color::Red),
        Style::new().fg(Color::Black).bg(Color::LightBlue),
    ],
    weaves: Some(['░', '▚', '╱', '┼', '≈', '▪', '╲', '·']),
    shape: Style::new().add_modifier(Modifier::BOLD),
    highlight: Style::new().fg(Color::White).add_modifier(Modifier::BOLD),
    sewn: [
        sewn(Color::Cyan),
        sewn(Color::Yellow),
        sewn(Color::Blue),
        sewn(Color::Green),
        sewn(Color::Magenta),
        sewn(Color::DarkGray),
        sewn(Color::Red),
        sewn(Color::Blue),
    ],
    label: Style::new().fg(Color::DarkGray),
    current: Style::new().add_modifier(Modifier::REVERSED),
    track: Style::new().fg(Color::Gray).bg(Color::DarkGray),
    track_edge: Style::new().fg(Color::DarkGray),
};

/// The patch just sewn: its weave in its fabric's colour on white, bright.
const fn sewn(fabric: Color) -> Style {
    Style::new()
        .fg(fabric)
        .bg(Color::White)
        .add_modifier(Modifier::BOLD)
}

/// The monochrome theme for `NO_COLOR`: modifiers only.
pub const MONO: Theme = Theme {
    base: Style::new(),
    border: Style::new(),
    active_border: Style::new().add_modifier(Modifier::BOLD),
    title: Style::new().add_modifier(Modifier::BOLD),
    dim: Style::new().add_modifier(Modifier::DIM),
    error: Style::new().add_modifier(Modifier::BOLD.union(Modifier::REVERSED)),
    ok: Style::new().add_modifier(Modifier::BOLD),
    key: Style::new().add_modifier(Modifier::BOLD),
    players: [
        Style::new().add_modifier(Modifier::BOLD),
        Style::new().add_modifier(Modifier::BOLD.union(Modifier::UNDERLINED)),
    ],
    leather: Style::new(),
    income: Style::new().add_modifier(Modifier::BOLD),
    ghost_ok: Style::new().add_modifier(Modifier::BOLD),
    ghost_bad: Style::new().add_modifier(Modifier::REVERSED),
    best: Style::new().add_modifier(Modifier::BOLD.union(Modifier::UNDERLINED)),
    patches: [Style::new(); 8],
    weaves: None,
    shape: Style::new(),
    highlight: Style::new().add_modifier(Modifier::REVERSED.union(Modifier::BOLD)),
    sewn: [Style::new().add_modifier(Modifier::REVERSED.union(Modifier::BOLD)); 8],
    label: Style::new().add_modifier(Modifier::DIM),
    current: Style::new().add_modifier(Modifier::REVERSED),
    track: Style::new(),
    track_edge: Style::new().add_modifier(Modifier::DIM),
};

impl Theme {
    /// A bordered panel: thick and highlighted when it is the active one (the mover's quilt,
    /// the chosen patch), plain otherwise, so the highlight never depends on colour alone.
    pub fn panel<'a>(&self, active: bool) -> ratatui::widgets::Block<'a> {
        use ratatui::widgets::{Block, BorderType};
        let (kind, style) = if active {
            (BorderType::Thick, self.active_border)
        } else {
            (BorderType::Plain, self.border)
        };
        Block::bordered().border_type(kind).border_style(style)
    }

    /// A section with a rule and a title on top (the move list, the review's graph).
    pub fn section<'a>(&self, title: &str) -> ratatui::widgets::Block<'a> {
        use ratatui::widgets::{Block, Borders};
        Block::default()
            .borders(Borders::TOP)
            .title(super::reading::title(title, self.title))
            .border_style(self.border)
    }

    /// The theme for this environment: [`MONO`] when `no_color` (the `NO_COLOR` variable is set
    /// and not empty), else [`THEME`].
    pub const fn pick(no_color: bool) -> Self {
        if no_color { MONO } else { THEME }
    }
}
