//! Text forms of Thud: the position format ([`Setup`]) and move notation
//! ([`MoveText`]), each parsed into an unchecked form and then validated.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use super::square::{Square, SquareSet, SIZE};
use super::{Agreement, Move, Piece, Position, Rules, DWARFS, TROLLS};
use crate::game::{Game, Side};
use crate::grid_text::{read_ranks, Runs};

/// A position as written, not yet checked: pieces, side to move, battle, seat A's
/// points so far and the state of a proposal to end the battle.
///
/// The text lists the ranks from 15 down to 1, separated by `/`; each rank lists
/// only its squares on the octagon, from the left: `d` a dwarf, `T` a troll, `o`
/// the Thudstone (always H8), a number for that many empty squares. Then, separated
/// by spaces: `d` or `t` for the side to move, the battle (`1` or `2`), seat A's
/// points from earlier battles (`+0`, `-4`), and optionally `proposal` (the side to
/// move must accept or refuse the end), `refused` (the side to move was just
/// refused and must move a piece) or `agreed` (the battle is over).
///
/// # Examples
/// ```
/// use abstrakta_engine::thud::{Setup, Position, Rules};
/// use abstrakta_engine::Game;
/// let start = Position::new(&Rules::default()).to_string();
/// assert_eq!(start, "dd1dd/d5d/d7d/d9d/d11d/d13d/d5TTT5d/6ToT6/d5TTT5d/d13d/d11d/d9d/d7d/d5d/dd1dd d 1 +0");
/// let setup: Setup = start.parse().unwrap();
/// assert_eq!(setup.to_string(), start);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The piece on each grid cell (index `rank * 15 + file`).
    pub board: [Option<Piece>; 225],
    /// The side to move.
    pub turn: Side,
    /// The battle, 1 or 2.
    pub battle: u8,
    /// Seat A's points from the battles before this one.
    pub carried: i32,
    /// The state of a proposal to end the battle.
    pub agreement: Agreement,
}

/// The squares of rank `rank` (0-based) from the left.
fn rank_squares(rank: u8) -> impl Iterator<Item = Square> {
    (0..SIZE).filter_map(move |f| Square::new(f, rank))
}

/// Why a position text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePositionError {
    /// Not 15 ranks separated by `/`.
    RankCount(usize),
    /// A rank does not describe exactly its squares.
    RankLength {
        /// The rank, 1–15.
        rank: u8,
        /// Squares the rank has.
        expected: usize,
        /// Squares the text describes.
        found: usize,
    },
    /// A character that is not `d`, `T`, `o` or a digit.
    BadChar(char),
    /// The Thudstone is not written on H8, or written elsewhere.
    Thudstone,
    /// The side to move is missing or not `d` / `t`.
    Turn(String),
    /// The battle is not `1` or `2`.
    Battle(String),
    /// The points are not a signed whole number.
    Points(String),
    /// An unknown word after the points.
    Extra(String),
}

from_grid_error!(rank, expected, found);

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePositionError::RankCount(n) => write!(f, "expected 15 ranks separated by '/', found {n}"),
            ParsePositionError::RankLength { rank, expected, found } => {
                write!(f, "rank {rank} has {expected} squares, the text describes {found}")
            }
            ParsePositionError::BadChar(c) => {
                write!(
                    f,
                    "'{c}' is not a piece (d dwarf, T troll, o Thudstone) or a number of empty squares"
                )
            }
            ParsePositionError::Thudstone => f.write_str("the Thudstone 'o' must stand on H8, and only there"),
            ParsePositionError::Turn(t) => write!(f, "side to move \"{t}\": expected d (dwarfs) or t (trolls)"),
            ParsePositionError::Battle(t) => write!(f, "battle \"{t}\": expected 1 or 2"),
            ParsePositionError::Points(t) => write!(f, "points \"{t}\": expected a signed whole number such as +3"),
            ParsePositionError::Extra(t) => {
                write!(f, "unexpected \"{t}\": expected proposal, refused or agreed")
            }
        }
    }
}

impl core::error::Error for ParsePositionError {}

impl FromStr for Setup {
    type Err = ParsePositionError;
    fn from_str(text: &str) -> Result<Setup, ParsePositionError> {
        let mut words = text.split_whitespace();
        let rows = words.next().unwrap_or("");
        // Each square as written: a dwarf, a troll, the Thudstone, or ' ' for
        // a square of a run of empty ones.
        let square = |c| matches!(c, 'd' | 'T' | 'o').then_some(c);
        let width = |rank: u8| rank_squares(rank).count();
        let ranks = read_ranks(rows, 15, width, Runs::Numbers, ' ', square)?;
        let mut board = [None; 225];
        for (rank, cells) in (0..15u8).zip(&ranks) {
            for (sq, &c) in rank_squares(rank).zip(cells) {
                // The Thudstone is written on H8 and nothing else is.
                if c != ' ' && (c == 'o') != (sq == Square::THUDSTONE) {
                    return Err(ParsePositionError::Thudstone);
                }
                board[sq.index()] = match c {
                    'd' => Some(Piece::Dwarf),
                    'T' => Some(Piece::Troll),
                    _ => None,
                };
            }
        }
        let turn = match words.next() {
            Some("d") => DWARFS,
            Some("t") => TROLLS,
            other => return Err(ParsePositionError::Turn(other.unwrap_or("").into())),
        };
        let battle = match words.next() {
            None | Some("1") => 1,
            Some("2") => 2,
            Some(other) => return Err(ParsePositionError::Battle(other.into())),
        };
        let carried = match words.next() {
            None => 0,
            Some(w) => w
                .parse::<i32>()
                .ok()
                .filter(|p| p.unsigned_abs() <= 1000)
                .ok_or_else(|| ParsePositionError::Points(w.into()))?,
        };
        let agreement = match words.next() {
            None => Agreement::None,
            Some("proposal") => Agreement::Proposed,
            Some("refused") => Agreement::Refused,
            Some("agreed") => Agreement::Agreed,
            Some(other) => return Err(ParsePositionError::Extra(other.into())),
        };
        if let Some(extra) = words.next() {
            return Err(ParsePositionError::Extra(extra.into()));
        }
        Ok(Setup {
            board,
            turn,
            battle,
            carried,
            agreement,
        })
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..SIZE).rev() {
            let mut empty = 0;
            for sq in rank_squares(rank) {
                let c = if sq == Square::THUDSTONE {
                    Some('o')
                } else {
                    self.board[sq.index()].map(|p| match p {
                        Piece::Dwarf => 'd',
                        Piece::Troll => 'T',
                    })
                };
                match c {
                    None => empty += 1,
                    Some(c) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{c}")?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let turn = if self.turn == DWARFS { 'd' } else { 't' };
        write!(f, " {turn} {} {:+}", self.battle, self.carried)?;
        match self.agreement {
            Agreement::None => Ok(()),
            Agreement::Proposed => f.write_str(" proposal"),
            Agreement::Refused => f.write_str(" refused"),
            Agreement::Agreed => f.write_str(" agreed"),
        }
    }
}

/// Why a written position cannot occur in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// More dwarfs than the 32 a battle starts with.
    TooManyDwarfs(u32),
    /// More trolls than the 8 a battle starts with.
    TooManyTrolls(u32),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::TooManyDwarfs(n) => write!(f, "{n} dwarfs: a battle has at most 32"),
            SetupError::TooManyTrolls(n) => write!(f, "{n} trolls: a battle has at most 8"),
        }
    }
}

impl core::error::Error for SetupError {}

impl Position {
    /// Validates a written position.
    ///
    /// # Errors
    /// [`SetupError`] when the pieces could not occur in a battle.
    pub fn from_setup(setup: &Setup, rules: Rules) -> Result<Position, SetupError> {
        let mut dwarfs = SquareSet::EMPTY;
        let mut trolls = SquareSet::EMPTY;
        for sq in Square::all() {
            match setup.board[sq.index()] {
                Some(Piece::Dwarf) => dwarfs.insert(sq),
                Some(Piece::Troll) => trolls.insert(sq),
                None => {}
            }
        }
        if dwarfs.count() > 32 {
            return Err(SetupError::TooManyDwarfs(dwarfs.count()));
        }
        if trolls.count() > 8 {
            return Err(SetupError::TooManyTrolls(trolls.count()));
        }
        Ok(Position::from_parts(
            rules,
            dwarfs,
            trolls,
            setup.turn,
            setup.battle,
            setup.carried,
            setup.agreement,
        ))
    }

    /// The unchecked form of this position.
    #[must_use]
    pub fn setup(&self) -> Setup {
        let mut board = [None; 225];
        for sq in self.dwarfs() {
            board[sq.index()] = Some(Piece::Dwarf);
        }
        for sq in self.trolls() {
            board[sq.index()] = Some(Piece::Troll);
        }
        Setup {
            board,
            turn: self.turn(),
            battle: self.battle(),
            carried: self.carried(),
            agreement: self.agreement(),
        }
    }
}

/// How a piece move is marked: `-` for a move or step, `*` for a hurl or shove.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Marker {
    /// `-`: a dwarf's move or a troll's step.
    Move,
    /// `*`: a dwarf's hurl or a troll's shove.
    Throw,
}

/// A move as written, not yet checked against a position.
///
/// - `dO11-O9`: a dwarf moves; `dF3*H7`: a dwarf is hurled onto the troll on H7
///   (`xH7` may follow).
/// - `TG7-F7xF6xG6`: a troll steps and takes the dwarfs listed; `TG9*G11xF12`: a
///   troll is shoved and takes the dwarfs listed.
/// - `propose`, `accept`, `refuse`: the end of a battle by agreement.
///
/// The piece letter may be left out; squares may be lower case.
///
/// # Examples
/// ```
/// use abstrakta_engine::thud::MoveText;
/// let m: MoveText = "TG7-F7xF6xG6".parse().unwrap();
/// assert_eq!(m.to_string(), "TG7-F7xF6xG6");
/// assert_eq!("propose".parse::<MoveText>().unwrap(), MoveText::Propose);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveText {
    /// A piece move.
    Piece {
        /// The piece letter, if written.
        piece: Option<Piece>,
        /// Origin.
        from: Square,
        /// Destination.
        to: Square,
        /// `-` or `*`.
        marker: Marker,
        /// Captured squares as written.
        captures: Vec<Square>,
    },
    /// `propose`.
    Propose,
    /// `accept`.
    Accept,
    /// `refuse`.
    Refuse,
}

/// Why a move text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseMoveError {
    /// Nothing to read.
    Empty,
    /// Not of the form `dO11-O9`, `TG7-F7xF6`, `dF3*H7` or a word.
    Syntax(String),
    /// A square name that is not on the board.
    BadSquare(String),
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Empty => f.write_str("empty move"),
            ParseMoveError::Syntax(t) => write!(
                f,
                "\"{t}\" is not a move like dO11-O9, dF3*H7, TG7-F7xF6xG6, TG9*G11xF12, propose, accept or refuse"
            ),
            ParseMoveError::BadSquare(t) => {
                write!(
                    f,
                    "\"{t}\" is not a square (files A–P without I, ranks 1–15, corners cut off)"
                )
            }
        }
    }
}

impl core::error::Error for ParseMoveError {}

impl FromStr for MoveText {
    type Err = ParseMoveError;
    fn from_str(text: &str) -> Result<MoveText, ParseMoveError> {
        let text = text.trim();
        match text.to_ascii_lowercase().as_str() {
            "" => return Err(ParseMoveError::Empty),
            "propose" => return Ok(MoveText::Propose),
            "accept" => return Ok(MoveText::Accept),
            "refuse" => return Ok(MoveText::Refuse),
            _ => {}
        }
        let syntax = || ParseMoveError::Syntax(text.into());
        let square = |s: &str| s.parse::<Square>().map_err(|_| ParseMoveError::BadSquare(s.into()));
        let mut chars = text.chars();
        let first = chars.next().ok_or_else(syntax)?;
        let second = chars.next().ok_or_else(syntax)?;
        let (piece, rest) = match first {
            'd' | 'D' | 't' | 'T' if second.is_ascii_alphabetic() => (
                Some(if first.eq_ignore_ascii_case(&'d') {
                    Piece::Dwarf
                } else {
                    Piece::Troll
                }),
                &text[1..],
            ),
            _ => (None, text),
        };
        let (from, marker, rest) = if let Some((a, b)) = rest.split_once('-') {
            (a, Marker::Move, b)
        } else if let Some((a, b)) = rest.split_once('*') {
            (a, Marker::Throw, b)
        } else {
            return Err(syntax());
        };
        let mut parts = rest.split(['x', 'X']);
        let to = parts.next().ok_or_else(syntax)?;
        let captures = parts.map(square).collect::<Result<Vec<_>, _>>()?;
        Ok(MoveText::Piece {
            piece,
            from: square(from)?,
            to: square(to)?,
            marker,
            captures,
        })
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveText::Propose => f.write_str("propose"),
            MoveText::Accept => f.write_str("accept"),
            MoveText::Refuse => f.write_str("refuse"),
            MoveText::Piece {
                piece,
                from,
                to,
                marker,
                captures,
            } => {
                match piece {
                    Some(Piece::Dwarf) => f.write_str("d")?,
                    Some(Piece::Troll) => f.write_str("T")?,
                    None => {}
                }
                let sep = if *marker == Marker::Throw { '*' } else { '-' };
                write!(f, "{from}{sep}{to}")?;
                for c in captures {
                    write!(f, "x{c}")?;
                }
                Ok(())
            }
        }
    }
}

/// Why a written move is not legal in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMoveError {
    /// The battle is over.
    GameOver,
    /// An end was proposed: the side to move must accept or refuse.
    AnswerPending,
    /// `accept` or `refuse` with no proposal to answer.
    NothingToAnswer,
    /// A proposal right after one's own proposal was refused.
    JustRefused,
    /// No piece on the origin square.
    NoPiece(Square),
    /// The written piece letter is not the piece on the square.
    WrongPiece(Square),
    /// The piece belongs to the side not to move.
    NotYourTurn(Square),
    /// The piece cannot go there.
    Unreachable {
        /// Origin.
        from: Square,
        /// Destination.
        to: Square,
    },
    /// Something stands in the way: a piece or the Thudstone on `at`, between
    /// the two squares (or on the destination, a piece of the mover's side).
    Blocked {
        /// Origin.
        from: Square,
        /// Destination.
        to: Square,
        /// The first square in the way that is occupied.
        at: Square,
    },
    /// The written captures are not a set this move may take.
    WrongCaptures {
        /// The move as written.
        written: String,
        /// The moves with these squares, in notation.
        options: Vec<String>,
    },
}

impl fmt::Display for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMoveError::GameOver => f.write_str("the battle is over"),
            IllegalMoveError::AnswerPending => f.write_str("an end of the battle was proposed: accept or refuse first"),
            IllegalMoveError::NothingToAnswer => f.write_str("nobody has proposed to end the battle"),
            IllegalMoveError::JustRefused => {
                f.write_str("your proposal was just refused: move a piece before proposing again")
            }
            IllegalMoveError::NoPiece(sq) => write!(f, "there is no piece on {sq}"),
            IllegalMoveError::WrongPiece(sq) => write!(f, "the piece on {sq} is not the one written"),
            IllegalMoveError::NotYourTurn(sq) => write!(f, "the piece on {sq} belongs to the side not to move"),
            IllegalMoveError::Unreachable { from, to } => write!(f, "the piece on {from} cannot go to {to}"),
            IllegalMoveError::Blocked { from, to, at } => {
                write!(f, "the piece on {from} cannot go to {to}: {at} is occupied")
            }
            IllegalMoveError::WrongCaptures { written, options } => {
                write!(
                    f,
                    "{written} does not take a set of dwarfs the rules allow; the moves are: "
                )?;
                f.write_str(&options.join(", "))
            }
        }
    }
}

impl core::error::Error for IllegalMoveError {}

/// Along a line (a row, a column or a diagonal) from `from` to `to`: the first
/// square in the way, a piece or the Thudstone between them, or a piece of the
/// mover's own side on `to`.
fn blocked(pos: &Position, from: Square, to: Square) -> Option<IllegalMoveError> {
    let (df, dr) = (
        i16::from(to.file()) - i16::from(from.file()),
        i16::from(to.rank()) - i16::from(from.rank()),
    );
    if (df == 0 && dr == 0) || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
        return None;
    }
    let (sf, sr) = (df.signum(), dr.signum());
    let side = pos.piece_at(from)?.side();
    let mut at = from;
    loop {
        let (f, r) = (i16::from(at.file()) + sf, i16::from(at.rank()) + sr);
        at = Square::new(u8::try_from(f).ok()?, u8::try_from(r).ok()?)?;
        let stone = at == Square::THUDSTONE;
        if at == to {
            let own = pos.piece_at(at).is_some_and(|p| p.side() == side);
            return (own || stone).then_some(IllegalMoveError::Blocked { from, to, at });
        }
        if stone || pos.piece_at(at).is_some() {
            return Some(IllegalMoveError::Blocked { from, to, at });
        }
    }
}

impl MoveText {
    /// Checks this move against `pos`.
    ///
    /// The marker (`-` or `*`) may be either; the captured squares decide. A hurl
    /// may omit its `x`; a troll move without `x` takes nothing.
    ///
    /// # Errors
    /// [`IllegalMoveError`] says why the move is not legal.
    pub fn to_move(&self, pos: &Position) -> Result<Move, IllegalMoveError> {
        if pos.outcome().is_some() {
            return Err(IllegalMoveError::GameOver);
        }
        let pending = pos.agreement() == Agreement::Proposed;
        let (piece, from, to, captures) = match self {
            MoveText::Propose if pending => return Err(IllegalMoveError::AnswerPending),
            MoveText::Propose if pos.agreement() == Agreement::Refused => return Err(IllegalMoveError::JustRefused),
            MoveText::Propose => return Ok(Move::Propose),
            MoveText::Accept | MoveText::Refuse if !pending => return Err(IllegalMoveError::NothingToAnswer),
            MoveText::Accept => return Ok(Move::Accept),
            MoveText::Refuse => return Ok(Move::Refuse),
            MoveText::Piece { .. } if pending => return Err(IllegalMoveError::AnswerPending),
            MoveText::Piece {
                piece,
                from,
                to,
                captures,
                ..
            } => (piece, *from, *to, captures),
        };
        let on_board = pos.piece_at(from).ok_or(IllegalMoveError::NoPiece(from))?;
        if piece.is_some_and(|p| p != on_board) {
            return Err(IllegalMoveError::WrongPiece(from));
        }
        if on_board.side() != pos.turn() {
            return Err(IllegalMoveError::NotYourTurn(from));
        }
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        legal.retain(|m| m.squares() == Some((from, to)));
        if legal.is_empty() {
            return Err(blocked(pos, from, to).unwrap_or(IllegalMoveError::Unreachable { from, to }));
        }
        let written: SquareSet = captures.iter().copied().collect();
        let found = legal.iter().copied().find(|&m| match m {
            // A hurl takes the troll it lands on, written or not.
            Move::Hurl { to, .. } => written.is_empty() || (written.count() == 1 && written.contains(to)),
            _ => m.captured().collect::<SquareSet>() == written && written.count() as usize == captures.len(),
        });
        found.ok_or_else(|| IllegalMoveError::WrongCaptures {
            written: self.to_string(),
            options: legal.iter().map(|&m| pos.move_text(m).to_string()).collect(),
        })
    }
}

impl Position {
    /// The notation of `m` in this position: piece letter, `-` or `*`, and every
    /// square a troll takes (a hurl's capture is its destination and is not repeated).
    #[must_use]
    pub fn move_text(&self, m: Move) -> MoveText {
        let piece = |from: Square| self.piece_at(from);
        match m {
            Move::Propose => MoveText::Propose,
            Move::Accept => MoveText::Accept,
            Move::Refuse => MoveText::Refuse,
            Move::DwarfMove { from, to }
            | Move::TrollStep { from, to, .. }
            | Move::Hurl { from, to }
            | Move::Shove { from, to, .. } => {
                let marker = if matches!(m, Move::Hurl { .. } | Move::Shove { .. }) {
                    Marker::Throw
                } else {
                    Marker::Move
                };
                let captures = match m {
                    Move::TrollStep { captures, .. } | Move::Shove { captures, .. } => captures.squares(to).collect(),
                    _ => Vec::new(),
                };
                MoveText::Piece {
                    piece: piece(from),
                    from,
                    to,
                    marker,
                    captures,
                }
            }
        }
    }
}

text_notation!();
