//! Every visible string, in English and Czech.
//!
//! A string is named in a table made by `phrases!` (strings that hold no
//! values) or `messages!` (sentences with named values, checked by the
//! compiler: each language must use every value and no other). The app's own
//! tables are in `texts` (`texts.toml`); each game keeps its tables in its own folder.
//! [`Lang::t`] gives a string in a language, [`Lang::say`] a sentence.

mod case;
mod texts;

pub use case::{capitalize, lower_first, lowercase};
pub use texts::{Msg, Text};

use std::fmt;

/// A string with no values in it, in every language (a variant of a
/// `phrases!` table).
pub trait Phrase: fmt::Debug {
    /// The English string.
    fn en(&self) -> &'static str;
    /// The Czech string.
    fn cs(&self) -> &'static str;
}

/// Two strings are the same when they read the same in every language.
impl PartialEq for dyn Phrase {
    fn eq(&self, other: &Self) -> bool {
        self.en() == other.en() && self.cs() == other.cs()
    }
}

impl Eq for dyn Phrase {}

impl<P: Phrase + ?Sized> Phrase for &P {
    #[inline(always)]
    fn en(&self) -> &'static str {
        (**self).en()
    }
    #[inline(always)]
    fn cs(&self) -> &'static str {
        (**self).cs()
    }
}

/// A sentence with its values, in every language (a variant of a
/// `messages!` table).
pub trait Message {
    /// The sentence in `lang`, values put in.
    fn say(&self, lang: Lang) -> String;
}

impl<M: Message + ?Sized> Message for &M {
    #[inline(always)]
    fn say(&self, lang: Lang) -> String {
        (**self).say(lang)
    }
}

/// Declares an enum of strings with no values, one line a string:
/// `Name => "English", "Czech";`. It derives what a name needs, lists every
/// variant in `ALL` and adds a test that no string is empty.
macro_rules! phrases {
    ($(#[$doc:meta])* $name:ident { $($key:ident => $en:literal, $cs:literal;)* }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[allow(clippy::enum_variant_names)]
        pub enum $name { $(#[allow(missing_docs)] $key),* }

        impl $name {
            /// Every string of the table.
            #[allow(dead_code)]
            pub const ALL: &'static [$name] = &[$($name::$key),*];
        }

        impl $crate::i18n::Phrase for $name {
            // Inlined, so that a page's code keeps only the strings it shows (a
            // call names its phrase, and the others fall away).
            #[inline(always)]
            fn en(&self) -> &'static str { match self { $($name::$key => $en),* } }
            #[inline(always)]
            fn cs(&self) -> &'static str { match self { $($name::$key => $cs),* } }
        }

        #[cfg(test)]
        #[test]
        fn every_phrase_is_written_in_both_languages() {
            for p in $name::ALL {
                for lang in $crate::i18n::Lang::ALL {
                    assert!(!lang.t(p).trim().is_empty(), "{p:?} in {lang:?}");
                }
            }
        }
    };
}

/// Declares an enum of sentences with named values, one line a sentence:
/// `Name { value, other } => "English {value} {other}", "Czech {other} {value}";`.
/// Each value is anything that displays; `format!` checks at compile time
/// that each language uses every value and names no other.
macro_rules! messages {
    ($(#[$doc:meta])* $name:ident { $($key:ident { $($arg:ident),* } => $en:literal, $cs:literal;)* }) => {
        $(#[$doc])*
        #[allow(clippy::enum_variant_names)]
        pub enum $name<'a> {
            $(#[allow(missing_docs)] $key { $(#[allow(missing_docs)] $arg: &'a dyn ::std::fmt::Display),* }),*
        }

        /// The English sentence.
        impl ::std::fmt::Debug for $name<'_> {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(&$crate::i18n::Message::say(self, $crate::i18n::Lang::En))
            }
        }

        impl $crate::i18n::Message for $name<'_> {
            // Inlined down to a call of the one sentence's own function, so that a
            // page's code keeps only the sentences it says.
            #[inline(always)]
            fn say(&self, lang: $crate::i18n::Lang) -> String {
                match self {
                    $($name::$key { $($arg),* } => {
                        #[inline(never)]
                        fn one(lang: $crate::i18n::Lang, $($arg: &dyn ::std::fmt::Display),*) -> String {
                            match lang {
                                $crate::i18n::Lang::En => format!($en, $($arg = $arg),*),
                                $crate::i18n::Lang::Cs => format!($cs, $($arg = $arg),*),
                            }
                        }
                        one(lang, $(*$arg),*)
                    }),*
                }
            }
        }
    };
}

pub(crate) use {messages, phrases};

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
    #[inline(always)]
    pub fn t(self, text: impl Phrase) -> &'static str {
        match self {
            Lang::En => text.en(),
            Lang::Cs => text.cs(),
        }
    }

    /// `message` in this language, its values put in.
    #[inline(always)]
    pub fn say(self, message: impl Message) -> String {
        message.say(self)
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
    /// A string of a table, in each language.
    pub fn of(phrase: impl Phrase) -> Self {
        Words::new(|lang| lang.t(&phrase).to_string())
    }

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
    /// The computer's move `m` from `before` in words ("The computer moved an
    /// attacker from d2 to e2. It captured the defender on f3."); `None` leaves
    /// "The computer played d2-e2".
    fn computer_words(_before: &Self, _m: Self::Move) -> Option<Words> {
        None
    }
}

/// A value in quotes (`"d9"`, `'x'`): the text the player wrote, in a reason
/// for refusing it. Written as it is, without the escapes of Rust's `{:?}`
/// (whose code every bundle would otherwise carry).
#[derive(Debug)]
pub struct InQuotes<'a, T: Quotable + ?Sized>(pub &'a T);

/// What [`InQuotes`] can quote, with its quotation mark.
pub trait Quotable: fmt::Display {
    /// The mark on either side: `"` for text, `'` for one character.
    const MARK: char = '"';
}

impl Quotable for str {}
impl Quotable for String {}
impl Quotable for char {
    const MARK: char = '\'';
}

impl<T: Quotable + ?Sized> fmt::Display for InQuotes<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{m}{}{m}", self.0, m = T::MARK)
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
    let words = match error {
        RulesError::NotNameValue(pair) => Msg::RulesNotNameValue {
            pair: &InQuotes(&quoted(pair)),
        },
        RulesError::Unknown { game, option, known } => Msg::RulesUnknown {
            game: &game.name(),
            option: &InQuotes(&quoted(option)),
            known,
        },
        RulesError::BadValue {
            option,
            value,
            expected,
        } => Msg::RulesBadValue {
            option,
            value: &quoted(value),
            expected: &match lang {
                Lang::En => expected.to_string(),
                Lang::Cs => expected.replace(" or ", " nebo "),
            },
        },
    };
    lang.say(words)
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
    /// An attacking piece (Brandubh).
    Attacker,
    /// A defending piece (Brandubh).
    Defender,
    /// A variation of a record.
    Variation,
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
            Noun::Attacker => ["attacker", "attackers"],
            Noun::Defender => ["defender", "defenders"],
            Noun::Variation => ["variation", "variations"],
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
            Noun::Attacker => ["útočník", "útočníci", "útočníků"],
            Noun::Defender => ["obránce", "obránci", "obránců"],
            Noun::Variation => ["varianta", "varianty", "variant"],
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

/// What an evaluation is counted in, for a sentence that says by how much it
/// changed ("by 1.6 points", "o 1,6 bodu").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Points of the score (Thud, Bi-litaire).
    Point,
    /// Pieces on the board (Brandubh: an attacker's worth).
    Piece,
    /// Balls taken (Top Quark).
    Ball,
}

impl Unit {
    /// English singular and plural.
    fn en(self) -> [&'static str; 2] {
        match self {
            Unit::Point => ["point", "points"],
            Unit::Piece => ["piece", "pieces"],
            Unit::Ball => ["ball", "balls"],
        }
    }

    /// Czech forms after "o" ("by"): for 1, for 2–4, for 0 and 5 or more, and for
    /// a decimal ("o 1 bod", "o 3 body", "o 5 bodů", "o 1,5 bodu").
    fn cs(self) -> [&'static str; 4] {
        match self {
            Unit::Point => ["bod", "body", "bodů", "bodu"],
            Unit::Piece => ["figuru", "figury", "figur", "figury"],
            Unit::Ball => ["kouli", "koule", "koulí", "koule"],
        }
    }
}

impl Lang {
    /// An amount of `hundredths` of which `per_unit` make one `unit`, to a tenth,
    /// with the unit's word: "1.6 points", "2 pieces"; "1,6 bodu", "2 figury".
    pub fn amount(self, hundredths: i32, per_unit: i32, unit: Unit) -> String {
        let per_unit = i64::from(per_unit.max(1));
        let tenths = (i64::from(hundredths) * 10 + per_unit / 2).div_euclid(per_unit);
        let (whole, tenth) = (tenths.div_euclid(10), tenths.rem_euclid(10));
        let number = match (tenth, self) {
            (0, _) => whole.to_string(),
            (_, Lang::En) => format!("{whole}.{tenth}"),
            (_, Lang::Cs) => format!("{whole},{tenth}"),
        };
        let word = match self {
            Lang::En => unit.en()[usize::from(tenth != 0 || whole != 1)],
            Lang::Cs => unit.cs()[match (tenth, whole) {
                (0, 1) => 0,
                (0, 2..=4) => 1,
                (0, _) => 2,
                _ => 3,
            }],
        };
        format!("{number} {word}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn browser_tags_choose_the_language() {
        assert_eq!(Lang::negotiate(["cs-CZ", "en"]), Lang::Cs);
        assert_eq!(Lang::negotiate(["de-DE", "cs"]), Lang::Cs);
        assert_eq!(Lang::negotiate(["de-DE", "fr"]), Lang::En);
        assert_eq!(Lang::negotiate(["en-GB"]), Lang::En);
        assert_eq!(Lang::from_tag("CS"), Some(Lang::Cs));
    }

    #[test]
    fn amounts_are_written_to_a_tenth_with_their_unit() {
        assert_eq!(Lang::En.amount(160, 100, Unit::Point), "1.6 points");
        assert_eq!(Lang::En.amount(100, 100, Unit::Piece), "1 piece");
        assert_eq!(Lang::En.amount(204, 100, Unit::Piece), "2 pieces");
        assert_eq!(Lang::En.amount(150, 300, Unit::Ball), "0.5 balls");
        assert_eq!(Lang::Cs.amount(160, 100, Unit::Point), "1,6 bodu");
        assert_eq!(Lang::Cs.amount(100, 100, Unit::Ball), "1 kouli");
        assert_eq!(Lang::Cs.amount(300, 100, Unit::Piece), "3 figury");
        assert_eq!(Lang::Cs.amount(1000, 100, Unit::Point), "10 bodů");
        assert_eq!(Lang::Cs.amount(1234, 300, Unit::Ball), "4,1 koule");
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
        assert_eq!(Lang::En.count(1, Noun::Attacker), "1 attacker");
        assert_eq!(Lang::Cs.count(2, Noun::Defender), "2 obránci");
    }

    #[test]
    fn messages_put_each_value_where_its_language_names_it() {
        assert_eq!(Lang::En.say(Msg::RulesOf { game: &"Brandubh" }), "Rules of Brandubh");
        assert_eq!(
            Lang::Cs.say(Msg::RulesOf { game: &"Brandubh" }),
            "Pravidla hry Brandubh"
        );
        // The two languages put the values in different orders.
        let seats = Msg::SeatsLine {
            first: &"Ann",
            first_role: &"attackers",
            second: &"Bob",
            second_role: &"defenders",
        };
        assert_eq!(Lang::En.say(&seats), "Ann leads the attackers, Bob the defenders.");
        assert_eq!(Lang::Cs.say(&seats), "Ann vede: attackers, Bob: defenders.");
    }
}
