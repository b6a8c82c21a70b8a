//! Checks a study against its games' rules: every move of every line legal where
//! it is played, every drawing on a cell of the board.

use alloc::string::ToString;
use alloc::vec::Vec;

use super::explore::{CheckErrorKind, Explored};
use super::text::{Chapter, Study};
use crate::kind::{GameKind, GameVisitor, Registered};

/// What a checked chapter holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChapterSummary {
    /// Its game.
    pub game: GameKind,
    /// Moves in all its lines.
    pub moves: usize,
    /// Moves of the main line.
    pub main_line: usize,
    /// Variations.
    pub variations: usize,
    /// Moves (and the start) with a comment or a drawing.
    pub notes: usize,
}

/// Why a study is refused: the chapter (from 1) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("chapter {chapter}: {kind}")]
pub struct CheckError {
    /// The chapter, from 1.
    pub chapter: usize,
    /// What is wrong.
    pub kind: CheckErrorKind,
}

struct Checker<'a> {
    chapter: &'a Chapter,
}

impl GameVisitor for Checker<'_> {
    type Output = Result<ChapterSummary, CheckErrorKind>;
    fn visit<G: Registered>(self) -> Self::Output {
        let explored = Explored::<G>::from_chapter(self.chapter)?;
        let tree = explored.tree();
        let notes = tree
            .walk()
            .into_iter()
            .filter(|&id| tree.node(id).is_some_and(|n| !n.note.is_blank()))
            .count();
        Ok(ChapterSummary {
            game: G::KIND,
            moves: tree.len(),
            main_line: tree.main_line().len(),
            variations: tree.variations(),
            notes,
        })
    }
}

/// Checks one chapter; `game` is used when it has no `game` tag.
///
/// # Errors
/// [`CheckErrorKind`] for the first thing refused.
pub fn check_chapter(chapter: &Chapter, game: Option<GameKind>) -> Result<ChapterSummary, CheckErrorKind> {
    let kind = match chapter.tag("game") {
        Some(name) => name
            .parse::<GameKind>()
            .map_err(|e| CheckErrorKind::UnknownGame(e.to_string()))?,
        None => game.ok_or(CheckErrorKind::NoGame)?,
    };
    kind.visit(Checker { chapter })
}

/// Checks every chapter of `study`; `game` is used for chapters without a
/// `game` tag.
///
/// # Errors
/// [`CheckError`] for the first chapter refused.
pub fn check(study: &Study, game: Option<GameKind>) -> Result<Vec<ChapterSummary>, CheckError> {
    study
        .chapters
        .iter()
        .enumerate()
        .map(|(i, ch)| check_chapter(ch, game).map_err(|kind| CheckError { chapter: i + 1, kind }))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_is_replayed_and_drawings_must_be_on_the_board() {
        let text = "[game \"brandubh\"]\n1. d2-e2 {[%arrow d2-e2] [%mark e4]} d3-f3 (1... c4-c6) 2. d1-d2\n";
        let study = Study::parse(text).unwrap();
        let summary = check(&study, None).unwrap();
        assert_eq!(
            summary,
            [ChapterSummary {
                game: GameKind::Brandubh,
                moves: 4,
                main_line: 3,
                variations: 1,
                notes: 1,
            }]
        );
        let bad = Study::parse("[game \"brandubh\"]\n1. d2-e2 (1. d2-d9)\n").unwrap();
        let e = check(&bad, None).unwrap_err();
        assert!(
            matches!(&e.kind, CheckErrorKind::Move { line: 2, column: 14, number: 1, text, .. } if text == "d2-d9"),
            "{e}"
        );
        let cell = Study::parse("[game \"brandubh\"]\n1. d2-e2 {[%mark z9]}\n").unwrap();
        assert_eq!(
            check(&cell, None).unwrap_err().kind,
            CheckErrorKind::BadCell {
                number: 1,
                cell: "z9".into()
            }
        );
    }

    #[test]
    fn the_game_comes_from_the_tag_or_the_caller() {
        let study = Study::parse("1. d2-e2").unwrap();
        assert_eq!(check(&study, None).unwrap_err().kind, CheckErrorKind::NoGame);
        assert_eq!(check(&study, Some(GameKind::Brandubh)).unwrap()[0].moves, 1);
        let unknown = Study::parse("[game \"chess\"]").unwrap();
        assert!(matches!(
            check(&unknown, None).unwrap_err().kind,
            CheckErrorKind::UnknownGame(_)
        ));
        let rules = Study::parse("[game \"thud\"]\n[rules \"capture=never\"]").unwrap();
        assert!(matches!(
            check(&rules, None).unwrap_err().kind,
            CheckErrorKind::Rules(_)
        ));
        let start = Study::parse("[game \"brandubh\"]\n[start \"nonsense\"]").unwrap();
        assert!(matches!(
            check(&start, None).unwrap_err().kind,
            CheckErrorKind::Start(_)
        ));
    }
}
