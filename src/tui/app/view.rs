//! Scrolling what the screen shows: the help, the patch circle's pages and the move history.

use super::App;
use crate::tui::keys::Command;
use crate::tui::mode::Overlay;
use crate::tui::scene::Scene;
use crate::tui::widgets::{circle, help, overlay_area, patches};
use ratatui::layout::Rect;

impl App {
    /// The help or the patches' table a line or a page up or down, never past either end.
    pub(super) fn scroll_help(&mut self, command: Command) {
        let most = self.most_scroll();
        if let Some(Overlay::Help { scroll, .. } | Overlay::Patches { scroll }) = &mut self.overlay
        {
            let page = self.size.1.saturating_sub(5).max(1);
            *scroll = match command {
                Command::HelpUp => scroll.saturating_sub(1),
                Command::HelpDown => scroll.saturating_add(1),
                Command::HelpPageUp => scroll.saturating_sub(page),
                Command::HelpPageDown => scroll.saturating_add(page),
                _ => *scroll,
            }
            .min(most);
        }
    }

    /// How far the box over the screen (the help, the patches' table) scrolls at the
    /// terminal's size.
    fn most_scroll(&self) -> u16 {
        let area = overlay_area(Rect::new(0, 0, self.size.0, self.size.1));
        let scene = self.scene();
        let (table, help) = match &scene {
            Scene::Game(game) => (game.boxes.patches.as_ref(), game.boxes.help.as_ref()),
            Scene::Menu(menu) => (None, menu.help.as_ref()),
        };
        match (table, help) {
            (Some(table), _) => patches::max_scroll(table, area),
            (None, Some(help)) => help::max_scroll(help, area),
            (None, None) => 0,
        }
    }

    /// A page of the patch circle forward or back, never past its last page.
    pub(super) fn page_circle(&mut self, forward: bool) {
        let rest = self.game().circle().len().saturating_sub(3);
        let pages = self.layout().map_or(1, |s| circle::pages(s.circle, rest));
        let page = usize::from(self.view.circle_page).min(pages - 1);
        let page = if forward {
            (page + 1).min(pages - 1)
        } else {
            page.saturating_sub(1)
        };
        self.view.circle_page = page as u16;
    }

    /// The move history a line back (older) or on (newer), never past either end.
    pub(super) fn scroll_moves(&mut self, newer: bool, lines: usize) {
        let most = self.session.log().count();
        self.view.log_scroll = if newer {
            self.view.log_scroll.saturating_sub(lines)
        } else {
            (self.view.log_scroll + lines).min(most)
        };
    }

    /// A page of the move list: as many lines as it shows.
    pub(super) fn moves_page(&self) -> usize {
        self.layout()
            .map_or(1, |s| usize::from(s.moves.height.saturating_sub(2)).max(1))
    }
}
