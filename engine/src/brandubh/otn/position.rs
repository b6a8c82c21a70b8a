//! OpenTafl's position records: `/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/`, the rows
//! from rank 1 (the first) up to rank 7, `t` an attacker, `T` a defender, `K`
//! the king, digits counting empty squares.

use alloc::string::String;

use crate::brandubh::{Piece, Position, Setup, SetupError, Square};
use crate::game::Side;

/// The board's side.
const SIZE: usize = 7;

/// Why a position record was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionRecordError {
    /// Not enclosed in slashes.
    #[error("a position record starts and ends with \"/\"")]
    Slashes,
    /// Not 7 rows.
    #[error("the position record has {0} rows; Brandubh has 7")]
    RowCount(usize),
    /// A row (numbered from 1, as the rank) that does not hold 7 squares.
    #[error("row {rank} of the position record holds {found} squares, not 7")]
    RowLength {
        /// The row's rank.
        rank: usize,
        /// How many squares it holds.
        found: usize,
    },
    /// A letter of a piece Brandubh does not have (commanders, knights).
    #[error("\"{0}\" (a commander or knight) is not a Brandubh piece")]
    Piece(char),
    /// A character that is not a piece or a count.
    #[error("\"{0}\" is not a piece (t, T, K) or a count of empty squares")]
    BadChar(char),
    /// The pieces cannot stand so.
    #[error("{0}")]
    Setup(SetupError),
}

/// Reads a position record, `turn` to move (the record does not say).
///
/// # Errors
/// [`PositionRecordError`] for the first thing wrong.
pub fn read_position(record: &str, turn: Side) -> Result<Setup, PositionRecordError> {
    let record = record.trim();
    let inner = record
        .strip_prefix('/')
        .and_then(|r| r.strip_suffix('/'))
        .ok_or(PositionRecordError::Slashes)?;
    let rows: alloc::vec::Vec<&str> = inner.split('/').collect();
    if rows.len() != SIZE {
        return Err(PositionRecordError::RowCount(rows.len()));
    }
    let mut board = [None; 49];
    for (rank, row) in rows.iter().enumerate() {
        let mut file = 0usize;
        let mut count = 0usize;
        let mut place = |file: &mut usize, piece: Option<Piece>| {
            if *file < SIZE {
                board[rank * SIZE + *file] = piece;
            }
            *file += 1;
        };
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                count = count * 10 + d as usize;
                if count > SIZE {
                    return Err(PositionRecordError::RowLength {
                        rank: rank + 1,
                        found: file + count,
                    });
                }
                continue;
            }
            file += count;
            count = 0;
            let piece = match c {
                't' => Piece::Attacker,
                'T' => Piece::Defender,
                'K' => Piece::King,
                'c' | 'n' | 'C' | 'N' | 'k' => return Err(PositionRecordError::Piece(c)),
                other => return Err(PositionRecordError::BadChar(other)),
            };
            place(&mut file, Some(piece));
        }
        file += count;
        if file != SIZE {
            return Err(PositionRecordError::RowLength {
                rank: rank + 1,
                found: file,
            });
        }
    }
    let setup = Setup { board, turn };
    // Validated here so that a bad record says so where it is read.
    Position::from_setup(&setup, crate::brandubh::Rules::default()).map_err(PositionRecordError::Setup)?;
    Ok(setup)
}

/// The position record of `setup`'s board.
#[must_use]
pub fn position_record(setup: &Setup) -> String {
    let mut out = String::from("/");
    for rank in 0..SIZE {
        let mut empty = 0;
        for file in 0..SIZE {
            let sq = Square::new(file as u8, rank as u8);
            match setup.board[sq.index()] {
                None => empty += 1,
                Some(piece) => {
                    if empty > 0 {
                        out.push_str(&alloc::format!("{empty}"));
                        empty = 0;
                    }
                    out.push(match piece {
                        Piece::Attacker => 't',
                        Piece::Defender => 'T',
                        Piece::King => 'K',
                    });
                }
            }
        }
        if empty > 0 {
            out.push_str(&alloc::format!("{empty}"));
        }
        out.push('/');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use alloc::string::ToString;

    #[test]
    fn the_start_reads_and_writes_from_rank_one() {
        let start = Position::new(&crate::brandubh::Rules::default()).setup();
        assert_eq!(position_record(&start), "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/");
        assert_eq!(
            read_position("/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/", Side::First),
            Ok(start)
        );
        // Rank 1 first: an attacker on b1 only (and the king on d4).
        let one = read_position("/1t5/7/7/3K3/7/7/7/", Side::Second).unwrap();
        assert_eq!(
            one.board["b1".parse::<Square>().unwrap().index()],
            Some(Piece::Attacker)
        );
        assert_eq!(position_record(&one), "/1t5/7/7/3K3/7/7/7/");
    }

    #[test]
    fn bad_records_say_what() {
        let bad = |r: &str| read_position(r, Side::First).unwrap_err();
        assert_eq!(bad("3t3/7"), PositionRecordError::Slashes);
        assert_eq!(bad("/7/7/"), PositionRecordError::RowCount(2));
        assert_eq!(
            bad("/7/7/7/3K3/7/7/6/"),
            PositionRecordError::RowLength { rank: 7, found: 6 }
        );
        assert_eq!(
            bad("/7/7/7/3K4/7/7/7/"),
            PositionRecordError::RowLength { rank: 4, found: 8 }
        );
        assert_eq!(bad("/7/7/7/3Kc2/7/7/7/"), PositionRecordError::Piece('c'));
        assert_eq!(bad("/7/7/7/3Kq2/7/7/7/"), PositionRecordError::BadChar('q'));
        assert_eq!(bad("/7/7/7/7/7/7/7/"), PositionRecordError::Setup(SetupError::NoKing));
        assert_eq!(
            bad("/9/7/7/7/7/7/7/").to_string(),
            "row 1 of the position record holds 9 squares, not 7"
        );
        assert_eq!(
            bad("/7/7/").to_string(),
            "the position record has 2 rows; Brandubh has 7"
        );
    }
}
