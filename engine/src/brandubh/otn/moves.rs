//! OpenTafl's move records: `d2-e2` (the simple form OpenTafl sends by
//! default) or the full form `Kd4-d3`, `d6-a6xa5`, `e3-e4xd4++`: a piece
//! letter for the king, the captured squares after `x` separated by `/`, and
//! a sign of what the move threatens or ends (`+`, `-`, `++`, `--`).

use alloc::string::String;
use alloc::vec::Vec;

use crate::brandubh::{IllegalMoveError, Move, MoveText, Piece, Position, Square};
use crate::game::{Game, Outcome};

/// A move record as written, not yet checked against a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveRecord {
    /// A piece's move.
    Move {
        /// Origin.
        from: Square,
        /// Destination.
        to: Square,
        /// The captured squares written (empty in the simple form).
        captures: Vec<Square>,
    },
    /// `---`: the side to move resigns.
    Resign,
}

/// Why a move record was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveRecordError {
    /// Not of the form `d2-e2`, `Kd4-d3xe3` or `---`.
    #[error("\"{0}\" is not a move record like d2-e2 or Kd4-d3xe3")]
    Syntax(String),
    /// A berserk move or jump (`^`, `=`): Brandubh has none.
    #[error("\"{0}\" is a berserk move or jump; Brandubh has none")]
    Berserk(String),
    /// Legal in form, not in the position.
    #[error("{0}")]
    Illegal(IllegalMoveError),
}

/// A square with an optional piece letter before it (`Kd4`, `te5`).
fn square(text: &str) -> Option<Square> {
    text.parse().ok().or_else(|| {
        text.strip_prefix(['t', 'T', 'k', 'K', 'c', 'C', 'n', 'N'])
            .and_then(|rest| rest.parse().ok())
    })
}

impl core::str::FromStr for MoveRecord {
    type Err = MoveRecordError;
    fn from_str(text: &str) -> Result<MoveRecord, MoveRecordError> {
        let text = text.trim();
        let syntax = || MoveRecordError::Syntax(text.into());
        if text == "---" {
            return Ok(MoveRecord::Resign);
        }
        if text.contains(['^', '=']) {
            return Err(MoveRecordError::Berserk(text.into()));
        }
        let body = text.trim_end_matches(['+', '-']);
        let (from, rest) = body.split_once('-').ok_or_else(syntax)?;
        let (to, captured) = rest.split_once('x').unwrap_or((rest, ""));
        let captures = if captured.is_empty() {
            Vec::new()
        } else {
            captured
                .split('/')
                .map(|c| square(c).ok_or_else(syntax))
                .collect::<Result<Vec<_>, _>>()?
        };
        Ok(MoveRecord::Move {
            from: square(from).ok_or_else(syntax)?,
            to: square(to).ok_or_else(syntax)?,
            captures,
        })
    }
}

impl MoveRecord {
    /// The legal move of `pos` this record writes: the captures, when
    /// written, must be the ones it makes.
    ///
    /// # Errors
    /// [`MoveRecordError::Illegal`] when it is not legal there; a
    /// resignation is no move ([`MoveRecordError::Syntax`]).
    pub fn to_move(&self, pos: &Position) -> Result<Move, MoveRecordError> {
        match self {
            MoveRecord::Resign => Err(MoveRecordError::Syntax("---".into())),
            MoveRecord::Move { from, to, captures } => MoveText {
                from: *from,
                to: *to,
                captures: captures.clone(),
            }
            .to_move(pos)
            .map_err(MoveRecordError::Illegal),
        }
    }
}

/// Reads `text` as a move of `pos`.
///
/// # Errors
/// [`MoveRecordError`] when it is not a legal move there.
pub fn read_move(pos: &Position, text: &str) -> Result<Move, MoveRecordError> {
    text.parse::<MoveRecord>()?.to_move(pos)
}

/// The record of `m`, legal in `pos`: `d2-e2` in the simple form, else with
/// the king's letter, the captures and `++` or `--` when it ends the game.
#[must_use]
pub fn move_record(pos: &Position, m: Move, full: bool) -> String {
    if !full {
        return alloc::format!("{}-{}", m.from, m.to);
    }
    let mut out = String::new();
    if pos.piece_at(m.from) == Some(Piece::King) {
        out.push('K');
    }
    out.push_str(&alloc::format!("{}-{}", m.from, m.to));
    let captured: Vec<String> = pos
        .captures(m)
        .into_iter()
        .map(|sq| match pos.piece_at(sq) {
            Some(Piece::King) => alloc::format!("K{sq}"),
            _ => alloc::format!("{sq}"),
        })
        .collect();
    if !captured.is_empty() {
        out.push('x');
        out.push_str(&captured.join("/"));
    }
    let after = pos.clone().play(m).ok();
    match after.as_ref().and_then(Game::outcome) {
        Some(Outcome::Win(_)) if after.as_ref().is_some_and(|a| a.king().is_none()) => out.push_str("++"),
        Some(Outcome::Win(_)) if after.as_ref().and_then(Position::king).is_some_and(Square::is_corner) => {
            out.push_str("--");
        }
        _ => {}
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brandubh::{Rules, Setup};
    use crate::game::Notation;
    use alloc::string::ToString;

    fn pos(text: &str) -> Position {
        let setup: Setup = text.parse().unwrap();
        Position::from_setup(&setup, Rules::default()).unwrap()
    }

    #[test]
    fn simple_and_full_records_read_as_moves() {
        let start = Position::new(&Rules::default());
        let m = read_move(&start, "d2-e2").unwrap();
        assert_eq!(move_record(&start, m, false), "d2-e2");
        assert_eq!(move_record(&start, m, true), "d2-e2");
        // Illegal: a soldier onto a corner.
        let p = pos("7/7/7/3k3/7/a6/7 a");
        assert!(matches!(read_move(&p, "a2-a1"), Err(MoveRecordError::Illegal(_))));
        // The king's letter; the simple form without it; a king's escape.
        let p = pos("7/7/7/6a/1k5/a6/3a3 d");
        let m = read_move(&p, "Kb3-b1").unwrap();
        assert_eq!(move_record(&p, m, true), "Kb3-b1");
        let m = read_move(&p, "Kb3-a3").unwrap();
        assert_eq!(move_record(&p, m, false), "b3-a3");
        let p = pos("7/7/7/7/k6/7/3a3 d");
        let m = read_move(&p, "Ka3-a1--").unwrap();
        assert_eq!(move_record(&p, m, true), "Ka3-a1--");
    }

    #[test]
    fn captures_and_a_kings_capture_are_written() {
        // Attackers d6 to a6 take a5 (a defender between a6 and a4).
        let p = pos("7/3a3/d6/a2k3/7/7/7 a");
        let m = read_move(&p, "d6-a6xa5").unwrap();
        assert_eq!(move_record(&p, m, true), "d6-a6xa5");
        assert_eq!(p.move_to_text(m), "d6-a6xa5");
        assert!(matches!(read_move(&p, "d6-a6xa4"), Err(MoveRecordError::Illegal(_))));
        // The king beside an attacker, taken by one landing beyond him.
        let p = pos("7/7/7/7/1ak4/7/3a3 a");
        let m = read_move(&p, "d1-d3").unwrap();
        assert_eq!(move_record(&p, m, true), "d1-d3xKc3++");
    }

    #[test]
    fn other_records_are_refused_with_a_reason() {
        assert_eq!("---".parse::<MoveRecord>(), Ok(MoveRecord::Resign));
        assert_eq!(
            "Ne6^=e8xce7".parse::<MoveRecord>(),
            Err(MoveRecordError::Berserk("Ne6^=e8xce7".into()))
        );
        assert_eq!(
            "d2e2".parse::<MoveRecord>(),
            Err(MoveRecordError::Syntax("d2e2".into()))
        );
        assert_eq!(
            "d2-e2".parse::<MoveRecord>(),
            Ok(MoveRecord::Move {
                from: "d2".parse().unwrap(),
                to: "e2".parse().unwrap(),
                captures: Vec::new()
            })
        );
        assert_eq!(
            "d2-z9".parse::<MoveRecord>().unwrap_err().to_string(),
            "\"d2-z9\" is not a move record like d2-e2 or Kd4-d3xe3"
        );
    }
}
