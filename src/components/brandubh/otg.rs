//! OpenTafl's game records (`.otg`) in the app: a pasted one is loaded with
//! its rules; the game is offered as one.

use abstrakta_engine::brandubh::otn::{is_game_record, position_record, read_game, read_position, write_game};
use abstrakta_engine::brandubh::{Move, Position, Rules};
use abstrakta_engine::Game;

use crate::i18n::{Lang, Words};
use crate::state::Record;

/// `text` read as an OpenTafl game record, if it is one: its rules and the
/// record of its moves in abstrakta's notation. An OpenTafl position record
/// (`/3t3/…/`, then `attackers` or `defenders` to say who is to move; the
/// attackers if not said) is a start position under the rules chosen.
pub fn import(text: &str) -> Option<Result<(Option<Rules>, Record), Words>> {
    let refused = |what: &'static [&'static str; 2], e: String| {
        Words::new(move |lang| match lang {
            Lang::En => format!("{} {e}", what[0]),
            Lang::Cs => format!("{} {e}", what[1]),
        })
    };
    let trimmed = text.trim();
    if trimmed.starts_with('/') {
        let (record, side) = trimmed
            .split_once(char::is_whitespace)
            .unwrap_or((trimmed, "attackers"));
        let turn = match side.trim() {
            "attackers" | "a" => abstrakta_engine::Side::First,
            "defenders" | "d" => abstrakta_engine::Side::Second,
            other => {
                let e = format!("\"{other}\": after the position, attackers or defenders");
                return Some(Err(refused(&["OpenTafl position,", "pozice OpenTafl,"], e)));
            }
        };
        return Some(match read_position(record, turn) {
            Ok(setup) => Ok((
                None,
                Record {
                    start: Some(setup.to_string()),
                    moves: Vec::new(),
                },
            )),
            Err(e) => Err(refused(&["OpenTafl position,", "pozice OpenTafl,"], e.to_string())),
        });
    }
    is_game_record(text).then(|| match read_game(text) {
        Ok(game) => Ok((Some(game.rules.rules), game.to_record())),
        Err(e) => Err(refused(&["OpenTafl record,", "záznam OpenTafl,"], e.to_string())),
    })
}

/// `pos` as an OpenTafl position record, and the side to move.
pub fn position(pos: &Position) -> String {
    let side = if pos.turn() == abstrakta_engine::Side::First {
        "attackers"
    } else {
        "defenders"
    };
    format!("{} {side}", position_record(&pos.setup()))
}

/// The game of `moves` from `start` as an OpenTafl game record (up to its end:
/// a record holds one game).
pub fn export(start: &Position, moves: &[Move]) -> String {
    let mut pos = start.clone();
    let mut played = Vec::new();
    for &m in moves {
        if pos.outcome().is_some() || !pos.is_legal(m) {
            break;
        }
        pos.play_unchecked(m);
        played.push(m);
    }
    write_game(start, &played, &[("variant", "Brandubh")])
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use abstrakta_engine::brandubh::KingRule;
    use abstrakta_engine::Notation;
    use yew::Reducible;

    use super::*;
    use crate::state::{Action, BySeat, MatchState, Notice, Player};

    const TRIATHLON: &str = include_str!("../../../engine/tests/data/brandubh-triathlon.otg");

    fn humans() -> BySeat<Player> {
        BySeat {
            a: Player::Human,
            b: Player::Human,
        }
    }

    #[test]
    fn a_pasted_otg_loads_with_its_rules_and_a_bad_one_changes_nothing() {
        let (rules, record) = import(TRIATHLON).expect("an .otg").expect("read");
        let rules = rules.expect("its rules");
        assert_eq!(rules.king, KingRule::StrongCentre);
        assert_eq!(record.moves.len(), 20);
        assert!(import("d2-e2 e4-e3").is_none(), "abstrakta's own record");
        let s = Rc::new(MatchState::<Position>::new(Rules::default(), humans()));
        let s = s.reduce(Action::LoadForeign(Ok((Some(rules), record))));
        assert_eq!(s.rules, rules);
        assert_eq!(s.plies.len(), 20);
        let refused = import(&TRIATHLON.replace("ks:c", "ks:q")).unwrap().unwrap_err();
        assert_eq!(
            refused.get(Lang::En),
            "OpenTafl record, line 8: rules: ks:q: expected y, s, n, w, c or m"
        );
        let after = s.clone().reduce(Action::LoadForeign(Err(refused)));
        assert_eq!(after.plies.len(), 20, "the game stays");
        assert!(matches!(after.session.notice, Some(Notice::Load { .. })));
    }

    #[test]
    fn the_game_exports_as_an_otg_that_reads_back() {
        let start = Position::new(&Rules::OPENTAFL);
        let mut pos = start.clone();
        let mut moves = Vec::new();
        for text in ["d2-e2", "c4-c5", "f4-f5", "c5-a5", "d6-a6xa5"] {
            let m = pos.parse_move(text).unwrap();
            pos.play_unchecked(m);
            moves.push(m);
        }
        let text = export(&start, &moves);
        assert!(
            text.contains("[variant:Brandubh]") && text.contains("3. d6-a6xa5\n"),
            "{text}"
        );
        let (rules, record) = import(&text).unwrap().unwrap();
        assert_eq!(rules, Some(Rules::OPENTAFL));
        // A position record, with the side to move, both ways.
        assert_eq!(position(&pos), format!("{} defenders", position_record(&pos.setup())));
        let (none, at) = import(&position(&pos)).unwrap().unwrap();
        assert_eq!((none, at.start.as_deref()), (None, Some(pos.to_text().as_str())));
        assert!(import("/7/ sideways").unwrap().is_err());
        assert_eq!(
            import("/7/").unwrap().unwrap_err().get(Lang::En),
            "OpenTafl position, the position record has 1 rows; Brandubh has 7"
        );
        assert_eq!(record.moves, ["d2-e2", "c4-c5", "f4-f5", "c5-a5", "d6-a6xa5"]);
    }
}
