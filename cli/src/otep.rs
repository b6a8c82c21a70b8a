//! Brandubh for OpenTafl: its engine protocol (OTEP), text lines on standard
//! input and output. OpenTafl sends the rules, the side, `play` when it is the
//! engine's turn and `opponent-move` after the other side's; the engine answers
//! `play` with `move FROM-TO`. Commands are not acknowledged.
//!
//! Only the rules this engine plays are taken: 7×7, corner escape, attackers
//! first, an armed king captured by two (by four on the throne), the throne and
//! corners hostile as in abstrakta's rules, no jumps, shieldwalls, edge forts or
//! berserk pieces, the Brandubh start, and a threefold repetition that ends the
//! game (`tfr:w` or `tfr:l`). Other rules are answered `error 0`, with the reason
//! on standard error. Squares are written as in abstrakta (files `a`–`g`, ranks
//! `1`–`7`); a position record lists the rows from rank 7 down, as abstrakta's
//! position text does.

use std::io::{BufRead, Write};

use abstrakta_engine::brandubh::{Move, Position, RepetitionRule, Rules};
use abstrakta_engine::{line_to_text, think, Game, Level, Notation, Registered, SearchResult, Side};

use crate::clock::WallClock;

/// The start in OpenTafl's position record.
const START: &str = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

/// Why a rules record was refused.
#[derive(Debug, PartialEq, Eq)]
pub struct Unsupported(pub String);

/// Reads an OpenTafl rules record into abstrakta's Brandubh rules.
///
/// # Errors
/// The first entry that asks for rules this engine does not play.
pub fn read_rules(record: &str) -> Result<Rules, Unsupported> {
    let refuse = |entry: &str, why: &str| Err(Unsupported(format!("{entry}: {why}")));
    let mut rules = None;
    let mut dim = false;
    let mut start = false;
    for entry in record.split_whitespace() {
        let (name, value) = entry.split_once(':').unwrap_or((entry, ""));
        let ok = match name {
            "dim" => {
                dim = value == "7";
                dim
            }
            "esc" => value == "c",
            "atkf" => value == "y",
            "ka" => value == "y",
            "ks" => value == "n",
            "kj" | "nj" | "cj" => value == "n",
            "sw" | "ber" => value == "n",
            "efe" => value == "n",
            // Flanking matters only to shieldwalls, which `sw:n` leaves out.
            "swf" => true,
            "cor" => ["", "default", "a1,g1,a7,g7,"].contains(&value),
            "cen" => ["", "default", "d4,"].contains(&value),
            "afor" | "dfor" => value.is_empty(),
            "corh" | "cenhe" => same_set(value, "tcnkTCNK"),
            "cenh" => same_set(value, "tcnk"),
            "corp" | "cors" | "cens" => same_set(value, "K"),
            "cenp" => same_set(value, "tcnkTCNK"),
            "surf" => true,
            "tfr" => match value {
                "w" => {
                    rules = Some(RepetitionRule::MoverWins);
                    true
                }
                "l" => {
                    rules = Some(RepetitionRule::MoverLoses);
                    true
                }
                _ => false,
            },
            "start" => {
                start = value == START;
                start
            }
            _ => false,
        };
        if !ok {
            return refuse(entry, "abstrakta's Brandubh does not play this rule");
        }
    }
    if !dim {
        return refuse("dim", "the board must be 7×7 (dim:7 first)");
    }
    if !start {
        return refuse("start", &format!("the start must be Brandubh's ({START})"));
    }
    let Some(repetition) = rules else {
        return refuse(
            "tfr",
            "a repetition must end the game (tfr:w or tfr:l); a drawn repetition is not played",
        );
    };
    Ok(Rules { repetition })
}

/// Whether the piece list `value` names the same of Brandubh's pieces (`t`, `k`,
/// `T`, `K`) as `expected`: commanders and knights (`c`, `n`) have no piece
/// here, so naming them or not changes nothing. Any other letter is refused.
fn same_set(value: &str, expected: &str) -> bool {
    let brandubh = |text: &str| "tkTK".chars().map(|p| text.contains(p)).collect::<Vec<bool>>();
    value.chars().all(|c| "tcnkTCNK".contains(c)) && brandubh(value) == brandubh(expected)
}

/// An OpenTafl position record and the side to move in abstrakta's text form.
fn position_text(record: &str, turn: Side) -> String {
    let rows: Vec<String> = record
        .trim_matches('/')
        .split('/')
        .map(|row| {
            row.chars()
                .map(|c| match c {
                    't' => 'a',
                    'T' => 'd',
                    'K' => 'k',
                    other => other,
                })
                .collect()
        })
        .collect();
    let side = if turn == Side::First { "a" } else { "d" };
    format!("{} {side}", rows.join("/"))
}

/// The `FROM-TO` part of a move record, whatever else it carries (a piece
/// letter, captures, a threat or win sign).
fn squares(record: &str) -> &str {
    // A piece letter stands before a square's letter: `Ke5-e1`.
    let record = match record.as_bytes() {
        [a, b, ..] if a.is_ascii_alphabetic() && b.is_ascii_alphabetic() => &record[1..],
        _ => record,
    };
    let end = record.find(['x', '+']).unwrap_or(record.len());
    record[..end].trim_end_matches('-')
}

fn side_of(word: &str) -> Option<Side> {
    match word {
        "attackers" => Some(Side::First),
        "defenders" => Some(Side::Second),
        _ => None,
    }
}

/// One engine session: the position OpenTafl and the engine agree on.
struct Session {
    level: Level,
    seed: u64,
    rules: Rules,
    pos: Option<Position>,
}

impl Session {
    /// The level's search of `pos`.
    fn search(&self, pos: &Position) -> SearchResult<Move> {
        let limits = Position::level_limits(self.level);
        think(
            pos,
            &<Position as Registered>::Eval::default(),
            &limits,
            &WallClock::start(),
            self.seed,
        )
    }

    /// Answers one command with the lines to send back.
    fn answer(&mut self, line: &str) -> Vec<String> {
        let (command, rest) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
        match command {
            "rules" => match read_rules(rest) {
                Ok(rules) => {
                    self.rules = rules;
                    self.pos = Some(Position::new(&rules));
                    Vec::new()
                }
                Err(Unsupported(why)) => {
                    eprintln!("abstrakta otep: rules not supported: {why}");
                    self.pos = None;
                    vec!["error 0".into()]
                }
            },
            "position" => {
                if let Some(pos) = &self.pos {
                    let text = position_text(rest, pos.turn());
                    match Position::from_text(&text, &self.rules) {
                        Ok(p) => self.pos = Some(p),
                        Err(e) => eprintln!("abstrakta otep: position {rest}: {e}"),
                    }
                }
                Vec::new()
            }
            "opponent-move" => {
                let record = rest.split_whitespace().next().unwrap_or("");
                self.opponent_move(record)
            }
            "play" => self.play(rest.trim()),
            "analyze" => self.analyze(),
            _ => Vec::new(),
        }
    }

    fn opponent_move(&mut self, record: &str) -> Vec<String> {
        let Some(pos) = self.pos.as_mut() else {
            return Vec::new();
        };
        let wanted = squares(record);
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        match moves.iter().find(|&&m| squares(&pos.move_to_text(m)) == wanted) {
            Some(&m) => {
                pos.play_unchecked(m);
                Vec::new()
            }
            None => {
                eprintln!("abstrakta otep: the move {record} is not legal here");
                vec!["error 3".into()]
            }
        }
    }

    fn play(&mut self, side: &str) -> Vec<String> {
        let Some(pos) = &self.pos else {
            eprintln!("abstrakta otep: play before any rules this engine plays");
            return vec!["error 0".into()];
        };
        if side_of(side) != Some(pos.turn()) {
            eprintln!("abstrakta otep: asked to play the {side}, but the other side is to move");
            return vec!["error 1".into()];
        }
        let r = self.search(pos);
        self.seed = self.seed.wrapping_add(1);
        let Some(best) = r.best else {
            return Vec::new();
        };
        let text = squares(&pos.move_to_text(best)).to_string();
        if let Some(pos) = self.pos.as_mut() {
            pos.play_unchecked(best);
        }
        vec![format!("move {text}")]
    }

    fn analyze(&mut self) -> Vec<String> {
        let Some(pos) = &self.pos else {
            return Vec::new();
        };
        let r = self.search(pos);
        if r.best.is_none() {
            return Vec::new();
        }
        let line: Vec<String> = line_to_text(pos, &r.pv)
            .iter()
            .map(|m| squares(m).to_string())
            .collect();
        vec![format!("analysis 1 {} {}", line.join("|"), r.score)]
    }
}

/// Plays over standard input and output until `finish` or the end of input.
///
/// # Errors
/// Standard input or output failing.
pub fn serve(level: Level, seed: u64) -> Result<(), String> {
    let mut session = Session {
        level,
        seed,
        rules: Rules::default(),
        pos: None,
    };
    let stdout = std::io::stdout();
    let send = |lines: &[String]| -> Result<(), String> {
        let mut out = stdout.lock();
        for line in lines {
            writeln!(out, "{line}").map_err(|e| format!("standard output: {e}"))?;
        }
        out.flush().map_err(|e| format!("standard output: {e}"))
    };
    send(&["hello".into()])?;
    for line in std::io::stdin().lock().lines() {
        let line = line.map_err(|e| format!("standard input: {e}"))?;
        if line.trim_start().starts_with("finish") {
            break;
        }
        send(&session.answer(&line))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULES: &str = "dim:7 ks:n tfr:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

    #[test]
    fn brandubh_rules_are_read_and_others_refused() {
        assert_eq!(read_rules(RULES), Ok(Rules::default()));
        assert_eq!(
            read_rules("dim:7 ks:n tfr:w cenh:tk corh:tTkK cenp:tcnkTCNK cor:a1,g1,a7,g7, start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/"),
            Ok(Rules::default()),
            "piece lists without commanders and knights"
        );
        assert!(read_rules("dim:7 ks:n tfr:w cenh:tkx start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/").is_err());
        assert!(read_rules("dim:7 ks:n tfr:w cenh:tkT start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/").is_err());
        assert_eq!(
            read_rules("dim:7 ks:n tfr:l start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/").map(|r| r.repetition),
            Ok(RepetitionRule::MoverLoses)
        );
        for (record, named) in [
            ("dim:9 start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/", "dim"),
            ("dim:7 esc:e tfr:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/", "esc:e"),
            ("dim:7 ks:y tfr:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/", "ks:y"),
            (
                "dim:7 ks:n cenhe: cenh: tfr:w start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
                "cenhe:",
            ),
            ("dim:7 ks:n start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/", "tfr"),
            ("dim:7 ks:n tfr:w start:/3t3/3t3/7/ttTKTtt/3T3/3t3/3t3/", "start"),
        ] {
            let Err(Unsupported(why)) = read_rules(record) else {
                panic!("{record} was taken");
            };
            assert!(why.starts_with(named), "{record}: {why}");
        }
    }

    #[test]
    fn moves_are_followed_and_answered_with_legal_moves() {
        let mut s = Session {
            level: Level::Easy,
            seed: 1,
            rules: Rules::default(),
            pos: None,
        };
        assert_eq!(s.answer("play attackers"), ["error 0"]);
        assert!(s.answer(&format!("rules {RULES}")).is_empty());
        assert!(s.answer("side defenders").is_empty());
        assert!(s
            .answer("opponent-move d2-e2 /3t3/7/3tT3/ttTKTtt/3T3/3t3/3t3/")
            .is_empty());
        assert_eq!(s.answer("play attackers"), ["error 1"], "the defenders are to move");
        let reply = s.answer("play defenders");
        assert_eq!(reply.len(), 1);
        let played = reply[0].strip_prefix("move ").expect("a move");
        assert!(!played.contains('x') && played.len() == 5, "{played}");
        assert_eq!(
            s.pos.as_ref().map(Game::turn),
            Some(Side::First),
            "the reply was played"
        );
        assert_eq!(s.answer("opponent-move a1-a2"), ["error 3"]);
        assert_eq!(squares("Ke5-e1-"), "e5-e1");
        assert_eq!(squares("e5-e8xe9/e7"), "e5-e8");
        assert_eq!(squares("e3-e4++"), "e3-e4");
    }

    #[test]
    fn a_position_record_reads_as_abstrakta_text() {
        assert_eq!(position_text(START, Side::First), "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a");
        let mut s = Session {
            level: Level::Easy,
            seed: 1,
            rules: Rules::default(),
            pos: None,
        };
        s.answer(&format!("rules {RULES}"));
        s.answer("position /3t3/7/3T3/ttTKTtt/3T3/3t3/3t3/");
        assert_eq!(s.pos.as_ref().map(|p| p.attackers().into_iter().count()), Some(7));
    }
}
