//! Brandubh for OpenTafl: its engine protocol (OTEP, OpenTafl's
//! `opentafl-engine-protocol.txt`), text lines on standard input and output.
//!
//! The engine says `hello`, then follows what OpenTafl sends: `rules` (an
//! OpenTafl rules record, read by [`otn::read_rules`]: every field applied or
//! refused with a critical `error -1` naming it), `start`, `position`, `side`,
//! `play` and the `clock` after it (answered with `move`), OpenTafl's own
//! `move` confirming the engine's (or `error 1`–`4` refusing it, followed by
//! `opponent-move` and `play` again), `opponent-move` with one move or a list,
//! `analyze` (answered with `analysis`), `finish` and `goodbye`. Moves are
//! written in the simple form `d2-e2` unless `--full-moves` asks for OpenTafl's
//! full notation (the engine then sends `simple-moves off`).
//!
//! The position OpenTafl sends with a move is the truth: when the engine's own
//! board differs from it, the engine takes OpenTafl's.

use std::io::{BufRead, Write};
use std::sync::mpsc;
use std::time::Duration;

use abstrakta_engine::brandubh::otn::{self, read_move, RulesRecord};
use abstrakta_engine::brandubh::{Move, Piece, Position, Rules, Setup};
use abstrakta_engine::{best_lines, think_in, Clock, Game, Level, Limits, Memory, Registered, Side};

use crate::clock::WallClock;

/// How long the engine waits, after `play`, for the `clock` OpenTafl sends
/// right after it (none comes when the game is untimed).
const CLOCK_GRACE: Duration = Duration::from_millis(150);

/// The clock as OpenTafl last sent it.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Clocks {
    /// Milliseconds left to each side (attackers, defenders): of main time, or
    /// of the current overtime period when `overtime` says so; negative when
    /// the game has no main time.
    left_ms: [f64; 2],
    /// Whether each side is in overtime.
    overtime: [bool; 2],
    /// The length of an overtime period, in seconds.
    period_s: f64,
    /// Overtime periods left to each side.
    periods: [u32; 2],
}

impl Clocks {
    /// Reads `<attacker-ms>[*] <defender-ms>[*] <overtime-s> <attacker-overtimes> <defender-overtimes>`.
    fn parse(text: &str) -> Result<Clocks, String> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 5 {
            return Err(format!(
                "clock {text}: expected 5 fields (attacker-ms defender-ms overtime-s attacker-overtimes defender-overtimes)"
            ));
        }
        let time = |f: &str| -> Result<(f64, bool), String> {
            let (digits, star) = f.strip_suffix('*').map_or((f, false), |d| (d, true));
            digits
                .parse::<f64>()
                .map(|ms| (ms, star))
                .map_err(|_| format!("clock: \"{f}\" is not milliseconds"))
        };
        let count = |f: &str| f.parse::<u32>().map_err(|_| format!("clock: \"{f}\" is not a count"));
        let (a, a_star) = time(fields[0])?;
        let (d, d_star) = time(fields[1])?;
        let period_s = fields[2]
            .parse::<f64>()
            .map_err(|_| format!("clock: \"{}\" is not seconds", fields[2]))?;
        Ok(Clocks {
            left_ms: [a, d],
            overtime: [a_star, d_star],
            period_s,
            periods: [count(fields[3])?, count(fields[4])?],
        })
    }

    /// The milliseconds to think for `side`'s move, `spent_ms` already gone
    /// since `play`: a share of the main time plus most of an overtime period
    /// when one is left, never all that is left. `None` without main time.
    fn budget_ms(&self, side: Side, spent_ms: f64) -> Option<f64> {
        let i = usize::from(side == Side::Second);
        let left = self.left_ms[i];
        if left < 0.0 {
            return None;
        }
        let period = if self.periods[i] > 0 {
            self.period_s * 1000.0 * 0.6
        } else {
            0.0
        };
        let budget = if self.overtime[i] {
            left * 0.6
        } else {
            (left / 30.0 + period).min(left * 0.5 + period)
        };
        Some((budget - spent_ms - 50.0).max(10.0))
    }
}

/// One engine's side of a conversation with OpenTafl.
pub struct Session {
    level: Level,
    seed: u64,
    full_moves: bool,
    clock: Box<dyn Clock>,
    rules: Rules,
    /// The game as OpenTafl and the engine agree on it; `None` before rules
    /// this engine plays.
    pos: Option<Position>,
    /// The side OpenTafl said the engine plays.
    side: Option<Side>,
    /// The engine's move sent and not yet confirmed by OpenTafl.
    sent: Option<Move>,
    /// A `play` waiting for its `clock`: the side and when it came.
    to_play: Option<(Side, f64)>,
    clocks: Option<Clocks>,
    /// Whether a `position` came since the last `rules` (analysis mode: a
    /// `side` then says who is to move).
    analysing: bool,
    memory: Memory<Move>,
}

/// `attackers` or `defenders`.
fn side_of(word: &str) -> Option<Side> {
    match word {
        "attackers" => Some(Side::First),
        "defenders" => Some(Side::Second),
        _ => None,
    }
}

/// The board of `pos` as a setup with `turn` to move.
fn with_turn(pos: &Position, turn: Side) -> Setup {
    Setup { turn, ..pos.setup() }
}

impl Session {
    /// A session that plays at `level`, its random choices drawn from `seed`,
    /// thinking by `clock`.
    #[must_use]
    pub fn new(level: Level, seed: u64, full_moves: bool, clock: Box<dyn Clock>) -> Session {
        Session {
            level,
            seed,
            full_moves,
            clock,
            rules: Rules::default(),
            pos: None,
            side: None,
            sent: None,
            to_play: None,
            clocks: None,
            analysing: false,
            memory: Memory::new(),
        }
    }

    /// What the engine says first.
    #[must_use]
    pub fn greeting(&self) -> Vec<String> {
        let mut lines = vec!["hello".to_string()];
        if self.full_moves {
            lines.push("simple-moves off".into());
        }
        lines
    }

    /// Whether a `play` waits for the `clock` line that should follow it.
    #[must_use]
    pub fn awaiting_clock(&self) -> bool {
        self.to_play.is_some()
    }

    /// Answers one line from OpenTafl with the lines to send back.
    pub fn answer(&mut self, line: &str) -> Vec<String> {
        let line = line.trim();
        let (command, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        // A play waits for its clock only until another command comes.
        let mut out = if command == "clock" { Vec::new() } else { self.flush() };
        out.extend(match command {
            "hello" | "start" | "simple-moves" | "status" => Vec::new(),
            "rules" => self.rules_command(rest),
            "position" => self.position_command(rest),
            "side" => self.side_command(rest),
            "clock" => match Clocks::parse(rest) {
                Ok(clocks) => {
                    self.clocks = Some(clocks);
                    self.flush()
                }
                Err(why) => {
                    let mut out = vec![format!("error 0 {why}")];
                    out.extend(self.flush());
                    out
                }
            },
            "play" => self.play_command(rest),
            "move" => self.confirmed(rest),
            "error" => self.refused(rest),
            "opponent-move" => self.opponent_move(rest),
            "analyze" => self.analyze(rest),
            "finish" => {
                self.pos = None;
                self.sent = None;
                self.side = None;
                Vec::new()
            }
            "" => Vec::new(),
            other => {
                eprintln!("abstrakta otep: unknown command \"{other}\" ignored");
                Vec::new()
            }
        });
        out
    }

    /// Plays the `play` that waited for its clock, if one did.
    pub fn flush(&mut self) -> Vec<String> {
        match self.to_play.take() {
            Some((side, asked_ms)) => self.think(side, asked_ms),
            None => Vec::new(),
        }
    }

    fn rules_command(&mut self, record: &str) -> Vec<String> {
        self.sent = None;
        self.analysing = false;
        self.memory.clear();
        match otn::read_rules(record) {
            Ok(RulesRecord { rules, start, .. }) => match Position::from_setup(&start, rules) {
                Ok(pos) => {
                    self.rules = rules;
                    self.pos = Some(pos);
                    Vec::new()
                }
                Err(e) => {
                    self.pos = None;
                    vec![format!("error -1 abstrakta cannot play these rules: start: {e}")]
                }
            },
            Err(e) => {
                self.pos = None;
                vec![format!("error -1 abstrakta cannot play these rules: {e}")]
            }
        }
    }

    fn position_command(&mut self, record: &str) -> Vec<String> {
        let Some(pos) = &self.pos else {
            return vec!["error 0 position before rules that abstrakta plays".into()];
        };
        match otn::read_position(record, pos.turn())
            .and_then(|setup| Position::from_setup(&setup, self.rules).map_err(otn::PositionRecordError::Setup))
        {
            Ok(p) => {
                self.pos = Some(p);
                self.analysing = true;
                Vec::new()
            }
            Err(e) => vec![format!("error 0 position {record}: {e}")],
        }
    }

    fn side_command(&mut self, word: &str) -> Vec<String> {
        let Some(side) = side_of(word) else {
            return vec![format!("error 0 side \"{word}\": expected attackers or defenders")];
        };
        self.side = Some(side);
        // In analysis the side says who is to move in the position sent.
        if self.analysing {
            if let Some(pos) = &self.pos {
                if pos.turn() != side {
                    if let Ok(p) = Position::from_setup(&with_turn(pos, side), self.rules) {
                        self.pos = Some(p);
                    }
                }
            }
        }
        Vec::new()
    }

    fn play_command(&mut self, word: &str) -> Vec<String> {
        let Some(side) = side_of(word) else {
            return vec![format!("error 0 play \"{word}\": expected attackers or defenders")];
        };
        if self.pos.is_none() {
            return vec!["error -1 play before rules that abstrakta plays".into()];
        }
        self.analysing = false;
        self.to_play = Some((side, self.clock.now_ms()));
        Vec::new()
    }

    /// Thinks for `side` and sends the move (not played until OpenTafl
    /// confirms it).
    fn think(&mut self, side: Side, asked_ms: f64) -> Vec<String> {
        let Some(pos) = &self.pos else {
            return vec!["error -1 play before rules that abstrakta plays".into()];
        };
        let mut notes = Vec::new();
        if pos.turn() != side {
            // OpenTafl's word is the truth: the engine lost count somewhere.
            let word = if side == Side::First { "attackers" } else { "defenders" };
            notes.push(format!(
                "status abstrakta: asked to play the {word} out of turn; playing them"
            ));
            match Position::from_setup(&with_turn(pos, side), self.rules) {
                Ok(p) => self.pos = Some(p),
                Err(e) => return vec![format!("error -1 {e}")],
            }
        }
        let pos = self.pos.clone().expect("a position");
        if pos.outcome().is_some() {
            return vec!["error 0 the game is over in abstrakta's view: no move to make".into()];
        }
        let mut limits = Position::level_limits(self.level);
        let spent = self.clock.now_ms() - asked_ms;
        if let Some(budget) = self.clocks.and_then(|c| c.budget_ms(side, spent)) {
            limits.deadline_ms = Some(limits.deadline_ms.map_or(budget, |d| d.min(budget)));
        }
        let eval = <Position as Registered>::Eval::default();
        let r = think_in(&mut self.memory, &pos, &eval, &limits, &*self.clock, self.seed);
        self.seed = self.seed.wrapping_add(1);
        let Some(best) = r.best else {
            return vec!["error 0 abstrakta found no legal move".into()];
        };
        self.sent = Some(best);
        notes.push(format!("move {}", otn::move_record(&pos, best, self.full_moves)));
        notes
    }

    /// OpenTafl's `move <position-record>`: the engine's move was made.
    fn confirmed(&mut self, record: &str) -> Vec<String> {
        let (Some(m), Some(pos)) = (self.sent.take(), self.pos.as_mut()) else {
            return Vec::new();
        };
        pos.play_unchecked(m);
        let after = pos.turn();
        self.adopt(record, after);
        Vec::new()
    }

    /// OpenTafl's `error <code> [message]`: the engine's move was refused;
    /// the `opponent-move` and `play` that follow set things right.
    fn refused(&mut self, rest: &str) -> Vec<String> {
        eprintln!("abstrakta otep: OpenTafl refused the move: error {rest}");
        self.sent = None;
        Vec::new()
    }

    /// Takes OpenTafl's board `record` with `turn` to move when the engine's
    /// differs (its repetition count is then lost).
    fn adopt(&mut self, record: &str, turn: Side) {
        let Ok(setup) = otn::read_position(record, turn) else {
            return;
        };
        let same = self.pos.as_ref().is_some_and(|p| p.setup() == setup);
        if !same {
            if let Ok(p) = Position::from_setup(&setup, self.rules) {
                self.pos = Some(p);
            }
        }
    }

    fn opponent_move(&mut self, rest: &str) -> Vec<String> {
        let (list, record) = match rest.rsplit_once(' ') {
            Some((list, record)) => (list.trim(), Some(record.trim())),
            None if rest.starts_with('/') => ("", Some(rest)),
            None => (rest, None),
        };
        self.sent = None;
        let Some(pos) = &self.pos else {
            return vec!["error 0 opponent-move before rules that abstrakta plays".into()];
        };
        let moves: Vec<&str> = list.split('|').map(str::trim).filter(|m| !m.is_empty()).collect();
        // The moves played on the engine's board, as far as they are legal.
        let mut played = pos.clone();
        let mut legal = true;
        for text in &moves {
            match read_move(&played, text) {
                Ok(m) => played.play_unchecked(m),
                Err(_) => {
                    legal = false;
                    break;
                }
            }
        }
        let Some(record) = record else {
            if legal {
                self.pos = Some(played);
                return Vec::new();
            }
            return vec![format!("error 0 opponent-move {list}: not legal on abstrakta's board")];
        };
        let Ok(board) = otn::read_position(record, played.turn()) else {
            return vec![format!("error 0 opponent-move: bad position record {record}")];
        };
        if legal && played.setup().board == board.board {
            self.pos = Some(played);
        } else if pos.setup().board == board.board {
            // A repeat after an error: the board is already this one.
        } else {
            // The board OpenTafl sends is the truth; the side to move is the
            // engine's own, or else the one that did not make the last move.
            let turn = self.side.unwrap_or_else(|| {
                let last = moves.last().and_then(|m| m.parse::<otn::MoveRecord>().ok());
                match last {
                    Some(otn::MoveRecord::Move { to, .. }) => match board.board[to.index()] {
                        Some(Piece::Attacker) => Side::Second,
                        Some(_) => Side::First,
                        None => played.turn(),
                    },
                    _ => played.turn(),
                }
            });
            match Position::from_setup(&Setup { turn, ..board }, self.rules) {
                Ok(p) => self.pos = Some(p),
                Err(e) => return vec![format!("error 0 opponent-move: {e}")],
            }
        }
        Vec::new()
    }

    fn analyze(&mut self, rest: &str) -> Vec<String> {
        let mut fields = rest.split_whitespace();
        let (Some(Ok(count)), Some(Ok(seconds))) = (
            fields.next().map(str::parse::<usize>),
            fields.next().map(str::parse::<f64>),
        ) else {
            return vec![format!(
                "error 0 analyze {rest}: expected a number of moves and seconds"
            )];
        };
        let Some(pos) = &self.pos else {
            return vec!["error 0 analyze before rules that abstrakta plays".into()];
        };
        let limits = Limits {
            deadline_ms: Some((seconds * 1000.0 * 0.8).max(10.0)),
            max_nodes: u64::MAX,
            max_depth: 64,
            ..Position::level_limits(Level::Hard)
        };
        let eval = <Position as Registered>::Eval::default();
        let lines = best_lines(pos, &eval, &limits, &*self.clock, self.seed, count.clamp(1, 64));
        if lines.is_empty() {
            return vec!["error 0 analyze: the game is over".into()];
        }
        let mut out = format!("analysis {}", lines.len());
        for line in &lines {
            let mut p = pos.clone();
            let texts: Vec<String> = line
                .moves
                .iter()
                .map(|&m| {
                    let t = otn::move_record(&p, m, self.full_moves);
                    p.play_unchecked(m);
                    t
                })
                .collect();
            out.push_str(&format!(" {} {}", texts.join("|"), line.score));
        }
        vec![out]
    }
}

/// Plays over standard input and output until `goodbye` or the end of input.
///
/// # Errors
/// Standard output failing.
pub fn serve(level: Level, seed: u64, full_moves: bool) -> Result<(), String> {
    let mut session = Session::new(level, seed, full_moves, Box::new(WallClock::start()));
    let stdout = std::io::stdout();
    let send = |lines: &[String]| -> Result<(), String> {
        let mut out = stdout.lock();
        for line in lines {
            writeln!(out, "{line}").map_err(|e| format!("standard output: {e}"))?;
        }
        out.flush().map_err(|e| format!("standard output: {e}"))
    };
    send(&session.greeting())?;
    let (tx, rx) = mpsc::channel::<String>();
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut next: Option<String> = None;
    loop {
        let line = match next.take() {
            Some(line) => line,
            None => match rx.recv() {
                Ok(line) => line,
                Err(_) => break,
            },
        };
        if line.trim() == "goodbye" {
            break;
        }
        send(&session.answer(&line))?;
        if session.awaiting_clock() {
            match rx.recv_timeout(CLOCK_GRACE) {
                // `answer` plays the waiting move first when it is no clock.
                Ok(line) => next = Some(line),
                Err(mpsc::RecvTimeoutError::Timeout) => send(&session.flush())?,
                Err(mpsc::RecvTimeoutError::Disconnected) => {
                    send(&session.flush())?;
                    break;
                }
            }
        }
    }
    Ok(())
}

pub mod record;

#[cfg(test)]
mod tests;
