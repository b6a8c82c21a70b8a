//! `abstrakta record`: game records checked and converted, abstrakta's own
//! (any game) and OpenTafl's `.otg` (Brandubh).

use std::path::Path;

use abstrakta_engine::brandubh::otn::{is_game_record, read_game, write_game};
use abstrakta_engine::brandubh::Position;
use abstrakta_engine::study::{self, Study};
use abstrakta_engine::{replay, Game, GameKind, GameVisitor, Notation, Outcome, Record, Registered, Side};

use crate::args::RecordCommand;

/// The most bytes read from a record file.
const MAX_FILE: u64 = 2_000_000;

fn read(file: &Path) -> Result<String, String> {
    let size = std::fs::metadata(file)
        .map_err(|e| format!("{}: {e}", file.display()))?
        .len();
    if size > MAX_FILE {
        return Err(format!(
            "{}: {size} bytes; a record is at most {MAX_FILE}",
            file.display()
        ));
    }
    std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))
}

/// How a game stands, in words.
fn standing(outcome: Option<Outcome>, turn: Side, names: [&str; 2]) -> String {
    match outcome {
        Some(Outcome::Win(side)) => format!("won by the {}", names[usize::from(side == Side::Second)]),
        Some(Outcome::Draw) => "drawn".into(),
        None => format!("the {} to move", names[usize::from(turn == Side::Second)]),
    }
}

/// Carries out a `record` command.
///
/// # Errors
/// The file unreadable, or the record refused (what and where).
pub fn run(command: RecordCommand) -> Result<(), String> {
    match command {
        RecordCommand::Check { file, game, rules } => {
            let text = read(&file)?;
            // The record format with tags in quotes, variations and comments.
            let tagged = text.trim_start().starts_with("[game ");
            if tagged || (game.is_some() && text.contains(['(', '{'])) {
                let mut study = Study::parse(&text).map_err(|e| format!("{}: {e}", file.display()))?;
                if !rules.is_empty() {
                    for chapter in study.chapters.iter_mut().filter(|c| c.tag("rules").is_none()) {
                        chapter.set_tag("rules", &rules);
                    }
                }
                let summaries = study::check(&study, game).map_err(|e| format!("{}: {e}", file.display()))?;
                for (i, s) in summaries.iter().enumerate() {
                    println!(
                        "{}: chapter {}: {}, {} moves ({} in the main line), {} variations, {} notes",
                        file.display(),
                        i + 1,
                        s.game.name(),
                        s.moves,
                        s.main_line,
                        s.variations,
                        s.notes
                    );
                }
                return Ok(());
            }
            if is_game_record(&text) {
                let g = read_game(&text).map_err(|e| format!("{}: {e}", file.display()))?;
                let end = g.end();
                let mut pos = g.start.clone();
                let moves: Vec<String> = g
                    .moves
                    .iter()
                    .map(|(m, _)| {
                        let t = pos.move_to_text(*m);
                        pos.play_unchecked(*m);
                        t
                    })
                    .collect();
                println!("{}", moves.join(" "));
                let resigned = if g.resigned { ", then a resignation" } else { "" };
                println!(
                    "{}: OpenTafl game record, Brandubh, rules {}: {} moves{resigned}, {}{}",
                    file.display(),
                    display_rules(&Position::rules_text(&g.rules.rules)),
                    g.moves.len(),
                    standing(end.outcome(), end.turn(), ["attackers", "defenders"]),
                    if g.variations > 0 {
                        format!(" ({} variation lines skipped)", g.variations)
                    } else {
                        String::new()
                    }
                );
                return Ok(());
            }
            let Some(game) = game else {
                return Err(format!(
                    "{}: not an OpenTafl record; name the game of an abstrakta record with --game",
                    file.display()
                ));
            };
            game.visit(Check {
                file: &file,
                text: &text,
                rules: &rules,
            })
        }
        RecordCommand::Link { file, game, site } => {
            let text = read(&file)?;
            let study = Study::parse(&text).map_err(|e| format!("{}: {e}", file.display()))?;
            let summaries = study::check(&study, game).map_err(|e| format!("{}: {e}", file.display()))?;
            let kind = summaries
                .first()
                .map(|s| s.game)
                .ok_or_else(|| format!("{}: no chapter", file.display()))?;
            let data = crate::link::packed(&study.to_string())?;
            println!("view:    {site}#/{kind}/study?data={data}");
            println!("analyse: {site}#/{kind}/analysis?study={data}");
            println!(
                "embed:   <iframe src=\"{site}#/{kind}/study?data={data}\" width=\"640\" height=\"560\" title=\"{}\" loading=\"lazy\" style=\"border:0\"></iframe>",
                kind.name()
            );
            Ok(())
        }
        RecordCommand::ToOtg { file, rules, tags } => {
            let text = read(&file)?;
            let rules = Position::parse_rules(&rules).map_err(|e| format!("--rules: {e}"))?;
            let record = Record::parse(&text);
            let start = match record.start.as_deref() {
                Some(s) => Position::from_text(s, &rules)
                    .map_err(|e| format!("{}: bad start position: {e}", file.display()))?,
                None => Position::new(&rules),
            };
            replay::<Position>(&record, &rules).map_err(|e| format!("{}: {e}", file.display()))?;
            let mut pos = start.clone();
            let mut moves = Vec::new();
            for m in &record.moves {
                let mv = pos.parse_move(m).map_err(|e| format!("{}: {m}: {e}", file.display()))?;
                pos.play_unchecked(mv);
                moves.push(mv);
            }
            let pairs: Vec<(String, String)> = tags
                .iter()
                .map(|t| {
                    t.split_once('=')
                        .map(|(n, v)| (n.trim().to_string(), v.trim().to_string()))
                        .filter(|(n, _)| !n.is_empty() && !n.contains([':', '[', ']']))
                        .ok_or_else(|| format!("--tag {t}: expected name=value"))
                })
                .collect::<Result<_, _>>()?;
            let refs: Vec<(&str, &str)> = pairs.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect();
            print!("{}", write_game(&start, &moves, &refs));
            Ok(())
        }
        RecordCommand::FromOtg { file } => {
            let text = read(&file)?;
            let g = read_game(&text).map_err(|e| format!("{}: {e}", file.display()))?;
            let record = g.to_record();
            print!("{record}");
            eprintln!("--rules {}", display_rules(&Position::rules_text(&g.rules.rules)));
            Ok(())
        }
    }
}

/// Rule options as text, the empty text named.
fn display_rules(text: &str) -> String {
    if text.is_empty() {
        "(abstrakta's own)".into()
    } else {
        text.into()
    }
}

/// `record check` of an abstrakta record of one game.
struct Check<'a> {
    file: &'a Path,
    text: &'a str,
    rules: &'a str,
}

impl GameVisitor for Check<'_> {
    type Output = Result<(), String>;
    fn visit<G: Registered>(self) -> Result<(), String> {
        let rules = G::parse_rules(self.rules).map_err(|e| format!("--rules: {e}"))?;
        let record = Record::parse(self.text);
        let end: G = replay(&record, &rules).map_err(|e| format!("{}: {e}", self.file.display()))?;
        println!("{}", record.moves.join(" "));
        let kind: GameKind = G::KIND;
        println!(
            "{}: abstrakta record, {}: {} moves, {}",
            self.file.display(),
            kind.name(),
            record.moves.len(),
            standing(end.outcome(), end.turn(), ["first player", "second player"])
        );
        Ok(())
    }
}
