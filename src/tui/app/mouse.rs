//! The mouse: click a choosable patch to pick it; over the mover's quilt the ghost (or the
//! leather patch) follows the pointer, and a click sews it where it is shown; the wheel or a
//! right click turns the ghost; the wheel pages the circle and scrolls the move history (in a
//! replay it steps through the game). Where things are comes from the same layout the drawing
//! uses.

use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Position, Rect};

use super::App;
use crate::rules::{Action, Transform};
use crate::tui::keys::Command;
use crate::tui::mode::{Mode, TurnStep};
use crate::tui::replay::Seek;
use crate::tui::turn::TurnRequest;
use crate::tui::widgets::circle;

impl App {
    /// Acts on a mouse event (the screen fits and no box is open).
    pub(super) fn mouse(&mut self, event: MouseEvent) {
        let Some(screen) = self.layout() else {
            return;
        };
        let (x, y) = (event.column, event.row);
        let at = |r: Rect| r.contains(Position { x, y });
        let wheel = match event.kind {
            MouseEventKind::ScrollUp => Some(false),
            MouseEventKind::ScrollDown => Some(true),
            _ => None,
        };
        if let Mode::Replay(replay) = &mut self.mode {
            if let Some(forward) = wheel {
                let history = self.session.history();
                let command = if forward {
                    Command::StepOn
                } else {
                    Command::StepBack
                };
                if let Seek::To(step) = replay.command(command, history.cursor(), history.len()) {
                    self.session.seek(step);
                }
            }
            return;
        }
        if let Some(down) = wheel {
            if at(screen.moves) {
                return self.scroll_moves(down, 1);
            }
            if at(screen.circle) {
                return self.page_circle(down);
            }
        }
        let Some(player) = self.session.person_to_move() else {
            return;
        };
        let cell = screen.grids[player.index()].cell_at(x, y);
        let game = self.session.game();
        let Mode::Turn(turn) = &mut self.mode else {
            return;
        };
        let mut outcome = TurnRequest::Stay;
        let mut clear = false;
        match (event.kind, &mut turn.step) {
            (
                MouseEventKind::Down(MouseButton::Left),
                TurnStep::Choosing { .. } | TurnStep::Placing(_),
            ) => {
                if let Some(i) = circle::entries(screen.circle).iter().position(|&r| at(r)) {
                    clear = true;
                    outcome = turn.pick(i, game);
                } else if let (TurnStep::Placing(placement), Some(cell)) = (&mut turn.step, cell) {
                    clear = true;
                    let before = placement.mv();
                    placement.centre_on(game, cell);
                    // Sew when the click is where the ghost already was (it follows the
                    // pointer, so one click sews what is shown; without motion reports, click
                    // twice).
                    if placement.mv() == before {
                        outcome = turn.command(Command::Confirm, game);
                    }
                }
            }
            (
                MouseEventKind::Moved | MouseEventKind::Drag(MouseButton::Left),
                TurnStep::Placing(placement),
            ) => {
                if let Some(cell) = cell {
                    placement.centre_on(game, cell);
                }
            }
            (MouseEventKind::Down(MouseButton::Right), TurnStep::Placing(placement)) => {
                placement.turn(game, Transform::RotateClockwise);
            }
            (
                MouseEventKind::ScrollUp | MouseEventKind::ScrollDown,
                TurnStep::Placing(placement),
            ) if cell.is_some() => {
                let transform = if wheel == Some(true) {
                    Transform::RotateAnticlockwise
                } else {
                    Transform::RotateClockwise
                };
                placement.turn(game, transform);
            }
            (kind, TurnStep::Leather(at_cell)) => match (kind, cell) {
                (MouseEventKind::Down(MouseButton::Left), Some(cell)) if cell == *at_cell => {
                    clear = true;
                    outcome = TurnRequest::Play(Action::Leather(Some(cell)));
                }
                (MouseEventKind::Down(MouseButton::Left) | MouseEventKind::Moved, Some(cell)) => {
                    *at_cell = cell;
                }
                _ => {}
            },
            _ => {}
        }
        if clear {
            self.notice = None;
        }
        self.apply(outcome);
    }
}
