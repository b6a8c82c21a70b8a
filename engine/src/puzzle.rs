//! Puzzles: positions where the side to move wins by force, with a solution.
//!
//! The sets are data (`data/puzzles/<game>.txt`, compiled in), written by the
//! command-line tool's `puzzles` command from self-played games and checked by a
//! test with the proof search. One puzzle a line, fields separated by `|`:
//!
//! ```text
//! <position text> | <plies> | <solution: moves in notation>
//! ```
//!
//! The side to move wins in exactly `plies` plies against the longest defence;
//! the solution is one such line. Lines starting with `#` are comments.
//! [`parse_puzzles`] reads a set and checks every line that can be checked
//! without a search: the position reads, the solution is legal and ends in the
//! mover's win after `plies` plies.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use crate::game::{Game, Outcome};
use crate::kind::{GameKind, GameVisitor, Registered};

/// A position where the side to move wins by force.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle<G: Game> {
    /// The position, side to move the winner.
    pub position: G,
    /// Plies to the win with best play by both sides (odd: the winner moves last).
    pub plies: u16,
    /// A line of play to the win from the position.
    pub solution: Vec<G::Move>,
}

impl<G: Game> Puzzle<G> {
    /// The winner's moves to the win: `(plies + 1) / 2`.
    #[must_use]
    pub fn moves_to_win(&self) -> u16 {
        self.plies.div_ceil(2)
    }
}

/// Why a puzzle line was refused; `line` counts from 1.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    /// The line does not have its three fields.
    #[error("line {line}: three fields expected (position | plies | solution)")]
    Fields {
        /// The line number.
        line: usize,
    },
    /// The position does not read, or the game in it is over.
    #[error("line {line}: position: {reason}")]
    Position {
        /// The line number.
        line: usize,
        /// What is wrong with it.
        reason: String,
    },
    /// The plies are not a positive odd number.
    #[error("line {line}: plies must be a positive odd number, not \"{text}\"")]
    Plies {
        /// The line number.
        line: usize,
        /// The text found.
        text: String,
    },
    /// A move of the solution does not read or is not legal where it comes.
    #[error("line {line}: move {text}: {reason}")]
    Move {
        /// The line number.
        line: usize,
        /// The move's text.
        text: String,
        /// Why it was refused.
        reason: String,
    },
    /// The solution does not end in the mover's win after the puzzle's plies.
    #[error("line {line}: the solution does not end in the mover's win at its last ply")]
    NotAWin {
        /// The line number.
        line: usize,
    },
}

/// The lines of a set that hold puzzles, numbered from 1 (blank lines and
/// comments left out), trimmed.
pub fn puzzle_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, line)| (i + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'))
}

/// How many puzzles a set holds (the lines of [`puzzle_lines`]), counted at
/// compile time, so that a page can know it without carrying the set. Sets are
/// ASCII: a line that holds only spaces, tabs and a carriage return is blank.
#[must_use]
pub const fn count_puzzle_lines(text: &str) -> usize {
    let bytes = text.as_bytes();
    let (mut count, mut i) = (0, 0);
    while i < bytes.len() {
        // The first byte of the line that is not blank, if any.
        while i < bytes.len() && matches!(bytes[i], b' ' | b'\t' | b'\r') {
            i += 1;
        }
        if i < bytes.len() && bytes[i] != b'\n' && bytes[i] != b'#' {
            count += 1;
        }
        while i < bytes.len() && bytes[i] != b'\n' {
            i += 1;
        }
        i += 1;
    }
    count
}

/// How many puzzles game `kind` has ([`count_puzzle_lines`] of its set).
#[must_use]
pub fn puzzle_count(kind: GameKind) -> usize {
    struct Count;
    impl GameVisitor for Count {
        type Output = usize;
        fn visit<G: Registered>(self) -> usize {
            const { count_puzzle_lines(G::PUZZLES) }
        }
    }
    kind.visit(Count)
}

/// Reads a set of puzzles of game `G` (default rules) and checks each solution.
///
/// # Errors
/// The first line that does not read or check, with its number.
///
/// # Examples
/// ```
/// use abstrakta_engine::{brandubh, parse_puzzles};
/// // The king on c3 runs to c1, then to a corner: a win in 3 plies.
/// let set = parse_puzzles::<brandubh::Position>("7/7/7/7/2k4/7/3a3 d | 3 | c3-c1 d1-d2 c1-a1").unwrap();
/// assert_eq!(set[0].moves_to_win(), 2);
/// ```
pub fn parse_puzzles<G: Registered>(text: &str) -> Result<Vec<Puzzle<G>>, PuzzleError> {
    let rules = G::Rules::default();
    let mut out = Vec::new();
    for (line, raw) in puzzle_lines(text) {
        let fields: Vec<&str> = raw.split('|').map(str::trim).collect();
        let [position, plies, solution] = fields[..] else {
            return Err(PuzzleError::Fields { line });
        };
        let position = G::from_text(position, &rules).map_err(|e| PuzzleError::Position {
            line,
            reason: e.to_string(),
        })?;
        if position.outcome().is_some() {
            return Err(PuzzleError::Position {
                line,
                reason: "the game is over".into(),
            });
        }
        let plies = plies
            .parse::<u16>()
            .ok()
            .filter(|&n| n % 2 == 1)
            .ok_or_else(|| PuzzleError::Plies {
                line,
                text: plies.into(),
            })?;
        let winner = position.turn();
        let mut at = position.clone();
        let mut moves = Vec::new();
        for text in solution.split_whitespace() {
            if at.outcome().is_some() {
                return Err(PuzzleError::NotAWin { line });
            }
            let m = at.parse_move(text).map_err(|e| PuzzleError::Move {
                line,
                text: text.into(),
                reason: e.to_string(),
            })?;
            at.play_unchecked(m);
            moves.push(m);
        }
        if moves.len() != usize::from(plies) || at.outcome() != Some(Outcome::Win(winner)) {
            return Err(PuzzleError::NotAWin { line });
        }
        out.push(Puzzle {
            position,
            plies,
            solution: moves,
        });
    }
    Ok(out)
}

/// The puzzle set of a game as data (empty for games without one: Thud's battles
/// and Bi-litaire's rounds are scored, not won by force).
#[must_use]
pub fn puzzles_text(kind: GameKind) -> &'static str {
    struct Text;
    impl GameVisitor for Text {
        type Output = &'static str;
        fn visit<G: Registered>(self) -> &'static str {
            G::PUZZLES
        }
    }
    kind.visit(Text)
}

/// The puzzles of game `G`, read from its set (an unreadable set, which the
/// tests rule out, gives none).
#[must_use]
pub fn puzzles<G: Registered>() -> Vec<Puzzle<G>> {
    parse_puzzles(G::PUZZLES).unwrap_or_default()
}

/// The position of each puzzle of a set as its line writes it, without reading
/// the puzzles: the keys a page remembers solved puzzles by (the tests check that
/// each is the position's own text, [`Notation::to_text`](crate::Notation::to_text)).
pub fn puzzle_positions(text: &str) -> impl Iterator<Item = &str> {
    puzzle_lines(text).map(|(_, line)| line.split('|').next().unwrap_or_default().trim())
}

/// Puzzle `number` (from 1) of game `G`'s set, read and checked alone; `None`
/// past the end of the set, or for a line that does not read (which the tests
/// rule out).
#[must_use]
pub fn puzzle<G: Registered>(number: usize) -> Option<Puzzle<G>> {
    let (_, line) = puzzle_lines(G::PUZZLES).nth(number.checked_sub(1)?)?;
    parse_puzzles::<G>(line).ok()?.pop()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brandubh;

    #[test]
    fn puzzles_are_counted_at_compile_time_as_they_are_read() {
        for text in ["", "\n", "# a\n  \n x\n#y\n\r\n\tz\r\n  # w\nlast", "a\nb\n"] {
            assert_eq!(count_puzzle_lines(text), puzzle_lines(text).count(), "\"{text}\"");
        }
        for kind in GameKind::ALL {
            assert_eq!(puzzle_count(kind), puzzle_lines(puzzles_text(kind)).count(), "{kind:?}");
        }
        assert_eq!(puzzle_count(GameKind::Brandubh), 30);
    }

    /// Every set: each puzzle read alone is the one of the whole set, and the
    /// position its line writes is the position's own text (the key a page keeps).
    #[test]
    fn puzzles_read_alone_and_keyed_by_their_written_position() {
        struct Check;
        impl GameVisitor for Check {
            type Output = ();
            fn visit<G: Registered>(self) {
                let set = puzzles::<G>();
                assert_eq!(set.len(), puzzle_count(G::KIND));
                let written: Vec<&str> = puzzle_positions(G::PUZZLES).collect();
                assert_eq!(written.len(), set.len());
                for (i, (p, text)) in set.iter().zip(&written).enumerate() {
                    assert_eq!(&p.position.to_text(), text, "{:?} puzzle {}", G::KIND, i + 1);
                    let alone = puzzle::<G>(i + 1).expect("the puzzle reads alone");
                    assert_eq!(alone.position.to_text(), p.position.to_text());
                    assert_eq!(
                        (alone.plies, &alone.solution),
                        (p.plies, &p.solution),
                        "{:?} puzzle {}",
                        G::KIND,
                        i + 1
                    );
                }
                assert!(puzzle::<G>(0).is_none());
                assert!(puzzle::<G>(set.len() + 1).is_none());
            }
        }
        for kind in GameKind::ALL {
            kind.visit(Check);
        }
    }

    #[test]
    fn errors_name_the_line() {
        type P = brandubh::Position;
        let ok = "7/7/7/7/2k4/7/3a3 d | 3 | c3-c1 d1-d2 c1-a1";
        assert!(parse_puzzles::<P>(ok).is_ok());
        let cases = [
            ("# c\n7/7/7/7/2k4/7/3a3 d | 3", PuzzleError::Fields { line: 2 }),
            (
                "7/7/7/7/2k4/7/3a3 d | 2 | c3-c1 d1-d2",
                PuzzleError::Plies {
                    line: 1,
                    text: "2".into(),
                },
            ),
            (
                "7/7/7/7/2k4/7/3a3 d | 5 | c3-c1 d1-d2 c1-a1",
                PuzzleError::NotAWin { line: 1 },
            ),
            (
                "7/7/7/7/2k4/7/3a3 d | 3 | c3-c1 d1-d2 c1-b1",
                PuzzleError::NotAWin { line: 1 },
            ),
            (
                "7/7/7/7/2k4/7/3a3 d | 5 | c3-c1 d1-d2 c1-a1 a5-a4 a4-a3",
                PuzzleError::NotAWin { line: 1 },
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(parse_puzzles::<P>(text), Err(expected), "{text}");
        }
        assert!(matches!(
            parse_puzzles::<P>("7/7/7/7/2k4/7/3a3 d | 3 | c3-c2 d1-d2 c1-a1"),
            Err(PuzzleError::Move { line: 1, .. })
        ));
        assert!(matches!(
            parse_puzzles::<P>("7/7/7 d | 3 | c3-c1"),
            Err(PuzzleError::Position { line: 1, .. })
        ));
    }
}
