//! The Top Quark board as data: reading `data/topquark-board.json` and checking
//! it. The build script uses this module to compile the board in as constants, and
//! tests use it on corrupted copies; the game itself reads only the constants.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

/// Files `a`–`k`.
pub const FILES: u8 = 11;
/// Ranks `1`–`7`.
pub const RANKS: u8 = 7;
/// Cells of the grid.
pub const CELLS: usize = FILES as usize * RANKS as usize;
/// Balls per side.
pub const BALLS: usize = 7;

/// Exit towards rank 7 (Black).
pub const NORTH: u8 = 1;
/// Exit towards file k.
pub const EAST: u8 = 2;
/// Exit towards rank 1 (White).
pub const SOUTH: u8 = 4;
/// Exit towards file a.
pub const WEST: u8 = 8;

/// The board: each grid cell's exits (0: no hollow) and the start squares, as
/// cell indices `(rank - 1) * 11 + file`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardData {
    /// Exit bits ([`NORTH`], [`EAST`], [`SOUTH`], [`WEST`]) of each cell.
    pub exits: [u8; CELLS],
    /// White's start squares.
    pub white: [u8; BALLS],
    /// Black's start squares.
    pub black: [u8; BALLS],
}

/// Why a board file was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// The text is not JSON of the expected shape.
    #[error("board file, byte {at}: expected {expected}")]
    Json {
        /// Byte offset of the problem.
        at: usize,
        /// What was expected.
        expected: &'static str,
    },
    /// A field is missing or of the wrong type.
    #[error("board file: field {0:?} missing or of the wrong type")]
    Field(&'static str),
    /// A cell id that is not a file `a`–`k` and a rank `1`–`7`.
    #[error("board file: {0:?} is not a hollow a1 to k7")]
    BadId(String),
    /// A cell whose `x`, `y` do not match its id.
    #[error("board file: the x and y of {0} do not match its name")]
    Coordinates(String),
    /// The same hollow twice.
    #[error("board file: hollow {0} is listed twice")]
    Duplicate(String),
    /// An exit that is not `N`, `E`, `S` or `W`, or repeated.
    #[error("board file: {0} has an exit other than N, E, S or W, or one twice")]
    BadExit(String),
    /// A drop hollow without exactly one exit, or a strategic one without two
    /// opposite exits, or an unknown kind.
    #[error("board file: {0} must be a drop with one exit or strategic with two opposite exits")]
    Kind(String),
    /// An exit that leads off the board or to a square without a hollow.
    #[error("board file: exit {exit} of {id} does not lead to a hollow")]
    ExitNowhere {
        /// The hollow.
        id: String,
        /// The exit.
        exit: char,
    },
    /// Not 65 hollows, 50 drops and 15 strategic ones.
    #[error("board file: {hollows} hollows ({strategic} strategic); the game has 65 (15 strategic)")]
    Counts {
        /// Hollows found.
        hollows: usize,
        /// Strategic hollows found.
        strategic: usize,
    },
    /// A hollow whose half-turn image is missing or points otherwise.
    #[error("board file: the half-turn image of {0} is missing or points otherwise")]
    NotSymmetric(String),
    /// A start square that is not a hollow, repeated, or not 7 a side.
    #[error("board file: start squares: {0}")]
    Start(String),
    /// Black's start is not the half-turn image of White's.
    #[error("board file: Black's start squares are not the half-turn image of White's")]
    StartNotSymmetric,
}

/// A JSON value (only what the board file needs: no fractions or exponents).
#[derive(Clone, Debug, PartialEq)]
enum Json {
    Null,
    Bool(bool),
    Int(i64),
    Str(String),
    Arr(Vec<Json>),
    Obj(Vec<(String, Json)>),
}

impl Json {
    fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Obj(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
}

struct Reader<'a> {
    text: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn fail<T>(&self, expected: &'static str) -> Result<T, BoardError> {
        Err(BoardError::Json { at: self.at, expected })
    }

    fn skip(&mut self) {
        while self.at < self.text.len() && self.text[self.at].is_ascii_whitespace() {
            self.at += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        self.skip();
        if self.text.get(self.at) == Some(&c) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, BoardError> {
        if depth > 16 {
            return self.fail("less nesting");
        }
        self.skip();
        match self.text.get(self.at) {
            Some(b'{') => {
                self.at += 1;
                let mut fields = Vec::new();
                if self.eat(b'}') {
                    return Ok(Json::Obj(fields));
                }
                loop {
                    self.skip();
                    let key = self.string()?;
                    if !self.eat(b':') {
                        return self.fail("':'");
                    }
                    fields.push((key, self.value(depth + 1)?));
                    if self.eat(b',') {
                        continue;
                    }
                    if self.eat(b'}') {
                        return Ok(Json::Obj(fields));
                    }
                    return self.fail("',' or '}'");
                }
            }
            Some(b'[') => {
                self.at += 1;
                let mut items = Vec::new();
                if self.eat(b']') {
                    return Ok(Json::Arr(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    if self.eat(b',') {
                        continue;
                    }
                    if self.eat(b']') {
                        return Ok(Json::Arr(items));
                    }
                    return self.fail("',' or ']'");
                }
            }
            Some(b'"') => Ok(Json::Str(self.string()?)),
            Some(b't') if self.text[self.at..].starts_with(b"true") => {
                self.at += 4;
                Ok(Json::Bool(true))
            }
            Some(b'f') if self.text[self.at..].starts_with(b"false") => {
                self.at += 5;
                Ok(Json::Bool(false))
            }
            Some(b'n') if self.text[self.at..].starts_with(b"null") => {
                self.at += 4;
                Ok(Json::Null)
            }
            Some(c) if *c == b'-' || c.is_ascii_digit() => {
                let start = self.at;
                self.at += 1;
                while self.at < self.text.len() && self.text[self.at].is_ascii_digit() {
                    self.at += 1;
                }
                let digits = core::str::from_utf8(&self.text[start..self.at]).unwrap_or("");
                match digits.parse() {
                    Ok(n) => Ok(Json::Int(n)),
                    Err(_) => {
                        self.at = start;
                        self.fail("a whole number")
                    }
                }
            }
            _ => self.fail("a value"),
        }
    }

    fn string(&mut self) -> Result<String, BoardError> {
        if self.text.get(self.at) != Some(&b'"') {
            return self.fail("a string");
        }
        self.at += 1;
        let mut out = Vec::new();
        while let Some(&c) = self.text.get(self.at) {
            self.at += 1;
            match c {
                b'"' => return String::from_utf8(out).or_else(|_| self.fail("UTF-8 text")),
                b'\\' => {
                    let Some(&e) = self.text.get(self.at) else { break };
                    self.at += 1;
                    match e {
                        b'"' | b'\\' | b'/' => out.push(e),
                        b'n' => out.push(b'\n'),
                        b't' => out.push(b'\t'),
                        _ => return self.fail("a simple escape"),
                    }
                }
                _ => out.push(c),
            }
        }
        self.fail("the end of a string")
    }
}

/// The cell index of a hollow name `a1`–`k7`.
#[must_use]
pub fn cell_of_name(name: &str) -> Option<u8> {
    let b = name.as_bytes();
    if b.len() != 2 || !(b'a'..b'a' + FILES).contains(&b[0]) || !(b'1'..b'1' + RANKS).contains(&b[1]) {
        return None;
    }
    Some((b[1] - b'1') * FILES + (b[0] - b'a'))
}

/// The name of a cell index.
#[must_use]
pub fn name_of_cell(cell: u8) -> String {
    let mut s = String::new();
    s.push((b'a' + cell % FILES) as char);
    s.push((b'1' + cell / FILES) as char);
    s
}

/// The cell one step from `cell` through `exit`, if on the grid.
#[must_use]
pub const fn step(cell: u8, exit: u8) -> Option<u8> {
    let (x, y) = (cell % FILES, cell / FILES);
    match exit {
        NORTH if y + 1 < RANKS => Some(cell + FILES),
        SOUTH if y > 0 => Some(cell - FILES),
        EAST if x + 1 < FILES => Some(cell + 1),
        WEST if x > 0 => Some(cell - 1),
        _ => None,
    }
}

/// The half-turn image of a cell.
#[must_use]
pub const fn mirror(cell: u8) -> u8 {
    CELLS as u8 - 1 - cell
}

/// Exits turned by a half turn (N and S, E and W swapped).
#[must_use]
pub const fn mirror_exits(exits: u8) -> u8 {
    (exits & NORTH) << 2 | (exits & SOUTH) >> 2 | (exits & EAST) << 2 | (exits & WEST) >> 2
}

fn exit_bit(letter: &str) -> Option<u8> {
    match letter {
        "N" => Some(NORTH),
        "E" => Some(EAST),
        "S" => Some(SOUTH),
        "W" => Some(WEST),
        _ => None,
    }
}

fn starts(json: &Json, side: &'static str, exits: &[u8; CELLS]) -> Result<[u8; BALLS], BoardError> {
    let Some(Json::Arr(list)) = json.get("start").and_then(|s| s.get(side)) else {
        return Err(BoardError::Field(side));
    };
    if list.len() != BALLS {
        return Err(BoardError::Start(alloc::format!(
            "{side} has {} balls, not {BALLS}",
            list.len()
        )));
    }
    let mut out = [0; BALLS];
    for (i, item) in list.iter().enumerate() {
        let Json::Str(name) = item else {
            return Err(BoardError::Field(side));
        };
        let cell = cell_of_name(name)
            .filter(|&c| exits[usize::from(c)] != 0)
            .ok_or_else(|| BoardError::Start(alloc::format!("{name} is not a hollow")))?;
        if out[..i].contains(&cell) {
            return Err(BoardError::Start(alloc::format!("{name} is listed twice")));
        }
        out[i] = cell;
    }
    Ok(out)
}

/// Reads and checks a board file.
///
/// # Errors
/// [`BoardError`] naming the first problem found.
pub fn parse_board(text: &str) -> Result<BoardData, BoardError> {
    let mut reader = Reader {
        text: text.as_bytes(),
        at: 0,
    };
    let json = reader.value(0)?;
    reader.skip();
    if reader.at != text.len() {
        return reader.fail("the end of the file");
    }
    let Some(Json::Arr(cells)) = json.get("cells") else {
        return Err(BoardError::Field("cells"));
    };
    let mut exits = [0u8; CELLS];
    let mut strategic = 0;
    for cell in cells {
        let Some(Json::Str(id)) = cell.get("id") else {
            return Err(BoardError::Field("id"));
        };
        let index = cell_of_name(id).ok_or_else(|| BoardError::BadId(id.clone()))?;
        let (Some(Json::Int(x)), Some(Json::Int(y))) = (cell.get("x"), cell.get("y")) else {
            return Err(BoardError::Field("x/y"));
        };
        if *x != i64::from(index % FILES) || *y != i64::from(index / FILES + 1) {
            return Err(BoardError::Coordinates(id.clone()));
        }
        if exits[usize::from(index)] != 0 {
            return Err(BoardError::Duplicate(id.clone()));
        }
        let Some(Json::Arr(list)) = cell.get("exits") else {
            return Err(BoardError::Field("exits"));
        };
        let mut bits = 0u8;
        for e in list {
            let bit = match e {
                Json::Str(letter) => exit_bit(letter),
                _ => None,
            }
            .filter(|b| bits & b == 0)
            .ok_or_else(|| BoardError::BadExit(id.clone()))?;
            bits |= bit;
        }
        let kind_ok = match cell.get("kind") {
            Some(Json::Str(k)) if k == "drop" => bits.count_ones() == 1,
            Some(Json::Str(k)) if k == "strategic" => bits == NORTH | SOUTH || bits == EAST | WEST,
            _ => false,
        };
        if !kind_ok {
            return Err(BoardError::Kind(id.clone()));
        }
        strategic += usize::from(bits.count_ones() == 2);
        exits[usize::from(index)] = bits;
    }
    let hollows = exits.iter().filter(|&&e| e != 0).count();
    if hollows != 65 || strategic != 15 {
        return Err(BoardError::Counts { hollows, strategic });
    }
    for cell in 0..CELLS as u8 {
        let bits = exits[usize::from(cell)];
        if bits == 0 {
            continue;
        }
        for (bit, letter) in [(NORTH, 'N'), (EAST, 'E'), (SOUTH, 'S'), (WEST, 'W')] {
            if bits & bit != 0 && step(cell, bit).is_none_or(|n| exits[usize::from(n)] == 0) {
                return Err(BoardError::ExitNowhere {
                    id: name_of_cell(cell),
                    exit: letter,
                });
            }
        }
        if exits[usize::from(mirror(cell))] != mirror_exits(bits) {
            return Err(BoardError::NotSymmetric(name_of_cell(cell)));
        }
    }
    let white = starts(&json, "white", &exits)?;
    let black = starts(&json, "black", &exits)?;
    if white.iter().any(|c| black.contains(c)) {
        return Err(BoardError::Start("a square is both White's and Black's".to_string()));
    }
    let mut mirrored = white.map(mirror);
    let mut sorted_black = black;
    mirrored.sort_unstable();
    sorted_black.sort_unstable();
    if mirrored != sorted_black {
        return Err(BoardError::StartNotSymmetric);
    }
    Ok(BoardData { exits, white, black })
}
