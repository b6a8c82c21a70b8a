//! OpenTafl's game records (`.otg`): tags `[name:value]` (a value may run
//! over several lines), the rules as the tag `rules` (or a line of their
//! own), an optional start `position`, then numbered turns `1. d2-e2 c4-c5`,
//! each optionally followed by its commentary `[first move's|second move's]`.
//! Variations (turn numbers such as `8a.1.1a.` or `.....`) are skipped.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use super::moves::{move_record, MoveRecord, MoveRecordError};
use super::position::{read_position, PositionRecordError};
use super::rules::{read_rules, rules_record, RulesRecord, RulesRecordError};
use crate::brandubh::{Move, Position, Rules, SetupError};
use crate::game::{Game, Outcome, Side};

/// The longest game record read (a long commented game is about 10 KB).
pub const MAX_GAME_RECORD: usize = 1_000_000;

/// A game record read and replayed: every move legal under its rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The tags other than `rules` and `position`, in order.
    pub tags: Vec<(String, String)>,
    /// The rules and their start.
    pub rules: RulesRecord,
    /// The position the game starts from (the rules' start unless a
    /// `position` was given).
    pub start: Position,
    /// The moves, each with its commentary.
    pub moves: Vec<(Move, Option<String>)>,
    /// Whether the last side to move resigned (`---`).
    pub resigned: bool,
    /// How many variation lines were skipped.
    pub variations: usize,
}

/// Why a game record was refused, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecordError {
    /// The line (from 1) where the refused part begins.
    pub line: usize,
    /// What is wrong.
    pub kind: GameRecordErrorKind,
}

/// What is wrong in a game record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameRecordErrorKind {
    /// Longer than [`MAX_GAME_RECORD`].
    TooLong(usize),
    /// A tag `[` without its `]`.
    UnclosedTag,
    /// A tag without `name:`.
    BadTag(String),
    /// No rules record.
    NoRules,
    /// The rules record was refused.
    Rules(RulesRecordError),
    /// The `position` tag was refused.
    Position(PositionRecordError),
    /// The `position` tag's pieces cannot stand so.
    Setup(SetupError),
    /// A line after the tags that is not a turn, a commentary or a variation.
    NotATurn(String),
    /// A move refused: its number (from 1), its text and why.
    Move {
        /// The move's number in the game, from 1.
        number: usize,
        /// As written.
        text: String,
        /// Why.
        error: MoveRecordError,
    },
    /// A move after the end of the game (or after a resignation).
    AfterEnd {
        /// The move's number in the game, from 1.
        number: usize,
        /// As written.
        text: String,
    },
}

impl fmt::Display for GameRecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            GameRecordErrorKind::TooLong(n) => {
                write!(f, "the record is {n} bytes long (at most {MAX_GAME_RECORD})")
            }
            GameRecordErrorKind::UnclosedTag => f.write_str("a tag opened with [ is not closed with ]"),
            GameRecordErrorKind::BadTag(t) => write!(f, "the tag [{t}] is not [name:value]"),
            GameRecordErrorKind::NoRules => f.write_str("the record has no rules (a [rules:dim:7 … start:…] tag)"),
            GameRecordErrorKind::Rules(e) => write!(f, "rules: {e}"),
            GameRecordErrorKind::Position(e) => write!(f, "position: {e}"),
            GameRecordErrorKind::Setup(e) => write!(f, "position: {e}"),
            GameRecordErrorKind::NotATurn(t) => write!(f, "\"{t}\" is not a turn such as \"1. d2-e2 c4-c5\""),
            GameRecordErrorKind::Move { number, text, error } => write!(f, "move {number} ({text}): {error}"),
            GameRecordErrorKind::AfterEnd { number, text } => {
                write!(f, "move {number} ({text}) comes after the end of the game")
            }
        }
    }
}

impl core::error::Error for GameRecordError {}

/// Whether `text` looks like a game record rather than abstrakta's own: it
/// opens with a tag or a rules record.
#[must_use]
pub fn is_game_record(text: &str) -> bool {
    let t = text.trim_start();
    t.starts_with('[') || t.starts_with("dim:")
}

/// `12.`, the number of a turn of the main line.
fn turn_number(token: &str) -> bool {
    token
        .strip_suffix('.')
        .is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()))
}

/// A variation's turn number: `8a.`, `8a.1.1a.`, or dots only.
fn variation_number(token: &str) -> bool {
    token.ends_with('.')
        && !turn_number(token)
        && token.chars().all(|c| c.is_ascii_alphanumeric() || c == '.')
        && token.chars().next().is_some_and(|c| c.is_ascii_digit() || c == '.')
}

/// Reads and replays a game record.
///
/// # Errors
/// [`GameRecordError`] with the line of the first thing refused.
pub fn read_game(text: &str) -> Result<GameRecord, GameRecordError> {
    if text.len() > MAX_GAME_RECORD {
        return Err(GameRecordError {
            line: 1,
            kind: GameRecordErrorKind::TooLong(text.len()),
        });
    }
    let fail = |line: usize, kind| Err(GameRecordError { line, kind });
    let mut tags = Vec::new();
    let mut rules_text: Option<(usize, String)> = None;
    let mut position_text: Option<(usize, String)> = None;
    // The body: (line, text) of each turn line and commentary after the tags.
    let mut rest = text;
    let mut line = 1;
    // Tags, and a rules line of its own, until the first turn.
    loop {
        let trimmed = rest.trim_start();
        line += rest[..rest.len() - trimmed.len()].matches('\n').count();
        rest = trimmed;
        if let Some(inner) = rest.strip_prefix('[') {
            let Some(end) = inner.find(']') else {
                return fail(line, GameRecordErrorKind::UnclosedTag);
            };
            let tag = &inner[..end];
            let Some((name, value)) = tag.split_once(':') else {
                return fail(line, GameRecordErrorKind::BadTag(tag.into()));
            };
            match name.trim() {
                "rules" => rules_text = Some((line, value.trim().into())),
                "position" => position_text = Some((line, value.trim().into())),
                name => tags.push((name.to_string(), value.to_string())),
            }
            line += tag.matches('\n').count();
            rest = &inner[end + 1..];
        } else if rest.starts_with("dim:") {
            let end = rest.find('\n').unwrap_or(rest.len());
            rules_text = Some((line, rest[..end].trim().into()));
            rest = &rest[end..];
        } else if rest.starts_with('/') {
            let end = rest.find('\n').unwrap_or(rest.len());
            position_text = Some((line, rest[..end].trim().into()));
            rest = &rest[end..];
        } else {
            break;
        }
    }
    let Some((rules_line, rules_text)) = rules_text else {
        return fail(line, GameRecordErrorKind::NoRules);
    };
    let rules = read_rules(&rules_text).map_err(|e| GameRecordError {
        line: rules_line,
        kind: GameRecordErrorKind::Rules(e),
    })?;
    let mut start_setup = rules.start.clone();
    if let Some((at, text)) = &position_text {
        start_setup = read_position(text, rules.start.turn).map_err(|e| GameRecordError {
            line: *at,
            kind: GameRecordErrorKind::Position(e),
        })?;
    }
    let start = Position::from_setup(&start_setup, rules.rules).map_err(|e| GameRecordError {
        line: position_text.as_ref().map_or(rules_line, |(at, _)| *at),
        kind: GameRecordErrorKind::Setup(e),
    })?;
    let mut record = GameRecord {
        tags,
        rules,
        start: start.clone(),
        moves: Vec::new(),
        resigned: false,
        variations: 0,
    };
    let mut pos = start;
    // The moves of the turn last read, for its commentary.
    let mut last_turn: Vec<usize> = Vec::new();
    let mut in_variation = false;
    while !rest.is_empty() {
        let trimmed = rest.trim_start();
        line += rest[..rest.len() - trimmed.len()].matches('\n').count();
        rest = trimmed;
        if rest.is_empty() {
            break;
        }
        if let Some(inner) = rest.strip_prefix('[') {
            let Some(end) = inner.find(']') else {
                return fail(line, GameRecordErrorKind::UnclosedTag);
            };
            let comment = &inner[..end];
            if !in_variation {
                let (first, second) = comment.split_once('|').unwrap_or((comment, ""));
                for (index, text) in last_turn.iter().zip([first, second]) {
                    let text = text.trim();
                    if !text.is_empty() {
                        record.moves[*index].1 = Some(text.to_string());
                    }
                }
            }
            line += comment.matches('\n').count();
            rest = &inner[end + 1..];
            continue;
        }
        let end = rest.find(['\n', '[']).unwrap_or(rest.len());
        let turn = &rest[..end];
        rest = &rest[end..];
        let mut tokens = turn.split_whitespace();
        let first = tokens.next().unwrap_or("");
        if variation_number(first) {
            in_variation = true;
            record.variations += 1;
            continue;
        }
        if !turn_number(first) {
            return fail(line, GameRecordErrorKind::NotATurn(turn.trim().into()));
        }
        in_variation = false;
        last_turn.clear();
        for token in tokens {
            let number = record.moves.len() + 1;
            if record.resigned || pos.outcome().is_some() {
                return fail(
                    line,
                    GameRecordErrorKind::AfterEnd {
                        number,
                        text: token.into(),
                    },
                );
            }
            let refused = |error| GameRecordError {
                line,
                kind: GameRecordErrorKind::Move {
                    number,
                    text: token.into(),
                    error,
                },
            };
            let parsed: MoveRecord = token.parse().map_err(refused)?;
            if parsed == MoveRecord::Resign {
                record.resigned = true;
                continue;
            }
            let m = parsed.to_move(&pos).map_err(refused)?;
            pos.play_unchecked(m);
            last_turn.push(record.moves.len());
            record.moves.push((m, None));
        }
    }
    Ok(record)
}

impl GameRecord {
    /// The position after the moves.
    #[must_use]
    pub fn end(&self) -> Position {
        let mut pos = self.start.clone();
        for (m, _) in &self.moves {
            pos.play_unchecked(*m);
        }
        pos
    }

    /// The game as abstrakta's record: its start (when not the rules' usual
    /// one) and its moves in abstrakta's notation.
    #[must_use]
    pub fn to_record(&self) -> crate::record::Record {
        use crate::game::Notation;
        let usual = Position::new(self.start.rules());
        let mut pos = self.start.clone();
        let mut moves = Vec::new();
        for (m, _) in &self.moves {
            moves.push(pos.move_to_text(*m));
            pos.play_unchecked(*m);
        }
        crate::record::Record {
            start: (!self.start.placement_eq(&usual)).then(|| self.start.to_text()),
            moves,
        }
    }

    /// The value of tag `name`, if given.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }
}

/// The game record of `moves` played from `start` (under its rules), with
/// `tags` first; the `result` tag is written from the game's end (or `?`)
/// unless `tags` give one.
#[must_use]
pub fn write_game(start: &Position, moves: &[Move], tags: &[(&str, &str)]) -> String {
    let mut out = String::new();
    for (name, value) in tags {
        out.push_str(&alloc::format!("[{name}:{value}]\n"));
    }
    let mut pos = start.clone();
    let mut turns: Vec<String> = Vec::new();
    for m in moves {
        turns.push(move_record(&pos, *m, true));
        pos.play_unchecked(*m);
    }
    if !tags.iter().any(|(n, _)| *n == "result") {
        let result = match pos.outcome() {
            Some(Outcome::Win(Side::First)) => "1",
            Some(Outcome::Win(Side::Second)) => "-1",
            Some(Outcome::Draw) => "0",
            None => "?",
        };
        out.push_str(&alloc::format!("[result:{result}]\n"));
    }
    let rules: &Rules = start.rules();
    let setup = start.setup();
    out.push_str(&alloc::format!("[rules:{}]\n", rules_record(rules, &setup)));
    out.push('\n');
    // The turns pair the first side's move with the second's; a start with
    // the second side to move opens with a turn of one move.
    let mut index = 0;
    let mut number = 1;
    if start.turn() == Side::Second && !turns.is_empty() {
        out.push_str(&alloc::format!("{number}. {}\n", turns[0]));
        index = 1;
        number += 1;
    }
    while index < turns.len() {
        let pair = &turns[index..(index + 2).min(turns.len())];
        out.push_str(&alloc::format!("{number}. {}\n", pair.join(" ")));
        index += 2;
        number += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brandubh::Rules;
    use crate::game::Notation;

    /// The moves of a Brandubh game of the 2015 Tafl Triathlon (Xerxes against
    /// Animals, as OpenTafl's replay of it has them), with commentary and tags
    /// written here, under the rules in the replay's rules tag.
    const TRIATHLON: &str = include_str!("../../../tests/data/brandubh-triathlon.otg");

    #[test]
    fn a_commented_game_is_read_and_replayed() {
        let g = read_game(TRIATHLON).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(g.moves.len(), 20);
        assert_eq!(g.tag("attackers"), Some("Xerxes"));
        assert_eq!(g.tag("start-comment"), Some("A comment\nover two lines."));
        assert_eq!(g.moves[0].1.as_deref(), Some("An opening."));
        assert_eq!(g.moves[1].1.as_deref(), Some("A reply\non two lines."));
        assert_eq!(g.moves[6].1, None);
        assert_eq!(g.moves[7].1.as_deref(), Some("The second move only."));
        assert_eq!(g.variations, 1);
        assert_eq!(g.rules.rules.king, crate::brandubh::KingRule::StrongCentre);
        let end = g.end();
        assert_eq!(end.attackers().count(), 5);
        assert_eq!(end.defenders().count(), 3);
        assert_eq!(end.king().map(|k| k.to_string()).as_deref(), Some("f2"));
        assert_eq!(end.outcome(), None, "black resigned");
    }

    #[test]
    fn bad_records_say_what_and_where() {
        let line_of = |text: &str| read_game(text).unwrap_err();
        let e = line_of(&TRIATHLON.replace("3. d6-a6xa5", "3. d6-a6xa4"));
        assert_eq!(e.line, 15);
        assert!(e.to_string().starts_with("line 15: move 5 (d6-a6xa4): "), "{e}");
        let e = line_of(&TRIATHLON.replace("ks:c", "ks:q"));
        assert_eq!(e.line, 8);
        assert_eq!(e.to_string(), "line 8: rules: ks:q: expected y, s, n, w, c or m");
        let e = line_of("[event:x]\n\n1. d2-e2\n");
        assert_eq!(e.kind, GameRecordErrorKind::NoRules);
        let e = line_of("[event:x\n1. d2-e2\n");
        assert_eq!(e.kind, GameRecordErrorKind::UnclosedTag);
        let e = line_of(&TRIATHLON.replace("5. e2-c2", "five e2-c2"));
        assert_eq!((e.line, e.to_string().contains("is not a turn")), (18, true));
        let e = line_of(&alloc::format!("{TRIATHLON}11. --- d2-d3\n"));
        assert!(
            matches!(e.kind, GameRecordErrorKind::AfterEnd { number: 21, .. }),
            "{e}"
        );
        let e = line_of(&"x".repeat(MAX_GAME_RECORD + 1));
        assert_eq!(e.kind, GameRecordErrorKind::TooLong(MAX_GAME_RECORD + 1));
    }

    #[test]
    fn a_written_game_reads_back() {
        let g = read_game(TRIATHLON).unwrap();
        let moves: Vec<Move> = g.moves.iter().map(|(m, _)| *m).collect();
        let text = write_game(&g.start, &moves, &[("event", "Tafl Triathlon 2015")]);
        assert!(text.contains("[result:?]"), "{text}");
        assert!(text.contains("3. d6-a6xa5 d5-a5xa6\n"), "{text}");
        assert!(text.contains("8. d3-d2 Kd4-d3\n"), "{text}");
        let back = read_game(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back.moves.iter().map(|(m, _)| *m).collect::<Vec<_>>(), moves);
        assert_eq!(back.rules.rules, g.rules.rules);
        // Under the seed's rules, from a position with the defenders to move.
        let start = Position::from_text("7/7/7/3k3/7/7/3a3 d", &Rules::default()).unwrap();
        let m = start.parse_move("d4-d7").unwrap();
        let text = write_game(&start, &[m], &[]);
        let back = read_game(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back.start, start);
        assert_eq!(back.rules.rules, Rules::default());
        assert_eq!(back.moves.len(), 1);
    }
}
