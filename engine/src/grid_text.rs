//! Reading a board written rank by rank, as all four games' position texts are:
//! the ranks from the top down, separated by `/`; in each rank, one character a
//! cell from the left, or (where the format has them) a number for that many
//! empty cells. Each game maps the characters to its cells and turns a
//! [`GridError`] into its own `ParsePositionError`.

use alloc::vec::Vec;

/// How a format writes empty cells besides a character of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Runs {
    /// It does not: every cell has a character.
    None,
    /// A digit from 1 to this one is that many empty cells (Brandubh: 1–7).
    Digits(u8),
    /// A number of one or more digits is that many empty cells (Thud).
    Numbers,
}

/// Why a rank-by-rank board text was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GridError {
    /// Not as many ranks as the board has: the number found.
    #[error("found {0} ranks separated by '/'")]
    RankCount(usize),
    /// A rank that does not describe exactly its cells.
    #[error("rank {rank} has {expected} cells, the text describes {found}")]
    RankLength {
        /// The rank, from 1 at the bottom.
        rank: u8,
        /// The cells it has.
        expected: usize,
        /// The cells the text describes (999 for more than that).
        found: usize,
    },
    /// A character the format does not have.
    #[error("unexpected character '{0}'")]
    BadChar(char),
}

/// The most cells a rank is said to describe in an error.
const MOST_FOUND: usize = 999;

/// Adds `n` empty cells to `cells`, or gives the count they would make when
/// that is more than `expected`.
fn fill<T: Clone>(cells: &mut Vec<T>, n: usize, empty: &T, expected: usize) -> Result<(), usize> {
    let total = cells.len().saturating_add(n);
    if total > expected {
        return Err(total);
    }
    cells.extend(core::iter::repeat_n(empty.clone(), n));
    Ok(())
}

/// Reads `text`, a board of `ranks` ranks whose rank `r` (0 at the bottom) has
/// `width(r)` cells: each cell as `cell` reads its character (`None`: a
/// character the format does not have), `empty` where `runs` counts empty
/// cells. Returns the ranks from the bottom up, each from the left.
///
/// A format without runs has its length checked before its characters; one
/// with runs is read from the left, and a rank is refused as soon as it
/// describes more cells than it has.
///
/// # Errors
/// The first [`GridError`], from the top rank down.
pub fn read_ranks<T: Clone>(
    text: &str,
    ranks: u8,
    width: impl Fn(u8) -> usize,
    runs: Runs,
    empty: T,
    cell: impl Fn(char) -> Option<T>,
) -> Result<Vec<Vec<T>>, GridError> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != usize::from(ranks) {
        return Err(GridError::RankCount(rows.len()));
    }
    let mut board: Vec<Vec<T>> = Vec::with_capacity(rows.len());
    for (i, row) in rows.iter().enumerate() {
        let rank = ranks - 1 - i as u8;
        let expected = width(rank);
        let too_long = |found: usize| GridError::RankLength {
            rank: rank + 1,
            expected,
            found: found.min(MOST_FOUND),
        };
        if runs == Runs::None && row.chars().count() != expected {
            return Err(too_long(row.chars().count()));
        }
        let mut cells: Vec<T> = Vec::with_capacity(expected);
        // A number of empty cells being read (several digits with `Runs::Numbers`).
        let mut run: Option<usize> = None;
        for c in row.chars() {
            let digit = c.to_digit(10).map(|d| d as usize);
            match (runs, digit) {
                (Runs::Numbers, Some(d)) => {
                    run = Some(run.unwrap_or(0).saturating_mul(10).saturating_add(d));
                    continue;
                }
                (Runs::Digits(most), Some(d)) if (1..=usize::from(most)).contains(&d) => {
                    fill(&mut cells, d, &empty, expected).map_err(too_long)?;
                    continue;
                }
                _ => {}
            }
            if let Some(n) = run.take() {
                fill(&mut cells, n, &empty, expected).map_err(too_long)?;
            }
            let Some(value) = cell(c) else {
                return Err(GridError::BadChar(c));
            };
            if cells.len() == expected {
                return Err(too_long(expected + 1));
            }
            cells.push(value);
        }
        if let Some(n) = run {
            fill(&mut cells, n, &empty, expected).map_err(too_long)?;
        }
        if cells.len() != expected {
            return Err(too_long(cells.len()));
        }
        board.push(cells);
    }
    board.reverse();
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    fn letters(c: char) -> Option<char> {
        c.is_ascii_lowercase().then_some(c)
    }

    #[test]
    fn ranks_are_read_from_the_top_with_runs_of_empty_cells() {
        let board = read_ranks("a2/3", 2, |_| 3, Runs::Digits(3), '.', letters).expect("a board");
        assert_eq!(
            board,
            vec![vec!['.', '.', '.'], vec!['a', '.', '.']],
            "bottom rank first"
        );
        let board = read_ranks("12b/c12", 2, |_| 13, Runs::Numbers, '.', letters).expect("numbers");
        assert_eq!((board[0][0], board[0][13 - 1], board[1][12]), ('c', '.', 'b'));
        let board = read_ranks("ab/cd", 2, |_| 2, Runs::None, '.', letters).expect("no runs");
        assert_eq!(board, vec![vec!['c', 'd'], vec!['a', 'b']]);
    }

    #[test]
    fn bad_texts_are_refused_with_their_reason() {
        assert_eq!(
            read_ranks("a2", 2, |_| 3, Runs::Digits(3), '.', letters),
            Err(GridError::RankCount(1))
        );
        assert_eq!(
            read_ranks("a3/3", 2, |_| 3, Runs::Digits(3), '.', letters),
            Err(GridError::RankLength {
                rank: 2,
                expected: 3,
                found: 4
            })
        );
        assert_eq!(
            read_ranks("a4/3", 2, |_| 3, Runs::Digits(3), '.', letters),
            Err(GridError::BadChar('4'))
        );
        assert_eq!(
            read_ranks("aB/3", 2, |_| 3, Runs::Digits(3), '.', letters),
            Err(GridError::BadChar('B'))
        );
        assert!(
            read_ranks("abc/ab", 2, |r| usize::from(r) + 2, Runs::None, '.', letters).is_ok(),
            "ranks of their own widths"
        );
        assert_eq!(
            read_ranks("99999999999999999999/1", 2, |_| 1, Runs::Numbers, '.', letters),
            Err(GridError::RankLength {
                rank: 2,
                expected: 1,
                found: MOST_FOUND
            })
        );
        assert_eq!(
            read_ranks("abq/ab", 2, |_| 2, Runs::None, '.', letters),
            Err(GridError::RankLength {
                rank: 2,
                expected: 2,
                found: 3
            }),
            "without runs, the length is checked first"
        );
    }
}
