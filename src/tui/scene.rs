//! The scene: what the screen shows, derived once per frame from the session and the mode.
//! Who moves and whether a person does, the banner's words, the marks on each quilt, the move
//! history's lines (built once per step by the session), the key bar and the boxes over the
//! game. The widgets draw from a scene and the layout alone; they never see the app.

mod banner;
mod boxes;
mod entries;
mod hints;
mod menu;
mod review;

use hints::game_hints;

pub use menu::{MenuRow, MenuScene, MenuView};

pub use boxes::{GameOverBox, Tally};

use crate::tui::turn::BuyPreview;
use std::borrow::Cow;

use ratatui::style::Style;

use super::keys::{self, Context, Sheet};
use super::mode::{Mode, Notice, Overlay, TurnStep};
use super::options::Opponent;
use super::session::Session;
use super::strings;
use super::theme::Theme;
use crate::history::{Covers, Step};
use crate::rules::{Action, Cell, Game, PatchId, Phase, Player, Quilt};

/// What the app remembers about the view between frames: how far the circle is paged and the
/// move history scrolled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ViewState {
    /// The page of the patch circle shown.
    pub circle_page: u16,
    /// How many lines the move history is scrolled back from the newest.
    pub log_scroll: usize,
}

/// Ticks a walk takes at most, however far the token goes.
const WALK_TICKS: u8 = 4;

/// A token walking along the time board after a step, drawn on its way rather than where it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Walk {
    /// Whose token.
    pub player: Player,
    /// The space it is drawn on now.
    pub at: u8,
    /// The space it reached.
    pub to: u8,
    /// Spaces a tick.
    step: u8,
}

impl Walk {
    /// `player`'s token setting off from space `from` to space `to`: a few spaces a tick, at
    /// most four ticks however far.
    pub fn new(player: Player, from: u8, to: u8) -> Self {
        Self {
            player,
            at: from,
            to,
            step: to.saturating_sub(from).div_ceil(WALK_TICKS).max(1),
        }
    }

    /// One tick on; returns whether the token is still on its way.
    pub fn step_on(&mut self) -> bool {
        self.at = self.at.saturating_add(self.step).min(self.to);
        self.at < self.to
    }
}

/// What is drawn over a quilt's patches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Nothing.
    None,
    /// The patch being placed, and whether the core would accept it there.
    Ghost {
        /// The cells it covers (on the quilt).
        cells: Quilt,
        /// Whether it may be sewn there.
        legal: bool,
    },
    /// The leather patch being placed.
    Cursor(Cell),
    /// The review's best step, on the position before the step: its cells.
    Best(Quilt),
}

/// One line of the move history panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry<'a> {
    /// The step it belongs to (0 for the opening line).
    pub step: usize,
    /// The text.
    pub text: Cow<'a, str>,
    /// Whether it tells the record's fault.
    pub fault: bool,
}

/// Which part of the move history to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Follow {
    /// The newest lines, `n` entries back from the end.
    Back(usize),
    /// The lines of this step, highlighted.
    Step(usize),
}

/// Styled parts of a banner row.
pub type Parts = Vec<(String, Style)>;

/// One seat as the quilt panel and the time board show it.
#[derive(Clone, Debug)]
pub struct Seat<'a> {
    /// The name, safe to show.
    pub name: &'a str,
    /// The token's letter.
    pub token: char,
    /// The bot that plays the seat, by name.
    pub bot: Option<String>,
    /// Whether the reader plays this seat at a table (its title says "you").
    pub you: bool,
    /// What covers each cell of the quilt.
    pub covers: &'a Covers,
    /// The ghost or cursor on it.
    pub mark: Mark,
    /// The cells of the last step, marked.
    pub highlight: Quilt,
    /// How far those cells still have to settle (motion after the step), if they do.
    pub settling: Option<u8>,
}

/// A patch that cannot be bought now: why, in a sentence and in a few words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Blocked {
    /// The reason, as the wide entry says it.
    pub long: String,
    /// The reason, as a narrow entry says it.
    pub short: String,
}

/// The boxes over the game.
#[derive(Clone, Debug, Default)]
pub struct Boxes {
    /// The final scores: the keys that work under them, and how each player got there.
    pub game_over: Option<GameOverBox>,
    /// A lesson's card.
    pub card: Option<crate::tui::learn::Card>,
    /// A question.
    pub dialog: Option<String>,
    /// The help: its keys, the rules, and how far it is scrolled.
    pub help: Option<HelpBox>,
    /// The table of the patches left in the circle, and how far it is scrolled.
    pub patches: Option<PatchesBox>,
}

/// The table of the patches left in the circle, clockwise from the neutral token: a row each
/// (its number among the next three, if it is one; its name; cells, cost, time, income; what
/// it would add to the projected score of the player to move, and that a space of time).
#[derive(Clone, Debug)]
pub struct PatchesBox {
    /// The header row.
    pub header: Vec<String>,
    /// The rows, as text in columns.
    pub rows: Vec<Vec<String>>,
    /// Lines scrolled down.
    pub scroll: u16,
}

/// The help overlay's contents: its sections, one under the other.
#[derive(Clone, Debug)]
pub struct HelpBox {
    /// The sections: the keys, the screen's signs, the rules (or what a menu page does).
    pub sections: Vec<HelpSection>,
    /// Lines scrolled down.
    pub scroll: u16,
}

/// One section of the help: a heading, pairs (keys and what they do, a sign and what it
/// means), then paragraphs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpSection {
    /// The heading.
    pub title: String,
    /// (keys or sign, what it does or means).
    pub pairs: Vec<(String, String)>,
    /// Paragraphs, each wrapped to the box.
    pub paragraphs: Vec<String>,
}

/// The win-probability graph of a reviewed game.
#[derive(Clone, Debug, PartialEq)]
pub struct Graph {
    /// The first player's win probability at each position (0 to 1), first to last.
    pub values: Vec<f64>,
    /// The position shown.
    pub current: usize,
    /// The first player's name.
    pub name: String,
}

/// What one frame shows: the menu, or a game (in play or replayed).
#[derive(Clone, Debug)]
pub enum Scene<'a> {
    /// The menu, drawn alone.
    Menu(MenuScene<'a>),
    /// A game: its quilts, circle, time board, history, key bar and boxes.
    Game(Box<GameScene<'a>>),
}

/// What a frame is derived from: the app's state as the scene reads it.
#[derive(Clone, Copy, Debug)]
pub struct Frame<'a> {
    /// The game and who plays it.
    pub session: &'a Session,
    /// What the screen waits for.
    pub mode: &'a Mode,
    /// A box over the screen (help, a question), if any.
    pub overlay: Option<Overlay>,
    /// The line under the banner, if any.
    pub notice: Option<&'a Notice>,
    /// How far the circle is paged and the history scrolled.
    pub view: ViewState,
    /// Where the keys are.
    pub context: Context,
    /// Styles.
    pub theme: &'a Theme,
    /// What the game is (a lesson's card, the daily deal's line to share, a table's tag).
    pub kind: &'a crate::tui::kind::Kind,
    /// A token walking along the time board after a step, if one is.
    pub walk: Option<Walk>,
    /// A first-game tip for the turn in play, if any.
    pub tip: Option<&'a str>,
    /// How far the last step's patch still has to settle onto its quilt, if it does.
    pub settling: Option<u8>,
}

impl<'a> Scene<'a> {
    /// The scene of `frame`'s session in its mode.
    pub fn new(frame: &Frame<'a>) -> Self {
        let Frame {
            session,
            mode,
            overlay,
            context,
            theme,
            ..
        } = *frame;
        match mode {
            Mode::Menu(m) => Scene::Menu(MenuScene {
                theme,
                variant: session.game().variant(),
                view: menu::view(m),
                hints: menu::hints(m, context),
                too_small_note: too_small_note(overlay),
                help: match overlay {
                    Some(Overlay::Help { scroll, .. }) => Some(menu::help(m, scroll)),
                    _ => None,
                },
            }),
            _ => Scene::Game(Box::new(GameScene::new(frame))),
        }
    }

    /// The game's scene, unless the menu is shown.
    pub fn game(&self) -> Option<&GameScene<'a>> {
        match self {
            Scene::Game(game) => Some(game),
            Scene::Menu(_) => None,
        }
    }
}

/// The question shown on the too-small screen, if one waits.
fn too_small_note(overlay: Option<Overlay>) -> Option<String> {
    match overlay {
        Some(Overlay::ConfirmQuit(loss)) => Some(loss.question()),
        Some(Overlay::ConfirmMenu(loss)) => Some(loss.menu_question()),
        Some(Overlay::ConfirmResign) => Some(crate::tr!("table-confirm-resign")),
        _ => None,
    }
}

/// What a frame of a game shows.
#[derive(Clone, Debug)]
pub struct GameScene<'a> {
    /// Styles.
    pub theme: &'a Theme,
    /// The game shown.
    pub game: &'a Game,
    /// Both seats, `Player::One` first.
    pub seats: [Seat<'a>; 2],
    /// The banner's two rows in their usual form: names cut short, every clause in full.
    pub banner: [Parts; 2],
    /// Each row's forms, from the roomiest (names whole) to the tightest (a few words a
    /// clause): the first row is drawn in the first form that fits on a line, the second in
    /// the first that fits, wrapped, on the banner's other rows.
    pub banner_forms: [Vec<Parts>; 2],
    /// A first-game tip, drawn under the second row when a form of it leaves a row (empty:
    /// none).
    pub banner_tip: Parts,
    /// For each of the three choosable patches, why it cannot be bought (if it cannot).
    pub blocked: Vec<Option<Blocked>>,
    /// The patch highlighted for choosing, when a person chooses.
    pub selected: Option<usize>,
    /// The patch being placed.
    pub picked: Option<PatchId>,
    /// The circle's page.
    pub circle_page: u16,
    /// The move history.
    pub moves: Vec<Entry<'a>>,
    /// Which part of it to show.
    pub follow: Follow,
    /// The patch the step shown bought (the circle marks the gap it left).
    pub last_bought: Option<PatchId>,
    /// The space the last step's token came from, on the time board.
    pub trail: Option<(Player, u8)>,
    /// Where the step being considered would take the mover's token (the highlighted patch,
    /// or the advance asked about), on the time board.
    pub target: Option<(Player, u8)>,
    /// A token drawn on its way rather than where it is (its walk after a step).
    pub walking: Option<(Player, u8)>,
    /// The review's graph, in the replay viewer once the review is done.
    pub graph: Option<Graph>,
    /// The key bar: (keys, what they do).
    pub hints: Vec<crate::tui::keys::KeyHint>,
    /// At a table: its code and who watches, kept at the key bar's right end.
    pub tag: Option<String>,
    /// Boxes over the game.
    pub boxes: Boxes,
    /// On the too-small screen: a question waiting (quitting would lose something).
    pub too_small_note: Option<String>,
}

impl<'a> GameScene<'a> {
    /// The scene of the game of `frame` (in any mode but the menu).
    fn new(frame: &Frame<'a>) -> Self {
        let Frame {
            session,
            mode,
            overlay,
            notice,
            view,
            context,
            theme,
            ..
        } = *frame;
        let game = session.game();
        let replay = match mode {
            Mode::Replay(r) => Some(r),
            _ => None,
        };
        let turn_step = match mode {
            Mode::Turn(turn) => Some(&turn.step),
            _ => None,
        };
        let mover = game.to_move();
        // With the best step shown, the position is before the step: nothing was just played.
        let shown = shown_step(session, replay.is_some())
            .filter(|_| replay.is_none_or(|r| r.best_of.is_none()));
        let highlight = shown.map_or((Player::One, Quilt::EMPTY), |step| {
            (step.player, sewn(&step.actions))
        });
        let last = |p: Player| (highlight.0 == p).then_some(highlight.1);
        let best = replay.and_then(|r| review::best_ghost(session, r));
        let seats = Player::BOTH.map(|p| Seat {
            name: session.name(p),
            token: session.token(p),
            bot: session.bot_of(p).map(Opponent::label),
            you: session.table().is_some_and(|t| t.you == Some(p)),
            covers: &session.covers()[p],
            mark: match (turn_step, best) {
                (Some(step), _) if mover == Some(p) => mark(step, game),
                (_, Some((who, cells))) if who == p => Mark::Best(cells),
                _ => Mark::None,
            },
            highlight: last(p).unwrap_or(Quilt::EMPTY),
            settling: frame
                .settling
                .filter(|_| last(p).is_some() && replay.is_none()),
        });
        let person = session.person_to_move().is_some() && replay.is_none();
        let blocked = blocked(game, person, mover.map(|p| session.name(p)));
        // The highlighted patch's purchase, played on a copy once for the banner and the board.
        let looked = looking(game, turn_step);
        let sources = banner::Sources {
            session,
            mode,
            notice,
            blocked: &blocked,
            looked,
            theme,
        };
        let mut banners = banner::banners(&sources);

        let (mut entries, follow) = entries::move_history(session, replay, view);
        let mut boxes = boxes::boxes(session, mode, overlay, sheet(session, replay.is_some()));
        practise(frame.kind, overlay, notice, theme, &mut banners, &mut boxes);
        // A lesson's position was prepared, not played from a start: its history says so.
        if let Some(opening) = crate::tui::learn::opening(frame.kind)
            && let Some(first) = entries.iter_mut().find(|e| e.step == 0)
        {
            first.text = Cow::Owned(opening);
        }
        // The highlight rests on a patch only when some patch can be bought.
        let any_buyable = blocked.iter().any(Option::is_none);
        Self {
            theme,
            game,
            seats,
            banner: banners.usual,
            banner_forms: banners.forms,
            banner_tip: frame
                .tip
                .map(|t| vec![(format!(" {t}"), theme.dim)])
                .unwrap_or_default(),
            selected: match turn_step {
                Some(TurnStep::Choosing { selected }) if any_buyable => Some(*selected),
                _ => None,
            },
            blocked,
            picked: match turn_step {
                Some(TurnStep::Placing(p)) => Some(p.patch()),
                _ => None,
            },
            circle_page: view.circle_page,
            moves: entries,
            graph: replay.and_then(|r| review::graph(session, r)),
            trail: shown.and_then(trail),
            target: target(session, turn_step, looked),
            walking: frame.walk.map(|w| (w.player, w.at)),
            last_bought: shown.and_then(Step::patch),
            follow,
            hints: game_hints(game, context, session.table(), replay.map(|r| &r.analysis)),
            tag: session.table().map(table_tag),
            boxes,
            too_small_note: too_small_note(overlay),
        }
    }
}

/// A table's code, whether the reader watches, and how many watch: "table KXRM · 1 watching",
/// "table KXRM · you watch". (A seated reader's quilt says "you".)
fn table_tag(table: &crate::table::TableInfo) -> String {
    let mut tag = crate::tr!("table-code", code = table.code.as_str());
    if table.you.is_none() {
        tag = format!("{tag} · {}", strings::watching());
    }
    // A watcher counts the others.
    let others = table
        .watchers
        .saturating_sub(usize::from(table.you.is_none()));
    if others > 0 {
        tag = format!("{tag} · {}", crate::tr!("table-watchers", n = others));
    }
    tag
}

/// Where the step being considered would take the token of the person to move: the highlighted
/// or picked patch's landing space, or the advance asked about.
fn target(
    session: &Session,
    step: Option<&TurnStep>,
    looked: Option<(PatchId, BuyPreview)>,
) -> Option<(Player, u8)> {
    let mover = session.person_to_move()?;
    let to = match step? {
        TurnStep::Choosing { .. } => looked?.1.to,
        TurnStep::Placing(p) => crate::tui::turn::buy_preview(session.game(), p.patch())?.to,
        TurnStep::Advance(preview) => preview.to,
        TurnStep::Leather(_) => return None,
    };
    Some((mover, to))
}

/// While a person chooses: the highlighted patch and what buying it would do, as the core
/// plays it on a copy.
fn looking(game: &Game, step: Option<&TurnStep>) -> Option<(PatchId, BuyPreview)> {
    let Some(TurnStep::Choosing { selected }) = step else {
        return None;
    };
    let patch = *game.choosable().get(*selected)?;
    Some((patch, crate::tui::turn::buy_preview(game, patch)?))
}

/// Which keys the help lists: the replay viewer's, or the game's (with the table's at a table).
fn sheet(session: &Session, replaying: bool) -> Sheet {
    if replaying {
        Sheet::Replay
    } else if session.table().is_some() {
        Sheet::Table
    } else {
        Sheet::Play
    }
}

/// What a lesson, a puzzle or the daily deal changes in a scene: a lesson says what to do where the turn
/// line would be and draws its card; the daily deal's game-over box has its line to share.
fn practise(
    kind: &crate::tui::kind::Kind,
    overlay: Option<Overlay>,
    notice: Option<&Notice>,
    theme: &Theme,
    banners: &mut banner::Banners,
    boxes: &mut Boxes,
) {
    if let Some(line) = crate::tui::learn::line(kind) {
        // The lesson's line, whatever the names.
        let banner = &mut banners.usual;
        banner[0] = vec![(format!(" {line}"), theme.title)];
        banners.forms[0] = vec![banner[0].clone()];
        // The card says what the banner's second row would; a failure to keep the progress
        // stays in view.
        if overlay == Some(Overlay::Card) && !notice.is_some_and(Notice::is_error) {
            banner[1] = vec![(String::new(), theme.base)];
            banners.forms[1] = vec![banner[1].clone()];
        }
    }
    boxes.card = crate::tui::learn::card(kind).filter(|_| overlay == Some(Overlay::Card));
    if let (Some(over), crate::tui::kind::Kind::Daily { share, .. }) = (&mut boxes.game_over, kind)
    {
        over.share.clone_from(share);
    }
}

/// What the step in progress draws on the mover's quilt.
fn mark(step: &TurnStep, game: &Game) -> Mark {
    match step {
        TurnStep::Placing(p) => Mark::Ghost {
            cells: p.cells(game.variant()).and(game.board()),
            legal: p.is_legal(),
        },
        TurnStep::Leather(cell) => Mark::Cursor(*cell),
        _ => Mark::None,
    }
}

/// The step the screen shows as just played: the last one in play, the one the viewer stands
/// after in a replay.
fn shown_step(session: &Session, replay: bool) -> Option<&Step> {
    let history = session.history();
    if replay {
        history.steps().get(history.cursor().checked_sub(1)?)
    } else {
        history.last_step()
    }
}

/// The cells a step's actions sewed (its patch, its leather patches).
pub(super) fn sewn(actions: &[Action]) -> Quilt {
    actions
        .iter()
        .fold(Quilt::EMPTY, |cells, action| match *action {
            Action::Patch { cells: c, .. } => cells.or(c),
            Action::Leather(Some(cell)) => cells.or(Quilt::from_cell(cell)),
            _ => cells,
        })
}

/// Where the token of `step` came from.
fn trail(step: &Step) -> Option<(Player, u8)> {
    step.events.iter().find_map(|e| match *e {
        crate::rules::Event::Moved { player, from, .. } => Some((player, from.get())),
        _ => None,
    })
}

/// Why each choosable patch cannot be bought now, said to the person to move ("you have") or
/// about the player to move by name.
fn blocked(game: &Game, person: bool, mover: Option<&str>) -> Vec<Option<Blocked>> {
    let turn = matches!(game.phase(), Phase::Turn(_));
    game.choosable()
        .iter()
        .map(|&p| {
            let reason = if turn { game.buy_blocker(p) } else { None }?;
            let who = if person { None } else { mover };
            Some(Blocked {
                long: strings::blocker(&reason, who),
                short: strings::short_blocker(&reason),
            })
        })
        .collect()
}
