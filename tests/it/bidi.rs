//! Right-to-left lines: the bidirectional algorithm against a subset of Unicode's conformance
//! data, and the game's pipeline (shaping, reordering, mirroring, isolates) on Persian mixed
//! with Latin, numbers and brackets, in each way a terminal needs it.

use patchwork::i18n::bidi::{self, Direction, Rendering};

/// The fixture: a subset of Unicode's `BidiCharacterTest.txt` (its header says which).
const CONFORMANCE: &str = include_str!("../fixtures/bidi/BidiCharacterTest-subset.txt");

/// The characters UAX #9's rule X9 removes: they have no level and no place in the order.
fn removed_by_x9(c: char) -> bool {
    use unicode_bidi::{BidiClass, bidi_class};
    matches!(
        bidi_class(c),
        BidiClass::RLE
            | BidiClass::LRE
            | BidiClass::RLO
            | BidiClass::LRO
            | BidiClass::PDF
            | BidiClass::BN
    )
}

#[test]
fn levels_and_order_follow_unicode_conformance_data() {
    let mut checked = 0;
    for (n, line) in CONFORMANCE.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split(';').collect();
        assert_eq!(fields.len(), 5, "line {n}: {line}");
        let direction = match fields[1] {
            "0" => Direction::Ltr,
            "1" => Direction::Rtl,
            // Auto-detected paragraphs: the game always knows its language's direction.
            _ => continue,
        };
        let text: String = fields[0]
            .split(' ')
            .map(|hex| char::from_u32(u32::from_str_radix(hex, 16).expect("hex")).expect("char"))
            .collect();
        let chars: Vec<char> = text.chars().collect();
        let (levels, order) = bidi::levels_and_order(&text, direction);
        for (i, expected) in fields[3].split(' ').enumerate() {
            if expected == "x" {
                assert!(removed_by_x9(chars[i]), "line {n}: char {i} is not removed");
                continue;
            }
            assert_eq!(
                levels[i].number().to_string(),
                expected,
                "line {n}: level of char {i} in {line}"
            );
        }
        let visual: Vec<String> = order
            .into_iter()
            .filter(|&i| !removed_by_x9(chars[i]))
            .map(|i| i.to_string())
            .collect();
        assert_eq!(visual.join(" "), fields[4], "line {n}: order of {line}");
        checked += 1;
    }
    assert!(checked > 1000, "{checked} lines checked");
}

/// `text` as a terminal doing `rendering` needs it, in a right-to-left paragraph.
fn rtl(text: &str, rendering: Rendering) -> String {
    let chars: Vec<(char, ())> = text.chars().map(|c| (c, ())).collect();
    bidi::line_for(&chars, Direction::Rtl, rendering)
        .into_iter()
        .map(|(c, ())| c)
        .collect()
}

#[test]
fn persian_is_shaped_and_reversed_for_a_terminal_that_draws_cells_as_they_come() {
    // نوبت: noon initial, waw final (waw joins nothing after it), beh initial, teh final;
    // drawn right to left, so the last letter comes first.
    assert_eq!(
        rtl("نوبت", Rendering::Visual),
        "\u{FE96}\u{FE91}\u{FEEE}\u{FEE7}"
    );
    // Two words: the first word read is the rightmost.
    let visual = rtl("نوبت تو", Rendering::Visual);
    assert!(visual.starts_with("\u{FEEE}\u{FE97}"), "{visual}");
    assert!(visual.ends_with("\u{FEE7}"), "{visual}");
    // Lam then alef is one cell: the mandatory ligature.
    assert_eq!(rtl("لا", Rendering::Visual), "\u{FEFB}");
}

#[test]
fn latin_islands_and_numbers_stay_left_to_right() {
    // A name, a cell and a number inside Persian: each reads left to right, and the Persian
    // around them right to left, the sentence's first word at the right.
    let visual = rtl("نوبت Ada در C3 با ۱۲ دکمه", Rendering::Visual);
    assert!(visual.contains("Ada"), "{visual}");
    assert!(visual.contains("C3"), "{visual}");
    assert!(visual.contains("۱۲"), "{visual}");
    let at = |s: &str| visual.find(s).expect("found");
    // Read from the right: نوبت, Ada, در, C3, با, ۱۲, دکمه.
    assert!(at("Ada") > at("C3") && at("C3") > at("۱۲"), "{visual}");
    assert!(
        visual.ends_with("\u{FEE7}"),
        "the first word is at the right: {visual}"
    );
}

#[test]
fn brackets_are_mirrored_in_right_to_left_runs() {
    // (سلام) read right to left: the opening bracket at the right, drawn as an opening one.
    let visual = rtl("(سلام)", Rendering::Visual);
    assert!(visual.starts_with('('), "{visual}");
    assert!(visual.ends_with(')'), "{visual}");
    assert_eq!(rtl("[ب]", Rendering::Visual), "[\u{FE8F}]");
    assert_eq!(rtl("«ب»", Rendering::Visual), "«\u{FE8F}»");
    // Inside a left-to-right island, brackets are as typed.
    let visual = rtl("ب (Ada)", Rendering::Visual);
    assert!(visual.starts_with("(Ada)"), "{visual}");
}

#[test]
fn an_isolated_name_never_reorders_the_rest_of_the_line() {
    // Fluent puts each argument between FSI and PDI; whatever the name holds, the words
    // around it keep their places, and the marks do not reach the terminal.
    let template = |name: &str| format!("نوبت \u{2068}{name}\u{2069} است");
    let plain = rtl(&template("Ada"), Rendering::Visual);
    for name in ["Ada", "x) (y", "دکمه 12", "12 (3", "a\u{05D0}b"] {
        let visual = rtl(&template(name), Rendering::Visual);
        assert!(!visual.contains(['\u{2068}', '\u{2069}']), "{visual:?}");
        // The words around the name are where they are with a plain name.
        let (left, right) = plain.split_once("Ada").expect("the name");
        assert!(visual.starts_with(left), "{name:?}: {visual}");
        assert!(visual.ends_with(right), "{name:?}: {visual}");
    }
}

#[test]
fn a_message_passed_whole_to_another_keeps_its_order() {
    // A verdict made of two messages: the outer argument starts with an isolate of its own and
    // has no strong letter outside its inner isolates; read from the right it must still say
    // "class: chance, points; best: suggestion", in that order.
    let judged = "\u{2068}نادقیق\u{2069}: \u{2068}شانس\u{2069}\u{2068}، امتیاز\u{2069}";
    let text = format!("\u{2068}{judged}\u{2069}؛ بهترین");
    let visual = rtl(&text, Rendering::Visual);
    // Read from the right: each word left of the one before it.
    let at = |word: &str| visual.find(&rtl(word, Rendering::Visual)).expect(word);
    assert!(at("نادقیق") > at("شانس"), "{visual}");
    assert!(at("شانس") > at("امتیاز"), "{visual}");
    assert!(at("امتیاز") > at("بهترین"), "{visual}");
}

#[test]
fn each_terminal_gets_what_it_needs() {
    // A terminal that reverses each word itself: words in visual order, letters in logical
    // order, unshaped.
    assert_eq!(rtl("سلام دنیا", Rendering::Words), "دنیا سلام");
    assert_eq!(rtl("سلام Ada", Rendering::Words), "Ada سلام");
    // The non-joiner stays inside its word, for the terminal's shaping.
    assert_eq!(
        rtl("می\u{200c}شود تو", Rendering::Words),
        "تو می\u{200c}شود"
    );
    // A terminal that reorders whole lines: the logical order, the isolates dropped, the
    // zero-width non-joiner kept for its shaping.
    assert_eq!(
        rtl("می\u{200c}شود \u{2068}Ada\u{2069}", Rendering::Terminal),
        "می\u{200c}شود Ada"
    );
    // Drawn by the game, the non-joiner has done its work and is gone: می and شود unjoined.
    let visual = rtl("می\u{200c}شود", Rendering::Visual);
    assert!(!visual.contains('\u{200c}'), "{visual:?}");
    assert_eq!(visual.chars().count(), 5);
}

#[test]
fn left_to_right_text_is_untouched() {
    let chars: Vec<(char, u8)> = "Ada (bot) C3".chars().map(|c| (c, 1)).collect();
    for rendering in Rendering::ALL {
        assert_eq!(bidi::line_for(&chars, Direction::Ltr, rendering), chars);
    }
}

#[test]
fn styles_follow_their_characters() {
    // A key in one style, its word in another: the key stays left of nothing, reading first
    // at the right.
    let mut chars: Vec<(char, u8)> = "a ".chars().map(|c| (c, 1)).collect();
    chars.extend("پیش".chars().map(|c| (c, 2)));
    let out = bidi::line_for(&chars, Direction::Rtl, Rendering::Visual);
    assert_eq!(out.last(), Some(&('a', 1)), "{out:?}");
    assert!(out[..3].iter().all(|&(_, s)| s == 2), "{out:?}");
}

#[test]
fn a_shaped_line_takes_the_columns_its_text_is_measured_at() {
    use unicode_width::UnicodeWidthStr;
    for text in ["لا", "می\u{200c}شود", "کلاه سلام", "الله", "بلا\u{200c}ها ۱۲"]
    {
        let shaped = rtl(text, Rendering::Visual);
        let logical: String = text.chars().filter(|&c| c != '\u{200c}').collect();
        assert_eq!(shaped.width(), logical.width(), "{text}");
        assert_eq!(shaped.width(), text.width(), "{text}");
    }
}

/// A terminal is told to stop reordering lines only while the game lays right-to-left lines
/// out itself, told once, and given its own mode back at the end; left to right it is told
/// nothing.
#[test]
fn a_terminal_is_told_of_each_change_of_who_reorders_and_given_it_back() {
    use patchwork::i18n::{self, Lang};
    i18n::with(Lang::Fa, || {
        let told = bidi::Reordering::new();
        assert_eq!(told.to(Rendering::Visual), Some(bidi::EXPLICIT));
        assert_eq!(told.to(Rendering::Words), None, "already told");
        assert_eq!(told.to(Rendering::Terminal), Some(bidi::IMPLICIT));
        assert_eq!(told.give_back(), None, "nothing taken");
        assert_eq!(told.to(Rendering::Words), Some(bidi::EXPLICIT));
        assert_eq!(told.give_back(), Some(bidi::IMPLICIT));
    });
    i18n::with(Lang::En, || {
        let told = bidi::Reordering::new();
        assert_eq!(told.to(Rendering::Visual), None);
        assert_eq!(told.give_back(), None);
    });
}
