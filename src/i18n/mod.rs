//! Every visible string, in English and Czech, in one table.
//!
//! [`Text`] names each string; [`Lang::t`] gives it in a language, and
//! [`Lang::fill`] puts values into the `{0}`, `{1}` … slots of a string.

mod texts;

pub use texts::Text;

use std::fmt;

/// A language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Lang {
    /// English.
    En,
    /// Czech.
    Cs,
}

impl Lang {
    /// Every language.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Cs];

    /// The language code: `en` or `cs`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Cs => "cs",
        }
    }

    /// The language named by a code or a browser language tag (`cs-CZ` → Czech);
    /// `None` for languages the app does not speak.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next().unwrap_or("").to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first language of `tags` (most preferred first) that the app speaks,
    /// English otherwise.
    pub fn negotiate<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter().find_map(Lang::from_tag).unwrap_or(Lang::En)
    }

    /// `text` in this language.
    pub fn t(self, text: Text) -> &'static str {
        match self {
            Lang::En => text.en(),
            Lang::Cs => text.cs(),
        }
    }

    /// `text` in this language with `{0}`, `{1}` … replaced by `values`.
    pub fn fill(self, text: Text, values: &[&dyn fmt::Display]) -> String {
        let mut out = self.t(text).to_string();
        for (i, v) in values.iter().enumerate() {
            out = out.replace(&format!("{{{i}}}"), &v.to_string());
        }
        out
    }
}

/// A text in every language, worded when it was made (a reason the engine gave,
/// kept in a notice while the player may switch languages).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    en: String,
    cs: String,
}

impl Words {
    /// The text `word` gives in each language.
    pub fn new(word: impl Fn(Lang) -> String) -> Self {
        Words {
            en: word(Lang::En),
            cs: word(Lang::Cs),
        }
    }

    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Cs => &self.cs,
        }
    }
}

impl fmt::Display for Words {
    /// The English text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en)
    }
}

/// How a game words the engine's reasons for refusing a move or a position (the
/// engine returns typed errors; each game's folder words them in each language),
/// and the computer's moves that are not piece moves.
pub trait Refusals: abstrakta_engine::Registered {
    /// Why a written move was refused, in `lang`.
    fn move_refusal(lang: Lang, error: &Self::MoveError) -> String;
    /// Why a position text was refused, in `lang`.
    fn position_refusal(lang: Lang, error: &Self::PositionError) -> String;
    /// The sentence for the computer's move `m`, when its notation would read
    /// badly in "The computer played …" (Thud's offers and answers); `None`
    /// otherwise.
    fn computer_offer(_m: Self::Move) -> Option<Text> {
        None
    }
}

/// `text` cut to a length fit to quote in a message ("…" marks the cut).
pub fn quoted(text: &str) -> String {
    const KEEP: usize = 40;
    match text.char_indices().nth(KEEP) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_string(),
    }
}

/// Why rule options were refused, in `lang` (what the text said is quoted only
/// in part: a link may be of any length).
pub fn rules_refusal(lang: Lang, error: &abstrakta_engine::RulesError) -> String {
    use abstrakta_engine::RulesError;
    let cs = lang == Lang::Cs;
    match error {
        RulesError::NotNameValue(pair) if cs => format!("volba pravidel {:?} nemá tvar název=hodnota", quoted(pair)),
        RulesError::NotNameValue(pair) => format!("rule option {:?} is not name=value", quoted(pair)),
        RulesError::Unknown { game, option, known } if cs => {
            format!(
                "hra {} nezná volbu pravidel {:?} (zná: {known})",
                game.name(),
                quoted(option)
            )
        }
        RulesError::Unknown { game, option, known } => {
            format!(
                "unknown {} rule option {:?} (known: {known})",
                game.name(),
                quoted(option)
            )
        }
        RulesError::BadValue {
            option,
            value,
            expected,
        } if cs => {
            format!(
                "{option}={}: čekáno {}",
                quoted(value),
                expected.replace(" or ", " nebo ")
            )
        }
        RulesError::BadValue {
            option,
            value,
            expected,
        } => {
            format!("{option}={}: expected {expected}", quoted(value))
        }
    }
}

/// A counted noun, written with the right plural form in each language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Noun {
    /// A move of the game.
    Move,
    /// One jump of a chain.
    Jump,
    /// A step along a path of hollows.
    Step,
    /// A capture.
    Capture,
    /// A capture still needed ("2 more captures").
    MoreCapture,
    /// A ball.
    Ball,
    /// A position searched by the computer.
    Position,
    /// A point of score.
    Point,
}

impl Noun {
    /// English singular and plural.
    fn en(self) -> [&'static str; 2] {
        match self {
            Noun::Move => ["move", "moves"],
            Noun::Jump => ["jump", "jumps"],
            Noun::Step => ["step", "steps"],
            Noun::Capture => ["capture", "captures"],
            Noun::MoreCapture => ["more capture", "more captures"],
            Noun::Ball => ["ball", "balls"],
            Noun::Position => ["position", "positions"],
            Noun::Point => ["point", "points"],
        }
    }

    /// Czech forms for 1, for 2–4, and for 0 and 5 or more (as counted objects:
    /// "1 tah", "3 tahy", "5 tahů").
    fn cs(self) -> [&'static str; 3] {
        match self {
            Noun::Move => ["tah", "tahy", "tahů"],
            Noun::Jump => ["přeskok", "přeskoky", "přeskoků"],
            Noun::Step => ["jamku", "jamky", "jamek"],
            Noun::Capture => ["zajetí", "zajetí", "zajetí"],
            Noun::MoreCapture => ["zajetí", "zajetí", "zajetí"],
            Noun::Ball => ["koule", "koule", "koulí"],
            Noun::Position => ["pozice", "pozice", "pozic"],
            Noun::Point => ["bod", "body", "bodů"],
        }
    }
}

impl Lang {
    /// `n` with `noun` in the form the number asks for: "1 move", "2 moves";
    /// "1 tah", "3 tahy", "5 tahů".
    pub fn count(self, n: impl TryInto<u64> + fmt::Display + Copy, noun: Noun) -> String {
        let k = n.try_into().unwrap_or(u64::MAX);
        let word = match self {
            Lang::En => noun.en()[usize::from(k != 1)],
            Lang::Cs => noun.cs()[match k {
                1 => 0,
                2..=4 => 1,
                _ => 2,
            }],
        };
        format!("{n} {word}")
    }
}

/// `text` with its first letter in capitals (a name that opens a line).
pub fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_exists_in_both_languages() {
        for &t in Text::ALL {
            for lang in Lang::ALL {
                assert!(!lang.t(t).trim().is_empty(), "{t:?} in {lang:?}");
            }
            // Slots must match between languages.
            for i in 0..4 {
                let slot = format!("{{{i}}}");
                assert_eq!(
                    Lang::En.t(t).contains(&slot),
                    Lang::Cs.t(t).contains(&slot),
                    "{t:?} slot {i}"
                );
            }
        }
    }

    #[test]
    fn browser_tags_choose_the_language() {
        assert_eq!(Lang::negotiate(["cs-CZ", "en"]), Lang::Cs);
        assert_eq!(Lang::negotiate(["de-DE", "cs"]), Lang::Cs);
        assert_eq!(Lang::negotiate(["de-DE", "fr"]), Lang::En);
        assert_eq!(Lang::negotiate(["en-GB"]), Lang::En);
        assert_eq!(Lang::from_tag("CS"), Some(Lang::Cs));
    }

    #[test]
    fn counts_take_the_plural_each_language_asks_for() {
        assert_eq!(Lang::En.count(1, Noun::Move), "1 move");
        assert_eq!(Lang::En.count(2, Noun::Move), "2 moves");
        assert_eq!(Lang::En.count(0, Noun::Move), "0 moves");
        assert_eq!(Lang::Cs.count(1, Noun::Move), "1 tah");
        assert_eq!(Lang::Cs.count(3, Noun::Move), "3 tahy");
        assert_eq!(Lang::Cs.count(5, Noun::Move), "5 tahů");
        assert_eq!(Lang::Cs.count(0, Noun::Ball), "0 koulí");
        assert_eq!(Lang::Cs.count(4, Noun::Ball), "4 koule");
        assert_eq!(Lang::Cs.count(22, Noun::Jump), "22 přeskoků");
    }

    #[test]
    fn fill_puts_values_in_slots() {
        assert_eq!(
            Lang::En.fill(Text::CapturedCount, &[&2, &1]),
            "Captured: 2 attackers, 1 defenders"
        );
        assert_eq!(Lang::Cs.fill(Text::RulesOf, &[&"Brandubh"]), "Pravidla hry Brandubh");
    }
}
