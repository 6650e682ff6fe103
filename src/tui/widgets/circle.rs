//! The patch circle from the neutral token: the three choosable patches large and numbered, greyed
//! with the core's reason when they can't be bought, then the rest of the circle in order.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use super::put;
use crate::rules::{PatchId, Phase};
use crate::tui::app::{App, Mode};
use crate::tui::strings;

/// The height of a choosable patch's box.
pub const BOX_HEIGHT: u16 = 9;

/// The circle panel.
pub struct CirclePanel<'a> {
    /// The app.
    pub app: &'a App,
}

impl Widget for CirclePanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let theme = &app.theme;
        let block = Block::bordered()
            .title(" Patch circle, from the neutral token ")
            .title_style(theme.title)
            .border_style(theme.border);
        let inner = block.inner(area);
        block.render(area, buf);
        let [boxes, rest] =
            Layout::vertical([Constraint::Length(BOX_HEIGHT), Constraint::Fill(1)]).areas(inner);
        let choosable = app.game().choosable();
        let cols = Layout::horizontal([Constraint::Ratio(1, 3); 3]).split(boxes);
        for (i, (&patch, &col)) in choosable.iter().zip(cols.iter()).enumerate() {
            ChoosableBox {
                app,
                index: i,
                patch,
            }
            .render(col, buf);
        }
        self.render_rest(rest, buf);
    }
}

impl CirclePanel<'_> {
    fn render_rest(&self, area: Rect, buf: &mut Buffer) {
        if area.height == 0 || area.width == 0 {
            return;
        }
        let app = self.app;
        let theme = &app.theme;
        let v = app.game().variant();
        let circle = app.game().circle();
        let mut entries: Vec<Vec<Span>> = Vec::new();
        for &id in circle.iter().skip(3) {
            let Some(p) = v.patch(id) else { continue };
            let mut spans = vec![
                Span::styled(v.patch_name(id).to_string(), theme.title),
                Span::raw(format!(" {}$ {}t", p.cost, p.time)),
            ];
            if p.income > 0 {
                spans.push(Span::styled(format!(" +{}", p.income), theme.income));
            }
            entries.push(spans);
        }
        if !app.game().blue_waiting().is_empty() {
            entries.push(vec![Span::styled(
                "(+8 blue patches join when 5 remain)",
                theme.dim,
            )]);
        }
        // Lay the entries out in lines by hand so the scroll can be bounded.
        let width = usize::from(area.width);
        let mut lines: Vec<Line> = Vec::new();
        let mut line: Vec<Span> = vec![Span::styled("then: ", theme.dim)];
        let mut used = 6;
        for entry in entries {
            let len: usize = entry.iter().map(Span::width).sum::<usize>() + 3;
            if used > 6 && used + len > width {
                lines.push(Line::from(std::mem::take(&mut line)));
                used = 0;
            }
            line.extend(entry);
            line.push(Span::styled(" · ", theme.dim));
            used += len;
        }
        line.pop();
        lines.push(Line::from(line));
        let visible = usize::from(area.height);
        let max_scroll = lines.len().saturating_sub(visible);
        let scroll = usize::from(app.circle_scroll).min(max_scroll);
        if max_scroll > 0 {
            let more = format!(" [ ] {}/{} ", scroll + 1, max_scroll + 1);
            let x = area.right().saturating_sub(more.chars().count() as u16 + 1);
            let border = Rect {
                y: area.bottom(),
                height: 1,
                ..area
            };
            put(buf, border, x, area.bottom(), &more, theme.key);
        }
        Paragraph::new(lines)
            .scroll((scroll as u16, 0))
            .render(area, buf);
    }
}

/// One of the three choosable patches, drawn large.
struct ChoosableBox<'a> {
    app: &'a App,
    index: usize,
    patch: PatchId,
}

impl Widget for ChoosableBox<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let theme = &app.theme;
        let v = app.game().variant();
        let Some(p) = v.patch(self.patch) else { return };
        let blocker = app.blockers.get(self.index).and_then(Option::as_ref);
        let greyed = blocker.is_some() || !matches!(app.game().phase(), Phase::Turn(_));
        let picked = matches!(app.mode, Mode::Placing(g) if g.patch == self.patch);
        let selected = app.selected == self.index && matches!(app.mode, Mode::Choosing) || picked;
        let marker = if selected { "▶" } else { " " };
        let name = v.patch_name(self.patch);
        // Narrow boxes drop the word "patch" so the id is never cut.
        let title = if area.width >= 16 {
            format!("{marker}{} · patch {name} ", self.index + 1)
        } else {
            format!("{marker}{} · #{name} ", self.index + 1)
        };
        let block = theme.panel(selected).title(title).title_style(if greyed {
            theme.dim
        } else {
            theme.title
        });
        let inner = block.inner(area);
        block.render(area, buf);
        let (glyph, shape_style) = if greyed {
            ("░░", theme.dim)
        } else {
            ("██", theme.shape)
        };
        if let Some(o) = v.orientations(self.patch).first() {
            let left = inner.x + inner.width.saturating_sub(u16::from(o.width) * 2) / 2;
            for cell in o.mask.cells() {
                let x = left + u16::from(cell.col) * 2;
                put(
                    buf,
                    inner,
                    x,
                    inner.y + u16::from(cell.row),
                    glyph,
                    shape_style,
                );
            }
        }
        let text_style = if greyed { theme.dim } else { theme.base };
        let y = inner.y + 3;
        let income_style = if p.income > 0 && !greyed {
            theme.income
        } else {
            text_style
        };
        if inner.width >= 18 {
            let cost = format!("cost {} · time {}", p.cost, p.time);
            put(buf, inner, inner.x + 1, y, &cost, text_style);
            let income = format!("income +{}", p.income);
            put(buf, inner, inner.x + 1, y + 1, &income, income_style);
        } else {
            // Narrow boxes use the notation of the rest of the circle: buttons, time, income.
            let cost = format!("{}$ {}t", p.cost, p.time);
            let x = put(buf, inner, inner.x + 1, y, &cost, text_style);
            put(buf, inner, x, y, &format!(" +{}", p.income), income_style);
        }
        if let Some(reason) = blocker {
            let rect = Rect {
                x: inner.x + 1,
                y: y + 2,
                width: inner.width.saturating_sub(1),
                height: 2,
            }
            .intersection(inner);
            Paragraph::new(format!("✗ {}", strings::blocker(reason)))
                .style(theme.error)
                .wrap(Wrap { trim: true })
                .render(rect, buf);
        } else {
            put(
                buf,
                inner,
                inner.x + 1,
                y + 2,
                &format!("{} cells", p.cells),
                theme.dim,
            );
        }
    }
}
