//! What is said and drawn about a move: a comment (in English, and in Czech
//! where the author gives it), arrows, marked cells and a judgement such as `?!`.

use alloc::string::String;
use alloc::vec::Vec;

/// A judgement of a move, written after it as chess players do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Glyph {
    /// `!!`: a brilliant move.
    Brilliant,
    /// `!`: a good move.
    Good,
    /// `!?`: an interesting move.
    Interesting,
    /// `?!`: a dubious move (an inaccuracy).
    Dubious,
    /// `?`: a mistake.
    Mistake,
    /// `??`: a blunder.
    Blunder,
}

impl Glyph {
    /// Every judgement, the longest symbols first (as they are read).
    pub const ALL: [Glyph; 6] = [
        Glyph::Brilliant,
        Glyph::Interesting,
        Glyph::Dubious,
        Glyph::Blunder,
        Glyph::Good,
        Glyph::Mistake,
    ];

    /// How it is written.
    #[must_use]
    pub const fn symbol(self) -> &'static str {
        match self {
            Glyph::Brilliant => "!!",
            Glyph::Good => "!",
            Glyph::Interesting => "!?",
            Glyph::Dubious => "?!",
            Glyph::Mistake => "?",
            Glyph::Blunder => "??",
        }
    }

    /// Splits a judgement off the end of a move as written: `("d2-e2", Some(?!))`
    /// for `d2-e2?!`.
    #[must_use]
    pub fn split(text: &str) -> (&str, Option<Glyph>) {
        Glyph::ALL
            .into_iter()
            .find_map(|g| {
                text.strip_suffix(g.symbol())
                    .filter(|m| !m.ends_with(['!', '?']))
                    .map(|m| (m, Some(g)))
            })
            .unwrap_or((text, None))
    }
}

/// The comment, drawings and judgement of one move.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Note {
    /// The comment (in English, or the only language given).
    pub text: String,
    /// The comment in Czech, when the author gives it.
    pub cs: Option<String>,
    /// Arrows drawn on the board, each from a cell to a cell, as the game names them.
    pub arrows: Vec<(String, String)>,
    /// Cells marked on the board.
    pub marks: Vec<String>,
    /// The judgement of the move.
    pub glyph: Option<Glyph>,
}

impl Note {
    /// Whether the note says or draws nothing (a judgement aside).
    #[must_use]
    pub fn is_blank(&self) -> bool {
        self.text.is_empty() && self.cs.is_none() && self.arrows.is_empty() && self.marks.is_empty()
    }

    /// The comment in the language `cs` (Czech) or English, falling back to the
    /// other when only one is given.
    #[must_use]
    pub fn text_in(&self, cs: bool) -> &str {
        match (&self.cs, cs) {
            (Some(czech), true) => czech,
            _ if self.text.is_empty() => self.cs.as_deref().unwrap_or(""),
            _ => &self.text,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn judgements_are_split_off_moves() {
        assert_eq!(Glyph::split("d2-e2?!"), ("d2-e2", Some(Glyph::Dubious)));
        assert_eq!(Glyph::split("d2-e2??"), ("d2-e2", Some(Glyph::Blunder)));
        assert_eq!(Glyph::split("d2-e2!"), ("d2-e2", Some(Glyph::Good)));
        assert_eq!(Glyph::split("d2-e2"), ("d2-e2", None));
        assert_eq!(Glyph::split("d2-e2???"), ("d2-e2???", None), "not a judgement");
        for g in Glyph::ALL {
            assert_eq!(Glyph::split(&alloc::format!("a1{}", g.symbol())), ("a1", Some(g)));
        }
    }

    #[test]
    fn a_comment_falls_back_to_the_language_given() {
        let both = Note {
            text: "good".into(),
            cs: Some("dobře".into()),
            ..Note::default()
        };
        assert_eq!((both.text_in(false), both.text_in(true)), ("good", "dobře"));
        let czech = Note {
            cs: Some("dobře".into()),
            ..Note::default()
        };
        assert_eq!(czech.text_in(false), "dobře");
        assert!(Note::default().is_blank());
    }
}
