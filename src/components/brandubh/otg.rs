//! OpenTafl's game records (`.otg`) in the app: a pasted one is loaded with
//! its rules; the game is offered as one.

use abstrakta_engine::brandubh::otn::{is_game_record, read_game, write_game};
use abstrakta_engine::brandubh::{Move, Position, Rules};
use abstrakta_engine::Game;

use crate::i18n::{Lang, Words};
use crate::state::Record;

/// `text` read as an OpenTafl game record, if it is one: its rules and the
/// record of its moves in abstrakta's notation.
pub fn import(text: &str) -> Option<Result<(Rules, Record), Words>> {
    is_game_record(text).then(|| match read_game(text) {
        Ok(game) => Ok((game.rules.rules, game.to_record())),
        Err(e) => Err(Words::new(move |lang| match lang {
            Lang::En => format!("OpenTafl record, {e}"),
            Lang::Cs => format!("záznam OpenTafl, {e}"),
        })),
    })
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
        assert_eq!(rules.king, KingRule::StrongCentre);
        assert_eq!(record.moves.len(), 20);
        assert!(import("d2-e2 e4-e3").is_none(), "abstrakta's own record");
        let s = Rc::new(MatchState::<Position>::new(Rules::default(), humans()));
        let s = s.reduce(Action::LoadForeign(Ok((rules, record))));
        assert_eq!(s.rules, rules);
        assert_eq!(s.plies.len(), 20);
        let refused = import(&TRIATHLON.replace("ks:c", "ks:q")).unwrap().unwrap_err();
        assert_eq!(
            refused.get(Lang::En),
            "OpenTafl record, line 8: rules: ks:q: expected y, s, n, w, c or m"
        );
        let after = s.clone().reduce(Action::LoadForeign(Err(refused)));
        assert_eq!(after.plies.len(), 20, "the game stays");
        assert!(matches!(after.notice, Some(Notice::Load { .. })));
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
        assert_eq!(rules, Rules::OPENTAFL);
        assert_eq!(record.moves, ["d2-e2", "c4-c5", "f4-f5", "c5-a5", "d6-a6xa5"]);
    }
}
