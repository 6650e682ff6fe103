//! The player's language: every text a person reads in the terminal app and in the human-read
//! command-line messages comes from a [Project Fluent](https://projectfluent.org) catalogue,
//! built into the binary: per language, the app's messages (`src/i18n/en.ftl`, `fr.ftl`,
//! `ru.ftl`, `fa.ftl`) and the command line's (`cli-en.ftl`, `cli-fr.ftl`, `cli-ru.ftl`,
//! `cli-fa.ftl`). Persian is written right to left: [`bidi`] puts its lines in the order the
//! terminal draws them, and its numbers are written in Persian digits.
//!
//! The language is chosen once, at start ([`Lang::choose_from`]: `--lang`, else the locale, else
//! English), and set for the thread that draws the screen and prints ([`set`]). Each thread has
//! its own: the app draws on one thread, and each test picks its language without disturbing
//! the others. A thread that never chose speaks English.
//!
//! Machine-read outputs (`move`, `verify --json`, `perft`, `review --json`, the record format)
//! never come from here: they are contracts and stay English.
//!
//! Code asks for a message by its id with [`tr!`](crate::tr): `tr!("undo-done")`, or with
//! arguments, `tr!("turn-behind", me = 3, them = name)`. A message missing from a language
//! falls back to English; a test holds the catalogues to the same ids and arguments.

use std::cell::{Cell, RefCell};
use std::fmt;

pub mod bidi;

pub use fluent_bundle::FluentArgs;
use fluent_bundle::{FluentBundle, FluentResource, FluentValue};

/// A language the game speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// French.
    Fr,
    /// Russian.
    Ru,
    /// Persian (Farsi), written right to left.
    Fa,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Self; 4] = [Self::En, Self::Fr, Self::Ru, Self::Fa];

    /// The language's code, as `--lang` takes it.
    pub const fn code(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Fr => "fr",
            Self::Ru => "ru",
            Self::Fa => "fa",
        }
    }

    /// The direction the language is written in.
    pub const fn direction(self) -> bidi::Direction {
        match self {
            Self::Fa => bidi::Direction::Rtl,
            Self::En | Self::Fr | Self::Ru => bidi::Direction::Ltr,
        }
    }

    /// The catalogue's Fluent sources: the app's messages, then the command line's.
    pub const fn sources(self) -> [&'static str; 2] {
        match self {
            Self::En => [include_str!("i18n/en.ftl"), include_str!("i18n/cli-en.ftl")],
            Self::Fr => [include_str!("i18n/fr.ftl"), include_str!("i18n/cli-fr.ftl")],
            Self::Ru => [include_str!("i18n/ru.ftl"), include_str!("i18n/cli-ru.ftl")],
            Self::Fa => [include_str!("i18n/fa.ftl"), include_str!("i18n/cli-fa.ftl")],
        }
    }

    /// The language a locale names (`fr_FR.UTF-8`, `ru-RU`, `en`), if the game speaks it.
    /// `C` and `POSIX` name no language.
    pub fn from_locale(locale: &str) -> Option<Self> {
        let tag = locale
            .split(['.', '@'])
            .next()
            .unwrap_or_default()
            .split(['_', '-'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Self::ALL.into_iter().find(|l| l.code() == tag)
    }

    /// The language to speak: `asked` (from `--lang`) if given and spoken, else the locale's
    /// (`LC_ALL`, `LC_MESSAGES`, `LANG`, as the system reports it), else English. A language
    /// asked for or a locale naming a language the game does not speak gives English and a
    /// note to print (before the terminal is taken).
    pub fn choose_from(asked: Option<&str>) -> (Self, Option<String>) {
        match asked {
            Some(code) => match Self::from_locale(code) {
                Some(lang) => (lang, None),
                None => (
                    Self::En,
                    Some(format!(
                        "patchwork: --lang {}: this game speaks en, fr, ru and fa; playing in English",
                        shown(code)
                    )),
                ),
            },
            None => Self::from_system(),
        }
    }

    fn from_system() -> (Self, Option<String>) {
        match sys_locale::get_locale() {
            None => (Self::En, None),
            Some(locale) => match Self::from_locale(&locale) {
                Some(lang) => (lang, None),
                None if is_neutral(&locale) => (Self::En, None),
                None => (
                    Self::En,
                    Some(format!(
                        "patchwork: the locale {} names a language this game does not speak \
                         (it speaks en, fr, ru and fa; --lang chooses): playing in English",
                        shown(&locale)
                    )),
                ),
            },
        }
    }
}

/// A language or locale as given, made safe to print and cut to 32 characters.
fn shown(given: &str) -> String {
    let cut: String = given.chars().take(32).collect();
    let more = if given.chars().count() > 32 {
        "…"
    } else {
        ""
    };
    format!("{}{more}", crate::text::Shown::new(&cut))
}

/// `C`, `POSIX` and the like: no language at all, so English without a note.
fn is_neutral(locale: &str) -> bool {
    let base = locale.split(['.', '@']).next().unwrap_or_default();
    base.is_empty() || base.eq_ignore_ascii_case("C") || base.eq_ignore_ascii_case("POSIX")
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// One language's messages, ready to format.
struct Catalogue {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
}

impl Catalogue {
    fn new(lang: Lang) -> Self {
        let langid = lang
            .code()
            .parse::<unic_langid::LanguageIdentifier>()
            .unwrap_or_default();
        let mut bundle = FluentBundle::new(vec![langid]);
        // Left to right, text goes out as formatted. Right to left, each argument is isolated
        // (FSI ... PDI) so that a name or a number never reorders the sentence around it;
        // `bidi` drops the marks once the line is ordered. Numbers take the language's digits.
        let rtl = lang.direction() == bidi::Direction::Rtl;
        bundle.set_use_isolating(rtl);
        if lang == Lang::Fa {
            bundle.set_formatter(Some(persian_number));
        }
        // A catalogue that does not parse keeps the messages that do; the tests parse every
        // catalogue strictly, so this is never met in a build that passed them.
        for source in lang.sources() {
            let resource = FluentResource::try_new(source.to_owned()).unwrap_or_else(|(r, _)| r);
            let _ = bundle.add_resource(resource);
        }
        Self { lang, bundle }
    }

    /// The message `id` (or its attribute, `id.attribute`) formatted with `args`, if this
    /// catalogue has it.
    fn format(&self, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
        let (id, attribute) = match id.split_once('.') {
            Some((id, attribute)) => (id, Some(attribute)),
            None => (id, None),
        };
        let message = self.bundle.get_message(id)?;
        let pattern = match attribute {
            Some(name) => message.get_attribute(name)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        Some(
            self.bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned(),
        )
    }
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
    static CATALOGUES: RefCell<Vec<Catalogue>> = const { RefCell::new(Vec::new()) };
}

/// Speak `lang` on this thread from now on.
pub fn set(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// The language this thread speaks.
pub fn current() -> Lang {
    CURRENT.with(Cell::get)
}

/// `figure` (written with a decimal point, as `format!` writes it) with this thread's
/// language's decimal sign and digits: a comma in French and Russian, Persian digits and the
/// Arabic decimal separator (U+066B) in Persian.
pub fn decimal_sign(figure: String) -> String {
    match current() {
        Lang::En => figure,
        Lang::Fr | Lang::Ru => figure.replace('.', ","),
        Lang::Fa => persian_digits(&figure.replace('.', "\u{66b}")),
    }
}

/// `text` with its ASCII digits written as Persian digits (U+06F0 to U+06F9).
pub fn persian_digits(text: &str) -> String {
    text.chars()
        .map(|c| match c.to_digit(10) {
            Some(d) if c.is_ascii_digit() => char::from_u32(0x6f0 + d).unwrap_or(c),
            _ => c,
        })
        .collect()
}

/// The digits of this thread's language for a number a player reads (a score, a count, a
/// space): as they are, or Persian digits in Persian. Notation (cells such as `C3`, patch
/// codes, key names) is not a number a player reads and keeps ASCII digits.
pub fn digits(text: &str) -> String {
    if current() == Lang::Fa {
        persian_digits(text)
    } else {
        text.to_owned()
    }
}

/// Fluent's formatter for Persian: a number argument in Persian digits.
fn persian_number<M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(persian_digits(&n.as_string())),
        _ => None,
    }
}

/// Runs `f` speaking `lang`, then goes back to the language spoken before.
pub fn with<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    let before = current();
    set(lang);
    let out = f();
    set(before);
    out
}

fn format_in(lang: Lang, id: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
    CATALOGUES.with(|cell| {
        let mut catalogues = cell.borrow_mut();
        let i = if let Some(i) = catalogues.iter().position(|c| c.lang == lang) {
            i
        } else {
            catalogues.push(Catalogue::new(lang));
            catalogues.len() - 1
        };
        catalogues[i].format(id, args)
    })
}

/// The message `id` in this thread's language, formatted with `args`; English when the
/// language lacks it, and the id itself when English does too (a test keeps that from
/// happening). `id.attribute` names an attribute of a message.
pub fn text(id: &str, args: Option<&FluentArgs<'_>>) -> String {
    format_in(current(), id, args)
        .or_else(|| format_in(Lang::En, id, args))
        .unwrap_or_else(|| id.to_owned())
}

/// The message `id` formatted with the named arguments `args` (what [`tr!`](crate::tr) with
/// arguments calls).
pub fn text_with<'a, const N: usize>(id: &str, args: [(&'a str, FluentValue<'a>); N]) -> String {
    let args: FluentArgs<'a> = args.into_iter().collect();
    text(id, Some(&args))
}

/// Whether the English catalogue has the message (or attribute) `id`.
pub fn exists(id: &str) -> bool {
    format_in(Lang::En, id, None).is_some()
}

/// An argument of a message: numbers stay numbers (for plural forms), everything else is
/// shown as text.
pub fn arg<'a>(value: impl Into<Arg<'a>>) -> FluentValue<'a> {
    value.into().0
}

/// A value a message can take as an argument (see [`arg`]).
pub struct Arg<'a>(FluentValue<'a>);

macro_rules! numeric_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Self(FluentValue::from(n))
            }
        }
    )*};
}
numeric_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Self(FluentValue::from(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Self(FluentValue::from(s.as_str()))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Self(FluentValue::from(s))
    }
}

impl From<crate::text::Shown> for Arg<'_> {
    fn from(s: crate::text::Shown) -> Self {
        Self(FluentValue::from(s.into_string()))
    }
}

impl From<char> for Arg<'_> {
    fn from(c: char) -> Self {
        Self(FluentValue::from(c.to_string()))
    }
}

/// A message in the thread's language: `tr!("id")`, or `tr!("id", name = value, ...)` with
/// arguments (numbers stay numbers, so plural forms work; anything else that converts to text).
#[macro_export]
macro_rules! tr {
    ($id:expr) => {
        $crate::i18n::text($id, None)
    };
    ($id:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text_with($id, [$((stringify!($name), $crate::i18n::arg($value))),+])
    };
}

/// The variant in one word, as the lists of saved games write it.
pub fn variant_word(variant: crate::rules::Variant) -> String {
    match variant {
        crate::rules::Variant::Classic => crate::tr!("variant-classic-short"),
        crate::rules::Variant::Express => crate::tr!("variant-express-short"),
    }
}

/// A bot level's name, as the menu, the quilt's title and the statistics show it ("Master").
pub fn level_word(level: crate::bot::Level) -> String {
    text(&format!("level-{}", level.name()), None)
}

/// A player's name as this language shows it. A bot still named after its level in one of the
/// languages (the name a new game gives it: "Débutant", "Beginner") takes the level's name in
/// this one, so a game begun in French reads in English later on; any other name is as given.
pub fn player_name(info: &crate::record::PlayerInfo) -> String {
    let level = info
        .level()
        .and_then(|l| l.parse::<crate::bot::Level>().ok());
    if let Some(level) = level {
        let id = format!("level-{}", level.name());
        let named_so = Lang::ALL
            .iter()
            .any(|&lang| format_in(lang, &id, None).as_deref() == Some(info.name.as_str()));
        if named_so {
            return level_word(level);
        }
    }
    info.name.clone()
}

/// Both players' names as this language shows them ([`player_name`]), `Player::One`'s first.
pub fn player_names(players: &[crate::record::PlayerInfo; 2]) -> [String; 2] {
    [player_name(&players[0]), player_name(&players[1])]
}

/// A bot's name, as the screen and the statistics show it ("strong").
pub fn bot_word(kind: crate::bot::BotKind) -> String {
    text(&format!("bot-{}", kind.name()), None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bot_named_after_its_level_reads_in_the_language_shown() {
        use crate::record::PlayerInfo;
        let french = with(Lang::Fr, || level_word(crate::bot::Level::Beginner));
        let bot = PlayerInfo::bot_at(&french, "greedy", "beginner");
        assert_eq!(with(Lang::En, || player_name(&bot)), "Beginner");
        assert_eq!(
            with(Lang::Ru, || player_name(&bot)),
            with(Lang::Ru, || level_word(crate::bot::Level::Beginner))
        );
        // A name of one's own, or a person's, is kept.
        let named = PlayerInfo::bot_at("Robby", "greedy", "beginner");
        assert_eq!(with(Lang::En, || player_name(&named)), "Robby");
        let person = PlayerInfo::human(&french);
        assert_eq!(with(Lang::En, || player_name(&person)), french);
    }

    #[test]
    fn locales_name_their_language() {
        assert_eq!(Lang::from_locale("fr_FR.UTF-8"), Some(Lang::Fr));
        assert_eq!(Lang::from_locale("ru-RU"), Some(Lang::Ru));
        assert_eq!(Lang::from_locale("en_GB@euro"), Some(Lang::En));
        assert_eq!(Lang::from_locale("de_DE.UTF-8"), None);
        assert_eq!(Lang::from_locale("C.UTF-8"), None);
        assert!(is_neutral("C.UTF-8"));
        assert!(is_neutral("POSIX"));
        assert!(!is_neutral("de_DE"));
    }

    #[test]
    fn asked_language_wins_over_the_locale() {
        assert_eq!(Lang::choose_from(Some("ru")), (Lang::Ru, None));
        let (lang, note) = Lang::choose_from(Some("de"));
        assert_eq!(lang, Lang::En);
        assert!(note.is_some_and(|n| n.contains("--lang de")));
        // What is echoed is escaped and bounded.
        let hostile = format!("\u{1b}[2J{}", "x".repeat(10_000));
        let (_, note) = Lang::choose_from(Some(&hostile));
        let note = note.expect("a note");
        assert!(
            !note.contains('\u{1b}') && note.chars().count() < 200,
            "{note}"
        );
    }

    #[test]
    fn a_thread_speaks_its_own_language() {
        set(Lang::Fr);
        let french = text("menu-quit", None);
        let english = std::thread::spawn(|| text("menu-quit", None))
            .join()
            .expect("thread");
        assert_eq!(english, "Quit");
        assert_ne!(french, english);
        assert_eq!(with(Lang::En, || text("menu-quit", None)), "Quit");
        assert_eq!(current(), Lang::Fr);
        set(Lang::En);
    }

    #[test]
    fn a_missing_message_falls_back_to_its_id() {
        assert_eq!(text("no-such-message", None), "no-such-message");
        assert!(!exists("no-such-message"));
    }
}

#[cfg(test)]
mod catalogue;
