//! The reviewed game's win-probability graph: the first player's chance at each position as a
//! column of eighth blocks, the position shown picked out, drawn above the move list.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::put;
use crate::tui::fit::ellipsis;
use crate::tui::scene::Graph;
use crate::tui::theme::Theme;

/// Eighth blocks, empty to full.
const BLOCKS: [char; 9] = [' ', '▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// The graph panel.
pub struct GraphPanel<'a> {
    /// What to draw.
    pub graph: &'a Graph,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for GraphPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let graph = self.graph;
        let title = format!(
            " {} ",
            crate::tr!(
                "graph-title",
                name = crate::tui::reading::isolate(&ellipsis(&graph.name, 16)),
                step = graph.current
            )
        );
        let block = theme.section(&title);
        let inner = block.inner(area);
        block.render(area, buf);
        let n = graph.values.len();
        if n == 0 || inner.width == 0 || inner.height == 0 {
            return;
        }
        // The graph spans the panel: a position gets several columns when there is room, a
        // column stands for several positions when there is not.
        let columns = usize::from(inner.width);
        let rows = usize::from(inner.height);
        let eighths = rows * 8;
        for x in 0..columns {
            // The positions this column stands for; the one shown wins its column.
            let from = x * n / columns;
            let to = ((x + 1) * n / columns).max(from + 1);
            let shown = (from..to).contains(&graph.current);
            let i = if shown { graph.current } else { from };
            let value = graph.values.get(i).copied().unwrap_or(0.5).clamp(0.0, 1.0);
            let filled =
                (value * f64::from(u32::try_from(eighths).unwrap_or(u32::MAX))).round() as usize;
            let style = if shown { theme.current } else { theme.ok };
            for row in 0..rows {
                // Rows from the bottom: each holds up to 8 eighths.
                let level = filled.saturating_sub(row * 8).min(8);
                let glyph = if shown && level == 0 {
                    '·'
                } else {
                    BLOCKS[level]
                };
                let y = inner.bottom() - 1 - row as u16;
                put(buf, inner, inner.x + x as u16, y, &glyph.to_string(), style);
            }
        }
    }
}
