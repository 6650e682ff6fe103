//! Learning and practice in the router: a lesson started, judged and ended, the daily deal
//! started and recorded, the first-game tips said, and the progress kept (as
//! [`Effect::Keep`]s the loop writes in the data directory).

use super::{App, Effect};
use crate::bot::Level;
use crate::history::History;
use crate::learn::daily::{Date, LEVEL};
use crate::learn::puzzles::Choice;
use crate::learn::{LESSONS, Verdict};
use crate::record::PlayerInfo;
use crate::rules::Player;
use crate::saves::progress::{DAILY_FILE, LESSONS_FILE, PUZZLES_FILE, TIPS_FILE, text};
use crate::tui::kind::{Answer, Kind, LessonCard};
use crate::tui::learn::{self, Learning};
use crate::tui::menu::Menu;
use crate::tui::mode::{Mode, Notice, Overlay, Turn, TurnStep};
use crate::tui::options::{Opponent, Options, Seating};
use crate::tui::placement::Placement;
use crate::tui::scene::ViewState;
use crate::tui::session::Session;

impl App {
    /// What the app knows of the player's progress (read by the launcher from the data
    /// directory) and today's date. A progress file that could not be read is said in the
    /// notice line, and left as it is.
    pub fn set_learning(&mut self, learning: Learning) {
        if let Mode::Menu(menu) = &mut self.mode {
            menu.set_learn(learning.menu());
        }
        // Said on the menu's page (its note) or over a game (the notice line).
        if let Some(first) = learning.broken().first() {
            self.notice = Some(Notice::Progress(crate::tr!(
                "progress-broken",
                file = first.as_str()
            )));
        }
        *self.learning = learning;
        // A daily deal saved and played on: its seed says so (see `crate::learn::daily`).
        if *self.session.kind() == Kind::Local
            && !matches!(self.mode, Mode::Menu(_) | Mode::Replay(_))
            && let Some(date) = Date::of_game(self.session.history().players(), self.session.seed())
        {
            self.session.set_kind(Kind::Daily { date, share: None });
        }
    }

    /// From the menu: the first lesson not done yet (the first when all are).
    pub fn open_lessons(&mut self) {
        let index = LESSONS
            .iter()
            .position(|l| !self.learning.lessons.value.is_done(l.id))
            .unwrap_or(0);
        self.start_lesson(index);
    }

    /// From the menu: today's daily deal, under the menu's name.
    pub fn open_daily(&mut self) {
        let name = self.menu_name();
        self.start_daily(&name);
    }

    /// The player's progress as the app holds it now.
    pub fn learning(&self) -> &Learning {
        &self.learning
    }

    /// What the game is: played here, replayed, a lesson, a puzzle, the daily deal, a table's.
    pub fn kind(&self) -> &Kind {
        self.session.kind()
    }

    /// The menu to come back to from a lesson or a puzzle: the one shown now, or the one the
    /// lesson or puzzle shown now came from.
    fn menu_to_come_back_to(&mut self) -> Option<Box<Menu>> {
        match (&self.mode, self.session.kind_mut()) {
            (Mode::Menu(menu), _) => Some(menu.clone()),
            (_, Kind::Lesson { back, .. } | Kind::Puzzle { back, .. }) => back.take(),
            _ => None,
        }
    }

    /// Esc on a card: back to the menu the lesson or puzzle came from (its lists still hold:
    /// lessons and puzzles save no game), with the progress made; else to a menu opened anew.
    pub(super) fn leave_practice(&mut self) {
        self.overlay = None;
        self.notice = None;
        if let Some(mut menu) = self.menu_to_come_back_to() {
            menu.set_learn(self.learning.menu());
            self.mode = Mode::Menu(menu);
        } else {
            self.next = Some(crate::tui::menu::Next::Menu);
            self.quit = true;
        }
    }

    /// Starts lesson `index` from its prepared position, its card first.
    pub(super) fn start_lesson(&mut self, index: usize) {
        let Some(lesson) = LESSONS.get(index) else {
            return;
        };
        let prepared = match lesson.prepare() {
            Ok(p) => p,
            Err(e) => {
                self.notice = Some(Notice::SetupFailed(e));
                return;
            }
        };
        let you = self.menu_name();
        let back = self.menu_to_come_back_to();
        let other = crate::tui::strings::level(Level::Beginner);
        let players = [
            PlayerInfo::human(&you),
            PlayerInfo::bot_at(
                &other,
                Level::Beginner.kind().name(),
                Level::Beginner.name(),
            ),
        ];
        match History::from_position(prepared.setup, players, prepared.game, prepared.covers) {
            Ok(history) => {
                self.session = Session::from_history(history);
                self.session.set_kind(Kind::Lesson {
                    index,
                    card: Some(LessonCard::Intro),
                    back,
                });
                self.view = ViewState::default();
                self.notice = broken_progress(self.learning.lessons.broken.as_ref());
                self.overlay = Some(Overlay::Card);
                self.mode = Mode::Turn(Turn::begin(self.session.game()));
            }
            Err(e) => self.notice = Some(Notice::SetupFailed(e)),
        }
    }

    /// Enter on a lesson's card: begin the try, or go on to the next lesson (after the last,
    /// a first game against the beginner).
    pub(super) fn card_confirm(&mut self) {
        match self.session.kind_mut() {
            Kind::Lesson {
                card: card @ Some(LessonCard::Intro | LessonCard::Wrong(_)),
                ..
            } => {
                *card = None;
                self.overlay = None;
            }
            Kind::Lesson {
                index,
                card: Some(LessonCard::Done),
                ..
            } => {
                let next = *index + 1;
                self.overlay = None;
                if next < LESSONS.len() {
                    self.start_lesson(next);
                } else {
                    self.first_game();
                }
            }
            Kind::Puzzle { index, of, .. } => {
                let next = (*index + 1) % (*of).max(1);
                self.overlay = None;
                self.start_puzzle(next);
            }
            _ => self.overlay = None,
        }
    }

    /// From the menu: the first puzzle not tried yet, easiest first.
    pub fn open_puzzles(&mut self) {
        let index = self.learning.next_puzzle();
        self.start_puzzle(index);
    }

    /// Starts puzzle `index` of the set: its game replayed to the position, the person in the
    /// seat to move, the strong bot in the other.
    fn start_puzzle(&mut self, index: usize) {
        let Some(puzzle) = self.learning.set.get(index).cloned() else {
            return;
        };
        let Ok((setup, actions, game)) = puzzle.replay() else {
            return;
        };
        let Some(mover) = game.to_move() else {
            return;
        };
        let name = self.menu_name();
        let strong = crate::tui::strings::level(Level::Strong);
        let mut players = [
            PlayerInfo::bot_at(&strong, Level::Strong.kind().name(), Level::Strong.name()),
            PlayerInfo::bot_at(&strong, Level::Strong.kind().name(), Level::Strong.name()),
        ];
        players[mover.index()] = PlayerInfo::human(&name);
        let Ok(mut history) = History::new(setup, players) else {
            return;
        };
        if actions.into_iter().any(|a| history.play(a).is_err()) {
            return;
        }
        let back = self.menu_to_come_back_to();
        self.session = Session::from_history(history);
        self.session.set_kind(Kind::Puzzle {
            index,
            of: self.learning.set.len(),
            puzzle: Box::new(puzzle),
            played: None,
            back,
        });
        self.view = ViewState::default();
        // Progress that cannot be kept is said from the start, not only once it is lost.
        self.notice = broken_progress(self.learning.puzzles.broken.as_ref());
        self.overlay = None;
        self.mode = Mode::Turn(Turn::begin(self.session.game()));
    }

    /// Whether undo is held back: a puzzle's line is not the person's to take back, and a
    /// lesson's try is taken back by the lesson.
    pub(super) fn practice_holds_undo(&self) -> bool {
        matches!(self.session.kind(), Kind::Puzzle { .. })
    }

    /// The person's name: the menu's first name while it is known, else the lesson's own.
    fn menu_name(&self) -> String {
        match &self.mode {
            Mode::Menu(menu) => menu.names[0].clone(),
            _ if self.session.bot_of(Player::One).is_none() => {
                self.session.options().names[0].clone()
            }
            _ => Options::default().names[0].clone(),
        }
    }

    /// After the lessons: a classic game against the beginner, the person on the left.
    fn first_game(&mut self) {
        let name = self.menu_name();
        let options = Options {
            names: [name, crate::tui::strings::level(Level::Beginner)],
            bots: [None, Some(Opponent::Level(Level::Beginner))],
            seat: Seating::Lot,
            ..Options::default()
        };
        self.start_from_menu(&options);
    }

    /// Today's daily deal: the day's set-up (see [`crate::learn::daily`]), the person on the
    /// left against the computer at the day's level; or, when the menu lists today's deal
    /// unfinished, that game continued.
    pub(super) fn start_daily(&mut self, name: &str) {
        let Some(date) = self.learning.today else {
            return;
        };
        // Today's deal begun and left unfinished: continued, not dealt again (the newest).
        if let Mode::Menu(menu) = &self.mode
            && let Some(saved) = menu
                .games
                .iter()
                .find(|g| !g.finished && g.daily == Some(date))
        {
            let path = saved.path.clone();
            self.leave_for(crate::tui::menu::Next::Load(path));
            return;
        }
        let options = Options {
            names: [name.to_owned(), crate::tui::strings::level(LEVEL)],
            bots: [None, Some(Opponent::Level(LEVEL))],
            seat: Seating::Lot,
            ..Options::default()
        };
        match Session::new(&options, date.seed()) {
            Ok(session) => {
                self.session = session;
                self.session.set_kind(Kind::Daily { date, share: None });
                self.view = ViewState::default();
                self.mode = self.settled(false);
            }
            Err(e) => self.notice = Some(Notice::SetupFailed(e)),
        }
    }

    /// In the lesson on placing, the ghost of the patch just picked opens in the quilt's
    /// top-left corner, unturned, rather than where it fits best: moving, turning and flipping
    /// it is what the lesson teaches.
    pub(super) fn lesson_ghost(&mut self) {
        let Kind::Lesson { index, .. } = *self.session.kind() else {
            return;
        };
        if !LESSONS.get(index).is_some_and(crate::learn::Lesson::places) {
            return;
        }
        if let Mode::Turn(turn) = &mut self.mode
            && let TurnStep::Placing(placement) = &turn.step
        {
            let patch = placement.patch();
            let corner = crate::rules::Move::Patch {
                patch,
                orientation: 0,
                anchor: 0,
            };
            turn.step = TurnStep::Placing(Placement::at(self.session.game(), corner));
        }
    }

    /// A lesson's hint, in place of the bot's suggestion.
    pub(super) fn lesson_hint(&mut self) -> bool {
        match *self.session.kind() {
            Kind::Lesson { index, .. } => {
                // A leather patch won: how to sew it, whatever the lesson said of winning it.
                let sewing =
                    matches!(&self.mode, Mode::Turn(t) if matches!(t.step, TurnStep::Leather(_)));
                self.notice = Some(Notice::Lesson(if sewing {
                    crate::tr!("lesson-sew-leather-hint")
                } else {
                    crate::tui::strings::lesson(index, "hint")
                }));
                true
            }
            Kind::Puzzle { .. } => {
                self.notice = Some(Notice::Lesson(crate::tr!("puzzle-hint")));
                true
            }
            _ => false,
        }
    }

    /// After a complete step in a lesson: judged by the lesson (through the rules core). A
    /// wrong try is taken back with its reason; a right one ends the lesson. Returns whether
    /// the lesson took the step over (the game goes no further).
    pub(super) fn judge_lesson(&mut self) -> bool {
        if let Kind::Puzzle { .. } = self.session.kind() {
            return self.judge_puzzle();
        }
        let Kind::Lesson { index, .. } = *self.session.kind() else {
            return false;
        };
        let Some(lesson) = LESSONS.get(index) else {
            return false;
        };
        let history = self.session.history();
        let Some(step) = history.applied().last() else {
            // Nothing played: a try taken back before it was whole (the turn that won leather
            // undone), so the lesson's position is to play again.
            self.mode = Mode::Turn(Turn::begin(self.session.game()));
            return true;
        };
        if step.player != Player::One {
            return true;
        }
        let before = history.game_at(history.cursor() - 1);
        let verdict = lesson.judge(before, history.current(), &step.events);
        let card = match verdict {
            Verdict::Done => LessonCard::Done,
            Verdict::Wrong(wrong) => LessonCard::Wrong(wrong),
        };
        if let Kind::Lesson { card: shown, .. } = self.session.kind_mut() {
            *shown = Some(card);
        }
        match verdict {
            Verdict::Done => {
                self.overlay = Some(Overlay::Card);
                self.mode = Mode::Over(crate::tui::mode::Over {
                    box_hidden: true,
                    confirm_new: false,
                });
                let id = lesson.id;
                if self.learning.lessons.value.mark(id) && self.learning.lessons.writable() {
                    self.effects.push(Effect::Keep {
                        name: LESSONS_FILE,
                        text: text(&self.learning.lessons.value),
                    });
                }
            }
            Verdict::Wrong(wrong) => {
                self.overlay = Some(Overlay::Card);
                self.session.undo();
                self.notice = Some(Notice::Lesson(learn::wrong_line(wrong)));
                self.mode = Mode::Turn(Turn::begin(self.session.game()));
            }
        }
        true
    }

    /// After the person's step in a puzzle: the answer, kept (only a puzzle's first try
    /// counts), and its card.
    fn judge_puzzle(&mut self) -> bool {
        let step = self.session.history().applied().last().cloned();
        let Kind::Puzzle { puzzle, played, .. } = self.session.kind_mut() else {
            return false;
        };
        if played.is_some() {
            return true;
        }
        let Some(choice) = step
            .and_then(|s| s.actions.first().copied())
            .and_then(Choice::of)
        else {
            return true;
        };
        let right = puzzle.best_choice() == Some(choice);
        let progress = &mut self.learning.puzzles.value;
        progress.answer(&puzzle.id(), right);
        *played = Some(Answer {
            choice,
            streak: progress.streak,
            best_streak: progress.best_streak,
        });
        if self.learning.puzzles.writable() {
            self.effects.push(Effect::Keep {
                name: PUZZLES_FILE,
                text: text(&self.learning.puzzles.value),
            });
        } else {
            self.notice = broken_progress(self.learning.puzzles.broken.as_ref());
        }
        self.overlay = Some(Overlay::Card);
        self.mode = Mode::Over(crate::tui::mode::Over {
            box_hidden: true,
            confirm_new: false,
        });
        true
    }

    /// After a complete step in a game: the daily deal's result once it is over, and the
    /// first-game tips it calls for.
    pub(super) fn after_step(&mut self) {
        let game = self.session.game();
        if game.is_over() {
            self.game_finished();
            return;
        }
        if !self.learning.tips.value.active() {
            return;
        }
        let Some(step) = self.session.history().applied().last() else {
            return;
        };
        let person = Player::BOTH.map(|p| self.session.bot_of(p).is_none());
        let tips = learn::tips(game, person, step.player, &step.events);
        let tips_state = &mut self.learning.tips.value;
        if let Some(tip) = tips.into_iter().find(|t| !tips_state.seen(t.id())) {
            tips_state.seen.push(tip.id().to_owned());
            self.tip = Some((self.session.history().applied().len(), tip.text()));
            self.keep_tips();
        }
    }

    /// A game just ended: the daily deal's result recorded, and one more game with tips.
    fn game_finished(&mut self) {
        if self.learning.tips.value.active() {
            self.learning.tips.value.games += 1;
            self.keep_tips();
        }
        let game = self.session.game().clone();
        if let Kind::Daily { date, share } = self.session.kind_mut()
            && share.is_none()
        {
            let result = learn::daily_result(*date, &game);
            let kept = self.learning.daily.value.record(result).clone();
            let level = crate::tui::strings::level(LEVEL);
            let line = crate::tui::strings::daily_share(&kept.date, &level, kept.score, kept.other);
            // Played again: the line is the first try's, and says so.
            *share = Some(if kept.plays > 1 {
                crate::tr!("daily-first-try", share = line.as_str())
            } else {
                line
            });
            if self.learning.daily.writable() {
                self.effects.push(Effect::Keep {
                    name: DAILY_FILE,
                    text: text(&self.learning.daily.value),
                });
            }
        }
    }

    /// The tips turned on or off (from the new game's form).
    pub(super) fn set_tips(&mut self, on: bool) {
        if self.learning.tips.value.off == on {
            self.learning.tips.value.off = !on;
            if on {
                // Turned on again: a few more games with tips.
                self.learning.tips.value.games = 0;
            }
            self.keep_tips();
        }
    }

    fn keep_tips(&mut self) {
        if self.learning.tips.writable() {
            self.effects.push(Effect::Keep {
                name: TIPS_FILE,
                text: text(&self.learning.tips.value),
            });
        }
    }

    /// Today, for the daily deal.
    pub fn today(&self) -> Option<Date> {
        self.learning.today
    }
}

/// The notice that a progress file could not be read (and so is not written this session).
fn broken_progress(why: Option<&String>) -> Option<Notice> {
    why.map(|file| Notice::Progress(crate::tr!("progress-broken", file = file.as_str())))
}
